import NavSceneDiagnostics

/// Parses the expression language of Grammar.md ("Expressions") into `Expression` trees whose nodes carry exact ranges.
///
/// Precedence, loosest first, as in Swift: `? :` (right-associative), `||`, `&&`, comparisons `==` `!=` `<` `<=` `>`
/// `>=` (non-associative), `??` (right-associative), `+` `-`, `*` `/` `%`, prefix `!` and `-`, postfix (`.name`,
/// `?.name`, `[key]`, `(arguments)`, `!`). A call is `query(label: value)`, `list.filter(pred)` / `list.sorted(by: key)` /
/// `list.contains(x)`: `.call(base:name:arguments:)`; `.name(payload)` is an enum case with associated values.
/// `$name` is rejected here: bindings go through `parseBinding`. Errors are `expression-syntax` diagnostics (first
/// error only); a tree deeper than `maxDepth` (parentheses, operands of a chain, suffixes) is `limit-expression-depth`,
/// so every later stage may walk a tree recursively.
public enum ExpressionParser {
    public static let maxDepth = 64
    /// Words an expression reads as literals: never the name of anything a scene declares.
    public static let reservedWords: Set<String> = ["true", "false", "nil"]

    public static func parse(_ text: String, origin: TextOrigin, diagnostics: inout DiagnosticBag) -> Expression? {
        var parser = Parser(text: text, origin: origin)
        let result = parser.parseWhole()
        if let error = parser.error { diagnostics.append(error) }
        return parser.error == nil ? result : nil
    }

    /// `$name` where the grammar takes a binding (`selection`, `path`, `isPresented`, `item`, `isActive`).
    public static func parseBinding(_ text: String, origin: TextOrigin, diagnostics: inout DiagnosticBag) -> Binding? {
        var lexer = ExpressionLexer(text)
        let token = lexer.next()
        let after = lexer.next()
        let range = origin.range(from: token.start, to: token.end)
        if case .binding(let name) = token.kind, after.kind == .end {
            return Binding(state: name, range: range)
        }
        let whole = origin.range(from: .zero, to: TextPosition(scalar: lexer.scalarCount, byte: text.utf8.count))
        if case .name(let name) = token.kind, after.kind == .end {
            diagnostics.error("expression-syntax", "expected a binding; write '$\(name)' to bind the state variable '\(name)'", at: whole)
        } else {
            diagnostics.error("expression-syntax", "expected a binding to a state variable, such as '$path'", at: whole)
        }
        return nil
    }
}

private struct Parser {
    var lexer: ExpressionLexer
    let origin: TextOrigin
    let text: String
    var current: ExpressionToken
    var error: Diagnostic?
    var depth = 0

    init(text: String, origin: TextOrigin) {
        self.text = text
        self.origin = origin
        lexer = ExpressionLexer(text)
        current = lexer.next()
    }

    func range(_ start: TextPosition, _ end: TextPosition) -> SourceRange { origin.range(from: start, to: end) }

    mutating func advance() -> ExpressionToken {
        let token = current
        current = lexer.next()
        return token
    }

    func isSymbol(_ symbol: String) -> Bool { current.kind == .symbol(symbol) }

    mutating func fail(_ message: String, at token: ExpressionToken, id: String = "expression-syntax") {
        guard error == nil else { return }
        var end = token.end
        if end == token.start { end = TextPosition(scalar: token.start.scalar + 1, byte: token.start.byte + 1) }
        if case .end = token.kind, origin.fallback == nil {
            // Point just past the text, where the missing part belongs.
            end = TextPosition(scalar: token.start.scalar + 1, byte: token.start.byte + 1)
        }
        error = Diagnostic(id: id, severity: .error, message: message, range: range(token.start, end))
    }

    /// Describes the current token for messages.
    var found: String {
        switch current.kind {
        case .end: return "the end of the expression"
        case .invalid: return current.text
        default: return "'\(current.text)'"
        }
    }

    mutating func failUnexpected(_ expected: String) {
        if case .invalid(let message) = current.kind { fail(message, at: current); return }
        fail("expected \(expected), found \(found)", at: current)
    }

    mutating func parseWhole() -> Expression? {
        if current.kind == .end {
            fail("expected an expression, found nothing", at: current)
            return nil
        }
        guard let expression = parseTernary() else { return nil }
        if current.kind != .end {
            if case .invalid(let message) = current.kind { fail(message, at: current) } else {
                fail("unexpected \(found) after the end of the expression", at: current)
            }
            return nil
        }
        return expression
    }

    mutating func enter() -> Bool {
        depth += 1
        if depth > ExpressionParser.maxDepth {
            fail("expression nests deeper than \(ExpressionParser.maxDepth) levels; split it up", at: current, id: "limit-expression-depth")
            return false
        }
        return true
    }

