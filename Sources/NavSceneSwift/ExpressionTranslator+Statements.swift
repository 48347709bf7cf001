import NavSceneDiagnostics
import NavSceneModel
import SwiftSyntax

/// Button closures and view methods as navigation statements.
extension ExpressionTranslator {
    // MARK: - Statements

    /// A closure's or method's statements as navigation statements. A statement the front end cannot follow makes
    /// the result nil, or (with `opaqueIfNot`) is left out and recorded as an opaque site that may navigate. A
    /// `return` ends the body (the statements after an `if` that may return are in its other branch).
    func statements(_ items: CodeBlockItemListSyntax, opaqueIfNot: Bool) -> [Statement]? {
        if builder.statementNesting == 0 { builder.statementWork = 0 }
        builder.statementNesting += 1
        defer { builder.statementNesting -= 1 }
        return sequence(Array(items)[...], .end, opaqueIfNot: opaqueIfNot)
    }

    /// The statements of `items`, then what `flow` says runs after them (see `StatementFlow`).
    func sequence(_ items: ArraySlice<CodeBlockItemSyntax>, _ flow: StatementFlow, opaqueIfNot: Bool) -> [Statement]? {
        var result: [Statement] = []
        var translator = self
        // The locals these statements bind to values of module types (`ForeignCodeReach`): every statement after
        // the binding is read by this translator or one made from it, so each use is judged.
        if translator.typedLocals == nil, let list = items.first?.parent { translator.typedLocals = TypedLocalTable(root: list) }
        if let list = items.first?.parent, let first = items.first, let last = items.last {
            let start = first.positionAfterSkippingLeadingTrivia.utf8Offset
            builder.noteInlinedBlock(list.id, file: source.file.path, start: start) {
                SourceRange(file: source.file.path, start: source.file.location(ofByte: start),
                            end: source.file.location(ofByte: last.endPositionBeforeTrailingTrivia.utf8Offset))
            }
        }
        var index = items.startIndex
        while index < items.endIndex {
            let item = items[index]
            index += 1
            builder.statementWork += 1
            guard builder.statementWork <= SceneBuilder.maxStatementWork else { return nil }
            let node = Syntax(item.item)
            if let deferred = node.as(DeferStmtSyntax.self) {
                // Its statements run when the block is left, however it is (`StatementFlow.deferring`).
                guard let body = translator.sequence(Array(deferred.body.statements)[...], .end, opaqueIfNot: opaqueIfNot) else { return nil }
                let charge = { [builder] () -> Bool in
                    builder.statementWork += max(1, body.count)
                    return builder.statementWork <= SceneBuilder.maxStatementWork
                }
                guard let rest = translator.sequence(items[index...], flow.deferring(body, charge: charge), opaqueIfNot: opaqueIfNot) else { return nil }
                return result + rest
            }
            if let exit = translator.exit(node, flow, opaqueIfNot: opaqueIfNot) {
                guard let tail = exit else { return nil }
                return result + tail
            }
            if let kind = BranchKind(node) {
                // A branch that may leave the block (`return`, `break`, a `try` that may throw to a `catch`) takes the
                // rest of the block into its branches; any other is followed by it.
                let rest = items[index...]
                let translated: [Statement]?
                var takesRest = true
                if let guardNode = node.as(GuardStmtSyntax.self) {
                    translated = translator.guardStatement(guardNode, rest: rest, flow, opaqueIfNot: opaqueIfNot)
                } else {
                    takesRest = translator.mayLeave(node, throwing: flow.onThrow != nil)
                    var inner = flow
                    inner.next = takesRest ? { [translator] in translator.sequence(rest, flow, opaqueIfNot: opaqueIfNot) } : { [] }
                    translated = translator.branch(node, kind, inner, opaqueIfNot: opaqueIfNot)
                }
                if let translated {
                    result += translated
                    if takesRest { return result }
                    continue
                }
                guard opaqueIfNot else { return nil }
                // Not followed (too deep, a labelled `break`, ...): an unknown site when it may navigate; the rest of
                // the block follows it.
                if translator.mayNavigate(item.item) { result += translator.unknownStatement(Syntax(item.item), brief(item), source.range(item)) }
                continue
            }
            var translated: [Statement]?
            var isBinding = false
            if let decl = node.as(VariableDeclSyntax.self), decl.bindings.count == 1, let binding = decl.bindings.first,
               binding.pattern.is(IdentifierPatternSyntax.self), let started = binding.initializer.flatMap({ startedTask($0.value) }) {
                // `let task = Task { ... }`: a local handle, and the task's statements.
                translated = translator.statements(started.statements, opaqueIfNot: true)
                isBinding = true
            } else if let decl = node.as(VariableDeclSyntax.self), decl.bindingSpecifier.text == "let", decl.bindings.count == 1,
               let binding = decl.bindings.first, let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
               let initial = binding.initializer?.value {
                // The type written on the `let` is the one Swift gives it; else what the initializer says.
                let type = binding.typeAnnotation.flatMap { builder.typeRef($0.type) } ?? translator.translate(initial)?.1 ?? translator.inferType(initial)
                    ?? translator.caseType(initial)
                // Computed exactly, or a stand-in of the type; an optional is an unknown value of its type (its
                // stand-in, `nil`, would give what reads it, `relationships?.first`, no type).
                if let type, let value = translator.value(initial, expecting: type, approximate: !type.isOptional) {
                    translator.scope.substitutions[name] = (value, type)
                    translated = []
                    isBinding = true
                } else if let type {
                    // `let route: Route = if ... { .a } else { .b }`: a value the model cannot compute but whose type
                    // Swift fixes; what reads it reads an unknown value of that type. A call in the initializer that
                    // may itself navigate keeps it an unknown statement.
                    translator.scope.substitutions[name] = (builder.unknownValue(type, at: source.range(initial)), type)
                    translated = []
                    if initial.tokens(viewMode: .sourceAccurate).contains(where: { $0.tokenKind == .leftParen }) && translator.mayNavigate(initial) {
                        guard opaqueIfNot else { return nil }
                        // `let loaded = await model.load()`: the method's statements run; what it returns is unknown.
                        translated = translator.calledMethod(initial) ?? translator.unknownStatement(Syntax(initial), brief(item), source.range(item))
                    }
                    isBinding = true
                }
            }
            if !isBinding {
                translated = translator.statement(node)
                if let decl = node.as(VariableDeclSyntax.self) {
                    // Locals the model does not hold hide the properties of their names from here on; `let x = await
                    // load()` runs the method.
                    // (`@Bindable var model = model` is the object the name held: its uses read that object.)
                    if !Self.isBindableAlias(decl) { for binding in decl.bindings { translator.unbind(binding.pattern) } }
                    if translated == nil, decl.bindings.count == 1, let initial = decl.bindings.first?.initializer?.value {
                        translated = translator.calledMethod(initial)
                    }
                }
                if translated == nil {
                    guard opaqueIfNot else { return nil }
                    // A statement that cannot reach navigation state (`print(...)`, a write the model does not hold) is
                    // not a navigation site: left out. Any other is an unknown site that may navigate.
                    if translator.mayNavigate(item.item) { translated = translator.unknownStatement(Syntax(item.item), brief(item), source.range(item)) }
                }
            }
            // A statement that may throw to a `catch`: the catch may run instead of it, or after it.
            if let onThrow = flow.onThrow, throwsHere(item) {
                let range = source.range(item)
                let done = translated ?? []
                guard let caught = onThrow(), var continued = translator.sequence(items[index...], flow, opaqueIfNot: opaqueIfNot) else { return nil }
                if !done.isEmpty {
                    guard let caughtAfter = onThrow() else { return nil }
                    continued = unknownBranch(at: range, then: caughtAfter, otherwise: continued)
                }
                return result + unknownBranch(at: range, then: caught, otherwise: done + continued)
            }
            result += translated ?? []
        }
        guard let after = flow.next() else { return nil }
        return result + after
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
        // `start != nil ? editExpense() : addExpense()`: a branch on the condition, each side a statement.
        if let sequence = expr.as(SequenceExprSyntax.self), !sequence.elements.contains(where: { $0.is(AssignmentExprSyntax.self) }),
           let (condition, then, rest) = ternary(Array(sequence.elements)) {
            return ternaryStatement(condition, then, rest, range: range)
        }
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
            let made = builder.unknownCount
            if let (value, type) = binary(Array(elements[2...])), type == variable.type {
                return [Statement(kind: .set(target, latentIfUnknown(value, variable.type, made: made)), range: range, targetRange: source.range(elements[0]))]
            }
            guard let value = someValue(of: variable.type, ExprSyntax(sequence), from: elements[2], parts: Array(elements[2...])) else { return nil }
            return [Statement(kind: .set(target, latentIfUnknown(value, variable.type, made: made)), range: range, targetRange: source.range(elements[0]))]
        }
        if let sequence = expr.as(SequenceExprSyntax.self), sequence.elements.count == 3,
           Array(sequence.elements)[1].is(AssignmentExprSyntax.self) {
            let elements = Array(sequence.elements)
            if let started = startedTask(elements[2]), !mayNavigate(elements[0]) {
                // `searchTask = Task { ... }`: a handle kept where writing it cannot navigate, and the task's
                // statements, which run after the event, in order.
                return statements(started.statements, opaqueIfNot: true)
            }
            guard let target = stateTarget(elements[0]), let variable = stateVariable(target) else { return nil }
            let targetRange = source.range(elements[0])
            let rhs = elements[2]
            if variable.type.isPath {
                if let array = rhs.as(ArrayExprSyntax.self), array.elements.isEmpty { return [Statement(kind: .removeAll(target), range: range, targetRange: targetRange)] }
                if let call = rhs.as(FunctionCallExprSyntax.self), call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "NavigationPath", call.arguments.isEmpty {
                    return [Statement(kind: .removeAll(target), range: range, targetRange: targetRange)]
                }
            }
            let made = builder.unknownCount
            if let value = value(rhs, expecting: variable.type, approximate: false) ?? someValue(of: variable.type, rhs)
                ?? value(rhs, expecting: variable.type) {
                // Navigation state written with a value the model cannot compute holds a latent value.
                return [Statement(kind: .set(target, latentIfUnknown(value, variable.type, made: made)), range: range, targetRange: targetRange)]
            }
            return nil
        }
        if let member = expr.as(MemberAccessExprSyntax.self), ["value", "result"].contains(member.declName.baseName.text),
           member.base?.is(FunctionCallExprSyntax.self) == true {
            return calledMethod(expr)
        }
        guard let call = expr.as(FunctionCallExprSyntax.self) else { return nil }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
           let target = stateTarget(base), let variable = stateVariable(target) {
            let targetRange = source.range(base)
            // `text.removeAll()` on a String, `count.removeLast()`...: a list's methods only on a path or a list.
            let isList = variable.type.isPath || variable.type.arrayElement != nil
            if !isList, ["append", "removeLast", "popLast", "removeAll"].contains(member.declName.baseName.text) { return nil }
            switch member.declName.baseName.text {
            case "append":
                guard call.arguments.count == 1 else { return nil }
                if call.arguments.first?.label?.text == "contentsOf" { return appendedElements(call, to: target, variable, range: range, targetRange: targetRange) }
                let appended = call.arguments.first!.expression
                guard let element = variable.type.arrayElement ?? pathElementType(appended) ?? caseType(appended) else { return nil }
                // An optional appended to a list of values (`list.append(maybe)`) is not what the model can hold.
                if let (_, type) = translate(appended), type.isOptional, !element.isOptional { return nil }
                if let value = value(appended, expecting: element) {
                    return [Statement(kind: .append(target, value), range: range, targetRange: targetRange)]
                }
                // `path.append(Route.story(item.toStory()))`: a value the model cannot compute, of a type Swift fixes
                // (the typed path's element, or the value's own type on a NavigationPath): a push of an unknown value
                // of that type. A call inside it that may navigate too is also an unknown statement.
                guard let type = variable.type.arrayElement ?? inferType(appended) ?? caseType(appended), !type.isOptional || element.isOptional else { return nil }
                var result: [Statement] = []
                if appended.tokens(viewMode: .sourceAccurate).contains(where: { $0.tokenKind == .leftParen }) && !isCaseConstruction(appended, of: type)
                    && mayNavigate(appended) {
                    builder.noteOpaque(.statement, brief(appended), source.range(appended), mayNavigate: true, cause: builder.reach.cause)
                }
                result.append(Statement(kind: .append(target, builder.unknownValue(type, at: source.range(appended))), range: range, targetRange: targetRange))
                return result
            case "removeLast":
                if call.arguments.isEmpty { return [Statement(kind: .removeLast(target, count: 1), range: range, targetRange: targetRange)] }
                if let n = call.arguments.first?.expression.as(IntegerLiteralExprSyntax.self).flatMap({ Int($0.literal.text) }), n >= 1 {
                    return [Statement(kind: .removeLast(target, count: n), range: range, targetRange: targetRange)]
                }
                // `path.removeLast(path.count)`: every element, back to the root.
                if call.arguments.count == 1, let counted = call.arguments.first?.expression.as(MemberAccessExprSyntax.self),
                   counted.declName.baseName.text == "count", let countedBase = counted.base, stateTarget(countedBase) == target {
                    return [Statement(kind: .removeAll(target), range: range, targetRange: targetRange)]
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
        if let statements = openURLStatements(call) { return statements }
        if let statements = storeSendStatements(call) { return statements }
        if let statements = closurePropertyCall(call) { return statements }
        if let closure = scheduledClosure(call) {
            // `DispatchQueue.main.async { ... }`, `Task.detached { ... }`: its statements (they run later, in order;
            // the interpreter has no time).
            return statements(closure.statements, opaqueIfNot: true)
        }
        if let body = immediateBody(call) { return body }
        if let closure = childTask(call) {
            // `group.addTask { ... }` of a task group's body: a task started here, like `Task { ... }`.
            return statements(closure.statements, opaqueIfNot: true)
        }
        // `dismiss.callAsFunction()`, `presentationMode.wrappedValue.dismiss()`.
        if call.arguments.isEmpty, call.trailingClosure == nil, isEnvironmentDismiss(call.calledExpression) {
            return [Statement(kind: .dismiss, range: range, targetRange: range)]
        }
        // `dismiss()` or `self.dismiss()`, `close()` or `self.close()`: a name of the view.
        let callee = call.calledExpression.as(MemberAccessExprSyntax.self).flatMap { member -> DeclReferenceExprSyntax? in
            member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" ? member.declName : nil
        } ?? call.calledExpression.as(DeclReferenceExprSyntax.self)
        if let ref = callee {
            let name = ref.baseName.text
            if name == "Task", let closure = call.trailingClosure {
                // `Task { await router.open(x) }`: its statements (they run after the event, in order).
                return statements(closure.statements, opaqueIfNot: true)
            }
            if isEnvironmentDismiss(ExprSyntax(ref)), call.arguments.isEmpty {
                return [Statement(kind: .dismiss, range: range, targetRange: range)]
            }
            if let action = builder.actionNames["\(scope.owner).\(name)"], call.arguments.isEmpty {
                return [Statement(kind: .run(action), range: range, targetRange: source.range(ref))]
            }
            // (A method that returns a value runs the same way; the value is dropped: `@discardableResult`, a `Task`.)
            if let method = builder.module.types[scope.owner]?.method(name), let body = method.body {
                return viewMethod(method, body, call)
            }
            if name == "withAnimation" || name == "withTransaction", let closure = call.trailingClosure {
                return statements(closure.statements, opaqueIfNot: true)
            }
        }
        return nil
    }

    /// `path.append(contentsOf: [.a, .b])`: one push per element of the literal, in order. Any other sequence is not
    /// translated here (a list that is not a path is then any list, `writeSetAbstraction`).
    func appendedElements(_ call: FunctionCallExprSyntax, to target: String, _ variable: StateVariable, range: SourceRange,
                          targetRange: SourceRange) -> [Statement]? {
        guard let array = call.arguments.first?.expression.as(ArrayExprSyntax.self), let element = variable.type.arrayElement else { return nil }
        var result: [Statement] = []
        for item in array.elements {
            guard let value = value(item.expression, expecting: element) else { return nil }
            result.append(Statement(kind: .append(target, value), range: range, targetRange: targetRange))
        }
        return result
    }

    /// `await model.load()`, `try fetch(id)`, whose value is kept: the statements of the module's method it calls (the
    /// owner's, or an observable model's the view reaches), nil for any other expression.
    func calledMethod(_ expr: ExprSyntax) -> [Statement]? {
        var inner = expr
        while true {
            if let a = inner.as(AwaitExprSyntax.self) { inner = a.expression } else if let t = inner.as(TryExprSyntax.self), t.questionOrExclamationMark == nil {
                inner = t.expression
            } else { break }
        }
        // `await model.refresh().value`: the task the method starts, awaited (its statements are the method's).
        if let member = inner.as(MemberAccessExprSyntax.self), ["value", "result"].contains(member.declName.baseName.text),
           let base = member.base, base.is(FunctionCallExprSyntax.self) {
            inner = base
        }
        // `await Task { ... }.value`: the task's statements, awaited.
        if let started = startedTask(inner) { return statements(started.statements, opaqueIfNot: true) }
        guard let call = inner.as(FunctionCallExprSyntax.self) else { return nil }
        if let statements = modelMethod(call) { return statements }
        if let body = immediateBody(call) { return body }
        let callee = call.calledExpression.as(MemberAccessExprSyntax.self).flatMap { member -> DeclReferenceExprSyntax? in
            member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" ? member.declName : nil
        } ?? call.calledExpression.as(DeclReferenceExprSyntax.self)
        guard let name = callee?.baseName.text, !scope.declares(name), let method = builder.module.types[scope.owner]?.method(name),
              let body = method.body else { return nil }
        return viewMethod(method, body, call)
    }

    /// The view's environment action that dismisses it, as a function: `dismiss` or `self.dismiss` of
    /// `@Environment(\.dismiss)`, its `callAsFunction`, or `presentationMode.wrappedValue.dismiss` of
    /// `@Environment(\.presentationMode)` (which dismisses the same way).
    func isEnvironmentDismiss(_ callee: ExprSyntax) -> Bool {
        var expr = callee
        if let member = expr.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "callAsFunction", let base = member.base { expr = base }
        var key = "dismiss"
        if let member = expr.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "dismiss",
           let wrapped = member.base?.as(MemberAccessExprSyntax.self), wrapped.declName.baseName.text == "wrappedValue", let base = wrapped.base {
            expr = base
            key = "presentationMode"
        }
        let reference = expr.as(DeclReferenceExprSyntax.self)
            ?? expr.as(MemberAccessExprSyntax.self).flatMap { $0.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" ? $0.declName : nil }
        guard let name = reference?.baseName.text, !scope.declares(name),
              let property = builder.module.types[scope.owner]?.property(name), property.wrapper == "Environment" else { return false }
        return property.wrapperArgument.map { $0 == "\\.\(key)" || $0.hasSuffix(".\(key)") } ?? false
    }

    /// The dismiss action given as a function (`Button(action: dismiss)`, `dismiss.callAsFunction`): as if called; a
    /// closure property of the view (`Button(action: onLogin)`) that may navigate only by writing state: the writes
    /// of unknown values to it (an abstraction, `ClosurePropertyWrites`). nil for any other function.
    func referencedAction(_ expr: ExprSyntax) -> [Statement]? {
        let range = source.range(expr)
        if isEnvironmentDismiss(expr) { return [Statement(kind: .dismiss, range: range, targetRange: range)] }
        if let statements = givenClosureStatements(expr) { return statements }
        if let (type, property) = ownClosureProperty(expr), let statements = closurePropertyStatements(type, property, range: range, what: brief(expr)) {
            return statements
        }
        if mayNavigate(expr), let statements = modelMethodReference(expr) { return statements }
        guard mayNavigate(expr), let writes = writeSetAbstraction(Syntax(expr)) else { return nil }
        builder.noteOpaque(.statement, brief(expr), range, mayNavigate: !onlyLatent(writes), abstraction: true)
        return writes
    }

    /// A method of this view that is not a scene-wide action (it uses the instance's state or takes parameters): its
    /// statements, in place, with its parameters bound. What the front end cannot follow in it is one unknown site,
    /// the call (the view's code holds it); the rest is modelled. A method that calls itself is not followed past the
    /// first level.
    func viewMethod(_ method: SwiftModule.Method, _ body: CodeBlockItemListSyntax, _ call: FunctionCallExprSyntax) -> [Statement]? {
        // A parameter the model cannot type (a closure) or one passed `inout` would be read as not navigating.
        let owner = scope.owner
        guard method.parameters.allSatisfy({ builder.typeRef(answeringAliases($0.type, owner: owner)) != nil }), call.trailingClosure == nil,
              !call.arguments.contains(where: { $0.expression.is(InOutExprSyntax.self) }) else { return nil }
        let key = "method \(scope.owner).\(method.name)"
        guard builder.inlining.insert(key).inserted else { return nil }
        defer { builder.inlining.remove(key) }
        var scope = Scope(owner: scope.owner, source: method.source)
        bind(method.parameters, call, into: &scope)
        let before = builder.scene.opaque.count
        guard let statements = ExpressionTranslator(builder: builder, scope: scope).statements(body, opaqueIfNot: true) else { return nil }
        if let cause = builder.dropUnknownNavigation(since: before) {
            builder.noteOpaque(.statement, brief(call), source.range(call), mayNavigate: true, cause: cause)
        }
        return statements
    }

    /// `Task { ... }`, `Task(priority: .low) { ... }`, `Task.detached { ... }`: the closure of a task started here.
    func startedTask(_ expr: ExprSyntax) -> ClosureExprSyntax? {
        guard let call = expr.as(FunctionCallExprSyntax.self), let closure = call.trailingClosure, call.additionalTrailingClosures.isEmpty,
              call.arguments.allSatisfy({ $0.label?.text == "priority" && !$0.expression.is(FunctionCallExprSyntax.self) }) else { return nil }
        let callee = call.calledExpression
        if callee.as(DeclReferenceExprSyntax.self)?.baseName.text == "Task" { return closure }
        if let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "detached",
           member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "Task" { return closure }
        return nil
    }

    /// Swift's concurrency functions that run their body closure once, before they return: a task group's
    /// (`withThrowingTaskGroup(of:) { group in ... }`) and a continuation's (`withCheckedContinuation { c in ... }`).
    static let immediateBodyFunctions: Set<String> = [
        "withTaskGroup", "withThrowingTaskGroup", "withDiscardingTaskGroup", "withThrowingDiscardingTaskGroup",
        "withCheckedContinuation", "withCheckedThrowingContinuation", "withUnsafeContinuation", "withUnsafeThrowingContinuation",
    ]

    /// The body closure of a call of one of `immediateBodyFunctions` (not a function of the module of that name), when
    /// its other arguments cannot navigate (`of: Void.self`): the call is its body's statements, with the closure's
    /// parameters (the group, the continuation: another module's values) hiding the owner's names. nil otherwise.
    func immediateBody(_ call: FunctionCallExprSyntax) -> [Statement]? {
        guard let closure = immediateBodyClosure(call), !scope.declares(call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text ?? ""),
              !call.arguments.contains(where: { $0.expression.id != closure.id && mayNavigate($0.expression) }) else { return nil }
        var translator = self
        if let parameters = closure.signature?.parameterClause { translator.unbind(parameters) }
        return translator.statements(closure.statements, opaqueIfNot: true)
    }

    /// The body closure of a call of one of `immediateBodyFunctions` by its unqualified name, which the module does not
    /// declare itself: the trailing closure, or the argument labelled `body`.
    func immediateBodyClosure(_ call: FunctionCallExprSyntax) -> ClosureExprSyntax? {
        guard let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, Self.immediateBodyFunctions.contains(name),
              builder.module.freeFunctions[name] == nil, call.additionalTrailingClosures.isEmpty else { return nil }
        if let trailing = call.trailingClosure {
            return call.arguments.contains(where: { $0.label?.text == "body" }) ? nil : trailing
        }
        return call.arguments.first(where: { $0.label?.text == "body" })?.expression.as(ClosureExprSyntax.self)
    }

    /// `group.addTask { ... }` (or `addTaskUnlessCancelled`), where `group` is the first parameter of the body of an
    /// enclosing task group call (`immediateBodyClosure`): the child task's closure. Only `priority:` may be given.
    func childTask(_ call: FunctionCallExprSyntax) -> ClosureExprSyntax? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), ["addTask", "addTaskUnlessCancelled"].contains(member.declName.baseName.text),
              let group = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text, let closure = call.trailingClosure,
              call.additionalTrailingClosures.isEmpty,
              call.arguments.allSatisfy({ $0.label?.text == "priority" && !$0.expression.is(FunctionCallExprSyntax.self) }) else { return nil }
        // The nearest enclosing closure that declares the name decides what it is (bounded by the tree's depth).
        var current = Syntax(call).parent
        var steps = 0
        while let node = current, steps < 512 {
            steps += 1
            if let enclosing = node.as(ClosureExprSyntax.self), let names = closureParameterNames(enclosing), names.contains(group) {
                guard names.first == group, let outer = enclosing.parent.flatMap(closureCall), immediateBodyClosure(outer)?.id == enclosing.id,
                      outer.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text.contains("TaskGroup") == true else { return nil }
                return closure
            }
            if node.is(FunctionDeclSyntax.self) || node.is(AccessorDeclSyntax.self) || node.is(InitializerDeclSyntax.self) { return nil }
            current = node.parent
        }
        return nil
    }

    /// The names a closure's signature declares (`group in`, `(group) in`); nil when it has no signature.
    private func closureParameterNames(_ closure: ClosureExprSyntax) -> [String]? {
        guard let clause = closure.signature?.parameterClause else { return nil }
        switch clause {
        case .simpleInput(let list): return list.map { $0.name.text }
        case .parameterClause(let parameters): return parameters.parameters.map { ($0.secondName ?? $0.firstName).text }
        }
    }

    /// The call a closure is the trailing closure or an argument of.
    private func closureCall(_ parent: Syntax) -> FunctionCallExprSyntax? {
        if let call = parent.as(FunctionCallExprSyntax.self) { return call }
        if let argument = parent.as(LabeledExprSyntax.self) { return argument.parent?.parent?.as(FunctionCallExprSyntax.self) }
        return nil
    }

    /// The closure a call runs as it is, now or later: `DispatchQueue.main.async { }`, `.asyncAfter(deadline:) { }`,
    /// `Task.detached { }`, `MainActor.run { }` (the trailing closure, or a closure argument).
    func scheduledClosure(_ call: FunctionCallExprSyntax) -> ClosureExprSyntax? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base else { return nil }
        let name = member.declName.baseName.text
        let baseName = base.as(DeclReferenceExprSyntax.self)?.baseName.text
        let schedules: Bool
        switch name {
        case "async", "asyncAfter":
            let queue = base.as(MemberAccessExprSyntax.self)
            schedules = queue?.declName.baseName.text == "main" && queue?.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "DispatchQueue"
        case "detached": schedules = baseName == "Task"
        case "run": schedules = baseName == "MainActor"
        default: schedules = false
        }
        guard schedules else { return nil }
        return call.trailingClosure ?? call.arguments.lazy.compactMap { $0.expression.as(ClosureExprSyntax.self) }.first
    }

