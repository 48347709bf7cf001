import NavSceneDiagnostics
import NavSceneModel
import XCTest

final class ExpressionParserTests: XCTestCase {
    func parse(_ text: String, origin: TextOrigin = .synthetic()) -> (NavSceneModel.Expression?, [Diagnostic]) {
        var bag = DiagnosticBag()
        let expression = ExpressionParser.parse(text, origin: origin, diagnostics: &bag)
        return (expression, bag.diagnostics)
    }

    func testPrecedenceAndForms() {
        let cases: [(String, String)] = [
            ("a || b && c", "a || b && c"),
            ("!a.b == .dessert", "!a.b == .dessert"),
            ("x ?? y ?? z", "x ?? y ?? z"),
            ("recipes(in: category)", "recipes(in: category)"),
            ("Recipe.all.filter(it.category == in).sorted(by: it.name)", "Recipe.all.filter(it.category == in).sorted(by: it.name)"),
            ("Recipe[recipe.related]", "Recipe[recipe.related]"),
            ("path.first?.name", "path.first?.name"),
            ("[1, 2.5, 'x', \"y\", true, nil]", "[1, 2.5, \"x\", \"y\", true, nil]"),
            ("(a)", "a"),
        ]
        for (text, expected) in cases {
            let (expression, diagnostics) = parse(text)
            XCTAssertEqual(diagnostics, [], text)
            XCTAssertEqual(expression?.description, expected, text)
        }
    }

    func testTreeShape() throws {
        let (expression, _) = parse("a || b && c")
        guard case .binary(.or, let left, let right)? = expression?.kind else { return XCTFail("expected ||") }
        guard case .identifier("a") = left.kind, case .binary(.and, _, _) = right.kind else { return XCTFail("&& binds tighter") }
        let (call, _) = parse("recipes(in: c)")
        guard case .call(nil, "recipes", let arguments)? = call?.kind else { return XCTFail("query call") }
        XCTAssertEqual(arguments.first?.label, "in")
        let (method, _) = parse("list.sorted(by: it.name)")
        guard case .call(let base?, "sorted", let args)? = method?.kind else { return XCTFail("method call") }
        XCTAssertEqual(base.description, "list")
        XCTAssertEqual(args.first?.label, "by")
    }

    func testRangesAreExactCharacterColumns() throws {
        let origin = TextOrigin(file: "f.yaml", start: SourceLocation(line: 3, column: 10, offset: 40))
        let (expression, _) = parse("é.name == x", origin: origin)
        let e = try XCTUnwrap(expression)
        XCTAssertEqual(e.range.start.column, 10)
        XCTAssertEqual(e.range.end.column, 21)
        XCTAssertEqual(e.range.end.offset, 40 + "é.name == x".utf8.count)
        guard case .binary(_, let left, let right) = e.kind else { return XCTFail() }
        XCTAssertEqual(left.range.end.column, 16)
        XCTAssertEqual(right.range.start.column, 20)
        XCTAssertEqual(right.range.start.offset, 40 + "é.name == ".utf8.count)
    }

    func testSyntaxErrorsPointAtTheProblem() {
        let origin = TextOrigin(file: "f.yaml", start: SourceLocation(line: 1, column: 5, offset: 4))
        let (e1, d1) = parse("a && (b || )", origin: origin)
        XCTAssertNil(e1)
        XCTAssertEqual(d1.map(\.id), ["expression-syntax"])
        XCTAssertEqual(d1.first?.range.start.column, 5 + 11)
        let (_, d2) = parse("'open", origin: origin)
        XCTAssertTrue(d2.first?.message.contains("unterminated") ?? false)
        let (_, d3) = parse("a = b")
        XCTAssertTrue(d3.first?.message.contains("==") ?? false)
        let (_, d4) = parse("a == b == c")
        XCTAssertEqual(d4.map(\.id), ["expression-syntax"])
        let (_, d5) = parse("")
        XCTAssertEqual(d5.map(\.id), ["expression-syntax"])
        let (_, d6) = parse("a b")
        XCTAssertTrue(d6.first?.message.contains("after the end") ?? false)
    }

    func testBindingsOnlyWhereTheGrammarTakesThem() {
        let (_, diagnostics) = parse("$path")
        XCTAssertEqual(diagnostics.map(\.id), ["expression-syntax"])
        var bag = DiagnosticBag()
        XCTAssertEqual(ExpressionParser.parseBinding("$path", origin: .synthetic(), diagnostics: &bag)?.state, "path")
        XCTAssertNil(ExpressionParser.parseBinding("path", origin: .synthetic(), diagnostics: &bag))
        XCTAssertTrue(bag.diagnostics.first?.message.contains("'$path'") ?? false)
    }

