import NavSceneModel
import SwiftSyntax

/// TCA's stack: `NavigationStack(path: $store.scope(state: \.path, action: \.path)) { root } destination: { store in
/// switch store.case { case .detail(let store): DetailView(store: store) ... } }`, and `NavigationLink(state:
/// Feature.Path.State.detail(...)) { label }`. TCA's `NavigationStack(path:root:destination:)` is SwiftUI's stack with
/// a `navigationDestination(for: StackState<Path.State>.Component.self)` whose content is the `destination:` closure,
/// and `NavigationLink(state:)` is a value link pushing its state onto the nearest such stack. The model holds both
/// that way, the element type being the feature's `Path` reducer enum: the link pushes any value of it, the stack
/// declares a destination for it whose content is every case's view (the closure's `switch store.case` over a store
/// the front end reads as unknown takes every case). What the path holds (the reducers' pushes) is not computed: the
/// stack is bound to an unknown path of the `Path` enum (`unknownPath`), any of its values on the stack.
extension ViewTranslator {
    /// The stack of `NavigationStack(path: $store.scope(...)) { ... } destination: { ... }` whose path is a
    /// `StackState` of a module enum the model holds; nil for any other stack.
    /// A stack of that shape the front end cannot read (a store it cannot type, a path of another type) is kept, as
    /// before, with its content; its `destination:` closure may declare a destination for any value a
    /// `NavigationLink(state:)` pushes, so it is an unknown site that may declare destinations.
    func storeStack(_ call: FunctionCallExprSyntax?, _ nameRange: SourceRange) -> Element? {
        guard let call, let path = argument(call, "path"), let destination = closure(call, "destination") else { return nil }
        if let stack = readStoreStack(call, path: path, destination: destination, nameRange) { return stack }
        builder.noteOpaque(.value, "NavigationStack(path:destination:)", source.range(path), mayRegister: true, mayNavigate: true)
        return .stack(StackElement(path: nil, root: closureViews(closure(call, "root", trailingIndex: 0))))
    }

    private func readStoreStack(_ call: FunctionCallExprSyntax, path: ExprSyntax, destination: ClosureExprSyntax, _ nameRange: SourceRange) -> Element? {
        guard let scopeCall = path.as(FunctionCallExprSyntax.self),
              let scopeMember = scopeCall.calledExpression.as(MemberAccessExprSyntax.self), scopeMember.declName.baseName.text == "scope",
              let stateArgument = scopeCall.arguments.first(where: { $0.label?.text == "state" || $0.label == nil })?.expression,
              let names = Self.keyPathNames(stateArgument), names.count == 1,
              let feature = storeFeature(scopeMember.base), let state = feature.state, let property = state.property(names[0]),
              let element = stackElement(property, in: feature) else { return nil }
        let pathRange = source.range(path)
        // What the reducers put on the path is not computed: any values of `Path` in any order (`unknownPath`).
        builder.noteOpaque(.value, "NavigationStack(path:)", pathRange, mayRegister: false, mayNavigate: true, abstraction: true)
        let unknownPath = builder.unknownPath(.array(element), at: pathRange)
        let destinationRange = source.range(destination)
        var inner = scope
        for parameter in parameterNames(destination) {
            inner.substitutions[parameter] = nil
            inner.locals[parameter] = (parameter, .string)
        }
        let content = with(inner).closureViews(destination)
        let declared = Destination(trigger: .forType(element, typeRange: pathRange), elementName: nil, content: content, range: destinationRange)
        let modifier = Modifier(name: "navigationDestination", kind: .navigationDestination(declared), range: destinationRange, nameRange: nameRange)
        let root = closureViews(closure(call, "root", trailingIndex: 0))
        let holder = ViewNode(element: .container(.group, content: root), range: destinationRange, nameRange: nameRange, modifiers: [modifier])
        return .stack(StackElement(path: unknownPath, root: [holder]))
    }

    /// `NavigationLink(state: Feature.Path.State.detail(...)) { label }`: a link pushing any value of the module's
    /// `Feature.Path` (an abstraction); a state of a type the model cannot name leaves the link unknown (its label
    /// kept). Nil when the link has no `state:`.
    func storeLink(_ call: FunctionCallExprSyntax?, _ nameRange: SourceRange) -> Element? {
        guard let call, let state = argument(call, "state") else { return nil }
        var title: Template?
        if let first = call.arguments.first, first.label == nil, !first.expression.is(ClosureExprSyntax.self) {
            title = expressions.template(first.expression)
        }
        let label = closureViews(closure(call, "label", trailingIndex: 0))
        guard let type = pushedStateType(state) else {
            builder.noteOpaque(.value, "a link's value of an unknown type", source.range(state), mayNavigate: true)
            return .container(.unknown, content: label)
        }
        builder.noteOpaque(.value, "a link's value", source.range(state), mayNavigate: true, abstraction: true)
        let value = builder.unknownValue(type, at: source.range(state))
        return .link(LinkElement(title: title, label: label, value: value, destination: [], isActive: nil, tag: nil, selection: nil))
    }

