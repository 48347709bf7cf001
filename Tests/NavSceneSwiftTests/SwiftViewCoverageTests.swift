import NavSceneDiagnostics
import NavSceneModel
@testable import NavSceneSwift
import XCTest

/// Issue 22 (coverage): views and modifiers the front end could not read, now read from SwiftUI's behaviour: the
/// module's own initialisers of SwiftUI's views, a modifier body chosen by `#if`, a closure given to an unknown view
/// that no view builder can be (an action), a value an `Image`-only method is called on, and Text concatenations
/// where the module extends `Text`. Verdicts through the built binary (`Fixtures/absence` err/ok twins), unknown sites
/// through the front end.
final class SwiftViewCoverageTests: XCTestCase {
    func findings(_ file: String) throws -> [String] {
        try NavLintProcess.findings(file, in: SwiftAbsenceTests.folder)
    }

    func unknownSites(_ text: String) -> [String] {
        SwiftFrontEnd.load([SourceFile(path: "App.swift", text: text)], name: "Test").scene?.opaque.filter(\.isUnknownNavigation).map(\.what) ?? []
    }

    /// `NavigationLink("Credits", chapter: .credits)` through `extension NavigationLink { init(_:chapter:) }`: the
    /// initialiser's `self.init(value:label:)` in place, so the link pushes a Chapter (it was a link whose
    /// destination view was unknown).
    func testTheModulesNavigationLinkInitialiserIsInlined() throws {
        XCTAssertEqual(try findings("ExtensionInitializerLink-err.swift"), ["link-without-destination 26", "link-without-destination 27"])
        XCTAssertEqual(try findings("ExtensionInitializerLink-ok.swift"), [])
    }

    /// `.modifier(TopicRoutes())` whose body is `#if os(macOS) ... #else ... #endif`: the clause an iOS build compiles.
    func testAModifierBodyChosenByIfConfigIsTheIOSClause() throws {
        XCTAssertEqual(try findings("ModifierBodyForIOS-err.swift"), ["link-without-destination 26"])
        XCTAssertEqual(try findings("ModifierBodyForIOS-ok.swift"), [])
    }

    /// `AsyncButton { try await ...; showsHelp = true } label: { ... }`: the awaiting closure is the button's action,
    /// not unknown views, so the other module's button hides nothing on the stack.
    func testAnActionClosureOfAnotherModulesViewIsAnAction() throws {
        XCTAssertEqual(try findings("ForeignViewAction-err.swift"), ["link-without-destination 20"])
        XCTAssertEqual(try findings("ForeignViewAction-ok.swift"), [])
    }

    /// `.when(isCompact) { list in list.padding() }`, the module's `extension View` method that branches: its body in
    /// place around the view it is applied to (it was an unknown modifier that hid the finding).
    func testAViewExtensionThatBranchesIsReadAroundItsView() throws {
        XCTAssertEqual(try findings("WrappingViewExtension-err.swift"), ["link-without-destination 28"])
        XCTAssertEqual(try findings("WrappingViewExtension-ok.swift"), [])
    }

    /// `.backport.glass()` where the wrapper declares two overloads the call fits alike: when every overload only
    /// styles the view the wrapper holds, the pair is no navigation site (it was an unknown modifier that hid the
    /// finding); when one may declare a destination, it stays unknown.
    func testAWrapperMethodWhoseOverloadsOnlyStyleIsNoNavigationSite() throws {
        XCTAssertEqual(try findings("StylingWrapperMethod-err.swift"), ["link-without-destination 40"])
        XCTAssertEqual(try findings("StylingWrapperMethod-ok.swift"), [])
    }

    /// `.modifier(Shake(amount: 1))`, the module's `GeometryEffect` whose `effectValue(size:)` only returns a
    /// transform: no navigation site (it was an unknown modifier that hid the finding); one whose effect also calls
    /// the model stays unknown.
    func testAGeometryEffectThatOnlyComputesIsNoNavigationSite() throws {
        XCTAssertEqual(try findings("GeometryEffectModifier-err.swift"), ["link-without-destination 25"])
        XCTAssertEqual(try findings("GeometryEffectModifier-ok.swift"), [])
    }

