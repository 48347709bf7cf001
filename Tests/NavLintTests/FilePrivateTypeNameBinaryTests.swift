import Foundation
import XCTest

/// Swift finds a `private`/`fileprivate` top-level type only in its own file, so two files may each declare one of the
/// same name (`private struct Row: View`, `private final class FeatureModel`), and each file's code means its own. The
/// module's type table was by name: the second declaration was merged into the first, so the second file's views
/// showed the first file's body and its state had the first file's types. Now each such type has its file's name for
/// it (`Chefs.swift.Row`) and each file's code finds its own (`SwiftModule.fileTypes`).
/// - Views: a link in one file's `Row` to a type with no destination is reported; the other file's `Row`, whose link
///   has its destination, gives no finding (before: its destination was reported unreachable, a false finding).
/// - Models: a stack bound to one file's model's `[Chef]` path, with a Button that pushes a Chef and no destination
///   for it, is reported; the other file's model's `[Recipe]` path with its destination gives no finding (before: two
///   false findings there, "puts a Chef on the path" and an unreachable Recipe destination).
/// Each err case holds one mistake, reported; each ok twin lints clean.
final class FilePrivateTypeNameBinaryTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        try skipWithoutSwiftFrontEnd(); root = try makeTemporaryDirectory() }
    override func tearDownWithError() throws { if let root { try? FileManager.default.removeItem(at: root) } }

    private func lint(_ files: [String: String]) throws -> NavLintProcess.Output {
        for (name, text) in files { try write(text, to: root.appendingPathComponent("App/\(name)")) }
        return try NavLintProcess.run(["--verbose", "App"], in: root)
    }

    static let app = """
        import SwiftUI

        struct Recipe: Hashable { var name: String }
        struct Chef: Hashable { var name: String }

        @main
        struct CookApp: App {
            var body: some Scene {
                WindowGroup {
                    TabView {
                        RecipesView()
                        ChefsView()
                    }
                }
            }
        }
        """

    static func rowFiles(chefDestination: Bool) -> [String: String] {
        [
            "App.swift": app,
            "Recipes.swift": """
            import SwiftUI

            struct RecipesView: View {
                var body: some View {
                    NavigationStack {
                        Row(title: "Soup")
                            .navigationDestination(for: Recipe.self) { recipe in Text(recipe.name) }
                    }
                }
            }

            private struct Row: View {
                let title: String
                var body: some View {
                    NavigationLink(title, value: Recipe(name: title))
                }
            }
            """,
            "Chefs.swift": """
            import SwiftUI

            struct ChefsView: View {
                var body: some View {
                    NavigationStack {
                        Row(chef: Chef(name: "Ana"))
                            \(chefDestination ? ".navigationDestination(for: Chef.self) { chef in Text(chef.name) }" : "")
                    }
                }
            }

            private struct Row: View {
                let chef: Chef
                var body: some View {
                    NavigationLink(chef.name, value: chef)
                }
            }
            """,
        ]
    }

    static func modelFiles(chefDestination: Bool) -> [String: String] {
        [
            "App.swift": app,
            "Recipes.swift": """
            import SwiftUI

            struct RecipesView: View {
                @State private var model = FeatureModel()
                var body: some View {
                    NavigationStack(path: $model.path) {
                        Button("Soup") { model.path.append(Recipe(name: "Soup")) }
                            .navigationDestination(for: Recipe.self) { recipe in Text(recipe.name) }
                    }
                }
            }

            @Observable
            private final class FeatureModel {
                var path: [Recipe] = []
            }
            """,
            "Chefs.swift": """
            import SwiftUI

            struct ChefsView: View {
                @State private var model = FeatureModel()
                var body: some View {
                    NavigationStack(path: $model.path) {
                        Button("Ana") { model.path.append(Chef(name: "Ana")) }
                            \(chefDestination ? ".navigationDestination(for: Chef.self) { chef in Text(chef.name) }" : "")
                    }
                }
            }

            @Observable
            fileprivate final class FeatureModel {
                var path: [Chef] = []
            }
            """,
        ]
    }

    func testEachFilesPrivateViewShowsItsOwnBody() throws {
        let err = try lint(Self.rowFiles(chefDestination: false))
        XCTAssertEqual(err.status, 1, err.stdout + err.stderr)
        XCTAssertTrue(err.stdout.contains("App/Chefs.swift:15:9: error: no navigationDestination for Chef is visible from this link"), err.stdout)
        XCTAssertEqual(err.stdout.components(separatedBy: "error:").count - 1, 1, err.stdout)
        XCTAssertFalse(err.stdout.contains("unreachable-destination"), err.stdout)
        XCTAssertTrue(err.stdout.contains("navigation: 6 of 6 sites modelled (100%)"), err.stdout)

        try FileManager.default.removeItem(at: root.appendingPathComponent("App"))
        let ok = try lint(Self.rowFiles(chefDestination: true))
        XCTAssertEqual(ok.status, 0, ok.stdout + ok.stderr)
        XCTAssertFalse(ok.stdout.contains("error:") || ok.stdout.contains("warning:"), ok.stdout)
    }

    func testEachFilesPrivateModelHoldsItsOwnState() throws {
        let err = try lint(Self.modelFiles(chefDestination: false))
        XCTAssertEqual(err.status, 1, err.stdout + err.stderr)
        XCTAssertTrue(err.stdout.contains("App/Chefs.swift:7:13: error: this Button puts a Chef on the path, but no navigationDestination for Chef"), err.stdout)
        XCTAssertEqual(err.stdout.components(separatedBy: "error:").count - 1, 1, err.stdout)
        XCTAssertFalse(err.stdout.contains("App/Recipes.swift"), err.stdout)

        try FileManager.default.removeItem(at: root.appendingPathComponent("App"))
        let ok = try lint(Self.modelFiles(chefDestination: true))
        XCTAssertEqual(ok.status, 0, ok.stdout + ok.stderr)
        XCTAssertFalse(ok.stdout.contains("error:") || ok.stdout.contains("warning:"), ok.stdout)
    }
}
