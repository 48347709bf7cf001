import Foundation
import XCTest

/// Issue 22 (coverage): a property with no annotation holds a value of the type its initializer makes, as Swift infers
/// it: `@State private var router = Nav.Router()`, `= Nav.Router.init()`, `= Router.init(path: [])`,
/// `= Nav.Router.shared` (a stored static whose initializer makes `Self` or the type). Writes and bindings through
/// such a property name the model's state of that class (`router.path.removeAll()`, `$router.path`), so the write and
/// the presentation bound to it meet. Before, the `init` form and a type named through the type nesting it were not
/// followed: the write was an unknown statement and the destination's and the sheet's absence findings were held
/// back. An initializer whose type the front end cannot tell (a function's or a static method's result) stays unknown
/// where it is and still holds the findings back.
final class InitializerTypedPropertyBinaryTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        try skipWithoutSwiftFrontEnd(); root = try makeTemporaryDirectory() }
    override func tearDownWithError() throws { if let root { try? FileManager.default.removeItem(at: root) } }

    static func app(initial: String, action: String) -> String {
        """
        import SwiftUI

        enum Route: Hashable { case detail }

        enum Sheet: String, Identifiable {
            case settings
            var id: String { rawValue }
        }

        enum Nav {
            @Observable final class Router {
                static let shared = Self.init()
                static let main: Router = .init()
                static func make() -> Router { Router() }
                var path: [Route] = []
                var presentedSheet: Sheet?
            }
        }

        func makeRouter() -> Nav.Router { Nav.Router() }

        @Observable final class Store {
            static let shared = Store()
            let router = Nav.Router.init()
        }

        struct RootView: View {
            @State private var router = \(initial)
            @State private var store = Store.shared
            var body: some View {
                NavigationStack(path: $router.path) {
                    Button("Open") {
                        \(action)
                    }
                    .navigationDestination(for: Route.self) { _ in Text("Detail") }
                    .sheet(item: $router.presentedSheet) { _ in SettingsView() }
                }
            }
        }

        struct SettingsView: View {
            var body: some View { Text("Settings") }
        }

        """
    }

    private func lint(_ initial: String, _ action: String) throws -> NavLintProcess.Output {
        try NavLintProcess.lint(Self.app(initial: initial, action: action), at: "App/App.swift", in: root, verbose: true)
    }

    static let madeForms = ["Nav.Router()", "Nav.Router.init()", "Nav.Router.shared", "Nav.Router.main", "Store.shared.router"]

    func testAWriteThatNeitherPushesNorPresentsIsChecked() throws {
        for initial in Self.madeForms {
            let output = try lint(initial, "router.path.removeAll(); router.presentedSheet = nil")
            XCTAssertTrue(output.stdout.contains("unreachable-destination"), initial + "\n" + output.stdout + output.stderr)
            XCTAssertTrue(output.stdout.contains("unreachable-view"), initial + "\n" + output.stdout)
            XCTAssertTrue(output.stdout.hasSuffix("sites modelled (100%)\n"), initial + "\n" + output.stdout)
        }
    }

    func testAWriteThatPushesMakesTheDestinationReachable() throws {
        for initial in Self.madeForms {
            let output = try lint(initial, "router.path.append(.detail)")
            XCTAssertFalse(output.stdout.contains("unreachable-destination"), initial + "\n" + output.stdout)
            XCTAssertTrue(output.stdout.contains("unreachable-view"), initial + "\n" + output.stdout)
            XCTAssertTrue(output.stdout.hasSuffix("sites modelled (100%)\n"), initial + "\n" + output.stdout)
        }
    }

    func testAChainThroughAModelsInitializerTypedPropertyIsNamed() throws {
        let output = try lint("Nav.Router()", "store.router.presentedSheet = nil")
        XCTAssertTrue(output.stdout.contains("unreachable-view"), output.stdout + output.stderr)
        XCTAssertFalse(output.stderr.contains("opaque statement 'store.router"), output.stderr)
    }

    func testAnInitializerOfUnknownTypeStaysUnknownAndHoldsTheFindingsBack() throws {
        for initial in ["makeRouter()", "Nav.Router.make()"] {
            let output = try lint(initial, "router.path.removeAll(); router.presentedSheet = nil")
            XCTAssertFalse(output.stdout.contains("unreachable-destination"), initial + "\n" + output.stdout)
            XCTAssertFalse(output.stdout.contains("unreachable-view"), initial + "\n" + output.stdout)
        }
    }
}
