import NavSceneDiagnostics
import NavSceneModel
import SwiftSyntax

/// Modifiers: destinations, presentations, titles, `disabled`; presentational ones ignored; the rest opaque.
extension ViewTranslator {
    // MARK: - Modifiers

    /// One modifier of a chain: its model modifiers (none for a transparent one; several when a modifier the module
    /// defines is inlined).
    func modifier(_ name: String, _ call: FunctionCallExprSyntax?, _ nameToken: TokenSyntax) -> [Modifier] {
        // SwiftUI's modifier of a name the module also declares, called with labels none of the module's take.
        let swiftUIs = isSwiftUIsOverload(name, call)
        // The module's own modifier whose body only styles and lays out its view: no navigation site.
        if !swiftUIs, builder.inert.isInertModifier(name, call) { return [] }
        if !swiftUIs, let inlined = inlineModifier(name, call, nameToken) { return inlined }
        if let task = taskOfUnknownID(name, call, nameToken) { return task }
        if let events = externalEvents(name, call, nameToken) { return events }
        return singleModifier(name, call, nameToken).map { [$0] } ?? []
    }

    func singleModifier(_ name: String, _ call: FunctionCallExprSyntax?, _ nameToken: TokenSyntax) -> Modifier? {
        let range = call.map { source.range(nameToken).union(source.range($0)) } ?? source.range(nameToken)
        let nameRange = source.range(nameToken)
        func make(_ kind: Modifier.Kind) -> Modifier { Modifier(name: name, kind: kind, range: nameRange.union(range), nameRange: nameRange) }
        switch name {
        case "navigationTitle", "navigationBarTitle":
            // `navigationBarTitle(_:displayMode:)`: the deprecated spelling of the title.
            guard let first = call?.arguments.first?.expression else { return nil }
            return make(.navigationTitle(expressions.template(first)))
        case "navigationDestination":
            let body = closure(call, "destination", trailingIndex: 0)
            if let forType = argument(call, "for") {
                let element = parameterName(body)
                guard let type = destinationType(forType) else {
                    // A type the model cannot name: kept where it is (its placement is a fact), with an unknown trigger;
                    // it may match any pushed value, so it is also an unknown site that may declare destinations.
                    builder.noteOpaque(.modifier, "navigationDestination(for:) of an unknown type", nameRange, mayRegister: true, mayNavigate: false)
                    return make(.navigationDestination(Destination(trigger: .isPresented(builder.unknownTrigger(at: nameRange)), elementName: nil,
                                                                   content: presentedContent(call, "destination", body), range: range)))
                }
                let inner = element.map { with(scope.binding($0, type, builder)) } ?? self
                return make(.navigationDestination(Destination(trigger: .forType(type, typeRange: source.range(forType)), elementName: element.map(inner.scope.modelName),
                                                               content: presentedContent(call, "destination", body, in: inner), range: range)))
            }
            if let flag = argument(call, "isPresented") {
                let b = binding(flag) ?? unknownTrigger(flag)
                return make(.navigationDestination(Destination(trigger: .isPresented(b), elementName: nil, content: presentedContent(call, "destination", body), range: range)))
            }
            if let item = argument(call, "item") {
                if let b = binding(item), let type = expressions.stateVariable(b.state)?.type.unwrapped {
                    let element = parameterName(body)
                    let inner = element.map { with(scope.binding($0, type, builder)) } ?? self
                    return make(.navigationDestination(Destination(trigger: .item(b), elementName: element.map(inner.scope.modelName), content: presentedContent(call, "destination", body, in: inner), range: range)))
                }
                return make(.navigationDestination(Destination(trigger: .isPresented(unknownTrigger(item)), elementName: nil, content: presentedContent(call, "destination", body), range: range)))
            }
            builder.noteOpaque(.modifier, "." + name, nameRange, mayRegister: true, mayNavigate: true)
            return make(.navigationDestination(Destination(trigger: .isPresented(builder.unknownTrigger(at: nameRange)), elementName: nil,
                                                           content: presentedContent(call, "destination", body), range: range)))
        case "sheet", "fullScreenCover", "popover":
            let style: Presentation.Style = name == "sheet" ? .sheet : name == "popover" ? .popover : .fullScreenCover
            let body = closure(call, "content", trailingIndex: 0)
            if let flag = argument(call, "isPresented") {
                let b = binding(flag) ?? unknownTrigger(flag)
                return make(.presentation(Presentation(style: style, trigger: .isPresented(b), elementName: nil, content: presentedContent(call, "content", body), range: range)))
            }
            if let item = argument(call, "item"), let b = binding(item), let type = expressions.stateVariable(b.state)?.type.unwrapped {
                let element = parameterName(body)
                let inner = element.map { with(scope.binding($0, type, builder)) } ?? self
                return make(.presentation(Presentation(style: style, trigger: .item(b), elementName: element.map(inner.scope.modelName), content: presentedContent(call, "content", body, in: inner), range: range)))
            }
            // A trigger the front end cannot follow: the content may be presented (where it would show is known).
            let trigger = argument(call, "item").map(unknownTrigger) ?? builder.unknownTrigger(at: nameRange)
            return make(.presentation(Presentation(style: style, trigger: .isPresented(trigger), elementName: nil, content: presentedContent(call, "content", body), range: range)))
        case "disabled":
            guard let first = call?.arguments.first?.expression else { return nil }
            if let (e, type) = expressions.translate(first), type == .bool { return make(.disabled(e)) }
            // A value the front end cannot compute: an unknown Bool, so the view may be disabled or not (a link is
            // "never tappable" only when always disabled).
            return make(.disabled(unknownFlag(name, first)))
        case "tag", "tabItem":
            return make(.ignored(name))
        case "alert", "confirmationDialog":
            if let presentation = storeDialog(name, call, nameRange, range) { return make(.presentation(presentation)) }
            return dialog(name, call, nameRange, range).map { make(.presentation($0)) }
        case "toolbar", "contextMenu", "swipeActions", "toolbarTitleMenu":
            // `.toolbar(.hidden, for: .navigationBar)`, `.toolbar(removing: .sidebarToggle)`: no content, no navigation.
            guard let call, call.trailingClosure != nil || argument(call, "content") != nil || argument(call, "menuItems") != nil else {
                if name == "toolbar", call?.arguments.isEmpty == false { return make(.ignored(name)) }
                return opaqueModifier(name, nameRange, register: false)
            }
            if name == "contextMenu", argument(call, "forSelectionType") != nil { return opaqueModifier(name, nameRange, register: false) }
            let body = closure(call, "content", trailingIndex: 0) ?? closure(call, "menuItems", trailingIndex: 0)
            // The title's menu is a menu shown on a tap elsewhere (the title), as a context menu is.
            let placement = AttachedContent.Placement(rawValue: name == "toolbarTitleMenu" ? "contextMenu" : name)!
            return make(.attached(AttachedContent(placement: placement, content: closureViews(body), range: range)))
        case "navigationBarItems":
            // iOS 13's toolbar: `.navigationBarItems(leading: cancel, trailing: save)`, each view shown in the
            // navigation bar, as a toolbar's items are.
            guard let call, call.trailingClosure == nil, call.additionalTrailingClosures.isEmpty, !call.arguments.isEmpty,
                  call.arguments.allSatisfy({ $0.label?.text == "leading" || $0.label?.text == "trailing" }) else {
                return opaqueModifier(name, nameRange, register: true)
            }
            let views = call.arguments.flatMap { viewNode($0.expression) }
            return make(.attached(AttachedContent(placement: .toolbar, content: views, range: range)))
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
                // When it runs is unknown; a handler that cannot reach navigation state is no navigation site.
                // (The observed value is only read.)
                if let call, !call.arguments.contains(where: { $0.label?.text != "of" && $0.label?.text != "initial" && expressions.mayNavigate($0.expression) }),
                   call.trailingClosure.map(expressions.mayNavigate) != true,
                   !call.additionalTrailingClosures.contains(where: { expressions.mayNavigate($0.closure) }) {
                    return make(.ignored(name))
                }
                return externalEvent(name, call, nameRange, make)
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
            // Unknown: the back button (or the swipe down) may be hidden or not; either way the screen's navigation is
            // as written.
            return make(.screenFlag(flag, unknownFlag(name, first)))
        case "inspector":
            return opaqueModifier(name, nameRange, register: false)
        default:
            switch SwiftUIVocabulary.modifiers[name] {
            case .transparent?:
                // `.background(.white, in: shape)`, `.overlay(.tint, ignoresSafeAreaEdges: .all)`: SwiftUI's
                // ShapeStyle forms, which fill with a style and show no view.
                if SwiftUIVocabulary.shapeStyleForms.contains(name), let call,
                   call.arguments.contains(where: { $0.label?.text == "in" || $0.label?.text == "ignoresSafeAreaEdges" }) {
                    return make(.ignored(name))
                }
                // `.overlay { NavigationLink(...) }`: content shown with the view; the model does not hold it, so
                // content that may navigate or declare destinations makes the modifier unknown, never dropped.
                if SwiftUIVocabulary.contentModifiers.contains(name), !builder.inert.isInertContent(call) {
                    return opaqueModifier(name, nameRange, register: true)
                }
                return make(.ignored(name))
            case .event?:
                // `.manageSubscriptionsSheet(isPresented: $showsManage)`: the system's sheet (StoreKit's, the App Store's)
                // shows no view of the module; the binding is how it is shown, and the system sets it back to false
                // when the sheet is dismissed: an outside event that writes `false`, nothing else.
                if SwiftUIVocabulary.systemPresentations.contains(name), let call, call.trailingClosure == nil,
                   call.additionalTrailingClosures.isEmpty, let flag = argument(call, "isPresented"), let b = binding(flag),
                   expressions.stateVariable(b.state)?.type == .bool,
                   call.arguments.allSatisfy({ $0.label?.text == "isPresented" || !expressions.mayNavigate($0.expression) }) {
                    let reset = Statement(kind: .set(b.state, Expression(.bool(false), range: b.range)), range: source.range(flag), targetRange: b.range)
                    return make(.event(EventHandler(event: .external(ExternalEvent(name)), statements: [reset], range: range)))
                }
                return externalEvent(name, call, nameRange, make)
            case nil where foreignModifier(name, call, nameRange): return nil
            case nil:
                if let handler = foreignHandlerModifier(name, call, nameRange, make) { return handler }
                return opaqueModifier(name, nameRange, register: true)
            case .navigation?: return opaqueModifier(name, nameRange, register: true)
            }
        }
    }

