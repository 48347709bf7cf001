import NavSceneDiagnostics
import NavSceneModel
import SwiftSyntax

/// What the module defines, inlined where it is used: a view's own `@ViewBuilder` helpers, `extension View` modifiers,
/// `ViewModifier` types applied with `.modifier(...)`, free functions returning views. Every inlining draws on one
/// budget of view nodes shared by the whole module (`SceneBuilder.inlineBudget`): past it, the call site is unknown.
extension ViewTranslator {
    /// Whether another inlining may start; when not, an unknown site at the call.
    func mayInline(_ what: String, _ range: SourceRange) -> Bool {
        if builder.inlinedNodes < SceneBuilder.inlineBudget { return true }
        builder.noteOpaque(.view, "\(what) (not inlined: the module's inlining budget of \(SceneBuilder.inlineBudget) views is spent)",
                           range, mayRegister: true, mayNavigate: true)
        return false
    }

    func bind(_ parameters: [(label: String, name: String, type: TypeSyntax)], _ call: FunctionCallExprSyntax?, into inner: inout Scope) {
        expressions.bind(parameters, call, into: &inner)
    }

    /// The view expression a helper's body returns: its last expression statement, or `return x`; a last `#if`
    /// (`#if os(macOS) content #else content.toolbarRole(.browser) #endif`): the returned expression of the clause an
    /// iOS build compiles (nil when that is undecided).
    func returnedExpression(_ items: CodeBlockItemListSyntax, depth: Int = 0) -> ExprSyntax? {
        guard let last = items.last, depth < 8 else { return nil }
        let node = Syntax(last.item)
        if let ifConfig = node.as(IfConfigDeclSyntax.self) {
            guard case .sure(let clause) = source.configuration.choose(ifConfig.clauses), case .statements(let inner)? = clause?.elements else { return nil }
            return returnedExpression(inner, depth: depth + 1)
        }
        if let r = node.as(ReturnStmtSyntax.self) { return r.expression }
        if let s = node.as(ExpressionStmtSyntax.self) { return s.expression }
        return node.as(ExprSyntax.self)
    }

    /// `.withRoutes()` (an `extension View` method) and `.modifier(Routes())` (a `ViewModifier`): the modifiers the
    /// helper applies to its view, reported where the helper is applied. nil when the name is not the module's (or the
    /// helper wraps its view in another, which a modifier cannot express: the caller leaves it unknown).
    func inlineModifier(_ name: String, _ call: FunctionCallExprSyntax?, _ nameToken: TokenSyntax) -> [Modifier]? {
        let nameRange = source.range(nameToken)
        let callRange = call.map { nameRange.union(source.range($0)) } ?? nameRange
        var inner: Scope
        var items: CodeBlockItemListSyntax
        var selfName = "self"
        let key: String
        if name == "modifier", let given = call?.arguments.first?.expression.as(FunctionCallExprSyntax.self),
           let (type, constructor) = resolvedViewModifier(given), type.conformances.contains("ViewModifier"),
           let body = type.method("body"), body.parameters.count == 1, let bodyItems = body.body {
            inner = Scope(owner: type.name, source: body.source)
            selfName = body.parameters[0].name
            items = bodyItems
            key = "modifier \(type.name)"
            inner.viewArguments = helperViewArguments(builder.viewParameters(of: type).map { ($0.name, $0.name) }, constructor)
            // The memberwise initialiser: each labelled argument sets the stored property of its name.
            for argument in constructor.arguments {
                guard let label = argument.label?.text, let p = type.property(label),
                      let t = builder.typeRef(p.type ?? builder.literalType(p.initial)) else { continue }
                inner.substitutions[label] = (expressions.value(argument.expression, expecting: t) ?? builder.unknownValue(t, at: source.range(argument)), t)
            }
        } else if let method = builder.module.viewExtensions[name], let bodyItems = method.body {
            inner = Scope(owner: "", source: method.source)
            bind(method.parameters, call, into: &inner)
            let generics = ViewTranslator.viewGenerics(of: method.syntax)
            inner.viewArguments = helperViewArguments(method.parameters.filter { ViewTranslator.returnsViewGeneric($0.type, generics) }.map { ($0.label, $0.name) }, call)
            items = bodyItems
            key = "extension \(name)"
        } else {
            return nil
        }
        guard let returned = returnedExpression(items), !builder.inlining.contains(key), mayInline("." + name, nameRange) else { return nil }
        let helper = with(inner)
        var (core, chain) = helper.peel(returned)
        if let implicit = core.as(FunctionCallExprSyntax.self), let ref = implicit.calledExpression.as(DeclReferenceExprSyntax.self),
           SwiftUIVocabulary.modifiers[ref.baseName.text] != nil || builder.module.viewExtensions[ref.baseName.text] != nil {
            // `navigationDestination(for:) { ... }` with `self` implicit.
            chain.insert((ref.baseName.text, implicit, ref.baseName), at: 0)
        } else if let explicit = core.as(FunctionCallExprSyntax.self), let member = explicit.calledExpression.as(MemberAccessExprSyntax.self),
                  let base = member.base?.as(DeclReferenceExprSyntax.self), base.baseName.text == selfName || base.baseName.text == "self" {
            // `self.modifier(Routes())`, `content.navigationTitle(title)`: `peel` keeps a call on `self` as the view's own
            // member; here the receiver is the view the helper is applied to, so it is the first modifier.
            chain.insert((member.declName.baseName.text, explicit, member.declName.baseName), at: 0)
        } else if core.as(DeclReferenceExprSyntax.self).map({ $0.baseName.text == selfName || $0.baseName.text == "self" }) != true {
            return nil
        }
        builder.inlining.insert(key)
        defer { builder.inlining.remove(key) }
        var result: [Modifier] = []
        for m in chain {
            for modifier in helper.modifier(m.name, m.call, m.nameToken) {
                // Reported where the helper is applied (the modifier's own place inside the helper stays in its content).
                result.append(Modifier(name: modifier.name, kind: modifier.kind, range: callRange, nameRange: nameRange))
            }
        }
        if builder.inlinedNodes > SceneBuilder.inlineBudget { _ = mayInline("." + name, nameRange) }
        return result
    }

