import Foundation
import XCTest

/// `if let g = model.layers.last { g.path = [.detail] }`: a value the model cannot compute, bound to a name, may be
/// an alias of navigation state (here the stack's own `Layer`): the binding is read as a statement is (a local of a
/// module type is judged where it is used), so the write through it is an unknown statement where it is and the
/// destination's absence finding is held back. A binding of a value that holds no navigation changes nothing. It
/// gave a false `unreachable-destination` warning before (the write through the alias was trusted as a local's).
final class AliasBindingBinaryTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        try skipWithoutSwiftFrontEnd(); root = try makeTemporaryDirectory() }
    override func tearDownWithError() throws { if let root { try? FileManager.default.removeItem(at: root) } }

    static func app(action: String) -> String {
        """
        import SwiftUI

        enum Route: Hashable { case detail }

        @Observable final class Layer {
            var path: [Route] = []
        }

        @Observable final class Model {
            var layers: [Layer] = [Layer()]
            var names: [String] = []
        }

        @main struct GapApp: App {
            @State private var model = Model()
            var body: some Scene {
                WindowGroup { RootView(model: model, layer: model.layers[0]) }
            }
        }

        struct RootView: View {
            let model: Model
            @Bindable var layer: Layer
            var body: some View {
                NavigationStack(path: $layer.path) {
                    Button("Open") {
                        \(action)
                    }
                    .navigationDestination(for: Route.self) { _ in Text("Detail") }
                }
            }
        }

        """
    }

    private func lint(_ action: String) throws -> NavLintProcess.Output {
        try NavLintProcess.lint(Self.app(action: action), at: "App/App.swift", in: root, verbose: true)
    }

    func testAWriteThroughAnAliasOfNavigationStateHoldsTheFindingBack() throws {
        for action in ["if let g = model.layers.last { g.path = [.detail] }",
                       "guard let g = model.layers.last else { return }; g.path.append(.detail)"] {
            let output = try lint(action)
            XCTAssertFalse(output.stdout.contains("unreachable-destination"), output.stdout)
            XCTAssertTrue(output.stderr.contains("opaque statement 'g.path"), output.stderr)
        }
    }

    func testABindingOfAValueThatHoldsNoNavigationChangesNothing() throws {
        let output = try lint("if let name = model.names.last { print(name) }")
        XCTAssertTrue(output.stdout.contains("unreachable-destination"), output.stdout)
        XCTAssertTrue(output.stdout.hasSuffix("sites modelled (100%)\n"), output.stdout)
    }
}
