import NavSceneDiagnostics
import NavSceneModel
import SwiftSyntax

/// A closure built by one of the module's own `@resultBuilder` types (`@CaseStudyViewBuilder content: () ->
/// Content`), read as Swift builds it: each expression goes through the `buildExpression` overload its type selects,
/// whose body makes the view (`SwiftUICaseStudyButton(caseStudy: caseStudy)`, the expression standing for the
/// parameter), and the blocks combine the results. Only a builder whose combining methods (`buildBlock`,
/// `buildPartialBlock`, `buildFinalResult`) place each of their arguments as views, in order and nothing else, is read
/// so; the content of any other is unknown where it is (one unknown view), as is an expression no single overload is
/// known to take, and a statement the reader does not build (`if`, `for`, `#if`: `buildEither`, `buildArray`...).
extension ViewTranslator {
    func customBuilderViews(_ closure: ClosureExprSyntax, _ resultBuilder: SwiftModule.TypeDeclaration) -> [ViewNode] {
        let what = "a closure built by @\(resultBuilder.name)"
        guard combinesInPlace(resultBuilder) else { return [unknownBuilt(what, Syntax(closure))] }
        let overloads = resultBuilder.methods.filter { $0.name == "buildExpression" }
        var nodes: [ViewNode] = []
        var here = self
        for item in closure.statements {
            let node = Syntax(item.item)
            if let declaration = node.as(VariableDeclSyntax.self) { here = here.declaring(declaration); continue }
            guard let expr = node.as(ExprSyntax.self) ?? node.as(ExpressionStmtSyntax.self)?.expression,
                  !expr.is(IfExprSyntax.self), !expr.is(SwitchExprSyntax.self) else {
                nodes.append(unknownBuilt("a statement built by @\(resultBuilder.name)", node))
                continue
            }
            guard !overloads.isEmpty else { nodes += here.viewNode(expr); continue }
            guard let overload = here.chosenBuildExpression(overloads, for: expr), overload.parameters.count == 1,
                  returnsView(overload.returnType), let body = overload.body else {
                nodes.append(unknownBuilt("\(resultBuilder.name).buildExpression(\(brief(expr)))", Syntax(expr)))
                continue
            }
            let key = "builder \(resultBuilder.name) \(overload.syntax.position.utf8Offset)"
            let range = source.range(expr)
            guard !builder.inlining.contains(key), mayInline("\(resultBuilder.name).buildExpression", range) else {
                nodes.append(unknownBuilt("\(resultBuilder.name).buildExpression(\(brief(expr)))", Syntax(expr)))
                continue
            }
            // The overload's body, its parameter standing for the expression (translated in the caller's scope where
            // the body shows it).
            var inner = Scope(owner: resultBuilder.name, source: overload.source)
            inner.viewArguments[overload.parameters[0].name] = ViewArgument(closure: nil, expression: expr, scope: here.scope)
            builder.inlining.insert(key)
            let content = with(inner).viewList(body)
            builder.inlining.remove(key)
            nodes.append(ViewNode(element: .container(.group, content: content), range: range, nameRange: range, modifiers: []))
        }
        return nodes
    }

    private func unknownBuilt(_ what: String, _ node: Syntax) -> ViewNode {
        let range = source.range(node)
        builder.noteOpaque(.view, what, range, mayRegister: true, mayNavigate: true)
        return ViewNode(element: .container(.unknown, content: []), range: range, nameRange: range, modifiers: [])
    }

