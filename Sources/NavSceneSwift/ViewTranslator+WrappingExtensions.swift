import NavSceneDiagnostics
import NavSceneModel
import SwiftSyntax

/// `.if(isCompact) { $0.padding() }`, `.apply { view in ... }`, `.navigationStyle(title: Text("Settings"))`: the
/// module's `extension View` method whose body does more than apply modifiers to `self` (it branches, or puts `self`
/// in another view). Its body is read in place as views, `self` standing for the view it is applied to (already
/// translated), a view-making closure for the caller's closure (its parameter the view it is given), its other
/// parameters for the caller's arguments; a condition the front end cannot compute is an unknown Bool, both
/// branches explored.
extension ViewTranslator {
    /// The view the method makes of `applied`, or nil when the modifier is not such a method of the module (or the
    /// call fits none or several of its overloads, or passes an action the method would run).
    func wrappingExtension(_ m: ModifierCall, around applied: ViewNode) -> ViewNode? {
        if m.name == "modifier" { return wrappingViewModifier(m, around: applied) }
        // `func \`if\`(...)`: declared with backticks, called as `.if(...)`.
        guard let overloads = builder.inert.viewExtensionOverloads[m.name] ?? builder.inert.viewExtensionOverloads["`\(m.name)`"], let call = m.call,
              !builder.inert.isInertModifier(m.name, call) else { return nil }
        let fitting = overloads.compactMap { method in
            fit(method.syntax.signature.parameterClause.parameters, call, viewTypes: ViewTranslator.viewGenerics(of: method.syntax), inertClosures: true).map { (method, $0) }
        }
        let nameRange = source.range(m.nameToken)
        guard fitting.count == 1, let (method, given) = fitting.first, let items = method.body, !appliesModifiersOnly(items, selfName: "self"),
              SwiftUIVocabulary.modifiers[m.name] == nil || winsOverSwiftUI(method, given: given, call),
              let methodSource = builder.module.sources.first(where: { $0.tree.id == method.syntax.root.id }) else { return nil }
        let key = "wrapping \(methodSource.file.path) \(method.syntax.position.utf8Offset)"
        guard !builder.inlining.contains(key), mayInline("." + m.name, nameRange) else { return nil }
        let inner = wrappingScope(method, given, methodSource, heldAs: "self", around: applied)
        builder.inlining.insert(key)
        defer { builder.inlining.remove(key) }
        let views = with(inner).viewList(items)
        if builder.inlinedNodes > SceneBuilder.inlineBudget { _ = mayInline("." + m.name, nameRange) }
        markHelperNodes(views, declaredIn: methodSource.range(method.syntax), call: nameRange, helper: "." + m.name)
        return ViewNode(element: .container(.group, content: views), range: applied.range, nameRange: nameRange, modifiers: [])
    }

    /// Records the nodes read from a helper's body (`declaration`: the helper's code) as made by this call
    /// (`Scene.helperCalls`), so findings about them are reported where the helper is applied. A node a helper
    /// applied inside this one made (its call in this helper's code) is this call's too: the call outside every
    /// helper is the one reported. The view the helper is applied to (`self`, `content`) is the caller's: not
    /// descended into, so each node is visited once per helper around it.
    func markHelperNodes(_ views: [ViewNode], declaredIn declaration: SourceRange, call: SourceRange, helper: String) {
        func within(_ range: SourceRange) -> Bool {
            range.file == declaration.file && range.start.offset >= declaration.start.offset && range.end.offset <= declaration.end.offset
        }
        var pending = views
        while let node = pending.popLast() {
            let key = ObjectIdentifier(node)
            let earlier = builder.helperCallIndex[key]
            guard within(node.range) || earlier.map({ within(builder.scene.helperCalls[$0].call) }) == true else { continue }
            if let earlier {
                builder.scene.helperCalls[earlier].call = call
                builder.scene.helperCalls[earlier].helper = helper
            } else {
                builder.helperCallIndex[key] = builder.scene.helperCalls.count
                builder.scene.helperCalls.append(HelperCall(node: node, call: call, helper: helper))
            }
            node.forEachChild { _, child in pending.append(child) }
        }
    }

