import NavSceneDiagnostics
import NavSceneModel
import SwiftSyntax

/// Where control goes from a list of statements: at its end (`next`), on `break` (`onBreak`), on `continue`
/// (`onContinue`) and when a `try` throws (`onThrow`, inside a `do` with a `catch`). Each is the statements that
/// run then, translated when asked (so a list that ends in `return` never translates what follows it); nil where
/// the jump leaves what is translated (a `return`-like exit of the closure or method) or is not followed.
struct StatementFlow {
    var next: () -> [Statement]?
    var onBreak: (() -> [Statement]?)?
    var onContinue: (() -> [Statement]?)?
    var onThrow: (() -> [Statement]?)?
    /// What runs when a `return` leaves the body: the `defer` blocks it passes (nil: nothing).
    var onReturn: (() -> [Statement]?)? = nil

    /// A closure's or method's body: nothing runs after it; `break` and `continue` cannot appear outside a loop or
    /// switch; a `throw` leaves the body.
    static let end = StatementFlow(next: { [] }, onBreak: nil, onContinue: nil, onThrow: nil)

    /// After `defer { body }`: `body` runs whichever way the rest of its block is left (its end, `return`, `break`,
    /// `continue`, a throw to a `catch`), before what ran after that; a later `defer` of the block runs before it.
    /// Each copy of `body` is paid for with `charge` (false: over the work budget, not followed).
    func deferring(_ body: [Statement], charge: @escaping () -> Bool) -> StatementFlow {
        func then(_ after: (() -> [Statement]?)?) -> () -> [Statement]? {
            { guard charge() else { return nil }; return after.map { $0().map { body + $0 } } ?? body }
        }
        var flow = self
        flow.next = then(next)
        flow.onBreak = onBreak.map { then($0) }
        flow.onContinue = onContinue.map { then($0) }
        flow.onThrow = onThrow.map { then($0) }
        flow.onReturn = then(onReturn)
        return flow
    }
}

/// The statements that branch, as the model holds them (`ConditionalStatement`).
enum BranchKind: Equatable {
    case ifStatement, guardStatement, switchStatement, doStatement, loop, ifConfig

    init?(_ node: Syntax) {
        let inner = node.as(ExpressionStmtSyntax.self).map { Syntax($0.expression) } ?? node
        if inner.is(IfExprSyntax.self) { self = .ifStatement }
        else if inner.is(SwitchExprSyntax.self) { self = .switchStatement }
        else if inner.is(GuardStmtSyntax.self) { self = .guardStatement }
        else if inner.is(DoStmtSyntax.self) { self = .doStatement }
        else if inner.is(ForStmtSyntax.self) || inner.is(WhileStmtSyntax.self) || inner.is(RepeatStmtSyntax.self) { self = .loop }
        else if inner.is(IfConfigDeclSyntax.self) { self = .ifConfig }
        else { return nil }
    }
}

/// `if`, `guard`, `switch`, `do`/`catch`, loops and `#if` in a closure or method, as conditionals.
extension ExpressionTranslator {
    /// `return`, `throw`, `break`, `continue`: what runs from here on (nil inside: not followed). nil: not an exit.
    func exit(_ node: Syntax, _ flow: StatementFlow, opaqueIfNot: Bool) -> [Statement]?? {
        func value(_ expr: ExprSyntax?) -> [Statement]? {
            // `return router.open(x)` in a method returning Void: the call runs.
            guard let expr else { return [] }
            if let translated = statement(Syntax(expr)) { return translated }
            guard mayNavigate(expr) else { return [] }
            guard opaqueIfNot else { return nil }
            return unknownStatement(Syntax(expr), brief(expr), source.range(expr))
        }
        if let ret = node.as(ReturnStmtSyntax.self) {
            guard let done = value(ret.expression) else { return .some(nil) }
            return .some(flow.onReturn.map { $0().map { done + $0 } } ?? done)
        }
        if let thrown = node.as(ThrowStmtSyntax.self) {
            guard let done = value(thrown.expression) else { return .some(nil) }
            guard let onThrow = flow.onThrow else { return .some(flow.onReturn.map { $0().map { done + $0 } } ?? done) }
            return .some(onThrow().map { done + $0 })
        }
        if let jump = node.as(BreakStmtSyntax.self) {
            guard jump.label == nil, let onBreak = flow.onBreak else { return .some(nil) }
            return .some(onBreak())
        }
        if let jump = node.as(ContinueStmtSyntax.self) {
            guard jump.label == nil, let onContinue = flow.onContinue else { return .some(nil) }
            return .some(onContinue())
        }
        if node.is(FallThroughStmtSyntax.self) { return .some(nil) }
        return nil
    }

