import SwiftSyntax

/// One use of a name in code the front end cannot translate: the name at its root (`router` in
/// `router.path.append(x)`), the members read after it (`path`, `append`; `[]` for a subscript), and what the code does
/// with the end of that chain.
struct NavigationUse {
    enum Context {
        /// The chain's value is read (passed, compared, bound to a local).
        case read
        /// The chain is assigned, passed `inout`, or bound (`$x`).
        case write
        /// The chain is called (`router.show(x)`, `action()`, `path.append(x)`).
        case call
    }
    var name: String
    var members: [String]
    var context: Context
    /// The call that ends the chain, when `context` is `.call` (`store.send(.tapped)`: its argument is read there).
    var call: FunctionCallExprSyntax? = nil
    /// The name's own reference in the code (`$path` for a binding), when the use was found there.
    var root: DeclReferenceExprSyntax? = nil
}

/// The uses in a statement or expression (closures included): every name at the root of a chain, and implicit members
/// (`.shared`, `.make()`) with their name as a member of no base. `super` is a use the analysis cannot follow.
final class NavigationUses: SyntaxVisitor {
    private(set) var uses: [NavigationUse] = []
    private(set) var implicitMembers: [(name: String, called: Bool, node: MemberAccessExprSyntax)] = []
    /// `super`: code the analysis cannot follow (nil when there is none).
    private(set) var unfollowedNodes: [SuperExprSyntax] = []
    var unfollowed: Bool { !unfollowedNodes.isEmpty }
    /// Accessors whose code is not read (a setter or observers, for a use that only reads the property).
    var skipped: Set<SyntaxIdentifier> = []

    override func visit(_ node: AccessorDeclSyntax) -> SyntaxVisitorContinueKind {
        skipped.contains(node.id) ? .skipChildren : .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        // A member's name (`path` in `router.path`, `edit` in `\.edit`) is read with its chain.
        if node.parent?.as(MemberAccessExprSyntax.self)?.declName.id == node.id || node.parent?.is(KeyPathPropertyComponentSyntax.self) == true {
            return .skipChildren
        }
        var name = node.baseName.text
        var bound = false
        // (`$0` is a closure's parameter, not a binding.)
        if name.hasPrefix("$"), name.count > 1, name.dropFirst().first?.isNumber == false { name.removeFirst(); bound = true }
        let (members, top, called) = Self.chain(from: Syntax(node))
        let context: NavigationUse.Context = called ? .call : bound || Self.isWritten(top) ? .write : .read
        uses.append(NavigationUse(name: name, members: members, context: context, call: called ? top.as(FunctionCallExprSyntax.self) : nil, root: node))
        return .skipChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        if node.base == nil {
            let called = node.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == node.id
            implicitMembers.append((node.declName.baseName.text, called, node))
        }
        return .visitChildren
    }

    override func visit(_ node: SuperExprSyntax) -> SyntaxVisitorContinueKind {
        unfollowedNodes.append(node)
        return .skipChildren
    }

    /// The members after `root` up to the first call (whose result is another value), through `?`, `!` and
    /// subscripts; the chain's last node and whether it is called.
    static func chain(from root: Syntax) -> (members: [String], top: Syntax, called: Bool) {
        var members: [String] = []
        var top = root
        while let parent = top.parent {
            if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == top.id {
                members.append(member.declName.baseName.text)
            } else if parent.is(OptionalChainingExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self)
                        || parent.as(GenericSpecializationExprSyntax.self)?.expression.id == top.id {
                // `x?.y`, `x!.y`, `Box<Item>(...)`: the same chain.
            } else if let subscriptCall = parent.as(SubscriptCallExprSyntax.self), subscriptCall.calledExpression.id == top.id {
                members.append("[]")
            } else if let call = parent.as(FunctionCallExprSyntax.self), call.calledExpression.id == top.id {
                return (members, Syntax(call), true)
            } else {
                break
            }
            top = parent
        }
        return (members, top, false)
    }

    /// Whether an expression is assigned (`x = 1`, `x += 1`, `(x, y) = pair`) or passed `inout` (`&x`).
    static func isWritten(_ node: Syntax) -> Bool {
        if node.parent?.is(InOutExprSyntax.self) == true { return true }
        var target = node
        // An element of a tuple that is assigned.
        if let element = node.parent?.as(LabeledExprSyntax.self), let tuple = element.parent?.parent?.as(TupleExprSyntax.self) {
            target = Syntax(tuple)
        }
        guard let list = target.parent?.as(ExprListSyntax.self), list.parent?.is(SequenceExprSyntax.self) == true,
              list.first?.id == target.id, list.count >= 3 else { return false }
        let op = list[list.index(after: list.startIndex)]
        if op.is(AssignmentExprSyntax.self) { return true }
        guard let text = op.as(BinaryOperatorExprSyntax.self)?.operator.text else { return false }
        return text.hasSuffix("=") && !["==", "!=", "<=", ">=", "===", "!=="].contains(text)
    }
}
