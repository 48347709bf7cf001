import NavSceneModel
import SwiftSyntax

/// Where a URL the app opens may come back into it. SwiftUI's `openURL(url)` (the environment's `OpenURLAction`) hands
/// the URL to the handler an ancestor installs (`.environment(\.openURL, OpenURLAction { url in ... })`), else to the
/// system, which leaves the app, or brings a URL of the app's own scheme or a universal link back to its receivers:
/// `.onOpenURL`, `.onContinueUserActivity`, `handlesExternalEvents`, the app or scene delegate's
/// `application(_:open:options:)`, `application(_:continue:restorationHandler:)`, `scene(_:openURLContexts:)`,
/// `scene(_:continue:)`. Opening a URL can navigate in the app only through one of these.
struct NavigationURLHandlers {
    /// The handlers' code, each with the module type around it (its scope); `isAction` for an installed
    /// `OpenURLAction`'s closure (the others receive what the system brings back).
    var bodies: [(node: Syntax, owner: String, source: SwiftSource, isAction: Bool)] = []
    /// A receiver the front end cannot read (a handler given as a function, `handlesExternalEvents`): anything.
    var unfollowed = false

    init(_ sources: [SwiftSource]) {
        for source in sources {
            let finder = URLHandlerFinder(viewMode: .sourceAccurate)
            finder.walk(source.tree)
            unfollowed = unfollowed || finder.unfollowed
            bodies += finder.bodies.map { ($0, Self.owner(of: $0), source, finder.actions.contains($0.id)) }
        }
    }

    /// The name of the type (or extended type) declaring the code.
    static func owner(of node: Syntax) -> String {
        var current = node.parent
        var steps = 0
        while let parent = current, steps < 512 {
            steps += 1
            if let decl = parent.as(StructDeclSyntax.self) { return decl.name.text }
            if let decl = parent.as(ClassDeclSyntax.self) { return decl.name.text }
            if let decl = parent.as(EnumDeclSyntax.self) { return decl.name.text }
            if let decl = parent.as(ActorDeclSyntax.self) { return decl.name.text }
            if let decl = parent.as(ExtensionDeclSyntax.self) { return typeName(decl.extendedType) }
            current = parent.parent
        }
        return ""
    }
}

private final class URLHandlerFinder: SyntaxVisitor {
    var bodies: [Syntax] = []
    var actions: Set<SyntaxIdentifier> = []
    var unfollowed = false
    static let modifiers: Set<String> = ["onOpenURL", "onContinueUserActivity"]
    static let delegateLabels: [String: Set<String>] = ["application": ["open", "continue"], "scene": ["openURLContexts", "continue"]]

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            ?? node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        guard let name else { return .visitChildren }
        if name == "handlesExternalEvents" { unfollowed = true }
        guard name == "OpenURLAction" || Self.modifiers.contains(name) else { return .visitChildren }
        var found = false
        if let closure = node.trailingClosure { bodies.append(Syntax(closure)); found = true }
        for argument in node.arguments {
            if let closure = argument.expression.as(ClosureExprSyntax.self) { bodies.append(Syntax(closure)); found = true }
            else if argument.label?.text == "perform" || argument.label?.text == "handler" { unfollowed = true }
        }
        // `.onContinueUserActivity(type) { ... }` has its type first; a handler given otherwise cannot be read.
        if !found { unfollowed = true }
        if name == "OpenURLAction", let last = bodies.last, found { actions.insert(last.id) }
        return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if let labels = Self.delegateLabels[node.name.text],
           node.signature.parameterClause.parameters.contains(where: { labels.contains($0.firstName.text) }) {
            if let body = node.body { bodies.append(Syntax(body)) } else { unfollowed = true }
        }
        return .visitChildren
    }
}

extension ExpressionTranslator {
    /// Whether opening a URL may navigate in the app: a receiver of URLs may (decided once per scene).
    func urlHandlersMayNavigate() -> Bool {
        builder.reach.decide("openURL handlers", self) {
            let handlers = builder.reach.urlHandlers(builder)
            if handlers.unfollowed { return true }
            return handlers.bodies.contains { handler in
                ExpressionTranslator(builder: builder, scope: Scope(owner: handler.owner, source: handler.source)).mayNavigate(handler.node)
            }
        }
    }

