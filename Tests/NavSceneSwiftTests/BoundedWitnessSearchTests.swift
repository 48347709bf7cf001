import NavSceneAnalysis
import NavSceneDiagnostics
import NavSceneLoader
import NavSceneModel
import NavSceneRuntime
@testable import NavSceneRules
import NavSceneSwift
import XCTest

/// Issue 21 (the fix target's slow witness search) and issue 23 (the Swift benchmark's false bound): candidates the
/// analysis can decide are decided before any search, and the analysis settles on scenes whose facts grow in more
/// than one place. What bounds the searches is their number of states, so the tests count states, never seconds.
final class BoundedWitnessSearchTests: XCTestCase {
    struct Checked {
        var load: LoadResult
        var analysis: ReachabilityAnalysis
        var context: RuleContext
    }

    func check(_ text: String, settings: RuleSettings = RuleSettings()) throws -> Checked {
        let result = SwiftFrontEnd.load([SourceFile(path: "App.swift", text: text)], name: "Test")
        let load = LoadResult(scene: result.scene, diagnostics: result.diagnostics, sources: result.sources)
        let scene = try XCTUnwrap(load.scene)
        let data = DataStore(scene: scene)
        let analysis = ReachabilityAnalysis(scene: scene, data: data)
        analysis.run()
        let context = RuleContext(scene: scene, sources: load.sources, navigator: Navigator(scene: scene, data: data),
                                  analysis: analysis, settings: settings)
        return Checked(load: load, analysis: analysis, context: context)
    }

    func verdict(_ checked: Checked) -> [String] {
        RuleRegistry.run(checked.load, settings: RuleSettings()).filter { $0.severity != .info }.map { "\($0.id) \($0.range.start.line)" }.sorted()
    }

    /// The fuzz input (`Tests/Fixtures/fuzz-seeds/fix/slow-witness-search`, the module its bytes generate, in
    /// short): two `navigationDestination(item:)` over a name the module does not declare are two unknown triggers
    /// on one stack. Nothing in the model can set an unknown value, so the interpreter never shows both screens: the
    /// search (20,000 states, 64 s under AddressSanitizer) could never meet the goal. The goal is unknown, decided
    /// without a state, and neither a finding nor an undecided candidate.
    func testTwoUnknownTriggersOnOneStackAreDecidedWithoutAState() throws {
        let text = """
        import SwiftUI
        enum Route: Hashable { case a, b(Int) }
        struct V0: View {
            @State private var path: [Int] = []
            var body: some View {
                NavigationStack(path: $path) {
                    NavigationLink("Go") { V0() }
                        .navigationDestination(item: $route) { r in V0() }
                    Button("Push") { path.append(1) }
                        .navigationDestination(item: $route) { r in Text("R") }
                        .navigationDestination(for: Int.self) { i in Text("I") }
                }
            }
        }
        """
        let checked = try check(text)
        XCTAssertTrue(checked.analysis.isComplete)
        XCTAssertEqual(MultipleIsPresented.check(checked.context).count, 0)
        let search = try XCTUnwrap(checked.context.searches.first?.result)
        XCTAssertEqual(search.unknown, [0], "the pair of unknown triggers is out of every search's reach")
        XCTAssertEqual(search.exploration.states.count, 0, "decided without exploring a state")
        XCTAssertFalse(verdict(checked).contains { $0.hasPrefix("exploration-budget") }, "\(verdict(checked))")
    }

    /// The control: two Bools one Button sets together are searched, and the pair is reported.
    func testTwoFlagsOneButtonSetsAreStillSearchedAndReported() throws {
        let text = """
        import SwiftUI
        struct Home: View {
            @State private var a = false
            @State private var b = false
            var body: some View {
                NavigationStack {
                    Button("Both") { a = true; b = true }
                        .navigationDestination(isPresented: $a) { Text("A") }
                        .navigationDestination(isPresented: $b) { Text("B") }
                }
            }
        }
        """
        let checked = try check(text)
        XCTAssertEqual(MultipleIsPresented.check(checked.context).count, 1)
        let search = try XCTUnwrap(checked.context.searches.first?.result)
        XCTAssertEqual(search.unknown, [])
        XCTAssertNotNil(search.found[0])
    }

