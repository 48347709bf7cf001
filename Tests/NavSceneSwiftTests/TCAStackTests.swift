import NavSceneDiagnostics
import NavSceneModel
@testable import NavSceneSwift
import XCTest

/// TCA's `NavigationStack(path: $store.scope(...)) { root } destination: { store in switch store.case { ... } }` is
/// a stack declaring a destination for the feature's `Path` enum, whose content is every case's view, and
/// `NavigationLink(state: Feature.Path.State.x(...)) { label }` pushes a value of that enum (`TCAStacks`).
final class TCAStackTests: XCTestCase {
    static let harbor = """
    import SwiftUI
    import ComposableArchitecture

    @Reducer
    struct Dock {
        @ObservableState
        struct State { var berth = 0 }
        enum Action { case moored }
        var body: some ReducerOf<Self> {
            Reduce { _, _ in .none }
        }
    }

    @Reducer
    struct Crane {
        @ObservableState
        struct State { var load = 0 }
        enum Action { case lifted }
        var body: some ReducerOf<Self> {
            Reduce { _, _ in .none }
        }
    }

    @Reducer
    struct Harbor {
        @Reducer
        enum Path {
            case dock(Dock)
            case crane(Crane)
        }
        @ObservableState
        struct State {
            var path = StackState<Path.State>()
        }
        enum Action { case path(StackActionOf<Path>) }
        var body: some ReducerOf<Self> {
            Reduce { _, _ in .none }
                .forEach(\\.path, action: \\.path)
        }
    }

    struct DockView: View {
        let store: StoreOf<Dock>
        var body: some View { Text("Dock") }
    }

    struct CraneView: View {
        let store: StoreOf<Crane>
        var body: some View { Text("Crane") }
    }

    struct HarborView: View {
        STORE
        var body: some View {
            NavigationStack(path: $store.scope(state: \\.path, action: \\.path)) {
                NavigationLink(state: Harbor.Path.State.dock(Dock.State())) {
                    Text("To the dock")
                }
            } destination: { store in
                switch store.case {
                case .dock(let store): DockView(store: store)
                case .crane(let store): CraneView(store: store)
                }
            }
        }
    }

    """

    static func harbor(store: String) -> String {
        harbor.replacingOccurrences(of: "STORE", with: store)
    }

    func scene(_ text: String) throws -> Scene {
        let result = SwiftFrontEnd.load([SourceFile(path: "App.swift", text: text)], name: "Test")
        return try XCTUnwrap(result.scene, "\(result.diagnostics)")
    }

    /// The views under a node (its content, a link's label and destination, its modifiers' content), depth first.
    func views(under nodes: [ViewNode]) -> [ViewNode] {
        var found: [ViewNode] = []
        var pending = nodes
        while let node = pending.popLast() {
            found.append(node)
            switch node.element {
            case .stack(let stack): pending += stack.root
            case .container(_, let content): pending += content
            case .link(let link): pending += link.label + link.destination
            case .conditional(let conditional): pending += conditional.then + conditional.otherwise
            case .switchOn(let switched): pending += switched.cases.flatMap(\.content)
            default: break
            }
            for modifier in node.modifiers {
                if case .navigationDestination(let destination) = modifier.kind { pending += destination.content }
            }
        }
        return found
    }

    func calls(_ nodes: [ViewNode]) -> [String] {
        nodes.compactMap { node in
            if case .instance(let instance) = node.element { return instance.view }
            return nil
        }.sorted()
    }

    /// The stack's destination is declared for the `Path` enum; its content is both cases' views. The link pushes
    /// a value of that enum and shows its label: nothing is pushed as a view.
    func testAStoreStackDeclaresADestinationForItsPathAndALinkPushesIt() throws {
        let scene = try scene(Self.harbor(store: "@Bindable var store: StoreOf<Harbor>"))
        let stacks = scene.nodes.filter { if case .stack = $0.element { return true } else { return false } }
        XCTAssertEqual(stacks.count, 1)
        let destinations = scene.nodes.flatMap(\.modifiers).compactMap { modifier -> Destination? in
            if case .navigationDestination(let destination) = modifier.kind { return destination }
            return nil
        }
        XCTAssertEqual(destinations.count, 1)
        let destination = try XCTUnwrap(destinations.first)
        guard case .forType(let type, _) = destination.trigger else { return XCTFail("\(destination.trigger)") }
        XCTAssertEqual(type, .named("Path"))
        XCTAssertEqual(calls(views(under: destination.content)), ["CraneView", "DockView"])
        let links = scene.nodes.compactMap { node -> LinkElement? in
            if case .link(let link) = node.element { return link }
            return nil
        }
        XCTAssertEqual(links.count, 1)
        let link = try XCTUnwrap(links.first)
        XCTAssertTrue(link.destination.isEmpty)
        guard case .identifier(let pushed)? = link.value?.kind else { return XCTFail("\(String(describing: link.value))") }
        XCTAssertEqual(scene.state.first { $0.name == pushed }?.type, .named("Path"))
        XCTAssertFalse(scene.opaque.contains { $0.mayRegisterDestinations }, "\(scene.opaque.map(\.what))")
    }

