import NavSceneDiagnostics
import NavSceneLoader
import NavSceneModel
import NavSceneRules
@testable import NavSceneSwift
import XCTest

/// A body too large to build at once (`limit-view-expansion`) no longer leaves the whole target unchecked: the
/// instances of the views that make most of it are unknown where they are, said in an info, and the rest of the
/// target is checked (issue 22: no input ends with a target unchecked).
final class SwiftExpansionCutTests: XCTestCase {
    /// `Level0` shows `Level1` twice, which shows `Level2` twice, ...: 2^levels leaves under one tab.
    func doubling(levels: Int) -> String {
        var views = ""
        for k in 0..<levels {
            views += """
            struct Level\(k): View {
                var body: some View {
                    VStack {
                        Level\(k + 1)()
                        Level\(k + 1)()
                    }
                }
            }

            """
        }
        views += "struct Level\(levels): View {\n    var body: some View { Text(\"leaf\") }\n}\n"
        return views
    }

    let app = """
    import SwiftUI
    struct Item: Hashable { var name: String }
    @main struct Big: App {
        var body: some Scene { WindowGroup { Home() } }
    }
    struct Home: View {
        let items: [Item] = []
        var body: some View {
            TabView {
                Level0().tabItem { Text("Grid") }
                NavigationStack {
                    List {
                        ForEach(items, id: \\.self) { item in
                            NavigationLink(item.name, value: item)
                                .navigationDestination(for: Item.self) { Text($0.name) }
                        }
                    }
                }
                .tabItem { Text("Items") }
            }
        }
    }

    """

    func lint(_ files: [String: String]) -> (SwiftFrontEnd.Result, [Diagnostic]) {
        let result = SwiftFrontEnd.load(files.map { SourceFile(path: $0.key, text: $0.value) }, name: "Big")
        let findings = RuleRegistry.run(LoadResult(scene: result.scene, diagnostics: result.diagnostics, sources: result.sources),
                                        settings: RuleSettings())
        return (result, findings)
    }

    func testATargetPastTheExpansionLimitIsStillChecked() throws {
        let (result, findings) = lint(["App.swift": app, "Levels.swift": doubling(levels: 18)])
        XCTAssertNotNil(result.scene, "\(result.diagnostics.map(\.message))")
        XCTAssertFalse(result.diagnostics.contains { $0.severity == .warning && $0.id == "swift-unmodelled" },
                       "\(result.diagnostics.map(\.message))")
        // Said where: an info at the body over the limit naming the view left unknown, not counted as a front-end bug.
        let cut = try XCTUnwrap(result.diagnostics.first { $0.id == "swift-unmodelled" && $0.message.contains("expands to") })
        XCTAssertEqual(cut.severity, .info)
        XCTAssertTrue(cut.message.contains("'Level"), cut.message)
        XCTAssertEqual(result.lastResortUses, 0)
        // The mistake in the other tab is found.
        XCTAssertTrue(findings.contains { $0.id == "destination-in-foreach" || $0.id == "destination-in-lazy-container" },
                      "\(findings.map(\.id))")
    }

    func testATargetWithinTheLimitHasNoCut() {
        let (result, _) = lint(["App.swift": app, "Levels.swift": doubling(levels: 8)])
        XCTAssertNotNil(result.scene)
        XCTAssertFalse(result.diagnostics.contains { $0.message.contains("expands to") })
    }

    /// One stack showing the doubling views and a link whose value's type has no destination; the deepest view draws
    /// `leaf` (its body).
    func stack(leaf: String) -> [String: String] {
        let app = """
        import SwiftUI
        struct Item: Hashable { var name: String }
        @main struct Big: App {
            var body: some Scene { WindowGroup { Home() } }
        }
        struct Home: View {
            var body: some View {
                NavigationStack {
                    VStack {
                        Level0()
                        NavigationLink("Open", value: Item(name: "a"))
                    }
                }
            }
        }

        """
        let levels = doubling(levels: 18).replacingOccurrences(of: "var body: some View { Text(\"leaf\") }", with: "var body: some View { \(leaf) }")
        return ["App.swift": app, "Levels.swift": levels]
    }

    /// A view cut from a body too large, whose code only lays out and styles (SwiftUI's layout and leaves, the module's
    /// views doing the same), cannot declare a destination: the link with none is found, and the cut is an
    /// abstraction (counted as modelled), not a hole.
    func testACutViewThatCannotNavigateHidesNoMissingDestination() throws {
        let (result, findings) = lint(stack(leaf: "Text(\"leaf\").padding().font(.title)"))
        let scene = try XCTUnwrap(result.scene, "\(result.diagnostics.map(\.message))")
        XCTAssertTrue(result.diagnostics.contains { $0.message.contains("expands to") })
        let cutSites = scene.opaque.filter { $0.kind == .view && $0.what.hasPrefix("Level") }
        XCTAssertFalse(cutSites.isEmpty)
        XCTAssertTrue(cutSites.allSatisfy { $0.isAbstraction && !$0.mayRegisterDestinations }, "\(cutSites.map(\.what))")
        XCTAssertTrue(findings.contains { $0.id == "link-without-destination" }, "\(findings.map(\.id))")
    }

    /// The twin: the deepest view declares a destination (and one holding a Button may navigate), so a cut instance
    /// of a view that shows it stays unknown and may declare the link's destination: no finding.
    func testACutViewThatMayDeclareADestinationStaysUnknown() throws {
        for leaf in ["Text(\"leaf\").navigationDestination(for: Item.self) { Text($0.name) }",
                     "Button(\"Go\") { }"] {
            let (result, findings) = lint(stack(leaf: leaf))
            let scene = try XCTUnwrap(result.scene, "\(result.diagnostics.map(\.message))")
            let cutSites = scene.opaque.filter { $0.kind == .view && $0.what.hasPrefix("Level") }
            XCTAssertFalse(cutSites.isEmpty, leaf)
            XCTAssertTrue(cutSites.allSatisfy { !$0.isAbstraction && $0.mayRegisterDestinations }, leaf)
            XCTAssertFalse(findings.contains { $0.id == "link-without-destination" }, "\(leaf): \(findings.map(\.id))")
        }
    }
}
