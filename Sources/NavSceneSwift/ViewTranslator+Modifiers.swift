import NavSceneDiagnostics
import NavSceneModel
import SwiftSyntax

/// Modifiers: destinations, presentations, titles, `disabled`; presentational ones ignored; the rest opaque.
extension ViewTranslator {
    // MARK: - Modifiers

    func modifier(_ name: String, _ call: FunctionCallExprSyntax?, _ nameToken: TokenSyntax) -> Modifier? {
        let range = call.map { source.range($0.calledExpression.as(MemberAccessExprSyntax.self)!.declName).union(source.range($0)) } ?? source.range(nameToken)
        let nameRange = source.range(nameToken)
        func make(_ kind: Modifier.Kind) -> Modifier { Modifier(name: name, kind: kind, range: nameRange.union(range), nameRange: nameRange) }
        switch name {
        case "navigationTitle":
            guard let first = call?.arguments.first?.expression else { return nil }
            return make(.navigationTitle(expressions.template(first)))
        case "navigationDestination":
            let body = closure(call, "destination", trailingIndex: 0)
            if let forType = argument(call, "for") {
                let typeText = forType.trimmedDescription.hasSuffix(".self") ? String(forType.trimmedDescription.dropLast(5)) : ""
                guard let type = builder.typeRef(TypeSyntax(IdentifierTypeSyntax(name: .identifier(typeText)))), !typeText.isEmpty else {
                    builder.noteOpaque(.modifier, "navigationDestination(for: \(forType.trimmedDescription))", nameRange, mayRegister: true, mayNavigate: false)
                    return nil
                }
                let element = parameterName(body)
                let inner = element.map { with(scope.binding($0, type)) } ?? self
                return make(.navigationDestination(Destination(trigger: .forType(type, typeRange: source.range(forType)), elementName: element,
                                                               content: inner.closureViews(body), range: range)))
            }
            if let flag = argument(call, "isPresented") {
                guard let b = binding(flag) else { return opaqueModifier(name, nameRange, register: true) }
                return make(.navigationDestination(Destination(trigger: .isPresented(b), elementName: nil, content: closureViews(body), range: range)))
            }
            if let item = argument(call, "item") {
                guard let b = binding(item), let type = expressions.stateVariable(b.state)?.type.unwrapped else { return opaqueModifier(name, nameRange, register: true) }
                let element = parameterName(body)
                let inner = element.map { with(scope.binding($0, type)) } ?? self
                return make(.navigationDestination(Destination(trigger: .item(b), elementName: element, content: inner.closureViews(body), range: range)))
            }
            return opaqueModifier(name, nameRange, register: true)
        case "sheet", "fullScreenCover", "popover":
            let style: Presentation.Style = name == "sheet" ? .sheet : name == "popover" ? .popover : .fullScreenCover
            let body = closure(call, "content", trailingIndex: 0)
            if let flag = argument(call, "isPresented") {
                guard let b = binding(flag) else { return opaqueModifier(name, nameRange, register: false) }
                return make(.presentation(Presentation(style: style, trigger: .isPresented(b), elementName: nil, content: closureViews(body), range: range)))
            }
            if let item = argument(call, "item") {
                guard let b = binding(item), let type = expressions.stateVariable(b.state)?.type.unwrapped else { return opaqueModifier(name, nameRange, register: false) }
                let element = parameterName(body)
                let inner = element.map { with(scope.binding($0, type)) } ?? self
                return make(.presentation(Presentation(style: style, trigger: .item(b), elementName: element, content: inner.closureViews(body), range: range)))
            }
            return opaqueModifier(name, nameRange, register: false)
        case "disabled":
            guard let first = call?.arguments.first?.expression else { return nil }
            if let (e, type) = expressions.translate(first), type == .bool { return make(.disabled(e)) }
            builder.noteOpaque(.value, "disabled(\(first.trimmedDescription))", nameRange, mayNavigate: true)
            return nil
        case "tag", "tabItem":
            return make(.ignored(name))
        case "alert", "confirmationDialog":
            return dialog(name, call, nameRange, range).map { make(.presentation($0)) }
        case "toolbar", "contextMenu", "swipeActions":
            // `.toolbar(.hidden, for: .navigationBar)`, `.toolbar(removing: .sidebarToggle)`: no content, no navigation.
            guard let call, call.trailingClosure != nil || argument(call, "content") != nil || argument(call, "menuItems") != nil else {
                if name == "toolbar", call?.arguments.isEmpty == false { return make(.ignored(name)) }
                return opaqueModifier(name, nameRange, register: false)
            }
            if name == "contextMenu", argument(call, "forSelectionType") != nil { return opaqueModifier(name, nameRange, register: false) }
            let body = closure(call, "content", trailingIndex: 0) ?? closure(call, "menuItems", trailingIndex: 0)
            return make(.attached(AttachedContent(placement: AttachedContent.Placement(rawValue: name)!, content: closureViews(body), range: range)))
        case "onAppear", "onDisappear", "task":
            let event: EventHandler.Event = name == "onAppear" ? .appear : name == "onDisappear" ? .disappear : .task
            guard let statements = handlerStatements(call, label: name == "task" ? "operation" : "perform") else { return opaqueModifier(name, nameRange, register: false) }
            if name == "task", let id = argument(call, "id") {
                // `task(id:)` runs on appear and again whenever the value changes: `onChange(of:initial: true)`.
                guard let (observed, _) = expressions.translate(id) else { return opaqueModifier(name, nameRange, register: false) }
                return make(.event(EventHandler(event: .change(observed, initial: true), statements: statements, range: range)))
            }
            return make(.event(EventHandler(event: event, statements: statements, range: range)))
        case "onChange":
            guard let ofSyntax = argument(call, "of"), let (observed, type) = expressions.translate(ofSyntax),
                  let action = closure(call, "action", trailingIndex: 0) ?? closure(call, "perform", trailingIndex: 0) else {
                return opaqueModifier(name, nameRange, register: false)
            }
            var initial = false
            if let i = argument(call, "initial") {
                guard let b = i.as(BooleanLiteralExprSyntax.self) else { return opaqueModifier(name, nameRange, register: false) }
                initial = b.literal.tokenKind == .keyword(.true)
            }
            // `{ newValue in }` and `{ old, new in }`: the new value is the observed expression; the old one is unknown
            // (a statement that reads it stays opaque).
            var inner = scope
            let names = parameterNames(action)
            if let newName = names.last, names.count <= 2, names.count >= 1 {
                inner.locals[newName] = nil
                inner.substitutions[newName] = (observed, type)
            }
            let statements = with(inner).expressions.statements(action.statements, opaqueIfNot: true) ?? []
            return make(.event(EventHandler(event: .change(observed, initial: initial), statements: statements, range: range)))
        case "navigationBarBackButtonHidden", "interactiveDismissDisabled":
            let flag = ScreenFlag(rawValue: name)!
            guard let first = call?.arguments.first?.expression else { return make(.screenFlag(flag, Expression(.bool(true), range: nameRange))) }
            if let (e, type) = expressions.translate(first), type == .bool { return make(.screenFlag(flag, e)) }
            // Unknown: the back button may be hidden or not; either way the screen's navigation is as written.
            builder.noteOpaque(.value, "\(name)(\(first.trimmedDescription))", nameRange, mayNavigate: true)
            return make(.ignored(name))
        default:
            if ViewTranslator.navigatingModifiers.contains(name) { return opaqueModifier(name, nameRange, register: false) }
            if ViewTranslator.presentational.contains(name) { return make(.ignored(name)) }
            return opaqueModifier(name, nameRange, register: true)
        }
    }

