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
}
