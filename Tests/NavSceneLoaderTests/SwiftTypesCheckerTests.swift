import NavSceneDiagnostics
import NavSceneLoader
import NavSceneModel
import XCTest

/// Loading and checking enums with raw values and associated values, case patterns and the new operators.
final class SwiftTypesCheckerTests: XCTestCase {
    func diagnostics(_ body: String) -> [Diagnostic] {
        loadScene("scene: T\ntypes:\n  Route: { enum: [\"recipe(String)\", \"detail(id: Int, tab: String?)\", settings] }\n"
                  + "  Kind: { enum: [a, b = 5, c], rawValue: Int }\n" + body).diagnostics
    }

    func messages(_ body: String) -> [String] { diagnostics(body).map { "\($0.id): \($0.message)" } }

    func testCasesParseAsSwiftDeclaresThem() throws {
        let result = loadScene("types:\n  Route: { enum: [\"recipe(String)\", \"detail(id: Int, tab: String?)\", settings] }\n  Kind: { enum: [a, b = 5, c], rawValue: Int }\n  Name: { enum: [x, y = \"why\"], rawValue: String }\n")
        XCTAssertEqual(result.diagnostics, [])
        let scene = try XCTUnwrap(result.scene)
        let detail = try XCTUnwrap(scene.types["Route"]?.enumCase("detail"))
        XCTAssertEqual(detail.associated.map(\.label), ["id", "tab"])
        XCTAssertEqual(detail.associated.map(\.type), [.int, .optional(.string)])
        XCTAssertEqual(scene.types["Kind"]?.cases.map(\.rawValue), [.int(0), .int(5), .int(6)])
        XCTAssertEqual(scene.types["Name"]?.cases.map(\.rawValue), [.string("x"), .string("why")])
    }

    func testBadCaseDeclarations() {
        for (types, id) in [("[\"a(\"]", "invalid-value"), ("[\"a(Strin g)\"]", "invalid-value"), ("[a = 1]", "missing-key"),
                            ("[a, b = 0]\n    rawValue: Int", "duplicate-declaration"), ("[a = 'x']\n    rawValue: Int", "type-mismatch"),
                            ("[\"a(Int)\"]\n    rawValue: Int", "invalid-value"), ("[nil]", "invalid-value"), ("[a]\n    rawValue: Bool", "invalid-value")] {
            let found = loadScene("types:\n  E:\n    enum: \(types)\n").diagnostics.map(\.id)
            XCTAssertEqual(found, [id], types)
        }
    }

    func testConstructionChecksPayloadTypesAndLabels() {
        XCTAssertEqual(messages("state:\n  r: { type: Route, initial: \".recipe('pie')\" }\nroot: { Text: \"{r == .detail(id: 1, tab: nil)}\" }\n"), [])
        XCTAssertEqual(diagnostics("state:\n  r: { type: Route, initial: \".recipe(1)\" }\nroot: { Text: x }\n").map(\.id), ["type-mismatch"])
        XCTAssertEqual(diagnostics("state:\n  r: { type: Route, initial: \".detail(1, tab: nil)\" }\nroot: { Text: x }\n").map(\.id), ["wrong-shape"])
        XCTAssertEqual(diagnostics("state:\n  r: { type: Route, initial: \".recipe('a', 'b')\" }\nroot: { Text: x }\n").map(\.id), ["wrong-shape"])
        XCTAssertEqual(diagnostics("state:\n  r: { type: Route, initial: .recipe }\nroot: { Text: x }\n").map(\.id), ["missing-argument"])
        XCTAssertEqual(diagnostics("root: { Text: \"{Route.allCases.count}\" }\n").map(\.id), ["unknown-case"], "no allCases with associated values")
        XCTAssertEqual(diagnostics("root: { Text: \"{Kind.b.rawValue + 1}\" }\n"), [], "rawValue has the raw type")
    }

    func testCasePatterns() {
        XCTAssertEqual(messages("""
            state:
              r: { type: Route, initial: .settings }
              k: Kind?
            root:
              VStack:
                - switch: r
                  cases:
                    .recipe(let name): { Text: "{name}" }
                    .detail(let id, _): { Text: "{id + 1}" }
                    settings: { Text: S }
                - switch: k
                  cases:
                    .a?: { Text: A }
                    b: { Text: B }
                    c: { Text: C }
                    nil: { Text: None }

            """), [])
        XCTAssertEqual(diagnostics("""
            state:
              k: Kind?
            root:
              switch: k
              cases:
                a: { Text: A }

            """).map(\.message), ["'switch' shows nothing for 'b', 'c', 'nil'; add those cases or a 'default'"])
        XCTAssertEqual(diagnostics("""
            state:
              k: { type: Kind, initial: .a }
            root:
              switch: k
              cases:
                nil: { Text: A }
              default: { Text: B }

            """).map(\.id), ["type-mismatch"])
        XCTAssertEqual(diagnostics("""
            state:
              r: { type: Route, initial: .settings }
            root:
              switch: r
              cases:
                .recipe(name): { Text: A }
              default: { Text: B }

            """).map(\.id), ["invalid-value"])
    }

    func testOperatorTypes() {
        let bad: [(String, String)] = [
            ("'a' < 1", "'<' compares two Ints, Doubles or Strings, not String and Int"),
            ("'a' - 'b'", "'-' works on two Ints or Doubles, not String and String"),
            ("1.5 % 2", "'%' works on two Ints, not Double and Int"),
            ("true ? 1 : 'x'", "both values of '? :' need one type, but '1' is Int and '\"x\"' is String"),
            ("Kind.a ? 1 : 2", "the condition of '? :' must be Bool, but 'Kind.a' is Kind"),
            ("[1][true]", "a list index must be Int, but 'true' is Bool"),
            ("[1].contains('x')", "the argument of 'contains' must be Int, but '\"x\"' is String"),
            ("-'x'", "'-' negates an Int or a Double, but '\"x\"' is String"),
        ]
        for (expression, message) in bad {
            XCTAssertEqual(diagnostics("root: { Text: \"{\(expression)}\" }\n").map(\.message), [message], expression)
        }
        XCTAssertEqual(diagnostics("state:\n  k: Kind?\nroot: { Text: \"{k == nil ? 'none' : nil ?? 'x'} {(k?.rawValue ?? 0) * 2 > 3}\" }\n"), [])
    }
}

final class AnyHashableCheckerTests: XCTestCase {
    func testEveryNonOptionalValueFitsAnyHashable() {
        let base = "scene: T\ntypes:\n  Kind: { enum: [a, b] }\nstate:\n  any: { type: AnyHashable, initial: Kind.a }\n  maybe: AnyHashable?\n  name: String?\n"
        XCTAssertEqual(loadScene(base + "root: { Button: { title: x, action: [{ set: { any: \"'text'\", maybe: 3 } }] } }").diagnostics, [])
        XCTAssertEqual(loadScene(base + "root: { Button: { title: x, action: [{ set: { any: name } }] } }").diagnostics.map(\.id), ["type-mismatch"])
        XCTAssertEqual(loadScene(base + "root: { Text: x }\npersistence:\n  encode: { any: any }\n").diagnostics.map(\.message),
                       ["'any' holds AnyHashable values, which are not Codable; persist a typed value or a NavigationPath"])
    }
}