    /// What the reducers put on the path is not computed: the stack is bound to an unknown path of the `Path` enum
    /// (any of its values on the stack, in any order), and the path is an abstraction, not a hole.
    func testAStoreStackIsBoundToAnUnknownPathOfItsPathEnum() throws {
        let scene = try scene(Self.harbor(store: "@Bindable var store: StoreOf<Harbor>"))
        let stack = try XCTUnwrap(scene.nodes.lazy.compactMap { node -> StackElement? in
            if case .stack(let stack) = node.element { return stack }
            return nil
        }.first)
        let bound = try XCTUnwrap(stack.path?.state)
        let variable = try XCTUnwrap(scene.state.first { $0.name == bound })
        XCTAssertTrue(variable.isUnknown)
        XCTAssertEqual(variable.type, .array(.named("Path")))
        let site = try XCTUnwrap(scene.opaque.first { $0.what == "NavigationStack(path:)" })
        XCTAssertTrue(site.isAbstraction)
        XCTAssertFalse(site.isUnknownNavigation)
    }

    /// The older `struct Path: Reducer { enum State { ... } }`: the path's elements are its `State` enum, pushed by
    /// `NavigationLink(state: Harbor.Path.State.dock(...))` the same way.
    func testAnOlderPathReducerStructPushesItsStateEnum() throws {
        let older = Self.harbor(store: "@Bindable var store: StoreOf<Harbor>").replacingOccurrences(
            of: "    @Reducer\n    enum Path {\n        case dock(Dock)\n        case crane(Crane)\n    }",
            with: """
                @Reducer
                struct Path: Reducer {
                    enum State {
                        case dock(Dock.State)
                        case crane(Crane.State)
                    }
                    enum Action {
                        case dock(Dock.Action)
                        case crane(Crane.Action)
                    }
                    var body: some ReducerOf<Self> {
                        Scope(state: \\.dock, action: \\.dock) { Dock() }
                        Scope(state: \\.crane, action: \\.crane) { Crane() }
                    }
                }
            """)
        XCTAssertNotEqual(older, Self.harbor(store: "@Bindable var store: StoreOf<Harbor>"))
        let scene = try scene(older)
        let destinations = scene.nodes.flatMap(\.modifiers).compactMap { modifier -> Destination? in
            if case .navigationDestination(let destination) = modifier.kind { return destination }
            return nil
        }
        guard case .forType(let type, _)? = destinations.first?.trigger, case .named(let name) = type else { return XCTFail("\(destinations)") }
        XCTAssertTrue(name.hasSuffix("State"), name)
        let link = try XCTUnwrap(scene.nodes.compactMap { node -> LinkElement? in
            if case .link(let link) = node.element { return link }
            return nil
        }.first)
        guard case .identifier(let pushed)? = link.value?.kind else { return XCTFail("\(String(describing: link.value))") }
        XCTAssertEqual(scene.state.first { $0.name == pushed }?.type, type)
        XCTAssertFalse(scene.opaque.contains { $0.mayRegisterDestinations }, "\(scene.opaque.map(\.what))")
    }

    /// A store declared by its initializer (`var store = Store(initialState: Harbor.State()) { Harbor() }`) is the
    /// same stack.
    func testAStoreMadeByItsInitializerIsTheSameStack() throws {
        let scene = try scene(Self.harbor(store: "@Bindable var store = Store(initialState: Harbor.State()) { Harbor() }"))
        XCTAssertFalse(scene.opaque.contains { $0.mayRegisterDestinations }, "\(scene.opaque.map(\.what))")
        XCTAssertTrue(scene.nodes.contains { node in node.modifiers.contains { if case .navigationDestination = $0.kind { return true } else { return false } } })
    }

    /// A store the front end cannot type (another module's feature) keeps its stack and content, and its
    /// `destination:` closure is an unknown site that may declare destinations (what the link pushes may have one).
    func testAStoreStackTheFrontEndCannotReadMayDeclareDestinations() throws {
        let scene = try scene(Self.harbor(store: "@Bindable var store: StoreOf<Marina>"))
        XCTAssertEqual(scene.opaque.filter(\.mayRegisterDestinations).map(\.what), ["NavigationStack(path:destination:)"])
        XCTAssertTrue(scene.nodes.contains { if case .stack = $0.element { return true } else { return false } })
    }
}
