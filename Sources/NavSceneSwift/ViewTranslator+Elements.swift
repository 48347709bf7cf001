import NavSceneDiagnostics
import NavSceneModel
import SwiftSyntax

/// The navigation elements: lists, ForEach, links, buttons, tabs, the module's own views.
extension ViewTranslator {
    func list(_ call: FunctionCallExprSyntax?, _ nameRange: SourceRange) -> Element? {
        let selectionExpr = argument(call, "selection")
        let selection = binding(selectionExpr)
        if selectionExpr != nil && selection == nil { builder.noteOpaque(.value, selectionExpr!.trimmedDescription, nameRange, mayNavigate: true) }
        let rows = closure(call, "rowContent", trailingIndex: 0) ?? closure(call, "content", trailingIndex: 0)
        guard let data = call?.arguments.first(where: { $0.label == nil })?.expression else {
            return .list(ListElement(data: nil, elementName: nil, selection: selection, content: closureViews(rows)))
        }
        guard let (expr, element) = collection(data), let name = parameterName(rows) else { return opaque("List(\(data.trimmedDescription))", source.range(data)) }
        let inner = with(scope.binding(name, element))
        return .list(ListElement(data: expr, elementName: name, selection: selection, content: inner.closureViews(rows)))
    }

    func forEach(_ call: FunctionCallExprSyntax?, _ nameRange: SourceRange) -> Element? {
        let rows = closure(call, "content", trailingIndex: 0)
        guard let data = call?.arguments.first(where: { $0.label == nil })?.expression,
              let (expr, element) = collection(data), let name = parameterName(rows) else {
            return opaque("ForEach(\(call?.arguments.trimmedDescription ?? ""))", nameRange)
        }
        return .forEach(ForEachElement(data: expr, elementName: name, content: with(scope.binding(name, element)).closureViews(rows)))
    }

    /// The data of a List or ForEach: translated, or every row of its declared element type.
    func collection(_ data: ExprSyntax) -> (Expression, TypeRef)? {
        if let (e, type) = expressions.translate(data), let element = type.arrayElement { return (e, element) }
        guard let type = expressions.inferType(data), let element = type.arrayElement,
              let approximation = builder.approximation(type, at: source.range(data), what: data.trimmedDescription) else { return nil }
        return (approximation, element)
    }

    func link(_ call: FunctionCallExprSyntax?, _ nameRange: SourceRange) -> Element? {
        var title: Template?
        if let first = call?.arguments.first, first.label == nil, !first.expression.is(ClosureExprSyntax.self) {
            title = expressions.template(first.expression)
        }
        var value: Expression?
        if let v = argument(call, "value") {
            guard let e = expressions.value(v, expecting: nil) else { return opaque("NavigationLink(value: \(v.trimmedDescription))", source.range(v), mayRegister: false) }
            value = e
        }
        var destination: [ViewNode] = []
        var label: [ViewNode] = []
        if let d = argument(call, "destination"), !d.is(ClosureExprSyntax.self) {
            destination = viewNode(d)
            label = closureViews(closure(call, "label", trailingIndex: 0))
        } else if value != nil {
            label = closureViews(closure(call, "label", trailingIndex: 0))
        } else if title != nil {
            destination = closureViews(closure(call, "destination", trailingIndex: 0))
        } else {
            destination = closureViews(closure(call, "destination", trailingIndex: 0))
            label = closureViews(closure(call, "label"))
        }
        let isActive = argument(call, "isActive").flatMap(binding)
        let selection = argument(call, "selection").flatMap(binding)
        let tag = argument(call, "tag").flatMap { expressions.value($0, expecting: nil, approximate: false) }
        return .link(LinkElement(title: title, label: label, value: value, destination: destination, isActive: isActive, tag: tag, selection: selection))
    }

    func button(_ call: FunctionCallExprSyntax?, _ nameRange: SourceRange) -> Element? {
        var title: Template?
        if let first = call?.arguments.first, first.label == nil, !first.expression.is(ClosureExprSyntax.self) {
            title = expressions.template(first.expression)
        }
        var actionClosure: ClosureExprSyntax?
        var labelClosure: ClosureExprSyntax?
        if let a = argument(call, "action") {
            if let c = a.as(ClosureExprSyntax.self) { actionClosure = c } else {
                // `Button(action: showRecipeOfTheDay)`: a method of the view.
                let range = source.range(a)
                if let ref = a.as(DeclReferenceExprSyntax.self), let action = builder.actionNames["\(scope.owner).\(ref.baseName.text)"] {
                    return .button(ButtonElement(title: title, label: closureViews(closure(call, "label", trailingIndex: 0)),
                                                 action: [Statement(kind: .run(action), range: range, targetRange: range)]))
                }
                builder.noteOpaque(.statement, a.trimmedDescription, range, mayNavigate: true)
                return .button(ButtonElement(title: title, label: closureViews(closure(call, "label", trailingIndex: 0)), action: []))
            }
            labelClosure = closure(call, "label", trailingIndex: 0)
        } else if title != nil {
            actionClosure = call?.trailingClosure
        } else {
            actionClosure = call?.trailingClosure
            labelClosure = closure(call, "label")
        }
        let statements = actionClosure.flatMap { expressions.statements($0.statements, opaqueIfNot: true) } ?? []
        return .button(ButtonElement(title: title, label: closureViews(labelClosure), action: statements))
    }