    /// Whether the builder's combining methods only place their arguments: each body is its parameters, each once, in
    /// declaration order (`accumulated; next`, `first`), and there is at least one `buildBlock` or
    /// `buildPartialBlock`. A variadic `buildBlock(_ parts: V...)` or any other body combines as its own code does.
    func combinesInPlace(_ resultBuilder: SwiftModule.TypeDeclaration) -> Bool {
        let combining = resultBuilder.methods.filter { ["buildBlock", "buildPartialBlock", "buildFinalResult"].contains($0.name) }
        guard combining.contains(where: { $0.name != "buildFinalResult" }) else { return false }
        return combining.allSatisfy { method in
            guard let body = method.body, method.syntax.signature.parameterClause.parameters.allSatisfy({ $0.ellipsis == nil }) else { return false }
            let placed = body.map { item -> String? in
                let node = Syntax(item.item)
                let expr = node.as(ExprSyntax.self) ?? node.as(ExpressionStmtSyntax.self)?.expression ?? node.as(ReturnStmtSyntax.self)?.expression
                return expr?.as(DeclReferenceExprSyntax.self)?.baseName.text
            }
            return placed.allSatisfy { $0 != nil } && placed.compactMap { $0 } == method.parameters.map(\.name)
                && (method.name != "buildFinalResult" || method.parameters.count == 1)
        }
    }

    /// The `buildExpression` overload Swift selects for `expr`: the only one whose parameter type the expression's type
    /// satisfies (its protocols, through the module's protocol refinements), or the only overload when the
    /// expression's type is not known. nil when none or several may be chosen.
    func chosenBuildExpression(_ overloads: [SwiftModule.Method], for expr: ExprSyntax) -> SwiftModule.Method? {
        guard let conformances = builtExpressionConformances(expr) else { return overloads.count == 1 ? overloads[0] : nil }
        let fitting = overloads.filter { overload in
            guard overload.parameters.count == 1, let required = requiredConformances(overload.parameters[0].type, of: overload.syntax) else { return false }
            return required.isSubset(of: conformances)
        }
        return fitting.count == 1 ? fitting[0] : nil
    }

    /// What a built expression's type conforms to (its name included): a view of the module or of SwiftUI, written
    /// as a call with no modifier after it; a modified view is some `View`. nil when its type is not known here.
    func builtExpressionConformances(_ expr: ExprSyntax) -> Set<String>? {
        let (core, modifiers) = peel(expr)
        let name = calledName(core)
        guard core.is(FunctionCallExprSyntax.self), !name.isEmpty, scope.viewArguments[name] == nil else { return nil }
        var result: Set<String>
        if let type = builder.module.types[name], !builder.module.isProvisional(name) {
            result = type.conformances.union([name])
            if type.isView { result.insert("View") }
        } else if SwiftUIVocabulary.views[name] != nil {
            result = [name, "View"]
        } else {
            return nil
        }
        if !modifiers.isEmpty { return result.contains("View") ? ["View"] : nil }
        // The protocols those refine, through the module's own protocols.
        return builder.module.refinedProtocols(result)
    }

    /// What a value must conform to for a parameter of this type: `some P & Q`, a generic `T: P` of the method (with
    /// its `where` clause), or a named type (itself). nil for any other shape.
    func requiredConformances(_ type: TypeSyntax, of method: FunctionDeclSyntax) -> Set<String>? {
        func names(_ type: TypeSyntax) -> [String]? {
            if let id = type.as(IdentifierTypeSyntax.self), id.genericArgumentClause == nil { return [id.name.text] }
            if let member = type.as(MemberTypeSyntax.self), member.genericArgumentClause == nil { return [member.name.text] }
            if let composition = type.as(CompositionTypeSyntax.self) {
                var all: [String] = []
                for element in composition.elements {
                    guard let inner = names(element.type) else { return nil }
                    all += inner
                }
                return all
            }
            return nil
        }
        if let opaque = type.as(SomeOrAnyTypeSyntax.self) { return names(opaque.constraint).map(Set.init) }
        guard let id = type.as(IdentifierTypeSyntax.self), id.genericArgumentClause == nil else { return nil }
        guard let generic = method.genericParameterClause?.parameters.first(where: { $0.name.text == id.name.text }) else { return [id.name.text] }
        var required = Set<String>()
        if let inherited = generic.inheritedType {
            guard let inner = names(inherited) else { return nil }
            required.formUnion(inner)
        }
        for requirement in method.genericWhereClause?.requirements ?? [] {
            guard case .conformanceRequirement(let c) = requirement.requirement, c.leftType.as(IdentifierTypeSyntax.self)?.name.text == id.name.text else { continue }
            guard let inner = names(c.rightType) else { return nil }
            required.formUnion(inner)
        }
        return required
    }
}
