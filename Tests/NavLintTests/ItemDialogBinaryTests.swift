import Foundation
import XCTest

/// SwiftUINavigation's `alert(item:title:actions:message:)` and `confirmationDialog(item:titleVisibility:title:actions:
/// message:)` in a file importing it: SwiftUI's dialog shown while the optional is non-nil, each closure given the
/// item. Through the binary: a button that pushes is seen (the ok twin, clean and fully modelled) and one that only
/// closes leaves the destination unreached (the err twin, hidden before behind an unknown `.alert`).
final class ItemDialogBinaryTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        try skipWithoutSwiftFrontEnd(); root = try makeTemporaryDirectory() }
    override func tearDownWithError() throws { if let root { try? FileManager.default.removeItem(at: root) } }

    /// `LegacyAlertBinaryTests.app` importing SwiftUINavigation first: the String destination is on line 20.
    static func app(_ dialog: String, members: String = "") -> String {
        "import SwiftUINavigation\n" + LegacyAlertBinaryTests.app(dialog, members: members)
    }

    static let unreached = "App/Root.swift:20:14: warning: no link, button or action in any reachable state presents this destination for String [unreachable-destination]"

    /// The item is the view's optional String, which the Ask button sets.
    static func item(_ action: String) -> String {
        app("""
                    .alert(item: $name) { name in
                        Text(name)
                    } actions: { name in
                        Button("Open \\(name)") { \(action) }
                        Button("Cancel", role: .cancel) {}
                    } message: { name in
                        Text("Open \\(name)?")
                    }
        """, members: """
            @State private var name: String?
        """).replacingOccurrences(of: "Button(\"Ask\") { asking = true }", with: "Button(\"Ask\") { name = \"first\" }")
    }

    /// A case of an enum binding (`$destination.ask`), which the model does not hold: the dialog may be presented,
    /// its item unknown where it is read.
    static func enumCase(_ action: String) -> String {
        app("""
                    .confirmationDialog(item: $destination.ask, titleVisibility: .visible) { _ in
                        Text("Choose")
                    } actions: { _ in
                        Button("Open") { \(action) }
                    }
        """, members: """
            enum Destination { case ask(String) }
            @State private var destination: Destination?
        """)
    }

    /// SwiftUINavigation's `alert(_: Binding<AlertState<Action>?>, action:)`: the handler runs with the tapped
    /// button's action, unknown here. `handler` is the closure, `nil` for none.
    static func alertState(_ handler: String?) -> String {
        app("""
                    .alert($alert)\(handler.map { " " + $0 } ?? "")
        """, members: """
            enum AlertAction { case open }
            @State private var alert: AlertState<AlertAction>?
            private func handle(_ action: AlertAction?) {
                switch action {
                case .open: path.append(42)
                case nil: break
                }
            }
        """).replacingOccurrences(of: "Button(\"Ask\") { asking = true }", with: "Button(\"Ask\") { alert = AlertState { TextState(\"Open?\") } }")
    }

    func run(_ text: String) throws -> String {
        let output = try NavLintProcess.lint(text, at: "App/Root.swift", in: root, verbose: true)
        XCTAssertFalse(output.stderr.contains("opaque"), output.stderr)
        XCTAssertTrue(output.stdout.hasSuffix("(100%)\n"), output.stdout)
        return output.stdout
    }

    func testAnItemAlertIsPresentedWhileItsItemIsSetAndGivesItToItsButtons() throws {
        XCTAssertTrue(try run(Self.item("name = nil")).contains(Self.unreached))
        let ok = try run(Self.item("path.append(name)"))
        XCTAssertFalse(ok.contains("warning:") || ok.contains("error:"), ok)
    }

    /// Its button pushing an Int, which no destination takes, is found; an unreached String destination is not
    /// reported (the unknown trigger may navigate there, as for any unknown trigger).
    func testADialogOfAnEnumCaseBindingMayBePresented() throws {
        let err = try run(Self.enumCase("path.append(42)"))
        XCTAssertTrue(err.contains("App/Root.swift:24:17: error: this Button puts a Int on the path, but no navigationDestination for Int is visible to the stack [link-without-destination]"), err)
        let ok = try run(Self.enumCase("path.append(\"open\")"))
        XCTAssertFalse(ok.contains("warning:") || ok.contains("error:"), ok)
    }

    /// Closures naming the item differently (the model binds one name), or a file not importing the library: unknown.
    func testOtherShapesStayUnknown() throws {
        let renamed = Self.item("path.append(name)").replacingOccurrences(of: "} message: { name in", with: "} message: { other in")
            .replacingOccurrences(of: "Text(\"Open \\(name)?\")", with: "Text(other)")
        for text in [renamed, String(Self.item("path.append(name)").dropFirst("import SwiftUINavigation\n".count))] {
            try write(text, to: root.appendingPathComponent("App/Root.swift"))
            let output = try NavLintProcess.run(["--verbose", "App"], in: root)
            XCTAssertTrue(output.stderr.contains("opaque modifier '.alert' (may navigate)"), output.stderr)
        }
    }

    /// A handler pushing an Int no destination takes (through a method switching over the action) is found; one that
    /// pushes a String, or no handler, is clean. Before, the `.alert` was unknown and hid the first.
    func testAnAlertStateDialogRunsItsHandlerWithAnyAction() throws {
        for handler in ["{ action in handle(action) }", "{ handle($0) }"] {
            let err = try NavLintProcess.lint(Self.alertState(handler), at: "App/Root.swift", in: root, verbose: true)
            XCTAssertTrue(err.stdout.contains("error: this Button puts a Int on the path, but no navigationDestination for Int is visible to the stack [link-without-destination]"), err.stdout + err.stderr)
            XCTAssertFalse(err.stderr.contains("opaque modifier"), err.stderr)
        }
        for handler in ["{ _ in path.append(\"open\") }", nil] {
            let ok = try NavLintProcess.lint(Self.alertState(handler), at: "App/Root.swift", in: root, verbose: true)
            XCTAssertFalse(ok.stdout.contains("error:"), ok.stdout)
            XCTAssertFalse(ok.stderr.contains("opaque modifier"), ok.stderr)
        }
    }

    /// A method switching over its optional parameter, given `nil` (as a dialog's button with no action gives its
    /// handler): only `case nil` is taken. Before, the literal met the other cases and the view was unmodelled.
    func testASwitchOverANilArgumentTakesOnlyTheNilCase() throws {
        func text(_ onNil: String) -> String {
            LegacyAlertBinaryTests.app("", members: """
                enum AlertAction { case open }
                private func handle(_ action: AlertAction?) {
                    switch action {
                    case .open: path.append(42)
                    case nil: \(onNil)
                    }
                }
            """).replacingOccurrences(of: "Button(\"Save\") { outcome = .saved(1) }", with: "Button(\"Save\") { handle(nil) }")
        }
        let err = try run(text("path.append(42)"))
        XCTAssertTrue(err.contains("error: this Button puts a Int on the path, but no navigationDestination for Int is visible to the stack [link-without-destination]"), err)
        let ok = try run(text("path.append(\"open\")"))
        XCTAssertFalse(ok.contains("error:") || ok.contains("info:"), ok)
    }
}
