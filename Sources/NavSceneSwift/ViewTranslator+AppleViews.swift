import NavSceneModel
import SwiftSyntax

/// Apple's views that only lay out the views they are given (`SwiftUIVocabulary.ViewMeaning.shows`, `.erasing`).
extension ViewTranslator {
    /// `GlassEffectContainer(spacing: 8) { ... }`, `TableColumn("Name") { row in ... }`: a container of the views of
    /// every closure the call passes. A closure parameter (a table's row) is a value the model does not hold; where it
    /// has the name of something the view sees, its reads would be taken for that thing, so the view is unknown.
    func appleContainer(_ name: String, _ kind: ContainerKind, _ call: FunctionCallExprSyntax?, _ nameRange: SourceRange) -> Element? {
        guard let call else { return .container(kind, content: []) }
        // `Table(rows, selection: $selected, sortOrder: $order)`: the person selects rows and sorts columns, so the
        // view writes the state it is bound to (`boundInputs`).
        var views: [ViewNode] = []
        if call.arguments.contains(where: { isBindingArgument($0.expression) }) {
            guard let inputs = boundInputs(name, call) else { return opaque(name, nameRange, call: call) }
            views = inputs
        }
        var closures = call.arguments.compactMap { $0.expression.as(ClosureExprSyntax.self) }
        closures += [call.trailingClosure].compactMap { $0 } + call.additionalTrailingClosures.map(\.closure)
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

    /// What a view of Apple's writes through the bindings it is given (`Table(selection: $selected, sortOrder:
    /// $order)`): as an input control (`control`), the person may set each variable the model holds to some value of
    /// its type at any moment while the view is shown (an event of the view, an abstraction); a Bool may flip. A
    /// binding to state the model does not hold changes nothing the model reads, and `.constant(...)` writes nothing.
    /// nil (unknown) for a binding whose setter runs code (`Binding(get:set:)`) or that writes a path.
    func boundInputs(_ name: String, _ call: FunctionCallExprSyntax) -> [ViewNode]? {
        var statements: [Statement] = []
        for argument in call.arguments where isBindingArgument(argument.expression) {
            let expr = argument.expression
            if let constant = expr.as(FunctionCallExprSyntax.self) {
                guard constant.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "constant" else { return nil }
                continue
            }
            guard let bound = binding(expr), let variable = expressions.stateVariable(bound.state) else { continue }
            guard !variable.type.isPath else { return nil }
            let range = source.range(expr)
            if variable.type == .bool {
                statements.append(Statement(kind: .toggle(bound.state), range: range, targetRange: range))
            } else {
                builder.noteOpaque(.value, "\(name)(\(argument.label.map { $0.text + ": " } ?? "")\(brief(expr)))", range, mayNavigate: true, abstraction: true)
                statements.append(Statement(kind: .set(bound.state, builder.unknownValue(variable.type, at: range)), range: range, targetRange: range))
            }
        }
        guard !statements.isEmpty else { return [] }
        let range = source.range(call)
        let handler = EventHandler(event: .external(ExternalEvent(name)), statements: statements, range: range)
        return [ViewNode(element: .container(.group, content: []), range: range, nameRange: range,
                         modifiers: [Modifier(name: name, kind: .event(handler), range: range, nameRange: range)])]
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
