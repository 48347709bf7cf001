import SwiftSyntax

// Where the syntax tree differs between the swift-syntax releases navlint accepts (600.0.0 ..< 604.0.0, Package.swift).
// swift-syntax marks each release with an empty module, SwiftSyntax601 and so on, so `canImport` tells them apart.

extension GenericArgumentSyntax {
    /// The argument as a type; nil for a value argument (`InlineArray<3, Int>`'s `3`). From 601 an argument is an
    /// enum of a type or an expression; in 600 it is always a type.
    var typeArgument: TypeSyntax? {
        #if canImport(SwiftSyntax601)
        if case .type(let type) = argument { return type }
        return nil
        #else
        return argument
        #endif
    }

    /// A type argument (`Route` in `Array<Route>`), built the way this release's tree holds it.
    init(typeArgument type: some TypeSyntaxProtocol) {
        #if canImport(SwiftSyntax601)
        self.init(argument: .type(TypeSyntax(type)))
        #else
        self.init(argument: TypeSyntax(type))
        #endif
    }
}
