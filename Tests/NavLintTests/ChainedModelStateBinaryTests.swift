import Foundation
import XCTest

/// `model.router.path.append(.detail)`, `self.model.router.presentedSheet = .settings`, `$model.router.path`: a chain
/// through stored properties of observable model classes names the state of the class it reaches (the model holds one
/// value per model class and property, whichever instance holds it), for writes and for bindings alike, so a write
/// and the presentation bound to it meet. Before, such a write was an unknown statement: the destination's and the
/// sheet's absence findings were held back, and a chain that cannot reach them was not checked either. A chain the
/// model cannot follow soundly (a computed property runs code, an optional may hold nothing) stays unknown where it
/// is and holds the findings back.
final class ChainedModelStateBinaryTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        try skipWithoutSwiftFrontEnd(); root = try makeTemporaryDirectory() }
    override func tearDownWithError() throws { if let root { try? FileManager.default.removeItem(at: root) } }

    static func app(action: String) -> String {
        """
        import SwiftUI

        enum Route: Hashable { case detail }

        enum Sheet: String, Identifiable {
            case settings
            var id: String { rawValue }
        }

        @Observable final class RouterPath {
            var path: [Route] = []
            var presentedSheet: Sheet?
        }

        @Observable final class AppModel {
            let router = RouterPath()
            var spare: RouterPath? = nil
            var current: RouterPath { router }
        }

        @main struct ChainApp: App {
            @State private var model = AppModel()
            var body: some Scene {
                WindowGroup { RootView(model: model) }
            }
        }

        struct RootView: View {
            @Bindable var model: AppModel
            var body: some View {
                NavigationStack(path: $model.router.path) {
                    Button("Open") {
                        \(action)
                    }
                    .navigationDestination(for: Route.self) { _ in Text("Detail") }
                    .sheet(item: $model.router.presentedSheet) { _ in SettingsView() }
                }
            }
        }

        struct SettingsView: View {
            var body: some View { Text("Settings") }
        }

        """
    }

    private func lint(_ action: String) throws -> NavLintProcess.Output {
        try NavLintProcess.lint(Self.app(action: action), at: "App/App.swift", in: root, verbose: true)
    }

    func testAChainWriteThatPushesMakesTheDestinationReachable() throws {
        for action in ["model.router.path.append(.detail)", "self.model.router.path = [.detail]"] {
            let output = try lint(action)
            XCTAssertFalse(output.stdout.contains("unreachable-destination"), output.stdout)
            XCTAssertTrue(output.stdout.contains("unreachable-view"), output.stdout)
            XCTAssertTrue(output.stdout.hasSuffix("sites modelled (100%)\n"), output.stdout)
        }
    }

    func testAChainWriteThatPresentsMakesTheSheetReachable() throws {
        for action in ["model.router.presentedSheet = .settings", "self.model.router.presentedSheet = .settings"] {
            let output = try lint(action)
            XCTAssertFalse(output.stdout.contains("unreachable-view"), output.stdout)
            XCTAssertTrue(output.stdout.contains("unreachable-destination"), output.stdout)
            XCTAssertTrue(output.stdout.hasSuffix("sites modelled (100%)\n"), output.stdout)
        }
    }

    func testAChainWriteThatNeitherPushesNorPresentsIsChecked() throws {
        for action in ["model.router.path.removeAll()", "model.router.presentedSheet = nil"] {
            let output = try lint(action)
            XCTAssertTrue(output.stdout.contains("unreachable-destination"), output.stdout)
            XCTAssertTrue(output.stdout.contains("unreachable-view"), output.stdout)
            XCTAssertTrue(output.stdout.hasSuffix("sites modelled (100%)\n"), output.stdout)
        }
    }

    func testAChainTheModelCannotFollowStaysUnknownAndHoldsTheFindingsBack() throws {
        for action in ["model.current.path.append(.detail)", "model.spare?.path.append(.detail)"] {
            let output = try lint(action)
            XCTAssertFalse(output.stdout.contains("unreachable-destination"), output.stdout)
            XCTAssertTrue(output.stderr.contains("opaque statement 'model."), output.stderr)
        }
    }
}
