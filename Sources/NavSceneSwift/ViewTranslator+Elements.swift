import NavSceneDiagnostics
import NavSceneModel
import SwiftSyntax

/// The navigation elements: lists, ForEach, links, buttons, tabs, the module's own views.
extension ViewTranslator {
    func list(_ call: FunctionCallExprSyntax?, _ nameRange: SourceRange) -> Element? {
        let selectionExpr = argument(call, "selection")
        var selection = binding(selectionExpr)
        // `List(selection: $identifier)` of a non-optional value: macOS's required single selection (a row is always
        // selected, none can be deselected), which the model's selection (an optional, cleared by going back) does not
        // hold: the selection is unknown where it is, the List and its rows are read.
        if let bound = selection, let type = builder.boundStateType(bound, in: scope.owner), !type.isOptional {
            selection = nil
        }
        // A selection the model cannot bind: which values the List selects is unknown, so a value link in its rows may
        // be resolved by that selection (`OpaqueSite.selectsLinkValues`).
        if let selectionExpr, selection == nil {
            builder.noteOpaque(.value, brief(selectionExpr), nameRange, mayNavigate: true, selectsLinks: true, selectedType: selectedTypeName(selectionExpr))
        }
        let rows = closure(call, "rowContent", trailingIndex: 0) ?? closure(call, "content", trailingIndex: 0)
        guard let data = call?.arguments.first(where: { $0.label == nil })?.expression else {
            return .list(ListElement(data: nil, elementName: nil, selection: selection, content: closureViews(rows)))
        }
        let (expr, element) = collectionOrUnknown(data)
        let name = parameterName(rows)
        let inner = name.flatMap { n in element.map { with(scope.binding(n, $0, builder)) } } ?? unbinding(name)
        return .list(ListElement(data: expr, elementName: element == nil ? unknownRowName : (name.map(inner.scope.modelName) ?? unknownRowName), selection: selection,
                                 content: inner.closureViews(rows)))
    }

    /// The type of the values a List's selection holds, where the code says it (`OpaqueSite.selectedType`):
    /// `$selection` (or `$model.selection`) of a property declared `Set<T>`, `T?` or `T`, or made by `Set<T>()`, with
    /// `T` one of the module's structs, enums or classes, or a plain name the module does not declare (another
    /// module's `UInt`, `UUID`). nil when the type is not written so, or may be more than one type: a protocol, an
    /// alias, a generic parameter, a member type (`Item.ID`), `AnyHashable`.
    func selectedTypeName(_ expr: ExprSyntax) -> String? {
        var names: [String] = []
        var current = expr
        while let member = current.as(MemberAccessExprSyntax.self), let base = member.base, names.count < 8 {
            guard member.declName.argumentNames == nil else { return nil }
            names.insert(member.declName.baseName.text, at: 0)
            current = base
        }
        guard let root = current.as(DeclReferenceExprSyntax.self), root.argumentNames == nil, root.baseName.text.hasPrefix("$") else { return nil }
        names.insert(String(root.baseName.text.dropFirst()), at: 0)
        var owner = scope.owner
        var last: SwiftModule.Property?
        for (offset, name) in names.enumerated() {
            guard let type = builder.module.types[owner], !builder.module.isProvisional(owner),
                  let property = type.properties.first(where: { $0.name == name && !$0.isStatic }) else { return nil }
            if offset == names.count - 1 {
                last = property
                break
            }
            // A step through a property of exactly one of the module's types.
            guard let stepType = property.type?.as(IdentifierTypeSyntax.self), stepType.genericArgumentClause == nil else { return nil }
            owner = builder.scopedTypeName(stepType.name.text, at: stepType, owner: owner)
        }
        guard let last else { return nil }
        var element: TypeSyntax
        if let declared = last.type {
            element = declared
        } else if let call = last.initial?.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil,
                  let generic = call.calledExpression.as(GenericSpecializationExprSyntax.self),
                  generic.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Set", generic.genericArgumentClause.arguments.count == 1,
                  let argument = Syntax(generic.genericArgumentClause.arguments.first!.argument).as(TypeSyntax.self) {
            element = argument
        } else {
            return nil
        }
        if let optional = element.as(OptionalTypeSyntax.self) { element = optional.wrappedType }
        if let set = element.as(IdentifierTypeSyntax.self), set.name.text == "Set", let arguments = set.genericArgumentClause?.arguments, arguments.count == 1,
           let argument = Syntax(arguments.first!.argument).as(TypeSyntax.self) {
            element = argument
        }
        guard let identifier = element.as(IdentifierTypeSyntax.self), identifier.genericArgumentClause == nil else { return nil }
        let written = identifier.name.text
        guard !["AnyHashable", "Any", "Self", "Set", "Optional"].contains(written), written.first?.isUppercase == true,
              !builder.reach.aliases(builder).contains(written), !builder.reach.protocols(builder).contains(written),
              !last.facts.of(last).genericParameters.contains(written) else { return nil }
        let name = builder.scopedTypeName(written, at: identifier, owner: owner)
        if builder.module.isProvisional(name) { return nil }
        return name
    }

