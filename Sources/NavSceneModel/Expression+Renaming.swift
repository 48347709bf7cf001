/// Text of expressions, types and templates with some names written differently (`navlint extract` gives a name the
/// scene language cannot hold, such as Swift's nested `Outer.Inner`, a name it can: see `SceneWriter`). `rename`
/// maps a whole name (a type, a state variable, a view) to its new spelling and returns other names unchanged.
extension Expression {
    public func text(renaming rename: (String) -> String) -> String {
        if let dotted = dottedName, rename(dotted) != dotted { return rename(dotted) }
        func t(_ e: Expression) -> String { e.text(renaming: rename) }
        // An operand that is itself an operation keeps its grouping: `!(a ?? b)`, `(a || b) && c`.
        func operand(_ e: Expression) -> String {
            switch e.kind {
            case .binary, .conditional: return "(" + t(e) + ")"
            default: return t(e)
            }
        }
        func list(_ args: [Argument]) -> String {
            args.map { ($0.label.map { "\($0): " } ?? "") + t($0.value) }.joined(separator: ", ")
        }
        switch kind {
        case .identifier(let name): return rename(name)
        case .implicitMember, .string, .int, .double, .bool, .null: return description
        case .array(let items): return "[" + items.map(t).joined(separator: ", ") + "]"
        case .member(let base, let name, let optional): return operand(base) + (optional ? "?." : ".") + name
        case .lookup(let base, let key): return "\(operand(base))[\(t(key))]"
        case .call(let base, let name, let args): return (base.map { operand($0) + "." } ?? "") + "\(name)(\(list(args)))"
        case .unary(let op, let e): return op.rawValue + operand(e)
        case .binary(let op, let l, let r): return "\(operand(l)) \(op.rawValue) \(operand(r))"
        case .conditional(let c, let then, let otherwise): return "\(operand(c)) ? \(operand(then)) : \(operand(otherwise))"
        case .forceUnwrap(let e): return operand(e) + "!"
        case .enumCase(let name, let args): return ".\(name)(\(list(args)))"
        }
    }

    /// `A.B.C` when the expression is a chain of plain member accesses on a name, else nil.
    var dottedName: String? {
        switch kind {
        case .identifier(let name): return name
        case .member(let base, let name, false): return base.dottedName.map { $0 + "." + name }
        default: return nil
        }
    }
}

extension TypeRef {
    public func text(renaming rename: (String) -> String) -> String {
        switch self {
        case .named(let name): return rename(name)
        case .optional(let wrapped): return wrapped.text(renaming: rename) + "?"
        case .array(let element): return "[" + element.text(renaming: rename) + "]"
        case .identifier(let of): return rename(of) + ".ID"
        case .navigationPath, .nilLiteral: return description
        case .metatype(let name): return rename(name) + ".Type"
        }
    }
}

extension Template {
    /// Scene text: literal braces doubled, expressions in braces.
    public func text(renaming rename: (String) -> String) -> String {
        parts.map { part -> String in
            switch part {
            case .text(let text):
                var out = ""
                for c in text { if c == "{" { out += "{{" } else if c == "}" { out += "}}" } else { out.append(c) } }
                return out
            case .expression(let e): return "{\(e.text(renaming: rename))}"
            }
        }.joined()
    }
}
