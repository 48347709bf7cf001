import NavSceneDiagnostics
import NavSceneModel
import SwiftSyntax

/// Button closures and view methods as navigation statements.
extension ExpressionTranslator {
    // MARK: - Statements

    /// A closure's or method's statements as navigation statements. A statement the front end cannot follow makes
    /// the result nil, or (with `opaqueIfNot`) is left out and recorded as an opaque site that may navigate.
    func statements(_ items: CodeBlockItemListSyntax, opaqueIfNot: Bool) -> [Statement]? {
        var result: [Statement] = []
        var translator = self
        for item in items {
            let node = Syntax(item.item)
            if let decl = node.as(VariableDeclSyntax.self), decl.bindingSpecifier.text == "let", decl.bindings.count == 1,
               let binding = decl.bindings.first, let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
               let initial = binding.initializer?.value {
                let type = translator.translate(initial)?.1 ?? translator.inferType(initial) ?? binding.typeAnnotation.flatMap { builder.typeRef($0.type) }
                if let type, let value = translator.value(initial, expecting: type) {
                    translator.scope.substitutions[name] = (value, type)
                    continue
                }
            }
            if let translated = translator.statement(node) { result += translated; continue }
            guard opaqueIfNot else { return nil }
            // A statement that cannot reach navigation state (`print(...)`, a write the model does not hold) is not a
            // navigation site: left out. Any other is an unknown site that may navigate.
            guard translator.mayNavigate(item.item) else { continue }
            builder.noteOpaque(.statement, brief(item), source.range(item), mayNavigate: true)
        }
        return result
    }

    func statement(_ node: Syntax) -> [Statement]? {
        do {
            var translated: [Statement]?
            if let expr = node.as(ExprSyntax.self) { translated = statement(expr) }
            else if let stmt = node.as(ExpressionStmtSyntax.self) { translated = statement(stmt.expression) }
            return translated
        }
    }

