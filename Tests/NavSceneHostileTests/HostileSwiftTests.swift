import Foundation
import XCTest

/// Hostile SwiftUI source and scenes through the built `navlint` binary, on every entry point that reads them (lint,
/// `--fix`, `graph`, the REPL's `check`, `navlint test`): each must end as placed diagnostics, never as a crash (a
/// signal) or a hang. Inputs are written fresh here (generated where they are large).
final class HostileSwiftTests: XCTestCase {
    override func setUpWithError() throws { try skipWithoutSwiftFrontEnd() }

    /// A folder browser whose body is its own NavigationStack, with a link that pushes the same view: the stack nests
    /// itself once per push. It used to overflow the analysis' stack (SIGSEGV) on every entry point.
    static let folderBrowser = """
    import SwiftUI

    struct Browser: View {
        var body: some View { FolderView() }
    }

    struct FolderView: View {
        var body: some View {
            NavigationStack {
                NavigationLink("Open") { FolderView() }
            }
        }
    }
    """

    static let folderBrowserScene = """
    scene: Folders
    views:
      FolderView:
        body:
          NavigationStack:
            - NavigationLink:
                title: Open
                destination: { FolderView: {} }
    root: FolderView
    """

    func testAFolderBrowserThatWrapsItselfInAStackIsANestedStackInSwift() throws {
        let dir = try Scratch("folders-swift")
        try dir.write("Folder.swift", Self.folderBrowser)
        let lint = try BuiltNavLint.run(["."], in: dir.path)
        lint.assertExited()
        XCTAssertTrue(lint.stdout.contains("Folder.swift:9:9: error: this NavigationStack is pushed onto another NavigationStack"), lint.all)
        XCTAssertTrue(lint.stdout.contains("[nested-stack]"), lint.all)
        XCTAssertTrue(lint.stdout.contains("1 error"), "nested-stack is the one finding (not an undecided search): " + lint.all)
        XCTAssertEqual(lint.status, 1, lint.all)

        let fix = try BuiltNavLint.run(["--fix", "."], in: dir.path)
        fix.assertExited()
        XCTAssertTrue(fix.stdout.contains("[nested-stack]"), fix.all)
        XCTAssertEqual(try dir.read("Folder.swift"), Self.folderBrowser, "nothing to fix: the file is untouched")

        let repl = try BuiltNavLint.run(["repl", "Folder.swift"], in: dir.path, stdin: "check\ntap Open\ncheck\nquit\n")
        repl.assertExited()
        XCTAssertTrue(repl.all.contains("nested-stack"), repl.all)

        try dir.write("folders.navflow", "scene: Folder.swift\nsteps:\n  - expect-finding: nested-stack\n  - tap Open\n  - tap Open\n")
        let flow = try BuiltNavLint.run(["test", "folders.navflow"], in: dir.path)
        flow.assertExited()
        XCTAssertEqual(flow.status, 0, flow.all)
    }

    func testAFolderBrowserThatWrapsItselfInAStackIsANestedStackInAScene() throws {
        let dir = try Scratch("folders-yaml")
        try dir.write("Folders.yaml", Self.folderBrowserScene)
        let lint = try BuiltNavLint.run(["Folders.yaml"], in: dir.path)
        lint.assertExited()
        XCTAssertTrue(lint.stdout.contains("Folders.yaml:5:7: error: this NavigationStack is pushed onto another NavigationStack"), lint.all)
        XCTAssertTrue(lint.stdout.contains("1 error"), "nested-stack is the one finding (not an undecided search): " + lint.all)
        XCTAssertEqual(lint.status, 1, lint.all)

        let fix = try BuiltNavLint.run(["--fix", "Folders.yaml"], in: dir.path)
        fix.assertExited()
        XCTAssertTrue(fix.stdout.contains("[nested-stack]"), fix.all)

        let graph = try BuiltNavLint.run(["graph", "Folders.yaml"], in: dir.path)
        graph.assertExited()
        XCTAssertEqual(graph.status, 0, graph.all)
        XCTAssertTrue(graph.stdout.contains("FolderView"), graph.all)

        let repl = try BuiltNavLint.run(["repl", "Folders.yaml"], in: dir.path, stdin: "check\ntap Open\ncheck\nquit\n")
        repl.assertExited()
        XCTAssertTrue(repl.all.contains("nested-stack"), repl.all)

        try dir.write("folders.navflow", "scene: Folders.yaml\nsteps:\n  - expect-finding: nested-stack\n  - tap Open\n")
        let flow = try BuiltNavLint.run(["test", "folders.navflow"], in: dir.path)
        flow.assertExited()
        XCTAssertEqual(flow.status, 0, flow.all)
    }