    /// The scope a method of the module is read in where it is applied: `held` the view so far (`self`, or the
    /// wrapper's stored view), its parameters the caller's arguments (`given`, from `fit`) or their defaults.
    private func wrappingScope(_ method: SwiftModule.Method, _ given: [String: ExprSyntax], _ methodSource: SwiftSource,
                               heldAs held: String, around applied: ViewNode) -> Scope {
        var inner = Scope(owner: "", source: methodSource)
        let viewTypes = ViewTranslator.viewGenerics(of: method.syntax)
        let defaults = ExpressionTranslator(builder: builder, scope: inner)
        inner.viewArguments[held] = ViewArgument(closure: nil, expression: nil, scope: scope, built: [applied])
        for parameter in method.syntax.signature.parameterClause.parameters {
            let local = (parameter.secondName ?? parameter.firstName).text
            inner.forget(local)
            let passed = given[local]
            // `@autoclosure`: a value of the module's (unknown where the body reads it).
            if isAutoclosure(parameter.type) { continue }
            if isFunctionType(parameter.type) {
                // A closure that makes no view (it cannot navigate: `fit`) is an unknown value where the body reads it.
                guard let passed, makesView(parameter.type, viewTypes) || !passed.is(ClosureExprSyntax.self) else { continue }
                guard let closure = passed.as(ClosureExprSyntax.self) else {
                    inner.viewArguments[local] = ViewArgument(closure: nil, expression: passed, scope: scope)
                    continue
                }
                // The closure's first parameter (`$0` too) is the view the method passes it: `self` there.
                var callerScope = scope
                for name in parameterNames(closure) + ["$0"] {
                    callerScope.forget(name)
                }
                callerScope.viewArguments[parameterNames(closure).first ?? "$0"] = ViewArgument(closure: nil, expression: nil, scope: scope, built: [applied])
                inner.viewArguments[local] = ViewArgument(closure: closure, expression: nil, scope: callerScope)
            } else if viewTypes.contains(parameter.type.tokenText) {
                if let passed { inner.viewArguments[local] = ViewArgument(closure: nil, expression: passed, scope: scope) }
            } else if let type = builder.typeRef(parameter.type) {
                if let passed { inner.substitutions[local] = (expressions.argument(passed, type), type) }
                else if let value = parameter.defaultValue?.value { inner.substitutions[local] = (defaults.argument(value, type), type) }
            }
        }
        return inner
    }

    /// `view.backport.navigationDestination(item: $x) { ... }`: the module's `extension View` property that holds the
    /// view in a struct of the module (`var backport: Backport<Self> { Backport(self) }`, `viewWrappers`), then a
    /// method of that struct returning a view. The method's body is read in place as views, its one stored property
    /// (`content`) standing for the view it is applied to, as for the module's `extension View` method; a condition
    /// the front end cannot compute (`if #available(iOS 17, *)`) is an unknown Bool, both branches explored. nil (both
    /// stay unknown where they are) when the struct holds more than one stored value, or the call fits none or
    /// several of the method's overloads.
    func wrapperMethod(_ property: ModifierCall, _ m: ModifierCall, around applied: ViewNode) -> ViewNode? {
        guard property.call == nil, let typeName = builder.module.viewWrappers[property.name], let type = builder.module.types[typeName],
              type.kind == .structure, let call = m.call else { return nil }
        let stored = type.properties.filter { !$0.isComputed && !$0.isStatic }
        guard stored.count == 1, let held = stored.first?.name else { return nil }
        let fitting = type.methods.filter { $0.name == m.name && returnsView($0.returnType) }.compactMap { method in
            fit(method.syntax.signature.parameterClause.parameters, call, viewTypes: ViewTranslator.viewGenerics(of: method.syntax), inertClosures: true).map { (method, $0) }
        }
        let nameRange = source.range(m.nameToken)
        guard fitting.count == 1, let (method, given) = fitting.first, let items = method.body,
              let methodSource = builder.module.sources.first(where: { $0.tree.id == method.syntax.root.id }) else { return nil }
        let key = "wrapper \(methodSource.file.path) \(method.syntax.position.utf8Offset)"
        guard !builder.inlining.contains(key), mayInline("." + property.name + "." + m.name, nameRange) else { return nil }
        let inner = wrappingScope(method, given, methodSource, heldAs: held, around: applied)
        builder.inlining.insert(key)
        defer { builder.inlining.remove(key) }
        let views = with(inner).viewList(items)
        if builder.inlinedNodes > SceneBuilder.inlineBudget { _ = mayInline("." + property.name + "." + m.name, nameRange) }
        return ViewNode(element: .container(.group, content: views), range: applied.range, nameRange: nameRange, modifiers: [])
    }