    /// `openURL` of `@Environment(\.openURL)`: the property of the owner (or a superclass) that this name reads.
    func isEnvironmentOpenURL(_ property: SwiftModule.Property) -> Bool {
        guard property.wrapper == "Environment", let key = property.wrapperArgument else { return false }
        return key == "\\.openURL" || key.hasSuffix(".openURL")
    }
}

extension ExpressionTranslator {
    /// `openURL(url)` (or `self.openURL(url)`, `openURL.callAsFunction(url)`) of `@Environment(\.openURL)`: what
    /// opening the URL may run. The handler an ancestor installs may take it (any of the module's `OpenURLAction`s:
    /// which one is above the view is not decided here), and what it does not handle goes to the system, which leaves
    /// the app or brings the URL back to the app's receivers (`.onOpenURL`, ...); or nothing in the app runs. One
    /// unknown branch over those alternatives, each handler's statements read in its own scope (the URL unknown). nil
    /// (the call stays unknown) when a handler cannot be read, writes a view's own state (the instance is not the
    /// caller's), or the argument may navigate itself.
    func openURLStatements(_ call: FunctionCallExprSyntax) -> [Statement]? {
        guard call.trailingClosure == nil, call.arguments.count == 1, isOpenURLCallee(call.calledExpression),
              !call.arguments.contains(where: { mayNavigate($0.expression) }) else { return nil }
        let handlers = builder.reach.urlHandlers(builder)
        let actions = handlers.bodies.filter(\.isAction).count
        let receivers = handlers.bodies.count - actions
        guard !handlers.unfollowed, actions * (receivers + 1) + receivers <= Self.maxURLAlternatives,
              builder.inlining.insert("openURL").inserted else { return nil }
        defer { builder.inlining.remove("openURL") }
        let opaqueBefore = builder.scene.opaque.count
        var received: [[Statement]] = []
        var installed: [[Statement]] = []
        for handler in handlers.bodies {
            guard let statements = handlerStatements(handler.node, owner: handler.owner, source: handler.source) else {
                builder.scene.opaque.removeSubrange(opaqueBefore...)
                return nil
            }
            if handler.isAction { installed.append(statements) } else { received.append(statements) }
        }
        var alternatives = received
        for action in installed {
            alternatives.append(action)
            for receiver in received { alternatives.append(action + receiver) }
        }
        let range = source.range(call)
        var result: [Statement] = []
        for alternative in alternatives.reversed() where !alternative.isEmpty {
            result = unknownBranch(at: range, then: alternative, otherwise: result)
        }
        return result
    }

    /// Installed handlers times the receivers a URL may come back to: past it, `openURL` stays unknown.
    static let maxURLAlternatives = 32

    /// Whether `callee` is the owner's `@Environment(\.openURL)` value, called.
    func isOpenURLCallee(_ callee: ExprSyntax) -> Bool {
        var expr = callee
        if let member = expr.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "callAsFunction", let base = member.base { expr = base }
        let reference = expr.as(DeclReferenceExprSyntax.self)
            ?? expr.as(MemberAccessExprSyntax.self).flatMap { $0.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" ? $0.declName : nil }
        guard let name = reference?.baseName.text, !scope.declares(name), let property = builder.module.types[scope.owner]?.property(name) else { return false }
        return isEnvironmentOpenURL(property)
    }

    /// A URL handler's statements in its own scope, its parameters unknown; nil when it cannot be read or reaches a
    /// view instance's own state.
    private func handlerStatements(_ node: Syntax, owner: String, source: SwiftSource) -> [Statement]? {
        var scope = Scope(owner: owner, source: source)
        let items: CodeBlockItemListSyntax
        if let closure = node.as(ClosureExprSyntax.self) {
            items = closure.statements
            switch closure.signature?.parameterClause {
            case .simpleInput(let names)?: for name in names { scope.hidden.insert(name.name.text) }
            case .parameterClause(let clause)?: for parameter in clause.parameters { scope.hidden.insert((parameter.secondName ?? parameter.firstName).text) }
            case nil: break
            }
        } else if let block = node.as(CodeBlockSyntax.self), let function = block.parent?.as(FunctionDeclSyntax.self) {
            items = block.statements
            for parameter in function.signature.parameterClause.parameters { scope.hidden.insert((parameter.secondName ?? parameter.firstName).text) }
        } else {
            return nil
        }
        let scopedUses = builder.viewScopedUses
        guard let statements = ExpressionTranslator(builder: builder, scope: scope).statements(items, opaqueIfNot: true),
              builder.viewScopedUses == scopedUses else { return nil }
        return statements
    }
}
