import SwiftSyntax

/// The module's own modifiers that provably cannot navigate (issue 22, items 3 and 4): an `extension View` function
/// (every overload of its name) or a `ViewModifier` type applied with `.modifier(...)` whose body only lays out,
/// styles and wraps its receiver with SwiftUI's known views and modifiers (`content.font(...)`,
/// `self.modifier(Padding(...))`, a `switch` between two paddings). Such a call is no navigation site: it neither
/// declares destinations, presents, pushes nor dismisses; the view it is applied to is translated as usual.
///
/// Decided from syntax once per declaration (memoized), walking each body once, so the cost is linear in the module;
/// a declaration reached again while it is being decided (recursion) or deeper than `maxDepth` is not inert.
/// Sound by construction: anything the walk does not recognise (a closure that runs statements, a `$binding`, a
/// control, a link, a presentation, an unknown view or modifier, a view parameter) makes the declaration not inert,
/// and the translator then inlines it or leaves it unknown as before. Value arguments (`size: self.size + 2`) are
/// values computed while SwiftUI builds the view, as for the arguments of SwiftUI's own style modifiers.
final class InertDeclarations {
    private let module: SwiftModule
    private var memo: [String: Bool] = [:]
    private var deciding: Set<String> = []
    private var depth = 0
    static let maxDepth = 32
    /// The closures of the declaration being decided (function-typed parameters or properties): one may run later (an
    /// action), so it may only be called in place (`self.configure(font)`) or applied to the receiver
    /// (`transform(self)`), never passed on.
    private var closures: Set<String> = []

    init(module: SwiftModule) { self.module = module }

    /// Every `extension View` function of the module, by name, with all its overloads (`SwiftModule.viewExtensions`
    /// keeps one per name; inertness must hold for whichever overload the compiler picks).
    lazy var viewExtensionOverloads: [String: [SwiftModule.Method]] = {
        var table: [String: [SwiftModule.Method]] = [:]
        for file in module.files {
            for entry in file.declarations.entries {
                if case .viewExtension(let method) = entry { table[method.name, default: []].append(method) }
            }
        }
        return table
    }()

    /// Whether `.name(...)`, applied to a view, is one of the module's own modifiers that cannot navigate.
    func isInertModifier(_ name: String, _ call: FunctionCallExprSyntax?) -> Bool {
        if name == "modifier" { return inertViewModifierApplication(call) }
        // A name SwiftUI gives a meaning to (`sheet`, `onAppear`) may resolve to SwiftUI's own overload.
        if let meaning = SwiftUIVocabulary.modifiers[name], meaning != .transparent { return false }
        guard viewExtensionOverloads[name] != nil else { return false }
        return transformArguments(call) && viewExtensionIsInert(name)
    }

    /// The content a style modifier shows with its view (`.overlay { ... }`, `.background(Card())`): inert when every
    /// closure holds only inert views and every other argument is a value or an inert view.
    func isInertContent(_ call: FunctionCallExprSyntax?) -> Bool {
        guard let call else { return true }
        let trailing = call.additionalTrailingClosures.map(\.closure) + [call.trailingClosure].compactMap { $0 }
        for argument in call.arguments {
            if let closure = argument.expression.as(ClosureExprSyntax.self) {
                guard viewItems(closure.statements, receivers: []) else { return false }
            } else if !isValue(argument.expression), !view(argument.expression, []) {
                return false
            }
        }
        return trailing.allSatisfy { viewItems($0.statements, receivers: []) }
    }

    /// A view expression read in a body (`FooterLine(title: post.title).padding()`, `VStack { Badge() }`): a chain of
    /// SwiftUI's style modifiers and the module's inert modifiers on SwiftUI's layout and leaf views or an inert view of
    /// the module, given values only. Such a view, wherever it is shown, declares no destination, presents, pushes
    /// and dismisses nothing, and writes no state (`ViewTranslator.viewNodeBuilt`, a view cut from a body too large).
    func isInertView(_ expr: ExprSyntax) -> Bool {
        with(closures: []) { view(expr, []) }
    }