    /// Swift's precedence: `? :` loosest, then `||`, `&&`, comparisons, `??`, `+ -`, `* / %`, prefix operators.
    func testOperatorsTakeSwiftsPrecedence() {
        func shape(_ e: NavSceneModel.Expression?) -> String {
            guard let e else { return "nil" }
            switch e.kind {
            case .binary(let op, let l, let r): return "(\(shape(l)) \(op.rawValue) \(shape(r)))"
            case .unary(let op, let o): return "(\(op.rawValue)\(shape(o)))"
            case .conditional(let c, let t, let o): return "(\(shape(c)) ? \(shape(t)) : \(shape(o)))"
            default: return e.description
            }
        }
        let cases: [(String, String)] = [
            ("a + b * c - d", "((a + (b * c)) - d)"),
            ("a - 1", "(a - 1)"),
            ("a-1", "(a - 1)"),
            ("-1 + -a", "(-1 + (-a))"),
            ("x ?? 0 < y + 1", "((x ?? 0) < (y + 1))"),
            ("a < b && c >= d || !e", "(((a < b) && (c >= d)) || (!e))"),
            ("c ? a : b ? d : e", "(c ? a : (b ? d : e))"),
            ("n > 1 ? 'many' : 'one'", "((n > 1) ? \"many\" : \"one\")"),
            ("path[0].name", "path[0].name"),
            ("a % 2 == 0", "((a % 2) == 0)"),
        ]
        for (text, expected) in cases {
            let (expression, diagnostics) = parse(text)
            XCTAssertEqual(diagnostics, [], text)
            XCTAssertEqual(shape(expression), expected, text)
        }
        let (enumCase, _) = parse(".recipe(pie, limit: 2)")
        guard case .enumCase("recipe", let arguments)? = enumCase?.kind else { return XCTFail("a case with associated values") }
        XCTAssertEqual(arguments.map(\.label), [nil, "limit"])
        XCTAssertEqual(parse("a < b < c").1.map(\.id), ["expression-syntax"])
        XCTAssertEqual(parse("a ? b").1.map(\.id), ["expression-syntax"])
    }

    /// A long chain builds a tree as deep as the chain: it ends at the depth limit like parentheses do, so no later
    /// stage (checker, evaluator, analysis) recurses without bound on hostile input.
    func testLongChainsAreBoundedLikeNesting() {
        for text in [Array(repeating: "a", count: 5_000).joined(separator: " + "),
                     Array(repeating: "a", count: 5_000).joined(separator: " || "),
                     "a" + String(repeating: ".b", count: 5_000),
                     "a" + String(repeating: "[0]", count: 5_000)] {
            let (expression, diagnostics) = parse(text)
            XCTAssertNil(expression)
            XCTAssertEqual(diagnostics.map(\.id), ["limit-expression-depth"], String(text.prefix(20)))
        }
        XCTAssertEqual(parse(Array(repeating: "a", count: 30).joined(separator: " + ")).1, [])
    }

    func testDepthIsBounded() {
        let deep = String(repeating: "(", count: 500) + "a" + String(repeating: ")", count: 500)
        let (expression, diagnostics) = parse(deep)
        XCTAssertNil(expression)
        XCTAssertEqual(diagnostics.map(\.id), ["limit-expression-depth"])
        let (_, bangs) = parse(String(repeating: "!", count: 10_000) + "a")
        XCTAssertEqual(bangs.map(\.id), ["limit-expression-depth"])
        let (ok, none) = parse(String(repeating: "(", count: 20) + "a" + String(repeating: ")", count: 20))
        XCTAssertNotNil(ok)
        XCTAssertEqual(none, [])
    }

    func testFallbackOriginUsesTheWholeRange() {
        let whole = SourceRange(file: "f", start: SourceLocation(line: 2, column: 3, offset: 9), end: SourceLocation(line: 4, column: 1, offset: 30))
        let (expression, _) = parse("a.b", origin: TextOrigin(fallback: whole))
        XCTAssertEqual(expression?.range, whole)
    }
}

final class TemplateParserTests: XCTestCase {
    func parse(_ text: String) -> (Template, [Diagnostic]) {
        var bag = DiagnosticBag()
        let origin = TextOrigin(file: "f", start: SourceLocation(line: 1, column: 1, offset: 0))
        let template = TemplateParser.parse(text, origin: origin, range: .synthetic("f"), diagnostics: &bag)
        return (template, bag.diagnostics)
    }

    func testPartsAndEscapes() {
        let (template, diagnostics) = parse("Crème {a.b} {{x}} {'}'}")
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(template.parts.count, 4)
        XCTAssertEqual(template.description, "Crème {a.b} {x} {\"}\"}")
        guard case .expression(let e) = template.parts[1] else { return XCTFail() }
        XCTAssertEqual(e.range.start.column, 8)
        XCTAssertEqual(e.range.start.offset, "Crème {".utf8.count)
        XCTAssertTrue(parse("plain").0.isConstant)
    }

    func testUnclosedAndEmptyBraces() {
        XCTAssertEqual(parse("Hello {name").1.map(\.id), ["expression-syntax"])
        XCTAssertEqual(parse("Hello {name").1.first?.range.start.column, 7)
        XCTAssertEqual(parse("Hello {}").1.map(\.id), ["expression-syntax"])
        XCTAssertEqual(parse("a } b").1, [])
    }
}
