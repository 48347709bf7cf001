import NavSceneDiagnostics
import NavSceneModel
import SwiftSyntax

extension ViewTranslator {
    /// An unknown modifier of another module (no function or variable of its name is declared in the code read) applied with no
    /// argument, or with arguments whose values cannot be of a type of this module (`foreignArgument`), and no
    /// closure: its code cannot name a type of this module, and no argument can bind one of its generic parameters to
    /// such a type, so any destination it declares is for a type of its own; it is given no state of the module and no
    /// code that may navigate, so it can only push values of its own types and dismiss. That effect is all the model
    /// needs to know: the site is an abstraction (the rules still let it hide what it may reach: `mayNavigate`), that
    /// may declare destinations for other modules' types only (`OpaqueSite.foreignTypesOnly`).
    func foreignModifier(_ name: String, _ call: FunctionCallExprSyntax?, _ range: SourceRange) -> Bool {
        // A name the code read declares as a variable may be a property read (`self.item.title`), not a modifier.
        let declared = builder.declaredFunctions
        guard call == nil ? !declared.declares(name) : !declared.mayCall(name), foreignArguments(call) else { return false }
        noteForeign(.modifier, "." + name, range)
        return true
    }

    /// `.subscriptionStatusTask(for: groupID) { state in self.status = state }`, `.onShake { showReport = true }`: an
    /// unknown modifier of another module (as `foreignModifier`) given, besides values that cannot be of this module's
    /// types, closures that are actions (statements no view builder compiles, `isActionClosure`) with no type written
    /// in their signature and no value returned: no closure can bind one of its generic parameters to a type of this
    /// module, so it declares destinations for its own types only and pushes only its own values (an abstraction,
    /// `foreignTypesOnly`), and the closures run at moments it decides: the module's statements, an event handler of
    /// the view (`externalEvent`), unknown where they cannot be followed. nil for anything else.
    func foreignHandlerModifier(_ name: String, _ call: FunctionCallExprSyntax?, _ range: SourceRange,
                                _ make: (Modifier.Kind) -> Modifier) -> Modifier? {
        guard let call, !builder.declaredFunctions.mayCall(name) else { return nil }
        let closures = self.closures(of: call)
        let handlers = call.arguments.map(\.expression).filter(isForeignActionProperty)
        guard !closures.isEmpty || !handlers.isEmpty,
              call.arguments.allSatisfy({ $0.expression.is(ClosureExprSyntax.self) || isForeignActionProperty($0.expression) || foreignArgument($0.expression, depth: 0) }),
              closures.allSatisfy({ isActionClosure($0) && isUntypedVoidClosure($0) }) else { return nil }
        noteForeign(.modifier, "." + name, range)
        // `onChange: onChangeHandler`: the closure the property holds runs at a moment the modifier decides; the
        // front end does not read it, so where it may navigate it is an unknown statement (that declares nothing).
        for handler in handlers where expressions.mayNavigate(handler) {
            builder.noteOpaque(.statement, brief(handler), source.range(handler), mayNavigate: true, cause: builder.reach.cause)
        }
        guard !closures.isEmpty else { return make(.ignored(name)) }
        return externalEvent(name, call, range, make)
    }