    /// `--fix` re-parses the fixed file to check it still parses; a long `else if` chain recurses once per branch in
    /// swift-syntax, which overflowed the main thread's 8 MiB.
    func testFixReparsesALongElseIfChainOnTheLargeStack() throws {
        let dir = try Scratch("else-if")
        var chain = "func pick(_ n: Int) -> Int {\n    if n == 0 { return 0 }"
        for k in 1..<20_000 { chain += " else if n == \(k) { return \(k) }" }
        chain += " else { return -1 }\n}\n"
        let view = """
        import SwiftUI

        struct ContentView: View {
            var body: some View {
                NavigationStack {
                    Text("Home")
                }
                .navigationTitle("Home")
            }
        }

        """
        try dir.write("App.swift", view + chain)
        // The parse deadline is not what this test is about (a loaded machine's debug build may take longer than it).
        let fix = try BuiltNavLint.run(["--fix", "."], in: dir.path, environment: ["NAVLINT_SWIFT_PARSE_SECONDS": "600"], timeout: 600)
        fix.assertExited()
        let fixed = try dir.read("App.swift")
        let stack = fixed.range(of: "NavigationStack {").flatMap { open in fixed[open.upperBound...].range(of: "}").map { fixed[open.upperBound..<$0.lowerBound] } }
        XCTAssertTrue(stack?.contains(".navigationTitle(\"Home\")") == true, "the modifier moved inside the stack:\n" + fixed.prefix(400) + "\n" + fix.all)
        XCTAssertTrue(fixed.hasSuffix(chain), "the chain is kept byte for byte")
    }

    /// A module of two files: one hostile, one with a mistake. The hostile file is a warning at the point where the
    /// bound was passed; the other file is still checked.
    func assertRefusedAndRestChecked(_ hostile: String, id: String, line: Int, column: Int, message: String,
                                     file: StaticString = #filePath, testLine: UInt = #line) throws {
        let dir = try Scratch("prescan")
        try dir.write("Hostile.swift", hostile)
        try dir.write("Folder.swift", Self.folderBrowser)
        let lint = try BuiltNavLint.run(["."], in: dir.path, timeout: 120)
        lint.assertExited(file: file, line: testLine)
        XCTAssertTrue(lint.stdout.contains("Hostile.swift:\(line):\(column): warning: \(message)"), lint.all, file: file, line: testLine)
        XCTAssertTrue(lint.stdout.contains("[\(id)]"), lint.all, file: file, line: testLine)
        XCTAssertTrue(lint.stdout.contains("Folder.swift:9:9: error: this NavigationStack is pushed onto another NavigationStack"), lint.all,
                      file: file, line: testLine)
    }

    func testNestedSquareBracketsAreRefusedBeforeTheParser() throws {
        // 40 levels: swift-syntax's lookahead would take hours.
        let nested = "let x = " + String(repeating: "[", count: 40) + String(repeating: "]", count: 40) + "\n"
        try assertRefusedAndRestChecked("// data\n" + nested, id: "limit-depth", line: 2, column: 9 + 12,
                                        message: "square brackets nest more than 12 deep here")
    }

