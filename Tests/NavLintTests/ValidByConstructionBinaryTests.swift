import Foundation
import XCTest

/// Issue 22, item 1: what the front end builds is valid by construction, so ordinary code never leaves a view (or the
/// whole target) unmodelled. Three mechanisms found on a public app outside the corpus:
/// - `var selectedTabID: String! = nil`: an implicitly unwrapped optional is held as its wrapped type, and its `nil`
///   start is an unknown value of that type (before: "the initial value must be String, but 'nil' is nil" and the
///   target's navigation was not checked);
/// - `Tab(value: tab.id)` under a non-optional selection, where the model cannot compute the value: unknown of the
///   selection's type (before: an unknown `String?` the model rejects, the whole TabView unmodelled);
/// - `if let subtitle, subtitle.isNotEmpty { ... }` whose condition is unknown: the bound name hides the view's
///   property of that name and reads as an unknown value (before: a reference to a name the model does not declare,
///   the view inside unmodelled and its link unchecked).
/// Three more found on the corpus (each left a view unmodelled, and the link inside it unchecked):
/// - `struct BubblePicker<Value: Hashable>` with `@Binding var selected: Value` in a module that also declares a type
///   named `Value`: the generic parameter is any type a caller picks, never the module's `Value`;
/// - `ToolbarButton(role: .cancel)` where `Role` has `case cancel(title: String)` and `static let cancel`: a bare
///   `.cancel` is the static member, never the case that carries values;
/// - `switch item` in a helper called as `label(nil)`: the `case nil:`/`default:` content, the only one taken.
/// Each err case holds a mistake now reported; each ok twin lints clean.
final class ValidByConstructionBinaryTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        try skipWithoutSwiftFrontEnd(); root = try makeTemporaryDirectory() }
    override func tearDownWithError() throws { if let root { try? FileManager.default.removeItem(at: root) } }

    private func lint(_ text: String) throws -> NavLintProcess.Output {
        try NavLintProcess.lint(text, at: "App/App.swift", in: root, verbose: true)
    }

    static func tabApp(selection: String, destinationInRow: Bool) -> String {
        let row = destinationInRow
            ? """
                    NavigationLink("Row \\(number)", value: number)
                        .navigationDestination(for: Int.self) { n in Text("Number \\(n)") }
            """
            : """
                    NavigationLink("Row \\(number)", value: number)
            """
        let destination = destinationInRow ? "" : ".navigationDestination(for: Int.self) { n in Text(\"Number \\(n)\") }"
        return """
        import SwiftUI

        struct TabItem: Identifiable, Hashable {
            let id: String
            let title: String
        }

        final class TabCoordinator: ObservableObject {
            \(selection)
            let tabs: [TabItem] = [TabItem(id: "home", title: "Home"), TabItem(id: "search", title: "Search")]
        }

        struct HomeView: View {
            let numbers: [Int] = [1, 2, 3]
            var body: some View {
                NavigationStack {
                    List {
                        ForEach(numbers, id: \\.self) { number in
        \(row)
                        }
                    }
                    \(destination)
                }
            }
        }

        @main
        struct DemoApp: App {
            @StateObject private var coordinator = TabCoordinator()
            var body: some Scene {
                WindowGroup {
                    TabView(selection: $coordinator.selectedTabID) {
                        ForEach(coordinator.tabs) { tab in
                            Tab(value: tab.id) {
                                HomeView()
                            } label: {
                                Text(tab.title)
                            }
                        }
                    }
                }
            }
        }

        """
    }

    func testAnImplicitlyUnwrappedOptionalStartingAtNilLeavesTheTargetChecked() throws {
        let output = try lint(Self.tabApp(selection: "@Published var selectedTabID: String! = nil", destinationInRow: true))
        XCTAssertFalse(output.stdout.contains("swift-unmodelled"), output.stdout)
        XCTAssertTrue(output.stdout.contains("error: this navigationDestination is inside a List's lazily created content; SwiftUI ignores it, whether or not the row is on screen [destination-in-lazy-container]"), output.stdout)
    }

    func testAnImplicitlyUnwrappedOptionalWithoutAMistakeLintsClean() throws {
        let output = try lint(Self.tabApp(selection: "@Published var selectedTabID: String! = nil", destinationInRow: false))
        XCTAssertEqual(output.status, 0, output.stdout)
        XCTAssertFalse(output.stdout.contains("warning") || output.stdout.contains("error") || output.stdout.contains("info"), output.stdout)
    }

    func testATabValueTheModelCannotComputeUnderANonOptionalSelectionKeepsTheTabViewModelled() throws {
        let output = try lint(Self.tabApp(selection: "@Published var selectedTabID: String = \"home\"", destinationInRow: true))
        XCTAssertFalse(output.stdout.contains("swift-unmodelled"), output.stdout)
        XCTAssertTrue(output.stderr.contains("abstracted value 'a tab's value' (modelled as any value it may have)"), output.stderr)
        XCTAssertTrue(output.stdout.contains("[destination-in-lazy-container]"), output.stdout)
        // The tab values are unknown, never one stand-in: no selection mismatch is claimed.
        XCTAssertFalse(output.stdout.contains("tab-selection-mismatch"), output.stdout)
    }

    func testATabValueUnderANonOptionalSelectionWithoutAMistakeLintsClean() throws {
        let output = try lint(Self.tabApp(selection: "@Published var selectedTabID: String = \"home\"", destinationInRow: false))
        XCTAssertEqual(output.status, 0, output.stdout)
        XCTAssertFalse(output.stdout.contains("warning") || output.stdout.contains("error") || output.stdout.contains("info"), output.stdout)
    }

    static func cardApp(destination: Bool) -> String {
        """
        import SwiftUI

        extension String {
            var isNotEmpty: Bool { !isEmpty }
        }

        struct Card<Content: View>: View {
            let title: String
            let subtitle: String?
            let content: Content

            init(title: String, subtitle: String? = nil, @ViewBuilder content: () -> Content) {
                self.title = title
                self.subtitle = subtitle
                self.content = content()
            }

            var body: some View {
                VStack {
                    Text(title)
                    if let subtitle, subtitle.isNotEmpty {
                        NavigationLink(subtitle, value: 7)
                    }
                    content
                }
            }
        }

        struct RootView: View {
            var body: some View {
                NavigationStack {
                    Card(title: "A", subtitle: "B") { Text("x") }
                        \(destination ? ".navigationDestination(for: Int.self) { n in Text(\"Number \\(n)\") }" : "")
                }
            }
        }

        @main
        struct DemoApp: App {
            var body: some Scene { WindowGroup { RootView() } }
        }

        """
    }

    func testANameBoundUnderAnUnknownConditionIsUnknownNotTheProperty() throws {
        let output = try lint(Self.cardApp(destination: false))
        XCTAssertFalse(output.stdout.contains("swift-unmodelled"), output.stdout)
        XCTAssertTrue(output.stdout.contains("error: no navigationDestination for Int is visible from this link, so it never does anything [link-without-destination]"), output.stdout)
    }

    func testANameBoundUnderAnUnknownConditionWithTheDestinationLintsClean() throws {
        let output = try lint(Self.cardApp(destination: true))
        XCTAssertEqual(output.status, 0, output.stdout)
        XCTAssertFalse(output.stdout.contains("warning") || output.stdout.contains("error") || output.stdout.contains("info"), output.stdout)
    }

    static func shapesApp(destination: Bool) -> String {
        """
        import SwiftUI

        enum Value: Hashable { case low, high }

        enum Tab: String, CaseIterable, Identifiable, Hashable {
            case posts, comments
            var id: String { rawValue }
        }

        struct BubblePicker<Value: Identifiable & Hashable>: View {
            @Binding var selected: Value
            let tabs: [Value]
            var body: some View {
                HStack {
                    ForEach(tabs) { tab in
                        Text("Tab")
                    }
                    NavigationLink("Picker", value: 5)
                }
            }
        }

        enum Role {
            static let cancel = Role.cancel(title: "Cancel")
            case cancel(title: String)
            case confirm(title: String)
        }

        struct ToolbarButton: View {
            let role: Role
            var body: some View {
                NavigationLink("Toolbar", value: 6)
            }
        }

        enum Item { case action, counter }

        struct Editor: View {
            var body: some View {
                label(nil)
            }
            func label(_ item: Item?) -> some View {
                Group {
                    switch item {
                    case .action: Text("Action")
                    case .counter: Text("Counter")
                    default: NavigationLink("Info", value: 7)
                    }
                }
            }
        }

        struct RootView: View {
            @State private var selectedTab: Tab = .posts
            var body: some View {
                NavigationStack {
                    VStack {
                        BubblePicker(selected: $selectedTab, tabs: Tab.allCases)
                        ToolbarButton(role: .cancel)
                        Editor()
                    }
                    \(destination ? ".navigationDestination(for: Int.self) { n in Text(\"Number \\(n)\") }" : "")
                }
            }
        }

        @main
        struct DemoApp: App {
            var body: some Scene { WindowGroup { RootView() } }
        }

        """
    }

    func testAGenericParameterAStaticMemberBesideACaseAndANilSwitchSubjectKeepTheirViewsModelled() throws {
        let output = try lint(Self.shapesApp(destination: false))
        XCTAssertFalse(output.stdout.contains("swift-unmodelled"), output.stdout)
        for line in [18, 32, 47] {
            XCTAssertTrue(output.stdout.contains("App.swift:\(line):"), "\(line)\n\(output.stdout)")
        }
        XCTAssertEqual(output.stdout.components(separatedBy: "[link-without-destination]").count - 1, 3, output.stdout)
    }

    func testTheSameShapesWithTheDestinationLintClean() throws {
        let output = try lint(Self.shapesApp(destination: true))
        XCTAssertEqual(output.status, 0, output.stdout)
        XCTAssertFalse(output.stdout.contains("warning") || output.stdout.contains("error") || output.stdout.contains("info"), output.stdout)
    }

    /// The twin of the unknown condition's hidden name: a name bound to a value that may navigate (an optional closure
    /// property, `if let onApply`) is judged where the branch uses it, as that property: the push it runs is seen.
    func testANameBoundToAClosureUnderAnUnknownConditionIsStillTheCallersClosure() throws {
        let output = try lint("""
        import SwiftUI

        struct Editor: View {
            let onApply: (() -> Void)?
            var body: some View {
                VStack {
                    if let onApply {
                        Button("Apply", action: onApply)
                    }
                }
            }
        }

        struct RootView: View {
            @State private var path: [Int] = []
            var body: some View {
                NavigationStack(path: $path) {
                    Editor(onApply: { path.append(1) })
                }
            }
        }

        @main
        struct DemoApp: App {
            var body: some Scene { WindowGroup { RootView() } }
        }

        """)
        XCTAssertTrue(output.stdout.contains("App/App.swift:8:17: error: this Button puts a Int on the path, but no navigationDestination for Int is visible to the stack [link-without-destination]"), output.stdout)
    }
}