    /// `NoteList(notes: n).mapsNotes(false)`, a method of the module's view returning a copy with one property set:
    /// the same view with that argument (it was an unknown modifier that hid the finding); set to true where the
    /// default is false, the destination it then declares is seen.
    func testACopySetterMethodOfTheModulesViewSetsItsArgument() throws {
        XCTAssertEqual(try findings("CopySetterMethod-err.swift"), ["link-without-destination 38"])
        XCTAssertEqual(try findings("CopySetterMethod-ok.swift"), [])
    }

    /// `.manageSubscriptionsSheet(isPresented: $showsManage)`: the system's sheet shows no view of the module and only
    /// sets its flag back to false (it was an unknown modifier that may navigate and hid the finding).
    func testASystemSheetBoundToAFlagOnlyResetsIt() throws {
        XCTAssertEqual(try findings("SystemSheetFlag-err.swift"), ["unreachable-destination 19"])
        XCTAssertEqual(try findings("SystemSheetFlag-ok.swift"), [])
    }

    /// `.popoverTip(tip) { action in ... }`, `.tipViewStyle`, `.tipBackground`, `.scrollTransition { content, phase in
    /// ... }`, `.scrollEdgeEffectStyle` and `.translationPresentation(isPresented:text:)`: TipKit's, Translation's and
    /// SwiftUI's system UI and effects show no view of the module; the tip's action is a handler, the translation sheet
    /// only resets its flag (each was an unknown modifier that may navigate and hid the finding).
    func testTipsTranslationSheetsAndVisualEffectsShowNoViewOfTheModule() throws {
        XCTAssertEqual(try findings("SystemUIModifiers-err.swift"), ["unreachable-destination 34"])
        XCTAssertEqual(try findings("SystemUIModifiers-ok.swift"), [])
    }

    /// A tip whose own action (`Tips.Action(perform:)`) pushes onto the module's router: the system runs it when the
    /// tip's button is tapped, so the popover stays unknown where it is (it may navigate).
    func testATipWhoseOwnActionMayNavigateStaysUnknown() {
        let text = """
        import SwiftUI
        import TipKit

        @Observable final class Router { static let shared = Router(); var path: [String] = [] }

        struct JumpTip: Tip {
            var title: Text { Text("Jump") }
            var actions: [Action] { [Action(id: "jump", title: "Jump") { Router.shared.path.append("jump") }] }
        }

        struct Home: View {
            @State private var router = Router.shared
            @State private var taps = 0
            var body: some View {
                NavigationStack(path: $router.path) {
                    Text("Home")
                        .popoverTip(JumpTip()) { _ in taps += 1 }
                        .navigationDestination(for: String.self) { Text($0) }
                }
            }
        }
        """
        XCTAssertEqual(unknownSites(text).filter { $0.contains("popoverTip") }.count, 1, "\(unknownSites(text))")
    }

    /// `.modifier(Scrolling(spacing: 8))` whose body is `ScrollView { content... }`, and one whose body is
    /// `if isLoading { ProgressView() } else { content }`: read around the view (they were unknown modifiers).
    func testAViewModifierThatWrapsItsContentIsReadAroundIt() throws {
        XCTAssertEqual(try findings("WrappingViewModifier-err.swift"), ["link-without-destination 38"])
        XCTAssertEqual(try findings("WrappingViewModifier-ok.swift"), [])
    }

    /// `(Flow()) { ... }`, `loading ? A : B`, `(c ? Color.red : Color.blue).opacity(0.2)`, `prefix + Text("b")`,
    /// `photo.image?.resizable()`: views written as expressions are read (each was an unknown view).
    func testViewsWrittenAsExpressionsAreRead() throws {
        XCTAssertEqual(try findings("ExpressionViews-err.swift"), ["link-without-destination 25", "link-without-destination 27"])
        XCTAssertEqual(try findings("ExpressionViews-ok.swift"), [])
    }