    /// `.presentationDetents(configuration: c, selection: $d)`, the module's method sharing the name of one of
    /// SwiftUI's modifiers: the compiler calls the module's when the call fits it and not SwiftUI's, and, for a call
    /// that fits both alike, the module's declaration shadows the imported one. Taken as the module's only when the
    /// call passes every one of its parameters (no default filled in, where SwiftUI's might fit with fewer) and at
    /// least one by a label: a call that fits the module's method this way names its labels, so it is not one of
    /// SwiftUI's overloads of different labels.
    func winsOverSwiftUI(_ method: SwiftModule.Method, given: [String: ExprSyntax], _ call: FunctionCallExprSyntax) -> Bool {
        let parameters = method.syntax.signature.parameterClause.parameters
        return given.count == parameters.count && call.arguments.contains { $0.label != nil }
    }

    /// Whether a call's argument labels fit a parameter list, as Swift matches them: in order, a defaulted parameter
    /// may be left out, trailing closures fill the function-typed parameters after the last argument. A call that fits
    /// none of the module's overloads of a name cannot call any of them.
    func fitsByLabels(_ parameters: FunctionParameterListSyntax, _ call: FunctionCallExprSyntax) -> Bool {
        let labels = call.arguments.map { $0.label?.text }
        var next = 0
        var trailing = (call.trailingClosure == nil ? 0 : 1) + call.additionalTrailingClosures.count
        for parameter in parameters {
            let label = parameter.firstName.text == "_" ? nil : parameter.firstName.text
            if parameter.ellipsis != nil { return true }  // a variadic parameter: not decided here (any may fit)
            if next < labels.count, labels[next] == label {
                next += 1
            } else if next == labels.count, trailing > 0, isFunctionType(parameter.type) {
                trailing -= 1
            } else if parameter.defaultValue == nil {
                return false
            }
        }
        return next == labels.count && trailing == 0
    }

    /// `.presentationDetents(sizes, selection: $d)` where the module declares only
    /// `presentationDetents(configuration:selection:)`: a call of a name SwiftUI and the module both declare whose
    /// labels fit none of the module's overloads is SwiftUI's modifier.
    func isSwiftUIsOverload(_ name: String, _ call: FunctionCallExprSyntax?) -> Bool {
        guard SwiftUIVocabulary.modifiers[name] != nil, let call, let overloads = builder.inert.viewExtensionOverloads[name],
              !overloads.isEmpty else { return false }
        return !overloads.contains { fitsByLabels($0.syntax.signature.parameterClause.parameters, call) }
    }

    /// `.modifier(GridCommon())` whose `body(content:)` puts `content` in another view (`ScrollView { content }`):
    /// the body in place, `content` the view so far, the memberwise arguments its stored properties.
    private func wrappingViewModifier(_ m: ModifierCall, around applied: ViewNode) -> ViewNode? {
        guard let call = m.call, call.arguments.count == 1, call.trailingClosure == nil,
              let constructor = call.arguments.first?.expression.as(FunctionCallExprSyntax.self), constructor.trailingClosure == nil,
              let type = builder.module.types[calledName(ExprSyntax(constructor))], type.conformances.contains("ViewModifier"),
              let body = type.method("body"), body.parameters.count == 1, let items = body.body,
              !builder.inert.isInertModifier(m.name, call), !appliesModifiersOnly(items, selfName: body.parameters[0].name) else { return nil }
        let nameRange = source.range(m.nameToken)
        let key = "wrapping modifier \(type.name)"
        guard !builder.inlining.contains(key), mayInline("." + m.name, nameRange) else { return nil }
        var inner = Scope(owner: type.name, source: body.source)
        // Its stored view builders are the caller's closures; `content` is the view so far.
        inner.viewArguments = helperViewArguments(builder.viewParameters(of: type).map { ($0.name, $0.name) }, constructor)
        inner.viewArguments[body.parameters[0].name] = ViewArgument(closure: nil, expression: nil, scope: scope, built: [applied])
        // The memberwise initialiser: each labelled argument sets the stored property of its name.
        for argument in constructor.arguments {
            guard let label = argument.label?.text, let p = type.property(label),
                  let t = builder.typeRef(p.type ?? builder.literalType(p.initial)) else { continue }
            inner.substitutions[label] = (expressions.value(argument.expression, expecting: t) ?? builder.unknownValue(t, at: source.range(argument)), t)
        }
        builder.inlining.insert(key)
        defer { builder.inlining.remove(key) }
        let views = with(inner).viewList(items)
        if builder.inlinedNodes > SceneBuilder.inlineBudget { _ = mayInline("." + m.name, nameRange) }
        markHelperNodes(views, declaredIn: body.source.range(body.syntax), call: nameRange, helper: "." + m.name)
        return ViewNode(element: .container(.group, content: views), range: applied.range, nameRange: nameRange, modifiers: [])
    }

