import NavSceneDiagnostics
import NavSceneModel
@testable import NavSceneSwift
import XCTest

/// A dependency key the module declares holding TCA's `DismissEffect` (`extension DependencyValues { var closeDrawer:
/// DismissEffect { ... } }`, handed on with `.dependency(\.closeDrawer, self.dismiss)`) dismisses when called, as
/// `@Dependency(\.dismiss)` does: a send whose reducer calls it navigates (by writing the presenting feature's state:
/// an abstraction). Read as any other client, it was a send that cannot navigate, no site at all.
final class TCADismissKeyTests: XCTestCase {
    static let drawer = """
    import SwiftUI
    import ComposableArchitecture

    extension DependencyValues {
        var closeDrawer: KEYTYPE {
            get { self[CloseDrawerKey.self] }
            set { self[CloseDrawerKey.self] = newValue }
        }
    }

    @Reducer
    struct Drawer {
        @ObservableState
        struct State { var items = 0 }
        enum Action { case doneTapped }
        @Dependency(\\.closeDrawer) var closeDrawer
        var body: some ReducerOf<Self> {
            Reduce { _, action in
                switch action {
                case .doneTapped:
                    return .run { _ in await self.closeDrawer() }
                }
            }
        }
    }

    struct DrawerView: View {
        let store: StoreOf<Drawer>
        var body: some View {
            Button("Done") { store.send(.doneTapped) }
        }
    }

    """

    func sites(_ keyType: String) throws -> (holes: [String], abstracted: [String]) {
        let text = Self.drawer.replacingOccurrences(of: "KEYTYPE", with: keyType)
        XCTAssertNotEqual(text, Self.drawer)
        let result = SwiftFrontEnd.load([SourceFile(path: "App.swift", text: text)], name: "Test")
        let scene = try XCTUnwrap(result.scene, "\(result.diagnostics)")
        return (scene.opaque.filter(\.isUnknownNavigation).map(\.what).sorted(),
                scene.opaque.filter { $0.isAbstraction && $0.kind == .statement }.map(\.what).sorted())
    }

    func testAKeyHoldingADismissEffectDismisses() throws {
        let result = try sites("DismissEffect")
        XCTAssertEqual(result.holes, [])
        XCTAssertEqual(result.abstracted, ["store.send(.doneTapped)"])
    }

    /// A key holding a client of closures cannot reach the stores' state: no site.
    func testAKeyHoldingAClientIsNoSite() throws {
        let result = try sites("DrawerClient")
        XCTAssertEqual(result.holes, [])
        XCTAssertEqual(result.abstracted, [])
    }
}
