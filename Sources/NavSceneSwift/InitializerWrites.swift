import SwiftSyntax

/// The stored properties a type's initializers assign (`self.isAvailable = isAvailable`, `count = 0`, `_path = ...`):
/// such a property starts with whatever its initializer computes from its arguments, which the model does not read,
/// so its declared default is not the only value it may start with.
///
/// One walk over the initializers per type, memoized by the module builder; names are matched on tokens.
final class InitializerWrites: SyntaxVisitor {
    private(set) var assigned: Set<String> = []

    init() { super.init(viewMode: .sourceAccurate) }

    static func assigned(in initializers: [InitializerDeclSyntax]) -> Set<String> {
        let visitor = InitializerWrites()
        for initializer in initializers { if let body = initializer.body { visitor.walk(body) } }
        return visitor.assigned
    }

    /// `a = b` as the parser leaves it (operators unfolded): a sequence whose second element is the assignment.
    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        if elements.count >= 3, elements[1].is(AssignmentExprSyntax.self), let name = InitializerWrites.storedName(elements[0]) {
            assigned.insert(name)
        }
        return .visitChildren
    }

    override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
        if node.operator.is(AssignmentExprSyntax.self), let name = InitializerWrites.storedName(node.leftOperand) {
            assigned.insert(name)
        }
        return .visitChildren
    }

    /// A nested function or closure runs later (or never): what it assigns is not the initial value.
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

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
