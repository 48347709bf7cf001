import NavSceneDiagnostics
import NavSceneLoader
import NavSceneModel
import NavSceneRules
@testable import NavSceneSwift
import XCTest

/// A module without an App (a feature package, a library target): a view nothing in the module shows is shown by
/// another module or a preview. One that needs arguments (its item, its model, a binding) is an entry too, given any
/// value of each parameter's type, with what is above it unknown: what it shows is checked, and the views it shows are
/// shown. Left out, a dead link in it went unreported and the rows it shows were "never shown".
final class LibraryEntryTests: XCTestCase {
    func load(_ text: String) -> SwiftFrontEnd.Result {
        SwiftFrontEnd.load([SourceFile(path: "Feature.swift", text: text)], name: "Feature")
    }

    /// Every finding as "rule line", infos included.
    func findings(_ text: String) -> [String] {
        let result = load(text)
        return RuleRegistry.run(LoadResult(scene: result.scene, diagnostics: result.diagnostics, sources: result.sources), settings: RuleSettings())
            .map { "\($0.id) \($0.range.start.line)" }.sorted()
    }

    func rootViews(_ result: SwiftFrontEnd.Result) -> [String] {
        (result.scene?.root ?? []).compactMap { node in
            if case .instance(let instance) = node.element { return instance.view }
            return nil
        }
    }

    let feed = """
    import SwiftUI
    public struct Item: Identifiable, Hashable {
        public var id: Int
        public var title: String
    }
    public struct FeedView: View {
        let items: [Item]
        public init(items: [Item]) { self.items = items }
        public var body: some View {
            NavigationStack {
                List(items) { item in
                    NavigationLink(item.title, value: item)
                }
                DESTINATION
            }
        }
    }
    """

    func testALinkInAScreenNeedingArgumentsIsChecked() {
        let err = feed.replacingOccurrences(of: "DESTINATION", with: "")
        XCTAssertEqual(findings(err), ["link-without-destination 12"])
        let ok = feed.replacingOccurrences(of: "DESTINATION", with: ".navigationDestination(for: Item.self) { item in Text(item.title) }")
        XCTAssertEqual(findings(ok), [])
    }

    func testTheRowsAScreenNeedingArgumentsShowsAreShown() throws {
        let text = """
        import SwiftUI
        public struct Donut: Identifiable {
            public var id: Int
            public var name: String
        }
        struct DonutView: View {
            var donut: Donut
            var body: some View { Text(donut.name) }
        }
        public struct DonutStackView: View {
            var donuts: [Donut]
            public init(donuts: [Donut]) { self.donuts = donuts }
            public var body: some View {
                VStack {
                    ForEach(donuts) { donut in
                        DonutView(donut: donut)
                    }
                }
            }
        }
        """
        // DonutView was reported as never shown (an info): nothing walked the stack view that shows it.
        XCTAssertEqual(findings(text), [])
        let result = load(text)
        XCTAssertEqual(rootViews(result), ["DonutStackView"])
        let scene = try XCTUnwrap(result.scene)
        XCTAssertTrue(scene.root.allSatisfy(scene.hasUnknownContext(root:)), "another module decides what is above it")
        XCTAssertEqual(scene.rootsNote, "no App: the views nothing in the module shows are entries; DonutStackView, which need arguments, are given any value of each")
    }

    func testABindingParameterIsBoundToUnknownState() {
        let text = """
        import SwiftUI
        struct InfoView: View {
            var body: some View { Text("Info") }
        }
        public struct SettingsPanel: View {
            @Binding var showsInfo: Bool
            public var body: some View {
                Text("Settings")
                    .sheet(isPresented: $showsInfo) { InfoView() }
            }
        }
        """
        // The caller's Bool may be true: the sheet, and the view it shows, may be presented.
        XCTAssertEqual(findings(text), [])
        XCTAssertEqual(rootViews(load(text)), ["SettingsPanel"])
    }

    func testAWrapperWaitingForContentIsNoEntry() {
        let text = """
        import SwiftUI
        public struct Card<Content: View>: View {
            let content: Content
            public init(@ViewBuilder content: () -> Content) { self.content = content() }
            public var body: some View { VStack { content } }
        }
        """
        let result = load(text)
        XCTAssertEqual(rootViews(result), [])
        XCTAssertNil(result.scene?.rootsNote)
    }

    func testWithAnAppOnlyItsScenesAreEntries() {
        let text = """
        import SwiftUI
        @main struct TheApp: App {
            var body: some Scene { WindowGroup { Text("Home") } }
        }
        struct Orphan: View {
            let title: String
            var body: some View { NavigationStack { NavigationLink(title, value: 1) } }
        }
        """
        // Nothing in the app shows Orphan, and no other module can: it is not walked (its link is never shown).
        let result = load(text)
        XCTAssertEqual(rootViews(result), [])
        XCTAssertNil(result.scene?.rootsNote)
    }
}
