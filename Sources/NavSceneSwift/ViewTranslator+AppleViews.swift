import NavSceneModel
import SwiftSyntax

/// Apple's views that only lay out the views they are given (`SwiftUIVocabulary.ViewMeaning.shows`, `.erasing`).
extension ViewTranslator {
    /// `GlassEffectContainer(spacing: 8) { ... }`, `TableColumn("Name") { row in ... }`: a container of the views of
    /// every closure the call passes. A closure parameter (a table's row) is a value the model does not hold; where it
    /// has the name of something the view sees, its reads would be taken for that thing, so the view is unknown.
    func appleContainer(_ name: String, _ kind: ContainerKind, _ call: FunctionCallExprSyntax?, _ nameRange: SourceRange) -> Element? {
        guard let call else { return .container(kind, content: []) }
        // `Table(rows, selection: $selected)`: the view writes the bound state (a selection that may show a detail),
        // which the model does not follow: unknown, as before.
        if call.arguments.contains(where: { isBindingArgument($0.expression) }) { return opaque(name, nameRange, call: call) }
        var closures = call.arguments.compactMap { $0.expression.as(ClosureExprSyntax.self) }
        closures += [call.trailingClosure].compactMap { $0 } + call.additionalTrailingClosures.map(\.closure)
        var views: [ViewNode] = []
        for closure in closures {
            var inner = self
            for parameter in parameterNames(closure) where parameter != "_" {
                if expressions.name(parameter, nameRange) != nil || expressions.stateTarget(parameter) != nil {
                    return opaque(name, nameRange, call: call)
                }
                inner = inner.unbinding(parameter)
            }
            views += inner.closureViews(closure)
        }
        return .container(kind, content: views)
    }

    /// `$selection`, `$model.selection`, `Binding(...)`, `.constant(...)`: a binding the view may write.
    func isBindingArgument(_ expr: ExprSyntax) -> Bool {
        var root = expr
        while let member = root.as(MemberAccessExprSyntax.self), let base = member.base { root = base }
        if let ref = root.as(DeclReferenceExprSyntax.self), ref.baseName.text.hasPrefix("$") { return true }
        if let call = expr.as(FunctionCallExprSyntax.self) {
            let callee = call.calledExpression
            if callee.as(DeclReferenceExprSyntax.self)?.baseName.text == "Binding" { return true }
            if callee.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "constant" { return true }
        }
        return false
    }

    /// `AnyView(RecipeList())`: the view it erases the type of.
    func erasedView(_ name: String, _ call: FunctionCallExprSyntax?, _ nameRange: SourceRange) -> Element? {
        guard let call, call.arguments.count == 1, let view = call.arguments.first, view.label == nil, call.trailingClosure == nil else {
            return opaque(name, nameRange, call: call)
        }
        return .container(.group, content: viewNode(view.expression))
    }
}