    func forEach(_ call: FunctionCallExprSyntax?, _ nameRange: SourceRange) -> Element? {
        let rows = closure(call, "content", trailingIndex: 0)
        guard let data = call?.arguments.first(where: { $0.label == nil })?.expression else {
            builder.noteOpaque(.value, "ForEach data", nameRange, mayNavigate: true, abstraction: true)
            let unknown = builder.unknownValue(.array(.string), at: nameRange)
            return .forEach(ForEachElement(data: unknown, elementName: unknownRowName, content: closureViews(rows)))
        }
        let (expr, element) = collectionOrUnknown(data)
        let name = parameterName(rows)
        let inner = name.flatMap { n in element.map { with(scope.binding(n, $0, builder)) } } ?? unbinding(name)
        return .forEach(ForEachElement(data: expr, elementName: element == nil ? unknownRowName : (name.map(inner.scope.modelName) ?? unknownRowName),
                                       content: inner.closureViews(rows)))
    }

    /// The row name of rows whose element is unknown: no Swift name translates to it, so what reads the row is unknown.
    var unknownRowName: String { "_row" }

    func unbinding(_ name: String?) -> ViewTranslator {
        guard let name else { return self }
        var inner = scope
        inner.forget(name)
        return with(inner)
    }

    /// The data of a List or ForEach; data the front end can neither translate nor type (`items.sorted { }`, a range,
    /// another module's) is zero or more rows of an unknown element: an unknown list (element nil: unknown).
    func collectionOrUnknown(_ data: ExprSyntax) -> (Expression, TypeRef?) {
        if let (e, element) = collection(data) { return (e, element) }
        let range = source.range(data)
        builder.noteOpaque(.value, "the rows of a List or ForEach", range, mayNavigate: true, abstraction: true)
        if let type = expressions.inferType(data) ?? sortedOrFilteredType(data), let element = type.arrayElement {
            return (builder.unknownValue(type, at: range), element)
        }
        return (builder.unknownValue(.array(.string), at: range), nil)
    }

    /// `items.sorted { ... }`, `items.filter { ... }`, `items.reversed()`, `Array(items)`: the rows of `items` in some
    /// order or subset, so the same element type.
    func sortedOrFilteredType(_ data: ExprSyntax) -> TypeRef? {
        var current = data
        for _ in 0..<8 {
            guard let call = current.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                  let base = member.base, ["sorted", "filter", "reversed", "shuffled", "prefix", "suffix", "dropFirst", "dropLast"].contains(member.declName.baseName.text)
            else { break }
            if let (_, type) = expressions.translate(base), type.arrayElement != nil { return type }
            if let type = expressions.inferType(base), type.arrayElement != nil { return type }
            current = base
        }
        return nil
    }

    /// The data of a List or ForEach: translated, or every row of its declared element type.
    func collection(_ data: ExprSyntax) -> (Expression, TypeRef)? {
        if let (e, type) = expressions.translate(data), let element = type.arrayElement { return (e, element) }
        guard let type = expressions.inferType(data), let element = type.arrayElement,
              let approximation = builder.approximation(type, at: source.range(data), what: brief(data)) else { return nil }
        return (approximation, element)
    }