    /// `(prefix + label()).lineLimit(1)` where the module's `+` are a point's and a model's, `flag ? Color.black : nil`
    /// and helpers that return their view from a `guard`'s `else` and after `if` branches that assign a local: read
    /// (each was an unknown view, and a returned link was not seen at all).
    func testReturnedViewsOptionalViewsAndSumsBesideTheModulesOperatorsAreRead() throws {
        XCTAssertEqual(try findings("ReturnedViews-err.swift"), ["link-without-destination 39"])
        XCTAssertEqual(try findings("ReturnedViews-ok.swift"), [])
        let text = try String(contentsOf: SwiftAbsenceTests.folder.appendingPathComponent("ReturnedViews-ok.swift"), encoding: .utf8)
        XCTAssertEqual(unknownSites(text), [])
    }

    /// A `+` of the module's that may make a view (on its own view, or a protocol's `Self`) leaves a sum unknown;
    /// a statement before a returned view that may navigate stays an unknown statement where it is.
    func testASumTheModulesViewOperatorMayMakeStaysUnknown() {
        let viewSum = """
        import SwiftUI
        struct Badge: View {
            var body: some View { Text("b") }
            static func + (lhs: Badge, rhs: Badge) -> Badge { lhs }
        }
        struct Home: View {
            var body: some View { NavigationStack { List { Badge() + Badge() } } }
        }
        """
        XCTAssertEqual(unknownSites(viewSum), ["a view"])
        let protocolSum = """
        import SwiftUI
        protocol Summable { static func + (lhs: Self, rhs: Self) -> Self }
        struct Home: View {
            let a = Text("a")
            var body: some View { NavigationStack { List { a + a } } }
        }
        """
        XCTAssertEqual(unknownSites(protocolSum), ["a view"])
        let navigatingStatement = """
        import SwiftUI
        struct Home: View {
            @State private var path: [Int] = []
            var body: some View { NavigationStack(path: $path) { List { row(1) } } }
            func row(_ n: Int) -> some View {
                guard n > 0 else { return Text("none") }
                path.append(n)
                return Text("\\(n)")
            }
        }
        """
        XCTAssertEqual(unknownSites(navigatingStatement), ["path.append(n)"])
    }

    /// `Header(title: "Settings", icon: .gear)` through the view's own `init(title:icon: Glyph)`, which delegates to
    /// `self.init(title:) { GlyphView(glyph: glyph) }`: the delegated call is read (the glyph was an unknown view).
    func testAViewsDelegatingInitialiserIsRead() throws {
        XCTAssertEqual(try findings("DelegatingInitializer-err.swift"), ["link-without-destination 39"])
        XCTAssertEqual(try findings("DelegatingInitializer-ok.swift"), [])
    }

    /// A ViewModifier's `content.overlay { ... }` and an `extension View` method's `self.overlay { ... }`: the content
    /// is read beside the view (each was an unknown `.overlay` that hid the findings). Each link is reported where its
    /// helper is applied (`.modifier(Banner(...))`, `.floatingLink()`), its line in the helper a note.
    func testLayeredContentInTheModulesModifiersIsRead() throws {
        XCTAssertEqual(try findings("LayeredContentInModifierBodies-err.swift"), ["link-without-destination 35", "link-without-destination 36"])
        XCTAssertEqual(try findings("LayeredContentInModifierBodies-ok.swift"), [])
    }

    /// `let badge = RoundedRectangle(...)` drawn as `badge.strokeBorder(...)`, `let steps = List { link }` shown as
    /// `steps.navigationDestination(...)`: a view builder's local constant is the view its initializer builds, with
    /// the use's modifiers after its own (each was an unknown view that may declare destinations).
    func testALocalConstantOfAViewBuilderIsItsView() throws {
        XCTAssertEqual(try findings("LocalViewConstant-err.swift"), ["link-without-destination 17"])
        XCTAssertEqual(try findings("LocalViewConstant-ok.swift"), [])
    }

