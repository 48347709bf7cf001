import NavSceneDiagnostics
import NavSceneModel
@testable import NavSceneSwift
import XCTest

/// An effect that hands its `send` to a method of the reducer (`.run { send in await startTimer(send: send) }`) sends
/// what that method sends: the method's body is read as part of the clause, so a send whose helper only sends actions
/// that write the stores' state is an abstraction, and one whose helper does anything else stays unknown.
final class TCASendHelperTests: XCTestCase {
    static let meeting = """
    import SwiftUI
    import ComposableArchitecture

    @Reducer
    struct Meeting {
        @ObservableState
        struct State {
            var seconds = 0
            @Presents var alert: AlertState<Action.Alert>?
        }
        enum Action {
            case onTask
            case tick
            case alert(PresentationAction<Alert>)
            enum Alert { case ok }
        }
        @Dependency(\\.continuousClock) var clock
        @Dependency(\\.openURL) var openURL

        var body: some ReducerOf<Self> {
            Reduce { state, action in
                switch action {
                case .onTask:
                    return .run { send in
                        await startTimer(send: send)
                    }
                case .tick:
                    state.seconds += 1
                    if state.seconds > 60 { state.alert = AlertState { TextState("Time is up") } }
                    return .none
                case .alert:
                    return .none
                }
            }
            .ifLet(\\.$alert, action: \\.alert)
        }

        private func startTimer(send: Send<Action>) async {
            for await _ in clock.timer(interval: .seconds(1)) {
                BODY
            }
        }
    }

    struct MeetingView: View {
        let store: StoreOf<Meeting>
        var body: some View {
            Text("Meeting")
                .task { await store.send(.onTask).finish() }
        }
    }

    """

    func sites(_ body: String) throws -> (holes: [String], abstracted: [String]) {
        let text = Self.meeting.replacingOccurrences(of: "BODY", with: body)
        XCTAssertNotEqual(text, Self.meeting)
        let result = SwiftFrontEnd.load([SourceFile(path: "App.swift", text: text)], name: "Test")
        let scene = try XCTUnwrap(result.scene, "\(result.diagnostics)")
        return (scene.opaque.filter(\.isUnknownNavigation).map(\.what).sorted(),
                scene.opaque.filter { $0.isAbstraction && $0.kind == .statement }.map(\.what).sorted())
    }

    /// The helper sends `.tick`, which only writes the state (an alert): the task's send is an abstraction.
    func testAHelperThatSendsWhatWritesTheStateIsReadAsTheClauses() throws {
        let result = try sites("await send(.tick)")
        XCTAssertEqual(result.holes, [])
        XCTAssertEqual(result.abstracted, ["store.send(.onTask)"])
    }

    /// The helper opens a URL: the task's send stays unknown.
    func testAHelperThatLeavesTheStoresKeepsTheSendUnknown() throws {
        let result = try sites("await openURL(URL(string: \"https://example.com\")!)\n                await send(.tick)")
        XCTAssertEqual(result.holes, ["await store.send(.onTask).finish()"])
    }
}