    /// The statements of an event modifier's closure (`onAppear { ... }`, `onAppear(perform: load)`): nil when it
    /// cannot be read at all (the caller leaves the modifier opaque).
    func handlerStatements(_ call: FunctionCallExprSyntax?, label: String) -> [Statement]? {
        guard let call else { return [] }
        if let body = closure(call, label, trailingIndex: 0) {
            return expressions.statements(body.statements, opaqueIfNot: true) ?? []
        }
        if let reference = argument(call, label) {
            let range = source.range(reference)
            if let ref = reference.as(DeclReferenceExprSyntax.self), let action = builder.actionNames["\(scope.owner).\(ref.baseName.text)"] {
                return [Statement(kind: .run(action), range: range, targetRange: range)]
            }
            return nil
        }
        // `onAppear()` with no closure runs nothing.
        return call.arguments.allSatisfy({ $0.label?.text == "priority" || $0.label?.text == "id" }) ? [] : nil
    }

    func parameterNames(_ closure: ClosureExprSyntax?) -> [String] {
        guard let clause = closure?.signature?.parameterClause else { return [] }
        switch clause {
        case .simpleInput(let names): return names.map(\.name.text)
        case .parameterClause(let p): return p.parameters.map { ($0.secondName ?? $0.firstName).text }
        }
    }

    /// `alert("Title", isPresented: $flag, presenting: data) { data in Button(...) } message: { data in Text(...) }`,
    /// and `confirmationDialog` the same way (with `titleVisibility:`). The `item:` form with an `Alert` value and a
    /// title that is not text stay opaque.
    func dialog(_ name: String, _ call: FunctionCallExprSyntax?, _ nameRange: SourceRange, _ range: SourceRange) -> Presentation? {
        let style: Presentation.Style = name == "alert" ? .alert : .confirmationDialog
        guard let call, let flag = argument(call, "isPresented"), let b = binding(flag),
              let titleSyntax = call.arguments.first(where: { $0.label == nil })?.expression else {
            _ = opaqueModifier(name, nameRange, register: false)
            return nil
        }
        let title = expressions.template(titleSyntax)
        var presenting: Expression?
        var elementName: String?
        var inner = scope
        let actions = closure(call, "actions", trailingIndex: 0)
        let messageClosure = closure(call, "message")
        if let data = argument(call, "presenting") {
            guard let (value, type) = expressions.translate(data) else {
                _ = opaqueModifier(name, nameRange, register: false)
                return nil
            }
            presenting = value
            if let element = parameterName(actions) ?? parameterName(messageClosure) {
                elementName = element
                inner = scope.binding(element, type.unwrapped)
            }
        }
        let innerTranslator = with(inner)
        let content = innerTranslator.closureViews(actions)
        var message: Template?
        if let messageClosure, messageClosure.statements.count == 1, let text = Syntax(messageClosure.statements.first!.item).as(ExprSyntax.self) {
            var core = text
            // `Text("...").font(...)`: the text.
            while let c = core.as(FunctionCallExprSyntax.self), let m = c.calledExpression.as(MemberAccessExprSyntax.self), let base = m.base { core = base }
            message = innerTranslator.expressions.template(core)
        }
        return Presentation(style: style, trigger: .isPresented(b), elementName: elementName, content: content, range: range,
                            title: title, message: message, presenting: presenting)
    }

    func opaqueModifier(_ name: String, _ range: SourceRange, register: Bool) -> Modifier? {
        builder.noteOpaque(.modifier, "." + name, range, mayRegister: register, mayNavigate: true)
        return nil
    }
}
