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

    /// One modifier of a chain, in source order: its name token and its call (nil for a member such as `.bold`).
    typealias ModifierCall = (name: String, call: FunctionCallExprSyntax?, nameToken: TokenSyntax)

    // MARK: - Lists of views

    func viewList(_ items: CodeBlockItemListSyntax) -> [ViewNode] {
        if let returned = explicitReturn(items) { return computedView(items, returned) }
        if let returned = returnedViews(items) { return returned }
        var nodes: [ViewNode] = []
        var here = self
        for item in items {
            let node = Syntax(item.item)
            if let expr = node.as(ExprSyntax.self) { nodes += here.viewNode(expr) }
            else if let stmt = node.as(ExpressionStmtSyntax.self) { nodes += here.viewNode(stmt.expression) }
            else if let ifConfig = node.as(IfConfigDeclSyntax.self) { nodes += here.ifConfigViews(ifConfig) }
            else if let declaration = node.as(VariableDeclSyntax.self) { here = here.declaring(declaration) }
        }
        return nodes
    }

    /// A body that computes its view and returns it (`let color: Color; switch tier { case .gold: color = .yellow ... };
    /// return Badge(color: color)`): no result builder applies, so only the returned expression is a view. nil unless
    /// the last statement is the body's only `return` (a `return` inside a branch leaves the body as before).
    func explicitReturn(_ items: CodeBlockItemListSyntax) -> ExprSyntax? {
        guard let last = items.last, let returned = last.item.as(ReturnStmtSyntax.self)?.expression, items.count > 1 else { return nil }
        for item in items.dropLast() where item.tokens(viewMode: .sourceAccurate).contains(where: { $0.tokenKind == .keyword(.return) }) {
            return nil
        }
        return returned
    }

    /// The returned view of such a body; the statements before it compute values (the locals it reads are unknown
    /// where they are read), and one that may navigate is an unknown statement where it is.
    func computedView(_ items: CodeBlockItemListSyntax, _ returned: ExprSyntax) -> [ViewNode] {
        var here = self
        for item in items.dropLast() {
            if expressions.mayNavigate(item) { builder.noteOpaque(.statement, brief(item), source.range(item), mayNavigate: true, cause: builder.reach.cause) }
            if let declaration = item.item.as(VariableDeclSyntax.self) { here = here.declaring(declaration) }
        }
        return here.viewNode(returned)
    }

    /// `#if` among views, as an iOS build compiles it; an undecided condition (`DEBUG`) is an unknown Bool choosing
    /// between the clauses that may be compiled.
    func ifConfigViews(_ node: IfConfigDeclSyntax) -> [ViewNode] {
        func views(_ clause: IfConfigClauseSyntax?) -> [ViewNode] {
            guard case .statements(let inner)? = clause?.elements else { return [] }
            return viewList(inner)
        }
        switch source.configuration.choose(node.clauses) {
        case .sure(let clause): return views(clause)
        case .either(let clauses, let orNone):
            builder.noteOpaque(.value, "#if " + (clauses.first?.condition.map { brief($0) } ?? ""), source.range(node.clauses.first!.poundKeyword), mayNavigate: false)
            var otherwise: [ViewNode] = []
            var rest = clauses
            if !orNone, let last = rest.popLast() { otherwise = views(last) }
            for clause in rest.reversed() {
                let range = source.range(clause.poundKeyword)
                let condition = builder.unknownCondition(at: range)
                otherwise = [ViewNode(element: .conditional(ConditionalElement(condition: condition, binding: nil, then: views(clause), otherwise: otherwise)),
                                      range: source.range(clause), nameRange: range, modifiers: [])]
            }
            return otherwise
        }
    }

    func closureViews(_ closure: ClosureExprSyntax?) -> [ViewNode] {
        guard let closure else { return [] }
        return viewList(closure.statements)
    }

    /// An App's body: the first `WindowGroup`'s (or `Window`'s) content, following the App's own scene properties and
    /// methods (`var body: some Scene { mainWindow }`, declared in an extension) and `#if` clauses. nil: none found.
    func sceneBody(_ items: CodeBlockItemListSyntax, depth: Int = 0) -> [ViewNode]? {
        guard depth < 8 else { return nil }
        for item in items {
            let node = Syntax(item.item)
            if let ifConfig = node.as(IfConfigDeclSyntax.self), let clause = chosenClause(ifConfig, in: source), case .statements(let inner)? = clause.elements {
                if let found = sceneBody(inner, depth: depth + 1) { return found }
                continue
            }
            guard let expr = node.as(ExprSyntax.self) ?? node.as(ExpressionStmtSyntax.self)?.expression ?? node.as(ReturnStmtSyntax.self)?.expression else { continue }
            let (core, _) = peel(expr)
            let name = calledName(core)
            if let call = core.as(FunctionCallExprSyntax.self), SwiftUIVocabulary.windowScenes.contains(name) {
                return closureViews(closure(call, "content", trailingIndex: 0))
            }
            // `SettingsWindow(appState: appState)`: the module's own `Scene` (a struct whose body is scenes), read in its
            // own scope; what the App gives it is its parameters, values the model does not compute.
            if core.is(FunctionCallExprSyntax.self), let type = builder.module.types[name], type.conformances.contains("Scene"),
               let (body, source) = type.body {
                if let found = with(Scope(owner: type.name, source: source)).sceneBody(body, depth: depth + 1) { return found }
                continue
            }
            guard let app = builder.module.types[scope.owner] else { continue }
            if core.is(DeclReferenceExprSyntax.self), let property = app.properties.first(where: { $0.name == name && $0.isComputed }),
               case .getter(let body)? = property.syntax.bindings.first?.accessorBlock?.accessors {
                if let found = with(Scope(owner: scope.owner, source: property.source)).sceneBody(body, depth: depth + 1) { return found }
            }
            if core.is(FunctionCallExprSyntax.self), let method = app.method(name), let body = method.body {
                if let found = with(Scope(owner: scope.owner, source: method.source)).sceneBody(body, depth: depth + 1) { return found }
            }
        }
        return nil
    }

    // MARK: - One view

    func viewNode(_ expr: ExprSyntax) -> [ViewNode] {
        guard builder.viewDepth < SceneBuilder.maxViewDepth else {
            builder.noteOpaque(.view, "views nested deeper than \(SceneBuilder.maxViewDepth)", source.range(expr), mayRegister: true, mayNavigate: true)
            return []
        }
        builder.viewDepth += 1
        defer { builder.viewDepth -= 1 }
        if !builder.inlining.isEmpty {
            // Inlined views draw on the module's budget; past it, what is left of the expansion is unknown (the call
            // site that ran out says so), so nested helpers can never blow up.
            builder.inlinedNodes += 1
            if builder.inlinedNodes > SceneBuilder.inlineBudget { return [] }
        }
        // Unknown sites recorded while this node is translated and not claimed by a node inside it sit at this node.
        let firstSite = scene.opaque.count
        let nodes = viewNodeUnclaimed(expr)
        if let node = nodes.first {
            for index in firstSite..<scene.opaque.count where scene.opaque[index].node == nil { scene.opaque[index].node = node }
        }
        return nodes
    }

    /// Peels the modifier chain: `List { ... }.navigationTitle("x").navigationDestination(...)`, in linear time (one
    /// pass down the chain, names from tokens). A postfix `#if` contributes the modifiers of the clause an iOS build
    /// compiles; a `Type.member` at the start of a chain (`Color.gray`) is the view, never a modifier.
    func peel(_ expr: ExprSyntax) -> (core: ExprSyntax, modifiers: [ModifierCall]) {
        var reversed: [ModifierCall] = []
        var core = expr
        while true {
            // `self.title`, `self.row(for: item)`: the view's own property or method, not a modifier applied to `self`.
            // (In an inlined `extension View` method, `self` is the view it is applied to: `self.overlay { ... }` is a
            // modifier of it.)
            if let call = core.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
               !isTypeReference(base), !isSelf(base) || scope.viewArguments["self"] != nil, builder.module.viewMethods[member.declName.baseName.text] == nil || SwiftUIVocabulary.modifiers[member.declName.baseName.text] != nil
                || isViewWrapperRead(base),
               !isLeafMethodCall(call), !isOptionalMap(call) {
                reversed.append((member.declName.baseName.text, call, member.declName.baseName))
                core = base
            } else if let member = core.as(MemberAccessExprSyntax.self), let base = member.base, !isTypeReference(base), !isSelf(base),
                      builder.module.viewProperties[member.declName.baseName.text] == nil, !isLeafPropertyRead(member) {
                reversed.append((member.declName.baseName.text, nil, member.declName.baseName))
                core = base
            } else if let postfix = core.as(PostfixIfConfigExprSyntax.self), let base = postfix.base {
                reversed += ifConfigModifiers(postfix.config).reversed()
                core = base
            } else {
                break
            }
        }
        return (core, reversed.reversed())
    }

    /// The modifiers a postfix `#if` adds on iOS. Undecided (`#if DEBUG`): the clauses' modifiers when none of them
    /// can navigate (style and layout), else one unknown modifier (`#if`) at the node.
    func ifConfigModifiers(_ config: IfConfigDeclSyntax) -> [ModifierCall] {
        func modifiers(_ clause: IfConfigClauseSyntax?) -> [ModifierCall] {
            guard case .postfixExpression(let e)? = clause?.elements else { return [] }
            return implicitChain(e)
        }
        switch source.configuration.choose(config.clauses) {
        case .sure(let clause): return modifiers(clause)
        case .either(let clauses, _):
            let all = clauses.flatMap(modifiers)
            if all.allSatisfy({ SwiftUIVocabulary.modifiers[$0.name] == .transparent }) { return all }
            if all.allSatisfy({ SwiftUIVocabulary.cannotWrap($0.name) }) {
                // SwiftUI's own handlers and styling (`#if ADHOC .onAppear { ... } #endif`): whether they apply is
                // unknown, so their actions are unknown, but none of them puts anything around the view.
                builder.noteOpaque(.modifier, "#if", source.range(config.clauses.first!.poundKeyword), mayRegister: false, mayNavigate: true)
                return []
            }
            return [("#if", nil, config.clauses.first!.poundKeyword)]
        }
    }

    /// `.frame(width: 3).padding()` (a chain starting at an implicit member, as in a postfix `#if` clause): its calls.
    func implicitChain(_ expr: ExprSyntax) -> [ModifierCall] {
        var reversed: [ModifierCall] = []
        var core: ExprSyntax? = expr
        while let current = core {
            if let call = current.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
                reversed.append((member.declName.baseName.text, call, member.declName.baseName))
                core = member.base
            } else if let member = current.as(MemberAccessExprSyntax.self) {
                reversed.append((member.declName.baseName.text, nil, member.declName.baseName))
                core = member.base
            } else if let postfix = current.as(PostfixIfConfigExprSyntax.self) {
                reversed += ifConfigModifiers(postfix.config).reversed()
                core = postfix.base
            } else {
                break
            }
        }
        return reversed.reversed()
    }

    /// The name a view expression calls (`NavigationStack`, `RecipeRow`, `Color` of `Color.gray`), from tokens.
    func calledName(_ core: ExprSyntax) -> String {
        let callee = core.as(FunctionCallExprSyntax.self)?.calledExpression ?? core
        // `(FlowLayout(alignment: .center)) { ... }`: the view in parentheses.
        if let inner = parenthesized(callee), inner.is(FunctionCallExprSyntax.self) { return calledName(inner) }
        if let ref = callee.as(DeclReferenceExprSyntax.self) { return builder.scopedTypeName(ref.baseName.text, at: ref, owner: scope.owner) }
        if let member = callee.as(MemberAccessExprSyntax.self) {
            // `SwiftUI.List`, `Color.gray`: the type for a module-qualified name, else the member's base type.
            if let base = member.base?.as(DeclReferenceExprSyntax.self) {
                // `Self.Row(...)`: the type nested in this view, by its own name (found as a nested type).
                let own = base.baseName.tokenKind == .keyword(.self) || base.baseName.tokenKind == .keyword(.Self)
                // `SettingsView.MenuOption(...)`: the type nested in the module's type, under the name the module gave
                // it (not the outer view: that read a view inside its own body as recursion).
                let member = member.declName.baseName.text
                if !own, let nested = builder.module.types[base.baseName.text]?.nestedType(named: member) {
                    return nested
                }
                return base.baseName.text == "SwiftUI" || own ? member : base.baseName.text
            }
            // `.init(...)` in a helper returning one of the module's views: that view.
            if member.base == nil, member.declName.baseName.tokenKind == .keyword(.`init`), let view = scope.resultView { return view }
            return member.declName.baseName.text
        }
        if let generic = callee.as(GenericSpecializationExprSyntax.self), let ref = generic.expression.as(DeclReferenceExprSyntax.self) {
            return ref.baseName.text
        }
        return ""
    }

    func viewNodeUnclaimed(_ expr: ExprSyntax) -> [ViewNode] {
        if let ifExpr = expr.as(IfExprSyntax.self) { return conditional(ifExpr).map { [$0] } ?? [] }
        if let switchExpr = expr.as(SwitchExprSyntax.self) { return switchNode(switchExpr).map { [$0] } ?? [] }
        let (peeledCore, peeledModifiers) = peel(expr)
        if let local = localView(peeledCore, peeledModifiers) {
            return local.translator.viewNodeBuilt(expr, core: local.core, modifierCalls: local.modifierCalls)
        }
        return viewNodeBuilt(expr, core: peeledCore, modifierCalls: peeledModifiers)
    }

    /// One view from its core and modifier chain (`viewNodeUnclaimed` after the chain is peeled).
    func viewNodeBuilt(_ expr: ExprSyntax, core: ExprSyntax, modifierCalls peeled: [ModifierCall]) -> [ViewNode] {
        var modifierCalls = peeled
        // `modifier(BottomBar(bar: content()))` in an `extension View` method read in place: `self` implicit, so the
        // view it is applied to, then the modifier.
        let implicitSelf = implicitSelfModifier(core)
        if let implicitSelf { modifierCalls.insert(implicitSelf.modifier, at: 0) }
        let location = SceneBuilder.Location(file: source.file.path, offset: expr.positionAfterSkippingLeadingTrivia.utf8Offset)
        let range = source.range(expr)
        builder.translatedNodes.append((location, range))
        builder.nodeStack.append((location, range))
        defer { builder.nodeStack.removeLast() }
        let name = calledName(core)
        let call = core.as(FunctionCallExprSyntax.self)
        let nameRange = source.range(call.map { Syntax($0.calledExpression) } ?? Syntax(core))
        if builder.forcedOpaque.contains(location) {
            // Cut from a body too large to build (`SwiftFrontEnd.cutExpansion`): unknown where it is, unless the
            // code read proves the view cannot navigate (only SwiftUI's layout, leaves and styling, and the module's
            // inert views and modifiers, given values: `InertDeclarations.isInertView`). Then it declares no
            // destination and presents, pushes and dismisses nothing: an abstraction, not a hole. (It still counts
            // as code that may show views, so the views it shows inside are not taken for views nothing shows.)
            if builder.inert.isInertView(expr) {
                builder.noteOpaque(.view, name.isEmpty ? "a view" : name, nameRange, mayRegister: false, mayNavigate: true, abstraction: true)
                return [ViewNode(element: .container(.unknown, content: []), range: range, nameRange: nameRange, modifiers: [])]
            }
            builder.noteOpaque(.view, name.isEmpty ? "a view" : name, nameRange, mayRegister: true, mayNavigate: true)
            return [ViewNode(element: .container(.unknown, content: []), range: range, nameRange: nameRange, modifiers: [])]
        }
        var element: Element
        if let implicitSelf {
            element = .container(.group, content: passedViews(implicitSelf.view))
        } else if call == nil, let (_, type) = expressions.translate(core), type == .named("Color") {
            // `color` (a Color value) shown as a view: a coloured rectangle.
            element = .leaf("Color")
        } else if let call, let shown = optionalMap(call, nameRange) {
            element = shown
        } else {
            element = self.element(name, call: call, core: core, modifierCalls: modifierCalls, nameRange: nameRange)
        }
        var modifiers: [Modifier] = []
        var built: ViewNode?
        var skipNext = false
        for (index, m) in modifierCalls.enumerated() {
            if skipNext { skipNext = false; continue }
            if m.name == "safeAreaInset", let call = m.call, let bar = closure(call, "content", trailingIndex: 0) {
                // `.safeAreaInset(edge:) { bar }`: the view so far and the bar side by side; the modifiers after it
                // apply to both (as the scene loader builds it).
                let inner = built.map { ViewNode(element: $0.element, range: range, nameRange: $0.nameRange, modifiers: modifiers) }
                    ?? ViewNode(element: element, range: range, nameRange: nameRange, modifiers: modifiers)
                let edge = argument(call, "edge")?.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? ""
                let leading = edge == "top" || edge == "leading"
                let barViews = closureViews(bar)
                built = ViewNode(element: .container(.safeAreaInset, content: leading ? barViews + [inner] : [inner] + barViews),
                                 range: range, nameRange: source.range(m.nameToken), modifiers: [])
                modifiers = []
                continue
            }
            if let layered = layeredContent(m) {
                // `.overlay { c }`, `.background { c }`: the view so far and the content SwiftUI shows with it, in its
                // place; the modifiers after it apply to both.
                let inner = built.map { ViewNode(element: $0.element, range: range, nameRange: $0.nameRange, modifiers: modifiers) }
                    ?? ViewNode(element: element, range: range, nameRange: nameRange, modifiers: modifiers)
                built = ViewNode(element: .container(.layered, content: [inner] + layered),
                                 range: range, nameRange: source.range(m.nameToken), modifiers: [])
                modifiers = []
                continue
            }
            if built == nil, modifiers.isEmpty, let set = setterMethod(m, on: element) {
                // `.headerFontDesign(.monospaced)`: the module's view again, one argument set.
                element = set
                continue
            }
            let applied = built.map { ViewNode(element: $0.element, range: range, nameRange: $0.nameRange, modifiers: modifiers) }
                ?? ViewNode(element: element, range: range, nameRange: nameRange, modifiers: modifiers)
            if m.call == nil, index + 1 < modifierCalls.count,
               builder.inert.isInertWrapperCall(m.name, modifierCalls[index + 1].name, modifierCalls[index + 1].call) {
                // `.backport.glassEffect(...)` whose every overload only styles the view: no navigation site.
                skipNext = true
                continue
            }
            if m.call == nil, index + 1 < modifierCalls.count, let wrapped = wrapperMethod(m, modifierCalls[index + 1], around: applied) {
                // `.backport.navigationDestination(...)`: the wrapper's method read in place around the view so far.
                built = wrapped
                modifiers = []
                skipNext = true
                continue
            }
            if let wrapped = wrappingExtension(m, around: applied) {
                // The module's `.if(...) { ... }`: the view so far in the method's body; the modifiers after it apply to it.
                built = wrapped
                modifiers = []
                continue
            }
            modifiers += modifier(m.name, m.call, m.nameToken)
        }
        if let built { return [ViewNode(element: built.element, range: range, nameRange: built.nameRange, modifiers: modifiers)] }
        return [ViewNode(element: element, range: range, nameRange: nameRange, modifiers: modifiers)]
    }

    /// `view.backport` (`backport.method(...)` is applied to the view: `wrapperMethod`), not a value of the wrapper
    /// type whose view method is called.
    func isViewWrapperRead(_ expr: ExprSyntax) -> Bool {
        guard let member = expr.as(MemberAccessExprSyntax.self), member.base != nil else { return false }
        let name = member.declName.baseName.text
        return builder.module.viewWrappers[name] != nil && builder.module.viewProperties[name] == nil
    }

    func isSelf(_ expr: ExprSyntax) -> Bool {
        expr.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    }

    func isTypeReference(_ expr: ExprSyntax) -> Bool {
        guard let ref = expr.as(DeclReferenceExprSyntax.self) else { return false }
        return ref.baseName.text.first?.isUppercase == true
    }

    /// A view the front end does not know: an unknown site, and a node of unknown kind holding the views of its
    /// closures (shown zero or more times, somewhere inside it), so that its modifiers and content are still seen.
    func opaque(_ what: String, _ range: SourceRange, mayRegister: Bool = true, call: FunctionCallExprSyntax? = nil) -> Element? {
        builder.noteOpaque(.view, what, range, mayRegister: mayRegister, mayNavigate: true)
        return .container(.unknown, content: closureContents(call))
    }

    /// The views of every closure a call passes (trailing, additional trailing, and closure arguments), in order; a
    /// closure no view builder can be is an action the view runs (`actionNode`).
    func closureContents(_ call: FunctionCallExprSyntax?) -> [ViewNode] {
        guard let call else { return [] }
        let view = calledName(ExprSyntax(call))
        func contents(_ c: ClosureExprSyntax) -> [ViewNode] {
            guard isActionClosure(c) else { return closureViews(c) }
            return actionNode(c, of: view.isEmpty ? "a view's closure" : view).map { [$0] } ?? []
        }
        var views: [ViewNode] = []
        for argument in call.arguments {
            if let c = argument.expression.as(ClosureExprSyntax.self) { views += contents(c) }
        }
        if let trailing = call.trailingClosure { views += contents(trailing) }
        for extra in call.additionalTrailingClosures { views += contents(extra.closure) }
        return views
    }

    /// The closures given to the module's UIKit or AppKit view (`SharingController(...) { activityController }`):
    /// actions it may run, and views only when one of its properties is a closure making a SwiftUI view; a closure
    /// that makes a UIKit value (`var content: () -> UIViewController`) shows nothing SwiftUI places under navigation.
    func representableContents(_ representable: SwiftModule.TypeDeclaration, _ call: FunctionCallExprSyntax?) -> [ViewNode] {
        let makesViews = representable.properties.contains { property in
            guard var type = property.type else { return true }
            if let attributed = type.as(AttributedTypeSyntax.self) { type = attributed.baseType }
            guard let function = type.as(FunctionTypeSyntax.self) else { return false }
            let result = function.returnClause.type
            // A generic parameter of the type (`() -> Content`) may be bound to a view.
            var generics: Set<String> = []
            var parent = property.syntax.parent
            while let node = parent, generics.isEmpty {
                if let s = node.as(StructDeclSyntax.self) { generics = Set(s.genericParameterClause?.parameters.map(\.name.text) ?? []); break }
                if let c = node.as(ClassDeclSyntax.self) { generics = Set(c.genericParameterClause?.parameters.map(\.name.text) ?? []); break }
                parent = node.parent
            }
            return returnsView(result) || SwiftUIVocabulary.views[typeName(result)] != nil || builder.module.types[typeName(result)]?.isView == true
                || generics.contains(typeName(result)) || result.is(SomeOrAnyTypeSyntax.self)
        }
        guard !makesViews, let call else { return closureContents(call) }
        let view = calledName(ExprSyntax(call))
        var closures = call.arguments.compactMap { $0.expression.as(ClosureExprSyntax.self) }
        closures += [call.trailingClosure].compactMap { $0 } + call.additionalTrailingClosures.map(\.closure)
        return closures.filter(isActionClosure).compactMap { actionNode($0, of: view) }
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

    /// The views of a content argument: its closure's, or a function given by name (`SwiftUI.Section(content:
    /// content)` in a wrapper, the caller's views as `{ content() }` would show them; another name is an unknown view).
    func contentViews(_ call: FunctionCallExprSyntax?, _ label: String, trailingIndex: Int? = nil) -> [ViewNode] {
        if let c = closure(call, label, trailingIndex: trailingIndex) { return closureViews(c) }
        guard let passed = argument(call, label) else { return [] }
        return viewNode(passed)
    }

    func parameterName(_ closure: ClosureExprSyntax?) -> String? {
        guard let clause = closure?.signature?.parameterClause else { return nil }
        switch clause {
        case .simpleInput(let names): return names.first?.name.text
        case .parameterClause(let p): return p.parameters.first.map { ($0.secondName ?? $0.firstName).text }
        }
    }

    /// The name a chain of member accesses starts at (`$model` of `$model.sub`), at most `chainDepthLimit` deep.
    static func bindingRoot(_ expr: ExprSyntax) -> DeclReferenceExprSyntax? {
        var node = expr
        for _ in 0...ExpressionTranslator.chainDepthLimit {
            if let ref = node.as(DeclReferenceExprSyntax.self) { return ref }
            guard let member = node.as(MemberAccessExprSyntax.self), let base = member.base else { return nil }
            node = base
        }
        return nil
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
        // `$model.flag`, `$model.sub.flag` (a chain through the models' stored properties: `objectType`).
        if let member = expr.as(MemberAccessExprSyntax.self), let base = member.base, Self.bindingRoot(base)?.baseName.text.hasPrefix("$") == true,
           let object = expressions.stateObjectType(base),
           let name = builder.stateName(owner: object, property: member.declName.baseName.text) {
            return Binding(state: name, range: source.range(expr))
        }
        // `Bindable(model).flag`: the binding `$model.flag` of `@Bindable var model` (Observation's `Bindable`
        // made in place around an observable model the view holds).
        if let member = expr.as(MemberAccessExprSyntax.self), let call = member.base?.as(FunctionCallExprSyntax.self),
           call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Bindable",
           call.arguments.count == 1, let model = call.arguments.first, model.label == nil,
           let object = expressions.stateObjectType(model.expression),
           let name = builder.stateName(owner: object, property: member.declName.baseName.text) {
            return Binding(state: name, range: source.range(expr))
        }
        _ = target
        return nil
    }

    func element(_ name: String, call: FunctionCallExprSyntax?, core: ExprSyntax, modifierCalls: [ModifierCall], nameRange: SourceRange) -> Element {
        known(name, call: call, core: core, modifierCalls: modifierCalls, nameRange: nameRange)
            ?? .container(.unknown, content: closureContents(call))
    }

    func known(_ name: String, call: FunctionCallExprSyntax?, core: ExprSyntax, modifierCalls: [ModifierCall], nameRange: SourceRange) -> Element? {
        let content = closure(call, "content", trailingIndex: 0)
        // The module's own declarations shadow SwiftUI's names, except where the code says `SwiftUI.Form`.
        let swiftUIQualified = (call?.calledExpression ?? core).as(MemberAccessExprSyntax.self)?.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "SwiftUI"
        // `content()`, or `content(data)` for a parameter `(T) -> Content` (the caller's closure reads the values as
        // unknown ones).
        if !swiftUIQualified, let argument = scope.viewArguments[name], call == nil || call!.trailingClosure == nil {
            return .container(.group, content: passedViews(argument))
        }
        if let parameter = viewParameter(name, call) { return parameter }
        if let member = core.as(MemberAccessExprSyntax.self), let inlined = inlineViewProperty(member, nameRange) { return inlined }
        if let call, let inlined = inlineViewMethod(call, nameRange) ?? inlineStaticViewMethod(call, nameRange) { return inlined }
        // Swift resolves a type name in the innermost scope first: a type nested in this view (kept under its
        // qualified name when its short name was already taken) shadows the module's type of that name.
        let nested = swiftUIQualified ? nil : builder.module.types["\(scope.owner).\(name)"]
        // Then a file's own type of a name other files declare too (`SwiftModule.fileTypes`), then the module's.
        let moduleName = swiftUIQualified ? name : builder.module.fileTypeName(name, inFile: source.file.path) ?? name
        if !swiftUIQualified, let representable = nested ?? builder.module.types[moduleName],
           !representable.conformances.isDisjoint(with: SwiftUIVocabulary.representables) {
            // The module's UIKit or AppKit view: it may write the bindings it is given and call its closures, but
            // what it shows is UIKit's (a hosting controller it makes is a view graph of its own), so it declares no
            // destination on the stack around it. When its code provably cannot navigate (`representableIsInert`), it
            // is an abstraction (the rules still treat it as code that may navigate).
            builder.noteOpaque(.view, name, nameRange, mayRegister: false, mayNavigate: true,
                               abstraction: representableIsInert(representable, call))
            return .container(.unknown, content: representableContents(representable, call))
        }
        if let nested, !nested.isView { return nested.conformances.contains("Shape") ? .leaf(name) : nil }
        // A `Shape` of the module (`struct SpeakerArc: Shape`): drawn, holds no view, cannot navigate.
        if !swiftUIQualified, nested == nil, let shape = builder.module.types[moduleName], !shape.isView, shape.conformances.contains("Shape") { return .leaf(name) }
        if !swiftUIQualified, let view = nested ?? builder.module.types[moduleName], view.isView {
            if builder.isInlinedWrapper(view) {
                return delegatedWrapper(view, call, nameRange) ?? inlineWrapper(view, call, nameRange) ?? opaque(name, nameRange, call: call)
            }
            let qualified = nested == nil ? moduleName : "\(scope.owner).\(name)"
            return delegatedInstance(view, qualified, call, nameRange) ?? instance(qualified, call, nameRange)
        }
        switch SwiftUIVocabulary.views[name] {
        case .container(let kind)?: return .container(kind, content: contentViews(call, "content", trailingIndex: 0))
        case .leaf?: return .leaf(name)
        case .control?:
            return control(name, call, nameRange)
        case .shows(let kind)?: return appleContainer(name, kind, call, nameRange)
        case .erasing?: return erasedView(name, call, nameRange)
        case .navigation?, nil: break
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
            return .section(SectionElement(header: header, content: contentViews(call, "content", trailingIndex: 0), footer: footer,
                                           headerViews: headerViews, footerViews: footerViews))
        case "Menu":
            var title: Template?
            if let first = call?.arguments.first, first.label == nil, !first.expression.is(ClosureExprSyntax.self) {
                title = expressions.template(first.expression)
            }
            if let primary = argument(call, "primaryAction") {
                builder.noteOpaque(.statement, "Menu(primaryAction: \(brief(primary)))", source.range(primary), mayNavigate: true,
                                   cause: expressions.navigationCause(of: primary))
            }
            let label = closure(call, "label").map(closureViews) ?? []
            return .menu(MenuElement(title: title, label: label, content: closureViews(closure(call, "content", trailingIndex: 0))))
        case "NavigationStack":
            if let stack = storeStack(call, nameRange) { return stack }
            var path: Binding?
            if let p = argument(call, "path") {
                // The path's value is unknown (a model of another module, a custom Binding): the stack and its
                // content are still the stack's; what the path holds may be any values (`unknownStackPath`).
                path = binding(p) ?? unknownStackPath(p)
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
        case "NavigationLink": return extensionInitializer(name, call, nameRange) ?? link(call, nameRange)
        case "Button": return extensionInitializer(name, call, nameRange) ?? button(call, nameRange)
        case "TabView": return tabView(call, modifierCalls, nameRange)
        case "Tab", "TabSection": return tabContentView(name, call, nameRange)
        default:
            // `flag ? Color.black.opacity(0.4) : nil`: `nil` where a view stands is an absent optional view, which
            // SwiftUI shows as nothing.
            if call == nil, core.is(NilLiteralExprSyntax.self) { return .container(.group, content: []) }
            if name.isEmpty, let text = concatenatedText(core) { return text }
            if name.isEmpty, let inner = parenthesized(core) { return .container(.group, content: viewNode(inner)) }
            if name.isEmpty, let conditional = ternaryView(core, nameRange) ?? textSum(core) { return conditional }
            if let inlined = inlineHelper(name, call, nameRange) { return inlined }
            // `let title: Text` shown as `title`: a stored view of a kind SwiftUI's vocabulary knows.
            if call == nil, let property = builder.module.types[scope.owner]?.property(name), !property.isComputed,
               let type = property.type.map(typeName), type == "Text" || SwiftUIVocabulary.views[type] == .leaf {
                return .leaf(type)
            }
            // `BadgeLayout(spacing: 4) { ... }`: the module's own `Layout` only places the views of its closure (a
            // Layout has no body and applies no modifier to them), so it is a container of its content.
            if !swiftUIQualified, (nested ?? builder.module.types[moduleName])?.conformances.contains("Layout") == true {
                return .container(.zStack, content: closureViews(content))
            }
            if let leaf = leafByDeclaredType(core) ?? leafByImageMethod(core, modifierCalls) { return leaf }
            if !swiftUIQualified, let foreign = foreignView(name, call, core, nameRange) { return foreign }
            return opaque(name.isEmpty ? "a view" : name, nameRange, call: call)
        }
    }

    /// `{ Text("Title") }` (modifiers allowed): its text.
    func loneText(_ closure: ClosureExprSyntax) -> Template? {
        guard closure.statements.count == 1, var core = Syntax(closure.statements.first!.item).as(ExprSyntax.self) else { return nil }
        while let c = core.as(FunctionCallExprSyntax.self), let m = c.calledExpression.as(MemberAccessExprSyntax.self), let base = m.base { core = base }
        guard let call = core.as(FunctionCallExprSyntax.self), calledName(ExprSyntax(call)) == "Text",
              let first = call.arguments.first, first.label == nil else { return nil }
        return expressions.template(first.expression)
    }

}