    /// Parameters bound to the call's arguments: a value the model holds, else an unknown value of the parameter's
    /// type; a parameter the model cannot type stays unknown (reads of it are unknown).
    func bind(_ parameters: [(label: String, name: String, type: TypeSyntax)], _ call: FunctionCallExprSyntax?, into inner: inout Scope) {
        let arguments = Array(call?.arguments ?? [])
        var positional = 0
        for parameter in parameters {
            inner.locals[parameter.name] = nil
            inner.substitutions[parameter.name] = nil
            inner.hidden.insert(parameter.name)
            let given: ExprSyntax?
            if let labelled = arguments.first(where: { $0.label?.text == parameter.label }) { given = labelled.expression }
            else if parameter.label == "_", positional < arguments.count, arguments[positional].label == nil {
                given = arguments[positional].expression
                positional += 1
            } else { given = nil }
            guard let given, let type = builder.typeRef(answeringAliases(parameter.type, owner: inner.owner)) else { continue }
            inner.substitutions[parameter.name] = (argument(given, type), type)
        }
    }

    /// A parameter's type as the code run on a value of `owner` means it: a name `owner` (or a superclass of the
    /// module's) answers with a type alias, that alias's type (`RouteType` in a protocol's extension run on a conformer
    /// declaring `typealias RouteType = AppRoute`, as Swift binds the associated type); else the type as written.
    func answeringAliases(_ type: TypeSyntax, owner: String) -> TypeSyntax {
        if let optional = type.as(OptionalTypeSyntax.self) {
            let wrapped = answeringAliases(optional.wrappedType, owner: owner)
            return wrapped.id == optional.wrappedType.id ? type : TypeSyntax(OptionalTypeSyntax(wrappedType: wrapped))
        }
        guard let identifier = type.as(IdentifierTypeSyntax.self), identifier.genericArgumentClause == nil else { return type }
        let name = identifier.name.text
        var current = builder.module.types[owner]
        var steps = 0
        while let candidate = current, steps < 32 {
            if let aliased = candidate.typeAliases[name] { return aliased }
            current = builder.module.superclass(of: candidate)
            steps += 1
        }
        return type
    }