    /// A branch on a condition the front end cannot compute (an unknown Bool: either branch may run); no statement
    /// when both branches are empty.
    func unknownBranch(at range: SourceRange, then: [Statement], otherwise: [Statement]) -> [Statement] {
        guard !then.isEmpty || !otherwise.isEmpty else { return [] }
        let condition = builder.unknownCondition(at: range)
        return [Statement(kind: .conditional(ConditionalStatement(condition: condition, binding: nil, then: then, otherwise: otherwise)),
                          range: range, targetRange: range)]
    }

    /// A branch on `condition` (nil: one the front end cannot compute, noted as an abstraction with `what`).
    func conditional(_ condition: Expression?, binding: String?, then: [Statement], otherwise: [Statement], range: SourceRange,
                     keyword: SourceRange, what: @autoclosure () -> String) -> [Statement] {
        guard !then.isEmpty || !otherwise.isEmpty else { return [] }
        guard let condition else {
            builder.noteOpaque(.value, what(), keyword, mayNavigate: false, abstraction: true)
            return unknownBranch(at: keyword, then: then, otherwise: otherwise)
        }
        return [Statement(kind: .conditional(ConditionalStatement(condition: condition, binding: binding, then: then, otherwise: otherwise)),
                          range: range, targetRange: keyword)]
    }

    /// The statements of a branching statement, with `flow` after it; nil when it is not followed.
    func branch(_ node: Syntax, _ kind: BranchKind, _ flow: StatementFlow, opaqueIfNot: Bool) -> [Statement]? {
        guard builder.statementDepth < SceneBuilder.maxStatementDepth else { return nil }
        builder.statementDepth += 1
        defer { builder.statementDepth -= 1 }
        let inner = node.as(ExpressionStmtSyntax.self).map { Syntax($0.expression) } ?? node
        switch kind {
        case .ifStatement: return inner.as(IfExprSyntax.self).flatMap { ifStatement($0, flow, opaqueIfNot: opaqueIfNot) }
        case .guardStatement: return nil  // `sequence` reads it with the rest of its block
        case .switchStatement: return inner.as(SwitchExprSyntax.self).flatMap { switchStatement($0, flow, opaqueIfNot: opaqueIfNot) }
        case .doStatement: return inner.as(DoStmtSyntax.self).flatMap { doStatement($0, flow, opaqueIfNot: opaqueIfNot) }
        case .loop: return loop(inner, flow, opaqueIfNot: opaqueIfNot)
        case .ifConfig: return inner.as(IfConfigDeclSyntax.self).flatMap { ifConfig($0, flow, opaqueIfNot: opaqueIfNot) }
        }
    }

    // MARK: - if and guard