    /// A left-associative chain of operators. Each operator in the chain counts as one level of nesting (the tree
    /// it builds is as deep as the chain is long), so a long chain ends at the same limit as deep parentheses and
    /// every later stage can walk the tree recursively.
    mutating func binaryChain(_ operators: [String: Expression.BinaryOperator],
                              _ operand: (inout Parser) -> Expression?) -> Expression? {
        guard var left = operand(&self) else { return nil }
        var levels = 0
        defer { depth -= levels }
        while case .symbol(let symbol) = current.kind, let op = operators[symbol] {
            _ = advance()
            levels += 1
            guard enter() else { return nil }
            guard let right = operand(&self) else { return nil }
            left = Expression(.binary(op, left, right), range: left.range.union(right.range))
        }
        return left
    }

    /// `condition ? a : b` (right-associative, the loosest operator, as in Swift).
    mutating func parseTernary() -> Expression? {
        guard enter() else { return nil }
        defer { depth -= 1 }
        guard let condition = parseOr() else { return nil }
        guard isSymbol("?") else { return condition }
        _ = advance()
        guard let then = parseTernary() else { return nil }
        guard isSymbol(":") else {
            failUnexpected("':' and the value when '\(condition)' is false")
            return nil
        }
        _ = advance()
        guard let otherwise = parseTernary() else { return nil }
        return Expression(.conditional(condition, then: then, otherwise: otherwise), range: condition.range.union(otherwise.range))
    }

    // Each chain's operators, built once (a dictionary literal at the call would be built again on every operand).
    static let disjunctions: [String: Expression.BinaryOperator] = ["||": .or]
    static let conjunctions: [String: Expression.BinaryOperator] = ["&&": .and]
    static let additions: [String: Expression.BinaryOperator] = ["+": .add, "-": .subtract]
    static let multiplications: [String: Expression.BinaryOperator] = ["*": .multiply, "/": .divide, "%": .remainder]

    mutating func parseOr() -> Expression? {
        binaryChain(Parser.disjunctions) { $0.parseAnd() }
    }

    mutating func parseAnd() -> Expression? {
        binaryChain(Parser.conjunctions) { $0.parseComparison() }
    }

    static let comparisons: [String: Expression.BinaryOperator] = [
        "==": .equal, "!=": .notEqual, "<": .less, "<=": .lessOrEqual, ">": .greater, ">=": .greaterOrEqual,
    ]

    /// Comparisons do not associate (Swift's ComparisonPrecedence): `a < b < c` is an error.
    mutating func parseComparison() -> Expression? {
        guard let left = parseCoalesce() else { return nil }
        guard case .symbol(let symbol) = current.kind, let op = Parser.comparisons[symbol] else { return left }
        _ = advance()
        guard let right = parseCoalesce() else { return nil }
        if case .symbol(let next) = current.kind, Parser.comparisons[next] != nil {
            fail("comparisons cannot be chained; combine them with '&&' or '||'", at: current)
            return nil
        }
        return Expression(.binary(op, left, right), range: left.range.union(right.range))
    }

    /// `??` binds tighter than comparisons and looser than arithmetic, and associates to the right (as in Swift).
    mutating func parseCoalesce() -> Expression? {
        guard let left = parseAdditive() else { return nil }
        guard isSymbol("??") else { return left }
        _ = advance()
        guard enter() else { return nil }
        defer { depth -= 1 }
        guard let right = parseCoalesce() else { return nil }
        return Expression(.binary(.coalesce, left, right), range: left.range.union(right.range))
    }

    mutating func parseAdditive() -> Expression? {
        binaryChain(Parser.additions) { $0.parseMultiplicative() }
    }

    mutating func parseMultiplicative() -> Expression? {
        binaryChain(Parser.multiplications) { $0.parseUnary() }
    }

    mutating func parseUnary() -> Expression? {
        let op: Expression.UnaryOperator
        if isSymbol("!") { op = .not } else if isSymbol("-") { op = .negate } else { return parsePostfix() }
        let sign = advance()
        guard enter() else { return nil }
        defer { depth -= 1 }
        guard let operand = parseUnary() else { return nil }
        return Expression(.unary(op, operand), range: range(sign.start, sign.end).union(operand.range))
    }

