import NavSceneDiagnostics
import NavSceneModel
import SwiftSyntax

/// Whether an argument given to another module's code can be a value of one of this module's types (see
/// `ViewTranslator.foreignModifier`), decided from the declarations the code read makes (`FunctionNameFinder`).
extension ViewTranslator {
    /// Whether an argument's value cannot be of a type of this module: a literal (when no type of the code read is
    /// expressible by one), a standard type's value (`ForeignTypes`), a member or call of another module that takes
    /// only such values. Decided from the names the code read declares, in one pass over the argument (bounded).
    func foreignArgument(_ expr: ExprSyntax, depth: Int) -> Bool {
        guard depth < 16 else { return false }
        let declared = builder.declaredFunctions
        if ForeignTypes.literalType(expr) != nil || expr.is(NilLiteralExprSyntax.self) { return !declared.literalExpressible }
        if let array = expr.as(ArrayExprSyntax.self) {
            return !declared.literalExpressible && array.elements.allSatisfy { foreignArgument($0.expression, depth: depth + 1) }
        }
        if let paren = expr.as(TupleExprSyntax.self), paren.elements.count == 1, let only = paren.elements.first, only.label == nil {
            return foreignArgument(only.expression, depth: depth + 1)
        }
        if let ternary = expr.as(TernaryExprSyntax.self) {
            return foreignArgument(ternary.thenExpression, depth: depth + 1) && foreignArgument(ternary.elseExpression, depth: depth + 1)
        }
        if let sequence = expr.as(SequenceExprSyntax.self) { return foreignOperands(Array(sequence.elements), depth: depth + 1) }
        if let unwrap = expr.as(ForceUnwrapExprSyntax.self) { return foreignArgument(unwrap.expression, depth: depth + 1) }
        if let chain = expr.as(OptionalChainingExprSyntax.self) { return foreignArgument(chain.expression, depth: depth + 1) }
        if let infix = expr.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self),
           !declared.functions.contains(op.operator.text) {
            return foreignArgument(infix.leftOperand, depth: depth + 1) && foreignArgument(infix.rightOperand, depth: depth + 1)
        }
        return standardValue(expr, depth: depth)
    }

    /// A property declared with a standard type, or a literal's, or initialised with another module's type's
    /// initialiser given only literals (`let indicators = Indicators()`: its type is that module's).
    private func standardDeclaration(_ property: SwiftModule.Property) -> Bool {
        let declared = builder.declaredFunctions
        if let type = property.type { return ForeignTypes.isStandard(type) && ForeignTypes.namesOf(type).isDisjoint(with: declared.typeNames) }
        if let call = property.initial?.as(FunctionCallExprSyntax.self), call.trailingClosure == nil, call.additionalTrailingClosures.isEmpty,
           let callee = call.calledExpression.as(DeclReferenceExprSyntax.self), callee.baseName.text.first?.isUppercase == true,
           !declared.typeNames.contains(callee.baseName.text), !declared.functions.contains(callee.baseName.text),
           call.arguments.allSatisfy({ ForeignTypes.literalType($0.expression) != nil }) {
            return !declared.literalExpressible || call.arguments.isEmpty
        }
        return property.initial.flatMap(ForeignTypes.literalType).map { !declared.typeNames.contains($0) } ?? false
    }

    /// An operator sequence as the parser leaves it (`c ? 12 : 14`, `size * 2`): for a conditional, its two results
    /// (the condition is only read); else operands joined by operators the code read does not declare, each such a
    /// value (a standard type's operators give standard types).
    private func foreignOperands(_ elements: [ExprSyntax], depth: Int) -> Bool {
        guard depth < 16, !elements.isEmpty else { return false }
        if let index = elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }) {
            guard let ternary = elements[index].as(UnresolvedTernaryExprSyntax.self), index + 1 < elements.count else { return false }
            return foreignArgument(ternary.thenExpression, depth: depth + 1) && foreignOperands(Array(elements[(index + 1)...]), depth: depth + 1)
        }
        if elements.count == 1 { return foreignArgument(elements[0], depth: depth + 1) }
        let declared = builder.declaredFunctions
        for (position, element) in elements.enumerated() {
            if position % 2 == 1 {
                guard let op = element.as(BinaryOperatorExprSyntax.self), !declared.functions.contains(op.operator.text) else { return false }
            } else if !foreignArgument(element, depth: depth + 1) {
                return false
            }
        }
        return true
    }

    /// Whether the expression's static type cannot be a type of this module: one of `ForeignTypes.standard`, another
    /// module's type or a value read from one (a chain from a type the code read does not declare, through members
    /// it does not declare or declares with standard types), a value of another module's that only such values were
    /// given to.
    private func standardValue(_ expr: ExprSyntax, depth: Int) -> Bool {
        guard depth < 16 else { return false }
        let declared = builder.declaredFunctions
        if let ref = expr.as(DeclReferenceExprSyntax.self) {
            let name = ref.baseName.text
            // `Font`, `ImagePipeline`: a type the code read does not declare, another module's (its static members
            // are that module's values, typed with that module's types, or the module's extensions' below).
            if name.first?.isUppercase == true, ref.baseName.tokenKind != .keyword(.Self) { return !declared.typeNames.contains(name) }
            // A property of the view or a global the code read declares, with a standard type (the view's own
            // declaration, else everywhere it is declared), and no closure parameter, binding or local of that name
            // between the use and the declaration.
            if isRebound(name, around: Syntax(expr)) {
                // `if let url = status.attachment.url { ... url ... }`: the value it unwraps.
                guard let value = unwrappedValue(name, around: Syntax(expr)) else { return false }
                return standardValue(value, depth: depth + 1)
            }
            guard scope.locals[name] == nil, scope.substitutions[name] == nil else { return false }
            if let property = builder.module.types[scope.owner]?.property(name) { return standardDeclaration(property) }
            return declared.variables[name] == true
        }
        if let member = expr.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            guard let base = member.base else {
                // `.easeIn`: another module's static member (the code read declares none of this name).
                return !declared.declares(name)
            }
            // `self.item.url`: a property of the module's type the declarations fix, declared with a standard type;
            // through a local alias of a property (`@Bindable var model = model` in a body) too.
            var typed = base
            if let ref = base.as(DeclReferenceExprSyntax.self), isRebound(ref.baseName.text, around: Syntax(ref)) {
                typed = unwrappedLocal(ref.baseName.text, around: Syntax(ref)) ?? base
            }
            if !(typed.as(DeclReferenceExprSyntax.self).map { isRebound($0.baseName.text, around: Syntax($0)) } ?? false),
               let owner = declaredType(of: typed, depth: 0), let property = owner.property(name) {
                return standardDeclaration(property)
            }
            // `UserPreferences.shared.animateEmojis`, `status.attachment.url`: a property every declaration of which in the
            // code read has a standard type, and not a name the standard library's generic types give their element
            // (`first`, `wrappedValue`), which another module's generic type could share.
            // (An enum case of that name is read on a type, `Kind.url`, never on a value.)
            let onType = base.as(DeclReferenceExprSyntax.self)?.baseName.text.first?.isUppercase == true
            if onType && declared.caseNames.contains(name) { return false }
            if declared.memberVariables[name] == true, !ForeignTypes.genericMemberNames.contains(name) { return true }
            if declared.memberVariables[name] == true, moduleChain(base, depth: depth + 1) { return true }
            guard standardValue(base, depth: depth + 1) else { return false }
            // A member of another module's type or value (`Font.title`, `pipeline.configuration`): that module's (typed
            // with its types, and no type of this module was given to it), or the module's extension's (`Font.scaledBody`).
            return declared.memberVariables[name] ?? !declared.functions.contains(name)
        }
        if let call = expr.as(FunctionCallExprSyntax.self), call.trailingClosure == nil, call.additionalTrailingClosures.isEmpty,
           call.arguments.allSatisfy({ !$0.expression.is(ClosureExprSyntax.self) }) {
            if let callee = call.calledExpression.as(DeclReferenceExprSyntax.self) {
                let name = callee.baseName.text
                if name.first?.isUppercase == true {
                    guard !declared.typeNames.contains(name) else { return false }
                    // `CGSize(width: w, height: h)`: a standard type's value, whatever it was built from;
                    // `ImageRequest(url: u)`: another module's type, given only such values (its parameters, if any,
                    // are bound to other modules' types).
                    return ForeignTypes.standard.contains(name) || call.arguments.allSatisfy { foreignArgument($0.expression, depth: depth + 1) }
                }
                // `faviconURL(for: url)`: a function of the code read declared (everywhere) returning a standard type.
                return declared.standardResults[name] == true && !declared.members.contains(name) && declared.variables[name] == nil
                    && !isRebound(name, around: Syntax(callee), ifBindings: false)
            }
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil,
               declared.standardResults[member.declName.baseName.text] == true, !declared.callableVariables.contains(member.declName.baseName.text),
               !ForeignTypes.genericMemberNames.contains(member.declName.baseName.text) {
                // `model.thumbnailURL(for: item)`: a method the code read declares (everywhere) returning a standard type.
                return true
            }
            if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base == nil {
                // `.resize(size: s)`: another module's static function, given only such values. `.init(top: 8)`: the
                // type the context (another module's parameter) fixes, made of such values.
                let name = member.declName.baseName.text
                return (name == "init" || !declared.declares(name))
                    && call.arguments.allSatisfy { foreignArgument($0.expression, depth: depth + 1) }
            }
        }
        return false
    }

    /// `self`, `Theme`, `Theme.shared.palette`: names the code read declares all along (a type, then variables).
    private func moduleChain(_ expr: ExprSyntax, depth: Int) -> Bool {
        guard depth < 16 else { return false }
        let declared = builder.declaredFunctions
        if let ref = expr.as(DeclReferenceExprSyntax.self) {
            let name = ref.baseName.text
            if ref.baseName.tokenKind == .keyword(.self) { return true }
            if name.first?.isUppercase == true { return declared.typeNames.contains(name) && !ForeignTypes.standard.contains(name) }
            return declared.variables[name] != nil && !isRebound(name, around: Syntax(expr))
        }
        if let member = expr.as(MemberAccessExprSyntax.self), let base = member.base {
            return declared.memberVariables[member.declName.baseName.text] != nil && moduleChain(base, depth: depth + 1)
        }
        return false
    }

    /// The value an `if let name = value` around the use unwraps (the innermost binding of the name), nil when the
    /// name is bound some other way first.
    private func unwrappedValue(_ name: String, around node: Syntax) -> ExprSyntax? {
        let found = NameBinding.innermost(of: name, around: node) { n in
            if let items = n.as(CodeBlockItemListSyntax.self), declaresLocal(name, in: items, before: node) { return true }
            if let bindings = bindingSyntax(n), bindings.tokens(viewMode: .sourceAccurate).contains(where: { $0.tokenKind == .identifier(name) }) { return true }
            return n.is(MemberBlockItemSyntax.self) || n.is(SourceFileSyntax.self)
        }
        guard case .unwrapped(let binding, _)? = found else { return nil }
        return binding.initializer?.value
    }

    /// `@Bindable var sceneDelegate = sceneDelegate` in a body: the value a local of the name declared before `node`
    /// (alone, with no type written) is initialised with, which fixes its static type whatever is assigned to it later;
    /// nil when the innermost binding of the name is anything else.
    private func unwrappedLocal(_ name: String, around node: Syntax) -> ExprSyntax? {
        let found = NameBinding.innermost(of: name, around: node) { n in
            if let items = n.as(CodeBlockItemListSyntax.self), declaresLocal(name, in: items, before: node) { return true }
            if let bindings = bindingSyntax(n), bindings.tokens(viewMode: .sourceAccurate).contains(where: { $0.tokenKind == .identifier(name) }) { return true }
            return n.is(MemberBlockItemSyntax.self) || n.is(SourceFileSyntax.self)
        }
        guard case .boundBy(let n)? = found, let items = n.as(CodeBlockItemListSyntax.self) else { return nil }
        return localInitializer(name, in: items, before: node)
    }

    /// The initializer of the last local of the name declared (alone, with no type written) before `node` in the block.
    private func localInitializer(_ name: String, in items: CodeBlockItemListSyntax, before node: Syntax) -> ExprSyntax? {
        guard let item = items.last(where: { $0.endPosition <= node.position && declaresLocal(name, item: $0) }),
              let variable = item.item.as(VariableDeclSyntax.self), variable.bindings.count == 1, let binding = variable.bindings.first,
              binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name, binding.typeAnnotation == nil else { return nil }
        return binding.initializer?.value
    }

    /// Whether something between the use and the declarations around it binds `name` again: a closure's parameter,
    /// an `if let`/`guard let`/`for`/`case let` binding, a function's parameter (what the name then is is unknown).
    private func isRebound(_ name: String, around node: Syntax, ifBindings: Bool = true) -> Bool {
        var current = node.parent
        var steps = 0
        while let n = current, steps < 512 {
            steps += 1
            var bindings = bindingSyntax(n)
            if ifBindings, let ifExpr = n.as(IfExprSyntax.self) { bindings = Syntax(ifExpr.conditions) }
            if let bindings, bindings.tokens(viewMode: .sourceAccurate).contains(where: { $0.tokenKind == .identifier(name) }) { return true }
            if let items = n.as(CodeBlockItemListSyntax.self), declaresLocal(name, in: items, before: node) { return true }
            if n.is(MemberBlockItemSyntax.self) || n.is(SourceFileSyntax.self) { return false }
            current = n.parent
        }
        return current != nil
    }

    /// The syntax where a closure, loop, case, function or `guard` binds names.
    private func bindingSyntax(_ n: Syntax) -> Syntax? {
        if let closure = n.as(ClosureExprSyntax.self) { return closure.signature.map(Syntax.init) }
        if let guardStmt = n.as(GuardStmtSyntax.self) { return Syntax(guardStmt.conditions) }
        if let whileStmt = n.as(WhileStmtSyntax.self) { return Syntax(whileStmt.conditions) }
        if let forStmt = n.as(ForStmtSyntax.self) { return Syntax(forStmt.pattern) }
        if let switchCase = n.as(SwitchCaseSyntax.self) { return Syntax(switchCase.label) }
        if let function = n.as(FunctionDeclSyntax.self) { return Syntax(function.signature) }
        if let initializer = n.as(InitializerDeclSyntax.self) { return Syntax(initializer.signature) }
        if let accessor = n.as(AccessorDeclSyntax.self), let parameters = accessor.parameters { return Syntax(parameters) }
        if let subscriptDecl = n.as(SubscriptDeclSyntax.self) { return Syntax(subscriptDecl.parameterClause) }
        return nil
    }

    /// Whether a statement of the block declares a local of the name (`let url = ...`, `guard let url`); with
    /// `before`, one that ends before that node (the name in a local's own initializer, `var x = x`, is the outer one).
    private func declaresLocal(_ name: String, in items: CodeBlockItemListSyntax, before node: Syntax? = nil) -> Bool {
        items.contains { item in
            if let node, item.endPosition > node.position { return false }
            return declaresLocal(name, item: item)
        }
    }

    private func declaresLocal(_ name: String, item: CodeBlockItemSyntax) -> Bool {
        if let variable = item.item.as(VariableDeclSyntax.self) {
            return variable.bindings.contains { $0.pattern.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .identifier(name) } }
        }
        if let guardStmt = item.item.as(GuardStmtSyntax.self) {
            return guardStmt.conditions.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .identifier(name) }
        }
        return false
    }
}