    /// Only `let name = view` is read so: a tuple's names stay unknown where shown, a later declaration of the name
    /// hides the earlier constant, and a computed body's constants before its `return` are read the same way.
    func testOnlyASingleLetNamesAView() {
        XCTAssertEqual(unknownSites("""
            import SwiftUI
            struct Card: View {
                var body: some View {
                    let icon = Image(systemName: "star")
                    let (left, right) = (Circle(), Circle())
                    VStack { icon.resizable(); left; right }
                }
            }
            struct Tile: View {
                var body: some View {
                    let shape = Capsule()
                    return shape.fill(.red)
                }
            }
            """), ["left", "right"])
    }

    /// `.presentationDetents(configuration: c, selection: $d)`, the module's method of SwiftUI's name: read in place
    /// (its labels fit it); inside, the module's overloaded `fitsContent(...)` is chosen by labels, and its call of
    /// `presentationDetents(_:selection:)`, which fits none of the module's overloads, is SwiftUI's (it was the module's
    /// method of that name, read again, ending in an unknown modifier that hid the finding).
    func testTheModulesOverloadOfASwiftUINameIsChosenByLabels() throws {
        XCTAssertEqual(try findings("ModuleOverloadOfSwiftUIName-err.swift"), ["link-without-destination 76"])
        XCTAssertEqual(try findings("ModuleOverloadOfSwiftUIName-ok.swift"), [])
    }

    static let app = """
        import SwiftUI
        import Nuke

        extension Text {
            func caption() -> Text { font(.caption) }
        }

        @main struct Shelf: App { var body: some Scene { WindowGroup { Home() } } }

        struct Home: View {
            @State private var picked = false
            let count = 2
            var body: some View {
                NavigationStack {
                    List {
                        (Text("a") + Text(" b") + Text("\\(count)")).foregroundStyle(.secondary)
                        Text(Image(systemName: "star")).baselineOffset(-1) + Text("starred").font(.body)
                        ColorWell(onPick: { if count > 1 { picked = true } }) { Text("Pick") }
                        FancyImage(source: "x") { phase in
                            if let image = phase.image { image.resizable().interpolation(.high).antialiased(true).scaledToFit() }
                        }
                    }
                    .sheet(isPresented: $picked) { Text("Picked") }
                }
            }
        }
        """

    /// Text concatenations where the module extends `Text` (a provisional declaration, not a Text of its own), an
    /// action closure (assigning inside an `if`) beside a view builder's, and `image.resizable()` are no unknown sites.
    func testTextConcatenationsActionsAndImagesAreKnown() {
        XCTAssertEqual(unknownSites(Self.app), [])
    }

    /// A `switch` on a known enum with a case the model cannot match (`where`): every case may be taken, and each
    /// case's content is read (the link in the unmatched case pushes; it was an unknown view).
    func testASwitchWithAnUnmatchedCaseReadsEveryCase() {
        let text = """
            import SwiftUI

            enum Mode { case list, grid(Int) }
            struct Item: Hashable { var id: Int }

            @main struct Shelf: App { var body: some Scene { WindowGroup { Home() } } }

            struct Home: View {
                @State private var mode = Mode.list
                var body: some View {
                    NavigationStack {
                        switch mode {
                        case .list:
                            Text("List")
                        case .grid(let columns) where columns > 2:
                            NavigationLink("Item", value: Item(id: 1))
                        case .grid:
                            Text("Grid")
                        }
                    }
                }
            }
            """
        XCTAssertEqual(unknownSites(text), [])
        let result = SwiftFrontEnd.load([SourceFile(path: "App.swift", text: text)], name: "Test")
        XCTAssertTrue(result.scene?.nodes.contains { if case .link = $0.element { true } else { false } } == true)
    }

