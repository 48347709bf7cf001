import NavSceneDiagnostics
import NavSceneModel
import SwiftSyntax

/// View builder code -> view nodes: SwiftUI's navigation vocabulary, the module's own views, `if`/`if let`/`switch`,
/// and modifier chains. A view or modifier it does not know becomes an opaque site (see `OpaqueSite`), never a node
/// a rule could report.
struct ViewTranslator {
    let builder: SceneBuilder
    let scope: Scope
    var source: SwiftSource { scope.source }
    var scene: Scene { builder.scene }
    var expressions: ExpressionTranslator { ExpressionTranslator(builder: builder, scope: scope) }

    func with(_ scope: Scope) -> ViewTranslator { ViewTranslator(builder: builder, scope: scope) }

    /// Views with no navigation meaning (display, input without bindings that navigation reads).
    static let leaves: Set<String> = [
        "Spacer", "Divider", "EmptyView", "Image", "AsyncImage", "ProgressView", "Rectangle", "Circle", "Capsule",
        "RoundedRectangle", "Ellipse", "Color", "Link", "ShareLink", "ContentUnavailableView", "Gauge", "Canvas",
        "EditButton", "ToolbarSpacer", "LabeledContent",
    ]
    /// Input controls: they write the state they are bound to, which navigation may read.
    static let controls: Set<String> = ["Toggle", "TextField", "SecureField", "Picker", "Slider", "Stepper", "DatePicker", "ColorPicker", "TextEditor"]
    static let containers: [String: ContainerKind] = [
        "VStack": .vStack, "HStack": .hStack, "ZStack": .zStack, "Group": .group, "ScrollView": .scrollView, "Form": .form,
        "LazyVStack": .lazyVStack, "LazyHStack": .lazyHStack, "LazyVGrid": .lazyVGrid, "LazyHGrid": .lazyHGrid,
        "Grid": .vStack, "GridRow": .hStack, "ViewThatFits": .viewThatFits, "ToolbarItem": .toolbarItem,
        "ToolbarItemGroup": .toolbarItemGroup, "DisclosureGroup": .group, "GroupBox": .vStack, "ControlGroup": .hStack,
    ]
    /// Modifiers with no navigation meaning (`navigatingModifiers` take precedence: the scene language ignores
    /// `toolbar` or `task`, but their Swift closures may navigate).
    static let presentational: Set<String> = Modifier.presentational.union([
        "bold", "italic", "fontWeight", "foregroundColor", "multilineTextAlignment", "cornerRadius", "clipShape", "shadow",
        "opacity", "scaledToFit", "scaledToFill", "aspectRatio", "resizable", "imageScale", "labelStyle", "buttonStyle",
        "listRowBackground", "listRowSeparator", "listRowInsets", "scrollContentBackground",
        "toolbarBackground", "toolbarRole", "navigationSplitViewColumnWidth", "badge", "symbolRenderingMode", "contentShape",
        "overlay", "border", "fixedSize", "layoutPriority", "id", "animation", "transition", "environment", "preferredColorScheme",
        "navigationViewStyle", "tabViewStyle", "textCase", "headerProSeries", "controlSize", "keyboardType", "submitLabel",
        "textInputAutocapitalization", "autocorrectionDisabled", "scrollDismissesKeyboard", "presentationDetents",
        "presentationDragIndicator", "redacted", "help", "accessibilityHint",
        "accessibilityIdentifier", "gridCellColumns", "containerRelativeFrame", "scrollTargetBehavior", "safeAreaInset",
        "matchedTransitionSource", "navigationTransition", "frame", "lineSpacing", "monospacedDigit", "textSelection",
        "fill", "stroke", "strokeBorder", "foregroundStyle", "backgroundStyle", "blur", "rotationEffect", "scaleEffect", "offset",
        "position", "zIndex", "ignoresSafeArea", "edgesIgnoringSafeArea", "listSectionSeparator", "formStyle",
        "pickerStyle", "toggleStyle", "textFieldStyle", "progressViewStyle", "datePickerStyle", "gaugeStyle",
    ])
    /// Modifiers whose closures may navigate or present, in forms the front end does not map: opaque.
    static let navigatingModifiers: Set<String> = [
        "toolbar", "alert", "confirmationDialog", "popover", "onAppear", "task", "onOpenURL", "onChange", "onReceive",
        "onSubmit", "onTapGesture", "swipeActions", "contextMenu", "refreshable", "searchable", "onDisappear", "inspector",
    ]

    // MARK: - Lists of views

    func viewList(_ items: CodeBlockItemListSyntax) -> [ViewNode] {
        var nodes: [ViewNode] = []
        for item in items {
            let node = Syntax(item.item)
            if let expr = node.as(ExprSyntax.self) { nodes += viewNode(expr) }
            else if let stmt = node.as(ExpressionStmtSyntax.self) { nodes += viewNode(stmt.expression) }
            else if let ifConfig = node.as(IfConfigDeclSyntax.self), let clause = chosenClause(ifConfig),
                    case .statements(let inner)? = clause.elements {
                nodes += viewList(inner)
            }
        }
        return nodes
    }