    /// `.backport.glassEffect(.regular)`: the module's wrapper property (`var backport: Backport<Self> { Backport(self)
    /// }`, `SwiftModule.viewWrappers`) then a method of the wrapper, when every overload of that name the wrapper
    /// declares (whichever the compiler picks) only styles and lays out the view it holds, and the call gives values
    /// and styling closures only. The wrapper is a structure holding the view alone, made by initializers that only
    /// store. Such a pair is no navigation site.
    func isInertWrapperCall(_ property: String, _ method: String, _ call: FunctionCallExprSyntax?) -> Bool {
        guard let call, let typeName = module.viewWrappers[property], transformArguments(call) else { return false }
        return decide("wrapper \(typeName).\(method)") {
            guard let type = module.types[typeName], type.kind == .structure, type.initializers.allSatisfy(storesOnly) else { return false }
            let stored = type.properties.filter { !$0.isComputed && !$0.isStatic }
            guard stored.count == 1, let held = stored.first?.name else { return false }
            let overloads = type.methods.filter { $0.name == method }
            guard !overloads.isEmpty else { return false }
            return overloads.allSatisfy { overload in
                guard let body = overload.body else { return false }
                let closureParameters = Set(overload.parameters.filter { Self.isClosure($0.type) }.map(\.name))
                return with(closures: closureParameters) { viewItems(body, receivers: [held]) }
            }
        }
    }

    /// The arguments of a call of an inert `extension View` function: values, and closures that only style the view
    /// they are given (`.applying { $0.opacity(0.4) }`, `.if(compact) { view in view.padding() }`), which the function
    /// can only apply to its receiver or call in place.
    private func transformArguments(_ call: FunctionCallExprSyntax?) -> Bool {
        guard let call else { return true }
        var closureArguments = call.additionalTrailingClosures.map(\.closure) + [call.trailingClosure].compactMap { $0 }
        for argument in call.arguments {
            if let closure = argument.expression.as(ClosureExprSyntax.self) { closureArguments.append(closure) } else if !isValue(argument.expression) { return false }
        }
        return closureArguments.allSatisfy { closure in
            var receivers: Set<String> = ["$0"]
            switch closure.signature?.parameterClause {
            case .simpleInput(let names)?: receivers.formUnion(names.map(\.name.text))
            case .parameterClause(let clause)?: receivers.formUnion(clause.parameters.map { ($0.secondName ?? $0.firstName).text })
            case nil: break
            }
            let saved = closures
            closures = []
            defer { closures = saved }
            return viewItems(closure.statements, receivers: receivers)
        }
    }

    private static func isClosure(_ type: TypeSyntax?) -> Bool {
        guard var type else { return false }
        if let attributed = type.as(AttributedTypeSyntax.self) { type = attributed.baseType }
        if let optional = type.as(OptionalTypeSyntax.self) { type = optional.wrappedType }
        if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first { type = only.type }
        return type.is(FunctionTypeSyntax.self)
    }

    /// Decides with the declaration's closures known (and restored after, for a declaration decided inside another).
    private func with(closures names: Set<String>, _ body: () -> Bool) -> Bool {
        let saved = closures
        closures = names
        defer { closures = saved }
        return body()
    }

    // MARK: - Declarations, memoized

    private func decide(_ key: String, _ body: () -> Bool) -> Bool {
        if let known = memo[key] { return known }
        guard !deciding.contains(key), depth < Self.maxDepth else { return false }
        deciding.insert(key)
        depth += 1
        let result = body()
        depth -= 1
        deciding.remove(key)
        memo[key] = result
        return result
    }

    private func viewExtensionIsInert(_ name: String) -> Bool {
        decide("extension \(name)") {
            guard let overloads = viewExtensionOverloads[name], !overloads.isEmpty else { return false }
            return overloads.allSatisfy { method in
                guard let body = method.body else { return false }
                let closureParameters = Set(method.parameters.filter { Self.isClosure($0.type) }.map(\.name))
                return with(closures: closureParameters) { viewItems(body, receivers: ["self"]) }
            }
        }
    }

    /// `.modifier(Padding(edges: .all))` where `Padding` is a `ViewModifier` of the module whose body is inert.
    private func inertViewModifierApplication(_ call: FunctionCallExprSyntax?) -> Bool {
        guard let call, call.arguments.count == 1, call.trailingClosure == nil, call.additionalTrailingClosures.isEmpty,
              let constructor = call.arguments.first?.expression.as(FunctionCallExprSyntax.self),
              let typeName = constructor.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
              argumentsAreValues(constructor) else { return false }
        return viewModifierIsInert(typeName)
    }

