import Foundation
import XCTest

/// SwiftUI's older `Alert` value in the forms real apps write it: buttons bound by `let` first (with a `#if` the build
/// decides), a computed `Alert` property of the view, and `alert(item:)` whose content is one `Alert` or a `switch`
/// giving one per case. Each through the binary: the button that pushes is seen (an ok twin, clean and fully
/// modelled) and one that only closes leaves the destination unreached (the err twin).
final class LegacyAlertBinaryTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        try skipWithoutSwiftFrontEnd(); root = try makeTemporaryDirectory() }
    override func tearDownWithError() throws { if let root { try? FileManager.default.removeItem(at: root) } }

    /// A stack with a String destination (line 19); `alert` is chained after the List, `members` are the view's.
    static func app(_ alert: String, members: String = "") -> String {
        """
        import SwiftUI

        enum Outcome: Identifiable {
            case saved(Int)
            case failed(String)
            var id: String { "\\(self)" }
        }

        struct RootView: View {
            @State private var path = NavigationPath()
            @State private var asking = false
            @State private var outcome: Outcome?
            var body: some View {
                NavigationStack(path: $path) {
                    List {
                        Button("Ask") { asking = true }
                        Button("Save") { outcome = .saved(1) }
                    }
                    .navigationDestination(for: String.self) { s in Text(s) }
        \(alert)
                }
            }
        \(members)
        }

        @main struct TheApp: App { var body: some Scene { WindowGroup { RootView() } } }

        """
    }

    static func boundButtons(_ action: String) -> String {
        app("""
                    .alert(isPresented: $asking) {
                        let retry = Alert.Button.default(Text("Retry"), action: { \(action) })
                        let cancel = Alert.Button.cancel(Text("Cancel"))
                        #if os(macOS)
                        let primary = cancel
                        let secondary = retry
                        #else
                        let primary = retry
                        let secondary = cancel
                        #endif
                        return Alert(title: Text("Retry?"), primaryButton: primary, secondaryButton: secondary)
                    }
        """)
    }

    static func property(_ action: String) -> String {
        app("""
                    .alert(isPresented: $asking) {
                        retryAlert
                    }
        """, members: """
            private var retryAlert: Alert {
                Alert(title: Text("Retry?"), primaryButton: .destructive(Text("Retry")) { \(action) }, secondaryButton: .cancel())
            }
        """)
    }

    static func item(_ action: String) -> String {
        app("""
                    .alert(item: $outcome) { outcome in
                        Alert(title: Text("Done"), dismissButton: .default(Text("Open")) { \(action) })
                    }
        """)
    }

    /// `case` is the case whose button runs `action`; the other case's only closes.
    static func itemSwitch(_ action: String, in pushing: String = "saved") -> String {
        let saved = pushing == "saved" ? action : "outcome = nil"
        let failed = pushing == "failed" ? action : "outcome = nil"
        return app("""
                    .alert(item: $outcome) { outcome in
                        switch outcome {
                        case .saved(let count):
                            Alert(title: Text("Saved \\(count)"), dismissButton: .default(Text("Open")) { \(saved) })
                        case .failed(let message):
                            Alert(title: Text(message), message: Text("Try again"), dismissButton: .default(Text("OK")) { \(failed) })
                        }
                    }
        """)
    }

    static let unreached = "App/Root.swift:19:14: warning: no link, button or action in any reachable state presents this destination for String [unreachable-destination]"

    func run(_ text: String) throws -> (stdout: String, stderr: String) {
        let output = try NavLintProcess.lint(text, at: "App/Root.swift", in: root, verbose: true)
        XCTAssertFalse(output.stderr.contains("opaque"), output.stderr)
        XCTAssertTrue(output.stdout.hasSuffix("(100%)\n"), output.stdout)
        return (output.stdout, output.stderr)
    }

    func testButtonsBoundBeforeTheAlertAreItsButtons() throws {
        XCTAssertTrue(try run(Self.boundButtons("asking = false")).stdout.contains(Self.unreached))
        let ok = try run(Self.boundButtons("path.append(\"retry\")")).stdout
        XCTAssertFalse(ok.contains("warning:") || ok.contains("error:"), ok)
    }

    func testAComputedAlertPropertyIsReadInPlace() throws {
        XCTAssertTrue(try run(Self.property("asking = false")).stdout.contains(Self.unreached))
        let ok = try run(Self.property("path.append(\"retry\")")).stdout
        XCTAssertFalse(ok.contains("warning:") || ok.contains("error:"), ok)
    }

    func testAnItemAlertIsPresentedWhileItsItemIsSet() throws {
        XCTAssertTrue(try run(Self.item("outcome = nil")).stdout.contains(Self.unreached))
        let ok = try run(Self.item("path.append(\"open\")")).stdout
        XCTAssertFalse(ok.contains("warning:") || ok.contains("error:"), ok)
    }

    func testAnItemAlertSwitchingOverItsItemShowsEachCasesButtons() throws {
        XCTAssertTrue(try run(Self.itemSwitch("outcome = nil")).stdout.contains(Self.unreached))
        let ok = try run(Self.itemSwitch("path.append(\"open\")")).stdout
        XCTAssertFalse(ok.contains("warning:") || ok.contains("error:"), ok)
        // Only `.saved` is ever set: the button of the `.failed` case is never shown.
        XCTAssertTrue(try run(Self.itemSwitch("path.append(\"open\")", in: "failed")).stdout.contains(Self.unreached))
    }

    /// Another library's `alert(item:)` with `title:`/`actions:` closures is not SwiftUI's: it stays an unknown site.
    func testAnAlertItemWithTitleAndActionsClosuresStaysUnknown() throws {
        try write(Self.app("""
                    .alert(item: $outcome) { outcome in
                        Text("Done")
                    } actions: { _ in
                    }
        """), to: root.appendingPathComponent("App/Root.swift"))
        let output = try NavLintProcess.run(["--verbose", "App"], in: root)
        XCTAssertTrue(output.stderr.contains("App/Root.swift:20:14: opaque modifier '.alert' (may navigate)"), output.stderr)
    }

    /// `alert(isPresented:)` whose content switches over the view's state: each case's `Alert` gives its buttons.
    static func flagSwitch(_ action: String) -> String {
        app("""
                    .alert(isPresented: $asking) {
                        switch mode {
                        case .retry:
                            return Alert(title: Text("Retry?"), primaryButton: .default(Text("Retry")) { \(action) }, secondaryButton: .cancel())
                        case .quit:
                            return Alert(title: Text("Quit?"))
                        }
                    }
        """, members: """
            enum Mode { case retry, quit }
            @State private var mode = Mode.retry
        """)
    }

    func testAFlagAlertSwitchingOverStateShowsEachCasesButtons() throws {
        XCTAssertTrue(try run(Self.flagSwitch("asking = false")).stdout.contains(Self.unreached))
        let ok = try run(Self.flagSwitch("path.append(\"retry\")")).stdout
        XCTAssertFalse(ok.contains("warning:") || ok.contains("error:"), ok)
    }
}
