import NavSceneModel
import SwiftSyntax

/// A view's stored closure property (`let action: () -> Void`, `var onTap: ((Item) -> Void)?`, an `@escaping`
/// initializer parameter stored into it) is an action parameter of its `ViewDecl` (Grammar.md, "Actions passed to
/// views"): each instance's argument is the closure its caller gives, translated in the caller's scope (its state, its
/// own view state and bindings, the row variables and locals around the call, as a Swift closure captures them), and a
/// call of the property in the view's own code (`action()`, `onTap?(item)`, `Button(action: action)`) runs it
/// (`run: action`). The closure's parameters are unknown values inside it.
///
/// Only where the property holds exactly what the call that makes the instance gives (`heldClosures`: every
/// construction site seen, never assigned after, each initializer storing a parameter of its own unchanged), of a
/// view declared as such (an inlined wrapper's body is placed in its caller: it has no instance to run it). What a call
/// gives that the model cannot hold (a closure that dismisses, whose presentation may not be the called view's; one the
/// front end cannot read) is an unknown site where it is given, the caller's code.
extension SceneBuilder {
    /// The view's action parameters, in declaration order (decided once per view).
    func actionParameters(of view: SwiftModule.TypeDeclaration) -> [SwiftModule.Property] {
        if let known = actionParameterCache[view.name] { return known }
        actionParameterCache[view.name] = []   // a question asked again while deciding: none
        let found = decideActionParameters(view)
        actionParameterCache[view.name] = found
        return found
    }

    private func decideActionParameters(_ view: SwiftModule.TypeDeclaration) -> [SwiftModule.Property] {
        guard view.kind == .structure, view.body != nil, !isInlinedWrapper(view) else { return [] }
        let translator = ExpressionTranslator(builder: self, scope: Scope(owner: view.name, source: view.source))
        return view.properties.filter { p in
            guard p.wrapper == nil, !p.isStatic, !p.isComputed, isVoidClosureType(p.type),
                  !(p.syntax.bindingSpecifier.text == "let" && p.initial != nil) else { return false }
            return translator.heldClosures(view, p, perInstance: true) != nil
        }
    }

    /// Whether the name is an action parameter of the view whose instance code is being translated (`declaringView`).
    func isActionParameter(_ name: String, of owner: String) -> Bool {
        guard declaringView == owner, let type = module.types[owner] else { return false }
        return actionParameters(of: type).contains { $0.name == name }
    }

    /// The memberwise initializer's parameters, in order: the stored properties without a `let`'s fixed value.
    func memberwiseParameters(of view: SwiftModule.TypeDeclaration) -> [SwiftModule.Property] {
        view.properties.filter { !$0.isStatic && !$0.isComputed && !($0.syntax.bindingSpecifier.text == "let" && $0.initial != nil) }
    }
}

/// `() -> Void`, `((Item) -> Void)?`, `@escaping @MainActor () async -> ()`: a function type returning nothing.
func isVoidClosureType(_ type: TypeSyntax?) -> Bool {
    guard let result = closureFunctionType(type)?.returnClause.type else { return false }
    if let identifier = result.as(IdentifierTypeSyntax.self) { return identifier.name.text == "Void" && identifier.genericArgumentClause == nil }
    return result.as(TupleTypeSyntax.self)?.elements.isEmpty == true
}

extension ViewTranslator {
    /// The arguments of a view's action parameters at a call that makes an instance (nil call: made out of sight).
    func actionArguments(_ view: SwiftModule.TypeDeclaration, _ call: FunctionCallExprSyntax?, _ nameRange: SourceRange) -> [InstanceElement.Argument] {
        builder.actionParameters(of: view).map { p in
            let (statements, range) = actionArgument(view, p, call, nameRange)
            return .init(name: p.name, nameRange: range, value: Expression(.null, range: range), action: statements)
        }
    }

