import NavSceneDiagnostics
import NavSceneLoader
import NavSceneModel
import NavSceneRules
@testable import NavSceneSwift
import XCTest

/// A cut (a view that instantiates itself, a body past the expansion limit) makes the front end build the module
/// again with the cut's nodes unknown. That pass keeps the views translated before the first view the cut reached
/// (`SceneBuilder.resume`) and translates only the rest: the result is the one a pass built afresh gives.
final class SwiftCutPassReuseTests: XCTestCase {
    /// Views in `A.swift` (declared first, each with a mistake of its own), then one that shows itself in `Z.swift`.
    let files = [
        "A.swift": """
        import SwiftUI
        struct Item: Hashable { var name: String }
        struct First: View {
            @State private var showsSettings = false
            let items: [Item] = []
            var body: some View {
                NavigationStack {
                    List {
                        ForEach(items, id: \\.self) { item in
                            NavigationLink(item.name, value: item)
                                .navigationDestination(for: Item.self) { Text($0.name) }
                        }
                    }
                    .sheet(isPresented: $showsSettings) { Second() }
                }
            }
        }
        struct Second: View {
            var body: some View {
                NavigationLink("Next", value: Item(name: "x"))
            }
        }
        struct Third: View {
            var body: some View {
                NavigationStack { Outline(depth: 0).navigationTitle("Outline") }
            }
        }
        """,
        "Z.swift": """
        import SwiftUI
        struct Outline: View {
            let depth: Int
            var body: some View {
                VStack {
                    Text("row")
                    Outline(depth: depth + 1)
                }
            }
        }
        """,
    ]

    func load(resume: Bool) -> SwiftFrontEnd.Result {
        let facts = files.keys.sorted().map { SwiftFileFacts(SwiftSource(file: SourceFile(path: $0, text: files[$0]!), configuration: BuildConfiguration(platform: .iOS))) }
        return SwiftFrontEnd.onLargeStack { SwiftFrontEnd.loadOnThisThread(facts, name: "App", limits: .default, resume: resume) }
    }

    func findings(_ result: SwiftFrontEnd.Result) -> [String] {
        let found = RuleRegistry.run(LoadResult(scene: result.scene, diagnostics: result.diagnostics, sources: result.sources), settings: RuleSettings())
        return (result.diagnostics + found).map { "\($0.severity) \($0.id) \($0.range.file):\($0.range.start.line):\($0.range.start.column) \($0.message)" }
    }

    func testThePassAfterACutTranslatesOnlyTheViewsFromTheCutOn() throws {
        let resumed = load(resume: true)
        let afresh = load(resume: false)
        let scene = try XCTUnwrap(resumed.scene)
        // The cut is said, and the other views' mistakes are still found.
        XCTAssertTrue(resumed.diagnostics.contains { $0.id == "swift-unmodelled" && $0.message.contains("instantiates itself") },
                      "\(resumed.diagnostics.map(\.message))")
        let ids = findings(resumed)
        XCTAssertTrue(ids.contains { $0.contains("destination-in-foreach") || $0.contains("destination-in-lazy-container") }, "\(ids)")
        // Four views: built afresh, the second pass translates all four again; resumed, only `Outline` (the last, the
        // only one whose translation met the cut's node).
        XCTAssertEqual(scene.viewOrder, ["First", "Second", "Third", "Outline"])
        XCTAssertEqual(afresh.viewsTranslated, 8)
        XCTAssertEqual(resumed.viewsTranslated, 5)
        // The same scene either way: the same findings, unknown sites, state and views.
        XCTAssertEqual(findings(resumed), findings(afresh))
        let other = try XCTUnwrap(afresh.scene)
        XCTAssertEqual(scene.opaque.map(\.what), other.opaque.map(\.what))
        XCTAssertEqual(scene.opaque.map(\.range), other.opaque.map(\.range))
        XCTAssertEqual(scene.state.map(\.name), other.state.map(\.name))
        XCTAssertEqual(scene.viewOrder, other.viewOrder)
        XCTAssertEqual(scene.root.count, other.root.count)
    }

    /// A cut reached by the first view declared (here the view that shows itself comes first by file): the views
    /// after it did not meet the cut, declare no unknown value and stay within the inlining budget, so their
    /// translations are put back as they were; only the first is translated again, and the result is the fresh pass's.
    func testACutInTheFirstViewTranslatesOnlyThatViewAgain() throws {
        var reordered = files
        reordered["0.swift"] = reordered.removeValue(forKey: "Z.swift")
        let facts = reordered.keys.sorted().map { SwiftFileFacts(SwiftSource(file: SourceFile(path: $0, text: reordered[$0]!), configuration: BuildConfiguration(platform: .iOS))) }
        let resumed = SwiftFrontEnd.onLargeStack { SwiftFrontEnd.loadOnThisThread(facts, name: "App", limits: .default, resume: true) }
        let afresh = SwiftFrontEnd.onLargeStack { SwiftFrontEnd.loadOnThisThread(facts, name: "App", limits: .default, resume: false) }
        XCTAssertEqual(resumed.scene?.viewOrder, ["Outline", "First", "Second", "Third"])
        XCTAssertEqual(resumed.viewsTranslated, 5)
        XCTAssertEqual(afresh.viewsTranslated, 8)
        XCTAssertEqual(findings(resumed), findings(afresh))
        XCTAssertEqual(resumed.scene?.opaque.map(\.range), afresh.scene?.opaque.map(\.range))
        XCTAssertEqual(resumed.scene?.state.map(\.name), afresh.scene?.state.map(\.name))
    }
}
