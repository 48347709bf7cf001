import Foundation
import XCTest

/// Found on a public app outside the corpus: a generic `ViewModifier<C: Coordinator>` applied by
/// `.coordinated(with: coordinator)` declares `.navigationDestination(for: C.RouteType.self)` and presents
/// `.sheet(item: $coordinator.presentedSheet)` of `@ObservedObject var coordinator: C`. The destination's type was
/// unknown (so it "may declare" any destination and hid every absence finding), and the coordinator's calls were
/// another module's. When the module's protocol has conformers the module decides (no other type can conform), `C` is
/// one of them: `C.RouteType` is what they all answer it with, and a `C` value is the one class that conforms.
final class GenericCoordinatorBinaryTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        try skipWithoutSwiftFrontEnd(); root = try makeTemporaryDirectory() }
    override func tearDownWithError() throws { if let root { try? FileManager.default.removeItem(at: root) } }

    func app(extra: String = "") throws {
        try write("""
        import SwiftUI

        protocol Coordinator: AnyObject, ObservableObject {
            associatedtype RouteType: Hashable & Identifiable
            var path: NavigationPath { get set }
            var presentedSheet: RouteType? { get set }
        }

        extension Coordinator {
            func push(_ route: RouteType) { path.append(route) }
            func present(_ route: RouteType) { presentedSheet = route }
            func dismiss() { presentedSheet = nil }
        }

        enum AppRoute: Hashable, Identifiable {
            case detail, settings
            var id: Self { self }
        }

        enum Other: Hashable, Identifiable { case about; var id: Self { self } }

        final class AppCoordinator: Coordinator {
            typealias RouteType = AppRoute
            @Published var path = NavigationPath()
            @Published var presentedSheet: AppRoute?
        }

        struct CoordinatedModifier<C: Coordinator>: ViewModifier {
            @ObservedObject var coordinator: C

            func body(content: Content) -> some View {
                content
                    .navigationDestination(for: C.RouteType.self) { route in
                        Text("Route")
                    }
                    .sheet(item: $coordinator.presentedSheet) { route in
                        Button("Close") { coordinator.dismiss() }
                    }
            }
        }

        extension View {
            func coordinated<C: Coordinator>(with coordinator: C) -> some View {
                modifier(CoordinatedModifier(coordinator: coordinator))
            }
        }

        @main
        struct DemoApp: App {
            @StateObject private var coordinator = AppCoordinator()
            var body: some Scene {
                WindowGroup {
                    NavigationStack(path: $coordinator.path) {
                        List {
                            Button("Detail") { coordinator.push(.detail) }
                            Button("Settings") { coordinator.present(.settings) }
                            NavigationLink("About", value: Other.about)
                        }
                        .coordinated(with: coordinator)
                    }
                }
            }
        }
        \(extra)
        """, to: root.appendingPathComponent("Demo/DemoApp.swift"))
    }

    func lint() throws -> (out: String, status: Int32) {
        let run = try NavLintProcess.run(["--color", "never", "Demo"], in: root)
        return (run.stdout + run.stderr, run.status)
    }

    func testTheGenericModifiersDestinationIsTheConformersRouteType() throws {
        try app()
        let run = try lint()
        XCTAssertTrue(run.out.contains("Demo/DemoApp.swift:57:21: error: no navigationDestination for Other is visible from this link, so it never does anything [link-without-destination]"), run.out)
        XCTAssertFalse(run.out.contains("AppRoute"), run.out)
        XCTAssertTrue(run.out.contains("navigation: 7 of 7 sites modelled (100%)"), run.out)
    }

    /// A second conformer answering `RouteType` with `Other`: `C` may be either, so the destination's type is not told
    /// and it may be the link's.
    func testConformersThatDifferLeaveTheTypeUnknown() throws {
        try app(extra: """

        final class OtherCoordinator: Coordinator {
            typealias RouteType = Other
            @Published var path = NavigationPath()
            @Published var presentedSheet: Other?
        }

        """)
        let run = try lint()
        XCTAssertFalse(run.out.contains("[link-without-destination]"), run.out)
        XCTAssertTrue(run.out.contains("unknown, --verbose lists them"), run.out)
    }
}