    /// A view that pushes itself, with its own stack and its own `@State` path: the Button of a pushed instance
    /// appends to that instance's path, never under the screen that covers the outer stack. Before, the candidate was
    /// searched through ever deeper instances to the state budget (an undecided error).
    func testAViewThatPushesItselfAppendsOnlyToItsOwnPath() throws {
        let text = """
        import SwiftUI
        struct Home: View {
            @State private var path: [Int] = []
            var body: some View {
                NavigationStack(path: $path) {
                    VStack {
                        NavigationLink("More") { Home() }
                        Button("Add") { path.append(1) }
                    }
                    .navigationDestination(for: Int.self) { n in Text("Number") }
                }
            }
        }
        """
        let checked = try check(text)
        XCTAssertEqual(MixedValueAndViewPushes.check(checked.context).count, 0)
        XCTAssertTrue(checked.context.searches.isEmpty, "no candidate left to search")
        XCTAssertEqual(verdict(checked), ["nested-stack 5"])
    }

    /// A Button in a stack nested in the root of the bound stack is hidden with that root when a state-driven screen
    /// covers the stack: not a candidate (it was searched before, to no finding).
    func testAButtonUnderTheCoveredRootIsNoCandidate() throws {
        let text = """
        import SwiftUI
        struct Home: View {
            @State private var path: [Int] = []
            @State private var show = false
            var body: some View {
                NavigationStack(path: $path) {
                    VStack {
                        Button("Show") { show = true }
                        NavigationStack {
                            Button("Add") { path.append(1) }
                        }
                    }
                    .navigationDestination(isPresented: $show) { Text("Shown") }
                    .navigationDestination(for: Int.self) { n in Text("Number") }
                }
            }
        }
        """
        let checked = try check(text)
        XCTAssertEqual(MixedValueAndViewPushes.check(checked.context).count, 0)
        XCTAssertTrue(checked.context.searches.isEmpty, "no candidate left to search")
    }

    /// The control: the same Button on the covering screen appends under it, and is reported.
    func testAButtonOnTheCoveringScreenIsStillReported() throws {
        let text = """
        import SwiftUI
        struct Home: View {
            @State private var path: [Int] = []
            @State private var show = false
            var body: some View {
                NavigationStack(path: $path) {
                    Button("Show") { show = true }
                        .navigationDestination(isPresented: $show) {
                            Button("Add") { path.append(1) }
                        }
                        .navigationDestination(for: Int.self) { n in Text("Number") }
                }
            }
        }
        """
        let checked = try check(text)
        XCTAssertEqual(MixedValueAndViewPushes.check(checked.context).count, 1)
    }

    /// The Swift benchmark's shape (issue 23): stacks in two tabs, each pushing screens whose sheets hold a
    /// NavigationStack. Each pass found the first tab's pushed screens before the second tab's stacks, so the stacks
    /// were numbered differently from pass to pass and a screen's facts met another stack's: the analysis gave up
    /// with a false "expands past the analysis' bound" after a few hundred visits.
    func testStacksFoundInLaterPassesKeepTheAnalysisComplete() throws {
        let sheet = """
                .sheet(isPresented: $showInfo) {
                    NavigationStack { Text("About").navigationTitle("Info") }
                }
        """
        func shelf(_ name: String, _ type: String) -> String {
            """
            struct \(name): View {
                @State private var showInfo = false
                var body: some View {
                    VStack {
                        NavigationLink("Next", value: \(type)(n: 1))
                        Button("Info") { showInfo = true }
                    }
                    .navigationDestination(for: \(type).self) { value in Detail() }
            \(sheet)
                }
            }

            """
        }
        func tab(_ name: String, _ shelf: String) -> String {
            """
            struct \(name): View {
                @State private var path = NavigationPath()
                var body: some View {
                    NavigationStack(path: $path) { \(shelf)() }
                }
            }

            """
        }
        let text = """
        import SwiftUI
        @main
        struct ShopApp: App {
            var body: some Scene {
                WindowGroup {
                    TabView {
                        Tab("One", systemImage: "circle") { FirstTab() }
                        Tab("Two", systemImage: "circle") { SecondTab() }
                    }
                }
            }
        }
        struct Item: Hashable { var n: Int }
        struct Part: Hashable { var n: Int }
        struct Detail: View {
            @State private var showInfo = false
            var body: some View {
                Button("Info") { showInfo = true }
        \(sheet)
            }
        }

        """ + tab("FirstTab", "Shelf") + tab("SecondTab", "Bin") + shelf("Shelf", "Item") + shelf("Bin", "Part")
        let checked = try check(text)
        XCTAssertTrue(checked.analysis.isComplete, "\(String(describing: checked.analysis.incompleteReason))")
        XCTAssertNil(checked.analysis.incompleteReason)
        XCTAssertEqual(verdict(checked), [])
    }