    /// The module's ViewModifier a `.modifier(...)` argument makes: its own type, or, for the module's
    /// `EnvironmentalModifier` (`LocaleReader(container: c)`), the modifier its `resolve(in:)` returns when that is a
    /// call of the module's ViewModifier with no argument (`return DummyModifier()`) and nothing before it may
    /// navigate (it reads the environment, stores a value).
    func resolvedViewModifier(_ constructor: FunctionCallExprSyntax) -> (SwiftModule.TypeDeclaration, FunctionCallExprSyntax)? {
        guard let type = builder.module.types[calledName(ExprSyntax(constructor))] else { return nil }
        guard type.conformances.contains("EnvironmentalModifier") else { return (type, constructor) }
        guard let resolve = type.method("resolve"), resolve.parameters.count == 1, let items = resolve.body,
              let returned = returnedExpression(items)?.as(FunctionCallExprSyntax.self), returned.arguments.isEmpty,
              returned.trailingClosure == nil, returned.additionalTrailingClosures.isEmpty,
              let name = returned.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
              let modifier = builder.module.types["\(type.name).\(name)"] ?? builder.module.types[name] else { return nil }
        let inner = with(Scope(owner: type.name, source: resolve.source))
        for item in items where !item.item.is(ReturnStmtSyntax.self) && Syntax(item.item).as(ExprSyntax.self)?.id != returned.id {
            if inner.expressions.mayNavigate(item) { return nil }
        }
        return (modifier, returned)
    }

    /// A `@ViewBuilder` method or computed view property of the same view (`destination(for: route)`, `header`), or
    /// a free function returning a view: its body in place, its parameters standing for the arguments.
    func inlineHelper(_ name: String, _ call: FunctionCallExprSyntax?, _ nameRange: SourceRange) -> Element? {
        var inner = scope
        var items: CodeBlockItemListSyntax?
        var helperSource = source
        var key = "\(scope.owner).\(name)"
        // A method called, or given by name where a view builder is expected (`.sheet(isPresented:content: makeSheet)`,
        // which SwiftUI calls with no arguments; `.sheet(item: $state, content: makeSheet)`, with the item: a
        // parameter it is given is a value the front end does not know).
        if let owner = builder.module.types[scope.owner], let method = owner.method(name),
           call != nil || method.parameters.count <= 1,
           builder.module.returnsView(method.returnType), let body = method.body {
            inner.resultView = builder.module.moduleView(returnedBy: method.returnType)
            bind(method.parameters, call, into: &inner)
            bindViewBuilders(method, call, into: &inner)
            items = body
            helperSource = method.source
        } else if let owner = builder.module.types[scope.owner], call == nil,
                  let property = owner.properties.first(where: { $0.name == name && $0.isComputed && returnsView($0.type) }),
                  case .getter(let body)? = property.syntax.bindings.first?.accessorBlock?.accessors {
            items = body
            helperSource = property.source
        } else if let function = builder.module.freeViewFunctions[name], let body = function.body {
            inner = Scope(owner: "", source: function.source)
            bind(function.parameters, call, into: &inner)
            bindViewBuilders(function, call, into: &inner)
            items = body
            helperSource = function.source
            key = "func \(name)"
        }
        guard let items else { return nil }
        inner.source = helperSource
        return inlined(items, in: inner, key: key, name, nameRange)
    }