    func statement(_ expr: ExprSyntax) -> [Statement]? {
        // `_ = path.popLast()`: the call.
        if let sequence = expr.as(SequenceExprSyntax.self), sequence.elements.count == 3,
           Array(sequence.elements)[0].is(DiscardAssignmentExprSyntax.self), Array(sequence.elements)[1].is(AssignmentExprSyntax.self) {
            return statement(Array(sequence.elements)[2])
        }
        // `await model.load()`, `try save()`: the call itself.
        if let a = expr.as(AwaitExprSyntax.self) { return statement(a.expression) }
        if let t = expr.as(TryExprSyntax.self) { return statement(t.expression) }
        let range = source.range(expr)
        if let sequence = expr.as(SequenceExprSyntax.self), sequence.elements.count == 3,
           let op = Array(sequence.elements)[1].as(BinaryOperatorExprSyntax.self), ["+=", "-="].contains(op.operator.text) {
            // `count += 1`: `count = count + 1`.
            let elements = Array(sequence.elements)
            guard let target = stateTarget(elements[0]), let variable = stateVariable(target), variable.type == .int || variable.type == .string,
                  let (rhs, rhsType) = translate(elements[2]), rhsType == variable.type, op.operator.text == "+=" || variable.type == .int else { return nil }
            let targetRange = source.range(elements[0])
            let sum = Expression(.binary(op.operator.text == "+=" ? .add : .subtract, Expression(.identifier(target), range: targetRange), rhs), range: range)
            return [Statement(kind: .set(target, sum), range: range, targetRange: targetRange)]
        }
        if let sequence = expr.as(SequenceExprSyntax.self), sequence.elements.count > 3,
           Array(sequence.elements)[1].is(AssignmentExprSyntax.self) {
            // `flag = a > 3`: the right-hand side is the rest of the sequence.
            let elements = Array(sequence.elements)
            guard let target = stateTarget(elements[0]), let variable = stateVariable(target) else { return nil }
            if let (value, type) = binary(Array(elements[2...])), type == variable.type {
                return [Statement(kind: .set(target, value), range: range, targetRange: source.range(elements[0]))]
            }
            guard let value = someValue(of: variable.type, ExprSyntax(sequence), from: elements[2]) else { return nil }
            return [Statement(kind: .set(target, value), range: range, targetRange: source.range(elements[0]))]
        }
        if let sequence = expr.as(SequenceExprSyntax.self), sequence.elements.count == 3,
           Array(sequence.elements)[1].is(AssignmentExprSyntax.self) {
            let elements = Array(sequence.elements)
            guard let target = stateTarget(elements[0]), let variable = stateVariable(target) else { return nil }
            let targetRange = source.range(elements[0])
            let rhs = elements[2]
            if variable.type.isPath {
                if let array = rhs.as(ArrayExprSyntax.self), array.elements.isEmpty { return [Statement(kind: .removeAll(target), range: range, targetRange: targetRange)] }
                if let call = rhs.as(FunctionCallExprSyntax.self), call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "NavigationPath", call.arguments.isEmpty {
                    return [Statement(kind: .removeAll(target), range: range, targetRange: targetRange)]
                }
            }
            if let value = value(rhs, expecting: variable.type, approximate: false) ?? someValue(of: variable.type, rhs)
                ?? value(rhs, expecting: variable.type) {
                return [Statement(kind: .set(target, value), range: range, targetRange: targetRange)]
            }
            return nil
        }
        guard let call = expr.as(FunctionCallExprSyntax.self) else { return nil }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
           let target = stateTarget(base), let variable = stateVariable(target) {
            let targetRange = source.range(base)
            switch member.declName.baseName.text {
            case "append":
                guard call.arguments.count == 1, let element = variable.type.arrayElement ?? pathElementType(call.arguments.first!.expression),
                      let value = value(call.arguments.first!.expression, expecting: element) else { return nil }
                // An optional appended to a list of values (`list.append(maybe)`) is not what the model can hold.
                if let (_, type) = translate(call.arguments.first!.expression), type.isOptional, !element.isOptional { return nil }
                return [Statement(kind: .append(target, value), range: range, targetRange: targetRange)]
            case "removeLast":
                if call.arguments.isEmpty { return [Statement(kind: .removeLast(target, count: 1), range: range, targetRange: targetRange)] }
                if let n = call.arguments.first?.expression.as(IntegerLiteralExprSyntax.self).flatMap({ Int($0.literal.text) }), n >= 1 {
                    return [Statement(kind: .removeLast(target, count: n), range: range, targetRange: targetRange)]
                }
                return nil
            case "popLast":
                return call.arguments.isEmpty ? [Statement(kind: .popLast(target), range: range, targetRange: targetRange)] : nil
            case "removeAll":
                return call.arguments.isEmpty ? [Statement(kind: .removeAll(target), range: range, targetRange: targetRange)] : nil
            case "toggle":
                return variable.type == .bool ? [Statement(kind: .toggle(target), range: range, targetRange: targetRange)] : nil
            default:
                return nil
            }
        }
        if let statements = modelMethod(call) { return statements }
        if let ref = call.calledExpression.as(DeclReferenceExprSyntax.self) {
            let name = ref.baseName.text
            if name == "Task", let closure = call.trailingClosure {
                // `Task { await router.open(x) }`: its statements (they run after the event, in order).
                return statements(closure.statements, opaqueIfNot: true)
            }
            if let p = builder.module.types[scope.owner]?.property(name), p.wrapper == "Environment",
               p.wrapperArgument?.hasSuffix("dismiss") == true, call.arguments.isEmpty {
                return [Statement(kind: .dismiss, range: range, targetRange: range)]
            }
            if let action = builder.actionNames["\(scope.owner).\(name)"], call.arguments.isEmpty {
                return [Statement(kind: .run(action), range: range, targetRange: source.range(ref))]
            }
            if call.arguments.isEmpty, let method = builder.module.types[scope.owner]?.method(name), method.parameters.isEmpty,
               method.returnType == nil, let body = method.body {
                // A method of this view that is not a scene-wide action (it uses the instance's bindings): its
                // statements, in place. A method that calls itself is not followed past the first level.
                let key = "method \(scope.owner).\(name)"
                guard builder.inlining.insert(key).inserted else { return nil }
                defer { builder.inlining.remove(key) }
                return ExpressionTranslator(builder: builder, scope: Scope(owner: scope.owner, source: method.source))
                    .statements(body, opaqueIfNot: false)
            }
            if name == "withAnimation", let closure = call.trailingClosure {
                return statements(closure.statements, opaqueIfNot: false)
            }
        }
        return nil
    }

