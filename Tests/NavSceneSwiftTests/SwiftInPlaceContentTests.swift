import NavSceneDiagnostics
import NavSceneLoader
import NavSceneModel
import NavSceneRules
@testable import NavSceneSwift
import XCTest

/// Issue 22 item 11 (coverage): content SwiftUI shows with a view, in its place (`overlay`, `background`), is held by
/// the model beside the view, and a flag the front end cannot compute (`disabled(x)`, `navigationBarBackButtonHidden(x)`,
/// `interactiveDismissDisabled(x)`) is an unknown Bool, both values explored, not an unknown site.
final class SwiftInPlaceContentTests: XCTestCase {
    func load(_ text: String) -> SwiftFrontEnd.Result {
        SwiftFrontEnd.load([SourceFile(path: "App.swift", text: text)], name: "Test")
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

    func unknownSites(_ text: String) -> [String] {
        load(text).scene?.opaque.filter(\.isUnknownNavigation).map(\.what) ?? []
    }

    // MARK: - Overlay and background content

    /// A screen whose link sits in an overlay: with `destination` declared the link pushes it (no finding, nothing
    /// unknown); without, the link is seen to have no destination.
    static func floatingLink(destination: Bool) -> String {
        """
        import SwiftUI

        struct Tag: Hashable {
            var name: String
        }

        @main struct Notes: App { var body: some Scene { WindowGroup { Home() } } }

        struct Home: View {
            var body: some View {
                NavigationStack {
                    Text("Home")
                        .background { RoundedRectangle(cornerRadius: 8).fill(.yellow) }
                        .overlay(alignment: .bottom) {
                            NavigationLink("Tags", value: Tag(name: "all"))
                        }
                        \(destination ? ".navigationDestination(for: Tag.self) { tag in Text(tag.name) }" : "")
                }
            }
        }
        """
    }

    func testALinkInAnOverlayPushesOnTheStackAroundTheView() throws {
        let ok = Self.floatingLink(destination: true)
        XCTAssertEqual(verdict(ok), [])
        XCTAssertEqual(unknownSites(ok), [])
        let scene = try XCTUnwrap(load(ok).scene)
        let layered = scene.nodes.filter { if case .container(.layered, _) = $0.element { return true } else { return false } }
        XCTAssertEqual(layered.count, 1, "the plain background stays a style; the overlay holding a link is layered")
        XCTAssertEqual(layered.first?.layeredView?.name, "Text")
        XCTAssertEqual(layered.first?.destinations.count, 1, "the modifiers after the overlay apply to the view with its overlay")

        let err = Self.floatingLink(destination: false)
        XCTAssertEqual(verdict(err), ["link-without-destination \(line(err, "NavigationLink(\"Tags\""))"])
    }

    /// `.background(RowBackground())` and `.overlay(Badge(), alignment:)`: a view given as the argument is held too.
    func testAViewGivenAsTheArgumentIsHeld() {
        let text = """
        import SwiftUI

        struct Tag: Hashable {
            var name: String
        }

        @main struct Notes: App { var body: some Scene { WindowGroup { Home() } } }

        struct TagLink: View {
            var body: some View { NavigationLink("Tags", value: Tag(name: "all")) }
        }

        struct Home: View {
            var body: some View {
                NavigationStack {
                    Text("Home")
                        .overlay(TagLink(), alignment: .bottom)
                }
            }
        }
        """
        XCTAssertEqual(verdict(text), ["link-without-destination \(line(text, "NavigationLink(\"Tags\""))"])
        XCTAssertEqual(unknownSites(text), [])
    }

    /// A destination in a row's background is in the row (lazy content, repeated per row); one in the background of
    /// the List itself is outside its rows.
    func testADestinationInARowBackgroundIsInLazyContentAndOneOnTheListIsNot() {
        func shelf(rowBackground: Bool) -> String {
            let destination = """
            .background { Color.clear.navigationDestination(for: Int.self) { n in Text("Book") } }
            """
            return """
            import SwiftUI

            @main struct Shelf: App { var body: some Scene { WindowGroup { Books() } } }

            struct Books: View {
                let ids: [Int] = [1, 2]
                var body: some View {
                    NavigationStack {
                        List(ids, id: \\.self) { id in
                            NavigationLink("Book", value: id)
                                \(rowBackground ? destination : "")
                        }
                        \(rowBackground ? "" : destination)
                    }
                }
            }
            """
        }
        let inRow = shelf(rowBackground: true)
        let at = line(inRow, "navigationDestination")
        XCTAssertEqual(verdict(inRow), ["destination-in-foreach \(at)", "destination-in-lazy-container \(at)"])
        XCTAssertEqual(verdict(shelf(rowBackground: false)), [])
    }

    /// A NavigationStack in the overlay of a pushed view is nested in the stack it is pushed onto.
    func testAStackInAPushedViewsOverlayIsNested() {
        let text = """
        import SwiftUI

        @main struct Shelf: App { var body: some Scene { WindowGroup { Home() } } }

        struct Home: View {
            var body: some View {
                NavigationStack {
                    NavigationLink("Detail") {
                        Text("Detail")
                            .overlay {
                                NavigationStack { NavigationLink("More") { Text("More") } }
                            }
                    }
                }
            }
        }
        """
        XCTAssertEqual(verdict(text), ["nested-stack \(line(text, "NavigationStack { NavigationLink(\"More\""))"])
    }

    /// `NavigationStack { }.overlay { }.navigationTitle("x")`: the title is still chained on the stack (with its
    /// overlay), outside every screen; the overlay's link is outside the stack's content, so it cannot push.
    func testModifiersAfterAStacksOverlayAreStillOnTheContainer() {
        let text = """
        import SwiftUI

        @main struct Shelf: App { var body: some Scene { WindowGroup { Home() } } }

        struct Home: View {
            var body: some View {
                NavigationStack {
                    Text("Home")
                }
                .overlay {
                    NavigationLink("About") { Text("About") }
                }
                .navigationTitle("Home")
            }
        }
        """
        XCTAssertEqual(verdict(text), ["link-outside-navigation \(line(text, "NavigationLink(\"About\""))",
                                       "modifier-on-container \(line(text, ".navigationTitle"))"])
    }

    /// `.background(.paper)`: an implicit member is a static member of the style's type, even where the module also
    /// has an `extension View` function `paper()` (which may navigate): a style, no site.
    func testAnImplicitMemberStyleIsNotTheViewExtensionOfItsName() {
        let text = """
        import SwiftUI

        extension ShapeStyle where Self == Color {
            static var paper: Color { Color.white }
        }

        extension View {
            func paper() -> some View { sheet(isPresented: .constant(false)) { Text("Paper") } }
        }

        @main struct Shelf: App { var body: some Scene { WindowGroup { Home() } } }

        struct Home: View {
            var body: some View {
                NavigationStack {
                    Text("Home").background(.paper)
                }
            }
        }
        """
        XCTAssertEqual(unknownSites(text), [])
        XCTAssertEqual(load(text).scene?.nodes.filter { if case .container(.layered, _) = $0.element { return true } else { return false } }.count, 0)
    }

    /// An overlay of the module's own `Shape`s (drawn once per speaker, rotated and stroked): drawn content, no site.
    func testAnOverlayOfTheModulesShapesHasNoUnknownSite() {
        let text = """
        import SwiftUI

        struct Arc: Shape {
            let index: Int
            func path(in rect: CGRect) -> Path { Path() }
        }

        @main struct Timer: App { var body: some Scene { WindowGroup { Home() } } }

        struct Home: View {
            var body: some View {
                NavigationStack {
                    Circle()
                        .overlay {
                            ForEach(0..<3, id: \\.self) { index in
                                Arc(index: index)
                                    .rotation(Angle(degrees: -90))
                                    .stroke(Color.red, lineWidth: 12)
                            }
                        }
                }
            }
        }
        """
        XCTAssertEqual(unknownSites(text), [])
    }

    /// A `mask`'s views only shape what is drawn: content that may navigate leaves it an unknown site, as before.
    func testAMaskThatMayNavigateStaysUnknown() {
        let text = """
        import SwiftUI

        @main struct Shelf: App { var body: some Scene { WindowGroup { Home() } } }

        struct Home: View {
            var body: some View {
                NavigationStack {
                    Text("Home").mask { NavigationLink("About") { Text("About") } }
                }
            }
        }
        """
        XCTAssertEqual(unknownSites(text), [".mask"])
    }

    // MARK: - Type names

    /// A top-level `struct Section: View` (a wrapper) read after a data type `Section` nested in another view: outside
    /// that view `Section { ... }` is the top-level wrapper (its content is modelled), not the nested record (whose
    /// optional property made every use an unknown value). The wrapper passes its view parameter on by name
    /// (`SwiftUI.Section(content: content)`): the caller's views, as `{ content() }` would show them.
    func testATopLevelTypeTakesItsNameFromANestedTypeReadBefore() throws {
        let index = """
        import SwiftUI

        enum Glyph { case star, moon }

        struct IndexBar: View {
            struct Section: Identifiable {
                let label: String
                var icon: Glyph?
                var id: String { label }
            }
            let sections: [Section] = []
            var body: some View { Text("Index") }
        }
        """
        let wrapper = """
        import SwiftUI

        struct Section<Content: View>: View {
            @ViewBuilder let content: () -> Content
            var body: some View { SwiftUI.Section(content: content) }
        }

        @main struct Shelf: App { var body: some Scene { WindowGroup { Home() } } }

        struct Home: View {
            var body: some View {
                NavigationStack {
                    List {
                        Section {
                            NavigationLink("Moon", value: Glyph.moon)
                        }
                    }
                }
            }
        }
        """
        let result = SwiftFrontEnd.load([SourceFile(path: "A/IndexBar.swift", text: index), SourceFile(path: "B/Home.swift", text: wrapper)], name: "Test")
        XCTAssertEqual(result.scene?.opaque.filter(\.isUnknownNavigation).map(\.what), [])
        let diagnostics = RuleRegistry.run(LoadResult(scene: result.scene, diagnostics: result.diagnostics, sources: result.sources), settings: RuleSettings())
        XCTAssertEqual(diagnostics.filter { $0.severity != .info }.map { "\($0.id) \($0.range.file):\($0.range.start.line)" },
                       ["link-without-destination B/Home.swift:\(line(wrapper, "NavigationLink(\"Moon\""))"])
    }

    /// A view with an initializer of its own (`init(_ title:, language: String? = nil)`) called without the argument:
    /// the initializer stores its parameter, so the property takes the parameter's default (nil: `if let language`
    /// takes its else branch: no reachable state shows the link, which still does nothing wherever it is shown, as no
    /// destination for its type is declared). The title, passed without a label, is not matched to the initializer:
    /// any value of its type (an abstraction), not an unknown site. Without a default to read (the initializer
    /// computes the value), the property is any value of its type.
    func testAnArgumentLeftToAnInitializersDefaultTakesIt() throws {
        let text = """
        import SwiftUI

        struct Note: Hashable {
            var id: Int
        }

        struct Caption: View {
            private let title: String
            private let language: String?
            init(_ title: String, language: String? = nil) {
                self.title = title
                self.language = language
            }
            var body: some View {
                if let language {
                    NavigationLink(language, value: Note(id: 1))
                } else {
                    Text(title)
                }
            }
        }

        @main struct Notes: App { var body: some Scene { WindowGroup { Home() } } }

        struct Home: View {
            var body: some View {
                NavigationStack {
                    Caption("Hello")
                }
            }
        }
        """
        XCTAssertEqual(unknownSites(text), [])
        XCTAssertEqual(load(text).scene?.opaque.filter(\.isAbstraction).map(\.what), ["Caption.title"])
        XCTAssertEqual(verdict(text), ["link-without-destination \(line(text, "NavigationLink(language"))"])
        let computed = text.replacingOccurrences(of: "self.language = language", with: "self.language = language?.lowercased()")
        XCTAssertEqual(load(computed).scene?.opaque.filter(\.isAbstraction).map(\.what), ["Caption.title", "Caption.language"])
        XCTAssertEqual(verdict(computed), ["link-without-destination \(line(text, "NavigationLink(language"))"])
    }

    /// A computed view property that computes locals and returns its view: no result builder applies, so the
    /// assignments are values (before, each was an unknown view) and the returned view is the view (before, it was
    /// dropped: its link unseen).
    func testABodyThatReturnsItsViewShowsTheReturnedView() {
        let text = """
        import SwiftUI

        struct Note: Hashable {
            var id: Int
        }

        enum Tier { case gold, plain }

        @main struct Notes: App { var body: some Scene { WindowGroup { Home() } } }

        struct Home: View {
            let tier: Tier = .gold
            var badge: some View {
                let color: Color
                let title: String
                switch tier {
                case .gold:
                    color = .yellow
                    title = "Gold"
                case .plain:
                    color = .gray
                    title = "Plain"
                }
                return NavigationLink(title, value: Note(id: 1)).foregroundStyle(color)
            }
            var body: some View {
                NavigationStack {
                    badge
                }
            }
        }
        """
        XCTAssertEqual(unknownSites(text), [])
        XCTAssertEqual(verdict(text), ["link-without-destination \(line(text, "return NavigationLink"))"])
    }

    /// `.background(highlight ? palette.accent : .clear)` where the module also has `extension View { func
    /// palette(_:) }`: `palette` is not called here, so it is a variable, and the style is a value.
    func testAVariableNamedLikeAViewExtensionIsAValue() {
        let text = """
        import SwiftUI

        struct Palette {
            var accent: Color = .blue
        }

        extension View {
            func palette(_ palette: Palette) -> some View { sheet(isPresented: .constant(false)) { Text("Palette") } }
        }

        @main struct Notes: App { var body: some Scene { WindowGroup { Home() } } }

        struct Home: View {
            let palette = Palette()
            let highlight = true
            var body: some View {
                NavigationStack {
                    Text("Home").background(highlight ? palette.accent : .clear)
                }
            }
        }
        """
        XCTAssertEqual(unknownSites(text), [])
    }

    // MARK: - Unknown flags

    /// `.disabled(store.locked)` with `locked` a computed property the front end does not follow: the link may be
    /// disabled or not. Its destination is reachable (no unreachable-destination), the link is not dead, and the
    /// flag is an abstraction of an unknown Bool, not an unknown site.
    func testAnUnknownDisabledFlagExploresBothValues() throws {
        let text = """
        import SwiftUI

        struct Item: Hashable {
            var id: Int
        }

        final class Store {
            var locked: Bool { Date().timeIntervalSince1970 > 0 }
        }

        @main struct Shop: App { var body: some Scene { WindowGroup { Home() } } }

        struct Home: View {
            let store = Store()
            var body: some View {
                NavigationStack {
                    NavigationLink("Open", value: Item(id: 1))
                        .disabled(store.locked)
                        .navigationDestination(for: Item.self) { _ in Text("Item") }
                        .navigationBarBackButtonHidden(store.locked)
                }
            }
        }
        """
        XCTAssertEqual(verdict(text), [])
        let scene = try XCTUnwrap(load(text).scene)
        XCTAssertEqual(unknownSites(text), [])
        XCTAssertEqual(scene.opaque.filter(\.isAbstraction).map(\.what), ["disabled(store.locked)", "navigationBarBackButtonHidden(store.locked)"])
        let link = try XCTUnwrap(scene.nodes.first { if case .link = $0.element { return true } else { return false } })
        guard case .disabled(let flag)? = link.modifiers.first?.kind, case .identifier(let name) = flag.kind else {
            return XCTFail("the link's disabled flag is an unknown Bool: \(link.modifiers.map(\.name))")
        }
        XCTAssertEqual(scene.stateVariable(name)?.isUnknown, true)
    }

    // MARK: - Through the binary

    static let folder = NavLintProcess.fixtures.appendingPathComponent("inplace")

    /// The errors and warnings of one run as "rule line", and its coverage line.
    func run(_ file: String) throws -> (findings: [String], coverage: String, stderr: String) {
        let output = try NavLintProcess.run([file, "--verbose"], in: Self.folder)
        let findings = output.stdout.split(separator: "\n").compactMap { line -> String? in
            let parts = line.split(separator: ":", maxSplits: 4)
            guard parts.count == 5, parts[0] == Substring(file), parts[3] == " error" || parts[3] == " warning",
                  let rule = line.split(separator: "[").last?.dropLast() else { return nil }
            return "\(rule) \(parts[1])"
        }
        let coverage = output.stdout.split(separator: "\n").last { $0.hasPrefix("navigation:") }.map(String.init) ?? ""
        return (findings.sorted(), coverage, output.stderr)
    }

    /// A link in an overlay is a link of the stack around the view: without its destination it is found; with it,
    /// nothing is found and every site is modelled (before, the overlay was one unknown site: 3 of 4, and 4 of 5).
    func testAnOverlaysLinkThroughTheBinary() throws {
        let err = try run("OverlayLink-err.swift")
        XCTAssertEqual(err.findings, ["link-without-destination 30"])
        XCTAssertEqual(err.coverage, "navigation: 4 of 4 sites modelled (100%)")
        let ok = try run("OverlayLink-ok.swift")
        XCTAssertEqual(ok.findings, [])
        XCTAssertEqual(ok.coverage, "navigation: 5 of 5 sites modelled (100%)")
        XCTAssertFalse(ok.stderr.contains("opaque modifier '.overlay'"), ok.stderr)
    }

    /// swift-navigation's pattern: a destination in the background of the List itself is fine; in a row's
    /// background it is in the row (before, both backgrounds were an unknown site and the mistake was missed).
    func testABackgroundsDestinationThroughTheBinary() throws {
        let err = try run("RowBackgroundDestination-err.swift")
        XCTAssertEqual(err.findings, ["destination-in-foreach 30", "destination-in-lazy-container 30"])
        let ok = try run("RowBackgroundDestination-ok.swift")
        XCTAssertEqual(ok.findings, [])
        XCTAssertEqual(ok.coverage, "navigation: 3 of 3 sites modelled (100%)")
    }
}
