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

    /// The view a cut reaches declared an unknown value inside the node the cut leaves unknown (an argument the front
    /// end cannot compute), so translated again it declares one fewer. The numbers it no longer uses stay unused: the
    /// views after it, one of which declares an unknown value of its own, keep their names and are put back as they
    /// were, not translated again. The scene is the fresh pass's up to the unknown values' names (numbered in the
    /// same order), and the findings are the same.
    func testAViewTranslatedAgainWithFewerUnknownValuesLeavesTheLaterViewsAsTheyWere() throws {
        var reordered = files
        reordered.removeValue(forKey: "Z.swift")
        reordered["0.swift"] = """
        import SwiftUI
        struct Outline: View {
            let depth: Int
            @State private var expanded = false
            var body: some View {
                VStack {
                    Text("row")
                    Outline(depth: depth + 1)
                        .onTapGesture { expanded = depth.isMultiple(of: 2) }
                }
                .sheet(isPresented: $expanded) { Text("details") }
            }
        }
        """
        reordered["A.swift"] = reordered["A.swift"]! + """

        struct Fourth: View {
            var body: some View {
                NavigationStack {
                    if Bool.random() { NavigationLink("Next", value: Item(name: "y")) }
                }
            }
        }
        """
        let facts = reordered.keys.sorted().map { SwiftFileFacts(SwiftSource(file: SourceFile(path: $0, text: reordered[$0]!), configuration: BuildConfiguration(platform: .iOS))) }
        let resumed = SwiftFrontEnd.onLargeStack { SwiftFrontEnd.loadOnThisThread(facts, name: "App", limits: .default, resume: true) }
        let afresh = SwiftFrontEnd.onLargeStack { SwiftFrontEnd.loadOnThisThread(facts, name: "App", limits: .default, resume: false) }
        let scene = try XCTUnwrap(resumed.scene), other = try XCTUnwrap(afresh.scene)
        // The first pass (nothing cut): `Outline`'s tap declares the first unknown value, `Fourth`'s condition the second.
        let first = SwiftFrontEnd.onLargeStack { SceneBuilder(module: SwiftModule(files: facts), name: "App", range: .synthetic("0.swift"), forcedOpaque: []).build() }
        XCTAssertEqual(first.state.filter(\.isUnknown).map(\.name), ["_unknown1", "_unknown2"])
        XCTAssertEqual(scene.viewOrder, ["Outline", "First", "Second", "Third", "Fourth"])
        // Both passes declared unknown values: the fresh second pass one (in `Fourth`), the resumed one keeps
        // `Fourth`'s name from the first pass, where `Outline`'s argument took the first number.
        XCTAssertEqual(other.state.filter(\.isUnknown).map(\.name), ["_unknown1"])
        XCTAssertEqual(scene.state.filter(\.isUnknown).map(\.name), ["_unknown2"])
        // Only `Outline` is translated again.
        XCTAssertEqual(afresh.viewsTranslated, 10)
        XCTAssertEqual(resumed.viewsTranslated, 6)
        XCTAssertEqual(findings(resumed), findings(afresh))
        XCTAssertEqual(scene.opaque.map(\.range), other.opaque.map(\.range))
        XCTAssertEqual(scene.opaque.map(\.what), other.opaque.map(\.what))
        // The same state, with the unknown values named by their order.
        func renamed(_ scene: Scene) -> [String] {
            var order: [String: Int] = [:]
            return scene.state.map { variable in
                guard variable.isUnknown else { return variable.name }
                if order[variable.name] == nil { order[variable.name] = order.count }
                return "unknown#\(order[variable.name]!)"
            }
        }
        XCTAssertEqual(renamed(scene), renamed(other))
    }
}
