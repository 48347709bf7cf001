import SwiftParser
import SwiftSyntax

/// A `Package.swift` read with swift-syntax, never run: the calls `.target(...)`, `.executableTarget(...)`,
/// `.testTarget(...)`, `.library(...)` and `.package(path:)` wherever they are written, with the arguments that are
/// string literals (a computed argument is left out; an array may be a top-level `let` constant declared before it, or
/// `+` of such arrays). Bounded by the file: one pass of a visitor.
public enum PackageManifestSyntax {
    public struct Call: Sendable, Equatable {
        /// `target`, `executableTarget`, `testTarget`, `macro`, `plugin`, `library`, `package`.
        public var member: String
        /// Labelled arguments that are string literals.
        public var strings: [String: String]
        /// Labelled arguments that are arrays; each element a string literal (`"X"`) or a call (`.product(name:package:)`).
        public var lists: [String: [Element]]
    }

    public enum Element: Sendable, Equatable {
        case string(String)
        case call(member: String, strings: [String: String])
    }

    /// The package's name (`Package(name:)`), every call of interest, in source order, and the platforms it supports
    /// (`platforms: [.iOS(.v15), .macOS("13.0")]`: platform name -> version, `"15"`, `"10.15"`, `"13.0"`).
    public static func read(_ bytes: [UInt8]) -> (name: String?, calls: [Call], platforms: [String: String]) {
        let tree = bytes.withUnsafeBufferPointer { SwiftSource.parse($0) }
        let visitor = Visitor(viewMode: .sourceAccurate)
        visitor.walk(tree)
        return (visitor.packageName, visitor.calls, visitor.platforms)
    }

    /// `.iOS(.v15)`, `.macOS(.v10_15)`, `.iOS("15.0")` -> ("iOS", "15"), ("macOS", "10.15"), ("iOS", "15.0").
    static func platform(_ expression: ExprSyntax) -> (String, String)? {
        guard let call = expression.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              member.base == nil, let argument = call.arguments.first, call.arguments.count == 1, argument.label == nil else { return nil }
        let name = member.declName.baseName.text
        if let text = literal(argument.expression) { return (name, text) }
        guard let version = argument.expression.as(MemberAccessExprSyntax.self), version.base == nil else { return nil }
        let text = version.declName.baseName.text
        guard text.hasPrefix("v"), text.count > 1 else { return nil }
        return (name, String(text.dropFirst().map { $0 == "_" ? "." : $0 }))
    }

    static let members: Set<String> = ["target", "executableTarget", "testTarget", "macro", "plugin", "library", "package"]

    final class Visitor: SyntaxVisitor {
        var calls: [Call] = []
        var packageName: String?
        var platforms: [String: String] = [:]
        /// Top-level array constants (`let baseDeps: [Target.Dependency] = [...]`), usable as an argument after them.
        var constants: [String: [ArrayElementSyntax]] = [:]

        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            if node.parent?.parent?.parent?.is(SourceFileSyntax.self) == true {
                for binding in node.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let value = binding.initializer?.value,
                          let elements = PackageManifestSyntax.arrayElements(value, constants) else { continue }
                    constants[name] = elements
                }
            }
            return .visitChildren
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self), reference.baseName.tokenKind == .identifier("Package") {
                packageName = PackageManifestSyntax.strings(node.arguments)["name"]
                for argument in node.arguments where argument.label?.text == "platforms" {
                    for element in PackageManifestSyntax.arrayElements(argument.expression, constants) ?? [] {
                        if let (name, version) = PackageManifestSyntax.platform(element.expression) { platforms[name] = version }
                    }
                }
            } else if let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil,
                      case .identifier(let name) = member.declName.baseName.tokenKind, PackageManifestSyntax.members.contains(name),
                      !(name == "target" && PackageManifestSyntax.isInDependencies(node)) {
                calls.append(Call(member: name, strings: PackageManifestSyntax.strings(node.arguments),
                                  lists: PackageManifestSyntax.lists(node.arguments, constants)))
            }
            return .visitChildren
        }
    }

    /// `.target(name: "X")` written as a dependency of another target (an element of a `dependencies:` array).
    static func isInDependencies(_ call: FunctionCallExprSyntax) -> Bool {
        guard let argument = call.parent?.parent?.parent?.parent?.as(LabeledExprSyntax.self),
              let label = argument.label else { return false }
        return label.tokenKind == .identifier("dependencies")
    }

    static func literal(_ expression: ExprSyntax) -> String? {
        expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue
    }

    static func strings(_ arguments: LabeledExprListSyntax) -> [String: String] {
        var result: [String: String] = [:]
        for argument in arguments {
            guard let label = argument.label, case .identifier(let name) = label.tokenKind, let value = literal(argument.expression) else { continue }
            result[name] = result[name] ?? value
        }
        return result
    }

    /// An array argument: a literal, a top-level constant declared before it, or `+` of those.
    static func arrayElements(_ expression: ExprSyntax, _ constants: [String: [ArrayElementSyntax]]) -> [ArrayElementSyntax]? {
        if let array = expression.as(ArrayExprSyntax.self) { return Array(array.elements) }
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return constants[reference.baseName.text] }
        guard let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count % 2 == 1 else { return nil }
        var elements: [ArrayElementSyntax] = []
        for (index, part) in sequence.elements.enumerated() {
            if index % 2 == 1 {
                guard part.as(BinaryOperatorExprSyntax.self)?.operator.text == "+" else { return nil }
            } else if let array = part.as(ArrayExprSyntax.self) {
                elements += array.elements
            } else if let reference = part.as(DeclReferenceExprSyntax.self), let constant = constants[reference.baseName.text] {
                elements += constant
            } else {
                return nil
            }
        }
        return elements
    }

    static func lists(_ arguments: LabeledExprListSyntax, _ constants: [String: [ArrayElementSyntax]] = [:]) -> [String: [Element]] {
        var result: [String: [Element]] = [:]
        for argument in arguments {
            guard let label = argument.label, case .identifier(let name) = label.tokenKind,
                  let arrayElements = arrayElements(argument.expression, constants) else { continue }
            var elements: [Element] = []
            for element in arrayElements {
                if let value = literal(element.expression) {
                    elements.append(.string(value))
                } else if let call = element.expression.as(FunctionCallExprSyntax.self),
                          let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil,
                          case .identifier(let callee) = member.declName.baseName.tokenKind {
                    elements.append(.call(member: callee, strings: strings(call.arguments)))
                }
            }
            result[name] = elements
        }
        return result
    }
}