    func link(_ call: FunctionCallExprSyntax?, _ nameRange: SourceRange) -> Element? {
        if let pushed = storeLink(call, nameRange) { return pushed }
        var title: Template?
        if let first = call?.arguments.first, first.label == nil, !first.expression.is(ClosureExprSyntax.self) {
            title = expressions.template(first.expression)
        }
        var value: Expression?
        if let v = argument(call, "value") {
            if let e = expressions.value(v, expecting: nil) { value = e } else if let type = expressions.inferType(v) {
                // A value of a known type the front end cannot compute: any value of that type.
                builder.noteOpaque(.value, "a link's value", source.range(v), mayNavigate: true, abstraction: true)
                value = builder.unknownValue(type, at: source.range(v))
            } else {
                // A value of a type the model cannot name: the link may push anything; its label and modifiers stay.
                builder.noteOpaque(.value, "a link's value of an unknown type", source.range(v), mayNavigate: true)
                return .container(.unknown, content: closureViews(closure(call, "label", trailingIndex: 0)))
            }
        }
        var destination: [ViewNode] = []
        var label: [ViewNode] = []
        if let d = argument(call, "destination"), !d.is(ClosureExprSyntax.self) {
            destination = viewNode(d)
            label = closureViews(closure(call, "label", trailingIndex: 0))
        } else if value != nil {
            // `label: label` in the module's own initialiser (`ViewTranslator.extensionInitializer`): the caller's views.
            label = contentViews(call, "label", trailingIndex: 0)
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

    /// An input control (`Toggle`, `TextField`, `Picker`...): the user may write the state it is bound to. Bound to a
    /// variable the model holds, it is modelled as an input that writes it: a Toggle flips its Bool, any other control
    /// sets its variable to some value of the variable's type (a sound abstraction). Bound to state the model does not
    /// hold, nothing the model reads changes: a leaf. A path bound to a control is an unknown site.
    func control(_ name: String, _ call: FunctionCallExprSyntax?, _ nameRange: SourceRange) -> Element {
        guard let call, let (bound, b) = call.arguments.lazy.compactMap({ a in self.binding(a.expression).map { (a, $0) } }).first,
              let variable = expressions.stateVariable(b.state) else { return .leaf(name) }
        let range = source.range(bound.expression)
        var title: Template?
        if let first = call.arguments.first, first.label == nil, !first.expression.is(ClosureExprSyntax.self) {
            title = expressions.template(first.expression)
        }
        let write: Statement
        if variable.type == .bool {
            write = Statement(kind: .toggle(b.state), range: range, targetRange: range)
        } else if !variable.type.isPath {
            builder.noteOpaque(.value, "\(name)(\(brief(bound.expression)))", range, mayNavigate: true, abstraction: true)
            write = Statement(kind: .set(b.state, builder.unknownValue(variable.type, at: range)), range: range, targetRange: range)
        } else {
            builder.noteOpaque(.view, name, nameRange, mayNavigate: true)
            return .leaf(name)
        }
        return .button(ButtonElement(title: title ?? Template(parts: [.text(name)], range: nameRange), label: [], action: [write]))
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
                // `Button(action: dismiss)`: the dismiss action as if called.
                let action = expressions.referencedAction(a)
                if action == nil, expressions.mayNavigate(a) { builder.noteOpaque(.statement, brief(a), range, mayNavigate: true, cause: builder.reach.cause) }
                return .button(ButtonElement(title: title, label: closureViews(closure(call, "label", trailingIndex: 0)), action: action ?? []))
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
        if let styleArgument = modifierCalls.first(where: { $0.name == "tabViewStyle" })?.call?.arguments.first?.expression {
            // `.page`, `.page(indexDisplayMode:)`, `PageTabViewStyle()`, `.verticalPage`: names from tokens.
            let styleName = (styleArgument.as(FunctionCallExprSyntax.self)?.calledExpression ?? styleArgument).as(MemberAccessExprSyntax.self)?.declName.baseName.text
                ?? (styleArgument.as(FunctionCallExprSyntax.self)?.calledExpression ?? styleArgument).as(DeclReferenceExprSyntax.self)?.baseName.text ?? ""
            if styleName == "page" || styleName == "PageTabViewStyle" { style = .page }
            if styleName == "verticalPage" || styleName == "VerticalPageTabViewStyle" { style = .verticalPage }
        }
        // The selection's type as declared: a tab's value has that type (`Tab(value: id)` under a `String` selection is
        // a `String`, under a `String?` one an optional), so a value the model cannot compute is unknown of that type.
        let selectionType = selection.flatMap { expressions.stateVariable($0.state)?.type }
        let tabs = call?.trailingClosure.map { tabList($0.statements, selectionType: selectionType) } ?? []
        return .tabView(TabViewElement(selection: selection, style: style, tabs: tabs))
    }

    /// The tabs of a TabView's content (its `TabContentBuilder`): each `Tab` or tagged view, a `ForEach` family, the
    /// tabs of a `TabSection` (a sidebar group: its tabs are the TabView's own), an `if`/`switch` (an unknown
    /// condition: the tabs of every branch) and the chosen `#if` clause. Bounded: each step descends into the syntax.
    func tabList(_ items: CodeBlockItemListSyntax, selectionType: TypeRef?, depth: Int = 0) -> [Tab] {
        guard depth < 16 else { return [] }
        var tabs: [Tab] = []
        for item in items {
            let node = Syntax(item.item)
            if let ifConfig = node.as(IfConfigDeclSyntax.self) {
                if let clause = chosenClause(ifConfig, in: source), case .statements(let inner)? = clause.elements {
                    tabs += tabList(inner, selectionType: selectionType, depth: depth + 1)
                }
                continue
            }
            // (`return page.tag(1)`: a helper's result, read in place by `tabHelper`.)
            guard let expr = node.as(ExprSyntax.self) ?? node.as(ExpressionStmtSyntax.self)?.expression
                    ?? node.as(ReturnStmtSyntax.self)?.expression else { continue }
            tabs += tabContent(expr, selectionType: selectionType, depth: depth)
        }
        return tabs
    }

    private func tabContent(_ expr: ExprSyntax, selectionType: TypeRef?, depth: Int) -> [Tab] {
        if let ifExpr = expr.as(IfExprSyntax.self) {
            // Names bound by the conditions (`if let tab`) are unknown in the branches.
            var inner = self
            for condition in ifExpr.conditions {
                if case .optionalBinding(let b) = condition.condition, let name = b.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                    inner = inner.unbinding(name)
                }
            }
            let then = inner.tabList(ifExpr.body.statements, selectionType: selectionType, depth: depth + 1)
            var otherwise: [Tab] = []
            switch ifExpr.elseBody {
            case .ifExpr(let next)?: otherwise = tabContent(ExprSyntax(next), selectionType: selectionType, depth: depth + 1)
            case .codeBlock(let block)?: otherwise = tabList(block.statements, selectionType: selectionType, depth: depth + 1)
            case nil: break
            }
            return alternativeTabs(then, otherwise, condition: { tabCondition(ifExpr) }, at: source.range(ifExpr.ifKeyword))
        }
        if let switchExpr = expr.as(SwitchExprSyntax.self) {
            var tabs: [Tab] = []
            let range = source.range(switchExpr.switchKeyword)
            for element in switchExpr.cases {
                if case .switchCase(let c) = element {
                    var inner = scope
                    if case .case(let label) = c.label {
                        for item in label.caseItems {
                            for name in casePattern(item.pattern)?.1.compactMap({ $0 }) ?? [] { inner.forget(name) }
                        }
                    }
                    // Which case is taken is not told apart here: each later case is one more alternative.
                    tabs = alternativeTabs(tabs, with(inner).tabList(c.statements, selectionType: selectionType, depth: depth + 1),
                                           condition: { builder.unknownCondition(at: range) }, at: range)
                }
            }
            return tabs
        }
        // A `TabSection`'s tabs are the TabView's own. (A `Tab` or `TabSection` with tab-content modifiers
        // (`.tabPlacement`, `.badge`) stays an unknown view around its content: modelling such tabs as tabs made the
        // exploration of a large sidebar TabView exceed its work budget; not done yet.)
        if let call = expr.as(FunctionCallExprSyntax.self), calledName(expr) == "TabSection" {
            guard let content = closure(call, "content", trailingIndex: 0) else { return [] }
            return tabList(content.statements, selectionType: selectionType, depth: depth + 1)
        }
        // `Group { home; search }.toolbarBackground(...)`: a Group among tabs is no tab of its own; each view in it is
        // one, and the Group's modifiers apply to each (read here when they are styling only, which changes no tab).
        let (core, groupModifiers) = peel(expr)
        if let call = core.as(FunctionCallExprSyntax.self), calledName(core) == "Group", builder.module.types["Group"] == nil,
           groupModifiers.allSatisfy({ SwiftUIVocabulary.modifiers[$0.name] == .transparent }),
           let content = closure(call, "content", trailingIndex: 0) {
            return tabList(content.statements, selectionType: selectionType, depth: depth + 1)
        }
        if let inlined = tabHelper(expr, selectionType: selectionType, depth: depth) { return inlined }
        return tabFamily(expr, selectionType: selectionType, depth: depth) ?? tab(expr, selectionType: selectionType)
    }

    /// `mainTabs`, `mainTab(for: item)`: the owner's property or method that builds tab content (declared `some
    /// TabContent<T>`), or views (`page(with: image, page: 1)` whose result is `VStack { ... }.tag(page)`), read in
    /// place: the tabs it builds are the TabView's own (its parameters bound to the call's arguments), each with the
    /// tag the helper gives it. A helper whose body does more than build its result (a `let`, a `guard`) is not read
    /// here (`tab` keeps its tag unknown). nil for anything else, or while it is being read already (it names itself).
    private func tabHelper(_ expr: ExprSyntax, selectionType: TypeRef?, depth: Int) -> [Tab]? {
        let call = expr.as(FunctionCallExprSyntax.self)
        var callee = call?.calledExpression ?? expr
        if let member = callee.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            callee = ExprSyntax(member.declName)
        }
        guard let reference = callee.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil,
              let owner = builder.module.types[scope.owner] else { return nil }
        func buildsTabs(_ type: TypeSyntax?) -> Bool {
            type?.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .identifier("TabContent") || $0.tokenKind == .identifier("View") } ?? false
        }
        func onlyBuilds(_ body: CodeBlockItemListSyntax) -> Bool {
            body.allSatisfy { item in
                let node = Syntax(item.item)
                return node.is(ExprSyntax.self) || node.is(ExpressionStmtSyntax.self) || node.is(ReturnStmtSyntax.self) || node.is(IfConfigDeclSyntax.self)
            }
        }
        let name = reference.baseName.text
        var inner = scope
        let items: CodeBlockItemListSyntax
        if let call, let method = owner.method(name), buildsTabs(method.returnType), let body = method.body, onlyBuilds(body) {
            bind(method.parameters, call, into: &inner)
            items = body
            inner.source = method.source
        } else if call == nil, let property = owner.properties.first(where: { $0.name == name && $0.isComputed && buildsTabs($0.type) }),
                  case .getter(let body)? = property.syntax.bindings.first?.accessorBlock?.accessors, onlyBuilds(body) {
            items = body
            inner.source = property.source
        } else {
            return nil
        }
        let key = "tabs \(owner.name).\(name)"
        guard !builder.inlining.contains(key) else { return nil }
        builder.inlining.insert(key)
        defer { builder.inlining.remove(key) }
        // Each tab is where the TabView's content names the helper (where the person reads the TabView).
        let callRange = source.range(expr)
        return with(inner).tabList(items, selectionType: selectionType, depth: depth + 1).map { tab in
            var tab = tab
            tab.range = callRange
            return tab
        }
    }

    /// The tabs of two exclusive branches (`if c { A().tag(1) } else { B().tag(1) }`): a value both give is one tab
    /// whose content is the branch's (`if c { A } else { B }`), since only one of them ever exists; the others are
    /// kept as they are. Values are matched as written (literals and enum cases, the values tabs are given).
    func alternativeTabs(_ first: [Tab], _ second: [Tab], condition: () -> Expression, at range: SourceRange) -> [Tab] {
        guard !first.isEmpty, !second.isEmpty else { return first + second }
        var byValue: [String: Int] = [:]
        for (i, tab) in second.enumerated() {
            if let value = tab.value, byValue[value.description] == nil { byValue[value.description] = i }
        }
        var merged: [Tab] = []
        var used = Set<Int>()
        var test: Expression?
        for tab in first {
            guard let value = tab.value, let i = byValue[value.description], !used.contains(i) else { merged.append(tab); continue }
            used.insert(i)
            let condition = test ?? condition()
            test = condition
            var one = tab
            one.content = [ViewNode(element: .conditional(ConditionalElement(condition: condition, binding: nil, then: tab.content, otherwise: second[i].content)),
                                    range: range, nameRange: range, modifiers: [])]
            merged.append(one)
        }
        for (i, tab) in second.enumerated() where !used.contains(i) { merged.append(tab) }
        return merged
    }

    /// An `if`'s condition as a Bool the model computes, or an unknown Bool (names it binds are unknown in its tabs).
    func tabCondition(_ ifExpr: IfExprSyntax) -> Expression {
        if ifExpr.conditions.count == 1, case .expression(let e)? = ifExpr.conditions.first?.condition,
           let (value, type) = expressions.translate(e), type == .bool {
            return value
        }
        return builder.unknownCondition(at: source.range(ifExpr.ifKeyword))
    }

    /// SwiftUI's `Tab` or `TabSection` read as a view, where the model does not read the tabs (one with tab-content
    /// modifiers of its own, inside a `ForEach` of sections): which of its content shows, and when, is unknown (it
    /// may navigate: choosing it sets the TabView's selection), but its place is SwiftUI's: it puts no stack,
    /// presentation or lazy container around its content and declares no destination, so what is above its content
    /// is decided through it.
    func tabContentView(_ name: String, _ call: FunctionCallExprSyntax?, _ nameRange: SourceRange) -> Element {
        builder.noteOpaque(.view, name, nameRange, mayRegister: false, mayNavigate: true, unreadTab: true)
        return .container(.unknown, content: closureContents(call))
    }

    /// `ForEach(Area.allCases) { area in AreaView(area).tabItem { ... }.tag(area) }` in a TabView: a family of tabs, one
    /// per element. Over an enum's cases: one tab per case, the row name standing for the case. Over other data: one
    /// tab for the family whose value (where the tag reads the row) is unknown, never "no value".
    func tabFamily(_ expr: ExprSyntax, selectionType: TypeRef?, depth: Int = 0) -> [Tab]? {
        guard let call = expr.as(FunctionCallExprSyntax.self), calledName(expr) == "ForEach",
              let rows = closure(call, "content", trailingIndex: 0) else { return nil }
        let name = parameterName(rows)
        let data = call.arguments.first(where: { $0.label == nil })?.expression
        if let data, let (_, type) = expressions.translate(data), case .array(.named(let typeName))? = Optional(type),
           let decl = scene.types[typeName], decl.isEnum, isAllCases(data), let name,
           decl.cases.allSatisfy({ $0.associated.isEmpty }) {
            var tabs: [Tab] = []
            for enumCase in decl.cases {
                var inner = scope
                let range = source.range(data)
                inner.locals[name] = nil
                inner.substitutions[name] = (Expression(.member(Expression(.identifier(typeName), range: range), name: enumCase.name, optional: false), range: range),
                                             .named(typeName))
                for var t in with(inner).tabList(rows.statements, selectionType: selectionType, depth: depth + 1) {
                    // No `.tag`: SwiftUI tags each view of a ForEach with its element's identity, here the case itself
                    // (`id: \.self`) or an identity the model does not compute (an `id:` key path, `Identifiable`'s
                    // `id`, or cases of another type than the selection's, which the model's types cannot hold).
                    if t.value == nil, let selectionType {
                        if identifiesBySelf(call), selectionType.unwrapped == .named(typeName) {
                            t.value = Expression(.member(Expression(.identifier(typeName), range: t.range), name: enumCase.name, optional: false), range: t.range)
                        } else {
                            t.value = builder.unknownValue(selectionType, at: t.range)
                        }
                    }
                    tabs.append(t)
                }
            }
            return tabs
        }
        let inner = unbinding(name)
        var tabs: [Tab] = []
        do {
            for var t in inner.tabList(rows.statements, selectionType: selectionType, depth: depth + 1) {
                if t.value == nil, let selectionType { t.value = builder.unknownValue(selectionType, at: t.range) }
                tabs.append(t)
            }
        }
        builder.noteOpaque(.value, "the tabs of a ForEach", source.range(call.calledExpression), mayNavigate: true, abstraction: true)
        return tabs
    }

    /// A tab's value (`.tag(v)`, `Tab(value: v)`), nil where the model cannot compute it. `nil` for a non-optional
    /// selection is no value the compiled code can give there (a row the model reads as nil): not computed either.
    func tabValue(_ expr: ExprSyntax, selectionType: TypeRef?) -> Expression? {
        // Under a non-optional selection a value the model cannot compute is no stand-in (a text's would be one tab
        // value, `""`), but nil: the caller makes it unknown of the selection's type.
        guard let value = expressions.value(expr, expecting: selectionType, approximate: selectionType?.isOptional ?? true) else { return nil }
        if case .null = value.kind, let selectionType, !selectionType.isOptional { return nil }
        return value
    }

    /// `ForEach(data, id: \.self)`: each element is its own identity.
    func identifiesBySelf(_ call: FunctionCallExprSyntax) -> Bool {
        guard let id = call.arguments.first(where: { $0.label?.text == "id" })?.expression.as(KeyPathExprSyntax.self) else { return false }
        return id.components.count == 1 && id.components.first?.component.as(KeyPathPropertyComponentSyntax.self)?.declName.baseName.tokenKind == .keyword(.self)
    }

    /// `Area.allCases`.
    func isAllCases(_ expr: ExprSyntax) -> Bool {
        expr.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "allCases"
    }

    /// `Tab("Title", systemImage: ..., value: v) { content }` or a view with `.tabItem { Label(...) }` and `.tag(v)`.
    func tab(_ expr: ExprSyntax, selectionType: TypeRef?) -> [Tab] {
        let range = source.range(expr)
        if let call = expr.as(FunctionCallExprSyntax.self), calledName(expr) == "Tab" {
            let title = call.arguments.first(where: { $0.label == nil }).map { expressions.template($0.expression) } ?? Template(parts: [], range: range)
            var value = argument(call, "value").flatMap { tabValue($0, selectionType: selectionType) }
            // `Tab(value: Screen(rawValue: "a")!)`: a value the model cannot compute is a value of the selection's
            // type it does not know, not no value.
            if value == nil, let selectionType, let given = argument(call, "value") {
                value = unknownTabValue("a tab's value", selectionType, at: source.range(given))
            }
            return [Tab(title: title, value: value, content: closureViews(call.trailingClosure), range: range)]
        }
        var title = Template(parts: [], range: range)
        var value: Expression?
        var tagged = false
        var labelled = false
        var core = expr
        var kept: [ExprSyntax] = []
        while let call = core.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
            switch member.declName.baseName.text {
            case "tabItem":
                labelled = true
                for item in call.trailingClosure?.statements ?? [] {
                    if let e = Syntax(item.item).as(ExprSyntax.self), let label = e.as(FunctionCallExprSyntax.self),
                       let first = label.arguments.first, first.label == nil { title = expressions.template(first.expression) }
                }
            case "tag":
                tagged = true
                value = call.arguments.first.flatMap { tabValue($0.expression, selectionType: selectionType) }
            default:
                kept.append(ExprSyntax(call))
            }
            core = base
        }
        // iOS 18's `Tab(...) { }` with modifiers of its own (`.badge(3)`, `.customizationID(...)`): its value and
        // content are the Tab's.
        if let call = core.as(FunctionCallExprSyntax.self), calledName(core) == "Tab", value == nil {
            return tab(ExprSyntax(call), selectionType: selectionType)
        }
        // A `TabSection` with tab-content modifiers of its own (`.defaultVisibility(.hidden, for: .tabBar)`): its tabs
        // are not read (an unknown view around its content), so which values they take is unknown, never none.
        if value == nil, let selectionType, core.is(FunctionCallExprSyntax.self), calledName(core) == "TabSection" {
            value = unknownTabValue("the tabs of a TabSection", selectionType, at: range)
        }
        // A tag the model cannot compute, or one written inside the tab's content (`NavigationStack { page.tag(p) }`,
        // which SwiftUI may or may not see as the tab's): a value of the selection's type it does not know, not no
        // value.
        if value == nil, let selectionType, tagged || Self.namesTag(core) || calleeMayTag(core) {
            value = unknownTabValue("a tab's tag", selectionType, at: range)
        }
        // The tab's content keeps the modifiers other than tabItem and tag.
        let content = viewNode(kept.isEmpty ? core : expr)
        // SwiftUI's own view that holds no other (`Spacer()`, `Color.clear`) with no `tabItem` in the chain: a tab with no
        // label, an empty slot of a tab bar. (A view that holds others, or the module's, may apply an item inside,
        // which SwiftUI reads as the tab's: not decided, so labelled.)
        let coreName = calledName(core)
        let unlabelled = !labelled && SwiftUIVocabulary.views[coreName] == .leaf && builder.module.types[coreName] == nil
        return [Tab(title: title, value: value, content: content, range: range, unlabelled: unlabelled)]
    }

    /// Whether the syntax writes `.tag` anywhere in it.
    static func namesTag(_ node: some SyntaxProtocol) -> Bool {
        node.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .identifier("tag") && $0.previousToken(viewMode: .sourceAccurate)?.tokenKind == .period }
    }

    /// Whether a tab's view is the module's code that may tag what it builds: a view of the module, or a method or
    /// computed property of the owner (one not read in place by `tabHelper`), whose body writes `.tag` (SwiftUI reads
    /// a tag applied inside as the tab's). Cost: that body's tokens.
    func calleeMayTag(_ core: ExprSyntax) -> Bool {
        var callee = core.as(FunctionCallExprSyntax.self)?.calledExpression ?? core
        if let member = callee.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            callee = ExprSyntax(member.declName)
        }
        guard let name = callee.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
        if let view = builder.module.types[name], let (items, _) = view.body { return Self.namesTag(items) }
        guard let owner = builder.module.types[scope.owner] else { return false }
        if core.is(FunctionCallExprSyntax.self), let body = owner.method(name)?.body { return Self.namesTag(body) }
        if let property = owner.properties.first(where: { $0.name == name && $0.isComputed }), let accessors = property.syntax.bindings.first?.accessorBlock {
            return Self.namesTag(accessors)
        }
        return false
    }

    /// A tab value the front end cannot compute: a value of the selection's type it does not know (an abstraction).
    func unknownTabValue(_ what: String, _ selectionType: TypeRef, at range: SourceRange) -> Expression {
        builder.noteOpaque(.value, what, range, mayNavigate: true, abstraction: true)
        return builder.unknownValue(selectionType, at: range)
    }

    func instance(_ name: String, _ call: FunctionCallExprSyntax?, _ nameRange: SourceRange) -> Element? {
        guard let view = builder.module.types[name] else { return nil }
        var arguments: [InstanceElement.Argument] = []
        for p in builder.parameters(of: view) {
            guard let type = builder.typeRef(p.type ?? builder.literalType(p.initial)) else { continue }
            let given = call?.arguments.first { $0.label?.text == p.name }
            let value: Expression?
            if let given { value = expressions.value(given.expression, expecting: type).map { optionalArgument($0, given.expression, type) } }
            else { value = builder.omittedArgument(p, of: view, type: type, at: nameRange, call: call) }
            // An argument the front end cannot compute: any value of the parameter's type.
            let argumentRange = given.map { source.range($0) } ?? nameRange
            guard let value = value ?? unknownArgument(type, argumentRange) else { continue }
            arguments.append(.init(name: p.name, nameRange: given.map { source.range($0) } ?? nameRange, value: value))
        }
        for (p, bindingType) in builder.bindingParameters(of: view) {
            // `ToggleRow(isOn: $flag)`: the caller's variable, read and written through.
            let given = call?.arguments.first(where: { $0.label?.text == p.name })
            guard let given, let b = binding(given.expression) else {
                // A binding the front end cannot follow (`.constant(true)`, a model's): an unknown variable of its type.
                let range = given.map { source.range($0) } ?? nameRange
                builder.noteOpaque(.value, "a binding passed to \(name)", range, mayNavigate: true, abstraction: true)
                guard case .identifier(let unknown) = builder.unknownValue(bindingType, at: range).kind else { continue }
                let b = NavSceneModel.Binding(state: unknown, range: range)
                arguments.append(.init(name: p.name, nameRange: range, value: Expression(.identifier(unknown), range: range), binding: b))
                continue
            }
            arguments.append(.init(name: p.name, nameRange: source.range(given), value: Expression(.identifier(b.state), range: b.range), binding: b))
        }
        arguments += viewArguments(view, call, nameRange)
        arguments += actionArguments(view, call, nameRange)
        return .instance(InstanceElement(view: name, arguments: arguments))
    }

    /// A value passed to an optional parameter (`description: "Text"` for `String?`): the model has no way to write
    /// `Optional(value)` that its checker types as optional where the view reads it (`if let description`), so the
    /// argument is an unknown value of the optional type (sound: it may be the value).
    func optionalArgument(_ value: Expression, _ syntax: ExprSyntax, _ type: TypeRef) -> Expression {
        guard type.isOptional, let (_, given) = expressions.translate(syntax), !given.isOptional, given != .nilLiteral else { return value }
        if case .null = value.kind { return value }
        return builder.unknownValue(type, at: value.range)
    }

    func unknownArgument(_ type: TypeRef, _ range: SourceRange) -> Expression? {
        builder.noteOpaque(.value, "an argument", range, mayNavigate: true, abstraction: true)
        return builder.unknownValue(type, at: range)
    }
}
