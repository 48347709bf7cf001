import NavSceneDiagnostics
import NavSceneModel
import SwiftSyntax

/// `NavigationLink("Privacy", destination: .settings(.privacy))` through the module's own initialiser
/// (`extension NavigationLink { init(_ title: String, destination: Page) { self.init(value: Frame(page: destination))
/// { Text(title) } } }`): the initialiser's `self.init(...)` in place, its parameters standing for the arguments (a
/// view-builder parameter for the caller's closure). Only a call that fits exactly one of the module's initialisers
/// (labels in order, defaults, trailing closures, and no argument of a kind its parameter cannot take) is inlined;
/// any other is SwiftUI's own initialiser, read as before.
extension ViewTranslator {
    /// The SwiftUI views whose initialisers the module may extend and the translator can then read.
    static let extensibleViews: Set<String> = ["NavigationLink", "Button"]

    /// The element the module's initialiser makes, or nil when the call is not one of them.
    func extensionInitializer(_ name: String, _ call: FunctionCallExprSyntax?, _ nameRange: SourceRange) -> Element? {
        guard let call, Self.extensibleViews.contains(name), let type = builder.module.types[name], builder.module.isProvisional(name),
              let (selfInit, inner, key) = delegation(type.initializers, call, viewTypes: Self.labelTypes, nameRange) else { return nil }
        builder.inlining.insert(key)
        defer { builder.inlining.remove(key) }
        return with(inner).initializedView(name, selfInit, source.range(selfInit.calledExpression))
    }

    /// `SettingsHeader(title: "Privacy", icon: .privacy)` through the view's own convenience initialiser
    /// (`init(title:icon: Icon) where IconView == HeaderIcon { self.init(title: title) { HeaderIcon(icon: icon) } }`):
    /// the instance its `self.init(...)` makes, read where the initialiser is. nil when the call fits none (or several)
    /// of the view's initialisers that only delegate.
    func delegatedInstance(_ view: SwiftModule.TypeDeclaration, _ name: String, _ call: FunctionCallExprSyntax?, _ nameRange: SourceRange) -> Element? {
        guard let call, !view.initializers.isEmpty,
              let (selfInit, inner, key) = delegation(view.initializers, call, viewTypes: view.viewGenericParameters, nameRange) else { return nil }
        builder.inlining.insert(key)
        defer { builder.inlining.remove(key) }
        return with(inner).instance(name, selfInit, nameRange)
    }

    /// `Header(title: "Haptics", icon: .gear)` of a generic wrapper view (`struct Header<IconView: View>`) through its
    /// convenience initialiser (`init(title:icon: Icon) where IconView == HeaderIcon { self.init(title: title) {
    /// HeaderIcon(icon: icon) } }`): the wrapper inlined for the call its `self.init(...)` makes, so the caller's
    /// `icon:` value is the initialiser's parameter, never read as the wrapper's view. nil when the call fits none (or
    /// several) of the view's initialisers that only delegate.
    func delegatedWrapper(_ view: SwiftModule.TypeDeclaration, _ call: FunctionCallExprSyntax?, _ nameRange: SourceRange) -> Element? {
        guard let call, !view.initializers.isEmpty,
              let (selfInit, inner, key) = delegation(view.initializers, call, viewTypes: view.viewGenericParameters, nameRange) else { return nil }
        builder.inlining.insert(key)
        defer { builder.inlining.remove(key) }
        return with(inner).inlineWrapper(view, selfInit, nameRange)
    }

