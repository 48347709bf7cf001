import Foundation
import XCTest

/// Every run on Swift says how much of the navigation it modelled: a text line, a JSON field, SARIF run properties;
/// `--verbose` lists the unknown sites. Scene files are fully modelled and their reports are unchanged.
final class CoverageTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        try skipWithoutSwiftFrontEnd(); root = try makeTemporaryDirectory() }
    override func tearDownWithError() throws { if let root { try? FileManager.default.removeItem(at: root) } }

    /// Six navigation sites the model holds (two stacks, a TabView, two links, a destination) and one unknown
    /// modifier (`.shimmering(Place(id: 3))`, another module's, given a value of this module's type).
    static let tabs = """
    import SwiftUI

    struct Place: Hashable, Identifiable {
        var id: Int
    }

    struct AtlasTab: View {
        var body: some View {
            NavigationStack {
                List {
                    NavigationLink("Lagoon", value: Place(id: 1))
                }
                .navigationDestination(for: Place.self) { place in Text("Place") }
                .shimmering(Place(id: 3))
            }
        }
    }

    struct LogTab: View {
        var body: some View {
            NavigationStack {
                NavigationLink("Pier", value: Place(id: 2))
            }
        }
    }

    struct ExplorerRoot: View {
        var body: some View {
            TabView {
                AtlasTab().tabItem { Text("Atlas") }
                LogTab().tabItem { Text("Log") }
            }
        }
    }

    """

    func testTextSaysHowMuchWasModelledAndVerboseListsTheUnknown() throws {
        let output = try NavLintProcess.lint(Self.tabs, at: "App/Explorer.swift", in: root, verbose: true)
        XCTAssertTrue(output.stdout.hasSuffix("navigation: 6 of 7 sites modelled (85%); 1 unknown, --verbose lists them\n"), output.stdout)
        XCTAssertTrue(output.stderr.contains("navlint: App/Explorer.swift:14:14: opaque modifier '.shimmering'"), output.stderr)
    }

    /// Another module's views and modifiers (declared nowhere in the code read) given only values of standard types
    /// and no closure are abstractions: they can declare destinations for other modules' types only and push only
    /// their own values, and the model says so (`foreignTypesOnly`). Given a value of this module's type, or a closure
    /// of its code that may navigate, such a view stays unknown. (An enum's raw type, `String`, is no declaration of `String`.)
    func testAnotherModulesCodeGivenNoValueOfTheModuleIsAnAbstraction() throws {
        try write("""
        import SwiftUI

        struct Poster: Hashable {
            var id: Int
        }

        struct Theme {
            static let shared = Theme()
            var glow: CGFloat = 3
        }

        enum Mood: String { case calm }

        struct Gallery: View {
            let address: URL
            let title: String
            let spacing: CGFloat

            var body: some View {
                NavigationStack {
                    VStack {
                        RemoteImage(url: address, transaction: Transaction(animation: .easeIn))
                        Text(title).emojiStyle.size(title.isEmpty ? 12 : spacing * 2)
                        Text(title).glowing(radius: Theme.shared.glow, tint: .accentColor)
                        PosterBadge(poster: Poster(id: 2))
                        FlowLayout { NavigationLink("Next", value: Poster(id: 3)) }
                        Carousel { Text(title) }
                        NavigationLink("Poster", value: Poster(id: 1))
                    }
                    .navigationDestination(for: Poster.self) { _ in Text("Poster") }
                }
            }
        }

        struct Cover {
            var address: URL
        }

        struct Shelf {
            var address: Poster
        }

        struct CoverRow: View {
            let cover: Cover

            var body: some View {
                RemoteImage(url: cover.address)
                if let address = thumbnail(for: 2) {
                    RemoteImage(request: ImageRequest(url: address, processors: [.resize(width: 3)])) { state in
                        if let image = state.image { image }
                    }
                }
            }

            func thumbnail(for size: Int) -> URL? { cover.address }
        }

        """, to: root.appendingPathComponent("App/Gallery.swift"))
        let output = try NavLintProcess.run(["--verbose", "App"], in: root)
        // Modelled: the stack, the two links (one in the layout's closure), the destination. Unknown: the badge given
        // a Poster and the layout given a closure that may navigate. Abstracted: the image, the two modifiers of the
        // chain, `glowing`, the carousel whose closure only shows text.
        XCTAssertTrue(output.stdout.hasSuffix("navigation: 4 of 6 sites modelled (66%); 2 unknown, --verbose lists them\n"), output.stdout)
        for abstracted in ["22:17: abstracted view 'RemoteImage'", "23:29: abstracted modifier '.emojiStyle'", "23:40: abstracted modifier '.size'",
                           "24:29: abstracted modifier '.glowing'", "27:17: abstracted view 'Carousel'"] {
            XCTAssertTrue(output.stderr.contains("App/Gallery.swift:\(abstracted)"), output.stderr)
        }
        XCTAssertTrue(output.stderr.contains("App/Gallery.swift:25:17: opaque view 'PosterBadge'"), output.stderr)
        // `cover.address` is a URL by the declarations of `cover`'s type (though `Shelf.address` is a Poster).
        XCTAssertTrue(output.stderr.contains("App/Gallery.swift:47:9: abstracted view 'RemoteImage'"), output.stderr)
        // A URL a method of the view returns, unwrapped by `if let`, given to another module's request type; the image
        // its closure unwraps from the view's own value.
        XCTAssertTrue(output.stderr.contains("App/Gallery.swift:49:13: abstracted view 'RemoteImage'"), output.stderr)
        XCTAssertTrue(output.stderr.contains("App/Gallery.swift:50:46: abstracted view 'image'"), output.stderr)
        XCTAssertTrue(output.stderr.contains("App/Gallery.swift:26:17: opaque view 'FlowLayout'"), output.stderr)
    }

    /// Apple's containers hold their views in place (`Table`, `TableColumn` with its row). A Table bound to a
    /// selection writes it as an input control does: some value of its type, an abstraction. So a Table on a stack is
    /// no unknown view that may declare destinations: a link there whose type nothing declares is reported.
    func testATableIsAContainerAndItsSelectionAnInput() throws {
        try write("""
        import SwiftUI

        struct Order: Hashable, Identifiable { var id: Int }
        struct Ticket: Hashable { var number: Int }

        struct OrdersView: View {
            @State private var selection: Order.ID?
            let orders: [Order] = []
            var body: some View {
                NavigationStack {
                    Table(orders, selection: $selection) {
                        TableColumn("Order") { order in Text("\\(order.id)") }
                    }
                    Table(orders) {
                        TableColumn("Order") { order in Text("\\(order.id)") }
                    }
                    NavigationLink("Ticket", value: Ticket(number: 1))
                }
            }
        }

        """, to: root.appendingPathComponent("App/Orders.swift"))
        let output = try NavLintProcess.run(["--verbose", "App"], in: root)
        XCTAssertTrue(output.stderr.contains("App/Orders.swift:11:38: abstracted value 'Table(selection: $selection)' (modelled as any value it may have)"), output.stderr)
        XCTAssertFalse(output.stderr.contains("opaque"), output.stderr)
        XCTAssertFalse(output.stderr.contains("TableColumn"), output.stderr)
        XCTAssertTrue(output.stdout.contains("App/Orders.swift:17:13: error: no navigationDestination for Ticket is visible from this link"), output.stdout)
        XCTAssertTrue(output.stdout.hasSuffix("navigation: 2 of 2 sites modelled (100%)\n"), output.stdout)
    }

    /// A Table given a binding whose setter runs code (`Binding(get:set:)`) stays unknown: the setter may navigate.
    func testATableBoundThroughASetterStaysUnknown() throws {
        try write("""
        import SwiftUI

        struct Order: Hashable, Identifiable { var id: Int }

        struct OrdersView: View {
            @State private var path: [Order] = []
            let orders: [Order] = []
            var body: some View {
                NavigationStack(path: $path) {
                    Table(orders, selection: Binding(get: { path.last?.id }, set: { id in path = orders.filter { $0.id == id } })) {
                        TableColumn("Order") { order in Text("\\(order.id)") }
                    }
                    .navigationDestination(for: Order.self) { order in Text("\\(order.id)") }
                }
            }
        }

        """, to: root.appendingPathComponent("App/Orders.swift"))
        let output = try NavLintProcess.run(["--verbose", "App"], in: root)
        XCTAssertTrue(output.stderr.contains("App/Orders.swift:10:13: opaque view 'Table'"), output.stderr)
    }

    /// The module's `extension View` method that applies its own ViewModifier with `self` implicit (`modifier(
    /// BottomBar(bar: content()))`), whose body shows the bar beside the view (`content.safeAreaInset { ... bar }`):
    /// read in place, the bar being the caller's views. It was an unknown modifier that may declare destinations, so
    /// a link on the stack whose type nothing declares was not reported.
    func testABarModifierAppliedWithImplicitSelfIsReadInPlace() throws {
        try write("""
        import SwiftUI

        struct Program: Hashable { var name: String }

        struct BottlesView: View {
            @State private var path: [Program] = []
            var body: some View {
                NavigationStack(path: $path) {
                    List {
                        NavigationLink("Run", value: Program(name: "wine"))
                    }
                    .bottomBar {
                        Button("Open") { print("open") }
                    }
                }
            }
        }

        extension View {
            func bottomBar<Content>(@ViewBuilder content: () -> Content) -> some View where Content: View {
                modifier(BottomBarModifier(barContent: content()))
            }
        }

        private struct BottomBarModifier<BarContent>: ViewModifier where BarContent: View {
            var barContent: BarContent
            func body(content: Content) -> some View {
                content
                    .safeAreaInset(edge: .bottom, spacing: 0) {
                        VStack(spacing: 0) {
                            Divider()
                            barContent
                        }
                    }
            }
        }

        """, to: root.appendingPathComponent("App/Bottles.swift"))
        let output = try NavLintProcess.run(["--verbose", "App"], in: root)
        XCTAssertFalse(output.stderr.contains("opaque"), output.stderr)
        XCTAssertTrue(output.stdout.contains("App/Bottles.swift:10:17: error: no navigationDestination for Program is visible from this link"), output.stdout)
        XCTAssertTrue(output.stdout.hasSuffix("navigation: 2 of 2 sites modelled (100%)\n"), output.stdout)
    }

    /// `--verbose` says why a finding that rests on an absence is not reported: the unknown site that could supply
    /// what is absent (here another module's view given a closure that shows the module's views, on the link's stack).
    func testVerboseNamesTheUnknownSiteThatKeepsAFindingFromBeingReported() throws {
        try write("""
        import SwiftUI

        struct Program: Hashable { var name: String }

        struct BottlesView: View {
            var body: some View {
                NavigationStack {
                    List {
                        NavigationLink("Run", value: Program(name: "wine"))
                    }
                    Carousel(items: programs) { program in
                        ProgramCard(program: program)
                    }
                }
            }
            var programs: [Program] { [] }
        }

        struct ProgramCard: View {
            let program: Program
            var body: some View { Text(program.name) }
        }

        """, to: root.appendingPathComponent("App/Bottles.swift"))
        let output = try NavLintProcess.run(["--verbose", "App"], in: root)
        XCTAssertFalse(output.stdout.contains("link-without-destination"), output.stdout)
        XCTAssertTrue(output.stderr.contains("navlint: App/Bottles.swift:9:17: not reported [link-without-destination]: no navigationDestination for Program is visible from this link, so it never does anything; unknown view 'Carousel' at App/Bottles.swift:11:13 may declare the destination\n"), output.stderr)
        let quiet = try NavLintProcess.run(["App"], in: root)
        XCTAssertFalse(quiet.stderr.contains("not reported"), quiet.stderr)
    }

    /// Another module's modifier given only actions (`.onShake { value in status = value }`) declares destinations
    /// for its own types only and runs the module's statements as an event handler: an abstraction, no unknown site
    /// that may declare the app's destinations; StoreKit's tasks are SwiftUI vocabulary (events); and `background { }`
    /// with `self` implicit in the module's `extension View` method is read in place (given a closure that makes a
    /// value and cannot navigate). A link on that stack whose type nothing declares is reported.
    func testForeignModifiersGivenActionsAndImplicitSelfContentAreModelled() throws {
        try write("""
        import SwiftUI

        struct Country: Hashable { var name: String }

        @main
        struct AtlasApp: App {
            var body: some Scene {
                WindowGroup { CountriesView() }
            }
        }

        struct CountriesView: View {
            @State private var path: [Country] = []
            @State private var countries: [Country] = []
            @State private var status = ""

            var body: some View {
                NavigationStack(path: $path) {
                    List {
                        NavigationLink("France", value: Country(name: "France"))
                    }
                    .watch(text: "a", results: $countries, { search in [Country(name: search)] })
                    .subscriptionStatusTask(for: "group") { state in
                        status = "\\(state)"
                    }
                    .onShake { value in
                        status = value
                    }
                }
            }
        }

        extension View {
            func watch<T: Hashable>(text: String, results: Binding<[T]>, _ builder: @escaping (String) -> [T]) -> some View {
                background {
                    Watcher(text: text, builder: builder) { _, values in
                        results.wrappedValue = values
                    }.equatable()
                }
            }
        }

        private struct Watcher<T: Hashable>: View, Equatable {
            let text: String
            let builder: (String) -> [T]
            let results: ([T], [T]) -> Void
            static func == (lhs: Watcher<T>, rhs: Watcher<T>) -> Bool { lhs.text == rhs.text }

            var body: some View {
                Rectangle()
                    .hidden()
                    .onChange(of: text, initial: true) { results([], []) }
            }
        }

        """, to: root.appendingPathComponent("App/Atlas.swift"))
        let output = try NavLintProcess.run(["--verbose", "App"], in: root)
        XCTAssertTrue(output.stderr.contains("App/Atlas.swift:26:14: abstracted modifier '.onShake' (another module's: declares destinations for its own types only, pushes only its own values)"), output.stderr)
        XCTAssertFalse(output.stderr.contains("'.subscriptionStatusTask'"), output.stderr)
        XCTAssertFalse(output.stderr.contains("'.background'"), output.stderr)
        XCTAssertTrue(output.stdout.contains("App/Atlas.swift:20:17: error: no navigationDestination for Country is visible from this link"), output.stdout)
        // `Watcher`'s `results` is an action parameter: the closure `watch` gives it is read where it is written.
        XCTAssertTrue(output.stdout.hasSuffix("navigation: 2 of 2 sites modelled (100%)\n"), output.stdout)
    }

    /// A destination outside its view's own stack, in a view shown only by another module's view given the module's
    /// views (which may put a stack around them): not reported, and `--verbose` says what above it is unknown.
    func testVerboseSaysWhatAboveADestinationIsUnknown() throws {
        try write("""
        import SwiftUI

        @main
        struct LibraryApp: App {
            var body: some Scene {
                WindowGroup { Shelf() }
            }
        }

        struct Shelf: View {
            var body: some View {
                Carousel(count: 3) { index in
                    Bookcase(index: index)
                }
            }
        }

        struct Bookcase: View {
            let index: Int
            var body: some View {
                NavigationStack {
                    Text("Books")
                }
                .navigationDestination(for: String.self) { title in
                    Text(title)
                }
            }
        }

        """, to: root.appendingPathComponent("App/Shelf.swift"))
        let output = try NavLintProcess.run(["--verbose", "App"], in: root)
        XCTAssertFalse(output.stdout.contains("destination-outside-stack"), output.stdout)
        XCTAssertTrue(output.stderr.contains("navlint: App/Shelf.swift:24:10: not reported [destination-outside-stack]: this navigationDestination has no NavigationStack or NavigationSplitView around it, so it is ignored; what is around it is unknown: view 'Carousel' at App/Shelf.swift:12:9 (another module's: its code is not read) may put a stack around it\n"), output.stderr)
    }

    /// Another module's modifier given a model's property initialised with another module's type
    /// (`let indicators = Indicators()`, read through `@State private var viewModel = ViewModel()`, the view's own
    /// nested `ViewModel` though another view nests one of that name too, read first) and `.init(top: 8, ...)` (the type its
    /// parameter fixes): values that cannot be of the module's types, so the modifier is an abstraction, and a link on
    /// the stack whose type nothing declares is reported.
    func testAPropertyInitialisedWithAnotherModulesTypeIsAForeignValue() throws {
        try write("""
        import SwiftUI

        extension LogsView {
            @Observable
            final class ViewModel {
                var lines = 0
            }
        }

        """, to: root.appendingPathComponent("App/Logs+ViewModel.swift"))
        try write("""
        import SwiftUI

        extension SettingsView {
            @Observable
            final class ViewModel {
                let indicators = Indicators()
                var servers: [Server] = []
            }
        }

        """, to: root.appendingPathComponent("App/Settings+ViewModel.swift"))
        try write("""
        import SwiftUI

        struct Server: Hashable { var name: String }

        @main
        struct HarbourApp: App {
            var body: some Scene {
                WindowGroup { SettingsView() }
            }
        }

        struct LogsView: View {
            @State private var viewModel = ViewModel()
            var body: some View { Text("\\(viewModel.lines)") }
        }

        struct SettingsView: View {
            @State private var viewModel = ViewModel()

            var body: some View {
                NavigationStack {
                    List {
                        NavigationLink("Primary", value: Server(name: "primary"))
                    }
                }
                .indicatorOverlay(model: viewModel.indicators, alignment: .top, insets: .init(top: 8, leading: 0, bottom: 0, trailing: 0))
            }
        }

        """, to: root.appendingPathComponent("App/Settings.swift"))
        let output = try NavLintProcess.run(["--verbose", "App"], in: root)
        XCTAssertTrue(output.stderr.contains("App/Settings.swift:26:10: abstracted modifier '.indicatorOverlay' (another module's"), output.stderr)
        XCTAssertTrue(output.stdout.contains("App/Settings.swift:23:17: error: no navigationDestination for Server is visible from this link"), output.stdout)
    }

    /// The module's UIKit views (`UIViewControllerRepresentable`, `UIViewRepresentable`) may write their bindings and
    /// call their closures, so they stay unknown (one whose code read cannot navigate is an abstraction), but what
    /// they show is UIKit's: they declare no destination on the stack around them, so a link there whose type nothing
    /// declares is reported.
    func testTheModulesUIKitViewsDeclareNoDestinations() throws {
        try write("""
        import SwiftUI
        import UIKit

        struct Post: Hashable { var title: String }

        @main
        struct FeedApp: App {
            var body: some Scene {
                WindowGroup { FeedView() }
            }
        }

        struct FeedView: View {
            @State private var sharing = false

            var body: some View {
                NavigationStack {
                    List {
                        NavigationLink("First", value: Post(title: "first"))
                    }
                    .background(SharingController(isPresenting: $sharing) { UIViewController() })
                    ShareHost(isPresenting: $sharing)
                }
            }
        }

        private struct SharingController: UIViewControllerRepresentable {
            @Binding var isPresenting: Bool
            var content: () -> UIViewController

            func makeUIViewController(context: Context) -> UIViewController {
                UIViewController()
            }

            func updateUIViewController(_ controller: UIViewController, context: Context) {
                if isPresenting {
                    controller.present(content(), animated: true, completion: { isPresenting = false })
                }
            }
        }

        private struct ShareHost: UIViewRepresentable {
            @Binding var isPresenting: Bool

            func makeUIView(context: Context) -> UIView { UIView() }
            func updateUIView(_ view: UIView, context: Context) {}
        }

        """, to: root.appendingPathComponent("App/Share.swift"))
        let output = try NavLintProcess.run(["--verbose", "App"], in: root)
        XCTAssertTrue(output.stderr.contains("App/Share.swift:21:25: opaque view 'SharingController' (may navigate)\n"), output.stderr)
        // ShareHost's code never writes the binding it is given: it cannot navigate (`representableIsInert`).
        XCTAssertTrue(output.stderr.contains("App/Share.swift:22:13: abstracted view 'ShareHost' (its code read cannot navigate)\n"), output.stderr)
        XCTAssertTrue(output.stdout.contains("App/Share.swift:19:17: error: no navigationDestination for Post is visible from this link"), output.stdout)
    }

    /// The module's `EnvironmentalModifier` applied with `.modifier(...)`: its `resolve(in:)` stores a value (nothing
    /// that may navigate) and returns the module's ViewModifier, which is read in place. It was an unknown modifier
    /// around the stack, so a link there whose type nothing declares was not reported.
    func testAnEnvironmentalModifierIsTheModifierItResolvesTo() throws {
        try write("""
        import SwiftUI

        struct Country: Hashable { var name: String }

        @main
        struct AtlasApp: App {
            var body: some Scene {
                WindowGroup { CountriesList() }
            }
        }

        struct CountriesList: View {
            private let localeContainer = LocaleReader.Container()

            var body: some View {
                NavigationStack {
                    List {
                        NavigationLink("France", value: Country(name: "France"))
                    }
                }
                .modifier(LocaleReader(container: localeContainer))
            }
        }

        extension CountriesList {
            struct LocaleReader: EnvironmentalModifier {
                final class Container {
                    var locale: Locale = .current
                }
                let container: Container

                func resolve(in environment: EnvironmentValues) -> some ViewModifier {
                    container.locale = environment.locale
                    return Marker()
                }

                private struct Marker: ViewModifier {
                    func body(content: Content) -> some View {
                        content.onAppear()
                    }
                }
            }
        }

        """, to: root.appendingPathComponent("App/Countries.swift"))
        let output = try NavLintProcess.run(["--verbose", "App"], in: root)
        XCTAssertFalse(output.stderr.contains("opaque"), output.stderr)
        XCTAssertTrue(output.stdout.contains("App/Countries.swift:18:17: error: no navigationDestination for Country is visible from this link"), output.stdout)
        XCTAssertTrue(output.stdout.hasSuffix("navigation: 2 of 2 sites modelled (100%)\n"), output.stdout)
    }

    /// Another module's modifier given a property holding a closure whose type names no type of the module and
    /// returns nothing (`onChange: onChangeHandler`): an abstraction that declares destinations for its own types only;
    /// the closure it may run is an unknown statement that may navigate but declares nothing. A link below whose type
    /// nothing declares is reported.
    func testAForeignModifierGivenAClosurePropertyDeclaresOnlyItsOwnTypes() throws {
        try write("""
        import SwiftUI

        struct Country: Hashable { var name: String }

        @Observable
        final class Router {
            var path: [Country] = []
        }

        @main
        struct AtlasApp: App {
            let environment = AtlasEnvironment()
            var body: some Scene {
                WindowGroup { environment.rootView }
            }
        }

        struct AtlasEnvironment {
            let router = Router()

            var rootView: some View {
                CountriesList()
                    .attachEnvironmentOverrides(onChange: onChangeHandler)
            }

            private var onChangeHandler: (EnvironmentValues.Diff) -> Void {
                return { diff in
                    if !diff.isEmpty {
                        self.router.path = []
                    }
                }
            }
        }

        struct CountriesList: View {
            var body: some View {
                NavigationStack {
                    List {
                        NavigationLink("France", value: Country(name: "France"))
                    }
                }
            }
        }

        """, to: root.appendingPathComponent("App/Atlas.swift"))
        let output = try NavLintProcess.run(["--verbose", "App"], in: root)
        // (Nothing reads `Router.path`, so writing it is no navigation (`NavigationRelevance`); the closure given away
        // is what keeps the site unknown.)
        XCTAssertTrue(output.stderr.contains("App/Atlas.swift:23:51: opaque statement 'onChangeHandler' (may navigate): 'onChangeHandler' passes on a value that holds navigation\n"), output.stderr)
        XCTAssertTrue(output.stderr.contains("App/Atlas.swift:23:14: abstracted modifier '.attachEnvironmentOverrides' (another module's"), output.stderr)
        XCTAssertTrue(output.stdout.contains("App/Atlas.swift:39:17: error: no navigationDestination for Country is visible from this link"), output.stdout)
    }

    /// `.toolbarTitleMenu { ... }` is SwiftUI's: its content is a menu shown from the title, tappable, as a context
    /// menu's; it was an unknown modifier that may declare destinations, so a link there whose type nothing declares
    /// was not reported.
    func testTheTitleMenuIsContentShownElsewhere() throws {
        try write("""
        import SwiftUI

        struct Note: Hashable { var name: String }

        @main
        struct PaperApp: App {
            var body: some Scene {
                WindowGroup { DocumentView() }
            }
        }

        struct DocumentView: View {
            @State private var renaming = false

            var body: some View {
                NavigationStack {
                    List {
                        NavigationLink("Notes", value: Note(name: "notes"))
                    }
                    .toolbarTitleMenu {
                        Button("Rename") { renaming = true }
                    }
                }
            }
        }

        """, to: root.appendingPathComponent("App/Documents.swift"))
        let output = try NavLintProcess.run(["--verbose", "App"], in: root)
        XCTAssertFalse(output.stderr.contains("opaque"), output.stderr)
        XCTAssertTrue(output.stdout.contains("App/Documents.swift:18:17: error: no navigationDestination for Note is visible from this link"), output.stdout)
    }

    /// An unknown modifier chained after a destination inside a stack can only add views around it: the stack above
    /// is still there, so `--verbose` says nothing of a destination outside a stack.
    func testVerboseSaysNothingOfADestinationWhoseStackIsAboveAnUnknownModifier() throws {
        try write("""
        import SwiftUI

        struct Note: Hashable { var name: String }

        @main
        struct PaperApp: App {
            var body: some Scene {
                WindowGroup { DocumentView() }
            }
        }

        struct DocumentView: View {
            var body: some View {
                NavigationStack {
                    List {
                        NavigationLink("Notes", value: Note(name: "notes"))
                    }
                    .navigationDestination(for: Note.self) { note in Text(note.name) }
                    .shimmer()
                }
            }
        }

        """, to: root.appendingPathComponent("App/Docs.swift"))
        let output = try NavLintProcess.run(["--verbose", "App"], in: root)
        XCTAssertFalse(output.stderr.contains("not reported"), output.stderr)
        XCTAssertFalse(output.stdout.contains("destination-outside-stack"), output.stdout)
    }

    /// A sheet's content given as a method of the view that takes the item (`.sheet(item: $route, content:
    /// tasksSheet)`) is that method's view, its parameter a value the front end does not know; it was an unknown view,
    /// so the view it shows had no known place and a destination outside its stack there was not reported.
    func testASheetsContentGivenAsAMethodTakingTheItemIsRead() throws {
        try write("""
        import SwiftUI

        enum Route: Hashable, Identifiable {
            case tasks, task(Int)
            var id: Self { self }
        }

        @main
        struct PaperApp: App {
            var body: some Scene {
                WindowGroup { DocumentView() }
            }
        }

        struct DocumentView: View {
            @State private var taskRoute: Route?

            var body: some View {
                NavigationStack {
                    Button("Tasks") { taskRoute = .tasks }
                }
                .sheet(item: $taskRoute, content: tasksSheet)
            }

            private func tasksSheet(route: Route) -> some View {
                TasksView()
            }
        }

        struct TasksView: View {
            var body: some View {
                NavigationStack {
                    Text("Tasks")
                }
                .navigationDestination(for: String.self) { text in Text(text) }
            }
        }

        """, to: root.appendingPathComponent("App/Docs.swift"))
        let output = try NavLintProcess.run(["--verbose", "App"], in: root)
        XCTAssertFalse(output.stderr.contains("opaque"), output.stderr)
        XCTAssertTrue(output.stdout.contains("App/Docs.swift:35:10: error: this navigationDestination has no NavigationStack or NavigationSplitView around it"), output.stdout)
    }

    /// A push inside an `if` is a modelled site: only the call the front end cannot follow inside the branch is
    /// unknown, and the condition it cannot compute is an abstraction (an unknown Bool, both ways).
    func testAPushInsideABranchIsModelledAndOnlyTheUnknownCallInItIsNot() throws {
        try write("""
        import SwiftUI

        enum Berth: Hashable { case north, south }

        struct HarborView: View {
            @State private var path: [Berth] = []
            let radio: () -> Void

            var body: some View {
                NavigationStack(path: $path) {
                    Button("Dock") {
                        if Bool.random() {
                            radio()
                            path.append(.north)
                        } else {
                            path.append(.south)
                        }
                    }
                    .navigationDestination(for: Berth.self) { berth in Text("Berth") }
                }
            }
        }

        """, to: root.appendingPathComponent("App/Harbor.swift"))
        let output = try NavLintProcess.run(["--verbose", "App"], in: root)
        XCTAssertEqual(output.stdout, "navigation: 4 of 5 sites modelled (80%); 1 unknown, --verbose lists them\n")
        XCTAssertTrue(output.stderr.contains("navlint: App/Harbor.swift:13:21: opaque statement 'radio()' (may navigate): 'radio()' calls a closure property whose callers' closures may do more than write state\n"), output.stderr)
        XCTAssertTrue(output.stderr.contains("navlint: App/Harbor.swift:12:17: abstracted value 'if Bool.random()'"), output.stderr)
    }

    func testJSONAndSARIFCarryTheCoverage() throws {
        let json = try NavLintProcess.lint(Self.tabs, at: "App/Explorer.swift", in: root, options: ["--format", "json"])
        let report = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let coverage = try XCTUnwrap(report["coverage"] as? [String: Int])
        XCTAssertEqual(coverage, ["modelled": 6, "unknown": 1, "total": 7, "percent": 85, "abstracted": 0])
        let sarif = try NavLintProcess.run(["--format", "sarif", "App"], in: root)
        let log = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any])
        let run = try XCTUnwrap((log["runs"] as? [[String: Any]])?.first)
        let properties = try XCTUnwrap(run["properties"] as? [String: Any])
        XCTAssertEqual(properties["navigationCoverage"] as? [String: Int], ["modelled": 6, "unknown": 1, "total": 7, "percent": 85, "abstracted": 0])
    }

    /// A clean Swift run still says it (fully modelled here); a scene file's run prints nothing, as before.
    func testCleanRunsSayItForSwiftOnly() throws {
        try write("""
        import SwiftUI

        struct Home: View {
            var body: some View {
                NavigationStack {
                    Text("Home")
                }
            }
        }

        """, to: root.appendingPathComponent("App/Home.swift"))
        let swift = try NavLintProcess.run(["App"], in: root)
        XCTAssertEqual(swift.stdout, "navigation: 1 of 1 site modelled (100%)\n")
        XCTAssertEqual(swift.status, 0)
        let scene = try NavLintProcess.lint("scene: Quiet\nroot:\n  NavigationStack:\n    - Text: Hello\n", at: "quiet.yaml", in: root)
        XCTAssertEqual(scene.stdout, "")
        let json = try NavLintProcess.run(["--format", "json", "quiet.yaml"], in: root)
        XCTAssertFalse(json.stdout.contains("coverage"), json.stdout)
    }

    /// Code that cannot reach navigation state is not a navigation site; a value the model holds as any value is an
    /// abstraction (modelled, listed apart); code that may navigate and is not understood is an unknown site.
    func testOnlyCodeThatMayNavigateIsUnknown() throws {
        try write("""
        import SwiftUI

        struct Editor: View {
            @State private var path = NavigationPath()
            @State private var showsHelp = false
            @Environment(\\.colorScheme) private var colorScheme
            let title: String

            var body: some View {
                NavigationStack(path: $path) {
                    VStack {
                        Button("Log") {
                            print("tapped \\(title)")
                            let stamp = Date()
                            _ = stamp.timeIntervalSince1970
                        }
                        Button("Help") { showsHelp = title.count > 3 && colorScheme == .dark }
                        Button("Jump") { path = route(for: title) }
                    }
                    .navigationDestination(for: Int.self) { n in Text("Step") }
                    .sheet(isPresented: $showsHelp) { Text("Help") }
                }
            }

            func route(for text: String) -> NavigationPath { text.isEmpty ? NavigationPath() : NavigationPath([1]) }
        }

        """, to: root.appendingPathComponent("App/Editor.swift"))
        let output = try NavLintProcess.run(["--verbose", "App"], in: root)
        // Modelled: the stack, the destination, the sheet, the Help button's write of the sheet's trigger (some Bool)
        // and the Jump button's write of the path. Unknown: the path it writes (a NavigationPath holds values of any
        // type: no stand-in for it is any value of a type). The Log button cannot navigate.
        XCTAssertTrue(output.stdout.hasSuffix("navigation: 5 of 6 sites modelled (83%); 1 unknown, --verbose lists them\n"), output.stdout)
        XCTAssertTrue(output.stderr.contains("App/Editor.swift:18:41: opaque value 'route(for: title)' (may navigate): 'route(for: title)' is a value of NavigationPath the model cannot compute, and it cannot read every value of that type"), output.stderr)
        XCTAssertTrue(output.stderr.contains("App/Editor.swift:17:46: abstracted value 'showsHelp = title.count > 3 && colorScheme == .dark' (modelled as any value it may have)"), output.stderr)
        XCTAssertFalse(output.stderr.contains("print("), output.stderr)
        XCTAssertFalse(output.stderr.contains("stamp"), output.stderr)
    }

    /// A typed path written with data the front end cannot compute (`path = route(for: title)`) holds any list of its
    /// element type: an abstraction (each value pushed is an Int), no longer an unknown site with an empty stand-in.
    func testATypedPathWrittenWithDataItCannotComputeIsAnAbstraction() throws {
        try write("""
        import SwiftUI

        struct Editor: View {
            @State private var path: [Int] = []
            let title: String

            var body: some View {
                NavigationStack(path: $path) {
                    Button("Jump") { path = route(for: title) }
                        .navigationDestination(for: Int.self) { n in Text("Step") }
                }
            }

            func route(for text: String) -> [Int] { text.isEmpty ? [] : [1] }
        }

        """, to: root.appendingPathComponent("App/Editor.swift"))
        let output = try NavLintProcess.run(["--verbose", "App"], in: root)
        XCTAssertTrue(output.stdout.hasSuffix("navigation: 3 of 3 sites modelled (100%)\n"), output.stdout)
        XCTAssertTrue(output.stderr.contains("App/Editor.swift:9:37: abstracted value 'route(for: title)' (modelled as any value it may have)"), output.stderr)
        XCTAssertFalse(output.stderr.contains("opaque"), output.stderr)
    }

    /// `self.title`, `self.footer`, `self.row(3)`: the view's own stored view, computed view and view method (not
    /// modifiers applied to `self`); the link in `footer` is modelled.
    func testSelfMembersAreTheViewsOwn() throws {
        try write("""
        import SwiftUI

        struct Card: View {
            let title: Text
            var body: some View {
                NavigationStack {
                    VStack {
                        self.title.bold()
                        self.footer
                        self.row(3)
                    }
                }
            }
            var footer: some View { NavigationLink("More") { Text("More") } }
            func row(_ n: Int) -> some View { Text("Row") }
        }

        """, to: root.appendingPathComponent("App/Card.swift"))
        let output = try NavLintProcess.run(["--verbose", "App"], in: root)
        XCTAssertEqual(output.stdout, "navigation: 2 of 2 sites modelled (100%)\n")
        XCTAssertFalse(output.stderr.contains("opaque"), output.stderr)
    }

    /// Controls bound to state the model holds write it (a Toggle flips its Bool, a Picker or TextField sets some value):
    /// the links they show are reachable, and handlers that cannot navigate are no sites.
    func testControlsWriteTheirStateAndInertHandlersAreNoSites() throws {
        try write("""
        import SwiftUI

        enum Flavor: String, CaseIterable, Hashable { case mint, lemon }

        struct Preferences: View {
            @State private var showsAdvanced = false
            @State private var flavor = Flavor.mint
            @State private var name = ""
            var body: some View {
                NavigationStack {
                    Form {
                        Toggle("Advanced", isOn: $showsAdvanced)
                        Picker("Flavor", selection: $flavor) { Text("Mint").tag(Flavor.mint) }
                        TextField("Name", text: $name)
                            .onChange(of: name.count) { print("typed") }
                            .onSubmit { print("submitted") }
                        if showsAdvanced {
                            NavigationLink("Advanced") { Text("Advanced") }
                        }
                        if flavor == .lemon {
                            NavigationLink("Lemon") { Text("Lemon") }
                        }
                    }
                }
            }
        }

        """, to: root.appendingPathComponent("App/Form.swift"))
        let output = try NavLintProcess.run(["--verbose", "App"], in: root)
        XCTAssertEqual(output.stdout, "navigation: 3 of 3 sites modelled (100%)\n")
        XCTAssertTrue(output.stderr.contains("App/Form.swift:13:45: abstracted value 'Picker($flavor)' (modelled as any value it may have)"), output.stderr)
        XCTAssertFalse(output.stderr.contains("opaque"), output.stderr)
        XCTAssertEqual(output.status, 0)
    }
}
