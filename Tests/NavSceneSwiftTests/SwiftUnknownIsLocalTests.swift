import NavSceneDiagnostics
import NavSceneLoader
import NavSceneModel
import NavSceneRules
@testable import NavSceneSwift
import XCTest

/// Issue 22: what the front end cannot model is unknown where it is read (a sound abstraction), never the whole
/// target; structure around unknown values is kept; SwiftUI's vocabulary is known; the module's helpers are inlined.
final class SwiftUnknownIsLocalTests: XCTestCase {
    func load(_ text: String, file: String = "App.swift") -> SwiftFrontEnd.Result {
        SwiftFrontEnd.load([SourceFile(path: file, text: text)], name: "Test")
    }

    /// Errors and warnings as "rule line".
    func verdict(_ text: String) -> [String] {
        let result = load(text)
        let diagnostics = RuleRegistry.run(LoadResult(scene: result.scene, diagnostics: result.diagnostics, sources: result.sources), settings: RuleSettings())
        return diagnostics.filter { $0.severity != .info }.map { "\($0.id) \($0.range.start.line)" }.sorted()
    }

    func line(_ text: String, _ needle: String) -> Int {
        (text.components(separatedBy: "\n").firstIndex { $0.contains(needle) } ?? -1) + 1
    }

    // MARK: - Unknown triggers keep their content

    func testAnUnknownTriggerKeepsPresentedContentForEveryPresentationStyle() {
        for style in ["sheet", "fullScreenCover", "popover"] {
            let text = """
            import SwiftUI
            struct Home: View {
                var body: some View {
                    NavigationStack {
                        Text("Home")
                            .\(style)(isPresented: .constant(true)) {
                                NavigationLink("Help") { Text("Help") }
                            }
                    }
                }
            }
            """
            XCTAssertEqual(verdict(text), ["link-outside-navigation \(line(text, "NavigationLink"))"], style)
        }
    }

    // MARK: - Unknown conditions take both branches

    func testAnUnknownConditionInsideAForEachTakesBothBranches() {
        let text = """
        import SwiftUI
        struct Post: Hashable, Identifiable { var id: Int }
        struct Feed: View {
            let posts: [Post] = []
            var body: some View {
                NavigationStack {
                    List {
                        ForEach(posts) { post in
                            if post.id.isMultiple(of: 2) {
                                Text("even")
                            } else {
                                NavigationLink("odd", value: post)
                                    .navigationDestination(for: Post.self) { _ in Text("P") }
                            }
                        }
                    }
                }
            }
        }
        """
        let at = line(text, ".navigationDestination")
        XCTAssertEqual(verdict(text), ["destination-in-foreach \(at)", "destination-in-lazy-container \(at)"])
    }

