import SwiftSyntax

/// Whether a declared type is a function type: `() -> Void`, `(Item) async -> Void`, `(() -> Void)?`,
/// `@escaping @MainActor () -> Void` (optionals, attributes and one-element parentheses looked through, at most 8 deep).
func isClosureType(_ type: TypeSyntax?) -> Bool {
    var current = type
    var steps = 0
    while let t = current, steps < 8 {
        steps += 1
        if t.is(FunctionTypeSyntax.self) { return true }
        if let optional = t.as(OptionalTypeSyntax.self) { current = optional.wrappedType }
        else if let optional = t.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { current = optional.wrappedType }
        else if let attributed = t.as(AttributedTypeSyntax.self) { current = attributed.baseType }
        else if let tuple = t.as(TupleTypeSyntax.self), tuple.elements.count == 1, tuple.elements.first?.firstName == nil { current = tuple.elements.first?.type }
        else { return false }
    }
    return false
}
