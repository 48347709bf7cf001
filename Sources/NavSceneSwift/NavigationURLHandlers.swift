import SwiftSyntax

/// Where a URL the app opens may come back into it. SwiftUI's `openURL(url)` (the environment's `OpenURLAction`) hands
/// the URL to the handler an ancestor installs (`.environment(\.openURL, OpenURLAction { url in ... })`), else to the
/// system, which leaves the app, or brings a URL of the app's own scheme or a universal link back to its receivers:
/// `.onOpenURL`, `.onContinueUserActivity`, `handlesExternalEvents`, the app or scene delegate's
/// `application(_:open:options:)`, `application(_:continue:restorationHandler:)`, `scene(_:openURLContexts:)`,
/// `scene(_:continue:)`. Opening a URL can navigate in the app only through one of these.
struct NavigationURLHandlers {
    /// The handlers' code, each with the module type around it (its scope).
    var bodies: [(node: Syntax, owner: String, source: SwiftSource)] = []
    /// A receiver the front end cannot read (a handler given as a function, `handlesExternalEvents`): anything.
    var unfollowed = false

    init(_ sources: [SwiftSource]) {
        for source in sources {
            let finder = URLHandlerFinder(viewMode: .sourceAccurate)
            finder.walk(source.tree)
            unfollowed = unfollowed || finder.unfollowed
            bodies += finder.bodies.map { ($0, Self.owner(of: $0), source) }
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
            let handlers = NavigationURLHandlers(builder.module.sources)
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