    /// The one initialiser among `initializers` the call fits (an `@_disfavoredOverload` loses a tie) when its body is
    /// one `self.init(...)`: that call, and the scope of the initialiser's body where its parameters stand for the
    /// arguments (a view-making one for the caller's closure, an omitted one for its default).
    private func delegation(_ initializers: [InitializerDeclSyntax], _ call: FunctionCallExprSyntax, viewTypes: Set<String>,
                            _ nameRange: SourceRange) -> (FunctionCallExprSyntax, Scope, String)? {
        let fitting = initializers.compactMap { initializer in
            initializer.optionalMark == nil ? fit(initializer.signature.parameterClause.parameters, call, viewTypes: viewTypes, actions: true).map { (initializer, $0) } : nil
        }
        let preferred = fitting.count > 1 ? fitting.filter { !isDisfavored($0.0) } : fitting
        guard preferred.count == 1, let (initializer, given) = preferred.first, let selfInit = delegatedCall(initializer),
              let initSource = builder.module.sources.first(where: { $0.tree.id == initializer.root.id }) else { return nil }
        let key = "init \(initSource.file.path) \(initializer.position.utf8Offset)"
        guard !builder.inlining.contains(key), mayInline("init", nameRange) else { return nil }
        // No owner: the initialiser's body sees its parameters, not the caller's properties.
        var inner = Scope(owner: "", source: initSource)
        let innerTranslator = ExpressionTranslator(builder: builder, scope: inner)
        for parameter in initializer.signature.parameterClause.parameters {
            let local = (parameter.secondName ?? parameter.firstName).text
            let passed = given[local]
            if isFunctionType(parameter.type) {
                // An action (`action: @escaping () -> Void`): the caller's closure, run where the body passes it on.
                if let passed, !makesView(parameter.type, viewTypes) {
                    if let given = givenClosure(passed) { inner.givenClosures[local] = given }
                    continue
                }
                if let passed {
                    let argument = ViewArgument(closure: passed.as(ClosureExprSyntax.self), expression: passed.is(ClosureExprSyntax.self) ? nil : passed,
                                                scope: scope)
                    // `@CaseStudyViewBuilder content: () -> Content`: the caller's closure is built by that builder.
                    let attribute = parameter.attributes.lazy.compactMap { $0.as(AttributeSyntax.self).map { typeName($0.attributeName) } }.first
                    if argument.closure != nil { argument.resultBuilder = builder.resultBuilder(attribute) }
                    inner.viewArguments[local] = argument
                }
                continue
            }
            guard let typeRef = builder.typeRef(parameter.type) else { continue }
            if let passed {
                inner.substitutions[local] = (expressions.argument(passed, typeRef), typeRef)
            } else if let defaultValue = parameter.defaultValue?.value {
                inner.substitutions[local] = (innerTranslator.argument(defaultValue, typeRef), typeRef)
            }
        }
        return (selfInit, inner, key)
    }

    /// The view a `self.init(...)` (or a call of the extended view) makes: another of the module's initialisers, or
    /// SwiftUI's.
    func initializedView(_ name: String, _ call: FunctionCallExprSyntax, _ nameRange: SourceRange) -> Element? {
        if let inlined = extensionInitializer(name, call, nameRange) { return inlined }
        switch name {
        case "NavigationLink": return link(call, nameRange)
        case "Button": return button(call, nameRange)
        default: return nil
        }
    }

    /// The initialiser's body when it only delegates: `self.init(...)`, its one statement.
    private func delegatedCall(_ initializer: InitializerDeclSyntax) -> FunctionCallExprSyntax? {
        guard let statements = initializer.body?.statements, statements.count == 1, let item = statements.first,
              let call = (item.item.as(ExprSyntax.self) ?? item.item.as(ExpressionStmtSyntax.self)?.expression)?.as(FunctionCallExprSyntax.self),
              let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.tokenKind == .keyword(.`init`),
              member.base.map(isSelf) == true else { return nil }
        return call
    }