    func testNestedInterpolationsAreRefusedBeforeTheParser() throws {
        var text = "x"
        for _ in 0..<12 { text = "\"a\\(" + text + ")b\"" }
        try assertRefusedAndRestChecked("let s = " + text + "\n", id: "limit-depth", line: 1, column: 9 + 8 * 4 + 2,
                                        message: "string interpolations nest more than 8 deep here")
    }

    func testDeepParenthesesAreRefusedBeforeTheParser() throws {
        let text = "let y = " + String(repeating: "(", count: 1_100) + "1" + String(repeating: ")", count: 1_100) + "\n"
        try assertRefusedAndRestChecked(text, id: "limit-depth", line: 1, column: 9 + 1_024,
                                        message: "brackets, parentheses, braces and interpolations nest more than 1024 deep here")
    }

    func testAnOversizedFileIsRefusedAndTheRestOfTheTargetChecked() throws {
        let line = "// " + String(repeating: "x", count: 1_000) + "\n"
        try assertRefusedAndRestChecked(String(repeating: line, count: 4_300), id: "limit-file-size", line: 1, column: 1,
                                        message: "this Swift file is 4317200 bytes")
    }

    func testBracketsInStringsAndCommentsDoNotCount() throws {
        let dir = try Scratch("prescan-strings")
        let many = String(repeating: "[", count: 100)
        try dir.write("Text.swift", """
        // \(many)
        /* \(many) /* nested */ \(many) */
        let a = "\(many)"
        let b = #"\(many) \\( \(many)"#
        let c = \"\"\"
            \(many) " \(many)
            \"\"\"

        """)
        try dir.write("Folder.swift", Self.folderBrowser)
        let lint = try BuiltNavLint.run(["."], in: dir.path, timeout: 120)
        lint.assertExited()
        XCTAssertFalse(lint.stdout.contains("limit-depth"), lint.all)
        XCTAssertTrue(lint.stdout.contains("[nested-stack]"), lint.all)
    }

    /// Past the parse deadline a file is a warning at its start and the rest of the target is checked.
    func testAFilePastTheParseDeadlineIsAWarningAtTheFile() throws {
        let dir = try Scratch("deadline")
        var big = ""
        for k in 0..<40_000 { big += "let v\(k) = [\(k), \(k + 1)]\n" }
        try dir.write("Big.swift", big)
        try dir.write("Folder.swift", Self.folderBrowser)
        let lint = try BuiltNavLint.run(["."], in: dir.path, environment: ["NAVLINT_SWIFT_PARSE_SECONDS": "0.001"], timeout: 120)
        lint.assertExited()
        XCTAssertTrue(lint.stdout.contains("Big.swift:1:1: warning: swift-syntax did not parse this file within 0.001 s"), lint.all)
        XCTAssertTrue(lint.stdout.contains("[limit-parse-time]"), lint.all)
    }

    /// One line of 4,000 views: every range's column comes from the file's scalar table, not a count from the line's
    /// start (which was quadratic in the line's length).
    func testALongLineIsLinted() throws {
        let dir = try Scratch("long-line")
        let texts = (0..<4_000).map { "Text(\"é\($0)\")" }.joined(separator: "; ")
        try dir.write("Line.swift", "import SwiftUI\nstruct LineView: View { var body: some View { NavigationStack { VStack { \(texts) }; NavigationLink(\"Go\") { LineView() } } } }\n")
        let lint = try BuiltNavLint.run(["."], in: dir.path, timeout: 120)
        lint.assertExited()
        XCTAssertTrue(lint.stdout.contains("Line.swift:2:"), lint.all)
    }

    /// A view that instantiates itself with no navigation in between: the front end cuts the recursion and says where.
    func testASelfInstantiatingViewSaysWhereTheRecursionWasCut() throws {
        let dir = try Scratch("self-instance")
        try dir.write("Tree.swift", """
        import SwiftUI

        struct TreeView: View {
            let depth: Int
            var body: some View {
                VStack {
                    Text("Level")
                    TreeView(depth: depth + 1)
                }
            }
        }

        """)
        let lint = try BuiltNavLint.run(["."], in: dir.path)
        lint.assertExited()
        XCTAssertTrue(lint.stdout.contains("Tree.swift:8:13: info: this view instantiates itself with no navigation in between; navlint cut the recursion here"),
                      lint.all)
        XCTAssertTrue(lint.stdout.contains("[swift-unmodelled]"), lint.all)
    }