    /// A trigger the front end cannot follow (`.constant(true)`, a binding into an unknown model): an unknown Bool,
    /// so the content may be presented. Recorded as an unknown site that may navigate.
    func unknownTrigger(_ expr: ExprSyntax) -> NavSceneModel.Binding {
        let range = source.range(expr)
        builder.noteOpaque(.value, "an unknown trigger", range, mayNavigate: true, abstraction: true)
        return builder.unknownTrigger(at: range)
    }

    /// The flag of `.disabled(x)`, `.navigationBarBackButtonHidden(x)`, `.interactiveDismissDisabled(x)` when the front
    /// end cannot compute `x`: an unknown Bool (both values explored), recorded as an abstraction where it is read.
    func unknownFlag(_ name: String, _ expr: ExprSyntax) -> Expression {
        let range = source.range(expr)
        builder.noteOpaque(.value, "\(name)(\(brief(expr)))", range, mayNavigate: true, abstraction: true)
        return builder.unknownCondition(at: range)
    }

    /// The type of `navigationDestination(for: T.self)`, parsed as a type: `Route`, `Card.ID` (an identity),
    /// `Planner.Route` (a nested type, named by its own name), `[Route]`, `SwiftUI.Color`. nil when the model cannot name it.
    func destinationType(_ expr: ExprSyntax) -> TypeRef? {
        guard let member = expr.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "self", let base = member.base else { return nil }
        if let ref = base.as(DeclReferenceExprSyntax.self) {
            // `Route.self` inside a view that nests a Route: that view's Route (`SwiftModule.lexicalTypeName`).
            let name = builder.scopedTypeName(ref.baseName.text, at: ref, owner: scope.owner)
            return builder.typeRef(TypeSyntax(IdentifierTypeSyntax(name: .identifier(name))))
        }
        if let type = base.as(TypeExprSyntax.self) { return builder.typeRef(type.type) }
        if let nested = base.as(MemberAccessExprSyntax.self), let outer = nested.base {
            let last = nested.declName.baseName.text
            if last == "ID", let ref = outer.as(DeclReferenceExprSyntax.self) {
                let id = MemberTypeSyntax(baseType: TypeSyntax(IdentifierTypeSyntax(name: .identifier(ref.baseName.text))), name: .identifier("ID"))
                return builder.typeRef(TypeSyntax(id))
            }
            // `C.RouteType.self` of a generic parameter `C: Coordinator`: what every conformer answers it with.
            if let ref = outer.as(DeclReferenceExprSyntax.self), SceneBuilder.isGenericParameter(ref.baseName.text, around: Syntax(ref)) {
                return builder.associatedType(last, ofGeneric: ref.baseName.text, at: Syntax(ref))
            }
            // `Outer.Item.self`: the type nested in the module's `Outer` (not another type of that short name);
            // `Module.Item.self` (another name qualifying it): the short name.
            if let ref = outer.as(DeclReferenceExprSyntax.self), builder.module.types[ref.baseName.text] != nil {
                let qualified = MemberTypeSyntax(baseType: TypeSyntax(IdentifierTypeSyntax(name: .identifier(ref.baseName.text))), name: .identifier(last))
                return builder.typeRef(TypeSyntax(qualified))
            }
            return builder.typeRef(TypeSyntax(IdentifierTypeSyntax(name: .identifier(last))))
        }
        if let generic = base.as(GenericSpecializationExprSyntax.self), let ref = generic.expression.as(DeclReferenceExprSyntax.self),
           generic.genericArgumentClause.arguments.count == 1, let argument = generic.genericArgumentClause.arguments.first!.typeArgument {
            let type = IdentifierTypeSyntax(name: .identifier(ref.baseName.text),
                                            genericArgumentClause: GenericArgumentClauseSyntax(arguments: [GenericArgumentSyntax(typeArgument: argument)]))
            return builder.typeRef(TypeSyntax(type))
        }
        return nil
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
            // `onAppear(perform: loadPreferences)`: a function that cannot reach navigation state changes nothing the
            // model holds when it runs.
            if !expressions.mayNavigate(reference) { return [] }
            // `onAppear(perform: startGame)`, `self.startGame`: SwiftUI calls the view's own method with no arguments
            // when the event comes, as `{ startGame() }` would: its body, read in place (`methodStatements`: one
            // overload, not being inlined already, its unknown statements sites of their own where they are).
            if let ref = ownReference(reference), let statements = methodStatements(ref) { return statements }
            // `onAppear(perform: onShow)`: the view's closure property, as if called; `onAppear(perform: model.refresh)`:
            // another object's method, by what it writes (`Button(action:)` given a function reads it the same way).
            return expressions.referencedAction(reference)
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
    /// and `confirmationDialog` the same way (with `titleVisibility:`). A flag that is not a binding the model holds
    /// (`.constant(error != nil)`, `Binding(get:set:)`, another object's binding) or data it cannot compute is an
    /// unknown trigger: the dialog may be presented, its buttons are read in place (their data unknown). The `item:`
    /// form with an `Alert` value and a dialog with no `isPresented:` (a store's or model's dialog state) stay opaque.
    func dialog(_ name: String, _ call: FunctionCallExprSyntax?, _ nameRange: SourceRange, _ range: SourceRange) -> Presentation? {
        let style: Presentation.Style = name == "alert" ? .alert : .confirmationDialog
        if name == "alert", let call, let legacy = legacyAlert(call, range) { return legacy }
        if let call, let itemDialog = itemDialog(style, call, range) ?? stateDialog(style, call, range) { return itemDialog }
        guard let call, let flag = argument(call, "isPresented"),
              let titleSyntax = call.arguments.first(where: { $0.label == nil })?.expression else {
            _ = opaqueModifier(name, nameRange, register: false)
            return nil
        }
        let flagBinding = binding(flag)
        var b = flagBinding ?? unknownTrigger(flag)
        let title = expressions.template(titleSyntax)
        var presenting: Expression?
        var elementName: String?
        var inner = scope
        let actions = closure(call, "actions", trailingIndex: 0)
        let messageClosure = closure(call, "message")
        if let data = argument(call, "presenting") {
            if let (value, type) = expressions.translate(data) {
                presenting = value
                if let element = parameterName(actions) ?? parameterName(messageClosure) {
                    inner = scope.binding(element, type.unwrapped, builder)
                    elementName = inner.modelName(element)
                }
            } else {
                // Shown while the flag is set and the data is not nil: with the data unknown, whenever it may be.
                // The closures' parameter is that data, unknown where it is read.
                if flagBinding != nil { b = unknownTrigger(data) }
                for element in [parameterName(actions), parameterName(messageClosure)].compactMap({ $0 }) { inner.hidden.insert(element) }
            }
        }
        let innerTranslator = with(inner)
        // `actions: buttons` given by name: what that name shows (the caller's views for a content parameter; another
        // name is an unknown view where it is), never no buttons.
        let content = innerTranslator.presentedContent(call, "actions", actions)
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

    /// `alert(item: $item) { item in Text(item.title) } actions: { item in Button(...) } message: { item in Text(...) }`
    /// and `confirmationDialog(item:titleVisibility:title:actions:message:)`: SwiftNavigation's dialog driven by an
    /// optional, which is SwiftUI's `alert(_:isPresented:presenting:actions:message:)` with the flag `item != nil`
    /// (dismissing sets the item to nil) and each closure given the unwrapped item, as `sheet(item:)` is. An item the
    /// model does not hold (a case of an enum binding, `$destination.alert`) is an unknown trigger: the dialog may be
    /// presented, its item unknown where it is read. nil for any other shape (no title or actions closure, closures
    /// naming the item differently) and in a file that does not import the library (`itemDialogModules`): unknown.
    func itemDialog(_ style: Presentation.Style, _ call: FunctionCallExprSyntax, _ range: SourceRange) -> Presentation? {
        let labels = call.arguments.compactMap { $0.label?.text }
        guard labels.count == call.arguments.count, labels.first == "item", source.imports(anyOf: SwiftUIVocabulary.itemDialogModules),
              Set(labels).isSubset(of: ["item", "titleVisibility", "title", "actions", "message"]),
              call.additionalTrailingClosures.allSatisfy({ ["actions", "message"].contains($0.label.text) }),
              let item = argument(call, "item"), let title = closure(call, "title", trailingIndex: 0),
              let actions = closure(call, "actions") else { return nil }
        let message = closure(call, "message")
        let closures = [title, actions] + (message.map { [$0] } ?? [])
        // Each closure takes the item (one parameter); all that name it must name it alike, as the model binds one name.
        guard closures.allSatisfy({ parameterNames($0).count == 1 }) else { return nil }
        let names = Set(closures.compactMap(parameterName).filter { $0 != "_" })
        guard names.count <= 1 else { return nil }
        let element = names.first
        var inner = scope
        let trigger: Presentation.Trigger
        if let b = binding(item), let type = expressions.stateVariable(b.state)?.type.unwrapped {
            trigger = .item(b)
            if let element { inner = scope.binding(element, type, builder) }
        } else {
            trigger = .isPresented(unknownTrigger(item))
            if let element { inner.hide(element) }
        }
        let translator = with(inner)
        let titleTemplate = translator.singleText(title) ?? Template(parts: [], range: range)
        let content = translator.closureViews(actions)
        return Presentation(style: style, trigger: trigger, elementName: element.map(inner.modelName), content: content, range: range,
                            title: titleTemplate, message: message.flatMap(translator.singleText))
    }

    /// `alert($model.alert) { action in model.alertButtonTapped(action) }` and `confirmationDialog($dialog, action:)`:
    /// SwiftUINavigation's dialog described by an `AlertState`/`ConfirmationDialogState` value, shown while the optional
    /// is non-nil. Each of its buttons (built by code the model holds as any value) calls the handler with its action,
    /// or with nil for one with none, and closes the dialog; one with no buttons shows an OK button that only closes
    /// it. The model holds every one of those behaviours as two buttons: one running the handler with its parameter
    /// unknown (the async handler's task read in place, as `Task { }` is) and one that only closes. The binding is a
    /// name or a chain of stored properties from a `$` name that is not a store (a store's dialog is `storeDialog`'s),
    /// an unknown trigger. nil (unknown) for any other shape or a file not importing the library.
    func stateDialog(_ style: Presentation.Style, _ call: FunctionCallExprSyntax, _ range: SourceRange) -> Presentation? {
        guard source.imports(anyOf: SwiftUIVocabulary.itemDialogModules), call.additionalTrailingClosures.isEmpty,
              let stateArgument = call.arguments.first, stateArgument.label == nil,
              call.arguments.dropFirst().allSatisfy({ $0.label?.text == "action" }), call.arguments.count <= 2,
              let root = Self.bindingRoot(stateArgument.expression), root.baseName.text.hasPrefix("$"),
              storeFeature(ExprSyntax(root)) == nil else { return nil }
        let handler = closure(call, "action", trailingIndex: 0)
        if handler == nil, argument(call, "action") != nil { return nil }
        var inner = scope
        if let handler {
            let names = parameterNames(handler)
            guard names.count <= 1 else { return nil }
            let parameter = handler.signature == nil ? "$0" : names.first ?? "_"
            // The action is any value of the state's `Value?`, nil included (a button with no action); a type the
            // model cannot read leaves the parameter unknown where it is read.
            if parameter != "_" {
                if let type = dialogActionType(stateArgument.expression) {
                    inner.locals[parameter] = nil
                    inner.substitutions[parameter] = (builder.unknownValue(type, at: source.range(handler)), type)
                } else {
                    inner.hide(parameter)
                }
            }
        }
        // The model computes no `AlertState` value (they are built by the library's result builders), so whether the
        // state is nil is unknown: the dialog may be presented.
        let trigger = Presentation.Trigger.isPresented(unknownTrigger(stateArgument.expression))
        var buttons: [ViewNode] = []
        if let handler {
            guard let statements = with(inner).expressions.statements(handler.statements, opaqueIfNot: true) else { return nil }
            let handlerRange = source.range(handler)
            buttons.append(ViewNode(element: .button(ButtonElement(title: Template(parts: [.text("Action")], range: handlerRange), label: [], action: statements)),
                                    range: handlerRange, nameRange: handlerRange, modifiers: []))
        }
        buttons.append(ViewNode(element: .button(ButtonElement(title: Template(parts: [.text("OK")], range: range), label: [], action: [])),
                                range: range, nameRange: range, modifiers: []))
        return Presentation(style: style, trigger: trigger, elementName: nil, content: buttons, range: range,
                            title: expressions.template(stateArgument.expression))
    }

    /// `Value?` of the property `$name` or `$model.name` binds, declared `AlertState<Value>?` or
    /// `ConfirmationDialogState<Value>?` with `Value` an enum of plain cases (`isEnumerable`, so an unknown value of it
    /// is read as each case and nil); nil otherwise.
    func dialogActionType(_ expr: ExprSyntax) -> TypeRef? {
        var owner = scope.owner
        let name: String
        if let ref = expr.as(DeclReferenceExprSyntax.self), ref.baseName.text.hasPrefix("$") {
            name = String(ref.baseName.text.dropFirst())
            guard !scope.declares(name) else { return nil }
        } else if let member = expr.as(MemberAccessExprSyntax.self), let base = member.base, Self.bindingRoot(base)?.baseName.text.hasPrefix("$") == true,
                  let object = expressions.stateObjectType(base) {
            owner = object
            name = member.declName.baseName.text
        } else {
            return nil
        }
        guard let declared = builder.module.types[owner]?.property(name)?.type?.as(OptionalTypeSyntax.self)?.wrappedType.as(IdentifierTypeSyntax.self),
              ["AlertState", "ConfirmationDialogState"].contains(declared.name.text),
              let arguments = declared.genericArgumentClause?.arguments, arguments.count == 1,
              let value = builder.typeRef(arguments.first!.typeArgument), builder.isEnumerable(value) else { return nil }
        return .optional(value)
    }

    /// A closure whose only statement is `Text(x)` (with modifiers): the template of `x`.
    func singleText(_ closure: ClosureExprSyntax) -> Template? {
        guard closure.statements.count == 1, var core = Syntax(closure.statements.first!.item).as(ExprSyntax.self) else { return nil }
        while let c = core.as(FunctionCallExprSyntax.self), let m = c.calledExpression.as(MemberAccessExprSyntax.self), let base = m.base { core = base }
        guard let call = core.as(FunctionCallExprSyntax.self), call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Text",
              call.arguments.count == 1, let first = call.arguments.first, first.label == nil else { return nil }
        return expressions.template(first.expression)
    }

    func opaqueModifier(_ name: String, _ range: SourceRange, register: Bool) -> Modifier? {
        builder.noteOpaque(.modifier, "." + name, range, mayRegister: register, mayNavigate: true)
        return nil
    }

    /// What a destination or presentation shows: its closure's views, or, given by name (`content: builder`,
    /// `destination: detailView`), what that name shows (the caller's views for a content parameter; another name is
    /// an unknown view where it is). Only a modifier given no content shows nothing.
    func presentedContent(_ call: FunctionCallExprSyntax?, _ label: String, _ body: ClosureExprSyntax?, in inner: ViewTranslator? = nil) -> [ViewNode] {
        if let body { return (inner ?? self).closureViews(body) }
        guard let passed = argument(call, label) else { return [] }
        return (inner ?? self).viewNode(passed)
    }
}
