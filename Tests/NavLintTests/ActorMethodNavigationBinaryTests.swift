import Foundation
import XCTest

/// An actor that holds the app's router and pushes from its method (`await loader.finish()` running
/// `router.path.append(1)` on the main actor): the actor is a reference type of the module whose methods run on what
/// it holds, read as a class is. It was another module's value, holding nothing, so the push was missed and the
/// destination it reaches reported unreachable (a false finding). An actor whose method pushes nothing leaves the
/// destination unreachable: reported.
final class ActorMethodNavigationBinaryTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        try skipWithoutSwiftFrontEnd(); root = try makeTemporaryDirectory() }
    override func tearDownWithError() throws { if let root { try? FileManager.default.removeItem(at: root) } }

    static func module(finish: String) -> String {
        """
        import SwiftUI
        import Observation

        @Observable
        final class Router {
            var path: [Int] = []
        }

        actor Loader {
            let router: Router
            init(router: Router) { self.router = router }
            func finish() async {
                \(finish)
            }
        }

        @main
        struct LoaderApp: App {
            @State private var router = Router()
            var body: some Scene {
                WindowGroup { Home(router: router, loader: Loader(router: router)) }
            }
        }

        struct Home: View {
            @Bindable var router: Router
            let loader: Loader
            var body: some View {
                NavigationStack(path: $router.path) {
                    Button("Load") {
                        Task { await loader.finish() }
                    }
                    .navigationDestination(for: Int.self) { n in
                        Text("Item \\(n)")
                    }
                }
            }
        }
        """
    }

    func testAnActorsMethodThatPushesReachesTheDestination() throws {
        let pushes = try NavLintProcess.lint(Self.module(finish: "await MainActor.run { router.path.append(1) }"), at: "App/Home.swift", in: root)
        XCTAssertEqual(pushes.status, 0, pushes.stdout + pushes.stderr)
        XCTAssertFalse(pushes.stdout.contains("[unreachable-destination]"), pushes.stdout)

        try? FileManager.default.removeItem(at: root.appendingPathComponent("App"))
        let idle = try NavLintProcess.lint(Self.module(finish: "print(\"done\")"), at: "App/Home.swift", in: root)
        XCTAssertTrue(idle.stdout.contains("warning: no link, button or action in any reachable state presents this destination for Int [unreachable-destination]"),
                      idle.stdout)
    }
}