    func tabView(_ call: FunctionCallExprSyntax?, _ modifierCalls: [(name: String, call: FunctionCallExprSyntax?, nameToken: TokenSyntax)],
                         _ nameRange: SourceRange) -> Element? {
        let selection = argument(call, "selection").flatMap(binding)
        var style = TabViewElement.Style.automatic
        if let styleCall = modifierCalls.first(where: { $0.name == "tabViewStyle" })?.call?.arguments.first?.expression.trimmedDescription,
           styleCall.contains("page") {
            style = styleCall.contains("vertical") ? .verticalPage : .page
        }
        var tabs: [Tab] = []
        for item in call?.trailingClosure?.statements ?? [] {
            guard let expr = Syntax(item.item).as(ExprSyntax.self) else { continue }
            tabs += tab(expr, selectionType: selection.flatMap { expressions.stateVariable($0.state)?.type.unwrapped })
        }
        return .tabView(TabViewElement(selection: selection, style: style, tabs: tabs))
    }

    /// `Tab("Title", systemImage: ..., value: v) { content }` or a view with `.tabItem { Label(...) }` and `.tag(v)`.
    func tab(_ expr: ExprSyntax, selectionType: TypeRef?) -> [Tab] {
        let range = source.range(expr)
        if let call = expr.as(FunctionCallExprSyntax.self), call.calledExpression.trimmedDescription == "Tab" {
            let title = call.arguments.first(where: { $0.label == nil }).map { expressions.template($0.expression) } ?? Template(parts: [], range: range)
            let value = argument(call, "value").flatMap { expressions.value($0, expecting: selectionType) }
            return [Tab(title: title, value: value, content: closureViews(call.trailingClosure), range: range)]
        }
        var title = Template(parts: [], range: range)
        var value: Expression?
        var core = expr
        var kept: [ExprSyntax] = []
        while let call = core.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
            switch member.declName.baseName.text {
            case "tabItem":
                for item in call.trailingClosure?.statements ?? [] {
                    if let e = Syntax(item.item).as(ExprSyntax.self), let label = e.as(FunctionCallExprSyntax.self),
                       let first = label.arguments.first, first.label == nil { title = expressions.template(first.expression) }
                }
            case "tag":
                value = call.arguments.first.flatMap { expressions.value($0.expression, expecting: selectionType) }
            default:
                kept.append(ExprSyntax(call))
            }
            core = base
        }
        // The tab's content keeps the modifiers other than tabItem and tag.
        let content = viewNode(kept.isEmpty ? core : expr)
        return [Tab(title: title, value: value, content: content, range: range)]
    }

    func instance(_ name: String, _ call: FunctionCallExprSyntax?, _ nameRange: SourceRange) -> Element? {
        guard let view = builder.module.types[name] else { return nil }
        var arguments: [InstanceElement.Argument] = []
        for p in builder.parameters(of: view) {
            guard let type = builder.typeRef(p.type ?? builder.literalType(p.initial)) else { continue }
            let given = call?.arguments.first { $0.label?.text == p.name }
            let value: Expression?
            if let given { value = expressions.value(given.expression, expecting: type) }
            else { value = builder.defaultArgument(p, of: view, type: type, at: nameRange) }
            guard let value else { return opaque(name, nameRange) }
            arguments.append(.init(name: p.name, nameRange: given.map { source.range($0) } ?? nameRange, value: value))
        }
        for (p, _) in builder.bindingParameters(of: view) {
            // `ToggleRow(isOn: $flag)`: the caller's variable, read and written through. Anything else
            // (`.constant(true)`, a binding the front end cannot follow) leaves the instance opaque.
            guard let given = call?.arguments.first(where: { $0.label?.text == p.name }), let b = binding(given.expression) else {
                return opaque(name, nameRange)
            }
            arguments.append(.init(name: p.name, nameRange: source.range(given), value: Expression(.identifier(b.state), range: b.range), binding: b))
        }
        return .instance(InstanceElement(view: name, arguments: arguments))
    }
}
