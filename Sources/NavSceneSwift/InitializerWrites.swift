import SwiftSyntax

/// The stored properties a type's initializers assign (`self.isAvailable = isAvailable`, `count = 0`, `_path = ...`):
/// such a property starts with whatever its initializer computes from its arguments, which the model does not read,
/// so its declared default is not the only value it may start with.
///
/// A property the initializers give a non-empty value or change by a call (`path.append(.feed)`, or a method of the
/// type they call that writes it: `showFeed()` -> `push(.feed)` -> `path.append`) starts changed: `changed`, which
/// holds for paths as well (a path an initializer pushes onto starts non-empty; one it sets to `[]` stays empty).
///
/// One walk over the initializers per type, and one over each method they reach, memoized by the module builder;
/// names are matched on tokens.
final class InitializerWrites: SyntaxVisitor {
    private(set) var assigned: Set<String> = []
    /// Of `assigned`, those given something other than an empty value (`[]`, `NavigationPath()`, `.init()`).
    private(set) var assignedNonEmpty: Set<String> = []
    /// Properties a call changes: a member called on them (`items.append(x)`, `path.removeLast()`).
    private(set) var mutated: Set<String> = []
    /// The names of the type's own methods called (`showFeed()`, `self.reset()`), in order met, with each call.
    private(set) var calledMethods: [String] = []
    private(set) var methodCalls: [FunctionCallExprSyntax] = []
    /// `path.append(x)` on a stored property: the property and the call, in order met.
    private(set) var appends: [(property: String, call: FunctionCallExprSyntax)] = []
    /// Properties changed by a member call other than an append or a removal (`path = ...` is in `assigned`): what
    /// they hold afterwards is not read.
    private(set) var otherwiseMutated: Set<String> = []

    /// What the initializers do to the stored properties (`writes(of:)`).
    struct Writes {
        /// Assigned directly by an initializer.
        var assigned: Set<String>
        /// Given a non-empty value or changed by a call, directly or through the type's own methods.
        var changed: Set<String>
        /// The values appended, directly or through the type's own methods: each append, with the initializer's
        /// call that reaches it (the append itself when the initializer makes it).
        var appends: [String: [(call: FunctionCallExprSyntax, origin: Syntax)]]
        /// Properties whose start the appends do not describe: given a non-empty value, or changed by another call.
        var untyped: Set<String>
    }

    init() { super.init(viewMode: .sourceAccurate) }

    /// What a type's initializers assign directly, and what they change by calls (through the type's own methods,
    /// each walked once however often it is called).
    /// Each reached method is walked once, reached from the first initializer call that leads to it (its `origin`).
    static func writes(of type: SwiftModule.TypeDeclaration) -> Writes {
        let initial = InitializerWrites()
        for initializer in type.initializers { if let body = initializer.body { initial.walk(body) } }
        let methods = Dictionary(grouping: type.methods, by: \.name)
        let reached = InitializerWrites()
        var appends: [String: [(call: FunctionCallExprSyntax, origin: Syntax)]] = [:]
        for append in initial.appends { appends[append.property, default: []].append((append.call, Syntax(append.call))) }
        var queue = zip(initial.calledMethods, initial.methodCalls.map { Syntax($0) }).map { ($0, $1) }
        var seen: Set<String> = []
        var next = 0
        while next < queue.count {
            let (name, origin) = queue[next]
            next += 1
            guard seen.insert(name).inserted, let bodies = methods[name] else { continue }
            let before = reached.calledMethods.count
            let appendsBefore = reached.appends.count
            for method in bodies { if let body = method.body { reached.walk(body) } }
            queue += reached.calledMethods[before...].map { ($0, origin) }
            for append in reached.appends[appendsBefore...] { appends[append.property, default: []].append((append.call, origin)) }
        }
        let changed = initial.assignedNonEmpty.union(initial.mutated).union(reached.mutated).union(reached.assigned)
        let untyped = initial.assignedNonEmpty.union(reached.assignedNonEmpty).union(initial.otherwiseMutated).union(reached.otherwiseMutated)
        return Writes(assigned: initial.assigned, changed: changed, appends: appends, untyped: untyped)
    }

    /// The member calls that change a path without putting anything new on it.
    static let removals: Set<String> = ["removeLast", "removeFirst", "removeAll"]

    /// `x.f(...)` on a stored property changes it (a conservative reading of any member call); `f(...)` or
    /// `self.f(...)` calls the type's own method (looked up by `writes(of:)`).
    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
            if let reference = base.as(DeclReferenceExprSyntax.self), reference.baseName.tokenKind == .keyword(.self) {
                calledMethods.append(member.declName.baseName.text)
                methodCalls.append(node)
            } else if let name = InitializerWrites.storedName(base) {
                mutated.insert(name)
                let method = member.declName.baseName.text
                if method == "append", node.arguments.count == 1, node.arguments.first?.label == nil, node.trailingClosure == nil {
                    appends.append((name, node))
                } else if !InitializerWrites.removals.contains(method) {
                    otherwiseMutated.insert(name)
                }
            }
        } else if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
            calledMethods.append(reference.baseName.text)
            methodCalls.append(node)
        }
        return .visitChildren
    }

    /// `a = b` as the parser leaves it (operators unfolded): a sequence whose second element is the assignment.
    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        if elements.count >= 3, elements[1].is(AssignmentExprSyntax.self), let name = InitializerWrites.storedName(elements[0]) {
            assigned.insert(name)
            if elements.count > 3 || !InitializerWrites.isEmptyValue(elements[2]) { assignedNonEmpty.insert(name) }
        }
        return .visitChildren
    }

    override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
        if node.operator.is(AssignmentExprSyntax.self), let name = InitializerWrites.storedName(node.leftOperand) {
            assigned.insert(name)
            if !InitializerWrites.isEmptyValue(node.rightOperand) { assignedNonEmpty.insert(name) }
        }
        return .visitChildren
    }

    /// A nested function or closure runs later (or never): what it assigns is not the initial value.
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    /// `[]`, `[:]`, or an initializer called with no arguments (`NavigationPath()`, `[Screen]()`, `.init()`): what a
    /// path property starts empty with.
    static func isEmptyValue(_ expr: ExprSyntax) -> Bool {
        if let array = expr.as(ArrayExprSyntax.self) { return array.elements.isEmpty }
        if let dictionary = expr.as(DictionaryExprSyntax.self) {
            if case .colon = dictionary.content { return true }
            return false
        }
        if let call = expr.as(FunctionCallExprSyntax.self) {
            return call.arguments.isEmpty && call.trailingClosure == nil && call.additionalTrailingClosures.isEmpty
        }
        return false
    }

    /// `self.name`, `name` or `_name` (a wrapper's storage), as the property's name.
    static func storedName(_ expr: ExprSyntax) -> String? {
        if let member = expr.as(MemberAccessExprSyntax.self), let base = member.base?.as(DeclReferenceExprSyntax.self),
           base.baseName.tokenKind == .keyword(.self) {
            return strip(member.declName.baseName.text)
        }
        if let reference = expr.as(DeclReferenceExprSyntax.self) { return strip(reference.baseName.text) }
        return nil
    }

    private static func strip(_ name: String) -> String { name.hasPrefix("_") ? String(name.dropFirst()) : name }
}
