import NavSceneDiagnostics
import NavSceneModel
import SwiftSyntax

/// Handlers SwiftUI may run at any moment while their view is in the hierarchy (`onTapGesture`, `onReceive`,
/// `refreshable`, `onChange(of:)` of a value the model cannot compute, ...): an `ExternalEvent` whose statements are
/// translated as other handlers' are, the closure's parameters (the new value, the publisher's output, the URL)
/// unknown values. A handler that cannot reach navigation state is no navigation site (ignored).
extension ViewTranslator {
    /// The one modifier for an event handler with an external moment that is not SwiftUI's event modifier (`onChange`
    /// of a value the model cannot compute, another module's handler modifier; SwiftUI's are `externalEvents`):
    /// modelled when one closure (or one method given by name) does what the model tracks, ignored when none may
    /// navigate, else unknown.
    func externalEvent(_ name: String, _ call: FunctionCallExprSyntax?, _ nameRange: SourceRange, _ make: (Modifier.Kind) -> Modifier) -> Modifier? {
        guard let call else { return make(.ignored(name)) }
        switch handlerStatements(name, call) {
        case .opaque: return opaqueModifier(name, nameRange, register: false)
        case .handlers(let found):
            guard let statements = found.first else { return make(.ignored(name)) }
            // Two closures that run at different moments (`onLongPressGesture`'s `perform` and `onPressingChanged`)
            // are one handler only when at most one of them does something the model tracks.
            guard found.count == 1 else { return opaqueModifier(name, nameRange, register: false) }
            return handler(name, statements, make)
        }
    }

    /// SwiftUI's event modifiers (`SwiftUIVocabulary`'s `.event`, but the system's presentations): one external
    /// handler per closure that does something the model tracks. A gesture's `updating`, `onChanged` and `onEnded`,
    /// `onLongPressGesture`'s `perform` and `onPressingChanged` run at different moments of one event; each may run at
    /// any moment while the view is shown, any number of times, in any order: every order the closures can really run
    /// in is one of these. Ignored when none does anything the model tracks, unknown when one cannot be read. The
    /// closures are translated once, here. nil for any other modifier.
    func externalEvents(_ name: String, _ call: FunctionCallExprSyntax?, _ nameToken: TokenSyntax) -> [Modifier]? {
        guard SwiftUIVocabulary.modifiers[name] == .event, !SwiftUIVocabulary.systemPresentations.contains(name) else { return nil }
        let nameRange = source.range(nameToken)
        let range = call.map { nameRange.union(source.range($0)) } ?? nameRange
        func make(_ kind: Modifier.Kind) -> Modifier { Modifier(name: name, kind: kind, range: range, nameRange: nameRange) }
        guard let call else { return [make(.ignored(name))] }
        switch handlerStatements(name, call) {
        case .opaque:
            _ = opaqueModifier(name, nameRange, register: false)
            return []
        case .handlers(let found):
            guard !found.isEmpty else { return [make(.ignored(name))] }
            return found.map { handler(name, $0, make) }
        }
    }

    /// What an event modifier's closures run, one list per closure that does something the model tracks (none when
    /// none does); `.opaque` when a closure may navigate where it is not followed, or cannot be read.
    private enum HandlerReading {
        case opaque
        case handlers([[Statement]])
    }

    private func handlerStatements(_ name: String, _ call: FunctionCallExprSyntax) -> HandlerReading {
        let handlers = handlerClosures(name, call)
        // A closure elsewhere in the arguments (`.gesture(tap.exclusively(before: TapGesture().onEnded { ... }))`, a
        // publisher's `map { }`) is not followed: where it may navigate, the handler is unknown.
        let followed = Set(handlers.map(\.id))
        let searched: [LabeledExprSyntax] = call.arguments.filter { $0.label?.text != "of" }
        var unfollowed = ClosureFinder.closures(in: searched)
        if Self.gestureModifiers.contains(name), let gesture = searched.first?.expression, let declared = declaredGesture(gesture) {
            unfollowed += ClosureFinder.closures(in: declared)
        }
        if unfollowed.contains(where: { !followed.contains($0.id) && expressions.mayNavigate($0) }) { return .opaque }
        if SwiftUIVocabulary.eventsWithActiveValues.contains(name),
           searched.contains(where: { !$0.expression.is(ClosureExprSyntax.self) && expressions.mayNavigate($0.expression) }) {
            return .opaque
        }
        if handlers.isEmpty {
            // `.onSubmit(save)`, `.onOpenURL(perform: handle)`, `TapGesture().onEnded(open)`: a reference to a method of
            // the view runs it.
            let references = handlerReferences(name, call)
            if references.count == 1, let statements = methodStatements(references[0]) {
                return .handlers(statements.isEmpty ? [] : [statements])
            }
            return expressions.mayNavigate(call.arguments) ? .opaque : .handlers([])
        }
        var found: [[Statement]] = []
        for closure in handlers {
            let parameters = parameterNames(closure)
            // A parameter that shadows a name the view sees (`{ path in self.path = path }`) would be read as that name:
            // the handler stays unknown.
            if parameters.contains(where: { shadows($0, in: closure) }) { return .opaque }
            var inner = scope
            for parameter in parameters {
                inner.forget(parameter)
            }
            let statements = with(inner).expressions.statements(closure.statements, opaqueIfNot: true) ?? []
            if !statements.isEmpty { found.append(statements) }
        }
        return .handlers(found)
    }

