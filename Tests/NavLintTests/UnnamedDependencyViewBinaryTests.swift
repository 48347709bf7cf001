import Foundation
import XCTest

/// Issue 22 (speed): in a lint of a whole package, a module's view that no importing target names is translated and
/// analysed by its own module's target only (`DependencyModules.viewsNothingNames`); what is wrong inside it is
/// still reported, once, and the same view written right lints clean.
final class UnnamedDependencyViewBinaryTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        try skipWithoutSwiftFrontEnd(); root = try makeTemporaryDirectory() }
    override func tearDownWithError() throws { if let root { try? FileManager.default.removeItem(at: root) } }

    /// `Orders` is public and no other module names it; `Feed` is shown by the app (and by the widgets' target,
    /// which imports the package too).
    func writePackage(ordersRows: String, onList: String = "", preview: String = "") throws {
        try write("""
        // swift-tools-version: 5.9
        import PackageDescription

        let package = Package(
            name: "Shop",
            targets: [
                .target(name: "Features", path: "Sources/Features"),
                .target(name: "Widgets", dependencies: ["Features"], path: "Sources/Widgets"),
                .executableTarget(name: "ShopApp", dependencies: ["Features"], path: "Sources/ShopApp"),
            ]
        )

        """, to: root.appendingPathComponent("Package.swift"))
        try write("""
        import SwiftUI

        public struct Order: Hashable, Identifiable {
            public var id: Int
        }

        public struct Orders: View {
            let orders = [Order(id: 1)]
            public init() {}

            public var body: some View {
                NavigationStack {
                    List {
                        ForEach(orders) { order in
                            \(ordersRows)
                        }
                    }\(onList)
                }
            }
        }
        \(preview)

        """, to: root.appendingPathComponent("Sources/Features/Orders.swift"))
        try write("""
        import SwiftUI

        public struct Feed: View {
            public init() {}

            public var body: some View {
                List { Text("Today") }
            }
        }

        """, to: root.appendingPathComponent("Sources/Features/Feed.swift"))
        try write("""
        import Features
        import SwiftUI

        struct FeedWidgetView: View {
            var body: some View {
                Feed()
            }
        }

        """, to: root.appendingPathComponent("Sources/Widgets/FeedWidgetView.swift"))
        try write("""
        import Features
        import SwiftUI

        @main
        struct ShopApp: App {
            var body: some Scene {
                WindowGroup {
                    NavigationStack { Feed() }
                }
            }
        }

        """, to: root.appendingPathComponent("Sources/ShopApp/ShopApp.swift"))
    }

    func testAMistakeInAViewNoImporterNamesIsReportedOnceByItsOwnTarget() throws {
        try writePackage(ordersRows: """
        NavigationLink("Order", value: order)
                                .navigationDestination(for: Order.self) { shown in Text("\\(shown.id)") }
        """)
        let output = try NavLintProcess.run(["--color", "never", "."], in: root)
        let lines = output.stdout.split(separator: "\n").filter { $0.contains("Sources/Features/Orders.swift:16:") }
        XCTAssertEqual(lines.filter { $0.contains("destination-in-lazy-container") }.count, 1, output.stdout)
        XCTAssertEqual(lines.filter { $0.contains("destination-in-foreach") }.count, 1, output.stdout)
    }

    func testTheSameViewWrittenRightLintsClean() throws {
        try writePackage(ordersRows: """
        NavigationLink("Order", value: order)
        """, onList: """

                            .navigationDestination(for: Order.self) { shown in Text("\\(shown.id)") }
        """)
        let output = try NavLintProcess.run(["--color", "never", "."], in: root)
        XCTAssertFalse(output.stdout.contains("destination-in"), output.stdout)
        XCTAssertFalse(output.stdout.contains("Orders.swift"), output.stdout)
    }

    /// `Orders` named by its file's previews only (a `#Preview` and a `PreviewProvider`, which no importer's program
    /// can run): still its own module's, the mistake reported once, and the view written right lints clean.
    let previews = """
    #Preview { Orders() }
    struct Orders_Previews: PreviewProvider { static var previews: some View { Orders() } }
    """

    func testAMistakeInAViewOnlyPreviewsNameIsReportedOnceByItsOwnTarget() throws {
        try writePackage(ordersRows: """
        NavigationLink("Order", value: order)
                                .navigationDestination(for: Order.self) { shown in Text("\\(shown.id)") }
        """, preview: previews)
        let output = try NavLintProcess.run(["--color", "never", "."], in: root)
        let lines = output.stdout.split(separator: "\n").filter { $0.contains("Sources/Features/Orders.swift:16:") }
        XCTAssertEqual(lines.filter { $0.contains("destination-in-lazy-container") }.count, 1, output.stdout)
        XCTAssertEqual(lines.filter { $0.contains("destination-in-foreach") }.count, 1, output.stdout)
    }

    func testTheSameViewOnlyPreviewsNameWrittenRightLintsClean() throws {
        try writePackage(ordersRows: """
        NavigationLink("Order", value: order)
        """, onList: """

                            .navigationDestination(for: Order.self) { shown in Text("\\(shown.id)") }
        """, preview: previews)
        let output = try NavLintProcess.run(["--color", "never", "."], in: root)
        XCTAssertFalse(output.stdout.contains("destination-in"), output.stdout)
        XCTAssertFalse(output.stdout.contains("Orders.swift"), output.stdout)
    }
}