    /// Parameters bound to the call's arguments: a value the model holds, else an unknown value of the parameter's
    /// type; a parameter the model cannot type stays unknown (reads of it are unknown).
    func bind(_ parameters: [(label: String, name: String, type: TypeSyntax)], _ call: FunctionCallExprSyntax?, into inner: inout Scope) {
        let arguments = Array(call?.arguments ?? [])
        var positional = 0
        for parameter in parameters {
            inner.locals[parameter.name] = nil
            inner.substitutions[parameter.name] = nil
            let given: ExprSyntax?
            if let labelled = arguments.first(where: { $0.label?.text == parameter.label }) { given = labelled.expression }
            else if parameter.label == "_", positional < arguments.count, arguments[positional].label == nil {
                given = arguments[positional].expression
                positional += 1
            } else { given = nil }
            guard let given, let type = builder.typeRef(parameter.type) else { continue }
            inner.substitutions[parameter.name] = (argument(given, type), type)
        }
    }

    /// An argument for a parameter of `type`: its value, or an unknown value of the type (also when a non-optional
    /// value meets an optional parameter: the model cannot write `Optional(value)` so that `if let` reads it).
    func argument(_ given: ExprSyntax, _ type: TypeRef) -> Expression {
        let range = source.range(given)
        guard let value = value(given, expecting: type) else { return builder.unknownValue(type, at: range) }
        if type.isOptional, let (_, found) = translate(given), !found.isOptional, found != .nilLiteral { return builder.unknownValue(type, at: range) }
        return value
    }

    /// `router.show(item)`: a method of an observable model (a router) the view reaches, its statements in place with
    /// its parameters bound (navigation done in model code). nil when it is not one.
    func modelMethod(_ call: FunctionCallExprSyntax) -> [Statement]? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base, let owner = objectType(base),
              let method = builder.module.types[owner]?.method(member.declName.baseName.text), let body = method.body else { return nil }
        let key = "method \(owner).\(method.name)"
        guard builder.inlining.insert(key).inserted else { return nil }
        defer { builder.inlining.remove(key) }
        var inner = Scope(owner: owner, source: method.source)
        bind(method.parameters, call, into: &inner)
        return ExpressionTranslator(builder: builder, scope: inner).statements(body, opaqueIfNot: true)
    }

    /// `flag = model.shouldShow`, `draft = draft.uppercased()`: a value the front end cannot compute, written to a
    /// variable that is not a path, is some value of the variable's type (a sound abstraction, noted as one). A path is
    /// not abstracted so: "any path" would push values nothing pushes (the caller approximates it, as an unknown site).
    func someValue(of type: TypeRef, _ written: ExprSyntax, from start: ExprSyntax? = nil) -> Expression? {
        guard !type.isPath else { return nil }
        var range = source.range(written)
        if let start { range = SourceRange(file: range.file, start: source.range(start).start, end: range.end) }
        builder.noteOpaque(.value, brief(written), range, mayNavigate: true, abstraction: true)
        return builder.unknownValue(type, at: range)
    }

    /// A NavigationPath takes any Hashable: the appended value's own type.
    func pathElementType(_ expr: ExprSyntax) -> TypeRef? {
        translate(expr)?.1 ?? inferType(expr)
    }
}