    /// The functions the handler is given by name: a `perform:` or `action:` argument, or a last unlabelled one
    /// (`.onSubmit(save)`, `.onChange(of: x, update)`; not the publisher, activity type or key that some modifiers
    /// take first); for a gesture, the argument of its `onEnded`/`onChanged` (not `isEnabled:`).
    private func handlerReferences(_ name: String, _ call: FunctionCallExprSyntax) -> [DeclReferenceExprSyntax] {
        let arguments = Array(call.arguments)
        if Self.gestureModifiers.contains(name) {
            guard let gesture = arguments.first?.expression else { return [] }
            return gestureCalls(gesture).flatMap { $0.arguments.compactMap { ownReference($0.expression) } }
        }
        var candidates = arguments.filter { ["perform", "action"].contains($0.label?.text) }
        if let last = arguments.last, last.label == nil, arguments.count > 1 || !Self.subjectFirst.contains(name) { candidates.append(last) }
        return candidates.compactMap { ownReference($0.expression) }
    }

    /// `open` or `self.open`.
    func ownReference(_ expr: ExprSyntax) -> DeclReferenceExprSyntax? {
        if let ref = expr.as(DeclReferenceExprSyntax.self) { return ref }
        guard let member = expr.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) else {
            return nil
        }
        return member.declName
    }

    /// Modifiers whose first, unlabelled argument says what to watch, not what to run.
    private static let subjectFirst: Set<String> = ["onReceive", "onContinueUserActivity", "onPreferenceChange", "onKeyPress"]

    /// The statements a reference to a method of the view runs: its named action, or its body in place with its
    /// parameters (the handler's arguments) unknown values (what it returns, `KeyPress.Result`, is SwiftUI's). nil
    /// when it is none, is overloaded, is being inlined already, or has a parameter that shadows a name its body reads.
    func methodStatements(_ ref: DeclReferenceExprSyntax) -> [Statement]? {
        let name = ref.baseName.text
        let range = source.range(ref)
        if let action = builder.actionNames["\(scope.owner).\(name)"] { return [Statement(kind: .run(action), range: range, targetRange: range)] }
        guard let methods = builder.module.types[scope.owner]?.methods.filter({ $0.name == name }), methods.count == 1,
              let method = methods.first, let body = method.body else { return nil }
        let key = "method \(scope.owner).\(name)"
        guard builder.inlining.insert(key).inserted else { return nil }
        defer { builder.inlining.remove(key) }
        let translator = ExpressionTranslator(builder: builder, scope: Scope(owner: scope.owner, source: method.source))
        for parameter in method.parameters where parameter.name != "_" {
            let read = body.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .identifier(parameter.name) }
            if read, translator.name(parameter.name, range) != nil { return nil }
        }
        return translator.statements(body, opaqueIfNot: true) ?? []
    }

    private func handler(_ name: String, _ statements: [Statement], _ make: (Modifier.Kind) -> Modifier) -> Modifier {
        let made = make(.ignored(name))
        return make(.event(EventHandler(event: .external(ExternalEvent(name)), statements: statements, range: made.range)))
    }

    /// The closures a person's gesture or an outside event runs: the call's closures (labelled or trailing) except
    /// `onChange`'s observed value; for `gesture(TapGesture().onEnded { ... })`, the closures of the gesture's
    /// `onEnded`/`onChanged` calls.
    func handlerClosures(_ name: String, _ call: FunctionCallExprSyntax) -> [ClosureExprSyntax] {
        var closures: [ClosureExprSyntax] = []
        for argument in call.arguments where argument.label?.text != "of" {
            if let closure = argument.expression.as(ClosureExprSyntax.self) { closures.append(closure) }
            if Self.gestureModifiers.contains(name) {
                for gesture in gestureCalls(argument.expression) {
                    closures += gesture.arguments.compactMap { $0.expression.as(ClosureExprSyntax.self) }
                    if let trailing = gesture.trailingClosure { closures.append(trailing) }
                }
            }
        }
        if let trailing = call.trailingClosure { closures.append(trailing) }
        closures += call.additionalTrailingClosures.map(\.closure)
        return closures
    }

    /// `.task(id: client.id) { ... }` where the front end cannot compute the value: the operation runs on appear (a
    /// task) and again whenever the value changes, which is an outside moment the model does not hold (an external
    /// `onChange`): two handlers with the same statements. nil for any other modifier.
    func taskOfUnknownID(_ name: String, _ call: FunctionCallExprSyntax?, _ nameToken: TokenSyntax) -> [Modifier]? {
        guard name == "task", let call, let id = argument(call, "id"), expressions.translate(id) == nil,
              let statements = handlerStatements(call, label: "operation") else { return nil }
        let nameRange = source.range(nameToken)
        let range = nameRange.union(source.range(call))
        return [EventHandler.Event.task, .external(ExternalEvent("onChange"))].map { event in
            Modifier(name: name, kind: .event(EventHandler(event: event, statements: statements, range: range)), range: range, nameRange: nameRange)
        }
    }

    static let gestureModifiers: Set<String> = ["gesture", "simultaneousGesture", "highPriorityGesture"]

    /// `TapGesture(count: 2).onEnded { ... }`, `LongPressGesture().onEnded(open)`: the `onEnded`/`onChanged` calls along
    /// the gesture's chain of calls (a bounded walk down the chain's bases).
    private func gestureCalls(_ expr: ExprSyntax) -> [FunctionCallExprSyntax] {
        var calls: [FunctionCallExprSyntax] = []
        var current: ExprSyntax? = declaredGesture(expr) ?? expr
        var steps = 0
        while let call = current?.as(FunctionCallExprSyntax.self), steps < 64 {
            steps += 1
            guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { break }
            if ["onEnded", "onChanged", "updating"].contains(member.declName.baseName.text) { calls.append(call) }
            current = member.base
        }
        return calls
    }

    /// `.gesture(dragGesture)`, `.gesture(self.drag)`: a computed property of the view (no setter, one of that name)
    /// whose getter is one expression (`var drag: some Gesture { DragGesture().onEnded { ... } }`, or its one
    /// `return`): that expression, read in the view's own scope as if written in place. nil for anything else.
    func declaredGesture(_ expr: ExprSyntax) -> ExprSyntax? {
        guard let reference = ownReference(expr), reference.argumentNames == nil, !scope.declares(reference.baseName.text),
              let owner = builder.module.types[scope.owner] else { return nil }
        let properties = owner.properties.filter { $0.name == reference.baseName.text && !$0.isStatic }
        guard properties.count == 1, let property = properties.first, property.isComputed, property.source.file.path == source.file.path,
              let accessors = property.syntax.bindings.first?.accessorBlock?.accessors else { return nil }
        let body: CodeBlockItemListSyntax
        switch accessors {
        case .getter(let items): body = items
        case .accessors(let list):
            guard list.count == 1, let getter = list.first, getter.accessorSpecifier.tokenKind == .keyword(.get), let items = getter.body?.statements else { return nil }
            body = items
        }
        guard body.count == 1, let item = body.first?.item else { return nil }
        if let returned = item.as(ReturnStmtSyntax.self) { return returned.expression }
        return item.as(ExprSyntax.self)
    }

    /// Whether a closure parameter has the name of something the view sees and the body reads that name.
    private func shadows(_ parameter: String, in closure: ClosureExprSyntax) -> Bool {
        guard parameter != "_", closure.statements.tokens(viewMode: .sourceAccurate).contains(where: { $0.tokenKind == .identifier(parameter) }) else {
            return false
        }
        return expressions.name(parameter, source.range(closure)) != nil || expressions.stateTarget(parameter) != nil
    }
}

/// The outermost closures in some syntax (not those inside another closure).
private final class ClosureFinder: SyntaxVisitor {
    private(set) var found: [ClosureExprSyntax] = []
    init() { super.init(viewMode: .sourceAccurate) }
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        found.append(node)
        return .skipChildren
    }

    static func closures(in arguments: [LabeledExprSyntax]) -> [ClosureExprSyntax] {
        let finder = ClosureFinder()
        for argument in arguments { finder.walk(argument) }
        return finder.found
    }

    static func closures(in expression: ExprSyntax) -> [ClosureExprSyntax] {
        let finder = ClosureFinder()
        finder.walk(expression)
        return finder.found
    }
}
