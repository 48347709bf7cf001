import Foundation
import SwiftSyntax

/// The calls of a bare name (`RecipeDetail(recipe: r)`, not `x.f()`) anywhere under a declaration, found on first use
/// and kept with the file's declarations (the builder asks which of them show the module's views).
final class BareCalls: @unchecked Sendable {
    private let lock = NSLock()
    private var found: [(name: String, call: FunctionCallExprSyntax)]?

    func of(_ node: some SyntaxProtocol) -> [(name: String, call: FunctionCallExprSyntax)] {
        lock.lock()
        defer { lock.unlock() }
        if let found { return found }
        let finder = BareCallFinder()
        finder.walk(node)
        found = finder.calls
        return finder.calls
    }
}

private final class BareCallFinder: SyntaxVisitor {
    var calls: [(name: String, call: FunctionCallExprSyntax)] = []
    init() { super.init(viewMode: .sourceAccurate) }
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let name = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text { calls.append((name, node)) }
        return .visitChildren
    }
}

/// A node's text as written, cut after `limit` characters: read token by token, so describing an unknown site costs
/// at most the limit however large the node (no quadratic printing of nested code). `oneLine` (a cause's form): a
/// closure is `{ ... }` and whatever trivia parts two tokens is one space.
func brief(_ node: some SyntaxProtocol, limit: Int = 80, oneLine: Bool = false) -> String {
    var text = ""
    var first = true
    var skipUntil: SyntaxIdentifier?
    // Found once (each ask walks down the tree); characters are counted only once the bytes could pass the limit
    // (a count walks the whole text: no more characters than bytes).
    let last = node.lastToken(viewMode: .sourceAccurate)?.id
    for token in node.tokens(viewMode: .sourceAccurate) {
        if let end = skipUntil {
            if token.id == end { skipUntil = nil }
            continue
        }
        if oneLine {
            if !text.isEmpty, !token.leadingTrivia.isEmpty, text.last != " " { text += " " }
            if token.tokenKind == .leftBrace, let closure = token.parent?.as(ClosureExprSyntax.self) {
                text += "{ ... }"
                skipUntil = closure.rightBrace.id
            } else {
                text += token.text
            }
            if !token.trailingTrivia.isEmpty { text += " " }
        } else {
            if !first {
                for piece in token.leadingTrivia { piece.write(to: &text) }
            }
            text += token.text
            if token.id != last {
                for piece in token.trailingTrivia { piece.write(to: &text) }
            }
        }
        first = false
        if text.utf8.count > limit && text.count > limit { return String(text.prefix(limit)) + "…" }
    }
    if oneLine { while text.last == " " { text.removeLast() } }
    return text
}

/// What binds a name where it is read, found walking out from the use: the innermost `if let name = value` whose body
/// holds the use, or the first enclosing node the caller's rule says binds it some other way (a closure's parameter,
/// a local, the end of the declaration). An `if` whose conditions read the name without binding it also ends the
/// walk there. Bounded: at most `NameBinding.maxSteps` parents.
enum NameBinding {
    case unwrapped(OptionalBindingConditionSyntax, in: IfExprSyntax)
    case boundBy(Syntax)

    static let maxSteps = 512

    static func innermost(of name: String, around node: Syntax, boundBy binds: (Syntax) -> Bool) -> NameBinding? {
        var current = node.parent
        var steps = 0
        while let n = current, steps < maxSteps {
            steps += 1
            if let ifExpr = n.as(IfExprSyntax.self), ifExpr.body.position <= node.position && node.position < ifExpr.body.endPosition {
                for condition in ifExpr.conditions {
                    if case .optionalBinding(let binding) = condition.condition, binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                        return .unwrapped(binding, in: ifExpr)
                    }
                }
                if ifExpr.conditions.tokens(viewMode: .sourceAccurate).contains(where: { $0.tokenKind == .identifier(name) }) { return .boundBy(n) }
            }
            if binds(n) { return .boundBy(n) }
            current = n.parent
        }
        return nil
    }
}

/// What a property's declaration alone says (its syntax and nothing the builder decides): whether it is focus, whether
/// its declaration makes it navigation state, the generic parameters around it. Found on first use and kept with the
/// file's declarations, so every pass of every target that reads the file asks the syntax once (the holding table is
/// built per target and pass, and walked every property's ancestors and tokens each time).
final class PropertyFacts: @unchecked Sendable {
    struct Facts {
        let isFocus: Bool
        let declaresState: Bool
        let genericParameters: Set<String>
    }

    private let lock = NSLock()
    private var found: Facts?
    /// How many times the syntax was read (once: `PropertyFactsTests`).
    private(set) var reads = 0

    func of(_ property: SwiftModule.Property) -> Facts {
        lock.lock()
        defer { lock.unlock() }
        if let found { return found }
        reads += 1
        let facts = Facts(isFocus: NavigationHolding.declaredFocus(property), declaresState: NavigationHolding.declaredState(property),
                          genericParameters: NavigationHolding.declaredGenericParameters(property))
        found = facts
        return facts
    }
}