    /// An argument for a parameter of `type`: its value, or an unknown value of the type (also when a non-optional
    /// value meets an optional parameter: the model cannot write `Optional(value)` so that `if let` reads it).
    func argument(_ given: ExprSyntax, _ type: TypeRef) -> Expression {
        let range = source.range(given)
        guard let value = value(given, expecting: type) else { return builder.unknownValue(type, at: range) }
        if type.isOptional, let (_, found) = translate(given), !found.isOptional, found != .nilLiteral { return builder.unknownValue(type, at: range) }
        // `destination: .glassButtonStyles` for a `Page?` parameter: a case of the wrapped type (untyped without its
        // context), as non-optional as the value above.
        if type.isOptional, let member = Self.implicitMemberName(given), member != "none" { return builder.unknownValue(type, at: range) }
        return value
    }

    /// The name of `.case` or `.case(...)` (a member of the type the context expects); nil for anything else.
    static func implicitMemberName(_ expr: ExprSyntax) -> String? {
        let callee = expr.as(FunctionCallExprSyntax.self)?.calledExpression ?? expr
        guard let member = callee.as(MemberAccessExprSyntax.self), member.base == nil else { return nil }
        return member.declName.baseName.text
    }

    /// `ok ? save() : cancel()` as a statement: the side the condition picks runs (an unknown Bool when the model
    /// cannot compute it). A side that cannot navigate does nothing the model holds; nil when a side, or computing the
    /// condition, may navigate and cannot be read (the whole is then decided as a statement is).
    private func ternaryStatement(_ condition: [ExprSyntax], _ then: ExprSyntax, _ rest: [ExprSyntax], range: SourceRange) -> [Statement]? {
        guard builder.statementDepth < SceneBuilder.maxStatementDepth else { return nil }
        builder.statementDepth += 1
        defer { builder.statementDepth -= 1 }
        func side(_ expr: ExprSyntax) -> [Statement]? { statement(expr) ?? (mayNavigate(expr) ? nil : []) }
        let otherwiseStatements: [Statement]?
        if rest.count == 1 {
            otherwiseStatements = side(rest[0])
        } else if let (innerCondition, innerThen, innerRest) = ternary(rest) {
            // `a ? x() : b ? y() : z()`: the nested branch, read in place.
            let innerRange = source.range(rest[0]).union(source.range(rest[rest.count - 1]))
            otherwiseStatements = ternaryStatement(innerCondition, innerThen, innerRest, range: innerRange)
        } else {
            otherwiseStatements = rest.contains(where: { mayNavigate($0) }) ? nil : []
        }
        guard let thenStatements = side(then), let otherwiseStatements else { return nil }
        var decided: Expression?
        if let (value, type) = operand(condition), type == .bool { decided = value }
        else if condition.contains(where: { mayNavigate($0) }) { return nil }
        let keyword = source.range(condition[0]).union(source.range(condition[condition.count - 1]))
        return conditional(decided, binding: nil, then: thenStatements, otherwise: otherwiseStatements, range: range, keyword: keyword,
                           what: condition.map { brief($0) }.joined(separator: " "))
    }