    func testAnUnknownSwitchSubjectTakesEveryCase() {
        let text = """
        import SwiftUI
        struct Screen: View {
            let mode: Int = 0
            var body: some View {
                NavigationStack {
                    switch mode % 3 {
                    case 0: Text("zero")
                    case 1: NavigationStack { Text("nested") }
                    default: Text("other")
                    }
                }
            }
        }
        """
        XCTAssertEqual(verdict(text), ["nested-stack \(line(text, "NavigationStack { Text"))"])
    }

    // MARK: - #if as an iOS build compiles it

    func testIfConfigIsEvaluatedNotMatchedByText() {
        XCTAssertEqual(BuildConfiguration.iOS.evaluate(written: "os(iOS)"), true)
        XCTAssertEqual(BuildConfiguration.iOS.evaluate(written: "!os(iOS)"), false)
        XCTAssertEqual(BuildConfiguration.iOS.evaluate(written: "os(macOS) || canImport(UIKit)"), true)
        XCTAssertEqual(BuildConfiguration.iOS.evaluate(written: "os(macOS) && DEBUG"), false)
        XCTAssertEqual(BuildConfiguration.iOS.evaluate(written: "(os(iOS) || os(visionOS)) && !targetEnvironment(macCatalyst) || true"), true)
        XCTAssertNil(BuildConfiguration.iOS.evaluate(written: "DEBUG"))
        XCTAssertNil(BuildConfiguration.iOS.evaluate(written: "os(iOS) && DEBUG"))
        XCTAssertNil(BuildConfiguration.iOS.evaluate(written: "targetEnvironment(simulator)"))
        XCTAssertEqual(BuildConfiguration.iOS.evaluate(written: "canImport(AppKit)"), false)
        let mac = BuildConfiguration(platform: .macOS)
        XCTAssertEqual(mac.evaluate(written: "os(macOS)"), true)
        XCTAssertEqual(mac.evaluate(written: "os(OSX) && !os(iOS)"), true)
        XCTAssertEqual(mac.evaluate(written: "canImport(AppKit)"), true)
        XCTAssertEqual(mac.evaluate(written: "canImport(UIKit)"), false)
        XCTAssertEqual(mac.evaluate(written: "canImport(SwiftUI)"), true)
    }

    func testAnUndecidedIfConfigAmongViewsMayBeEitherClause() {
        let text = """
        import SwiftUI
        struct Albums: View {
            var body: some View {
                NavigationStack {
                    #if DEBUG
                    NavigationStack { Text("Debug") }
                    #else
                    Text("Release")
                    #endif
                }
            }
        }
        """
        // Either clause may be compiled; the nested stack is in one of them, a may-fact the rule reports as it is.
        let result = load(text)
        XCTAssertNotNil(result.scene)
        XCTAssertEqual(result.lastResortUses, 0)
    }

    // MARK: - Unknown data: zero or more rows

    func testUnknownDataIsZeroOrMoreRowsWithAnUnknownRow() {
        let text = """
        import SwiftUI
        struct Item: Hashable, Identifiable { var id: Int; var name: String }
        struct Items: View {
            let items: [Item] = []
            var body: some View {
                NavigationStack {
                    List {
                        ForEach(items.filter { $0.id > 3 }.sorted { $0.name < $1.name }) { item in
                            NavigationLink(item.name, value: item)
                                .navigationDestination(for: Item.self) { _ in Text("I") }
                        }
                        ForEach(0..<5) { index in
                            NavigationLink("n", value: index)
                                .navigationDestination(for: Int.self) { _ in Text("I") }
                        }
                    }
                }
            }
        }
        """
        let first = line(text, "for: Item.self"), second = line(text, "for: Int.self")
        XCTAssertEqual(verdict(text), ["destination-in-foreach \(first)", "destination-in-foreach \(second)",
                                       "destination-in-lazy-container \(first)", "destination-in-lazy-container \(second)"].sorted())
    }

    // MARK: - Nothing the front end builds is rejected

    func testDeclarationsTheModelCannotHoldStayLocal() throws {
        let text = """
        import SwiftUI
        import SwiftData
        enum Visit: Hashable { case place(id: Int), trip(Date) }
        @Model final class Note { let id = UUID(); var created = Date(); init() {} }
        @Observable final class Navigator { var path = NavigationPath(); var recent: [Visit] = []; var stamp = Date() }
        struct Root: View {
            @State private var navigator = Navigator()
            @State private var categories = Category.allCases
            var body: some View {
                NavigationStack(path: $navigator.path) {
                    Text("Root")
                }
            }
        }
        struct Shown: View {
            @State private var path = NavigationPath()
            @Binding var other: NavigationPath
            var body: some View { NavigationStack(path: $path) { Text("S") } }
        }
        """
        let result = load(text)
        XCTAssertNotNil(result.scene)
        XCTAssertEqual(result.lastResortUses, 0)
        XCTAssertFalse(result.diagnostics.contains { $0.id == "swift-unmodelled" }, "\(result.diagnostics)")
    }

    // MARK: - Parse errors

    func testAFileThatDoesNotParseIsAnErrorAndTheRestIsChecked() throws {
        let broken = SourceFile(path: "Broken.swift", text: "import SwiftUI\nstruct Broken: View {\n    var body: some View {\n        Text(\"x\"\n    }\n}\n")
        let good = SourceFile(path: "Good.swift", text: """
        import SwiftUI
        struct Good: View {
            var body: some View {
                NavigationStack { NavigationStack { Text("x") } }
            }
        }
        """)
        let result = SwiftFrontEnd.load([broken, good], name: "T")
        let error = try XCTUnwrap(result.diagnostics.first { $0.id == "swift-syntax-error" })
        XCTAssertEqual(error.severity, .error)
        XCTAssertEqual(error.range.file, "Broken.swift")
        XCTAssertEqual(error.range.start.line, 4)
        let findings = RuleRegistry.run(LoadResult(scene: result.scene, diagnostics: result.diagnostics, sources: result.sources), settings: RuleSettings())
        XCTAssertTrue(findings.contains { $0.id == "nested-stack" && $0.range.file == "Good.swift" })
    }

    // MARK: - Inlining

    func testAViewModifierTypeIsInlinedWhereItIsApplied() {
        let text = """
        import SwiftUI
        struct Place: Hashable, Identifiable { var id: Int; var name: String }
        struct PlaceRoutes: ViewModifier {
            func body(content: Content) -> some View {
                content.navigationDestination(for: Place.self) { place in Text(place.name) }
            }
        }
        struct Places: View {
            let places: [Place] = []
            var body: some View {
                NavigationStack {
                    List {
                        ForEach(places) { place in
                            NavigationLink(place.name, value: place)
                                .modifier(PlaceRoutes())
                        }
                    }
                }
            }
        }
        """
        let at = line(text, ".modifier(PlaceRoutes())")
        XCTAssertEqual(verdict(text), ["destination-in-foreach \(at)", "destination-in-lazy-container \(at)"])
    }

    func testARouterInAClassNavigatesThroughItsMethods() {
        let text = """
        import SwiftUI
        struct Receipt: Hashable { var id: Int }
        struct Refund: Hashable { var id: Int }
        final class Router: ObservableObject {
            @Published var path: [Receipt] = []
            func open(_ receipt: Receipt) { path.append(receipt) }
            func back() { path.removeLast() }
            func reset() { path = [] }
        }
        struct Checkout: View {
            @StateObject private var router = Router()
            var body: some View {
                NavigationStack(path: $router.path) {
                    VStack {
                        Button("Open") { router.open(Receipt(id: 1)) }
                        Button("Reset") { Task { router.reset() } }
                    }
                    .navigationDestination(for: Receipt.self) { r in
                        Button("Back") { router.back() }
                    }
                }
            }
        }
        """
        XCTAssertEqual(verdict(text), [])
        let scene = load(text).scene
        XCTAssertFalse(scene?.opaque.contains { $0.kind == .statement } ?? true, "\(scene?.opaque.map(\.what) ?? [])")
    }

    func testNestedHelpersStopAtTheInliningBudget() throws {
        // Each level shows the level below twice: 2^20 views if inlined in full.
        var text = "import SwiftUI\nstruct Deep: View {\n"
        text += "    var level0: some View { Text(\"leaf\") }\n"
        for level in 1...20 {
            text += "    var level\(level): some View { VStack { level\(level - 1); level\(level - 1) } }\n"
        }
        text += "    var body: some View { NavigationStack { level20 } }\n}\n"
        let result = load(text)
        let scene = try XCTUnwrap(result.scene)
        XCTAssertTrue(scene.opaque.contains { $0.what.contains("inlining budget") })
        XCTAssertLessThanOrEqual(scene.nodes.count, SceneBuilder.inlineBudget + 1_000)
    }

    func testAViewBuiltByACoordinatorMethodIsInlined() {
        let text = """
        import SwiftUI
        enum Screen: Hashable { case home, detail }
        final class Coordinator: ObservableObject {
            @ViewBuilder func build(_ screen: Screen) -> some View {
                switch screen {
                case .home: Text("Home")
                case .detail: NavigationStack { Text("Detail") }
                }
            }
        }
        struct Root: View {
            @StateObject private var coordinator = Coordinator()
            var body: some View {
                NavigationStack {
                    coordinator.build(.detail)
                }
            }
        }
        """
        XCTAssertEqual(verdict(text), ["nested-stack \(line(text, "case .detail: NavigationStack"))"])
    }

    func testAForEachOfTabsOverAnEnumIsOneTabPerCase() {
        let text = """
        import SwiftUI
        enum Area: Hashable, CaseIterable { case home, search, profile }
        struct Tabs: View {
            @State private var selection: Area? = .search
            var body: some View {
                TabView(selection: $selection) {
                    ForEach(Area.allCases, id: \\.self) { area in
                        Text("x").tag(area as Area?).tabItem { Text("T") }
                    }
                }
            }
        }
        """
        XCTAssertEqual(verdict(text), [])
        guard let scene = load(text).scene, case .tabView(let tabs)? = scene.views["Tabs"]?.body.first?.element else { return XCTFail("no TabView") }
        XCTAssertEqual(tabs.tabs.map { $0.value?.description ?? "nil" }, ["Area.home", "Area.search", "Area.profile"])
    }

    // MARK: - Entry points

    func testACycleOfViewsStillHasAnEntry() throws {
        let text = """
        import SwiftUI
        struct ProfileScreen: View {
            var body: some View { NavigationLink("Home") { HomeScreen() } }
        }
        struct HomeScreen: View {
            var body: some View { NavigationStack { ProfileScreen() } }
        }
        """
        let result = load(text)
        let scene = try XCTUnwrap(result.scene)
        guard case .instance(let root)? = scene.root.first?.element else { return XCTFail("no root") }
        XCTAssertEqual(root.view, "HomeScreen", "the view with a stack at its root")
        XCTAssertTrue(result.diagnostics.contains { $0.id == "swift-entry" && $0.severity == .info && $0.message.contains("HomeScreen") })
    }

    func testTheAppBodyIsFollowedThroughSceneProperties() throws {
        let text = """
        import SwiftUI
        @main struct Journal: App {
            var body: some Scene { mainWindow }
        }
        extension Journal {
            var mainWindow: some Scene {
                #if os(macOS)
                Settings { Text("Settings") }
                #else
                WindowGroup { Home() }
                #endif
            }
        }
        struct Home: View { var body: some View { Text("Home") } }
        struct Home_Previews: PreviewProvider {
            struct Wrapper: View { var body: some View { Home() } }
            static var previews: some View { Wrapper() }
        }
        """
        let scene = try XCTUnwrap(load(text).scene)
        guard case .instance(let root)? = scene.root.first?.element else { return XCTFail("no root") }
        XCTAssertEqual(root.view, "Home")
        XCTAssertNil(scene.views["Wrapper"], "a preview's view is not the app's")
    }

    // MARK: - Opaque sites name their node

    func testEveryUnknownSiteInsideABodyNamesItsNode() throws {
        let text = """
        import SwiftUI
        struct Screen: View {
            var body: some View {
                NavigationStack {
                    SizeReader { _ in
                        Text("x").shimmering()
                    }
                    .navigationDestination(for: Int.self) { _ in Text("n") }
                }
            }
        }
        """
        let scene = try XCTUnwrap(load(text).scene)
        XCTAssertFalse(scene.opaque.isEmpty)
        for site in scene.opaque { XCTAssertNotNil(site.node, site.what) }
        // The unknown view kept its modifier and content.
        let unknown = try XCTUnwrap(scene.nodes.first { if case .container(.unknown, _) = $0.element { return true } else { return false } })
        XCTAssertEqual(unknown.destinations.count, 1)
    }

    /// `let relationships: [Relationship]? = try? await client.get(...)`: a local whose value cannot be computed is
    /// any value of its written type, so `relationships?.first` is well typed, and the target is checked (its sheet's
    /// missing stack is still found).
    func testAnUncomputableOptionalLocalIsAnyValueOfItsType() {
        let text = """
        import SwiftUI

        struct Relationship: Codable, Identifiable, Equatable { let id: String; let following: Bool }

        @Observable final class RowModel {
            var authorRelationship: Relationship?
            var showingProfile = false
            func load() async {
                let relationships: [Relationship]? = try? await client.get(ids: [1])
                authorRelationship = relationships?.first
                showingProfile = authorRelationship != nil
            }
        }

        @main struct Social: App { var body: some Scene { WindowGroup { Row() } } }

        struct Row: View {
            @State var model = RowModel()
            var body: some View {
                NavigationStack {
                    Button("Load") { Task { await model.load() } }
                        .sheet(isPresented: $model.showingProfile) {
                            NavigationLink("Follow", value: 1)
                        }
                }
            }
        }
        """
        let result = load(text)
        XCTAssertNotNil(result.scene)
        XCTAssertFalse(result.diagnostics.contains { $0.id == "swift-unmodelled" }, "\(result.diagnostics)")
        XCTAssertEqual(verdict(text), ["link-outside-navigation \(line(text, "NavigationLink(\"Follow\""))"])
    }

    /// `.overlay { NavigationLink(...) }` shows its content with the view, in its place: the model holds it there (the
    /// destination its link uses is reachable, nothing is unknown; see SwiftInPlaceContentTests); an overlay or
    /// background of plain views stays a known style modifier.
    func testAnOverlayThatMayNavigateIsHeldAndAPlainOneIsStyle() {
        let text = """
        import SwiftUI

        @main struct Notes: App { var body: some Scene { WindowGroup { Home() } } }

        struct Home: View {
            var body: some View {
                NavigationStack {
                    Text("Home")
                        .background { RoundedRectangle(cornerRadius: 8).fill(.yellow) }
                        .overlay(alignment: .bottom) {
                            NavigationLink("Settings", value: 7)
                        }
                        .navigationDestination(for: Int.self) { n in Text("Settings \\(n)") }
                }
            }
        }
        """
        let result = load(text)
        XCTAssertEqual(verdict(text), [])
        XCTAssertEqual(result.scene?.opaque.filter(\.isUnknownNavigation).map(\.what), [])
    }
}
