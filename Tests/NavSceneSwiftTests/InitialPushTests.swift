import NavSceneDiagnostics
import NavSceneModel
@testable import NavSceneSwift
import XCTest

/// A model's initializer that pushes onto its path (directly, or through the type's own methods: `init` ->
/// `open(number:)` -> `go(.detail(n))` -> `path.append(page)`) makes the path start unknown; where every such push
/// appends a value whose type the code writes, the launch may start with values of those types
/// (`StateVariable.initialPushes`), each at the initializer's call that leads to it. Anything else the initializers do
/// to the path leaves it unknown, naming no type.
final class InitialPushTests: XCTestCase {
    func load(_ source: String) throws -> Scene {
        let result = SwiftFrontEnd.load([SourceFile(path: "App.swift", text: source)], name: "Test")
        XCTAssertEqual(result.diagnostics.filter { $0.severity != .info }.map(\.message), [])
        return try XCTUnwrap(result.scene)
    }

    /// `initBody` is the initializer's body; `members` further members of the model.
    func model(_ initBody: String, _ members: String = "", path: String = "NavigationPath()") -> String {
        """
        import SwiftUI

        enum Page: Hashable { case start, detail(Int), about }

        @Observable
        final class Flow {
            var path = \(path)
            init(restored: Int?) {
        \(initBody)
            }
            private func go(_ page: Page) {
                path.append(page)
            }
            private func open(number: Int) {
                go(.detail(number))
            }
        \(members)
        }

        struct FlowView: View {
            @State private var flow = Flow(restored: nil)
            var body: some View {
                NavigationStack(path: $flow.path) {
                    Text("Start")
                }
            }
        }
        """
    }

    func path(_ scene: Scene) throws -> StateVariable { try XCTUnwrap(scene.state.first { $0.name == "path" }) }

    func testPushesThroughTheTypesMethodsNameTheParametersType() throws {
        let state = try path(load(model("        if let restored { open(number: restored) }")))
        XCTAssertTrue(state.isUnknown)
        XCTAssertEqual(state.initialPushes.map(\.type), ["Page"])
        XCTAssertEqual(state.initialPushes.map(\.range.start.line), [9])  // the initializer's call
        XCTAssertEqual(state.initialPushes.map(\.append.start.line), [12])  // `path.append(page)`
    }

    func testADirectAppendOfAQualifiedValueIsItsOwnOrigin() throws {
        let state = try path(load(model("        path.append(Page.about)")))
        XCTAssertEqual(state.initialPushes.map(\.type), ["Page"])
        XCTAssertEqual(state.initialPushes.first?.range, state.initialPushes.first?.append)
    }

    func testAnImplicitMemberNamesATypedPathsElementOnly() throws {
        let typed = try path(load(model("        path.append(.about)", path: "[Page]()")))
        XCTAssertEqual(typed.initialPushes.map(\.type), ["Page"])
        let erased = try path(load(model("        path.append(.about)")))
        XCTAssertTrue(erased.isUnknown)
        XCTAssertEqual(erased.initialPushes.map(\.type), [])
    }

    func testAnyOtherStartLeavesThePathNamingNoType() throws {
        // A value whose type the code does not write, a parameter the body binds again, a non-empty value given, a
        // call other than an append or a removal: the path stays any value of any type.
        let starts: [(String, String)] = [
            ("        path.append(pick())", "    func pick() -> Page { .about }"),
            ("        reopen(restored ?? 0)", "    private func reopen(_ page: Int) { let page = Page.about; path.append(page) }"),
            ("        open(number: 1); path = NavigationPath([Page.about])", ""),
            ("        open(number: 1); path.append(contentsOf: [Page.about])", ""),
            // Another initializer: the one that pushes may never make the model the stack shows.
            ("        open(number: 1)", "    init() {}"),
        ]
        for (body, members) in starts {
            let state = try path(load(model(body, members)))
            XCTAssertTrue(state.isUnknown, body)
            XCTAssertEqual(state.initialPushes.map(\.type), [], body)
        }
    }

    func testARemovalKeepsThePushesTyped() throws {
        let state = try path(load(model("        open(number: 1); path.removeLast()")))
        XCTAssertEqual(state.initialPushes.map(\.type), ["Page"])
    }
}
