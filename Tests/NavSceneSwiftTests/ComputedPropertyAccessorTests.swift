import NavSceneAnalysis
import NavSceneDiagnostics
import NavSceneLoader
import NavSceneModel
import NavSceneRuntime
@testable import NavSceneSwift
import XCTest

/// A computed property's accessors as Swift runs them (`NavigationReach.onlyGets`, `ExpressionTranslator.setterCall`,
/// `getterWrites`): a read runs the getter only; a write of a class's computed property runs its setter with the value
/// as `newValue`, so the write is the setter's write set; a setter whose write set cannot be said (a push) keeps the
/// write unknown.
final class ComputedPropertyAccessorTests: XCTestCase {
    func load(_ actions: String) throws -> Scene {
        let source = """
        import SwiftUI

        @Observable final class Settings {
            var flag = false
            var path: [Int] = []
            var open: Bool {
                get { flag }
                set { flag = newValue }
            }
            var loud: Bool {
                get { flag }
                set { path.append(1) }
            }
        }

        struct Home: View {
            @State private var settings = Settings()

            var body: some View {
                NavigationStack(path: $settings.path) {
                    VStack {
        \(actions)
                    }
                    .sheet(isPresented: $settings.flag) { Text("panel") }
                    .navigationDestination(for: Int.self) { _ in Text("number") }
                }
            }
        }

        @main struct DemoApp: App {
            var body: some Scene { WindowGroup { Home() } }
        }
        """
        let result = SwiftFrontEnd.load([SourceFile(path: "App.swift", text: source)], name: "Test")
        XCTAssertEqual(result.diagnostics.filter { $0.severity != .info }.map(\.message), [])
        return try XCTUnwrap(result.scene)
    }

    func mayBeTrue(_ scene: Scene, _ name: String) -> Bool {
        let analysis = ReachabilityAnalysis(scene: scene, data: DataStore(scene: scene))
        analysis.run()
        return analysis.facts(of: name)?.mayBeTrue ?? false
    }

    func unknown(_ scene: Scene) -> [String] { scene.opaque.filter(\.isUnknownNavigation).map(\.what) }

    func testAWriteOfAClasssComputedPropertyIsItsSettersWrites() throws {
        let scene = try load("Button(\"Open\") { settings.open = Bool.random() }")
        XCTAssertEqual(unknown(scene), [])
        XCTAssertTrue(scene.opaque.contains { $0.what == "settings.open = Bool.random()" && $0.isAbstraction }, "\(scene.opaque.map(\.what))")
        XCTAssertTrue(mayBeTrue(scene, "flag"))
    }

    func testAReadRunsNoSetter() throws {
        // `loud`'s setter pushes (a write set cannot say a push); reading `loud` runs only its getter.
        let scene = try load("Button(\"Read\") { print(settings.loud) }")
        XCTAssertEqual(unknown(scene), [])
        XCTAssertFalse(mayBeTrue(scene, "flag"))
    }

    func testAWriteOfASetterThatCallsAClosureStaysUnknown() throws {
        let scene = try load("Button(\"Write\") { settings.loud = true }")
        XCTAssertEqual(unknown(scene), ["settings.loud = true"])
    }
}