    /// `modifier(BottomBar(bar: content()))` with `self` implicit, read where the module's `extension View` method is
    /// read in place (`self` is a view argument there): the view it is applied to, and that modifier first in its
    /// chain. nil for anything else (a call of a free function or a method of the module of that name).
    func implicitSelfModifier(_ core: ExprSyntax) -> (view: ViewArgument, modifier: ModifierCall)? {
        guard let selfView = scope.viewArguments["self"], let call = core.as(FunctionCallExprSyntax.self),
              let ref = call.calledExpression.as(DeclReferenceExprSyntax.self) else { return nil }
        let name = ref.baseName.text
        guard SwiftUIVocabulary.modifiers[name] != nil || builder.module.viewExtensions[name] != nil,
              builder.module.freeFunctions[name] == nil, builder.module.types[name] == nil,
              scope.owner.isEmpty || builder.module.types[scope.owner]?.method(name) == nil else { return nil }
        return (selfView, (name, call, ref.baseName))
    }

    /// A body that only applies modifiers to its view (`self`, or a ViewModifier's `content`): `inlineModifier` reads
    /// it as modifiers.
    private func appliesModifiersOnly(_ items: CodeBlockItemListSyntax, selfName: String, depth: Int = 0) -> Bool {
        guard let returned = returnedExpression(items) else { return false }
        let (core, chain) = peel(returned)
        // Content SwiftUI shows with the view (`content.overlay { ... }`) is a view beside it, which modifiers cannot
        // express: read around the view instead. So is a ViewModifier applied here that does so (`modifier(BottomBar(
        // bar: content()))` whose body is `content.safeAreaInset { bar }`), to any depth of such modifiers.
        func shownBeside(_ name: String, _ call: FunctionCallExprSyntax?) -> Bool {
            if SwiftUIVocabulary.layeredModifiers.contains(name) || name == "safeAreaInset" { return true }
            // The module's `extension View` function (`content.sheetModifiers(next: n)` in a ViewModifier's body) that
            // does so itself, in any overload of its name.
            if name != "modifier", depth < 8, let overloads = builder.inert.viewExtensionOverloads[name] {
                return overloads.contains { method in
                    method.body.map { !appliesModifiersOnly($0, selfName: "self", depth: depth + 1) } ?? false
                }
            }
            guard name == "modifier", depth < 8, let constructor = call?.arguments.first?.expression.as(FunctionCallExprSyntax.self),
                  let type = builder.module.types[calledName(ExprSyntax(constructor))], type.conformances.contains("ViewModifier"),
                  let body = type.method("body"), body.parameters.count == 1, let bodyItems = body.body else { return false }
            return !appliesModifiersOnly(bodyItems, selfName: body.parameters[0].name, depth: depth + 1)
        }
        if chain.contains(where: { shownBeside($0.name, $0.call) }) { return false }
        if let call = core.as(FunctionCallExprSyntax.self) {
            let name = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
            if let name, shownBeside(name, call) { return false }
        }
        if let ref = core.as(DeclReferenceExprSyntax.self) { return isSelf(ExprSyntax(ref)) || ref.baseName.text == selfName }
        guard let call = core.as(FunctionCallExprSyntax.self) else { return false }
        if let ref = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            // `navigationDestination(for:) { ... }` with `self` implicit.
            return SwiftUIVocabulary.modifiers[ref.baseName.text] != nil || builder.module.viewExtensions[ref.baseName.text] != nil
        }
        guard let base = call.calledExpression.as(MemberAccessExprSyntax.self)?.base?.as(DeclReferenceExprSyntax.self) else { return false }
        return isSelf(ExprSyntax(base)) || base.baseName.text == selfName
    }
}
