import Foundation
import XCTest

/// Found on a public app outside the corpus: a coordinator protocol refining `ObservableObject`, whose extension pushes
/// onto the `path` requirement with the associated route type, answered by a concrete class
/// (`final class AppCoordinator: Coordinator { typealias RouteType = AppRoute; @Published var path }`). Every push
/// was unknown: the class was not taken for an observable model (its conformance comes through the protocol), and
/// `coordinator.push(.details)` was "a member the module does not declare". Swift runs the extension's method on the
/// conformer, with `path` the conformer's and `RouteType` its alias. (The app also nests a representable's
/// `Coordinator` class, which took the protocol's extension.)
final class ProtocolCoordinatorBinaryTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        try skipWithoutSwiftFrontEnd(); root = try makeTemporaryDirectory() }
    override func tearDownWithError() throws { if let root { try? FileManager.default.removeItem(at: root) } }

    func app(destinationType: String) throws {
        try write("""
        import SwiftUI

        @MainActor
        protocol Coordinator: AnyObject, ObservableObject {
            associatedtype RouteType: Hashable

            var path: NavigationPath { get set }

            func push(_ route: RouteType)
            func pop()
        }

        @MainActor
        extension Coordinator {
            func push(_ route: RouteType) {
                path.append(route)
            }

            func pop() {
                guard !path.isEmpty else { return }
                path.removeLast()
            }
        }

        enum AppRoute: Hashable {
            case details
            case settings
        }

        @MainActor
        final class AppCoordinator: Coordinator {
            typealias RouteType = AppRoute
            @Published var path = NavigationPath()
        }

        @main
        struct MoveeApp: App {
            @StateObject private var coordinator = AppCoordinator()
            var body: some Scene {
                WindowGroup {
                    NavigationStack(path: $coordinator.path) {
                        List {
                            Button("Details") { coordinator.push(.details) }
                        }
                        .navigationDestination(for: \(destinationType).self) { route in
                            Text("Route")
                        }
                    }
                }
            }
        }

        """, to: root.appendingPathComponent("Movee/MoveeApp.swift"))
    }

    func testAPushThroughTheProtocolsExtensionWithNoDestinationIsFound() throws {
        try app(destinationType: "Int")
        let run = try NavLintProcess.run(["--color", "never", "Movee"], in: root)
        XCTAssertTrue(run.stdout.contains("Movee/MoveeApp.swift:43:21: error: this Button puts a AppRoute on the path, but no navigationDestination for AppRoute is visible to the stack [link-without-destination]"), run.stdout)
        XCTAssertEqual(run.status, 1, run.stdout)
    }

    /// The same app with a representable whose nested `Coordinator` class shares the protocol's name (in a file read
    /// after the protocol's): a top-level `extension Coordinator` extends the protocol, never the nested class.
    func testANestedTypeNamedLikeTheProtocolDoesNotTakeItsExtension() throws {
        try app(destinationType: "Int")
        try write("""
        import SwiftUI
        import WebKit

        struct WebView: UIViewRepresentable {
            func makeUIView(context: Context) -> WKWebView { WKWebView() }
            func updateUIView(_ view: WKWebView, context: Context) {}
            func makeCoordinator() -> Coordinator { Coordinator() }

            class Coordinator: NSObject, WKNavigationDelegate {}
        }

        """, to: root.appendingPathComponent("Movee/Views/WebView.swift"))
        let run = try NavLintProcess.run(["--color", "never", "Movee"], in: root)
        XCTAssertTrue(run.stdout.contains("Movee/MoveeApp.swift:43:21: error: this Button puts a AppRoute on the path, but no navigationDestination for AppRoute is visible to the stack [link-without-destination]"), run.stdout)
    }

    func testAPushThroughTheProtocolsExtensionIsModelled() throws {
        try app(destinationType: "AppRoute")
        let run = try NavLintProcess.run(["--color", "never", "Movee"], in: root)
        XCTAssertEqual(run.status, 0, run.stdout)
        XCTAssertTrue((run.stdout + run.stderr).contains("navigation: 3 of 3 sites modelled (100%)"), run.stdout + run.stderr)
    }
}
