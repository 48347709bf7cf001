import NavSceneDiagnostics

/// A type as written in a scene: `String`, `Recipe`, `Category?`, `[Recipe]`, `Recipe.ID`, `NavigationPath`.
public indirect enum TypeRef: Hashable, Sendable, CustomStringConvertible {
    case named(String)
    case optional(TypeRef)
    case array(TypeRef)
    /// `T.ID`: the type of T's identity field, kept distinct so that `T[id]` lookups know their result type.
    case identifier(of: String)
    /// SwiftUI's type-erased, heterogeneous path.
    case navigationPath
    /// The type of `nil` before it meets a context.
    case nilLiteral
    /// A type used as a value (`Category` in `Category.allCases`).
    case metatype(String)

    public static let string = TypeRef.named("String")
    public static let int = TypeRef.named("Int")
    public static let double = TypeRef.named("Double")
    public static let bool = TypeRef.named("Bool")
    public static let uuid = TypeRef.named("UUID")
    public static let builtinNames: [String] = ["String", "Int", "Double", "Bool", "UUID"]

    public var description: String {
        switch self {
        case .named(let name): return name
        case .optional(let wrapped): return "\(wrapped)?"
        case .array(let element): return "[\(element)]"
        case .identifier(let of): return "\(of).ID"
        case .navigationPath: return "NavigationPath"
        case .nilLiteral: return "nil"
        case .metatype(let name): return "\(name).Type"
        }
    }

    public var isOptional: Bool { if case .optional = self { return true } else { return false } }
    public var unwrapped: TypeRef { if case .optional(let w) = self { return w.unwrapped } else { return self } }
    public var arrayElement: TypeRef? { if case .array(let e) = self { return e } else { return nil } }
    /// For paths: the element type of a typed path, nil for NavigationPath.
    public var isPath: Bool {
        if case .navigationPath = self { return true }
        return arrayElement != nil
    }

    /// Parses the type syntax; nil when malformed.
    public static func parse(_ text: String) -> TypeRef? {
        var s = Substring(text.trimmingSpaces())
        return parseType(&s).flatMap { s.isEmpty ? $0 : nil }
    }

    private static func parseType(_ s: inout Substring) -> TypeRef? {
        var base: TypeRef
        if s.first == "[" {
            s.removeFirst()
            guard let element = parseType(&s), s.first == "]" else { return nil }
            s.removeFirst()
            base = .array(element)
        } else {
            let name = s.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            guard let first = name.first, first.isLetter || first == "_" else { return nil }
            s.removeFirst(name.count)
            if s.hasPrefix(".ID") {
                s.removeFirst(3)
                base = .identifier(of: String(name))
            } else if name == "NavigationPath" {
                base = .navigationPath
            } else {
                base = .named(String(name))
            }
        }
        while s.first == "?" {
            s.removeFirst()
            base = .optional(base)
        }
        return base
    }
}

extension String {
    func trimmingSpaces() -> String {
        var scalars = Substring(self)
        while let first = scalars.first, first == " " || first == "\t" { scalars.removeFirst() }
        while let last = scalars.last, last == " " || last == "\t" { scalars.removeLast() }
        return String(scalars)
    }
}
