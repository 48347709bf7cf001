import Foundation
import XCTest

/// Issue 22 (coverage): a view's property with no annotation whose value is a static property of one of the module's
/// types (`var dataModel = DataModel.shared`, Apple's NavigationCookbook) is of the type that static property declares
/// or makes (`static let shared = DataModel()`), so `dataModel.recipes(in:)` is the model's method and the rows of a
/// `ForEach` over it are `Recipe`s. Before, the property had no type: the rows were unknown, a link's value of an
/// unknown type, and a link with no destination for its type went unreported.
final class StaticMemberTypedPropertyCoverageTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        try skipWithoutSwiftFrontEnd(); root = try makeTemporaryDirectory() }
    override func tearDownWithError() throws { if let root { try? FileManager.default.removeItem(at: root) } }

    static func app(shared: String, destination: Bool) -> String {
        """
        import SwiftUI

        struct Recipe: Hashable, Identifiable {
            let id: Int
            let name: String
        }

        final class DataModel: ObservableObject {
            \(shared)
            @Published var recipes: [Recipe] = []
            func recipes(in category: String) -> [Recipe] { recipes }
        }

        struct StackContentView: View {
            var dataModel = DataModel.shared
            var body: some View {
                NavigationStack {
                    List {
                        ForEach(dataModel.recipes(in: "Main")) { recipe in
                            NavigationLink(recipe.name, value: recipe)
                        }
                    }
                    \(destination ? ".navigationDestination(for: Recipe.self) { recipe in Text(recipe.name) }" : "")
                }
            }
        }

        @main
        struct DemoApp: App {
            var body: some Scene { WindowGroup { StackContentView() } }
        }

        """
    }

    private func lint(_ text: String) throws -> NavLintProcess.Output {
        try NavLintProcess.lint(text, at: "App/App.swift", in: root, verbose: true)
    }

    func testTheSharedInstancesTypeTypesTheRows() throws {
        for shared in ["static let shared = DataModel()", "static let shared: DataModel = DataModel()", "static let shared: DataModel = .init()"] {
            let output = try lint(Self.app(shared: shared, destination: false))
            XCTAssertFalse(output.stderr.contains("opaque"), "\(shared)\n\(output.stderr)")
            XCTAssertTrue(output.stdout.contains("App/App.swift:20:21: error: no navigationDestination for Recipe is visible from this link, so it never does anything [link-without-destination]"),
                          "\(shared)\n\(output.stdout)")
        }
    }

    func testWithTheDestinationItLintsClean() throws {
        let output = try lint(Self.app(shared: "static let shared = DataModel()", destination: true))
        XCTAssertEqual(output.status, 0, output.stdout)
        XCTAssertFalse(output.stderr.contains("opaque"), output.stderr)
        XCTAssertFalse(output.stdout.contains("warning") || output.stdout.contains("error"), output.stdout)
    }

    /// A computed static (`static var current: DataModel { ... }`) runs code: the property stays untyped, as before.
    func testAComputedStaticLeavesThePropertyUntyped() throws {
        let output = try lint(Self.app(shared: "static var shared: DataModel { DataModel() }", destination: false))
        XCTAssertTrue(output.stderr.contains("opaque value 'a link's value of an unknown type'"), output.stderr)
        XCTAssertFalse(output.stdout.contains("link-without-destination"), output.stdout)
    }
}