    /// `onChangeHandler`, `self.onChangeHandler`: a property of the view (or the type whose code is read) declared with a
    /// function type that returns nothing and names no type of the code read (`(EnvironmentValues.Diff) -> Void`):
    /// given to another module's code, it binds none of its generic parameters to a type of this module.
    private func isForeignActionProperty(_ expr: ExprSyntax) -> Bool {
        var name: String?
        if let ref = expr.as(DeclReferenceExprSyntax.self) { name = ref.baseName.text }
        if let member = expr.as(MemberAccessExprSyntax.self), let base = member.base, isSelf(base) { name = member.declName.baseName.text }
        guard let name, scope.locals[name] == nil, scope.substitutions[name] == nil,
              let type = builder.module.types[scope.owner]?.property(name)?.type?.as(FunctionTypeSyntax.self) else { return false }
        let result = type.returnClause.type
        let returnsNothing = result.as(IdentifierTypeSyntax.self)?.name.text == "Void" || result.as(TupleTypeSyntax.self)?.elements.isEmpty == true
        let named = type.tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
            if case .identifier(let text) = token.tokenKind { return text }
            return nil
        }
        return returnsNothing && named.allSatisfy { !builder.declaredFunctions.typeNames.contains($0) }
    }

    /// No type written in the closure's signature (`state in`, `{ _, values in }`) and no `return` of a value in its
    /// own statements (nested closures are their own).
    private func isUntypedVoidClosure(_ closure: ClosureExprSyntax) -> Bool {
        if let signature = closure.signature {
            if signature.returnClause != nil { return false }
            if case .parameterClause(let clause)? = signature.parameterClause, clause.parameters.contains(where: { $0.type != nil }) { return false }
        }
        return !ClosureReturns.returnsValue(closure.statements)
    }

    /// `LazyImage(url: avatar)`, `GifView(data: data)`: a view of a type the code read does not declare, called
    /// with arguments that cannot be of the module's types, as `foreignModifier`. Given closures too (`LazyImage(url:
    /// url) { state in ... }`), their views are the module's, kept in place in the unknown view (which may show them
    /// anywhere, zero or more times): the view is an abstraction when those views cannot navigate or declare
    /// destinations (its actions, `AsyncButton { await model.follow() } label: { Text("Follow") }`, may: their
    /// statements are read in place, each unknown one a site of its own), else still unknown (it may put a stack of
    /// its own around them), and either way it declares destinations for other modules' types only.
    /// `image` where `if let image = state.image` reads the parameter of such a view's closure: that module's value,
    /// built from nothing of this module, an abstraction the same way.
    func foreignView(_ name: String, _ call: FunctionCallExprSyntax?, _ core: ExprSyntax, _ range: SourceRange) -> Element? {
        let declared = builder.declaredFunctions
        if call == nil, let ref = core.as(DeclReferenceExprSyntax.self), name.first?.isLowercase == true,
           isForeignClosureValue(ref.baseName.text, around: Syntax(ref), depth: 0) {
            noteForeign(.view, name, range)
            return .container(.unknown, content: [])
        }
        guard let first = name.first, first.isUppercase, name != "Self", builder.module.types[name] == nil,
              !declared.typeNames.contains(name), !declared.functions.contains(name) else { return nil }
        if let call, !(call.trailingClosure == nil && call.additionalTrailingClosures.isEmpty
                       && !call.arguments.contains(where: { $0.expression.is(ClosureExprSyntax.self) })) {
            guard call.arguments.allSatisfy({ $0.expression.is(ClosureExprSyntax.self) || foreignArgument($0.expression, depth: 0) }) else { return nil }
            let firstSite = builder.scene.opaque.count
            let content = closureContents(call)
            // Views that can neither navigate nor declare destinations, with no unknown code inside but in its
            // actions: wherever that module shows them, they change nothing. An action (a closure no view builder
            // compiles) does what its statements do wherever and whenever the view runs it: the path, selection or
            // presentation state it writes and the dismiss action it calls are the module's own, bound where the
            // closure is written, so an unknown statement in it is an unknown site of its own, placed where it is
            // (`OpaqueSiteNodes`), not a hole in the view.
            let actions = closures(of: call).filter(isActionClosure).map { source.range($0) }
            func insideAnAction(_ site: OpaqueSite) -> Bool {
                site.kind == .statement && actions.contains {
                    $0.file == site.range.file && $0.start.offset <= site.range.start.offset && site.range.end.offset <= $0.end.offset
                }
            }
            let inert = builder.inert.isInertContent(call)
                || (builder.scene.opaque[firstSite...].allSatisfy { !$0.isUnknownNavigation || insideAnAction($0) }
                    && ForeignTypes.navigationFree(content.filter { !isActionNode($0) }, depth: 0))
            builder.noteOpaque(.view, name, range, mayRegister: true, mayNavigate: true, abstraction: inert)
            builder.scene.opaque[builder.scene.opaque.count - 1].foreignTypesOnly = true
            return .container(.unknown, content: content)
        }
        guard foreignArguments(call) else { return nil }
        noteForeign(.view, name, range)
        return .container(.unknown, content: [])
    }

    /// Whether `name`, read where `node` is, is bound (through `if let` unwrapping members of it) to a parameter of a
    /// closure given to another module's view called with no value of this module (`LazyImage(url: url) { state in if
    /// let image = state.image { image } }`). Each name of the chain is bound once in that closure (no other `let` of
    /// it can shadow it).
    private func isForeignClosureValue(_ name: String, around node: Syntax, depth: Int, chain: [String] = []) -> Bool {
        guard depth < 8 else { return false }
        let declared = builder.declaredFunctions
        let found = NameBinding.innermost(of: name, around: node) { n in
            if let closure = n.as(ClosureExprSyntax.self) {
                return closure.signature?.tokens(viewMode: .sourceAccurate).contains(where: { $0.tokenKind == .identifier(name) }) == true
            }
            if n.is(MemberBlockItemSyntax.self) || n.is(FunctionDeclSyntax.self) { return true }
            if let forStmt = n.as(ForStmtSyntax.self) { return forStmt.pattern.tokens(viewMode: .sourceAccurate).contains(where: { $0.tokenKind == .identifier(name) }) }
            if let switchCase = n.as(SwitchCaseSyntax.self) { return switchCase.label.tokens(viewMode: .sourceAccurate).contains(where: { $0.tokenKind == .identifier(name) }) }
            return false
        }
        switch found {
        case .unwrapped(let binding, let ifExpr)?:
            // `if let image { ... }`: the same name outside.
            guard let value = binding.initializer?.value else { return isForeignClosureValue(name, around: Syntax(ifExpr), depth: depth + 1, chain: chain) }
            // `state.image`, `state.container?.data`: members another module declares on its own value.
            var root = value
            for _ in 0..<8 {
                if let member = root.as(MemberAccessExprSyntax.self), let base = member.base {
                    let m = member.declName.baseName.text
                    guard declared.memberVariables[m] ?? !declared.functions.contains(m) else { return false }
                    root = base
                } else if let optional = root.as(OptionalChainingExprSyntax.self) {
                    root = optional.expression
                } else if let unwrap = root.as(ForceUnwrapExprSyntax.self) {
                    root = unwrap.expression
                } else {
                    break
                }
            }
            guard let ref = root.as(DeclReferenceExprSyntax.self) else { return false }
            return isForeignClosureValue(ref.baseName.text, around: Syntax(ifExpr), depth: depth + 1, chain: chain + [name])
        case .boundBy(let n)?:
            guard let closure = n.as(ClosureExprSyntax.self), parameterNames(closure).contains(name) else { return false }
            return isForeignViewCall(closure) && bindingCounts(in: closure, chain: chain, parameter: name)
        case nil:
            return false
        }
    }

    /// Whether, in the closure's body, the parameter is never bound again and each unwrapped name once.
    private func bindingCounts(in closure: ClosureExprSyntax, chain: [String], parameter: String) -> Bool {
        var counts: [String: Int] = [:]
        for token in closure.statements.tokens(viewMode: .sourceAccurate) {
            guard case .identifier(let text) = token.tokenKind, text == parameter || chain.contains(text),
                  token.parent?.is(IdentifierPatternSyntax.self) == true else { continue }
            counts[text, default: 0] += 1
        }
        return counts[parameter] == nil && chain.allSatisfy { counts[$0] == 1 }
    }

    /// Whether the closure is given to another module's view (a type the code read does not declare) whose other
    /// arguments cannot be of this module's types.
    private func isForeignViewCall(_ closure: ClosureExprSyntax) -> Bool {
        var parent = closure.parent
        if parent?.is(LabeledExprSyntax.self) == true { parent = parent?.parent?.parent }
        else if parent?.is(MultipleTrailingClosureElementSyntax.self) == true { parent = parent?.parent?.parent }
        guard let call = parent?.as(FunctionCallExprSyntax.self), let callee = call.calledExpression.as(DeclReferenceExprSyntax.self) else { return false }
        let name = callee.baseName.text
        let declared = builder.declaredFunctions
        guard name.first?.isUppercase == true, builder.module.types[name] == nil, !declared.typeNames.contains(name),
              !declared.functions.contains(name), SwiftUIVocabulary.views[name] == nil else { return false }
        return call.arguments.allSatisfy { $0.expression.is(ClosureExprSyntax.self) || foreignArgument($0.expression, depth: 0) }
    }

    /// Every closure a call passes: closure arguments, the trailing closure and the additional trailing ones.
    private func closures(of call: FunctionCallExprSyntax) -> [ClosureExprSyntax] {
        call.arguments.compactMap { $0.expression.as(ClosureExprSyntax.self) } + [call.trailingClosure].compactMap { $0 }
            + call.additionalTrailingClosures.map(\.closure)
    }

    func noteForeign(_ kind: OpaqueSite.Kind, _ what: String, _ range: SourceRange) {
        builder.noteOpaque(kind, what, range, mayRegister: true, mayNavigate: true, abstraction: true)
        builder.scene.opaque[builder.scene.opaque.count - 1].foreignTypesOnly = true
    }

    private func foreignArguments(_ call: FunctionCallExprSyntax?) -> Bool {
        guard let call else { return true }
        return call.trailingClosure == nil && call.additionalTrailingClosures.isEmpty
            && call.arguments.allSatisfy { foreignArgument($0.expression, depth: 0) }
    }
}

/// Whether a closure's own statements return a value (`return x`), not looking into nested closures or functions.
enum ClosureReturns {
    static func returnsValue(_ statements: CodeBlockItemListSyntax) -> Bool {
        final class Finder: SyntaxVisitor {
            var found = false
            override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
                if node.expression != nil { found = true }
                return .skipChildren
            }
            override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
            override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(statements)
        return finder.found
    }
}