    /// `router.show(item)`: a method of an observable model (a router) the view reaches, its statements in place with
    /// its parameters bound (navigation done in model code). nil when it is not one.
    func modelMethod(_ call: FunctionCallExprSyntax) -> [Statement]? {
        // `router?.show(item)` of an optional model (`weak var router: Router?`, `@Environment(\.router)` of an
        // optional value): the method runs when the object is there, which is not told (an unknown Bool).
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let chain = member.base?.as(OptionalChainingExprSyntax.self),
           chain.expression.is(DeclReferenceExprSyntax.self) || chain.expression.is(MemberAccessExprSyntax.self),
           let owner = stateObjectType(chain.expression, throughOptional: true) {
            guard let statements = modelMethod(call, owner: owner, member: member) else { return nil }
            let range = source.range(chain)
            builder.noteOpaque(.value, brief(chain.expression) + " is there", range, mayNavigate: false, abstraction: true)
            return unknownBranch(at: range, then: statements, otherwise: [])
        }
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base, let owner = objectType(base) else { return nil }
        return modelMethod(call, owner: owner, member: member)
    }

    /// `owner`'s method `member` names, called by `call`, its statements in place (`modelMethod`).
    private func modelMethod(_ call: FunctionCallExprSyntax, owner: String, member: MemberAccessExprSyntax) -> [Statement]? {
        guard let method = builder.module.types[owner]?.method(member.declName.baseName.text), let body = method.body,
              // A closure given to it (which its body may call, any number of times) or a variable passed `inout`
              // would be read as not navigating: such a call is decided as a whole (`mayNavigate`).
              !method.parameters.contains(where: { mayTakeClosure($0.type) }), call.trailingClosure == nil, call.additionalTrailingClosures.isEmpty,
              !call.arguments.contains(where: { $0.expression.is(InOutExprSyntax.self) || $0.expression.is(ClosureExprSyntax.self) }) else { return nil }
        return modelMethodStatements(owner, method, body, call)
    }

