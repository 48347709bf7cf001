import Foundation
import XCTest

/// A view's closure property called in its own code (`reselect?()`) runs a closure some caller gave it. A caller's
/// unlabelled trailing closure (`Scroller { ... }`) is one of them only where Swift may bind it to the parameter that
/// sets the property (SE-0286: arguments bind to parameters in order, the trailing closure after every argument in
/// parentheses, and no parameter after it may be left without an argument it needs;
/// `ExpressionTranslator.trailingClosureMaySet`). Through the binary, err/ok twins: content given as the trailing
/// closure before a parameter that needs it is no longer read as the property's closure (the call is modelled and the
/// held-back `unreachable-destination` is reported); where the trailing closure may set the property, or the caller
/// gives it a closure that pushes, the push is still seen.
final class TrailingClosureBindingCoverageTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        try skipWithoutSwiftFrontEnd(); root = try makeTemporaryDirectory() }
    override func tearDownWithError() throws { if let root { try? FileManager.default.removeItem(at: root) } }

    /// `scroller`: the `Scroller` type's declaration; `shown`: how the stack's root makes it.
    static func app(scroller: String, shown: String) -> String {
        """
        import SwiftUI

        struct Receipt: Hashable { var id: Int }

        \(scroller)

        struct ShelfView: View {
            @State private var path = NavigationPath()

            var body: some View {
                NavigationStack(path: $path) {
                    \(shown)
                    .navigationDestination(for: String.self) { text in Text(text) }
                    .navigationDestination(for: Receipt.self) { _ in Text("Receipt") }
                }
            }
        }

        """
    }

    static let explicitInit = """
    struct Scroller<Content: View>: View {
        var content: () -> Content
        var reselect: (() -> Void)?

        init(reselect: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content) {
            self.content = content
            self.reselect = reselect
        }

        var body: some View {
            ScrollView {
                Button("Top") { reselect?() }
                content()
            }
        }
    }
    """

    static let contentPushes = """
    Scroller {
                        Button("Open") { path.append("settings") }
                    }
    """

    func lint(_ text: String) throws -> (stdout: String, stderr: String, status: Int32) {
        try write(text, to: root.appendingPathComponent("App/Shelf.swift"))
        let output = try NavLintProcess.run(["--verbose", "--color", "never", "App"], in: root)
        return (output.stdout, output.stderr, output.status)
    }

    func assertModelled(_ output: (stdout: String, stderr: String, status: Int32), file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertTrue(output.stdout.contains("warning: no link, button or action in any reachable state presents this destination for Receipt [unreachable-destination]"),
                      output.stdout, file: file, line: line)
        XCTAssertFalse(output.stdout.contains("unknown"), output.stdout, file: file, line: line)
        XCTAssertFalse(output.stderr.contains("opaque"), output.stderr, file: file, line: line)
    }

    /// `init(reselect: ... = nil, content: ...)`: the trailing closure is the content, never `reselect`.
    func testTheTrailingClosureBeforeARequiredParameterIsNotTheProperty() throws {
        assertModelled(try lint(Self.app(scroller: Self.explicitInit, shown: Self.contentPushes)))
    }

    /// The memberwise initializer: `content` (no default) follows `reselect` (an optional `var`, `nil` by default).
    func testTheMemberwiseInitializerOrdersItsParametersAsTheProperties() throws {
        let scroller = """
        struct Scroller<Content: View>: View {
            var reselect: (() -> Void)?
            var content: () -> Content

            var body: some View {
                ScrollView {
                    Button("Top") { reselect?() }
                    content()
                }
            }
        }
        """
        assertModelled(try lint(Self.app(scroller: scroller, shown: Self.contentPushes)))
    }

    /// The property's parameter is the last: the trailing closure may set it (here it does), and its push is seen.
    func testATrailingClosureThatMaySetThePropertyStillNavigates() throws {
        let scroller = """
        struct Scroller: View {
            var title: String
            var reselect: (() -> Void)?

            init(title: String = "Top", reselect: (() -> Void)? = nil) {
                self.title = title
                self.reselect = reselect
            }

            var body: some View {
                Button(title) { reselect?() }
            }
        }
        """
        let output = try lint(Self.app(scroller: scroller, shown: "Scroller { path.append(Receipt(id: 1)) }"))
        XCTAssertFalse(output.stdout.contains("presents this destination for Receipt"), output.stdout)
    }

    /// A labelled trailing closure after it gives the parameter that needs one: the unlabelled one may be `reselect`.
    func testALabelledTrailingClosureAfterItLeavesThePropertyPossible() throws {
        let output = try lint(Self.app(scroller: Self.explicitInit, shown: """
        Scroller {
                        path.append(Receipt(id: 1))
                    } content: {
                        Text("Shelf")
                    }
        """))
        XCTAssertFalse(output.stdout.contains("presents this destination for Receipt"), output.stdout)
    }

    /// The initializer names the property beyond the one assignment (it may set it another way): the trailing
    /// closure stays a candidate, and the content's push keeps the call unknown.
    func testAnInitializerThatNamesThePropertyElsewhereKeepsTheTrailingClosure() throws {
        let scroller = Self.explicitInit.replacingOccurrences(of: "        self.reselect = reselect\n", with: "        self.reselect = reselect\n        _ = reselect == nil\n")
        XCTAssertNotEqual(scroller, Self.explicitInit)
        let output = try lint(Self.app(scroller: scroller, shown: Self.contentPushes))
        XCTAssertFalse(output.stdout.contains("presents this destination for Receipt"), output.stdout)
        XCTAssertTrue(output.stderr.contains("opaque statement 'reselect?()' (may navigate)"), output.stderr)
    }

    /// A view's action parameter (its closure run in the caller's context, `ViewActionParameters`): with a view
    /// parameter beside it, the trailing closure was read as possibly the property's; before a parameter that needs
    /// it, it is the content's, and the property keeps its default (`nil`: the view dismisses).
    func testAnActionParameterIsNotGivenTheContentsTrailingClosure() throws {
        let scroller = """
        struct Scroller<Content: View>: View {
            @Environment(\\.dismiss) var dismiss
            @ViewBuilder var content: () -> Content
            var reselect: (() -> Void)?
            @State var isAtTop: Bool = true

            init(title: String = "", reselect: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content) {
                self.content = content
                self.reselect = reselect
            }

            var body: some View {
                ScrollView {
                    content()
                }
                .onTapGesture {
                    if let reselect {
                        reselect()
                    } else {
                        dismiss()
                    }
                }
            }
        }
        """
        assertModelled(try lint(Self.app(scroller: scroller, shown: Self.contentPushes)))
    }

    /// The caller gives `reselect` a closure that pushes: still seen, whatever the trailing closure.
    func testAGivenClosureThatPushesStillNavigates() throws {
        let output = try lint(Self.app(scroller: Self.explicitInit, shown: """
        Scroller(reselect: { path.append(Receipt(id: 1)) }) {
                        Button("Open") { path.append("settings") }
                    }
        """))
        XCTAssertFalse(output.stdout.contains("presents this destination for Receipt"), output.stdout)
    }
}
