import NavSceneDiagnostics
@testable import NavSceneSwift
import SwiftSyntax
import XCTest

/// Which values hold navigation (`NavigationHolding`): what a value holds (`holds`, a write of it may navigate) and
/// what a copy of it reaches (`copyHolds`, what code the value is given can reach), and whose property a bound name is
/// (`BoundNameOwners`).
final class CopyHoldingTests: XCTestCase {
    let configuration = BuildConfiguration(platform: .iOS)
    /// The builders whose tables the tests read (a table reads its builder's state).
    private var builders: [SceneBuilder] = []

    func table(_ text: String) -> (NavigationHolding, SwiftModule) {
        let module = SwiftModule(files: [SwiftFileFacts(SwiftSource(file: SourceFile(path: "App/App.swift", text: text), configuration: configuration))])
        let builder = SceneBuilder(module: module, name: "App", range: .synthetic("App"), forcedOpaque: [])
        _ = builder.build()
        builders.append(builder)
        return (builder.reach.holding(builder), module)
    }

    let app = """
        import SwiftUI
        @Observable final class Router { var path: [Int] = [] }
        final class Document { var path = "" }
        struct Trip { var showsMap = false; var name = "" }
        struct Ticket { let router: Router; var trip: Trip }
        struct Hook { var run: () -> Void }
        struct Pair { var trips: [Trip]; var tickets: [String: Ticket]? }
        struct Box<T> { var value: T }
        struct Plain { let count: Int }
        enum Leg { case first, second }
        struct MapView: View {
            @Binding var trip: Trip
            @State private var local = Trip()
            var body: some View { Text("a").sheet(isPresented: $trip.showsMap) { Text("m") } }
        }
        @main struct TestApp: App {
            @State var router = Router()
            var body: some Scene { WindowGroup { NavigationStack(path: $router.path) { Text("a") } } }
        }
        """

    func testACopyOfAStructReachesOnlyWhatItHoldsByReference() {
        let (table, _) = table(app)
        XCTAssertTrue(table.holds("Trip"), "its showsMap is navigation state")
        XCTAssertFalse(table.copyHolds("Trip"), "a copy's showsMap is the copy's own")
        XCTAssertTrue(table.holds("Ticket"))
        XCTAssertTrue(table.copyHolds("Ticket"), "it holds the router object")
        XCTAssertTrue(table.copyHolds("Hook"), "a closure may be anything")
        XCTAssertTrue(table.holds("Pair"))
        XCTAssertTrue(table.copyHolds("Pair"), "its tickets hold the router object")
        XCTAssertTrue(table.copyHolds("Box"), "a generic value may be an object")
        XCTAssertTrue(table.copyHolds("Router"), "an object is what its copies share")
        XCTAssertFalse(table.holds("Plain"))
        XCTAssertFalse(table.copyHolds("Plain"))
        XCTAssertFalse(table.copyHolds("Leg"))
        XCTAssertTrue(table.copyHolds("MapView"), "a binding refers to state elsewhere")
    }

    func testABoundNameIsTheOwnersPropertyWhereTheModuleTellsTheOwner() throws {
        // (`$router.path` of the app's `@State var router = Router()`; `$trip.showsMap` through MapView's binding.)
        let (table, module) = table(app)
        let router = try XCTUnwrap(module.types["Router"]), document = try XCTUnwrap(module.types["Document"]), trip = try XCTUnwrap(module.types["Trip"])
        XCTAssertTrue(table.isNavigationState(router, try XCTUnwrap(router.property("path"))))
        XCTAssertFalse(table.isNavigationState(document, try XCTUnwrap(document.property("path"))), "`$router.path` binds Router's path")
        XCTAssertTrue(table.isNavigationState(trip, try XCTUnwrap(trip.property("showsMap"))), "`$trip.showsMap` binds Trip's, through a binding")
        XCTAssertFalse(table.holds("Document"))
        XCTAssertTrue(table.names.contains("path"), "the name is still known to the name-based readers")
    }