    func closureViews(_ closure: ClosureExprSyntax?) -> [ViewNode] {
        guard let closure else { return [] }
        return viewList(closure.statements)
    }

    /// An App's body: the first `WindowGroup`'s (or `Window`'s) content.
    func sceneBody(_ items: CodeBlockItemListSyntax) -> [ViewNode] {
        for item in items {
            guard let expr = Syntax(item.item).as(ExprSyntax.self) ?? Syntax(item.item).as(ExpressionStmtSyntax.self)?.expression else { continue }
            var core = expr
            while let call = core.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
                core = base
            }
            if let call = core.as(FunctionCallExprSyntax.self), ["WindowGroup", "Window", "DocumentGroup"].contains(call.calledExpression.trimmedDescription) {
                return closureViews(call.trailingClosure)
            }
        }
        return []
    }

    // MARK: - One view

    func viewNode(_ expr: ExprSyntax) -> [ViewNode] {
        guard builder.viewDepth < SceneBuilder.maxViewDepth else {
            builder.noteOpaque(.view, "views nested deeper than \(SceneBuilder.maxViewDepth)", source.range(expr), mayRegister: true, mayNavigate: true)
            return []
        }
        builder.viewDepth += 1
        defer { builder.viewDepth -= 1 }
        if let ifExpr = expr.as(IfExprSyntax.self) { return conditional(ifExpr).map { [$0] } ?? [] }
        if let switchExpr = expr.as(SwitchExprSyntax.self) { return switchNode(switchExpr).map { [$0] } ?? [] }
        // Peel the modifier chain: `List { ... }.navigationTitle("x").navigationDestination(...)`.
        var modifierCalls: [(name: String, call: FunctionCallExprSyntax?, nameToken: TokenSyntax)] = []
        var core = expr
        while true {
            if let call = core.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
                modifierCalls.insert((member.declName.baseName.text, call, member.declName.baseName), at: 0)
                core = base
            } else if let member = core.as(MemberAccessExprSyntax.self), let base = member.base, modifierCalls.isEmpty == false || !isTypeReference(base) {
                modifierCalls.insert((member.declName.baseName.text, nil, member.declName.baseName), at: 0)
                core = base
            } else {
                break
            }
        }
        let location = SceneBuilder.Location(file: source.file.path, offset: expr.positionAfterSkippingLeadingTrivia.utf8Offset)
        let range = source.range(expr)
        builder.translatedNodes.append((location, range))
        let calledName: String
        let nameNode: Syntax
        if let call = core.as(FunctionCallExprSyntax.self) {
            calledName = call.calledExpression.trimmedDescription
            nameNode = Syntax(call.calledExpression)
        } else {
            calledName = core.trimmedDescription
            nameNode = Syntax(core)
        }
        let nameRange = source.range(nameNode)
        if builder.forcedOpaque.contains(location) {
            builder.noteOpaque(.view, calledName, nameRange, mayRegister: true, mayNavigate: true)
            return []
        }
        let call = core.as(FunctionCallExprSyntax.self)
        if call == nil, let (_, type) = expressions.translate(core), type == .named("Color") {
            // `color` (a Color value) shown as a view: a coloured rectangle.
            return [ViewNode(element: .leaf("Color"), range: range, nameRange: nameRange, modifiers: [])]
        }
        guard let element = element(calledName, call: call, core: core, modifierCalls: modifierCalls, nameRange: nameRange) else { return [] }
        var modifiers: [Modifier] = []
        var built: ViewNode?
        for m in modifierCalls {
            if m.name == "safeAreaInset", let call = m.call, let bar = closure(call, "content", trailingIndex: 0) {
                // `.safeAreaInset(edge:) { bar }`: the view so far and the bar side by side; the modifiers after it
                // apply to both (as the scene loader builds it).
                let inner = built.map { ViewNode(element: $0.element, range: range, nameRange: $0.nameRange, modifiers: modifiers) }
                    ?? ViewNode(element: element, range: range, nameRange: nameRange, modifiers: modifiers)
                let edge = argument(call, "edge")?.trimmedDescription ?? ""
                let leading = edge.hasSuffix("top") || edge.hasSuffix("leading")
                let barViews = closureViews(bar)
                built = ViewNode(element: .container(.safeAreaInset, content: leading ? barViews + [inner] : [inner] + barViews),
                                 range: range, nameRange: source.range(m.nameToken), modifiers: [])
                modifiers = []
                continue
            }
            if let modifier = modifier(m.name, m.call, m.nameToken) { modifiers.append(modifier) }
        }
        if let built { return [ViewNode(element: built.element, range: range, nameRange: built.nameRange, modifiers: modifiers)] }
        return [ViewNode(element: element, range: range, nameRange: nameRange, modifiers: modifiers)]
    }

    func isTypeReference(_ expr: ExprSyntax) -> Bool {
        guard let ref = expr.as(DeclReferenceExprSyntax.self) else { return false }
        return ref.baseName.text.first?.isUppercase == true
    }

    func opaque(_ what: String, _ range: SourceRange, mayRegister: Bool = true) -> Element? {
        builder.noteOpaque(.view, what, range, mayRegister: mayRegister, mayNavigate: true)
        return nil
    }

    func argument(_ call: FunctionCallExprSyntax?, _ label: String?) -> ExprSyntax? {
        call?.arguments.first { $0.label?.text == label }?.expression
    }

    /// A closure given as the labelled argument, or as the trailing closure (or one of the additional ones).
    func closure(_ call: FunctionCallExprSyntax?, _ label: String, trailingIndex: Int? = nil) -> ClosureExprSyntax? {
        guard let call else { return nil }
        if let c = argument(call, label)?.as(ClosureExprSyntax.self) { return c }
        if let extra = call.additionalTrailingClosures.first(where: { $0.label.text == label }) { return extra.closure }
        if trailingIndex == 0 { return call.trailingClosure }
        return nil
    }

    func parameterName(_ closure: ClosureExprSyntax?) -> String? {
        guard let clause = closure?.signature?.parameterClause else { return nil }
        switch clause {
        case .simpleInput(let names): return names.first?.name.text
        case .parameterClause(let p): return p.parameters.first.map { ($0.secondName ?? $0.firstName).text }
        }
    }

    func binding(_ expr: ExprSyntax?) -> Binding? {
        guard let expr else { return nil }
        var target: ExprSyntax?
        if let ref = expr.as(DeclReferenceExprSyntax.self), ref.baseName.text.hasPrefix("$") {
            target = ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(String(ref.baseName.text.dropFirst()))))
            if let name = expressions.stateTarget(String(ref.baseName.text.dropFirst())) {
                return Binding(state: name, range: source.range(expr))
            }
            return nil
        }
        if let member = expr.as(MemberAccessExprSyntax.self), let base = member.base?.as(DeclReferenceExprSyntax.self),
           base.baseName.text.hasPrefix("$"), let object = expressions.objectType(ExprSyntax(base)),
           let name = builder.stateName(owner: object, property: member.declName.baseName.text) {
            return Binding(state: name, range: source.range(expr))
        }
        _ = target
        return nil
    }

    func element(_ name: String, call: FunctionCallExprSyntax?, core: ExprSyntax,
                         modifierCalls: [(name: String, call: FunctionCallExprSyntax?, nameToken: TokenSyntax)], nameRange: SourceRange) -> Element? {
        let content = closure(call, "content", trailingIndex: 0)
        if let kind = ViewTranslator.containers[name] { return .container(kind, content: closureViews(content)) }
        if ViewTranslator.leaves.contains(name) || core.as(MemberAccessExprSyntax.self)?.base?.trimmedDescription == "Color" { return .leaf(name) }
        if ViewTranslator.controls.contains(name) {
            builder.noteOpaque(.view, name, nameRange, mayNavigate: true)
            return .leaf(name)
        }
        switch name {
        case "Text":
            guard let first = call?.arguments.first?.expression else { return .text(Template(parts: [], range: nameRange)) }
            return .text(expressions.template(first))
        case "Label":
            if let first = call?.arguments.first, first.label == nil { return .text(expressions.template(first.expression)) }
            if let title = closure(call, "title", trailingIndex: 0), let text = title.statements.first.flatMap({ Syntax($0.item).as(ExprSyntax.self) }) {
                return .text(expressions.template(text))
            }
            return .text(Template(parts: [], range: nameRange))
        case "List": return list(call, nameRange)
        case "ForEach": return forEach(call, nameRange)
        case "Section":
            var header: Template?
            if let first = call?.arguments.first(where: { $0.label == nil || $0.label?.text == "header" })?.expression, !first.is(ClosureExprSyntax.self) {
                header = expressions.template(first)
            }
            var footer: Template?
            if let f = argument(call, "footer"), !f.is(ClosureExprSyntax.self) { footer = expressions.template(f) }
            // `Section { rows } header: { Text("A") } footer: { HStack { ... } }`: a lone Text is the title; other
            // views are shown as views.
            var headerViews: [ViewNode] = []
            var footerViews: [ViewNode] = []
            if let h = closure(call, "header") {
                if let text = loneText(h) { header = text } else { headerViews = closureViews(h) }
            }
            if let f = closure(call, "footer") {
                if let text = loneText(f) { footer = text } else { footerViews = closureViews(f) }
            }
            return .section(SectionElement(header: header, content: closureViews(content), footer: footer,
                                           headerViews: headerViews, footerViews: footerViews))
        case "Menu":
            var title: Template?
            if let first = call?.arguments.first, first.label == nil, !first.expression.is(ClosureExprSyntax.self) {
                title = expressions.template(first.expression)
            }
            if let primary = argument(call, "primaryAction") {
                builder.noteOpaque(.statement, "Menu(primaryAction: \(primary.trimmedDescription))", source.range(primary), mayNavigate: true)
            }
            let label = closure(call, "label").map(closureViews) ?? []
            return .menu(MenuElement(title: title, label: label, content: closureViews(closure(call, "content", trailingIndex: 0))))
        case "NavigationStack":
            var path: Binding?
            if let p = argument(call, "path") {
                guard let b = binding(p) else { return opaque("NavigationStack(path: \(p.trimmedDescription))", source.range(p)) }
                path = b
            }
            return .stack(StackElement(path: path, root: closureViews(closure(call, "root", trailingIndex: 0))))
        case "NavigationSplitView":
            var columns: [SplitColumn] = []
            let sidebar = closure(call, "sidebar", trailingIndex: 0)
            columns.append(SplitColumn(kind: .sidebar, content: closureViews(sidebar), range: sidebar.map { source.range($0) } ?? nameRange))
            if let c = closure(call, "content") { columns.append(SplitColumn(kind: .content, content: closureViews(c), range: source.range(c))) }
            let detail = closure(call, "detail")
            columns.append(SplitColumn(kind: .detail, content: closureViews(detail), range: detail.map { source.range($0) } ?? nameRange))
            // `columnVisibility: $visibility`, `preferredCompactColumn: $column`: bindings to state the model reads; a
            // value that is not a binding (`.constant(.all)`) leaves SwiftUI's default.
            return .splitView(SplitViewElement(columns: columns, columnVisibility: argument(call, "columnVisibility").flatMap(binding),
                                               preferredCompactColumn: argument(call, "preferredCompactColumn").flatMap(binding)))
        case "NavigationView":
            let views = closureViews(content)
            return .navigationView(NavigationViewElement(style: views.count > 1 ? .columns : .stack, content: views))
        case "NavigationLink": return link(call, nameRange)
        case "Button": return button(call, nameRange)
        case "TabView": return tabView(call, modifierCalls, nameRange)
        default:
            if builder.module.types[name]?.isView == true { return instance(name, call, nameRange) }
            if let inlined = inlineHelper(name, call, nameRange) { return inlined }
            return opaque(name, nameRange)
        }
    }

    /// `{ Text("Title") }` (modifiers allowed): its text.
    func loneText(_ closure: ClosureExprSyntax) -> Template? {
        guard closure.statements.count == 1, var core = Syntax(closure.statements.first!.item).as(ExprSyntax.self) else { return nil }
        while let c = core.as(FunctionCallExprSyntax.self), let m = c.calledExpression.as(MemberAccessExprSyntax.self), let base = m.base { core = base }
        guard let call = core.as(FunctionCallExprSyntax.self), call.calledExpression.trimmedDescription == "Text",
              let first = call.arguments.first, first.label == nil else { return nil }
        return expressions.template(first.expression)
    }

    /// A `@ViewBuilder` method or computed view property of the same view (`destination(for: route)`, `header`):
    /// its body in place, its parameters standing for the arguments.
    func inlineHelper(_ name: String, _ call: FunctionCallExprSyntax?, _ nameRange: SourceRange) -> Element? {
        guard let owner = builder.module.types[scope.owner], !builder.inlining.contains("\(owner.name).\(name)") else { return nil }
        var inner = scope
        var items: CodeBlockItemListSyntax?
        var helperSource = source
        if let call, let method = owner.method(name), method.returnType?.trimmedDescription.contains("View") == true,
           method.parameters.count == call.arguments.count, let body = method.body {
            for (parameter, argument) in zip(method.parameters, call.arguments) {
                guard let type = builder.typeRef(parameter.type), let value = expressions.value(argument.expression, expecting: type) else { return nil }
                inner.locals[parameter.name] = nil
                inner.substitutions[parameter.name] = (value, type)
            }
            items = body
            helperSource = method.source
        } else if call == nil, let property = owner.properties.first(where: { $0.name == name && $0.isComputed && $0.type?.trimmedDescription.contains("View") == true }),
                  case .getter(let body)? = property.syntax.bindings.first?.accessorBlock?.accessors {
            items = body
            helperSource = property.source
        }
        guard let items else { return nil }
        inner.source = helperSource
        builder.inlining.insert("\(owner.name).\(name)")
        defer { builder.inlining.remove("\(owner.name).\(name)") }
        return .container(.group, content: with(inner).viewList(items))
    }

}
