import NavSceneAnalysis
import NavSceneDiagnostics
import NavSceneLoader
import NavSceneModel
import NavSceneRuntime
@testable import NavSceneSwift
import XCTest

/// A chain from a view's model through stored properties of observable model classes (`settings.panel.isOpen`,
/// `self.settings.panel.isOpen`, `$settings.panel.isOpen`) names the state of the class it reaches
/// (`ExpressionTranslator.chainedObjectType`): writes, reads and bindings alike. A chain through a computed property,
/// or an optional runs code or may write nothing: it stays unknown.
final class ChainedObjectTypeTests: XCTestCase {
    func load(_ actions: String) throws -> Scene { try loaded(actions).scene }

    func loaded(_ actions: String) throws -> (scene: Scene, diagnostics: [String]) {
        let source = """
        import SwiftUI

        @Observable final class Panel {
            var isOpen = false
            var title = ""
        }

        @Observable final class Settings {
            let panel = Panel()
            var spare: Panel? = nil
            var current: Panel { panel }
        }

        struct Home: View {
            @State private var settings = Settings()

            var body: some View {
                VStack {
        \(actions)
                }
                .sheet(isPresented: $settings.panel.isOpen) { Text("panel") }
            }
        }

        @main struct DemoApp: App {
            var body: some Scene { WindowGroup { Home() } }
        }
        """
        let result = SwiftFrontEnd.load([SourceFile(path: "App.swift", text: source)], name: "Test")
        XCTAssertEqual(result.diagnostics.filter { $0.severity != .info }.map(\.message), [])
        return (try XCTUnwrap(result.scene), result.diagnostics.map(\.message))
    }

    func mayBeTrue(_ scene: Scene, _ name: String) -> Bool {
        let analysis = ReachabilityAnalysis(scene: scene, data: DataStore(scene: scene))
        analysis.run()
        return analysis.facts(of: name)?.mayBeTrue ?? false
    }

    func unknown(_ scene: Scene) -> [String] { scene.opaque.filter(\.isUnknownNavigation).map(\.what) }

    func testAChainThroughAModelsStoredPropertyNamesTheReachedModelsState() throws {
        for write in ["settings.panel.isOpen = true", "self.settings.panel.isOpen = true", "settings.panel.isOpen.toggle()"] {
            let scene = try load("Button(\"Open\") { \(write) }")
            XCTAssertEqual(unknown(scene), [], write)
            XCTAssertTrue(mayBeTrue(scene, "isOpen"), write)
        }
    }

    func testTheBindingAndAWriteOfFalseMeet() throws {
        // The twin: the chain's write is read for what it writes, so the sheet's flag stays false.
        let scene = try load("Button(\"Close\") { settings.panel.isOpen = false }")
        XCTAssertEqual(unknown(scene), [])
        XCTAssertFalse(mayBeTrue(scene, "isOpen"))
    }

    func testAChainTheModelCannotFollowStaysUnknown() throws {
        let write = "settings.current.isOpen = true"
        let scene = try load("Button(\"Open\") { \(write) }")
        XCTAssertEqual(unknown(scene), [write], write)
    }

    func testAnOptionalChainsWriteIsALatentWrite() throws {
        // `settings.spare?.isOpen = true` writes the panel's flag, or nothing when `spare` is nil: a latent value of
        // the flag (any Bool) stands for both; the sheet may show, and no witness rests on the write.
        let scene = try load("Button(\"Open\") { settings.spare?.isOpen = true }")
        XCTAssertEqual(unknown(scene), [])
        XCTAssertTrue(scene.opaque.contains { $0.what == "settings.spare?.isOpen = true" && $0.isAbstraction }, "\(scene.opaque.map(\.what))")
        XCTAssertTrue(scene.state.contains { $0.isLatent }, "\(scene.state.map(\.name))")
        XCTAssertTrue(mayBeTrue(scene, "isOpen"))
    }

    func testAListMethodOnAStringThroughAChainIsNoListWrite() throws {
        // `note.text.removeAll()` on a String: not a path's or list's `removeAll` (it was, and the view it is in was
        // cut as unmodelled when the chain was named); a write of text, which holds no navigation.
        let (scene, diagnostics) = try loaded("Button(\"Clear\") { settings.panel.title.removeAll() }")
        XCTAssertFalse(diagnostics.contains { $0.contains("works on a path or list") }, "\(diagnostics)")
        XCTAssertFalse(mayBeTrue(scene, "isOpen"))
    }
}
