import NavSceneDiagnostics
import NavSceneModel
@testable import NavSceneSwift
import XCTest

/// A value a reducer's body observes (`.onChange(of: { self.wordCount($0.text) })`) or gives an operator is read as
/// a value of the state: a `@Dependency` client it calls reaches no store's state, so the feature is still read
/// clause by clause (a send that writes no navigation state is no site); a method of the reducer it calls is code the
/// front end does not follow there, and the feature's sends stay unknown.
final class TCAObservedClientTests: XCTestCase {
    static let notes = """
    import SwiftUI
    import ComposableArchitecture

    @Reducer
    struct Notes {
        @ObservableState
        struct State {
            var text = ""
            var words = 0
        }
        enum Action { case typed(String) }
        @Dependency(\\.wordCounter) var wordCount

        var body: some ReducerOf<Self> {
            Reduce { state, action in
                switch action {
                case let .typed(text):
                    state.text = text
                    return .none
                }
            }
            .onChange(of: { OBSERVED }) { _, count in
                Reduce { state, _ in
                    state.words = count
                    return .none
                }
            }
        }

        func countLocally(_ text: String) -> Int { text.split(separator: " ").count }
    }

    struct NotesView: View {
        let store: StoreOf<Notes>
        var body: some View {
            Button("Type") { store.send(.typed("a b")) }
        }
    }

    """

    func holes(_ observed: String) throws -> [String] {
        let text = Self.notes.replacingOccurrences(of: "OBSERVED", with: observed)
        XCTAssertNotEqual(text, Self.notes)
        let result = SwiftFrontEnd.load([SourceFile(path: "App.swift", text: text)], name: "Test")
        let scene = try XCTUnwrap(result.scene, "\(result.diagnostics)")
        return scene.opaque.filter(\.isUnknownNavigation).map(\.what).sorted()
    }

    func testAClientCalledInAnObservedValueKeepsTheFeatureRead() throws {
        XCTAssertEqual(try holes("self.wordCount($0.text)"), [])
    }

    func testAMethodOfTheReducerCalledThereKeepsItsSendsUnknown() throws {
        XCTAssertEqual(try holes("self.countLocally($0.text)"), ["store.send(.typed(\"a b\"))"])
    }
}