    /// A model method's statements in place, its parameters bound to `call`'s arguments (none for a method given as
    /// a value); nil while the method is being inlined already (it calls itself).
    private func modelMethodStatements(_ owner: String, _ method: SwiftModule.Method, _ body: CodeBlockItemListSyntax,
                                       _ call: FunctionCallExprSyntax?) -> [Statement]? {
        let key = "method \(owner).\(method.name)"
        guard builder.inlining.insert(key).inserted else { return nil }
        defer { builder.inlining.remove(key) }
        var inner = Scope(owner: owner, source: method.source)
        bind(method.parameters, call, into: &inner)
        return ExpressionTranslator(builder: builder, scope: inner).statements(body, opaqueIfNot: true)
    }

    /// `Button("Reset", action: router.reset)`, `.onAppear(perform: router.reset)`: an observable model's method given
    /// as the action, which SwiftUI calls with no arguments as `{ router.reset() }` would: its statements in place
    /// (`modelMethod`). nil when it is not a method of the module's type the base is, or the method takes parameters.
    func modelMethodReference(_ expr: ExprSyntax) -> [Statement]? {
        guard let member = expr.as(MemberAccessExprSyntax.self), member.declName.argumentNames == nil, let base = member.base,
              let owner = objectType(base), let method = builder.module.types[owner]?.method(member.declName.baseName.text),
              method.parameters.isEmpty, let body = method.body else { return nil }
        return modelMethodStatements(owner, method, body, nil)
    }

