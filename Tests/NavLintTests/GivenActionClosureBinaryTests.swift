import Foundation
import XCTest

/// Issue 22 (item 4, inline what the module defines): a wrapper view with an action closure and a convenience
/// initializer that delegates (`init(_ title:systemName:action:) { self.init(action: action) { Label(...) } }`, the
/// shape of a settings row or a chevron button). The caller's trailing closure is the action, and where the wrapper's
/// body runs it (`Button(action: action)`, `Button { action() }`, or hands it to another view) it is that closure, read
/// in the caller's scope. Before, the call fitted no initializer (an action parameter took no closure), so the
/// trailing closure was read as the wrapper's label: `path.append(1)` an opaque view, the Button's action unknown, and
/// the push of a value no destination handles was missed.
final class GivenActionClosureBinaryTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        try skipWithoutSwiftFrontEnd(); root = try makeTemporaryDirectory() }
    override func tearDownWithError() throws { if let root { try? FileManager.default.removeItem(at: root) } }

    private func lint(_ text: String) throws -> NavLintProcess.Output {
        try NavLintProcess.lint(text, at: "App/App.swift", in: root, verbose: true)
    }

    static func app(body: String, destination: Bool) -> String {
        """
        import SwiftUI

        \(body.contains("RowButton") ? "struct RowButton: View { let action: () -> Void; var body: some View { Button(\"Open\", action: action) } }" : "")

        struct ChevronButton<Label: View>: View {
            private let action: () -> Void
            private let label: Label

            var body: some View {
                \(body)
            }
        }

        extension ChevronButton {
            init(external: Bool = false, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
                self.action = action
                self.label = label()
            }
        }

        extension ChevronButton where Label == SwiftUI.Label<Text, Image> {
            init(_ title: String, systemName: String, external: Bool = false, action: @escaping () -> Void) {
                self.init(external: external, action: action) {
                    SwiftUI.Label { Text(title) } icon: { Image(systemName: systemName) }
                }
            }
        }

        struct SettingsView: View {
            @State private var path: [Int] = []
            var body: some View {
                NavigationStack(path: $path) {
                    List {
                        ChevronButton("Permissions", systemName: "hand.raised.fill") {
                            path.append(1)
                        }
                    }
                    \(destination ? ".navigationDestination(for: Int.self) { n in Text(\"Number \\(n)\") }" : "")
                }
            }
        }

        @main
        struct DemoApp: App {
            var body: some Scene { WindowGroup { SettingsView() } }
        }

        """
    }

    static let bodies = [
        "Button(action: action) { HStack { label; Image(systemName: \"chevron.right\") } }",
        "Button { action() } label: { label }",
        "VStack { label; RowButton(action: action) }",
    ]

    func testTheCallersClosureIsTheActionTheBodyRuns() throws {
        for body in Self.bodies {
            let output = try lint(Self.app(body: body, destination: false))
            XCTAssertFalse(output.stderr.contains("opaque"), "\(body)\n\(output.stderr)")
            XCTAssertTrue(output.stdout.contains("puts a Int on the path, but no navigationDestination for Int is visible to the stack [link-without-destination]"),
                          "\(body)\n\(output.stdout)")
        }
    }

    func testWithTheDestinationTheWrapperLintsClean() throws {
        for body in Self.bodies {
            let output = try lint(Self.app(body: body, destination: true))
            XCTAssertEqual(output.status, 0, "\(body)\n\(output.stdout)")
            XCTAssertFalse(output.stderr.contains("opaque"), "\(body)\n\(output.stderr)")
            XCTAssertFalse(output.stdout.contains("warning") || output.stdout.contains("error"), "\(body)\n\(output.stdout)")
        }
    }

    /// A closure that takes what the view passes (`{ number in path.append(number) }`) is no action given whole: the
    /// call is read by the closure-property rules, which keep the push unknown where they cannot follow it (never
    /// read as doing nothing).
    func testAClosureThatTakesAValueStaysWithTheClosurePropertyRules() throws {
        let output = try lint("""
        import SwiftUI

        struct PickRow: View {
            let title: String
            let onPick: (Int) -> Void
            var body: some View {
                Button(title) { onPick(3) }
            }
        }

        extension PickRow {
            init(_ title: String, systemName: String, onPick: @escaping (Int) -> Void) {
                self.init(title: title, onPick: onPick)
            }
        }

        struct SettingsView: View {
            @State private var path: [Int] = []
            var body: some View {
                NavigationStack(path: $path) {
                    List {
                        PickRow("Pick", systemName: "star") { number in
                            path.append(number)
                        }
                    }
                }
            }
        }

        @main
        struct DemoApp: App {
            var body: some Scene { WindowGroup { SettingsView() } }
        }

        """)
        XCTAssertTrue(output.stderr.contains("App/App.swift:7:25: opaque statement 'onPick(3)' (may navigate)"), output.stderr)
        XCTAssertTrue(output.stdout.contains("1 unknown"), output.stdout)
    }
}
