import Foundation
import XCTest

/// A sign-in flow of `navigationDestination(isPresented:)` screens, each declared by the screen the one before pushes
/// (found on a public app outside the corpus): tapping Next on the first screen pushes the second, whose own Next
/// pushes the third above it. Both Bools are then true, as the code asks: one level each, not two screens pushed at
/// once. The same two destinations declared side by side on the first screen, the second's Bool set on the pushed
/// screen, push both from the first screen: reported.
final class IsPresentedDrillDownBinaryTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        try skipWithoutSwiftFrontEnd(); root = try makeTemporaryDirectory() }
    override func tearDownWithError() throws { if let root { try? FileManager.default.removeItem(at: root) } }

    static func module(secondOnFirstScreen: Bool) -> String {
        let inner = secondOnFirstScreen ? "" : """
                        .navigationDestination(isPresented: $model.showLogin) {
                            Text("Welcome")
                        }
            """
        let outer = secondOnFirstScreen ? """
                    .navigationDestination(isPresented: $model.showLogin) {
                        Text("Welcome")
                    }
            """ : ""
        return """
        import SwiftUI
        import Observation

        @Observable
        final class SignIn {
            var showClient = false
            var showLogin = false
        }

        @main
        struct ReaderApp: App {
            @State private var model = SignIn()
            var body: some Scene {
                WindowGroup {
                    NavigationStack {
                        ServerView(model: model)
                    }
                }
            }
        }

        struct ServerView: View {
            @Bindable var model: SignIn
            var body: some View {
                Form {
                    Button("Next") { model.showClient = true }
                }
                .navigationDestination(isPresented: $model.showClient) {
                    ClientView(model: model)
                }
        \(outer)
            }
        }

        struct ClientView: View {
            @Bindable var model: SignIn
            var body: some View {
                Form {
                    Button("Log in") { model.showLogin = true }
                }
        \(inner)
            }
        }
        """
    }

    func testADestinationOnTheScreenAnotherPushesIsADrillDown() throws {
        let drillDown = try NavLintProcess.lint(Self.module(secondOnFirstScreen: false), at: "App/SignIn.swift", in: root)
        XCTAssertEqual(drillDown.status, 0, drillDown.stdout + drillDown.stderr)
        XCTAssertFalse(drillDown.stdout.contains("[multiple-is-presented]"), drillDown.stdout)

        try? FileManager.default.removeItem(at: root.appendingPathComponent("App"))
        let sideBySide = try NavLintProcess.lint(Self.module(secondOnFirstScreen: true), at: "App/SignIn.swift", in: root)
        XCTAssertTrue(sideBySide.stdout.contains("warning: this navigationDestination(isPresented:) and another one on the same stack can be active together"),
                      sideBySide.stdout)
        XCTAssertTrue(sideBySide.stdout.contains("[multiple-is-presented]"), sideBySide.stdout)
    }
}