    /// `.task(id: session.token) { ... }` with an id the front end cannot compute: the operation on appear and at an
    /// outside moment (the value changes), not an unknown modifier.
    func testATaskWithAnUnknownIDRunsOnAppearAndWhenItChanges() {
        let text = """
            import SwiftUI

            @Observable final class Session { var token = "" }

            @main struct Shelf: App { var body: some Scene { WindowGroup { Home() } } }

            struct Home: View {
                @Environment(Session.self) private var session
                @State private var showsWelcome = false
                var body: some View {
                    NavigationStack {
                        Text("Home")
                            .task(id: session.token.count) {
                                showsWelcome = true
                            }
                            .sheet(isPresented: $showsWelcome) { Text("Welcome") }
                    }
                }
            }
            """
        XCTAssertEqual(unknownSites(text), [])
        let scene = SwiftFrontEnd.load([SourceFile(path: "App.swift", text: text)], name: "Test").scene
        let events = scene?.nodes.flatMap(\.modifiers).compactMap { modifier -> String? in
            guard case .event(let handler) = modifier.kind else { return nil }
            switch handler.event {
            case .task: return "task \(handler.statements.count)"
            case .external(let event): return "\(event.modifier) \(handler.statements.count)"
            default: return "other"
            }
        }
        XCTAssertEqual(events, ["task 1", "onChange 1"])
    }

    /// `.alert(isPresented: $confirming) { Alert(title:, primaryButton: .destructive(Text("Delete")) { ... },
    /// secondaryButton: .cancel()) }`: an alert of two buttons, the first running its action (it was an unknown
    /// modifier).
    func testTheOlderAlertBuiltFromAnAlertValueIsRead() {
        let text = """
            import SwiftUI

            @main struct Shelf: App { var body: some Scene { WindowGroup { Home() } } }

            struct Home: View {
                @State private var confirming = false
                @State private var showsUndo = false
                var body: some View {
                    NavigationStack {
                        Button("Delete") { confirming = true }
                            .alert(isPresented: $confirming) {
                                Alert(
                                    title: Text("Delete the shelf?"),
                                    primaryButton: .destructive(Text("Delete")) {
                                        showsUndo = true
                                    },
                                    secondaryButton: .cancel()
                                )
                            }
                            .sheet(isPresented: $showsUndo) { Text("Undo") }
                    }
                }
            }
            """
        XCTAssertEqual(unknownSites(text), [])
        let scene = SwiftFrontEnd.load([SourceFile(path: "App.swift", text: text)], name: "Test").scene
        let alerts = scene?.nodes.flatMap(\.modifiers).compactMap { modifier -> [Int]? in
            guard case .presentation(let presentation) = modifier.kind, presentation.style == .alert else { return nil }
            return presentation.content.map { node in
                guard case .button(let button) = node.element else { return -1 }
                return button.action.count
            }
        }
        XCTAssertEqual(alerts, [[1, 0]])
    }

    /// A view shown in both branches of the module's `.when` is copied against the inlining budget; sixteen nested
    /// `.when`s would copy it 65,536 times. Past the budget the view shown again is unknown where it is (said with
    /// `--verbose`), never nothing: with nothing there, the link it holds vanished from the model.
    func testAViewShownAgainPastTheBudgetIsUnknownNotNothing() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("navscene-shown-again-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let chain = (0..<16).map { "\n            .when(flag\($0 % 2)) { view in view.sheet(isPresented: $shows) { Text(\"Help\") } }" }.joined()
        let source = """
        import SwiftUI

        extension View {
            @ViewBuilder func when<Content: View>(_ condition: Bool, transform: (Self) -> Content) -> some View {
                if condition { transform(self) } else { self }
            }
        }

        struct Home: View {
            @State private var flag0 = false
            @State private var flag1 = true
            @State private var shows = false
            var body: some View {
                NavigationStack {
                    NavigationLink("Go", value: 3)\(chain)
                }
            }
        }

        @main struct TheApp: App {
            var body: some Scene { WindowGroup { Home() } }
        }
        """
        try source.write(to: directory.appendingPathComponent("App.swift"), atomically: true, encoding: .utf8)
        let run = try NavLintProcess.run(["--verbose", "App.swift"], in: directory)
        XCTAssertTrue(run.stderr.contains("opaque view 'a view shown again (not inlined: the module's inlining budget"), run.stderr)
        // The link may be resolved by the unknown copy: no finding is claimed for it.
        XCTAssertFalse(run.stdout.contains("[link-without-destination]"), run.stdout)
    }
}