    private func viewModifierIsInert(_ typeName: String) -> Bool {
        decide("modifier \(typeName)") {
            // A `GeometryEffect` (SwiftUI's modifier whose `Body` is `Never`): it only transforms how the view is drawn
            // (`effectValue(size:)` returns a projection), so with methods that only compute values it shows no view
            // and runs nothing else.
            if let type = module.types[typeName], type.conformances.contains("GeometryEffect"), type.kind == .structure,
               !type.methods.contains(where: { $0.name == "body" }), !type.properties.contains(where: { $0.name == "body" }),
               type.initializers.allSatisfy(storesOnly) {
                return type.methods.allSatisfy { method in
                    // One statement, the value returned (a call whose result is dropped runs for its effect).
                    guard let body = method.body, body.count == 1 else { return false }
                    return body.allSatisfy { item in
                        if let r = item.item.as(ReturnStmtSyntax.self) { return r.expression.map { isValue($0) } ?? false }
                        if let e = item.item.as(ExpressionStmtSyntax.self) { return isValue(e.expression) }
                        if let e = item.item.as(ExprSyntax.self) { return isValue(e) }
                        return false
                    }
                }
            }
            guard let type = module.types[typeName], type.conformances.contains("ViewModifier"), type.kind != .classType else { return false }
            let bodies = type.methods.filter { $0.name == "body" }
            guard bodies.count == 1, let body = bodies[0].body, bodies[0].parameters.count == 1 else { return false }
            let closureProperties = Set(type.properties.filter { Self.isClosure($0.type) }.map(\.name))
            return with(closures: closureProperties) { viewItems(body, receivers: [bodies[0].parameters[0].name]) }
        }
    }

    /// A view of the module shown inside an inert modifier (`content.overlay(Badge())`): inert when its body is.
    private func viewTypeIsInert(_ typeName: String) -> Bool {
        decide("view \(typeName)") {
            guard let type = module.types[typeName], type.isView, let (items, _) = type.body,
                  type.initializers.allSatisfy(storesOnly) else { return false }
            let closureProperties = Set(type.properties.filter { Self.isClosure($0.type) }.map(\.name))
            return with(closures: closureProperties) { viewItems(items, receivers: []) }
        }
    }

    /// An initializer that only stores values (`self.title = title`, `_count = State(initialValue: count)`): it runs
    /// nothing else when the view is made.
    private func storesOnly(_ initializer: InitializerDeclSyntax) -> Bool {
        guard let body = initializer.body else { return false }
        return body.statements.allSatisfy { item in
            var expr = item.item.as(ExprSyntax.self)
            if let statement = item.item.as(ExpressionStmtSyntax.self) { expr = statement.expression }
            if let infix = expr?.as(InfixOperatorExprSyntax.self), infix.operator.is(AssignmentExprSyntax.self) {
                return isStoredTarget(infix.leftOperand) && isValue(infix.rightOperand)
            }
            guard let sequence = expr?.as(SequenceExprSyntax.self), sequence.elements.count == 3 else { return false }
            let elements = Array(sequence.elements)
            return elements[1].is(AssignmentExprSyntax.self) && isStoredTarget(elements[0]) && isValue(elements[2])
        }
    }

    /// `self.title`, `title`, `_count`: a property of the view being made.
    private func isStoredTarget(_ expr: ExprSyntax) -> Bool {
        if expr.is(DeclReferenceExprSyntax.self) { return true }
        guard let member = expr.as(MemberAccessExprSyntax.self), let base = member.base?.as(DeclReferenceExprSyntax.self) else { return false }
        return base.baseName.tokenKind == .keyword(.self)
    }

    // MARK: - Bodies

    /// The statements of a body or a layout closure: local constants of values and view expressions only.
    private func viewItems(_ items: CodeBlockItemListSyntax, receivers: Set<String>) -> Bool {
        items.allSatisfy { item in
            switch item.item {
            case .expr(let e): return view(e, receivers)
            case .stmt(let s):
                if let r = s.as(ReturnStmtSyntax.self) { return r.expression.map { view($0, receivers) } ?? false }
                if let e = s.as(ExpressionStmtSyntax.self) { return view(e.expression, receivers) }
                return false
            case .decl(let d):
                guard let variable = d.as(VariableDeclSyntax.self) else { return false }
                return variable.bindings.allSatisfy { $0.accessorBlock == nil && ($0.initializer.map { isValue($0.value) } ?? true) }
            }
        }
    }