    /// A parameter type that may hold a closure: a function type (optional, `@escaping`), `Any` or `AnyObject`. (A
    /// protocol's existential or a constrained generic cannot be a closure. A closure given through a name the module
    /// aliases to a function type is not recognised here.)
    private func mayTakeClosure(_ type: TypeSyntax) -> Bool {
        if isClosureType(type) { return true }
        var current = type
        while let wrapped = current.as(OptionalTypeSyntax.self)?.wrappedType ?? current.as(ImplicitlyUnwrappedOptionalTypeSyntax.self)?.wrappedType
            ?? current.as(AttributedTypeSyntax.self)?.baseType {
            current = wrapped
        }
        return current.as(IdentifierTypeSyntax.self).map { ["Any", "AnyObject"].contains($0.name.text) } ?? false
    }

    /// `flag = model.shouldShow`, `draft = draft.uppercased()`: a value the front end cannot compute, written to a
    /// variable that is not a path, is some value of the variable's type (a sound abstraction, noted as one; the caller
    /// makes it latent, `latentIfUnknown`). A path is not abstracted so: "any path" would push values nothing pushes
    /// (the caller approximates it, as an unknown site). The site may navigate only when computing the value may
    /// (`compute()` pushing as well as returning a Bool): the write itself is held by the analysis on exactly the
    /// state it writes, so a value whose code cannot navigate hides no absence finding. (`parts`: the written value, the
    /// right-hand side, when `written` is the whole assignment.)
    func someValue(of type: TypeRef, _ written: ExprSyntax, from start: ExprSyntax? = nil, parts: [ExprSyntax]? = nil) -> Expression? {
        guard !type.isPath else { return nil }
        var range = source.range(written)
        if let start { range = SourceRange(file: range.file, start: source.range(start).start, end: range.end) }
        let saved = (builder.reach.cause, builder.reach.why)
        let navigates = (parts ?? [written]).contains { mayNavigate($0) }
        (builder.reach.cause, builder.reach.why) = saved
        builder.noteOpaque(.value, brief(written), range, mayNavigate: navigates, abstraction: true)
        return builder.unknownValue(type, at: range)
    }

