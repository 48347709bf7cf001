import NavSceneModel
import SwiftSyntax

/// A view's value made of its TCA store's state (`store.isLoading`, `store.mode == .timed`): the reducers may give
/// the state any value of its type at any send, so the model holds an unknown value of that type (an abstraction).
extension ExpressionTranslator {
    /// Whether `expr` reads nothing but the state of the view's stores, literals and cases: no call, no closure.
    func readsStoreState(_ expr: ExprSyntax) -> Bool {
        guard let owner = builder.module.types[scope.owner] else { return false }
        let reader = StoreStateReads(viewMode: .sourceAccurate)
        reader.walk(expr)
        guard !reader.other, !reader.roots.isEmpty else { return false }
        let table = builder.reach.features(builder)
        return reader.roots.allSatisfy { chain in
            var members = chain[...]
            if members.first == "self" { members = members.dropFirst() }
            guard let name = members.first, scope.locals[name] == nil, scope.substitutions[name] == nil,
                  let property = owner.property(name), let feature = table.feature(ofStore: property.type),
                  let member = members.dropFirst().first else { return false }
            return feature.state?.property(member) != nil
        }
    }

    /// Where a stand-in of the type would narrow what the code can do (a Bool, an enum, an optional, rows: see
    /// `SceneBuilder.approximation`), an unknown value of it; elsewhere (a number, a text, a record) the stand-in.
    func storeStateValue(_ expr: ExprSyntax, _ type: TypeRef) -> Expression? {
        let range = source.range(expr)
        var narrows = false
        switch type {
        case .array, .navigationPath, .optional: narrows = true
        case .named(let name): narrows = name == "Bool" || scene.types[name]?.isEnum == true
        default: break
        }
        guard narrows else { return builder.approximation(type, at: range, what: brief(expr)) }
        builder.noteOpaque(.value, brief(expr), range, mayNavigate: true, abstraction: true)
        return builder.unknownValue(type, at: range)
    }
}

/// The chains of names an expression reads (`store.mode` -> `store`, `mode`), and whether it does anything else
/// (a call, a closure, a subscript, a key path).
private final class StoreStateReads: SyntaxVisitor {
    var roots: [[String]] = []
    var other = false

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        if node.parent?.as(MemberAccessExprSyntax.self)?.declName.id == node.id { return .skipChildren }
        let (members, _, called) = NavigationUses.chain(from: Syntax(node))
        if called || members.contains("[]") { other = true }
        roots.append([node.baseName.text] + members)
        return .skipChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind { other = true; return .skipChildren }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { other = true; return .skipChildren }
    override func visit(_ node: SubscriptCallExprSyntax) -> SyntaxVisitorContinueKind { other = true; return .skipChildren }
    override func visit(_ node: KeyPathExprSyntax) -> SyntaxVisitorContinueKind { other = true; return .skipChildren }
    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind { other = true; return .skipChildren }
}
