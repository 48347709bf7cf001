import NavSceneDiagnostics
import NavSceneModel
@testable import NavSceneSwift
import XCTest

/// `if screen == .settings`: the implicit member on one side of `==` (or `!=`) is of the other side's type, so the
/// condition is computed (the interpreter decides it), not an unknown Bool that takes both branches.
final class ImplicitMemberComparisonTests: XCTestCase {
    static let text = """
    import SwiftUI

    enum Screen: Hashable { case home, settings }

    struct RootView: View {
        @State private var screen: Screen = .home

        var body: some View {
            if screen == .settings {
                Text("Settings")
            }
            if .home != screen {
                Text("Away")
            }
        }
    }
    """

    func testBothSidesAreComputed() throws {
        let result = SwiftFrontEnd.load([SourceFile(path: "App.swift", text: ImplicitMemberComparisonTests.text)], name: "Test")
        let scene = try XCTUnwrap(result.scene)
        // No condition is left unknown.
        XCTAssertEqual(scene.opaque.filter { $0.what.hasPrefix("if ") }.map(\.what), [])
        var operators: [NavSceneModel.Expression.BinaryOperator] = []
        for node in scene.nodes {
            if case .conditional(let c) = node.element, case .binary(let op, _, _) = c.condition.kind { operators.append(op) }
        }
        XCTAssertEqual(operators, [.equal, .notEqual])
    }
}