    /// The swift fuzz target's find: a malformed file on which swift-syntax's ParseDiagnosticsGenerator traps (a Fix-It
    /// with no change). The first syntax error is found without it: an error at the file, no crash.
    func testAFileSwiftSyntaxCannotDiagnoseIsAnErrorNotACrash() throws {
        let seed = BuiltNavLint.packageRoot.appendingPathComponent("Tests/Fixtures/fuzz-seeds/swift/parse-diagnostics-trap")
        let bytes = try Data(contentsOf: seed).dropFirst()   // the first byte selects the fuzz target's raw mode
        let dir = try Scratch("parse-trap")
        try dir.write("Raw.swift", String(decoding: bytes, as: UTF8.self))
        let lint = try BuiltNavLint.run(["Raw.swift"], in: dir.path)
        lint.assertExited()
        XCTAssertTrue(lint.stdout.contains("[swift-syntax-error]"), lint.all)
    }

    /// A generic view that instantiates itself (with another content): cut where it repeats, and said.
    func testGenericRecursionSaysWhereTheRecursionWasCut() throws {
        let dir = try Scratch("generic-recursion")
        try dir.write("Wrap.swift", """
        import SwiftUI

        struct Wrap<Content: View>: View {
            let content: Content
            var body: some View {
                VStack {
                    content
                    Wrap(content: Text("again"))
                }
            }
        }

        struct Home: View {
            var body: some View {
                NavigationStack { Wrap(content: Text("x")) }
            }
        }

        """)
        // The self-instance is unknown where it is (the front end does not expand it), and the run says so: the
        // coverage line counts it and --verbose names the place.
        let lint = try BuiltNavLint.run(["--verbose", "."], in: dir.path)
        lint.assertExited()
        XCTAssertTrue(lint.stdout.contains("navigation: 1 of 2 sites modelled (50%); 1 unknown, --verbose lists them"), lint.all)
        XCTAssertTrue(lint.stderr.contains("Wrap.swift:8:13: opaque view 'Wrap'"), lint.all)
    }

    /// A chain of 2,000 views, each linking to the next: the rules' ancestry chains are built once per node.
    func testALongChainOfViewLinksFinishes() throws {
        let dir = try Scratch("chain")
        var text = "import SwiftUI\n\n@main struct ChainApp: App { var body: some Scene { WindowGroup { NavigationStack { Step0() } } } }\n\n"
        for k in 0..<2_000 {
            text += "struct Step\(k): View { var body: some View { NavigationLink(\"Next\") { Step\(k + 1)() } } }\n"
        }
        text += "struct Step2000: View { var body: some View { Text(\"End\") } }\n"
        try dir.write("Chain.swift", text)
        let lint = try BuiltNavLint.run(["."], in: dir.path, timeout: 300)
        lint.assertExited()
        XCTAssertEqual(lint.status, 0, lint.all)
    }
}

/// A scratch directory, removed when the test ends.
final class Scratch {
    let path: String
    init(_ name: String) throws {
        path = temporaryDirectory(name)
        guard FileManager.default.fileExists(atPath: path) else { throw XCTSkip("cannot create \(path)") }
    }
    deinit { try? FileManager.default.removeItem(atPath: path) }

    func write(_ name: String, _ text: String) throws {
        try Data(text.utf8).write(to: URL(fileURLWithPath: path + "/" + name))
    }

    func read(_ name: String) throws -> String {
        String(decoding: try Data(contentsOf: URL(fileURLWithPath: path + "/" + name)), as: UTF8.self)
    }
}