    /// One condition of an `if` or `guard`: the model's condition (nil: unknown), the name it binds, and the
    /// translator the branch taken when it holds reads with (an unknown binding is no longer in scope there).
    func condition(_ element: ConditionElementSyntax) -> (Expression?, String?, ExpressionTranslator) {
        switch element.condition {
        case .expression(let e):
            if let (value, type) = translate(e), type == .bool { return (value, nil, self) }
        case .optionalBinding(let b):
            guard let name = b.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { break }
            let read = b.initializer?.value ?? ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(name)))
            // `if let router`, `guard let router = self.router`: whether the model object is there is not told (an
            // unknown Bool); where it is, the local is that object.
            if let object = boundObject(b) {
                var inner = self
                inner.scope.forget(name)
                inner.scope.hidden.remove(name)
                inner.scope.objects[name] = object
                return (nil, nil, inner)
            }
            if let (value, type) = translate(read), type.isOptional {
                if case .null = value.kind { break }
                var inner = self
                inner.scope.substitutions[name] = nil
                inner.scope = inner.scope.binding(name, type.unwrapped, builder)
                return (b.initializer == nil ? Expression(value.kind, range: source.range(b.pattern)) : value, inner.scope.modelName(name), inner)
            }
        default: break
        }
        var inner = self
        if case .optionalBinding(let b) = element.condition { inner.unbind(b.pattern) }
        if case .matchingPattern(let p) = element.condition { inner.unbind(p.pattern) }
        return (nil, nil, inner)
    }

    /// The observable model class of the module whose optional instance `b` unwraps: `if let router` or `if let r =
    /// router` of `router: Router?` (a property, `@Environment(\.router)` of an optional value the module adds to the
    /// environment, `self.router`, a chain of stored model properties), or a local bound to one. Reading it reads a
    /// reference and runs no code. nil for anything else.
    func boundObject(_ b: OptionalBindingConditionSyntax) -> String? {
        guard b.bindingSpecifier.tokenKind == .keyword(.let) || b.bindingSpecifier.tokenKind == .keyword(.var),
              let name = b.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { return nil }
        let read = b.initializer?.value ?? ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(name)))
        guard read.is(DeclReferenceExprSyntax.self) || read.is(MemberAccessExprSyntax.self) else { return nil }
        return stateObjectType(read, throughOptional: true)
    }

    /// What evaluating a condition does before either branch is taken (`if validate() { }`, `guard let item =
    /// try? store.load(id)`): a condition the model computes is pure; one it cannot (`decided` false) may run code
    /// whose writes happen whichever branch follows. That code is read as a statement is (a call of the module's
    /// code runs in place; one that may navigate otherwise is an unknown statement or its write set); nothing for
    /// code that cannot navigate. nil when it is not followed (`opaqueIfNot` false), as for a statement.
    func evaluationEffects(_ element: ConditionElementSyntax, decided: Bool, opaqueIfNot: Bool) -> [Statement]? {
        guard !decided else { return [] }
        let evaluated: ExprSyntax?
        switch element.condition {
        case .expression(let e): evaluated = e
        case .optionalBinding(let b): evaluated = b.initializer?.value
        case .matchingPattern(let p): evaluated = p.initializer.value
        default: evaluated = nil
        }
        guard let evaluated else { return [] }
        guard var effects = evaluationEffects(evaluated, opaqueIfNot: opaqueIfNot) else { return nil }
        // `if let g = model.layers.last`: a value the model cannot compute bound to a name (which it then does not
        // hold, `unbind`): the branch may write navigation state through it (`g.path = [...]`) unseen. The read is
        // judged as a `let` statement's is: a local of a module type is then judged where it is used (typed locals,
        // `ForeignCodeReach`), any other value that holds navigation makes the binding an unknown statement. (A call
        // there is judged above, as a statement is.)
        if element.condition.is(OptionalBindingConditionSyntax.self) || element.condition.is(MatchingPatternConditionSyntax.self),
           !Self.isCall(evaluated), element.condition.as(OptionalBindingConditionSyntax.self).flatMap(boundObject) == nil, mayNavigate(evaluated) {
            guard opaqueIfNot else { return nil }
            effects += unknownStatement(Syntax(element), brief(element), source.range(element))
        }
        return effects
    }

    /// Whether the expression, under `try`, `await`, `!`, `?` and parentheses, is a call.
    private static func isCall(_ expr: ExprSyntax) -> Bool {
        var current = expr
        for _ in 0..<64 {
            if let e = current.as(TryExprSyntax.self) { current = e.expression }
            else if let e = current.as(AwaitExprSyntax.self) { current = e.expression }
            else if let e = current.as(ForceUnwrapExprSyntax.self) { current = e.expression }
            else if let e = current.as(OptionalChainingExprSyntax.self) { current = e.expression }
            else if let e = current.as(TupleExprSyntax.self), e.elements.count == 1, let only = e.elements.first { current = only.expression }
            else { break }
        }
        return current.is(FunctionCallExprSyntax.self)
    }

    /// What evaluating an expression the model cannot compute does (see the condition's form above): only its calls
    /// run code (reading a property, comparing, testing for nil do not write), each read as a statement, in order.
    func evaluationEffects(_ expr: ExprSyntax, opaqueIfNot: Bool) -> [Statement]? {
        let finder = CallFinder()
        finder.walk(expr)
        var effects: [Statement] = []
        for call in finder.calls {
            if let translated = statement(Syntax(call)) { effects += translated; continue }
            guard mayNavigate(ExprSyntax(call)) else { continue }
            guard opaqueIfNot else { return nil }
            effects += unknownStatement(Syntax(call), brief(call), source.range(call))
        }
        return effects
    }

    /// Names a pattern binds that the model does not hold: no longer in scope (what reads them is unknown).
    mutating func unbind(_ pattern: some SyntaxProtocol) {
        for token in pattern.tokens(viewMode: .sourceAccurate) {
            guard case .identifier(let name) = token.tokenKind else { continue }
            scope.hide(name)
        }
    }

    /// `if a, let b = c { ... } else { ... }`: one conditional per condition, the `else` in each.
    func ifStatement(_ node: IfExprSyntax, _ flow: StatementFlow, opaqueIfNot: Bool) -> [Statement]? {
        let conditions = Array(node.conditions)
        let keyword = source.range(node.ifKeyword)
        func otherwise() -> [Statement]? {
            switch node.elseBody {
            case .ifExpr(let nested)?:
                guard builder.statementDepth < SceneBuilder.maxStatementDepth else { return nil }
                builder.statementDepth += 1
                defer { builder.statementDepth -= 1 }
                return ifStatement(nested, flow, opaqueIfNot: opaqueIfNot)
            case .codeBlock(let block)?: return sequence(Array(block.statements)[...], flow, opaqueIfNot: opaqueIfNot)
            case nil: return flow.next()
            }
        }
        func chain(_ index: Int, _ translator: ExpressionTranslator) -> [Statement]? {
            guard index < conditions.count else { return translator.sequence(Array(node.body.statements)[...], flow, opaqueIfNot: opaqueIfNot) }
            let (condition, binding, inner) = translator.condition(conditions[index])
            guard let effects = translator.evaluationEffects(conditions[index], decided: condition != nil, opaqueIfNot: opaqueIfNot),
                  let then = chain(index + 1, inner), let otherwise = otherwise() else { return nil }
            return effects + conditional(condition, binding: binding, then: then, otherwise: otherwise, range: source.range(node), keyword: keyword,
                                         what: "if " + brief(conditions[index]))
        }
        return chain(0, self)
    }

    /// `guard a else { ...; return }`: the rest of the block when the conditions hold (read with the names they
    /// bind), else the `else` body (which leaves the block: nothing runs after it but where its exit goes).
    func guardStatement(_ node: GuardStmtSyntax, rest: ArraySlice<CodeBlockItemSyntax>, _ flow: StatementFlow, opaqueIfNot: Bool) -> [Statement]? {
        guard builder.statementDepth < SceneBuilder.maxStatementDepth else { return nil }
        builder.statementDepth += 1
        defer { builder.statementDepth -= 1 }
        let conditions = Array(node.conditions)
        let keyword = source.range(node.guardKeyword)
        var exiting = flow
        exiting.next = { [] }
        func chain(_ index: Int, _ translator: ExpressionTranslator) -> [Statement]? {
            guard index < conditions.count else { return translator.sequence(rest, flow, opaqueIfNot: opaqueIfNot) }
            let (condition, binding, inner) = translator.condition(conditions[index])
            guard let effects = translator.evaluationEffects(conditions[index], decided: condition != nil, opaqueIfNot: opaqueIfNot),
                  let then = chain(index + 1, inner),
                  let otherwise = sequence(Array(node.body.statements)[...], exiting, opaqueIfNot: opaqueIfNot) else { return nil }
            return effects + conditional(condition, binding: binding, then: then, otherwise: otherwise, range: source.range(node), keyword: keyword,
                                         what: "guard " + brief(conditions[index]))
        }
        return chain(0, self)
    }

    // MARK: - switch

    /// `switch subject { case ...: }`: a chain of conditionals, the last case (or `default`) taken when no other is
    /// (a switch is exhaustive). A case the model can test on a known enum subject (`.name`, `nil`) is tested; any
    /// other (a pattern with values, `where`, an unknown subject) is an unknown condition.
    func switchStatement(_ node: SwitchExprSyntax, _ flow: StatementFlow, opaqueIfNot: Bool) -> [Statement]? {
        var subject: (Expression, String)?
        var effects: [Statement] = []
        if let (value, type) = translate(node.subject) {
            if case .named(let typeName) = type.unwrapped, scene.types[typeName]?.isEnum == true { subject = (value, typeName) }
        } else {
            // A subject the model cannot compute may run code before any case is chosen.
            guard let evaluated = evaluationEffects(node.subject, opaqueIfNot: opaqueIfNot) else { return nil }
            effects = evaluated
        }
        var caseFlow = flow
        caseFlow.onBreak = flow.next
        var branches: [(condition: Expression?, range: SourceRange, body: [Statement])] = []
        var defaultBody: [Statement]?
        for entry in node.cases {
            guard case .switchCase(let c) = entry else { return nil }
            var inner = self
            let range = source.range(c.label)
            switch c.label {
            case .default:
                guard let body = sequence(Array(c.statements)[...], caseFlow, opaqueIfNot: opaqueIfNot) else { return nil }
                defaultBody = body
            case .case(let label):
                var tests: [Expression] = []
                for item in label.caseItems {
                    inner.unbind(item.pattern)
                    if let subject, item.whereClause == nil, let test = caseTest(item.pattern, subject.0, subject.1, source.range(item)) {
                        tests.append(test)
                    } else {
                        tests = []
                        break
                    }
                }
                if let (_, typeName) = subject { inner.bindPayloads(label, typeName) }
                guard let body = inner.sequence(Array(c.statements)[...], caseFlow, opaqueIfNot: opaqueIfNot) else { return nil }
                let test = tests.dropFirst().reduce(tests.first) { sum, next in sum.map { Expression(.binary(.or, $0, next), range: range) } }
                branches.append((test, range, body))
            }
        }
        var otherwise: [Statement]
        if let defaultBody { otherwise = defaultBody } else {
            guard let last = branches.popLast() else { return flow.next().map { effects + $0 } }
            otherwise = last.body
        }
        if subject == nil, !branches.isEmpty {
            builder.noteOpaque(.value, "switch " + brief(node.subject), source.range(node.switchKeyword), mayNavigate: false, abstraction: true)
        }
        for branch in branches.reversed() {
            guard !branch.body.isEmpty || !otherwise.isEmpty else { continue }
            let condition = branch.condition ?? builder.unknownCondition(at: branch.range)
            otherwise = [Statement(kind: .conditional(ConditionalStatement(condition: condition, binding: nil, then: branch.body, otherwise: otherwise)),
                                   range: branch.range, targetRange: branch.range)]
        }
        return effects + otherwise
    }

    /// `.name` / `.name?` (a case without values) or `nil`: `subject == Type.name` / `subject == nil`.
    /// A subject that is the `nil` literal (`handle(nil)` inlined with its optional parameter) is decided here: only
    /// `nil` matches it (the scene language compares no `nil` literal with a case).
    func caseTest(_ pattern: PatternSyntax, _ subject: Expression, _ typeName: String, _ range: SourceRange) -> Expression? {
        if case .null = subject.kind { return Expression(.bool(isNilPattern(pattern)), range: range) }
        if isNilPattern(pattern) { return Expression(.binary(.equal, subject, Expression(.null, range: range)), range: range) }
        guard let (name, bound) = casePattern(pattern), bound.isEmpty, let enumCase = scene.types[typeName]?.enumCase(name),
              enumCase.associated.isEmpty else { return nil }
        let value = Expression(.member(Expression(.identifier(typeName), range: range), name: name, optional: false), range: range)
        return Expression(.binary(.equal, subject, value), range: range)
    }

    /// `case .detail(let item)`: each name bound to a value stands for any value of its declared type.
    mutating func bindPayloads(_ label: SwitchCaseLabelSyntax, _ typeName: String) {
        guard label.caseItems.count == 1, let item = label.caseItems.first, let (name, bound) = casePattern(item.pattern) else { return }
        let payload = builder.module.types[typeName]?.payloadTypes(of: name) ?? []
        for (index, bound) in bound.enumerated() {
            guard let bound, index < payload.count, let type = builder.typeRef(payload[index]) else { continue }
            scope.substitutions[bound] = (builder.unknownValue(type, at: source.range(item)), type)
        }
    }

    // MARK: - do / catch, loops, #if

    /// `do { ... } catch { ... }`: the body, where each statement that may throw may be cut short by a catch (see
    /// `sequence`); several catches: any of them. Without a catch, the body as a block.
    func doStatement(_ node: DoStmtSyntax, _ flow: StatementFlow, opaqueIfNot: Bool) -> [Statement]? {
        let catches = Array(node.catchClauses)
        guard !catches.isEmpty else { return sequence(Array(node.body.statements)[...], flow, opaqueIfNot: opaqueIfNot) }
        var body = flow
        body.onThrow = { [self] in
            var result: [Statement]?
            for clause in catches.reversed() {
                var inner = self
                for item in clause.catchItems { if let pattern = item.pattern { inner.unbind(pattern) } }
                guard let handled = inner.sequence(Array(clause.body.statements)[...], flow, opaqueIfNot: opaqueIfNot) else { return nil }
                result = result.map { unknownBranch(at: source.range(clause.catchKeyword), then: handled, otherwise: $0) } ?? handled
            }
            return result
        }
        return sequence(Array(node.body.statements)[...], body, opaqueIfNot: opaqueIfNot)
    }

    /// `for x in items { ... }`, `while c { ... }`: the body runs zero or more times, held as zero times or once (a
    /// body that navigates is also an unknown site: what its second run does is not held); `repeat { ... } while c`:
    /// once. `break` and `continue` end the run of the body.
    func loop(_ node: Syntax, _ flow: StatementFlow, opaqueIfNot: Bool) -> [Statement]? {
        var inner = self
        var bodyFlow = flow
        bodyFlow.onBreak = flow.next
        bodyFlow.onContinue = flow.next
        let body: CodeBlockSyntax
        let keyword: SourceRange
        if let loop = node.as(ForStmtSyntax.self) {
            inner.unbind(loop.pattern)
            body = loop.body
            keyword = source.range(loop.forKeyword)
        } else if let loop = node.as(WhileStmtSyntax.self) {
            keyword = source.range(loop.whileKeyword)
            for condition in loop.conditions {
                if case .optionalBinding(let b) = condition.condition { inner.unbind(b.pattern) }
                if case .matchingPattern(let p) = condition.condition { inner.unbind(p.pattern) }
            }
            body = loop.body
        } else if let loop = node.as(RepeatStmtSyntax.self) {
            if mayNavigate(loop.body) {
                guard opaqueIfNot else { return nil }
                builder.noteOpaque(.statement, brief(node), source.range(loop.repeatKeyword), mayNavigate: true, cause: builder.reach.cause)
            }
            return inner.sequence(Array(loop.body.statements)[...], bodyFlow, opaqueIfNot: opaqueIfNot)
        } else {
            return nil
        }
        let before = builder.scene.opaque.count
        guard let once = inner.sequence(Array(body.statements)[...], bodyFlow, opaqueIfNot: opaqueIfNot), let none = flow.next() else { return nil }
        guard !once.isEmpty else { return none }
        if mayNavigate(body) {
            guard opaqueIfNot else { return nil }
            startCause()
            if let writes = writeSetAbstraction(node) {
                // A body that navigates only by writing state variables: after any number of runs they hold any
                // value of their type (what one run does is part of that).
                builder.scene.opaque.removeSubrange(before...)
                builder.noteOpaque(.statement, brief(node), keyword, mayNavigate: !onlyLatent(writes), abstraction: true)
                return writes + none
            }
            // A body that navigates may do so more than once, which the model does not hold: the loop stays an
            // unknown site (what one run does is modelled).
            builder.noteOpaque(.statement, brief(node), keyword, mayNavigate: true, cause: builder.reach.cause ?? navigationCause(of: body))
        } else {
            builder.noteOpaque(.value, brief(node), keyword, mayNavigate: false, abstraction: true)
        }
        return unknownBranch(at: keyword, then: once, otherwise: none)
    }

    /// `#if` among statements: the clause the build compiles; an undecided condition chooses among the clauses
    /// that may be compiled.
    func ifConfig(_ node: IfConfigDeclSyntax, _ flow: StatementFlow, opaqueIfNot: Bool) -> [Statement]? {
        func statements(_ clause: IfConfigClauseSyntax?) -> [Statement]? {
            guard case .statements(let inner)? = clause?.elements else { return flow.next() }
            return sequence(Array(inner)[...], flow, opaqueIfNot: opaqueIfNot)
        }
        switch source.configuration.choose(node.clauses) {
        case .sure(let clause): return statements(clause)
        case .either(let clauses, let orNone):
            var rest = clauses
            guard var otherwise = orNone ? flow.next() : statements(rest.popLast()) else { return nil }
            for clause in rest.reversed() {
                guard let then = statements(clause) else { return nil }
                otherwise = conditional(nil, binding: nil, then: then, otherwise: otherwise, range: source.range(clause),
                                        keyword: source.range(clause.poundKeyword), what: "#if " + (clause.condition.map { brief($0) } ?? ""))
            }
            return otherwise
        }
    }

    // MARK: - Syntax facts

    /// Whether a statement may leave the block it is in early: a `return` or `throw`, a `break` or `continue` that
    /// is not its own loop's or switch's, a `try` when a `catch` would take it (`throwing`). Closures and nested
    /// functions are their own bodies.
    func mayLeave(_ node: Syntax, throwing: Bool) -> Bool {
        let finder = ExitFinder(throwing: throwing)
        finder.walk(node)
        return finder.found
    }

    /// Whether a statement has a `try` that may throw (not `try?` or `try!`) outside closures.
    func throwsHere(_ item: CodeBlockItemSyntax) -> Bool {
        let finder = ExitFinder(throwing: true, onlyTry: true)
        finder.walk(item)
        return finder.found
    }
}