    /// A helper's body read in place in `inner`, once per `key` on the way down (a helper that calls itself is not
    /// followed again) and within the inlining budget; nil when it is not read.
    private func inlined(_ items: CodeBlockItemListSyntax, in inner: Scope, key: String, _ name: String, _ nameRange: SourceRange) -> Element? {
        guard !builder.inlining.contains(key), mayInline(name, nameRange) else { return nil }
        builder.inlining.insert(key)
        defer { builder.inlining.remove(key) }
        let content = with(inner).viewList(items)
        if builder.inlinedNodes > SceneBuilder.inlineBudget { _ = mayInline(name, nameRange) }
        return .container(.group, content: content)
    }

    /// `@ViewBuilder content: () -> some View` (or `() -> Content` of a `Content: View` generic) of a helper method or
    /// function the view calls (`box(spacing: 16) { rows }`): inside the helper the name stands for the caller's
    /// closure, translated in the caller's scope where the helper shows it (without this, `content()` was unknown).
    func bindViewBuilders(_ helper: SwiftModule.Method, _ call: FunctionCallExprSyntax?, into inner: inout Scope) {
        guard let call else { return }
        let generics = ViewTranslator.viewGenerics(of: helper.syntax)
        let builders = helper.parameters.filter { ViewTranslator.returnsViewGeneric($0.type, generics) }.map { ($0.label, $0.name) }
        // An unlabelled closure argument (`box({ rows })`) is not matched by label: left unknown.
        guard !builders.isEmpty, !(builders.contains { $0.0 == "_" } && call.arguments.contains { $0.label == nil }) else { return }
        for (name, argument) in helperViewArguments(builders, call) { inner.viewArguments[name] = argument }
    }

    /// `content()` or `content` in the body of a wrapper view (`RouterView<Content: View>` holding
    /// `@ViewBuilder let content: () -> Content`): the views each caller passes.
    func viewParameter(_ name: String, _ call: FunctionCallExprSyntax?) -> Element? {
        guard let owner = builder.module.types[scope.owner], builder.viewParameters(of: owner).contains(where: { $0.name == name }),
              call == nil || call!.trailingClosure == nil else { return nil }
        return .viewParameter(name)
    }

    /// The views a caller passes to a wrapper view's view parameters: by label, else the trailing closure (the first
    /// view parameter not given by label).
    func viewArguments(_ view: SwiftModule.TypeDeclaration, _ call: FunctionCallExprSyntax?, _ nameRange: SourceRange) -> [InstanceElement.Argument] {
        var arguments: [InstanceElement.Argument] = []
        var trailingUsed = false
        for p in builder.viewParameters(of: view) {
            var views: [ViewNode] = []
            var range = nameRange
            // A closure for a property with a custom result builder is built by it.
            let resultBuilder = builder.resultBuilder(p.wrapper)
            func closureViews(_ c: ClosureExprSyntax) -> [ViewNode] {
                resultBuilder.map { customBuilderViews(c, $0) } ?? self.closureViews(c)
            }
            if let labelled = call?.arguments.first(where: { $0.label?.text == p.name }) {
                range = source.range(labelled)
                if let c = labelled.expression.as(ClosureExprSyntax.self) { views = closureViews(c) } else { views = viewNode(labelled.expression) }
            } else if let extra = call?.additionalTrailingClosures.first(where: { $0.label.text == p.name }) {
                views = closureViews(extra.closure)
                range = source.range(extra)
            } else if !trailingUsed, let trailing = call?.trailingClosure {
                trailingUsed = true
                views = closureViews(trailing)
                range = source.range(trailing)
            }
            arguments.append(.init(name: p.name, nameRange: range, value: Expression(.null, range: range), views: views))
        }
        return arguments
    }