    /// `Feature.Path.State.detail(...)` (or `Feature.Path.State.detail`): the model's type of `Feature.Path`, when the
    /// module declares it as an enum.
    private func pushedStateType(_ state: ExprSyntax) -> TypeRef? {
        let callee = state.as(FunctionCallExprSyntax.self)?.calledExpression ?? state
        guard let caseAccess = callee.as(MemberAccessExprSyntax.self), let stateAccess = caseAccess.base?.as(MemberAccessExprSyntax.self),
              stateAccess.declName.baseName.text == "State", let pathAccess = stateAccess.base?.as(MemberAccessExprSyntax.self),
              let outer = pathAccess.base?.as(DeclReferenceExprSyntax.self), let owner = builder.module.types[outer.baseName.text],
              let path = builder.reach.features(builder).nested(pathAccess.declName.baseName.text, in: owner) else { return nil }
        return elementTypeRef(path)
    }

    /// The element of a `StackState<Path.State>` property of the feature's state: the model's type of the feature's
    /// `Path` enum.
    /// (`var path: StackState<Path.State>`, or `var path = StackState<Path.State>()`.)
    private func stackElement(_ property: SwiftModule.Property, in feature: TCAFeatures.Feature) -> TypeRef? {
        var arguments: GenericArgumentListSyntax?
        if let identifier = property.type?.as(IdentifierTypeSyntax.self), identifier.name.text == "StackState" {
            arguments = identifier.genericArgumentClause?.arguments
        } else if property.type == nil, property.syntax.bindings.count == 1,
                  let made = property.syntax.bindings.first?.initializer?.value.as(FunctionCallExprSyntax.self), made.arguments.isEmpty,
                  let generic = made.calledExpression.as(GenericSpecializationExprSyntax.self),
                  generic.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == "StackState" {
            arguments = generic.genericArgumentClause.arguments
        }
        guard let arguments, arguments.count == 1,
              let member = arguments.first?.typeArgument?.as(MemberTypeSyntax.self), member.name.text == "State",
              let base = member.baseType.as(IdentifierTypeSyntax.self), base.genericArgumentClause == nil,
              let path = builder.reach.features(builder).nested(base.name.text, in: feature.type) else { return nil }
        return elementTypeRef(path)
    }

    /// The model's type of a path's elements: the `@Reducer enum Path` itself, or the `State` enum of an older
    /// `struct Path: Reducer { enum State { ... } }`.
    private func elementTypeRef(_ path: SwiftModule.TypeDeclaration) -> TypeRef? {
        if path.kind == .enumeration { return enumTypeRef(path) }
        guard let state = builder.reach.features(builder).nested("State", in: path) else { return nil }
        return enumTypeRef(state)
    }

    /// The model's type of a module enum, by the name the module gives it (`Path`, or `AppFeature.Path` when another
    /// type shares the short name).
    private func enumTypeRef(_ type: SwiftModule.TypeDeclaration) -> TypeRef? {
        guard type.kind == .enumeration else { return nil }
        let parts = type.name.split(separator: ".").map(String.init)
        switch parts.count {
        case 1:
            return builder.typeRef(TypeSyntax(IdentifierTypeSyntax(name: .identifier(parts[0]))))
        case 2:
            return builder.typeRef(TypeSyntax(MemberTypeSyntax(baseType: TypeSyntax(IdentifierTypeSyntax(name: .identifier(parts[0]))), name: .identifier(parts[1]))))
        default:
            return nil
        }
    }

    /// `\.path` -> `path`; nil for a key path with a root type or a non-property component.
    static func keyPathNames(_ expression: ExprSyntax) -> [String]? {
        guard let keyPath = expression.as(KeyPathExprSyntax.self), keyPath.root == nil else { return nil }
        var names: [String] = []
        for component in keyPath.components {
            guard case .property(let property) = component.component else { return nil }
            names.append(property.declName.baseName.text)
        }
        return names
    }
}