    /// The fuzz input `Tests/Fixtures/fuzz-seeds/fix/slow-multiple-sheets-small` (the module its bytes generate): a view
    /// that pushes and presents itself from inside eight nested stacks and a split view. Every state's frame is a
    /// deep tree whose nodes' identities grow with the nesting, so a render costs far more than its node count: the
    /// search took minutes and 2.4 GB before its work budget counted identity bytes. Now it stops at the work budget
    /// after a few states (an `exploration-budget` for the candidate it did not decide).
    func testDeepIdentitiesCountTowardsTheWorkBudget() throws {
        let text = BoundedWitnessSearchTests.deepSelfPresentingModule
        let checked = try check(text)
        let context = checked.context
        _ = MultipleSheets.check(context)
        let searched = try XCTUnwrap(context.searches.last?.result)
        XCTAssertTrue(searched.exploration.budgetsHit.contains(.maxWork), "\(searched.exploration.budgetsHit)")
        XCTAssertLessThan(searched.exploration.states.count, 2_000)
    }

    /// Issue 21's fix-target inputs `fuzz-seeds/fix/slow-duplicate-destination` and `slow-multiple-sheets`: the work
    /// budget estimated a state's cost as its frame times its interactions, one render each, while an interaction
    /// renders several frames (it settles its handlers, resets changed roots, follows preferred columns), so a search
    /// did several times its budget. The budget now counts every frame the search renders, as it renders it: replaying
    /// what the search expanded renders at most its budget, plus the one state it was expanding when it stopped.
    func testTheWorkBudgetCountsEveryFrameTheSearchRenders() throws {
        var settings = RuleSettings()
        settings.maxWork = 400_000
        let checked = try check(BoundedWitnessSearchTests.deepSelfPresentingModule, settings: settings)
        _ = MultipleSheets.check(checked.context)
        let searched = try XCTUnwrap(checked.context.searches.last?.result)
        XCTAssertTrue(searched.exploration.budgetsHit.contains(.maxWork), "\(searched.exploration.budgetsHit)")
        // Every state a kept state was reached from was rendered and had its interactions tried.
        var navigator = checked.context.navigator
        let meter = RenderMeter()
        navigator.meter = meter
        var largest = 0
        let expanded = Set(searched.exploration.states.compactMap(\.parent))
        XCTAssertGreaterThan(expanded.count, 1)
        for index in expanded.sorted() {
            let before = meter.work
            let state = searched.exploration.states[index].state
            _ = Exploration.successors(of: state, navigator.render(state), navigator)
            largest = max(largest, meter.work - before)
        }
        XCTAssertLessThanOrEqual(meter.work - largest, settings.maxWork, "rendered \(meter.work) (one state at most \(largest))")
    }

    /// The module `Tests/Fixtures/fuzz-seeds/fix/slow-multiple-sheets-small` generates (a view that pushes and
    /// presents itself from inside eight nested stacks and a split view).
    static let deepSelfPresentingModule = """
        import SwiftUI

        enum Route: Hashable { case a, b(Int) }

        struct V0: View {
            @State private var flag = false
            var body: some View {
                NavigationStack {
                    NavigationStack {
                        NavigationStack {
                            NavigationStack {
                                switch route {
                                case .a: V0()
                                default: Text("d")
                                }
                                .navigationDestination(isPresented: $flag) { V0() }
                                VStack {
                                    NavigationLink(value: Route.b(2)) { Text("R") }
                                    .navigationDestination(item: $route) { r in V0() }
                                    .toolbar { Button("B") { flag = true } }
                                }
                                .navigationDestination(for: Int.self) { i in V0() }
                                .sheet(isPresented: $flag) { V0() }
                                NavigationStack {
                                    NavigationStack {
                                        NavigationStack {
                                            NavigationStack {
                                                NavigationLink(value: Route.b(2)) { Text("R") }
                                                NavigationSplitView {
                                                    Button("Toggle") { flag.toggle() }
                                                    .navigationTitle("T")
                                                    .navigationTitle("T")
                                                    Button("Push") { path.append(0) }
                                                    .sheet(isPresented: $flag) { V0() }
                                                    .navigationDestination(for: Route.self) { r in V0() }
                                                } detail: {
                                                    Button("Push") { path.append(0) }
                                                    .navigationTitle("T")
                                                }
                                            }
                                        }
                                    }
                                    .navigationTitle("T")
                                }
                            }
                            .navigationDestination(isPresented: $flag) { V0() }
                            .navigationDestination(for: Int.self) { i in V0() }
                        }
                    }
                }
            }
            var helper: some View {
                NavigationStack {
                    NavigationStack {
                        NavigationStack {
                            NavigationStack {
                                NavigationStack {
                                    NavigationStack {
                                        NavigationStack {
                                            NavigationStack {
                                                NavigationStack {
                                                    NavigationStack {
                                                        Text("leaf")
                                                    }
                                                }
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }


        """
}
