import Foundation
import XCTest

/// Through the binary, err/ok twins: a stack whose path the front end cannot compute holds any values of its element
/// type (`PathAbstractions`), so a screen only that path can show is reached, and the verdicts about the links on it
/// still hold. A stack bound to another module's router (an unknown NavigationPath) shows a boat's screen whose link has
/// no destination; a Composable Architecture stack whose reducer pushes the tank's screen (`StackState<Path.State>`, a
/// typed path of the `Path` enum) shows a link of another type that its path cannot hold. Each twin with the missing
/// piece given is silent.
final class UnknownPathBinaryTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        try skipWithoutSwiftFrontEnd(); root = try makeTemporaryDirectory() }
    override func tearDownWithError() throws { if let root { try? FileManager.default.removeItem(at: root) } }

    static let harbor = """
    import SwiftUI
    import HarborKit

    enum Boat: Hashable { case ferry, tug }
    enum Cargo: Hashable { case crate }

    struct BoatView: View {
        let boat: Boat
        var body: some View {
            NavigationLink("Unload", value: Cargo.crate)
        }
    }

    struct HarborView: View {
        @Environment(HarborRouter.self) private var router
        var body: some View {
            NavigationStack(path: Bindable(router).path) {
                Text("Harbor")
                    .navigationDestination(for: Boat.self) { boat in
                        BoatView(boat: boat)
                    }
            }
        }
    }

    @main
    struct HarborApp: App {
        var body: some Scene {
            WindowGroup { HarborView() }
        }
    }
    """

    static let harborWithCargo = harbor.replacingOccurrences(of: """
                        BoatView(boat: boat)
                    }
    """, with: """
                        BoatView(boat: boat)
                    }
                    .navigationDestination(for: Cargo.self) { _ in
                        Text("Crate")
                    }
    """)

    static let reef = """
    import ComposableArchitecture
    import SwiftUI

    @Reducer
    struct TankFeature {
        @ObservableState
        struct State { var name = "" }
        enum Action { case feedTapped }
        var body: some ReducerOf<Self> {
            Reduce { state, action in
                switch action {
                case .feedTapped:
                    state.name += "!"
                    return .none
                }
            }
        }
    }

    @Reducer
    struct ReefFeature {
        @Reducer
        enum Path {
            case tank(TankFeature)
        }
        @ObservableState
        struct State {
            var path = StackState<Path.State>()
        }
        enum Action {
            case path(StackActionOf<Path>)
            case openTapped
        }
        var body: some ReducerOf<Self> {
            Reduce { state, action in
                switch action {
                case .openTapped:
                    state.path.append(.tank(TankFeature.State(name: "Reef")))
                    return .none
                case .path:
                    return .none
                }
            }
            .forEach(\\.path, action: \\.path)
        }
    }

    enum Fish: Hashable { case nemo, dory }

    struct TankView: View {
        let store: StoreOf<TankFeature>
        var body: some View {
            VStack {
                Button("Feed") { store.send(.feedTapped) }
                NavigationLink("Nemo", value: Fish.nemo)
            }
        }
    }

    struct ReefView: View {
        @Bindable var store: StoreOf<ReefFeature>
        var body: some View {
            NavigationStack(path: $store.scope(state: \\.path, action: \\.path)) {
                Button("Open") { store.send(.openTapped) }
            } destination: { store in
                switch store.case {
                case .tank(let store):
                    TankView(store: store)
                }
            }
        }
    }

    @main
    struct ReefApp: App {
        var body: some Scene {
            WindowGroup {
                ReefView(store: Store(initialState: ReefFeature.State()) { ReefFeature() })
            }
        }
    }
    """

    static let reefPushingItsOwnPath = reef.replacingOccurrences(
        of: "NavigationLink(\"Nemo\", value: Fish.nemo)",
        with: "NavigationLink(\"Next tank\", state: ReefFeature.Path.State.tank(TankFeature.State(name: \"Lagoon\")))")

    func lint(_ text: String, _ folder: String) throws -> NavLintProcess.Output {
        try NavLintProcess.lint(text, at: "\(folder)/\(folder).swift", in: root)
    }

    /// The boat's screen is shown only by the router's path: its link is reported as any link without a destination,
    /// not as one on a screen no state shows.
    func testALinkOnAScreenOnlyAnUnknownPathShowsHasNoDestination() throws {
        let output = try lint(Self.harbor, "Harbor")
        XCTAssertTrue(output.stdout.hasPrefix("Harbor/Harbor.swift:10:9: error: no navigationDestination for Cargo is visible from this link, so it never does anything [link-without-destination]"), output.stdout)
        XCTAssertFalse(output.stdout.contains("no reachable state shows"), output.stdout)
        XCTAssertTrue(output.stdout.contains("1 error, 0 warnings in 1 file"), output.stdout)
        XCTAssertTrue(output.stdout.contains("navigation: 3 of 3 sites modelled (100%)"), output.stdout)
    }

    func testTheSameLinkWithItsDestinationIsSilent() throws {
        XCTAssertNotEqual(Self.harborWithCargo, Self.harbor)
        let output = try lint(Self.harborWithCargo, "Harbor")
        XCTAssertEqual(output.stdout.split(separator: "\n"), ["navigation: 4 of 4 sites modelled (100%)"], output.stdout)
        XCTAssertEqual(output.status, 0)
    }

    /// The tank's screen is pushed by the reducer: its link of another type cannot go on the stack's typed path.
    func testALinkOfAnotherTypeOnAScreenTheReducerPushesCannotGoOnTheStorePath() throws {
        let output = try lint(Self.reef, "Reef")
        XCTAssertTrue(output.stdout.hasPrefix("Reef/Reef.swift:55:13: error: this link presents a Fish, but the stack's path is a [Path] array and cannot hold it [path-type-mismatch]"), output.stdout)
        XCTAssertTrue(output.stdout.contains("Reef/Reef.swift:63:31: note: the stack's path holds only Path values"), output.stdout)
        XCTAssertTrue(output.stdout.contains("1 error, 0 warnings in 1 file"), output.stdout)
    }

    func testALinkPushingTheStoresOwnPathIsSilent() throws {
        XCTAssertNotEqual(Self.reefPushingItsOwnPath, Self.reef)
        let output = try lint(Self.reefPushingItsOwnPath, "Reef")
        XCTAssertEqual(output.stdout.split(separator: "\n"), ["navigation: 3 of 3 sites modelled (100%)"], output.stdout)
        XCTAssertEqual(output.status, 0)
    }
}