    /// A view expression: a chain of inert modifiers on an inert core.
    private func view(_ expr: ExprSyntax, _ receivers: Set<String>) -> Bool {
        if let ifExpr = expr.as(IfExprSyntax.self) { return conditional(ifExpr, receivers) }
        if let switchExpr = expr.as(SwitchExprSyntax.self) {
            return isValue(switchExpr.subject) && cases(switchExpr.cases, receivers)
        }
        var core: ExprSyntax? = expr
        while let current = core {
            if let call = current.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
                guard let base = member.base else { return modifier(member.declName.baseName.text, call, receivers) }
                if isTypeReference(base) { return leafMember(base) && argumentsAreValues(call) }
                guard modifier(member.declName.baseName.text, call, receivers) else { return false }
                core = base
            } else if let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
                if isTypeReference(base) { return leafMember(base) }
                guard modifier(member.declName.baseName.text, nil, receivers) else { return false }
                core = base
            } else if let postfix = current.as(PostfixIfConfigExprSyntax.self) {
                for clause in postfix.config.clauses {
                    guard case .postfixExpression(let e)? = clause.elements else { continue }
                    guard view(e, receivers) else { return false }
                }
                core = postfix.base
            } else {
                return viewCore(current, receivers)
            }
        }
        return false
    }

    private func conditional(_ ifExpr: IfExprSyntax, _ receivers: Set<String>) -> Bool {
        guard ifExpr.conditions.allSatisfy({ isValue($0) }), viewItems(ifExpr.body.statements, receivers: receivers) else { return false }
        switch ifExpr.elseBody {
        case nil: return true
        case .ifExpr(let next)?: return conditional(next, receivers)
        case .codeBlock(let block)?: return viewItems(block.statements, receivers: receivers)
        }
    }

    private func cases(_ list: SwitchCaseListSyntax, _ receivers: Set<String>) -> Bool {
        list.allSatisfy { element in
            switch element {
            case .switchCase(let c): return viewItems(c.statements, receivers: receivers)
            case .ifConfigDecl(let config):
                return config.clauses.allSatisfy { clause in
                    guard let elements = clause.elements else { return true }
                    guard case .switchCases(let nested) = elements else { return false }
                    return cases(nested, receivers)
                }
            }
        }
    }

    /// The view a chain starts at: the receiver (`content`, `self`), a SwiftUI leaf or layout view, an inert view of
    /// the module, or a modifier applied to an implicit `self` (`padding()` in an `extension View` body).
    private func viewCore(_ expr: ExprSyntax, _ receivers: Set<String>) -> Bool {
        if let ref = expr.as(DeclReferenceExprSyntax.self) { return receivers.contains(ref.baseName.text) }
        guard let call = expr.as(FunctionCallExprSyntax.self) else { return false }
        var name: String
        if let ref = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            name = ref.baseName.text
        } else if let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                  member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "SwiftUI" {
            name = member.declName.baseName.text
        } else if let generic = call.calledExpression.as(GenericSpecializationExprSyntax.self),
                  let ref = generic.expression.as(DeclReferenceExprSyntax.self) {
            name = ref.baseName.text
        } else {
            return false
        }
        if closures.contains(name) {
            // `builder(self)`: the caller's transform applied to the receiver (the caller's closure is checked there).
            guard call.arguments.count == 1, call.trailingClosure == nil, let only = call.arguments.first, only.label == nil,
                  let ref = only.expression.as(DeclReferenceExprSyntax.self) else { return false }
            return receivers.contains(ref.baseName.text)
        }
        if receivers.contains("self"), SwiftUIVocabulary.modifiers[name] != nil || viewExtensionOverloads[name] != nil {
            return modifier(name, call, receivers)
        }
        if let type = module.types[name] {
            // A `Shape` of the module draws and holds no view.
            if !type.isView, type.conformances.contains("Shape") { return argumentsAreValues(call) }
            return type.isView && argumentsAreValues(call) && viewTypeIsInert(name)
        }
        switch SwiftUIVocabulary.views[name] {
        case .leaf?: return argumentsAreValues(call)
        case .container?, .shows?: return layout(call, receivers)
        case .control?, .navigation?, .erasing?, nil:
            // Text and Label draw text (a Label's closures draw its title and icon).
            return (name == "Text" || name == "Label") && layout(call, receivers)
        }
    }

    /// `Color.red`, `Image.logo`: a value of a leaf view type.
    private func leafMember(_ base: ExprSyntax) -> Bool {
        guard let ref = base.as(DeclReferenceExprSyntax.self) else { return false }
        return SwiftUIVocabulary.views[ref.baseName.text] == .leaf
    }

    /// A call whose closures are view content laid out in place (`VStack { ... }`, `.overlay { ... }`) and whose other
    /// arguments are values.
    private func layout(_ call: FunctionCallExprSyntax, _ receivers: Set<String>) -> Bool {
        for argument in call.arguments {
            if let closure = argument.expression.as(ClosureExprSyntax.self) {
                guard viewItems(closure.statements, receivers: receivers) else { return false }
            } else if !isValue(argument.expression) {
                return false
            }
        }
        if let trailing = call.trailingClosure, !viewItems(trailing.statements, receivers: receivers) { return false }
        return call.additionalTrailingClosures.allSatisfy { viewItems($0.closure.statements, receivers: receivers) }
    }

    /// One modifier of a chain: SwiftUI's style and layout (with view content in its closures), or one of the
    /// module's inert modifiers.
    private func modifier(_ name: String, _ call: FunctionCallExprSyntax?, _ receivers: Set<String>) -> Bool {
        if name == "modifier" { return inertViewModifierApplication(call) }
        if viewExtensionOverloads[name] != nil {
            if let meaning = SwiftUIVocabulary.modifiers[name], meaning != .transparent { return false }
            return transformArguments(call) && viewExtensionIsInert(name)
        }
        guard SwiftUIVocabulary.modifiers[name] == .transparent else { return false }
        return call.map { layout($0, receivers) } ?? true
    }

    // MARK: - Values

    private func argumentsAreValues(_ call: FunctionCallExprSyntax?) -> Bool {
        guard let call else { return true }
        return call.trailingClosure == nil && call.additionalTrailingClosures.isEmpty && call.arguments.allSatisfy { isValue($0.expression) }
    }

    /// A value computed while the view is built: no closure (which may run later, as an action), no `$binding` or
    /// `&inout` (which may write state), and no view or modifier that may navigate.
    private func isValue(_ node: some SyntaxProtocol) -> Bool {
        for token in node.tokens(viewMode: .sourceAccurate) {
            switch token.tokenKind {
            case .leftBrace, .prefixAmpersand, .dollarIdentifier: return false
            case .identifier(let text):
                if text.hasPrefix("$") { return false }
                // A closure of the declaration: called in place is a value; passed on, it may run later as an action.
                if closures.contains(text), token.nextToken(viewMode: .sourceAccurate)?.tokenKind != .leftParen { return false }
                if let meaning = SwiftUIVocabulary.modifiers[text], meaning != .transparent { return false }
                if let view = SwiftUIVocabulary.views[text], view != .leaf, text != "Text" { return false }
                // `.background(.themedBackground)`: an implicit member is a static member of the argument's type,
                // never an `extension View` function (an instance method) of the same name; nor is a name that is not
                // called (`palette.accent`: a variable of that name).
                if viewExtensionOverloads[text] != nil || module.freeViewFunctions[text] != nil,
                   !Self.isImplicitMember(token), Self.isCalled(token) { return false }
                if let type = module.types[text], type.isView, !isStaticValue(of: type, after: token) { return false }
            default: continue
            }
        }
        return true
    }

    /// `AvatarBannerView.avatarSize`: a static stored property of a view type, read as a value. Its declared type (if
    /// written) names no view of the module, and its initial value (if any) names no type of the module; a view type's
    /// name followed by anything else (`Row(...)`, `Row.init`, a static method or computed property, which may make a
    /// view) is not a value.
    private func isStaticValue(of type: SwiftModule.TypeDeclaration, after token: TokenSyntax) -> Bool {
        guard token.nextToken(viewMode: .sourceAccurate)?.tokenKind == .period, let next = token.nextToken(viewMode: .sourceAccurate)?.nextToken(viewMode: .sourceAccurate),
              case .identifier(let name) = next.tokenKind, next.nextToken(viewMode: .sourceAccurate)?.tokenKind != .leftParen,
              let property = type.properties.first(where: { $0.isStatic && $0.name == name }), !property.isComputed,
              !property.syntax.bindings.contains(where: { $0.accessorBlock != nil }) else { return false }
        let names = (property.type.map { Array($0.tokens(viewMode: .sourceAccurate)) } ?? []) + (property.initial.map { Array($0.tokens(viewMode: .sourceAccurate)) } ?? [])
        return !names.contains { token in
            guard case .identifier(let text) = token.tokenKind else { return token.tokenKind == .leftBrace }
            return module.types[text] != nil
        }
    }

    /// `name(...)` or `name { ... }`: the name is called.
    private static func isCalled(_ token: TokenSyntax) -> Bool {
        let next = token.nextToken(viewMode: .sourceAccurate)?.tokenKind
        return next == .leftParen || next == .leftBrace
    }

    /// `.name` with no base (`.themedBackground`, `.tint`).
    private static func isImplicitMember(_ token: TokenSyntax) -> Bool {
        guard let member = token.parent?.parent?.as(MemberAccessExprSyntax.self) else { return false }
        return member.base == nil && member.declName.baseName.id == token.id
    }

    private func isTypeReference(_ expr: ExprSyntax) -> Bool {
        expr.as(DeclReferenceExprSyntax.self)?.baseName.text.first?.isUppercase == true
    }
}