    /// A NavigationPath takes any Hashable: the appended value's own type.
    func pathElementType(_ expr: ExprSyntax) -> TypeRef? {
        translate(expr)?.1 ?? inferType(expr)
    }

    /// `Route.story(item)` / `.story(item)` whose arguments are plain reads (no call): building an enum case or a
    /// value of the type does nothing else.
    func isCaseConstruction(_ expr: ExprSyntax, of type: TypeRef) -> Bool {
        guard let call = expr.as(FunctionCallExprSyntax.self), case .named(let name) = type.unwrapped else { return false }
        let last = name.split(separator: ".").last.map(String.init) ?? name
        let callee = call.calledExpression
        if let member = callee.as(MemberAccessExprSyntax.self) {
            // `.story(...)`, `Route.story(...)`, `Outer.Route.story(...)`: the base names the type.
            if let base = member.base {
                guard let reference = base.as(DeclReferenceExprSyntax.self)?.baseName.text
                        ?? base.as(MemberAccessExprSyntax.self)?.declName.baseName.text, reference == last else { return false }
            }
        } else if callee.as(DeclReferenceExprSyntax.self)?.baseName.text != last {
            return false
        }
        return call.arguments.allSatisfy { argument in
            !argument.expression.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .leftParen }
        } && call.trailingClosure == nil
    }

    /// `Route.story(x)`, `AppModel.Route.web`: a case of one of the module's enums, so a value of that enum.
    func caseType(_ expr: ExprSyntax) -> TypeRef? {
        let callee = expr.as(FunctionCallExprSyntax.self)?.calledExpression ?? expr
        guard let member = callee.as(MemberAccessExprSyntax.self), let base = member.base, let name = typeName(base),
              builder.modelType(name)?.cases.contains(where: { $0.name == member.declName.baseName.text }) == true else { return nil }
        return .named(name)
    }

    /// The module's model type an expression names (`Route`, `AppModel.Route`), under the name the module gave it.
    func typeName(_ expr: ExprSyntax) -> String? {
        if let ref = expr.as(DeclReferenceExprSyntax.self) {
            return builder.modelType(ref.baseName.text) != nil ? ref.baseName.text : nil
        }
        guard let member = expr.as(MemberAccessExprSyntax.self), let outer = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
              builder.module.types[outer] != nil else { return nil }
        let inner = member.declName.baseName.text
        if builder.modelType("\(outer).\(inner)") != nil { return "\(outer).\(inner)" }
        return builder.module.types["\(outer).\(inner)"] == nil && builder.modelType(inner) != nil ? inner : nil
    }
}