    /// The statements one action parameter takes here, and where they are given.
    private func actionArgument(_ view: SwiftModule.TypeDeclaration, _ p: SwiftModule.Property, _ call: FunctionCallExprSyntax?,
                                _ nameRange: SourceRange) -> ([Statement], SourceRange) {
        guard let call else { return (unknownAction("\(view.name).\(p.name) (given out of sight)", nameRange), nameRange) }
        var labels: Set<String> = [p.name]
        for initializer in view.initializers {
            if case .some(.some(let label)) = expressions.settingLabel(p.name, initializer) { labels.insert(label) }
        }
        var given: [ExprSyntax] = call.arguments.compactMap { argument in argument.label.map { labels.contains($0.text) } == true ? argument.expression : nil }
        given += call.additionalTrailingClosures.compactMap { labels.contains($0.label.text) ? ExprSyntax($0.closure) : nil }
        // (Where Swift cannot bind the trailing closure to a parameter that sets the property, `trailingClosureMaySet`,
        // it is another parameter's: the property keeps its default.)
        if given.isEmpty, let trailing = call.trailingClosure, expressions.trailingClosureMaySet(p, of: view, in: call) {
            // The trailing closure is the property's when its parameter comes last (the memberwise initializer's, or
            // the only initializer's, which stores it), and no view parameter may take it.
            guard builder.viewParameters(of: view).isEmpty, trailingParameterIs(p, of: view) else {
                if !expressions.mayNavigate(trailing) { return ([], source.range(trailing)) }
                return (unknownAction("\(view.name).\(p.name) (which closure is given)", source.range(trailing)), source.range(trailing))
            }
            given = [ExprSyntax(trailing)]
        }
        guard given.count <= 1 else { return (unknownAction("\(view.name).\(p.name)", nameRange), nameRange) }
        guard let closure = given.first else {
            // Left out: the property's default, or the initializer's default argument; one that may navigate would
            // run in the view's own scope, which the caller's statements cannot say.
            var defaults: [ExprSyntax] = p.initial.map { [$0] } ?? []
            for initializer in view.initializers {
                for parameter in initializer.signature.parameterClause.parameters where labels.contains(parameter.firstName.text) {
                    if let value = parameter.defaultValue?.value { defaults.append(value) }
                }
            }
            let own = ExpressionTranslator(builder: builder, scope: Scope(owner: view.name, source: p.source))
            if defaults.contains(where: { own.mayNavigate($0) }) { return (unknownAction("\(view.name).\(p.name) (its default)", nameRange), nameRange) }
            return ([], nameRange)
        }
        let range = source.range(closure)
        builder.reach.cause = nil
        if let statements = givenAction(closure, range) { return (statements, range) }
        return (unknownAction(brief(closure), range), range)
    }

    /// Whether the unlabelled trailing closure of a call is the property's: it is the only parameter of a function
    /// type the initializer takes (the memberwise one's, or the only explicit one's, which stores it), so the only one
    /// a closure can be given to.
    private func trailingParameterIs(_ p: SwiftModule.Property, of view: SwiftModule.TypeDeclaration) -> Bool {
        if view.initializers.isEmpty {
            let closures = builder.memberwiseParameters(of: view).filter { isClosureType($0.type) || $0.type == nil && $0.initial?.is(ClosureExprSyntax.self) == true }
            return closures.count == 1 && closures[0].name == p.name
        }
        guard view.initializers.count == 1, let initializer = view.initializers.first,
              case .some(.some(let label)) = expressions.settingLabel(p.name, initializer) else { return false }
        let closures = initializer.signature.parameterClause.parameters.compactMap { isClosureType($0.type) ? $0.firstName.text : nil }
        return closures == [label]
    }

    /// The caller's closure as statements run in the caller's context; nil when the model cannot hold it.
    private func givenAction(_ given: ExprSyntax, _ range: SourceRange) -> [Statement]? {
        if given.is(NilLiteralExprSyntax.self) { return [] }
        // `SubView(action: action)` in a view inlined for one call: the closure that call gave.
        if let statements = expressions.givenClosureStatements(given) { return statements }
        guard expressions.mayNavigate(given) else { return [] }
        var statements: [Statement]?
        if let closure = given.as(ClosureExprSyntax.self) {
            var inner = scope
            // What the call passes: unknown values of their types (`$0` too).
            var names = parameterNames(closure)
            if closure.signature == nil { names += (0..<10).map { "$\($0)" } }
            // A parameter is only passed on or compared: a member of it read, written or called (a method of a
            // value the call passes, which may navigate) is code the model does not follow here.
            let finder = NavigationUses(viewMode: .sourceAccurate)
            finder.walk(closure.statements)
            if finder.unfollowed || finder.uses.contains(where: { names.contains($0.name) && ($0.context != .read || !$0.members.isEmpty) }) {
                builder.reach.cause = OpaqueCause(what: brief(given, limit: 60, oneLine: true), range: range,
                                                  why: "uses a member of a value the view passes, which the model does not follow")
                return nil
            }
            for name in names where name != "_" {
                inner.hide(name)
            }
            statements = with(inner).expressions.statements(closure.statements, opaqueIfNot: true)
        } else if let ref = ownReference(given), !scope.declares(ref.baseName.text), builder.module.types[scope.owner]?.method(ref.baseName.text) != nil {
            // `onTap: select`: the caller's method, run with the call's arguments (unknown values).
            statements = methodStatements(ref)
        } else {
            statements = expressions.referencedAction(given)
        }
        guard let statements else { return nil }
        // The caller's presentation, which the model's action parameter (run where the called view is) cannot say.
        if builder.mayDismiss(statements, unknownRunsMay: false) {
            builder.reach.cause = OpaqueCause(what: brief(given, limit: 60, oneLine: true), range: range,
                                              why: "dismisses the caller's presentation, which the called view's action parameter cannot say")
            return nil
        }
        return statements
    }

    /// A closure given here that the model cannot hold: an unknown site where it is given.
    private func unknownAction(_ what: String, _ range: SourceRange) -> [Statement] {
        builder.noteOpaque(.statement, what, range, mayNavigate: true, cause: builder.reach.cause)
        return []
    }
}
