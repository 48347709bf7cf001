import Foundation
import XCTest

/// Found on a public app outside the corpus: a coordinator handed down through a custom environment key
/// (`extension EnvironmentValues { var coordinator: AppCoordinator? }`, or `@Entry`), read with
/// `@Environment(\.coordinator)` and called as `coordinator?.push(.detail)`, `if let coordinator { ... }` or
/// `guard let coordinator else { return }`. Every push was unknown: the key path was not taken for the value the
/// module declares, and a method called through `?` or on an unwrapped local was not run. Swift runs the method when
/// the object is there; whether it is is not told (an unknown Bool), so the push may happen and nothing else.
final class OptionalCoordinatorBinaryTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        try skipWithoutSwiftFrontEnd(); root = try makeTemporaryDirectory() }
    override func tearDownWithError() throws { if let root { try? FileManager.default.removeItem(at: root) } }

    /// The app: the coordinator pushes `Route`; the stack declares destinations for `destinations`. `environment` is
    /// how the key is declared; `calls` is the body of `HomeView`'s List; `pushExtra` is added to the push method.
    func app(destinations: [String], environment: String = entryKey, calls: String = "Button(\"Detail\") { coordinator?.push(.detail) }",
             pushExtra: String = "") throws {
        let declared = destinations.map { ".navigationDestination(for: \($0).self) { _ in Text(\"\($0)\") }" }
            .joined(separator: "\n                ")
        try write("""
        import SwiftUI

        enum Route: Hashable { case detail, settings }
        enum Lost: Hashable { case one }

        final class AppCoordinator: ObservableObject {
            @Published var path = NavigationPath()
            func push(_ r: Route) {
                path.append(r)\(pushExtra)
            }
        }

        \(environment)

        @main
        struct DemoApp: App {
            @StateObject private var coordinator = AppCoordinator()
            var body: some Scene {
                WindowGroup {
                    NavigationStack(path: $coordinator.path) {
                        HomeView()
                            \(declared)
                    }
                    .environment(\\.coordinator, coordinator)
                }
            }
        }

        struct HomeView: View {
            @Environment(\\.coordinator) private var coordinator
            var body: some View {
                List {
                    \(calls)
                }
            }
        }

        """, to: root.appendingPathComponent("Demo/DemoApp.swift"))
    }

    static let entryKey = """
    extension EnvironmentValues {
        @Entry var coordinator: AppCoordinator? = nil
    }
    """

    static let classicKey = """
    private struct CoordinatorKey: EnvironmentKey {
        static let defaultValue: AppCoordinator? = nil
    }

    extension EnvironmentValues {
        var coordinator: AppCoordinator? {
            get { self[CoordinatorKey.self] }
            set { self[CoordinatorKey.self] = newValue }
        }
    }
    """

    func lint() throws -> (out: String, status: Int32) {
        let run = try NavLintProcess.run(["--color", "never", "Demo"], in: root)
        return (run.stdout + run.stderr, run.status)
    }

    func testAPushThroughAnOptionalEnvironmentCoordinatorIsModelled() throws {
        try app(destinations: ["Route"])
        let run = try lint()
        XCTAssertEqual(run.status, 0, run.out)
        XCTAssertTrue(run.out.contains("navigation: 3 of 3 sites modelled (100%)"), run.out)
    }

    func testADestinationNothingPushesIsFoundBesideTheCoordinatorsPush() throws {
        try app(destinations: ["Route", "Lost"], environment: Self.classicKey)
        let run = try lint()
        XCTAssertTrue(run.out.contains("Demo/DemoApp.swift:32:18: warning: no link, button or action in any reachable state presents this destination for Lost [unreachable-destination]"), run.out)
        XCTAssertFalse(run.out.contains("destination for Route"), run.out)
    }

    func testAPushWithNoDestinationIsFound() throws {
        try app(destinations: ["Lost"])
        let run = try lint()
        XCTAssertTrue(run.out.contains("Demo/DemoApp.swift:35:13: error: this Button puts a Route on the path, but no navigationDestination for Route is visible to the stack [link-without-destination]"), run.out)
        XCTAssertEqual(run.status, 1, run.out)
    }

    func testUnwrappedLocalsRunTheCoordinatorsMethods() throws {
        try app(destinations: ["Route", "Lost"], environment: Self.classicKey, calls: """
        Button("Settings") {
                        guard let coordinator else { return }
                        coordinator.push(.settings)
                    }
                    if let coordinator {
                        Button("Detail") { coordinator.push(.detail) }
                    }
                    Button("Again") {
                        if let current = coordinator { current.push(.detail) }
                    }
        """)
        let run = try lint()
        XCTAssertTrue(run.out.contains("warning: no link, button or action in any reachable state presents this destination for Lost [unreachable-destination]"), run.out)
        XCTAssertFalse(run.out.contains("destination for Route"), run.out)
        XCTAssertTrue(run.out.contains("navigation: 6 of 6 sites modelled (100%)"), run.out)
    }

    /// A method that also writes what the front end cannot compute (a path another module restores) keeps that write
    /// unknown, and it keeps hiding the absence it may fill.
    func testAnUnknownPushInTheMethodStillHidesTheAbsence() throws {
        try app(destinations: ["Route", "Lost"], pushExtra: "\n        if path.count > 3 { path = Persistence.restore() }")
        let run = try lint()
        XCTAssertFalse(run.out.contains("[unreachable-destination]"), run.out)
        XCTAssertTrue(run.out.contains("1 unknown"), run.out)
    }
}