    /// `Shelf { rows }` where `Shelf<Content: View>` only lays out what it is given (no state, no bindings): its body
    /// in place, `content()` standing for the caller's views, so that where they land (a List's rows) is seen.
    func inlineWrapper(_ view: SwiftModule.TypeDeclaration, _ call: FunctionCallExprSyntax?, _ nameRange: SourceRange) -> Element? {
        let viewParameters = builder.viewParameters(of: view)
        guard builder.isInlinedWrapper(view), let (items, bodySource) = view.body, !builder.inlining.contains("wrapper \(view.name)"), mayInline(view.name, nameRange) else { return nil }
        var inner = Scope(owner: view.name, source: bodySource)
        inner.viewArguments = helperViewArguments(viewParameters.map { ($0.name, $0.name) }, call)
        // A closure written for a property with a custom result builder (`@CaseStudyViewBuilder let content`) is
        // built by it (a name passed on, `self.init(content: content)`, keeps the builder of its own closure).
        for p in viewParameters {
            if let resultBuilder = builder.resultBuilder(p.wrapper), let argument = inner.viewArguments[p.name], argument.closure != nil {
                argument.resultBuilder = resultBuilder
            }
        }
        // Its actions (`let action: () -> Void`, set by an initializer label or the memberwise one): the closure the
        // call gives, run where the body calls it (`Button(action: action)`). Only a `let`: a `var` may be replaced
        // after the view is made (`copy.action = perform`), so the closure given here is not all it may run.
        for p in view.properties where !p.isStatic && !p.isComputed && p.wrapper == nil && p.syntax.bindingSpecifier.tokenKind == .keyword(.let)
            && isVoidClosureType(p.type) {
            var labels: Set<String> = [p.name]
            for initializer in view.initializers {
                if case .some(.some(let label)) = expressions.settingLabel(p.name, initializer) { labels.insert(label) }
            }
            let given = call?.arguments.filter { $0.label.map { labels.contains($0.text) } == true }.map(\.expression) ?? []
            if given.count == 1, let closure = givenClosure(given[0]) { inner.givenClosures[p.name] = closure }
        }
        // Its plain parameters: the caller's arguments (or their defaults).
        for p in builder.parameters(of: view) {
            guard let type = builder.typeRef(p.type ?? builder.literalType(p.initial)) else { continue }
            if let given = call?.arguments.first(where: { $0.label?.text == p.name }) {
                inner.substitutions[p.name] = (expressions.argument(given.expression, type), type)
            } else if let value = builder.omittedArgument(p, of: view, type: type, at: nameRange, call: call) {
                inner.substitutions[p.name] = (value, type)
            }
        }
        builder.inlining.insert("wrapper \(view.name)")
        defer { builder.inlining.remove("wrapper \(view.name)") }
        return .container(.group, content: with(inner).viewList(items))
    }

    /// The views a caller passed to an inlined wrapper, translated in the caller's scope.
    func passedViews(_ argument: ViewArgument) -> [ViewNode] {
        if let built = argument.built {
            // Already translated, shown again (`if flag { transform(self) } else { self }` shows it twice): each copy
            // draws on the module's inlining budget, so that nested copies cannot blow up.
            var count = 0
            var pending = built
            while let node = pending.popLast(), builder.inlinedNodes + count <= SceneBuilder.inlineBudget {
                count += 1
                node.forEachChild { _, child in pending.append(child) }
            }
            builder.inlinedNodes += count
            // A node has one place in the scene: the view shown again is a copy.
            guard builder.inlinedNodes > SceneBuilder.inlineBudget, let first = built.first else { return built.map(builder.copyKeepingHelperCalls) }
            // Past the budget the view is unknown where it is shown again (said), never silently nothing.
            _ = mayInline("a view shown again", first.range)
            return [ViewNode(element: .container(.unknown, content: []), range: first.range, nameRange: first.nameRange, modifiers: [])]
        }
        let caller = ViewTranslator(builder: builder, scope: argument.scope)
        if let closure = argument.closure, let resultBuilder = argument.resultBuilder { return caller.customBuilderViews(closure, resultBuilder) }
        if let closure = argument.closure { return caller.closureViews(closure) }
        if let expression = argument.expression { return caller.viewNode(expression) }
        return []
    }

    /// The module type (not a view, not the App) of the owner's own property `base` names (`routeViewBuilder`,
    /// `self.routeViewBuilder`) where no local hides it (`declaredType`, one step). A longer chain (`frame.page`) is
    /// not followed here: reading the method of the type it reaches made a correct app's sheet-only pages pushed
    /// ones (session 32's review), a question of which cases a push can reach, not of the method's name.
    private func ownPropertyType(_ base: ExprSyntax) -> SwiftModule.TypeDeclaration? {
        if let reference = base.as(DeclReferenceExprSyntax.self) {
            guard reference.baseName.tokenKind != .keyword(.self), !scope.declares(reference.baseName.text), scope.objects[reference.baseName.text] == nil else { return nil }
        } else if base.as(MemberAccessExprSyntax.self)?.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind != .keyword(.self) {
            return nil
        }
        guard let type = declaredType(of: base, depth: 0), !type.isView, !type.isApp, !builder.module.isProvisional(type.name) else { return nil }
        return type
    }

