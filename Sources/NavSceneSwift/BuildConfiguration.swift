import NavSceneDiagnostics
import NavSceneModel
import SwiftSyntax

/// `#if` as a build for one platform compiles it (iOS unless the target's build settings say otherwise): the
/// condition's syntax tree evaluated in three values (true, false, unknown). `os(P)` is true for the platform built
/// for and false for the others; `canImport` of SwiftUI and of the platform's own frameworks (UIKit on iOS, tvOS and
/// visionOS; AppKit on macOS; WatchKit on watchOS) is true, of another platform's false; `targetEnvironment`, `arch`,
/// custom flags (`DEBUG`) unknown; `!`, `&&`, `||` evaluated (Kleene's logic).
struct BuildConfiguration: Sendable, Hashable {
    let platform: Platform

    static let iOS = BuildConfiguration(platform: .iOS)

    static let platforms: Set<String> = ["iOS", "macOS", "OSX", "watchOS", "tvOS", "visionOS", "xrOS", "Linux", "Windows", "Android",
                                         "FreeBSD", "OpenBSD", "WASI", "Cygwin", "PS4", "Haiku", "macCatalyst"]
    /// The names `os(...)` accepts for each platform.
    static let osNames: [Platform: Set<String>] = [.iOS: ["iOS"], .macOS: ["macOS", "OSX"], .tvOS: ["tvOS"], .watchOS: ["watchOS"],
                                                   .visionOS: ["visionOS", "xrOS"]]
    static let importable: Set<String> = ["SwiftUI", "Foundation", "Combine", "Observation", "SwiftData", "CoreData",
                                          "MapKit", "Charts", "PhotosUI", "StoreKit", "WidgetKit", "ActivityKit", "CoreLocation",
                                          "AVKit", "AVFoundation", "OSLog", "os", "Darwin", "CloudKit", "WebKit", "SafariServices",
                                          "MessageUI", "UserNotifications", "TipKit", "AppIntents", "CoreImage", "CoreGraphics"]
    /// The frameworks only some platforms have: importable there, not elsewhere.
    static let platformKits: [Platform: Set<String>] = [.iOS: ["UIKit"], .tvOS: ["UIKit"], .visionOS: ["UIKit"],
                                                        .macOS: ["AppKit", "Cocoa"], .watchOS: ["WatchKit"]]
    static let notImportable: Set<String> = ["Glibc", "Musl", "WinSDK", "Android", "RealityKit_visionOS"]

    /// The condition's value on the platform, or nil when it cannot be decided.
    func evaluate(_ condition: ExprSyntax) -> Bool? {
        if let b = condition.as(BooleanLiteralExprSyntax.self) { return b.literal.tokenKind == .keyword(.true) }
        if let t = condition.as(TupleExprSyntax.self), t.elements.count == 1 { return evaluate(t.elements.first!.expression) }
        if let p = condition.as(PrefixOperatorExprSyntax.self), p.operator.text == "!" { return evaluate(p.expression).map { !$0 } }
        if let s = condition.as(SequenceExprSyntax.self) { return sequence(Array(s.elements)) }
        if let i = condition.as(InfixOperatorExprSyntax.self), let op = i.operator.as(BinaryOperatorExprSyntax.self)?.operator.text {
            return Self.combine(op, evaluate(i.leftOperand), evaluate(i.rightOperand))
        }
        if let call = condition.as(FunctionCallExprSyntax.self), let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
           call.arguments.count == 1, let argument = call.arguments.first?.expression {
            let word = argument.as(DeclReferenceExprSyntax.self)?.baseName.text
            switch name {
            case "os":
                guard let word, Self.platforms.contains(word) else { return nil }
                return Self.osNames[platform]!.contains(word)
            case "canImport":
                guard let word else { return nil }
                if Self.importable.contains(word) || Self.platformKits[platform]!.contains(word) { return true }
                if Self.notImportable.contains(word) || Self.platformKits.values.contains(where: { $0.contains(word) }) { return false }
                return nil
            case "swift", "compiler": return true
            default: return nil
            }
        }
        return nil
    }

    /// The value of a condition written as after `#if` (for tests and `--verbose`).
    func evaluate(written condition: String) -> Bool? {
        let source = SwiftSource(file: SourceFile(path: "condition.swift", text: "#if \(condition)\n#endif\n"))
        guard let decl = source.tree.statements.first?.item.as(IfConfigDeclSyntax.self), let expr = decl.clauses.first?.condition else { return nil }
        return evaluate(expr)
    }

    /// An unfolded `a && b || !c`: `||` binds loosest, then `&&`.
    func sequence(_ elements: [ExprSyntax]) -> Bool? {
        for op in ["||", "&&"] {
            guard let index = elements.lastIndex(where: { $0.as(BinaryOperatorExprSyntax.self)?.operator.text == op }) else { continue }
            let left = Array(elements[..<index]), right = Array(elements[(index + 1)...])
            return Self.combine(op, part(left), part(right))
        }
        return elements.count == 1 ? evaluate(elements[0]) : nil
    }

    func part(_ elements: [ExprSyntax]) -> Bool? { elements.count == 1 ? evaluate(elements[0]) : sequence(elements) }

    static func combine(_ op: String, _ l: Bool?, _ r: Bool?) -> Bool? {
        switch op {
        case "&&":
            if l == false || r == false { return false }
            if l == true && r == true { return true }
            return nil
        case "||":
            if l == true || r == true { return true }
            if l == false && r == false { return false }
            return nil
        default: return nil
        }
    }

    /// Which clauses of a `#if` a build for the platform may compile.
    enum Choice {
        /// Exactly this clause (nil: none, e.g. a lone `#if os(macOS)`).
        case sure(IfConfigClauseSyntax?)
        /// One of these or (when `orNone`) none of them, undecided.
        case either([IfConfigClauseSyntax], orNone: Bool)
    }

    func choose(_ clauses: IfConfigClauseListSyntax) -> Choice {
        var candidates: [IfConfigClauseSyntax] = []
        for clause in clauses {
            let value: Bool? = clause.condition.map(evaluate) ?? true
            switch value {
            case true?:
                if candidates.isEmpty { return .sure(clause) }
                candidates.append(clause)
                return .either(candidates, orNone: false)
            case false?: continue
            case nil: candidates.append(clause)
            }
        }
        return candidates.isEmpty ? .sure(nil) : .either(candidates, orNone: true)
    }

    /// For declarations (which the model cannot hold conditionally): the clause compiled, else the first undecided one.
    func declarationClause(_ node: IfConfigDeclSyntax) -> IfConfigClauseSyntax? {
        switch choose(node.clauses) {
        case .sure(let clause): return clause
        case .either(let clauses, _): return clauses.first
        }
    }
}
