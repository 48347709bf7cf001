import NavSceneDiagnostics

/// An expression of the scene language (see Grammar.md, "Expressions"). Every node keeps its range.
public final class Expression: @unchecked Sendable, CustomStringConvertible {
    /// Not `indirect`: sub-expressions are `Expression` objects already, so a kind needs no box of its own.
    public enum Kind {
        case identifier(String)
        /// `.dessert`: a case of the enum the context expects.
        case implicitMember(String)
        case string(String)
        case int(Int)
        case double(Double)
        case bool(Bool)
        case null
        case array([Expression])
        /// `base.name` or `base?.name`
        case member(Expression, name: String, optional: Bool)
        /// `Recipe[id]` or `Recipe[ids]`: lookup by identity.
        case lookup(Expression, key: Expression)
        /// `name(label: arg, ...)` (a query) or `base.name(...)` (a list method).
        case call(base: Expression?, name: String, arguments: [Argument])
        case unary(UnaryOperator, Expression)
        case binary(BinaryOperator, Expression, Expression)
        /// `condition ? then : otherwise`, Swift's ternary operator.
        case conditional(Expression, then: Expression, otherwise: Expression)
        /// `value!`: Swift's force unwrap (nil fails where it is evaluated, as Swift traps).
        case forceUnwrap(Expression)
        /// `.recipe(pie)`: a case of an enum with associated values, built from its payload; the context says which
        /// enum (`Route.recipe(pie)` is a `.call` on the type, typed the same way).
        case enumCase(name: String, arguments: [Argument])
    }

    public struct Argument {
        public var label: String?
        public var value: Expression
        public init(label: String?, value: Expression) { self.label = label; self.value = value }
    }

    public enum UnaryOperator: String { case not = "!", negate = "-" }
    public enum BinaryOperator: String {
        case coalesce = "??", equal = "==", notEqual = "!=", and = "&&", or = "||"
        case less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">="
        case add = "+", subtract = "-", multiply = "*", divide = "/", remainder = "%"

        public var isOrdering: Bool { self == .less || self == .lessOrEqual || self == .greater || self == .greaterOrEqual }
        public var isArithmetic: Bool {
            self == .add || self == .subtract || self == .multiply || self == .divide || self == .remainder
        }
    }

    public let kind: Kind
    public let range: SourceRange
    /// The static type, filled in by the checker (nil when it could not be decided).
    public var type: TypeRef?

    public init(_ kind: Kind, range: SourceRange) {
        self.kind = kind
        self.range = range
    }

    /// `.name` and `.name(...)` take their enum from the context.
    public var needsContext: Bool {
        switch kind {
        case .implicitMember, .enumCase: return true
        default: return false
        }
    }

    public var description: String {
        switch kind {
        case .identifier(let name): return name
        case .implicitMember(let name): return "." + name
        case .string(let s): return "\"" + s + "\""
        case .int(let i): return String(i)
        case .double(let d): return String(d)
        case .bool(let b): return String(b)
        case .null: return "nil"
        case .array(let items): return "[" + items.map(\.description).joined(separator: ", ") + "]"
        case .member(let base, let name, let optional): return "\(base)\(optional ? "?." : ".")\(name)"
        case .lookup(let base, let key): return "\(base)[\(key)]"
        case .call(let base, let name, let args):
            let list = args.map { ($0.label.map { "\($0): " } ?? "") + $0.value.description }.joined(separator: ", ")
            return (base.map { "\($0)." } ?? "") + "\(name)(\(list))"
        case .unary(let op, let operand): return op.rawValue + operand.description
        case .binary(let op, let l, let r): return "\(l) \(op.rawValue) \(r)"
        case .conditional(let c, let t, let o): return "\(c) ? \(t) : \(o)"
        case .forceUnwrap(let e): return "\(e)!"
        case .enumCase(let name, let args):
            let list = args.map { ($0.label.map { "\($0): " } ?? "") + $0.value.description }.joined(separator: ", ")
            return ".\(name)(\(list))"
        }
    }
}

/// Text with `{expression}` interpolations (`"{category.localizedName}"`); `{{` and `}}` are literal braces.
public struct Template: Sendable, CustomStringConvertible {
    public enum Part: @unchecked Sendable {
        case text(String)
        case expression(Expression)
    }

    public var parts: [Part]
    public var range: SourceRange

    public init(parts: [Part], range: SourceRange) {
        self.parts = parts
        self.range = range
    }

    public var isConstant: Bool { parts.allSatisfy { if case .text = $0 { return true } else { return false } } }

    public var description: String {
        parts.map { part -> String in
            switch part {
            case .text(let t): return t
            case .expression(let e): return "{\(e)}"
            }
        }.joined()
    }
}

/// `$name`: a two-way connection to a state variable.
public struct Binding: Sendable, Hashable {
    public var state: String
    public var range: SourceRange
    public init(state: String, range: SourceRange) { self.state = state; self.range = range }
}
