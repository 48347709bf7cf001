import Foundation
import XCTest

/// Sites real apps left unknown that SwiftUI's and Swift's behaviour decide (issue 22, parts 3-4), through the binary:
/// each mechanism with an err twin (a mistake inside the now-modelled code is found) and an ok twin (the correct
/// code is clean and fully modelled).
final class OpaqueSiteCoverageBinaryTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        try skipWithoutSwiftFrontEnd(); root = try makeTemporaryDirectory() }
    override func tearDownWithError() throws { if let root { try? FileManager.default.removeItem(at: root) } }

    // MARK: - A generic wrapper view made through its convenience initialiser

    /// `HeaderView<IconView: View>` with a view-builder `icon` and an extension initialiser taking a `Badge` value that
    /// delegates (`self.init(title:) { HeaderBadgeView(badge:) }`); the badge's view declares a String destination.
    /// `header` is where the root shows the header: in the List's rows or above it.
    static func header(inRows: Bool) -> String {
        let header = "HeaderView(title: \"Words\", badge: .gear)"
        return """
        import SwiftUI

        struct Badge { let symbol: String; static let gear = Badge(symbol: "gear") }

        struct HeaderBadgeView: View {
            let badge: Badge
            var body: some View {
                Image(systemName: badge.symbol)
                    .navigationDestination(for: String.self) { word in Text(word) }
            }
        }

        struct HeaderView<IconView: View>: View {
            let title: String
            let icon: IconView
            init(title: String, @ViewBuilder icon: @escaping () -> IconView) {
                self.title = title
                self.icon = icon()
            }
            var body: some View {
                VStack { icon; Text(title) }
            }
        }

        extension HeaderView {
            init(title: String, badge: Badge) where IconView == HeaderBadgeView {
                self.init(title: title) { HeaderBadgeView(badge: badge) }
            }
        }

        struct RootView: View {
            var body: some View {
                NavigationStack {
                    VStack {
                        \(inRows ? "" : header)
                        List {
                            \(inRows ? header : "")
                            NavigationLink("Next", value: "next")
                        }
                    }
                }
            }
        }

        @main struct TheApp: App { var body: some Scene { WindowGroup { RootView() } } }

        """
    }

    func testAWrapperMadeThroughItsConvenienceInitializerShowsWhatTheInitializerGivesIt() throws {
        let output = try NavLintProcess.lint(Self.header(inRows: true), at: "App/Root.swift", in: root, verbose: true)
        XCTAssertFalse(output.stderr.contains("opaque"), output.stderr)
        XCTAssertTrue(output.stdout.contains("App/Root.swift:9:14: error: this navigationDestination is inside a List's lazily created content"), output.stdout)
        XCTAssertTrue(output.stdout.hasSuffix("navigation: 3 of 3 sites modelled (100%)\n"), output.stdout)
    }

    func testAWrapperMadeThroughItsConvenienceInitializerAboveTheListIsClean() throws {
        let output = try NavLintProcess.lint(Self.header(inRows: false), at: "App/Root.swift", in: root, verbose: true)
        XCTAssertFalse(output.stderr.contains("opaque"), output.stderr)
        XCTAssertFalse(output.stdout.contains("error:"), output.stdout)
        XCTAssertFalse(output.stdout.contains("warning:"), output.stdout)
        XCTAssertTrue(output.stdout.hasSuffix("navigation: 3 of 3 sites modelled (100%)\n"), output.stdout)
    }

    // MARK: - Dialogs

    /// A stack with a String destination; `dialog` is chained after the List, `retry` is what its button does.
    static func asking(_ dialog: String) -> String {
        """
        import SwiftUI

        struct RootView: View {
            @State private var path = NavigationPath()
            @State private var asking = false
            @State private var failure: String?
            var body: some View {
                NavigationStack(path: $path) {
                    List {
                        NavigationLink("One", value: 1)
                        Button("Ask") { asking = true }
                    }
                    .navigationDestination(for: Int.self) { n in Text("\\(n)") }
                    .navigationDestination(for: String.self) { s in Text(s) }
        \(dialog)
                }
            }
        }

        @main struct TheApp: App { var body: some Scene { WindowGroup { RootView() } } }

        """
    }

    /// `.alert(isPresented:content:)` with the content labelled: the older alert's buttons are read, so a destination
    /// nothing pushes is reported, and one its button pushes is not.
    static func legacyAlert(_ action: String) -> String {
        asking("""
                    .alert(isPresented: $asking, content: {
                        Alert(title: Text("Retry?"), primaryButton: .default(Text("Retry")) { \(action) }, secondaryButton: .cancel())
                    })
        """)
    }

    func testALabelledLegacyAlertIsReadSoADestinationNothingPushesIsReported() throws {
        let output = try NavLintProcess.lint(Self.legacyAlert("asking = false"), at: "App/Root.swift", in: root, verbose: true)
        XCTAssertFalse(output.stderr.contains("opaque"), output.stderr)
        XCTAssertTrue(output.stdout.contains("App/Root.swift:14:14: warning: no link, button or action in any reachable state presents this destination for String [unreachable-destination]"), output.stdout)
        XCTAssertTrue(output.stdout.hasSuffix("navigation: 7 of 7 sites modelled (100%)\n"), output.stdout)
    }

    func testALabelledLegacyAlertWhoseButtonPushesTheValueIsClean() throws {
        let output = try NavLintProcess.lint(Self.legacyAlert("path.append(\"retry\")"), at: "App/Root.swift", in: root, verbose: true)
        XCTAssertFalse(output.stderr.contains("opaque"), output.stderr)
        XCTAssertFalse(output.stdout.contains("warning:"), output.stdout)
        XCTAssertFalse(output.stdout.contains("error:"), output.stdout)
        XCTAssertTrue(output.stdout.hasSuffix("navigation: 7 of 7 sites modelled (100%)\n"), output.stdout)
    }

    /// A flag that is not a binding the model holds (`.constant(failure != nil)`) and data it cannot compute: the
    /// dialog may be presented (an abstraction, not an unknown site) and its buttons are read where they are.
    func testADialogWithAnUnknownFlagOrDataIsAnAbstractionWithItsButtonsRead() throws {
        try write(Self.asking("""
                    .alert("Failed", isPresented: .constant(failure != nil)) {
                        Button("Retry") { path.append("retry") }
                    } message: {
                        Text(failure ?? "")
                    }
                    .confirmationDialog("Remove?", isPresented: $asking, presenting: failure?.count) { count in
                        Button("Remove \\(count)", role: .destructive) { path.append("removed") }
                    }
        """), to: root.appendingPathComponent("App/Root.swift"))
        let output = try NavLintProcess.run(["--verbose", "App"], in: root)
        XCTAssertFalse(output.stderr.contains("opaque"), output.stderr)
        XCTAssertTrue(output.stderr.contains("App/Root.swift:15:43: abstracted value 'an unknown trigger'"), output.stderr)
        XCTAssertFalse(output.stdout.contains("warning:"), output.stdout)
        XCTAssertFalse(output.stdout.contains("error:"), output.stdout)
        XCTAssertTrue(output.stdout.hasSuffix("(100%)\n"), output.stdout)
    }

    /// `actions: retryActions` (a method of the view given by name): its buttons are the dialog's.
    static func actionsByName(_ action: String) -> String {
        asking("""
                    .alert("Failed", isPresented: $asking, actions: retryActions)
                }
            }

            @ViewBuilder func retryActions() -> some View {
                Button("Retry") { \(action) }
        """).replacingOccurrences(of: "        }\n    }\n}\n\n@main", with: "        }\n}\n\n@main")
    }

    func testADialogsActionsGivenByNameAreReadSoADestinationNothingPushesIsReported() throws {
        let output = try NavLintProcess.lint(Self.actionsByName("asking = false"), at: "App/Root.swift", in: root, verbose: true)
        XCTAssertFalse(output.stderr.contains("opaque"), output.stderr)
        XCTAssertTrue(output.stdout.contains("warning: no link, button or action in any reachable state presents this destination for String [unreachable-destination]"), output.stdout)
    }

    func testADialogsActionsGivenByNameThatPushTheValueAreClean() throws {
        let output = try NavLintProcess.lint(Self.actionsByName("path.append(\"retry\")"), at: "App/Root.swift", in: root, verbose: true)
        XCTAssertFalse(output.stderr.contains("opaque"), output.stderr)
        XCTAssertFalse(output.stdout.contains("warning:"), output.stdout)
        XCTAssertFalse(output.stdout.contains("error:"), output.stdout)
        XCTAssertTrue(output.stdout.hasSuffix("(100%)\n"), output.stdout)
    }

    // MARK: - A helper method's view-builder parameter

    /// `box(spacing:content:)`, a method of the view taking `@ViewBuilder content: () -> some View`: the caller's
    /// closure is what `content()` shows, in the List's rows (err) or above the List (ok).
    static func boxed(inRows: Bool) -> String {
        let box = """
        box(spacing: 4) {
                            Text("Words")
                                .navigationDestination(for: String.self) { word in Text(word) }
                        }
        """
        return """
        import SwiftUI

        struct RootView: View {
            var body: some View {
                NavigationStack {
                    VStack {
                        \(inRows ? "" : box)
                        List {
                            \(inRows ? box : "")
                            NavigationLink("Next", value: "next")
                        }
                    }
                }
            }

            @ViewBuilder func box(spacing: CGFloat = 16, @ViewBuilder content: () -> some View) -> some View {
                VStack(spacing: spacing) {
                    content()
                }
                .padding(.vertical, 16)
            }
        }

        @main struct TheApp: App { var body: some Scene { WindowGroup { RootView() } } }

        """
    }

    func testAHelperMethodShowsTheCallersViewBuilderClosureSoARowDestinationIsReported() throws {
        let output = try NavLintProcess.lint(Self.boxed(inRows: true), at: "App/Root.swift", in: root, verbose: true)
        XCTAssertFalse(output.stderr.contains("opaque"), output.stderr)
        XCTAssertTrue(output.stdout.contains("App/Root.swift:11:26: error: this navigationDestination is inside a List's lazily created content"), output.stdout)
        XCTAssertTrue(output.stdout.hasSuffix("navigation: 3 of 3 sites modelled (100%)\n"), output.stdout)
    }

    func testAHelperMethodShowingTheCallersClosureAboveTheListIsClean() throws {
        let output = try NavLintProcess.lint(Self.boxed(inRows: false), at: "App/Root.swift", in: root, verbose: true)
        XCTAssertFalse(output.stderr.contains("opaque"), output.stderr)
        XCTAssertFalse(output.stdout.contains("error:"), output.stdout)
        XCTAssertFalse(output.stdout.contains("warning:"), output.stdout)
        XCTAssertTrue(output.stdout.hasSuffix("navigation: 3 of 3 sites modelled (100%)\n"), output.stdout)
    }

    // MARK: - A ShapeStyle background and a handler given by name

    /// `.background(style, in: shape)` (SwiftUI's ShapeStyle form: no view) and `.onAppear(perform: load)` with a
    /// `load` that cannot reach navigation state: both known, so a String destination nothing pushes is reported
    /// (`button` is what the second row's button does).
    static func styled(_ button: String) -> String {
        """
        import SwiftUI

        struct RootView: View {
            @State private var path = NavigationPath()
            @State private var count = 0
            static let fill = Color.white
            static var shape: some Shape { RoundedRectangle(cornerRadius: 8) }
            var body: some View {
                NavigationStack(path: $path) {
                    List {
                        NavigationLink("One", value: 1)
                        Button("Words") { \(button) }
                    }
                    .background(RootView.fill, in: RootView.shape)
                    .onAppear(perform: load)
                    .navigationDestination(for: Int.self) { n in Text("\\(n)") }
                    .navigationDestination(for: String.self) { s in Text(s) }
                }
            }

            func load() {
                UserDefaults.standard.set(count, forKey: "count")
            }
        }

        @main struct TheApp: App { var body: some Scene { WindowGroup { RootView() } } }

        """
    }

    func testAShapeStyleBackgroundAndAHandlerByNameAreKnownSoADestinationNothingPushesIsReported() throws {
        let output = try NavLintProcess.lint(Self.styled("count += 1"), at: "App/Root.swift", in: root, verbose: true)
        XCTAssertFalse(output.stderr.contains("opaque"), output.stderr)
        XCTAssertTrue(output.stdout.contains("App/Root.swift:17:14: warning: no link, button or action in any reachable state presents this destination for String [unreachable-destination]"), output.stdout)
        XCTAssertTrue(output.stdout.hasSuffix("navigation: 4 of 4 sites modelled (100%)\n"), output.stdout)
    }

    func testAShapeStyleBackgroundAndAHandlerByNameWithTheDestinationPushedAreClean() throws {
        let output = try NavLintProcess.lint(Self.styled("path.append(\"words\")"), at: "App/Root.swift", in: root, verbose: true)
        XCTAssertFalse(output.stderr.contains("opaque"), output.stderr)
        XCTAssertFalse(output.stdout.contains("error:"), output.stdout)
        XCTAssertFalse(output.stdout.contains("warning:"), output.stdout)
        XCTAssertTrue(output.stdout.hasSuffix("navigation: 5 of 5 sites modelled (100%)\n"), output.stdout)
    }

    // MARK: - A generic view's stored view where the module declares a type of the generic parameter's name

    /// `Collapsible<Content: View>` holds `let content: Content` (its view) and a binding, and the module also declares
    /// `enum Content`: the stored view is the caller's views, never a value of the enum. `inRow` puts the String
    /// destination in the List's row (err) or on the List (ok).
    static func collapsible(inRow: Bool) -> String {
        let destination = ".navigationDestination(for: String.self) { s in Text(s) }"
        return """
        import SwiftUI

        enum Content { case article, comment }

        struct Collapsible<Content: View>: View {
            let content: Content
            @Binding var expanded: Bool

            init(expanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
                self._expanded = expanded
                self.content = content()
            }

            var body: some View {
                content
                    .opacity(expanded ? 1 : 0.5)
            }
        }

        struct RootView: View {
            @State private var expanded = true
            var body: some View {
                Collapsible(expanded: $expanded) {
                    NavigationStack {
                        List {
                            NavigationLink("Next", value: "next")\(inRow ? destination : "")
                        }
                        \(inRow ? "" : destination)
                    }
                }
            }
        }

        @main struct TheApp: App { var body: some Scene { WindowGroup { RootView() } } }

        """
    }

    func testAGenericViewsStoredViewShadowingAModuleTypeHoldsTheCallersViewsSoARowDestinationIsReported() throws {
        let output = try NavLintProcess.lint(Self.collapsible(inRow: true), at: "App/Root.swift", in: root, verbose: true)
        XCTAssertFalse(output.stderr.contains("opaque"), output.stderr)
        XCTAssertFalse(output.stdout.contains("could not model"), output.stdout)
        XCTAssertTrue(output.stdout.contains("error: this navigationDestination is inside a List's lazily created content"), output.stdout)
        XCTAssertTrue(output.stdout.hasSuffix("navigation: 3 of 3 sites modelled (100%)\n"), output.stdout)
    }

    func testAGenericViewsStoredViewShadowingAModuleTypeWithTheDestinationOnTheListIsClean() throws {
        let output = try NavLintProcess.lint(Self.collapsible(inRow: false), at: "App/Root.swift", in: root, verbose: true)
        XCTAssertFalse(output.stderr.contains("opaque"), output.stderr)
        XCTAssertFalse(output.stdout.contains("could not model"), output.stdout)
        XCTAssertFalse(output.stdout.contains("error:"), output.stdout)
        XCTAssertFalse(output.stdout.contains("warning:"), output.stdout)
        XCTAssertTrue(output.stdout.hasSuffix("navigation: 3 of 3 sites modelled (100%)\n"), output.stdout)
    }
}
