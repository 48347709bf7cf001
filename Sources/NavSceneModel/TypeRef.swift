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
    /// Swift's type-erased `AnyHashable`: holds a value of any type (not Codable, so it is not among `builtinNames`).
    public static let anyHashable = TypeRef.named("AnyHashable")
    /// Whether values of any type fit (the type of a type-erased selection or path element).
    public var isAnyHashable: Bool { self == .anyHashable }

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
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            // ASCII (nearly every type): the same grammar on bytes, without grapheme breaking.
            let bytes = Array(text.utf8)
            var low = 0, high = bytes.count
            while low < high, bytes[low] == 0x20 || bytes[low] == 0x09 { low += 1 }
            while high > low, bytes[high - 1] == 0x20 || bytes[high - 1] == 0x09 { high -= 1 }
            var at = low
            return parseASCII(bytes, &at, high).flatMap { at == high ? $0 : nil }
        }
        var s = Substring(text.trimmingSpaces())
        return parseType(&s).flatMap { s.isEmpty ? $0 : nil }
    }

    private static func parseASCII(_ bytes: [UInt8], _ at: inout Int, _ end: Int) -> TypeRef? {
        func isLetter(_ b: UInt8) -> Bool { (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) }
        var base: TypeRef
        if at < end, bytes[at] == UInt8(ascii: "[") {
            at += 1
            guard let element = parseASCII(bytes, &at, end), at < end, bytes[at] == UInt8(ascii: "]") else { return nil }
            at += 1
            base = .array(element)
        } else {
            let start = at
            while at < end, isLetter(bytes[at]) || (bytes[at] >= 0x30 && bytes[at] <= 0x39) || bytes[at] == UInt8(ascii: "_") { at += 1 }
            guard at > start, isLetter(bytes[start]) || bytes[start] == UInt8(ascii: "_") else { return nil }
            let name = String(decoding: bytes[start..<at], as: UTF8.self)
            if end - at >= 3, bytes[at] == UInt8(ascii: "."), bytes[at + 1] == UInt8(ascii: "I"), bytes[at + 2] == UInt8(ascii: "D") {
                at += 3
                base = .identifier(of: name)
            } else if name == "NavigationPath" {
                base = .navigationPath
            } else {
                base = .named(name)
            }
        }
        while at < end, bytes[at] == UInt8(ascii: "?") {
            at += 1
            base = .optional(base)
        }
        return base
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
