import Foundation
import XCTest

/// Through the binary: a Composable Architecture send that navigates only by writing the feature's state is counted
/// as modelled (an abstraction `--verbose` names), one that opens a URL stays an unknown site.
final class TCACoverageTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        try skipWithoutSwiftFrontEnd(); root = try makeTemporaryDirectory() }
    override func tearDownWithError() throws { if let root { try? FileManager.default.removeItem(at: root) } }

    static let garden = """
    import SwiftUI
    import ComposableArchitecture

    @Reducer
    struct Garden {
        @Reducer
        enum Destination {
            case bed(Bed)
        }
        @ObservableState
        struct State {
            @Presents var destination: Destination.State?
        }
        enum Action {
            case plantTapped
            case guideTapped
            case destination(PresentationAction<Destination.Action>)
        }
        @Dependency(\\.openURL) var openURL
        var body: some ReducerOf<Self> {
            Reduce { state, action in
                switch action {
                case .plantTapped:
                    state.destination = .bed(Bed.State())
                    return .none
                case .guideTapped:
                    return .run { _ in await openURL(URL(string: "https://example.com/guide")!) }
                case .destination:
                    return .none
                }
            }
            .ifLet(\\.$destination, action: \\.destination)
        }
    }

    @Reducer
    struct Bed {
        @ObservableState
        struct State { var rows = 1 }
        enum Action { case closeTapped }
        @Dependency(\\.dismiss) var dismiss
        var body: some ReducerOf<Self> {
            Reduce { _, action in
                switch action {
                case .closeTapped:
                    return .run { _ in await dismiss() }
                }
            }
        }
    }

    struct BedView: View {
        let store: StoreOf<Bed>
        var body: some View {
            Button("Close") { store.send(.closeTapped) }
        }
    }

    struct GardenView: View {
        @Bindable var store: StoreOf<Garden>
        var body: some View {
            NavigationStack {
                VStack {
                    Button("Plant") { store.send(.plantTapped) }
                    Button("Guide") { store.send(.guideTapped) }
                }
                .sheet(item: $store.scope(state: \\.destination?.bed, action: \\.destination.bed)) { bedStore in
                    BedView(store: bedStore)
                }
            }
        }
    }

    """

    func testASendThatWritesTheStateIsModelledAndOneThatOpensAURLIsNot() throws {
        let output = try NavLintProcess.lint(Self.garden, at: "App/Garden.swift", in: root, verbose: true)
        XCTAssertTrue(output.stderr.contains("navlint: App/Garden.swift:55:27: abstracted statement 'store.send(.closeTapped)'"), output.stderr)
        XCTAssertTrue(output.stderr.contains("navlint: App/Garden.swift:64:35: abstracted statement 'store.send(.plantTapped)'"), output.stderr)
        XCTAssertTrue(output.stderr.contains("navlint: App/Garden.swift:65:35: opaque statement 'store.send(.guideTapped)' (may navigate)"), output.stderr)
        XCTAssertTrue(output.stdout.hasSuffix("navigation: 2 of 3 sites modelled (66%); 1 unknown, --verbose lists them\n"), output.stdout)
    }
}
