import Foundation
import XCTest

/// Found on public apps outside the corpus: view helpers the front end left unknown although the code names them
/// exactly. A view's `private func caption(_ text: String) -> Text` called by name (it returns one of SwiftUI's leaf
/// views: it draws and cannot navigate), and `builder.view(for: route)` inside `Router.view(for:)`: the module's table of view methods by
/// name answered `view` with the router's own method (declared first), so the builder's method, of the type its
/// property is declared as, was never read and what it shows was unknown.
final class ViewHelperBinaryTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        try skipWithoutSwiftFrontEnd(); root = try makeTemporaryDirectory() }
    override func tearDownWithError() throws { if let root { try? FileManager.default.removeItem(at: root) } }

    func app(detail: String, link: String) throws {
        try write("""
        import SwiftUI

        enum Route: Hashable { case detail }
        enum Other: Hashable { case about }

        @Observable final class Router {
            var path = NavigationPath()
            let builder = RouteViewBuilder()

            func view(for route: Route) -> some View {
                builder.view(for: route)
            }
        }

        final class RouteViewBuilder {
            @ViewBuilder func view(for route: Route) -> some View {
                switch route {
                case .detail: DetailView()
                }
            }
        }

        @main
        struct DemoApp: App {
            @State private var router = Router()
            var body: some Scene {
                WindowGroup {
                    NavigationStack(path: $router.path) {
                        HomeView()
                            .navigationDestination(for: Route.self) { route in
                                router.view(for: route)
                            }
                    }
                }
            }
        }

        struct HomeView: View {
            var body: some View {
                List {
                    NavigationLink("Detail", value: Route.detail)
                    caption("Links")
                    \(link)
                }
            }

            private func caption(_ text: String) -> Text {
                Text(text).font(.caption)
            }
        }

        struct DetailView: View {
            var body: some View {
                \(detail)
            }
        }

        """, to: root.appendingPathComponent("Demo/DemoApp.swift"))
    }

    func lint() throws -> (out: String, status: Int32) {
        let run = try NavLintProcess.run(["--color", "never", "Demo"], in: root)
        return (run.stdout + run.stderr, run.status)
    }

    func testAStackInTheViewTheBuildersMethodShowsIsFound() throws {
        try app(detail: "NavigationStack { Text(\"Detail\") }", link: "NavigationLink(\"About\", value: Other.about)")
        let run = try lint()
        XCTAssertTrue(run.out.contains("Demo/DemoApp.swift:54:9: error: this NavigationStack is pushed onto another NavigationStack; a pushed view already lives in the outer stack [nested-stack]"), run.out)
        XCTAssertTrue(run.out.contains("Demo/DemoApp.swift:43:13: error: no navigationDestination for Other is visible from this link, so it never does anything [link-without-destination]"), run.out)
        XCTAssertTrue(run.out.contains("navigation: 5 of 5 sites modelled (100%)"), run.out)
    }

    func testTheHelpersAreReadAndNothingIsReportedOnACorrectApp() throws {
        try app(detail: "Text(\"Detail\")", link: "Text(\"About\")")
        let run = try lint()
        XCTAssertEqual(run.status, 0, run.out)
        XCTAssertTrue(run.out.contains("navigation: 3 of 3 sites modelled (100%)"), run.out)
    }
}