    /// `Drawer.inbox.screen`, `drawer.screen`: a computed view property of a model type (a route or tab enum), its
    /// getter in place with `self` the value it is read on (an unknown value of the type when that cannot be computed).
    func inlineViewProperty(_ member: MemberAccessExprSyntax, _ nameRange: SourceRange) -> Element? {
        guard let base = member.base, let (owner, property) = builder.module.viewProperties[member.declName.baseName.text],
              case .getter(let items)? = property.syntax.bindings.first?.accessorBlock?.accessors else { return nil }
        let key = "property \(owner.name).\(property.name)"
        guard !builder.inlining.contains(key), mayInline(property.name, nameRange) else { return nil }
        var inner = Scope(owner: owner.name, source: property.source)
        if let type = builder.typeRef(TypeSyntax(IdentifierTypeSyntax(name: .identifier(owner.name)))) {
            let value = expressions.value(base, expecting: type) ?? builder.unknownValue(type, at: source.range(base))
            inner.substitutions["self"] = (value, type)
        }
        builder.inlining.insert(key)
        defer { builder.inlining.remove(key) }
        return .container(.group, content: with(inner).viewList(items))
    }

    /// `coordinator.build(screen: .home)`, `route.view()`: a method returning a view of a type that is not a view (a
    /// coordinator, a route enum), its body in place with `self` the value it is called on and its parameters bound.
    /// `InspectorView.makeHeader(task: task)`, `Self.makeHeader(...)`: a static method of one of the module's views
    /// that returns a view, read in place in the view's scope (what it shows is what its body shows; a static method
    /// has no `self`). Before, the call was read as the view itself, and inside that view's own body as a recursion
    /// that cut what it shows.
    func inlineStaticViewMethod(_ call: FunctionCallExprSyntax, _ nameRange: SourceRange) -> Element? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base?.as(DeclReferenceExprSyntax.self),
              member.declName.argumentNames == nil else { return nil }
        let owner: String
        if base.baseName.tokenKind == .keyword(.Self) {
            owner = scope.owner
        } else {
            owner = builder.scopedTypeName(base.baseName.text, at: base, owner: scope.owner)
        }
        let name = member.declName.baseName.text
        guard let type = builder.module.types[owner], type.isView,
              let method = type.methods.first(where: { $0.name == name && $0.syntax.modifiers.contains { $0.name.tokenKind == .keyword(.static) } }),
              builder.module.returnsView(method.returnType), let items = method.body else { return nil }
        var inner = Scope(owner: type.name, source: method.source)
        inner.resultView = builder.module.moduleView(returnedBy: method.returnType)
        bind(method.parameters, call, into: &inner)
        bindViewBuilders(method, call, into: &inner)
        return inlined(items, in: inner, key: "static \(type.name).\(name)", name, nameRange)
    }

    func inlineViewMethod(_ call: FunctionCallExprSyntax, _ nameRange: SourceRange) -> Element? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base else { return nil }
        let name = member.declName.baseName.text
        // The method of the type the value is declared as (`routeViewBuilder.view(for:)` of `var routeViewBuilder:
        // RouteViewBuilder`), else (a value whose type is not told, a method a superclass declares) the module's view
        // method of that name.
        var found = builder.module.viewMethods[name]
        if let type = ownPropertyType(base), let declared = type.method(name) {
            guard builder.module.returnsView(declared.returnType) else { return nil }
            found = (type, declared)
        }
        guard let (owner, method) = found, let items = method.body else { return nil }
        let key = "method \(owner.name).\(method.name)"
        guard !builder.inlining.contains(key), mayInline(method.name, nameRange) else { return nil }
        var inner = Scope(owner: owner.name, source: method.source)
        inner.resultView = builder.module.moduleView(returnedBy: method.returnType)
        if owner.kind != .classType, let type = builder.typeRef(TypeSyntax(IdentifierTypeSyntax(name: .identifier(owner.name)))) {
            inner.substitutions["self"] = (expressions.value(base, expecting: type) ?? builder.unknownValue(type, at: source.range(base)), type)
        }
        bind(method.parameters, call, into: &inner)
        builder.inlining.insert(key)
        defer { builder.inlining.remove(key) }
        return .container(.group, content: with(inner).viewList(items))
    }
}