    private func isDisfavored(_ initializer: InitializerDeclSyntax) -> Bool {
        initializer.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.as(IdentifierTypeSyntax.self)?.name.text == "_disfavoredOverload" }
    }

    /// SwiftUI's generic view parameters of the views whose initialisers the module may extend.
    static let labelTypes: Set<String> = ["Label", "Content", "Destination"]

    /// `() -> Label`, `() -> some View`: a function that makes a view of one of `viewTypes` (or `some View`), read as
    /// the caller's views. Any other function (`() -> Void`, an optional closure) is not.
    func makesView(_ type: TypeSyntax, _ viewTypes: Set<String>) -> Bool {
        let tokens = Array(type.tokens(viewMode: .sourceAccurate))
        guard let arrow = tokens.lastIndex(where: { $0.tokenKind == .arrow }) else { return false }
        let result = tokens[(arrow + 1)...].map(\.text).joined()
        return result == "someView" || viewTypes.contains(result)
    }

    func isFunctionType(_ type: TypeSyntax) -> Bool {
        type.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .arrow }
    }

    /// `@autoclosure () -> T`: the caller writes a value of `T` (Swift wraps it), not a closure.
    func isAutoclosure(_ type: TypeSyntax) -> Bool {
        type.as(AttributedTypeSyntax.self)?.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.as(IdentifierTypeSyntax.self)?.name.text == "autoclosure" } == true
    }

    /// The arguments of `call` by the parameters' names when the call fits the parameter list: every argument in order
    /// under its parameter's label, every other parameter defaulted or taking a trailing closure; a closure (or a
    /// name) only where the parameter makes a view of `viewTypes`, a view only where the parameter is one of them,
    /// and no argument for a function that makes no view (an action: what the declaration does with it is not read
    /// here). nil: the call does not fit.
    /// `inertClosures`: a parameter of a function type that makes no view may also take a closure that cannot
    /// navigate (`{ search in Query(filter: ...) }`): whatever the method does with it, calling it changes nothing
    /// the model holds.
    /// `actions`: a parameter of a function type that makes no view may also take a closure, or an action closure
    /// this scope was given (`givenClosure`): an initializer that passes it on (`self.init(action: action)`) is read
    /// with it (`Scope.givenClosures`).
    func fit(_ parameters: FunctionParameterListSyntax, _ call: FunctionCallExprSyntax, viewTypes: Set<String>, inertClosures: Bool = false,
             actions: Bool = false) -> [String: ExprSyntax]? {
        let arguments = Array(call.arguments)
        var trailing: [(label: String?, closure: ClosureExprSyntax)] = call.trailingClosure.map { [(nil, $0)] } ?? []
        trailing += call.additionalTrailingClosures.map { ($0.label.text, $0.closure) }
        var next = 0
        var nextTrailing = 0
        var given: [String: ExprSyntax] = [:]
        for parameter in parameters {
            let label = parameter.firstName.text == "_" ? nil : parameter.firstName.text
            let local = (parameter.secondName ?? parameter.firstName).text
            let function = isFunctionType(parameter.type) && !isAutoclosure(parameter.type)
            let view = function && makesView(parameter.type, viewTypes)
            if next < arguments.count, arguments[next].label?.text == label {
                let expression = arguments[next].expression
                if function, !view, inertClosures, let closure = expression.as(ClosureExprSyntax.self) {
                    guard !expressions.mayNavigate(closure) else { return nil }
                } else if function, !view, actions {
                    guard givenClosure(expression) != nil else { return nil }
                } else if function {
                    guard view, expression.is(ClosureExprSyntax.self) || expression.is(DeclReferenceExprSyntax.self) else { return nil }
                } else if viewTypes.contains(parameter.type.tokenText) {
                    guard !expression.is(ClosureExprSyntax.self) else { return nil }
                } else {
                    guard mayBeValue(expression) else { return nil }
                }
                given[local] = expression
                next += 1
            } else if next == arguments.count, function, nextTrailing < trailing.count,
                      nextTrailing == 0 || trailing[nextTrailing].label == label {
                guard view || (actions && givenClosure(ExprSyntax(trailing[nextTrailing].closure)) != nil)
                        || (inertClosures && !expressions.mayNavigate(trailing[nextTrailing].closure)) else { return nil }
                given[local] = ExprSyntax(trailing[nextTrailing].closure)
                nextTrailing += 1
            } else if parameter.defaultValue == nil {
                return nil
            }
        }
        guard next == arguments.count, nextTrailing == trailing.count else { return nil }
        return given
    }

    /// The action closure an argument gives, read in this scope: a closure written here that takes nothing, or one this
    /// scope was itself given under that name (`action: action` in a delegating initializer). nil for anything else
    /// (a closure that takes what the view passes, `{ item in ... }` or `$0`, which the closure-property rules follow
    /// or refuse; a method reference; another module's value), which the call then does not fit.
    func givenClosure(_ expression: ExprSyntax) -> ViewArgument? {
        if let closure = expression.as(ClosureExprSyntax.self) {
            guard ExpressionTranslator.parameterNames(closure).isEmpty,
                  !closure.statements.tokens(viewMode: .sourceAccurate).contains(where: { if case .dollarIdentifier = $0.tokenKind { return true } else { return false } })
            else { return nil }
            return ViewArgument(closure: closure, expression: nil, scope: scope)
        }
        if let reference = expression.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil {
            return scope.givenClosures[reference.baseName.text]
        }
        return nil
    }

    /// Whether an argument may be a value of the module (not a closure, not a view SwiftUI's initialisers take).
    private func mayBeValue(_ expression: ExprSyntax, depth: Int = 0) -> Bool {
        if expression.is(ClosureExprSyntax.self) { return false }
        // `SettingsView.id`: a static property of a type (a view's too) is the value its declaration says, not the view.
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base?.as(DeclReferenceExprSyntax.self),
           let type = builder.module.types[builder.scopedTypeName(base.baseName.text, at: base, owner: scope.owner)],
           let property = type.properties.first(where: { $0.isStatic && $0.name == member.declName.baseName.text }) {
            if let declared = property.type { return !returnsView(declared) && builder.module.types[typeName(declared)]?.isView != true }
            guard depth < 4, let initial = property.initial else { return false }
            return mayBeValue(initial, depth: depth + 1)
        }
        let name = calledName(expression)
        guard let first = name.first, first.isUppercase else { return true }
        return builder.module.types[name]?.isView != true && SwiftUIVocabulary.views[name] == nil && !["Text", "Label", "Image"].contains(name)
    }
}

extension TypeSyntax {
    /// The type's tokens joined (`Title`, `someView`): a name to compare, never printed.
    var tokenText: String { tokens(viewMode: .sourceAccurate).map(\.text).joined() }
}