    func testAnOwnerTheModuleCannotTellKeepsTheNameForEveryType() throws {
        let (table, module) = table("""
            import SwiftUI
            @Observable final class Router { var path: [Int] = [] }
            final class Document { var path = "" }
            class Base { var route: [Int] = [] }
            final class Derived: Base {}
            final class Other { var route: [Int] = [] }
            final class Snapshot { let path: [Int] = [] }
            struct Rows: View {
                @State private var rows: [Router] = []
                @State private var derived = Derived()
                var body: some View {
                    ForEach($rows) { $router in NavigationStack(path: $router.path) { Text("a") } }
                    TabView(selection: $derived.route) { Text("b") }
                }
            }
            """)
        let document = try XCTUnwrap(module.types["Document"]), base = try XCTUnwrap(module.types["Base"])
        XCTAssertTrue(table.isNavigationState(document, try XCTUnwrap(document.property("path"))), "`$router` is the closure's parameter")
        XCTAssertTrue(table.isNavigationState(base, try XCTUnwrap(base.property("route"))), "the superclass declares the bound property")
        let other = try XCTUnwrap(module.types["Other"])
        XCTAssertFalse(table.isNavigationState(other, try XCTUnwrap(other.property("route"))), "`$derived.route` is Base's")
        XCTAssertTrue(table.holds("Derived"))
        let snapshot = try XCTUnwrap(module.types["Snapshot"])
        XCTAssertFalse(table.isNavigationState(snapshot, try XCTUnwrap(snapshot.property("path"))), "an object's `let` never changes")
        XCTAssertFalse(table.holds("Snapshot"))
    }
}

extension CopyHoldingTests {
    func testABindingOrAStorageKeyKeepsTheNameForEveryType() throws {
        let (table, module) = table("""
            import SwiftUI
            final class Prefs { var tab = 0; var pane = 0 }
            struct Tabs: View {
                @Binding var tab: Int
                @AppStorage("pane") private var pane = 0
                var body: some View {
                    TabView(selection: $tab) { Text("a") }
                    TabView(selection: $pane) { Text("b") }
                }
            }
            """)
        let prefs = try XCTUnwrap(module.types["Prefs"])
        XCTAssertTrue(table.isNavigationState(prefs, try XCTUnwrap(prefs.property("tab"))), "`$tab` is the caller's state, which may be Prefs's tab")
        XCTAssertTrue(table.isNavigationState(prefs, try XCTUnwrap(prefs.property("pane"))), "kept by name: a property of another type may share its key")
    }
}

extension CopyHoldingTests {
    /// An object's plain `let` is fixed once its initializer has run: a reference to the object reaches it only as a
    /// copy of its value (no code can write it through the reference), while replacing the reference still changes
    /// what it reads.
    func testAnObjectsConstantIsReachedOnlyAsACopyOfItsValue() throws {
        let (table, module) = table("""
            import SwiftUI
            @Observable final class Client { let server: String; var token = ""; init(server: String) { self.server = server } }
            @Observable final class Session { var client = Client(server: "a") }
            @Observable final class Holder { let client = Client(server: "b") }
            @Observable class Base { var server = "" }
            final class Derived: Base { let name = "" }
            struct Trip { var showsMap = false }
            final class Agenda { let trip = Trip(); var next = Trip() }
            final class Frozen { let trip = Trip() }
            struct Root: View {
                @State private var session = Session()
                @State private var holder = Holder()
                @State private var derived = Derived()
                @State private var agenda = Agenda()
                @State private var trip = Trip()
                var body: some View {
                    if session.client.server == "a" && holder.client.server == "b" && derived.server == "" { Text("a") }
                    Text("b").sheet(isPresented: $trip.showsMap) { Text("c") }
                }
            }
            """)
        let client = try XCTUnwrap(module.types["Client"])
        XCTAssertTrue(table.isNavigationState(client, try XCTUnwrap(client.property("server"))), "a model's property the scene reads")
        XCTAssertTrue(table.holds("Client"), "replacing a reference to it changes what its server reads")
        XCTAssertFalse(table.copyHolds("Client"), "no code given the object can write its server")
        XCTAssertTrue(table.copyHolds("Session"), "code given the session can replace its client")
        XCTAssertFalse(table.copyHolds("Holder"), "its client is fixed, and reaches nothing")
        XCTAssertTrue(table.copyHolds("Derived"), "the superclass's server is a `var` of the object")
        XCTAssertTrue(table.copyHolds("Agenda"), "its next trip can be mutated in place through the object")
        XCTAssertTrue(table.holds("Frozen"))
        XCTAssertFalse(table.copyHolds("Frozen"), "a struct in a `let` cannot be mutated through the object")
    }
}
