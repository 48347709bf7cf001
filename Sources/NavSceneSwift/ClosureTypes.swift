import SwiftSyntax

/// Whether a declared type is a function type: `() -> Void`, `(Item) async -> Void`, `(() -> Void)?`,
/// `@escaping @MainActor () -> Void` (optionals, attributes and one-element parentheses looked through, at most 8 deep).
func isClosureType(_ type: TypeSyntax?) -> Bool { closureFunctionType(type) != nil }

/// The function type a declared type holds, looked through optionals, attributes and one-element parentheses (at most
/// 8 deep); nil when it is not a function type.
func closureFunctionType(_ type: TypeSyntax?) -> FunctionTypeSyntax? {
    var current = type
    var steps = 0
    while let t = current, steps < 8 {
        steps += 1
        if let function = t.as(FunctionTypeSyntax.self) { return function }
        if let optional = t.as(OptionalTypeSyntax.self) { current = optional.wrappedType }
        else if let optional = t.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { current = optional.wrappedType }
        else if let attributed = t.as(AttributedTypeSyntax.self) { current = attributed.baseType }
        else if let tuple = t.as(TupleTypeSyntax.self), tuple.elements.count == 1, tuple.elements.first?.firstName == nil { current = tuple.elements.first?.type }
        else { return nil }
    }
    return nil
}