    mutating func parsePostfix() -> Expression? {
        guard var base = parsePrimary() else { return nil }
        // Each suffix nests the tree one level deeper, like an operator in a chain.
        var levels = 0
        defer { depth -= levels }
        while true {
            if isSymbol(".") || isSymbol("?.") || isSymbol("[") || isSymbol("(") || isSymbol("!") {
                levels += 1
                guard enter() else { return nil }
            }
            if isSymbol("!") {
                // A `!` right after a value is Swift's force unwrap (`!=` is its own token).
                let bang = advance()
                base = Expression(.forceUnwrap(base), range: base.range.union(range(bang.start, bang.end)))
                continue
            }
            if isSymbol(".") || isSymbol("?.") {
                let optional = isSymbol("?.")
                _ = advance()
                guard case .name(let name) = current.kind else {
                    failUnexpected("a member name after '\(optional ? "?." : ".")'")
                    return nil
                }
                let nameToken = advance()
                if isSymbol("(") {
                    if optional {
                        fail("methods cannot be called through '?.'; unwrap the list with '??' first", at: nameToken)
                        return nil
                    }
                    guard let (arguments, end) = parseArguments() else { return nil }
                    base = Expression(.call(base: base, name: name, arguments: arguments), range: base.range.union(range(end, end)))
                } else {
                    base = Expression(.member(base, name: name, optional: optional),
                                      range: base.range.union(range(nameToken.start, nameToken.end)))
                }
            } else if isSymbol("[") {
                let open = advance()
                guard enter() else { return nil }
                let key = parseTernary()
                depth -= 1
                guard let key else { return nil }
                guard isSymbol("]") else {
                    failUnexpected("']' to close the '[' at column \(origin.location(scalars: open.start.scalar, bytes: open.start.byte).column)")
                    return nil
                }
                let close = advance()
                base = Expression(.lookup(base, key: key), range: base.range.union(range(close.start, close.end)))
            } else if isSymbol("(") {
                guard case .identifier(let name) = base.kind else {
                    fail("only queries, enum cases with associated values and the list methods 'filter', 'sorted' and 'contains' can be called", at: current)
                    return nil
                }
                guard let (arguments, end) = parseArguments() else { return nil }
                base = Expression(.call(base: nil, name: name, arguments: arguments), range: base.range.union(range(end, end)))
            } else {
                return base
            }
        }
    }

    /// `( [label:] expr, ... )`; returns the arguments and the position after `)`.
    mutating func parseArguments() -> ([Expression.Argument], TextPosition)? {
        _ = advance() // (
        guard enter() else { return nil }
        defer { depth -= 1 }
        var arguments: [Expression.Argument] = []
        if isSymbol(")") { return (arguments, advance().end) }
        while true {
            var label: String?
            if case .name(let name) = current.kind {
                // Look ahead for `name:` without consuming the name as an expression.
                var probe = lexer
                if probe.next().kind == .symbol(":") {
                    label = name
                    _ = advance()
                    _ = advance()
                }
            }
            guard let value = parseTernary() else { return nil }
            arguments.append(Expression.Argument(label: label, value: value))
            if isSymbol(",") { _ = advance(); continue }
            if isSymbol(")") { return (arguments, advance().end) }
            failUnexpected("',' or ')' in the argument list")
            return nil
        }
    }

    mutating func parsePrimary() -> Expression? {
        let token = current
        let here = range(token.start, token.end)
        switch token.kind {
        case .name(let name):
            _ = advance()
            switch name {
            case "true": return Expression(.bool(true), range: here)
            case "false": return Expression(.bool(false), range: here)
            case "nil": return Expression(.null, range: here)
            default: return Expression(.identifier(name), range: here)
            }
        case .int(let value): _ = advance(); return Expression(.int(value), range: here)
        case .double(let value): _ = advance(); return Expression(.double(value), range: here)
        case .string(let value): _ = advance(); return Expression(.string(value), range: here)
        case .binding(let name):
            fail("'$\(name)' is a binding; bindings are only accepted for selection, path, isPresented, item, isActive and Binding<T> view arguments (write '\(name)' to read the value)", at: token)
            return nil
        case .symbol("."):
            _ = advance()
            guard case .name(let name) = current.kind else {
                failUnexpected("a case name after '.'")
                return nil
            }
            let nameToken = advance()
            if isSymbol("(") {
                // `.recipe(pie)`: a case with associated values.
                guard let (arguments, end) = parseArguments() else { return nil }
                return Expression(.enumCase(name: name, arguments: arguments), range: range(token.start, end))
            }
            return Expression(.implicitMember(name), range: range(token.start, nameToken.end))
        case .symbol("["):
            _ = advance()
            guard enter() else { return nil }
            defer { depth -= 1 }
            var items: [Expression] = []
            if !isSymbol("]") {
                while true {
                    guard let item = parseTernary() else { return nil }
                    items.append(item)
                    if isSymbol(",") { _ = advance(); if isSymbol("]") { break }; continue }
                    if isSymbol("]") { break }
                    failUnexpected("',' or ']' in the list")
                    return nil
                }
            }
            let close = advance()
            return Expression(.array(items), range: range(token.start, close.end))
        case .symbol("("):
            _ = advance()
            guard enter() else { return nil }
            defer { depth -= 1 }
            guard let inner = parseTernary() else { return nil }
            guard isSymbol(")") else {
                failUnexpected("')' to close the '('")
                return nil
            }
            _ = advance()
            return inner
        default:
            failUnexpected("an expression")
            return nil
        }
    }
}
