import Foundation
import XCTest

/// Custom modifiers of the app's own modules that only style and lay out their view (a font, a padding chosen by
/// size class, a card background) are known: their calls are no navigation sites, so coverage counts only what may
/// navigate (`InertDeclarations`). A custom modifier that declares destinations or presents is still inlined and
/// modelled, and one the front end cannot follow stays unknown.
final class InertModifierCoverageTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        try skipWithoutSwiftFrontEnd(); root = try makeTemporaryDirectory() }
    override func tearDownWithError() throws { if let root { try? FileManager.default.removeItem(at: root) } }

    static let manifest = """
    // swift-tools-version: 5.9
    import PackageDescription

    let package = Package(
        name: "Shop",
        platforms: [.iOS(.v17)],
        targets: [
            .target(name: "Style"),
            .target(name: "Shop", dependencies: ["Style"]),
        ]
    )

    """

    /// A styleguide target the app depends on: `extension View` functions applying private `ViewModifier`s through
    /// `self.modifier(...)` (one with a closure parameter defaulted, one reading the environment, one switching over the
    /// size class with a `#if` case), two overloads of one name, and a wrapper laying the view out in a `ZStack`.
    static let styleguide = """
    import SwiftUI

    extension View {
        public func brandFont(_ name: String, size: CGFloat, adjust: @escaping (Font) -> Font = { $0 }) -> some View {
            self.modifier(BrandFont(name: name, size: size, adjust: adjust))
        }

        public func gutter(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
            self.modifier(Gutter(edges: edges, length: length))
        }

        public func gutter(_ insets: EdgeInsets) -> some View {
            padding(insets)
        }

        public func framedCard() -> some View {
            ZStack {
                Color.gray.opacity(0.2)
                self.gutter(.all)
            }
            .clipShape(RoundedRectangle(cornerRadius: 8))
        }
    }

    private struct BrandFont: ViewModifier {
        @Environment(\\.dynamicTypeSize) var typeSize
        let name: String
        let size: CGFloat
        let adjust: (Font) -> Font

        func body(content: Content) -> some View {
            content.font(self.adjust(.custom(self.name, size: self.size)))
        }
    }

    private struct Gutter: ViewModifier {
        @Environment(\\.horizontalSizeClass) var sizeClass
        let edges: Edge.Set
        let length: CGFloat?

        @ViewBuilder
        func body(content: Content) -> some View {
            switch sizeClass {
            case .compact:
                content.padding(edges, length)
            #if os(visionOS)
            case .none:
                content
            #endif
            default:
                content.padding(edges, (length ?? 8) * 2)
            }
        }
    }

    """

    /// Two links, a stack and a destination; every other modifier only styles.
    static let app = """
    import SwiftUI
    import Style

    struct Shelf: Hashable {
        var id: Int
    }

    struct Highlight: ViewModifier {
        var on: Bool
        func body(content: Content) -> some View {
            content.overlay {
                if on { Capsule().stroke(Color.orange) }
            }
        }
    }

    @main
    struct ShopApp: App {
        var body: some Scene {
            WindowGroup {
                NavigationStack {
                    List {
                        NavigationLink("Fruit", value: Shelf(id: 1))
                            .brandFont("Serif", size: 14)
                            .gutter(.horizontal)
                            .gutter(EdgeInsets())
                        NavigationLink("Bread", value: Shelf(id: 2))
                            .framedCard()
                            .modifier(Highlight(on: true))
                    }
                    .navigationDestination(for: Shelf.self) { shelf in Text("Shelf") }
                }
            }
        }
    }

    """

    /// Before: `.brandFont` and `.framedCard` were two unknown sites (4 of 6 modelled).
    func testStylingModifiersOfADependencyTargetAreNoSites() throws {
        try write(Self.manifest, to: root.appendingPathComponent("Package.swift"))
        try write(Self.styleguide, to: root.appendingPathComponent("Sources/Style/Typography.swift"))
        try write(Self.app, to: root.appendingPathComponent("Sources/Shop/ShopApp.swift"))
        let output = try NavLintProcess.run(["--verbose", "."], in: root)
        XCTAssertTrue(output.stdout.hasSuffix("navigation: 4 of 4 sites modelled (100%)\n"), output.stdout)
        XCTAssertFalse(output.stderr.contains("opaque"), output.stderr)
    }

    /// Custom modifiers that navigate: routes through `self.modifier(JarRoutes())` (a destination, inlined), an
    /// overloaded name of which one overload presents a sheet (never known-inert), a modifier whose overlay holds a
    /// Button running the caller's closure, and a size-class `switch` presenting a sheet in one case (unknown: the
    /// inliner does not follow it, and it is not inert).
    static let pantry = """
    import SwiftUI

    struct Jar: Hashable {
        var id: Int
    }

    extension View {
        func withJarRoutes() -> some View {
            self.modifier(JarRoutes())
        }

        func label(_ text: String) -> some View {
            padding()
        }

        func label(_ shown: Binding<Bool>) -> some View {
            sheet(isPresented: shown) { Text("Label") }
        }

        func tappable(_ open: @escaping () -> Void) -> some View {
            self.modifier(Tappable(open: open))
        }
    }

    struct JarRoutes: ViewModifier {
        func body(content: Content) -> some View {
            content.navigationDestination(for: Jar.self) { jar in Text("Jar") }
        }
    }

    struct Tappable: ViewModifier {
        var open: () -> Void
        func body(content: Content) -> some View {
            content.overlay {
                Button("Open") { open() }
            }
        }
    }

    struct Prompt: ViewModifier {
        @Environment(\\.horizontalSizeClass) var sizeClass
        @State private var shown = false

        @ViewBuilder
        func body(content: Content) -> some View {
            switch sizeClass {
            case .compact:
                content.sheet(isPresented: $shown) { Text("Prompt") }
            default:
                content.padding()
            }
        }
    }

    struct PantryView: View {
        @State private var showsLabel = false

        var body: some View {
            NavigationStack {
                List {
                    NavigationLink("Honey", value: Jar(id: 1))
                        .label("Honey")
                        .label($showsLabel)
                        .tappable { showsLabel = true }
                }
                .withJarRoutes()
                .modifier(Prompt())
            }
        }
    }

    """

    /// Before: `.tappable`, `.withJarRoutes` and `.modifier(Prompt())` were three unknown sites (4 of 7 modelled);
    /// then `.modifier(Prompt())` stayed unknown (5 of 7) until a ViewModifier that wraps its content was read.
    func testNavigatingCustomModifiersAreModelledOrUnknown() throws {
        let output = try NavLintProcess.lint(Self.pantry, at: "App/Pantry.swift", in: root, verbose: true)
        // The overlay `Tappable` adds holds a Button: content the model does not hold is an unknown site, never dropped.
        // `.modifier(Prompt())`, whose body switches on the size class, is read around the list (both cases, each with
        // the list: its sites count in each).
        XCTAssertTrue(output.stdout.hasSuffix("navigation: 10 of 11 sites modelled (90%); 1 unknown, --verbose lists them\n"), output.stdout)
        XCTAssertTrue(output.stderr.contains("opaque modifier '.overlay' (may declare destinations, may navigate)"), output.stderr)
        XCTAssertFalse(output.stderr.contains("opaque modifier '.modifier'"), output.stderr)
        XCTAssertFalse(output.stderr.contains("'.withJarRoutes'"), output.stderr)
        XCTAssertFalse(output.stderr.contains("'.tappable'"), output.stderr)
    }

    /// The routes modifier is what declares the link's destination: without it the link has none, and that is found
    /// (before, the unknown `.tappable` and `.withJarRoutes` kept it quiet).
    func testADestinationDeclaredThroughSelfModifierIsSeen() throws {
        // Without the unknown `Prompt` and `.tappable`'s overlay too, which may declare destinations for the List and so
        // keep the link quiet.
        let withoutRoutes = Self.pantry.replacingOccurrences(of: "content.navigationDestination(for: Jar.self) { jar in Text(\"Jar\") }", with: "content.padding()")
            .replacingOccurrences(of: "\n            .modifier(Prompt())", with: "")
            .replacingOccurrences(of: "\n                    .tappable { showsLabel = true }", with: "")
        XCTAssertEqual(withoutRoutes.count, Self.pantry.count - "navigationDestination(for: Jar.self) { jar in Text(\"Jar\") }".count + "padding()".count
                       - "\n            .modifier(Prompt())".count - "\n                    .tappable { showsLabel = true }".count)
        let output = try NavLintProcess.lint(withoutRoutes, at: "App/Pantry.swift", in: root)
        XCTAssertTrue(output.stdout.contains("App/Pantry.swift:61:17: error: no navigationDestination for Jar is visible from this link"), output.stdout)
    }

    /// A wrapper view whose view parameter is constrained in a `where` clause (`Panel<Content>: View where Content:
    /// View`) places the caller's views as one constrained in angle brackets does.
    static let harbor = """
    import SwiftUI

    struct Boat: Hashable {
        var id: Int
    }

    struct Panel<Content>: View where Content: View {
        @Environment(\\.colorScheme) var colorScheme
        let content: () -> Content

        init(@ViewBuilder content: @escaping () -> Content) {
            self.content = content
        }

        var body: some View {
            ScrollView {
                self.content()
                    .padding()
            }
        }
    }

    struct HarborView: View {
        var body: some View {
            NavigationStack {
                Panel {
                    NavigationLink("Skiff", value: Boat(id: 1))
                }
                .navigationDestination(for: Boat.self) { boat in Text("Boat") }
            }
        }
    }

    """

    /// Before: `self.content()` was an unknown view (2 of 3 modelled) and the link inside it was not seen.
    func testAWhereClauseViewParameterHoldsTheCallersViews() throws {
        let output = try NavLintProcess.lint(Self.harbor, at: "App/Harbor.swift", in: root, verbose: true)
        XCTAssertTrue(output.stdout.hasSuffix("navigation: 3 of 3 sites modelled (100%)\n"), output.stdout)
        let withoutDestination = Self.harbor.replacingOccurrences(of: "\n            .navigationDestination(for: Boat.self) { boat in Text(\"Boat\") }", with: "")
        XCTAssertNotEqual(withoutDestination, Self.harbor)
        let missing = try NavLintProcess.lint(withoutDestination, at: "App/Harbor.swift", in: root)
        XCTAssertTrue(missing.stdout.contains("App/Harbor.swift:27:17: error: no navigationDestination for Boat is visible from this link"), missing.stdout)
    }

    /// `Text + Text` is one Text; a transform closure that only styles its view (`.applying { $0.opacity(0.4) }`)
    /// through a function that only applies it to its receiver is no site; one that presents a sheet stays unknown,
    /// and `.onHover` runs statements (an event, no longer ignored as style).
    static let garden = """
    import SwiftUI

    struct Bed: Hashable {
        var id: Int
    }

    extension View {
        func applying<V: View>(@ViewBuilder _ builder: @escaping (Self) -> V) -> some View {
            builder(self)
        }
    }

    struct GardenView: View {
        @State private var planting = false
        let highlighted: Bool

        var body: some View {
            NavigationStack {
                List {
                    NavigationLink(value: Bed(id: 1)) {
                        (Text("Bed ") + Text("one").bold())
                            .font(.headline)
                    }
                    .applying {
                        if highlighted {
                            $0.opacity(1)
                        } else {
                            $0.opacity(0.4)
                        }
                    }
                    Text("Water ") + Text("daily").italic()
                    Text("Seeds")
                        .applying { view in view.sheet(isPresented: $planting) { Text("Planting") } }
                        .onHover { hovering in planting = hovering }
                }
                .navigationDestination(for: Bed.self) { bed in Text("Bed") }
            }
        }
    }

    """

    /// Before: two concatenations were unknown views and both `.applying` calls unknown, while `.onHover` setting the
    /// sheet's trigger was silently ignored (3 of 7 modelled). `.onHover` is a handler that may run at any time, its
    /// parameter an unknown value: modelled; the sheet the presenting `.applying` adds is read in place (an
    /// `extension View` method whose body gives the view to the closure).
    func testTextConcatenationAndStylingTransformsAreKnown() throws {
        let output = try NavLintProcess.lint(Self.garden, at: "App/Garden.swift", in: root, verbose: true)
        // `.applying { view in view.sheet(...) }` is read in place (`builder(self)`: the closure given the view).
        XCTAssertTrue(output.stdout.hasSuffix("navigation: 5 of 5 sites modelled (100%)\n"), output.stdout)
        XCTAssertFalse(output.stderr.contains("opaque modifier '.applying'"), output.stderr)
        XCTAssertFalse(output.stderr.contains("opaque modifier '.onHover'"), output.stderr)
        XCTAssertFalse(output.stderr.contains("'a view'"), output.stderr)
        XCTAssertFalse(output.stderr.contains("Garden.swift:24:"), output.stderr)
    }

    /// A manifest naming a target's dependencies through a top-level constant (`dependencies: shared`, or
    /// `shared + ["Extra"]`): the dependency's files are read with the target, so its styling modifiers are known.
    func testDependenciesNamedThroughAManifestConstantAreRead() throws {
        let manifest = Self.manifest
            .replacingOccurrences(of: "let package = Package(", with: "let shared: [Target.Dependency] = [\"Style\"]\n\nlet package = Package(")
            .replacingOccurrences(of: "dependencies: [\"Style\"]", with: "dependencies: shared + []")
        XCTAssertTrue(manifest.contains("dependencies: shared + []"), manifest)
        try write(manifest, to: root.appendingPathComponent("Package.swift"))
        try write(Self.styleguide, to: root.appendingPathComponent("Sources/Style/Typography.swift"))
        try write(Self.app, to: root.appendingPathComponent("Sources/Shop/ShopApp.swift"))
        let output = try NavLintProcess.run(["--verbose", "."], in: root)
        XCTAssertTrue(output.stderr.contains("Swift target 'Shop' from the manifest (1 files, 1 read from its dependencies"), output.stderr)
        XCTAssertTrue(output.stdout.hasSuffix("navigation: 4 of 4 sites modelled (100%)\n"), output.stdout)
    }
}
