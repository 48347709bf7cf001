import NavSceneDiagnostics
import NavSceneLoader
import NavSceneModel
@testable import NavSceneSwift
import XCTest

/// `openURL(url)` of `@Environment(\.openURL)`: the URL leaves the app, or comes back through the app's receivers of
/// URLs (`.onOpenURL`, an installed `OpenURLAction`, a delegate's `application(_:open:options:)`...). It may navigate
/// only when one of them may, and then it runs their statements (`openURLStatements`): what is unknown in them is
/// unknown where it is, in the receiver.
final class OpenURLReachTests: XCTestCase {
    func unknown(receivers: String, extra: String = "") throws -> [String] {
        try load(receivers: receivers, extra: extra).opaque.filter(\.isUnknownNavigation).map(\.what)
    }

    /// The state the Docs button's action writes, in any branch.
    func written(receivers: String) throws -> [String] {
        let scene = try load(receivers: receivers)
        return scene.nodes.flatMap { node -> [Statement] in
            if case .button(let button) = node.element { return Statement.flattened(button.action) }
            return []
        }.compactMap(\.target)
    }

    func load(receivers: String, extra: String = "") throws -> Scene {
        let source = """
        import SwiftUI

        enum Page: Hashable { case first, second }

        struct Home: View {
            @State private var path: [Page] = []
            @Environment(\\.openURL) private var openURL

            var body: some View {
                NavigationStack(path: $path) {
                    Button("Docs") { openURL(URL(string: "https://example.com")!) }
                        .navigationDestination(for: Page.self) { page in Text("page") }
                }
        \(receivers)
            }
        }
        \(extra)
        """
        let result = SwiftFrontEnd.load([SourceFile(path: "App.swift", text: source)], name: "Test")
        XCTAssertEqual(result.diagnostics.filter { $0.severity != .info }.map(\.message), [])
        return try XCTUnwrap(result.scene)
    }

    func testWithNoReceiverOpeningAURLLeavesTheApp() throws {
        XCTAssertEqual(try unknown(receivers: ""), [])
    }

    func testAReceiverThatCannotNavigateKeepsItOutOfTheApp() throws {
        XCTAssertEqual(try unknown(receivers: "        .onOpenURL { url in print(url) }"), [])
    }

    func testAReceiverThatNavigatesRunsWhereTheURLIsOpened() throws {
        XCTAssertEqual(try unknown(receivers: "        .onOpenURL { url in path.append(.second) }"), [])
        XCTAssertEqual(try written(receivers: "        .onOpenURL { url in path.append(.second) }"), ["path"])
    }

    func testAnInstalledHandlerThatNavigatesRunsWhereTheURLIsOpened() throws {
        let installed = """
                .environment(\\.openURL, OpenURLAction { url in
                    path.append(.first)
                    return .handled
                })
        """
        XCTAssertEqual(try unknown(receivers: installed), [])
        XCTAssertEqual(try written(receivers: installed), ["path"])
    }

    func testADelegateReceivingURLsThatNavigatesIsUnknownWhereItNavigates() throws {
        let delegate = """
        final class Router { var path: [Page] = [] }
        let router = Router()
        final class AppDelegate: NSObject, UIApplicationDelegate {
            func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any] = [:]) -> Bool {
                router.path.append(.second)
                return true
            }
        }
        struct RouterView: View {
            @State private var router = Router()
            var body: some View {
                NavigationStack(path: $router.path) {
                    Text("Router").navigationDestination(for: Page.self) { _ in Text("page") }
                }
            }
        }
        """
        XCTAssertEqual(try unknown(receivers: "", extra: delegate), ["router.path.append(.second)"])
    }

    func testAHandlerGivenAsAFunctionIsUnknown() throws {
        XCTAssertEqual(try unknown(receivers: "        .onOpenURL(perform: handle)", extra: "func handle(_ url: URL) {}"),
                       ["openURL(URL(string: \"https://example.com\")!)"])
    }
}