/// The outermost calls of an expression, in source order (a call's arguments are its own to read; a closure's body
/// runs when something calls it, not here).
final class CallFinder: SyntaxVisitor {
    var calls: [FunctionCallExprSyntax] = []
    init() { super.init(viewMode: .sourceAccurate) }
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind { calls.append(node); return .skipChildren }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}

/// Finds what `mayLeave` and `throwsHere` look for.
final class ExitFinder: SyntaxVisitor {
    let throwing: Bool
    let onlyTry: Bool
    var found = false
    var loops = 0
    var switches = 0

    init(throwing: Bool, onlyTry: Bool = false) {
        self.throwing = throwing
        self.onlyTry = onlyTry
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind { loops += 1; return .visitChildren }
    override func visitPost(_ node: ForStmtSyntax) { loops -= 1 }
    override func visit(_ node: WhileStmtSyntax) -> SyntaxVisitorContinueKind { loops += 1; return .visitChildren }
    override func visitPost(_ node: WhileStmtSyntax) { loops -= 1 }
    override func visit(_ node: RepeatStmtSyntax) -> SyntaxVisitorContinueKind { loops += 1; return .visitChildren }
    override func visitPost(_ node: RepeatStmtSyntax) { loops -= 1 }
    override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind { switches += 1; return .visitChildren }
    override func visitPost(_ node: SwitchExprSyntax) { switches -= 1 }
    /// A `do` with a catch takes the throws in its body.
    var caught = 0
    override func visit(_ node: DoStmtSyntax) -> SyntaxVisitorContinueKind {
        guard !node.catchClauses.isEmpty else { return .visitChildren }
        caught += 1
        walk(node.body)
        caught -= 1
        for clause in node.catchClauses { walk(clause) }
        return .skipChildren
    }

    override func visit(_ node: TryExprSyntax) -> SyntaxVisitorContinueKind {
        if throwing && caught == 0 && node.questionOrExclamationMark == nil { found = true }
        return found ? .skipChildren : .visitChildren
    }
    override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind { if !onlyTry { found = true }; return .visitChildren }
    override func visit(_ node: ThrowStmtSyntax) -> SyntaxVisitorContinueKind { if !onlyTry { found = true }; return .visitChildren }
    override func visit(_ node: FallThroughStmtSyntax) -> SyntaxVisitorContinueKind { if !onlyTry { found = true }; return .visitChildren }
    override func visit(_ node: BreakStmtSyntax) -> SyntaxVisitorContinueKind {
        if !onlyTry && (node.label != nil || loops + switches == 0) { found = true }
        return .visitChildren
    }
    override func visit(_ node: ContinueStmtSyntax) -> SyntaxVisitorContinueKind {
        if !onlyTry && (node.label != nil || loops == 0) { found = true }
        return .visitChildren
    }
}
