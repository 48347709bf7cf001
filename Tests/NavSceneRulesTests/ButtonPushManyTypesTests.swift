import NavSceneDiagnostics
import NavSceneLoader
@testable import NavSceneRules
import XCTest

/// `link-without-destination` for values Buttons append to a path, on one stack that registers many types (more
/// than `AbstractValue.limit`, so the path's pushed values widen): each type is looked up among the stack's
/// registrations by type. Every mapped type is silent; the one type with no destination is the only finding.
final class ButtonPushManyTypesTests: XCTestCase {
    /// `count` feature types; every Button appends one; destinations registered for all but `missing`.
    func scene(count: Int, missing: Int?) -> String {
        var lines = ["scene: Many", "types:"]
        lines += (0..<count).map { "  F\($0): { enum: [a, b] }" }
        lines += ["state:", "  path: NavigationPath", "views:", "  Home:", "    body:", "      List:"]
        lines += (0..<count).map { "        - Button: { title: Open \($0), action: [{ append: { path: F\($0).b } }] }" }
        lines += ["      navigationDestination:"]
        for k in 0..<count where k != missing {
            lines += ["        - for: F\(k)", "          as: value", "          destination: { Text: Feature \(k) }"]
        }
        lines += ["root:", "  NavigationStack: { path: $path, root: [Home] }"]
        return lines.joined(separator: "\n") + "\n"
    }

    func findings(_ text: String) throws -> [Diagnostic] {
        let load = SceneLoader.load(source: SourceFile(path: "scene.yaml", bytes: Array(text.utf8)))
        XCTAssertEqual(load.diagnostics.filter { $0.severity == .error }.map(\.message), [])
        _ = try XCTUnwrap(load.scene)
        return lint(load).filter { $0.id == "link-without-destination" }
    }

    func testEveryAppendedTypeMappedIsSilent() throws {
        XCTAssertEqual(try findings(scene(count: 80, missing: nil)).map(\.message), [])
    }

    func testTheOneUnmappedTypeIsReportedAtItsButton() throws {
        let found = try findings(scene(count: 80, missing: 57))
        XCTAssertEqual(found.map(\.message),
                       ["this Button puts a F57 on the path, but no navigationDestination for F57 is visible to the stack"])
        // At F57's Button: after the header and 80 types (82 lines), state (2), views/Home/body/List (4), 57 rows.
        XCTAssertEqual(found.first?.range.start.line, 82 + 2 + 4 + 57 + 1)
    }
}
