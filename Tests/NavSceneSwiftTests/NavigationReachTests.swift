import NavSceneDiagnostics
import NavSceneModel
@testable import NavSceneSwift
import XCTest

/// Which code the front end cannot translate may navigate (`NavigationReach`): only code that writes navigation state
/// or reaches something that may (an object that holds navigation, a closure, an environment action, a function of the
/// module that does) is an unknown site. Each fixture's `if` is a branch the model holds; the statement inside it is
/// what the front end does not translate (or, followed into a method, the statement there).
final class NavigationReachTests: XCTestCase {
    /// The statements left as unknown sites that may navigate, by their first line.
    func unknownStatements(_ text: String) throws -> [String] {
        let result = SwiftFrontEnd.load([SourceFile(path: "App.swift", text: text)], name: "Test")
        let scene = try XCTUnwrap(result.scene, "\(result.diagnostics)")
        return scene.opaque.filter { $0.kind == .statement && $0.mayNavigate }
            .map { String($0.what.split(separator: "\n").first ?? "") }
    }

    /// A class whose property a stack binds holds navigation: its method that may change the path is a site. A class
    /// that holds only data and a task (a cache) does not: its method is no site, whatever it does to itself.
    func testAClassWithAPathNavigatesAClassWithoutDoesNot() throws {
        let sites = try unknownStatements("""
        import SwiftUI

        final class Pilot {
            var path: [Int] = []
            func rewind() { if !path.isEmpty { path.removeAll() } }
        }

        final class ThumbnailCache {
            private var entries: [String: Int] = [:]
            private var refill: Task<Void, Never>?
            func purge() {
                if entries.count > 10 { entries.removeAll() }
                refill?.cancel()
            }
        }

        struct Harbor: View {
            @State private var pilot = Pilot()
            let cache = ThumbnailCache()
            var body: some View {
                NavigationStack(path: $pilot.path) {
                    VStack {
                        Button("Purge") { if Bool.random() { cache.purge() } }
                        Button("Rewind") { if Bool.random() { pilot.rewind() } }
                    }
                    .navigationDestination(for: Int.self) { _ in Text("Berth") }
                }
            }
        }

        """)
        XCTAssertEqual(sites, ["path.removeAll()"])
    }

    /// A class whose stored properties are values other modules make (`let id = UUID().uuidString`, `var stamp =
    /// Date()`, written without a type) holds no navigation: handing one to another module's code is no site. A class
    /// with a dictionary of closures written inline (`[String: () -> Void]()`) may hold anything: handing it over is.
    func testAValueAnotherModuleMakesHoldsNoNavigationAnInlineClosureTypeMay() throws {
        let sites = try unknownStatements("""
        import SwiftUI

        final class Ledger {
            let id = UUID().uuidString
            var stamp = Date(timeIntervalSince1970: 0)
            var entries: [String] = []
        }

        final class Relay {
            var handlers = [String: () -> Void]()
        }

        struct Harbor: View {
            @State private var path: [Int] = []
            let ledger = Ledger()
            let relay = Relay()
            var body: some View {
                NavigationStack(path: $path) {
                    VStack {
                        Button("Log") { if Bool.random() { Archive.store(ledger) } }
                        Button("Relay") { if Bool.random() { Archive.store(relay) } }
                    }
                    .navigationDestination(for: Int.self) { _ in Text("Berth") }
                }
            }
        }

        """)
        XCTAssertEqual(sites, ["Archive.store(relay)"])
    }

    /// `@AppStorage` with no type written holds what UserDefaults stores, or a value of the module made from a raw
    /// value: a preferences object whose stored tab is `Berth.north.rawValue` holds no navigation (handing it over is
    /// no site); in a module with a `RawRepresentable` that carries a closure, such a value may be one of those.
    func testStoredPreferencesHoldOnlyWhatARawValueMakes() throws {
        func sites(token: String) throws -> [String] {
            try unknownStatements("""
            import SwiftUI

            enum Berth: String { case north, south }
            \(token)
            final class Preferences {
                @AppStorage("berth") var berth = Berth.north.rawValue
            }

            struct Harbor: View {
                @State private var path: [Int] = []
                let preferences = Preferences()
                var body: some View {
                    NavigationStack(path: $path) {
                        Button("Keep") { if Bool.random() { Archive.store(preferences) } }
                            .navigationDestination(for: Int.self) { _ in Text("Berth") }
                    }
                }
            }

            """)
        }
        XCTAssertEqual(try sites(token: ""), [])
        XCTAssertEqual(try sites(token: """
            struct Token: RawRepresentable {
                var rawValue: String
                var onExpire: () -> Void = {}
                init(rawValue: String) { self.rawValue = rawValue }
            }
            """), ["Archive.store(preferences)"])
    }

    /// A new value of a struct that holds only what it is given (a closure property, an existential, plain defaults)
    /// is its arguments and its initializer's code: made with plain arguments, or given to an implicit `.init` of a
    /// parameter, it is no site. Given a closure that appends to the path, or made of a struct whose default makes an
    /// object that holds navigation, or whose initializer navigates, it is.
    func testAStructThatHoldsOnlyWhatItIsGivenIsItsArguments() throws {
        let sites = try unknownStatements("""
        import SwiftUI

        final class Pilot {
            var path: [Int] = []
        }

        struct Notice {
            var title: String
            var retry: (() -> Void)?
            var cause: Error?
            var shown = false
            var stamp = Date()
        }

        struct Escort {
            var pilot = Pilot()
        }

        struct Herald {
            var retry: (() -> Void)?
            init(pilot: Pilot) { pilot.path.append(1) }
        }

        enum Board {
            static func post(_ notice: Notice) {}
        }

        struct Harbor: View {
            @State private var pilot = Pilot()
            var body: some View {
                NavigationStack(path: $pilot.path) {
                    VStack {
                        Button("Plain") { if Bool.random() { Archive.store(Notice(title: "x")) } }
                        Button("Implicit") { if Bool.random() { Board.post(.init(title: "x", cause: nil)) } }
                        Button("Given") { if Bool.random() { Archive.store(Notice(title: "x", retry: { pilot.path.append(2) })) } }
                        Button("Escort") { if Bool.random() { Archive.store(Escort()) } }
                        Button("Herald") { if Bool.random() { Archive.store(Herald(pilot: Pilot())) } }
                    }
                    .navigationDestination(for: Int.self) { _ in Text("Berth") }
                }
            }
        }

        """)
        XCTAssertEqual(sites, [
            "Archive.store(Notice(title: \"x\", retry: { pilot.path.append(2) }))", "Archive.store(Escort())",
            "Archive.store(Herald(pilot: Pilot()))",
        ])
    }

    /// A computed property whose getter does not navigate, of a struct type that holds only what it is given, is a
    /// value that getter made: reading it (by its type or as an implicit member) is no site. A getter that gives the
    /// value a closure that appends to the path navigates, and reading it is a site.
    func testAComputedPropertyMadeByItsGetterHoldsOnlyWhatTheGetterGave() throws {
        let sites = try unknownStatements("""
        import SwiftUI

        final class Pilot {
            static let shared = Pilot()
            var path: [Int] = []
        }

        struct Tint {
            var name: String
            var resolve: (Int) -> Int
        }

        extension Tint {
            static var accent: Tint { .init(name: "accent", resolve: { $0 }) }
            static var pushing: Tint { Tint(name: "push", resolve: { Pilot.shared.path.append($0); return $0 }) }
        }

        struct Harbor: View {
            @State private var pilot = Pilot.shared
            var body: some View {
                NavigationStack(path: $pilot.path) {
                    VStack {
                        Button("Implicit") { if Bool.random() { Archive.store(.accent) } }
                        Button("Typed") { if Bool.random() { Archive.store(Tint.accent) } }
                        Button("Pushing") { if Bool.random() { Archive.store(.pushing) } }
                        Button("Typed pushing") { if Bool.random() { Archive.store(Tint.pushing) } }
                    }
                    .navigationDestination(for: Int.self) { _ in Text("Berth") }
                }
            }
        }

        """)
        XCTAssertEqual(sites, ["Archive.store(.pushing)", "Archive.store(Tint.pushing)"])
    }

    /// `return .init(...)` and a body that is one implicit member are looked up in the result type the function or
    /// computed property declares: a factory of a plain value is no site, one of an object that holds navigation is. A
    /// closure's result (whose type the code does not write) may still be any of the module's types.
    func testAnImplicitMemberReturnedIsLookedUpInTheDeclaredResultType() throws {
        let sites = try unknownStatements("""
        import SwiftUI

        final class Router: ObservableObject {
            @Published var path: [Int] = []
            init() {}
        }

        struct Stamp {
            let text: String
            init(text: String) { self.text = text }
        }

        enum Factory {
            static func stamp(_ text: String) -> Stamp { .init(text: text) }
            static func returned(_ text: String) throws -> Stamp? { return try .init(text: text) }
            static var blank: Stamp { get { .init(text: "") } }
            static func router() -> Router { .init() }
        }

        struct Harbor: View {
            @State private var path: [Int] = []
            var body: some View {
                NavigationStack(path: $path) {
                    VStack {
                        Button("Stamp") { if Bool.random() { Archive.store(Factory.stamp("x")) } }
                        Button("Returned") { if Bool.random() { Archive.store(try? Factory.returned("x")) } }
                        Button("Blank") { if Bool.random() { Archive.store(Factory.blank) } }
                        Button("Router") { if Bool.random() { Archive.store(Factory.router()) } }
                        Button("Mapped") { if Bool.random() { Archive.store(["x"].map { _ in .init() }) } }
                    }
                    .navigationDestination(for: Int.self) { _ in Text("Berth") }
                }
            }
        }

        """)
        XCTAssertEqual(sites, ["Archive.store(Factory.router())", "Archive.store([\"x\"].map { _ in .init() })"])
    }

    /// A stored property's observers (`didSet`) run when it is written, never when it is read: reading it, or calling a
    /// standard library method that only reads it, is no site even when the observer navigates; appending to it is.
    func testObserversRunOnWritesNotOnReads() throws {
        let sites = try unknownStatements("""
        import SwiftUI

        final class Router: ObservableObject {
            @Published var path: [Int] = []
        }

        final class Tracker {
            let router: Router
            init(router: Router) { self.router = router }
            var sessions: [String] = [] {
                didSet { if sessions.isEmpty { router.path.removeAll() } }
            }
        }

        struct Harbor: View {
            @State private var path: [Int] = []
            let tracker: Tracker
            var body: some View {
                NavigationStack(path: $path) {
                    VStack {
                        Button("Read") { if Bool.random() { Archive.store(tracker.sessions.contains("x")) } }
                        Button("First") { if Bool.random() { Archive.store(tracker.sessions.first) } }
                        Button("Write") { if Bool.random() { tracker.sessions.append(Archive.name()) } }
                    }
                    .navigationDestination(for: Int.self) { _ in Text("Berth") }
                }
            }
        }

        """)
        XCTAssertEqual(sites, ["tracker.sessions.append(Archive.name())"])
    }

    /// `Log.shared.note(...)` of a type the module declares for logging: no site. A shared object whose state the
    /// model holds (`Navigator.shared`, an observable model) is reached through its static: its state, written there
    /// (a statement of the model, no longer an unknown site).
    func testAStaticLoggerCannotNavigateASharedRouterCan() throws {
        let dock = """
        import SwiftUI

        struct Log {
            static let shared = Log(prefix: "app")
            let prefix: String
            func note(_ text: String) { print(prefix, text) }
        }

        @Observable final class Navigator {
            static let shared = Navigator()
            var route: [String] = []
        }

        struct Dock: View {
            @State private var draft = ""
            var body: some View {
                NavigationStack {
                    Button("Log") {
                        if draft.isEmpty { Log.shared.note("empty \\(draft.count)") }
                    }
                    Button("Sail") {
                        if draft.isEmpty { Navigator.shared.route.append("quay") }
                    }
                    .navigationDestination(for: String.self) { _ in Text("Quay") }
                }
            }
        }

        """
        let sites = try unknownStatements(dock)
        XCTAssertEqual(sites, [])
        let result = SwiftFrontEnd.load([SourceFile(path: "App.swift", text: dock)], name: "Test")
        let scene = try XCTUnwrap(result.scene)
        let written = scene.nodes.flatMap { node -> [Statement] in
            if case .button(let button) = node.element { return Statement.flattened(button.action) }
            return []
        }.compactMap(\.target)
        XCTAssertEqual(written, ["route"])
    }

    /// A closure the view was given may do anything its owner can: calling it is a site; reading a string is not.
    /// `dismiss` navigates; `colorScheme` does not.
    func testClosuresAndNavigatingEnvironmentActionsAreSites() throws {
        let sites = try unknownStatements("""
        import SwiftUI

        struct Ferry: View {
            let title: String
            let onArrive: () -> Void
            @Environment(\\.dismiss) private var dismiss
            @Environment(\\.colorScheme) private var colorScheme
            var body: some View {
                NavigationStack {
                    Button("Print") { if title.isEmpty { print(title, colorScheme == .dark) } }
                    Button("Arrive") { if title.isEmpty { onArrive() } }
                    Button("Leave") { if title.isEmpty { dismiss() } }
                }
            }
        }

        """)
        XCTAssertEqual(sites, ["onArrive()"])
    }

    /// Types that refer to each other hold navigation only when something on the cycle does (a closure here); methods
    /// that call each other navigate only when one of them does.
    func testCyclesHoldNavigationOnlyWhenSomethingOnThemDoes() throws {
        let sites = try unknownStatements("""
        import SwiftUI

        final class Knot {
            var next: Knot?
            var loose: [Knot] = []
            func count(_ n: Int) -> Int { if n > 0 { return tally(n - 1) } else { return 0 } }
            func tally(_ n: Int) -> Int { if n > 0 { return count(n - 1) } else { return 1 } }
        }

        final class Mast {
            var sail: Sail?
        }

        final class Sail {
            var mast: Mast?
            var onLower: (() -> Void)?
        }

        struct Rigging: View {
            let knot: Knot
            let mast: Mast
            var body: some View {
                NavigationStack {
                    Button("Tie") { if knot.next == nil { knot.next = Knot() } }
                    Button("Count") { if knot.loose.isEmpty { _ = knot.count(3) } }
                    Button("Lower") { if mast.sail != nil { mast.sail = nil } }
                }
            }
        }

        """)
        XCTAssertEqual(sites, ["mast.sail = nil"])
    }

    /// A TCA-style store whose state holds what a presentation binds may navigate when sent an action; a store of a
    /// feature whose state holds no navigation cannot.
    func testAStoreNavigatesWhenItsStateHoldsNavigation() throws {
        let sites = try unknownStatements("""
        import SwiftUI

        struct Harbour {
            struct State { var destination: Berth.State? }
            enum Action { case dock, berth(Berth.Action) }
        }

        struct Berth {
            struct State { var count = 0 }
            enum Action { case tie }
        }

        struct Tally {
            struct State { var count = 0 }
            enum Action { case increment }
        }

        struct HarbourView: View {
            @Bindable var store: StoreOf<Harbour>
            let tally: StoreOf<Tally>
            var body: some View {
                NavigationStack {
                    Button("Dock") { if tally.count > 0 { store.send(.dock) } }
                    Button("Count") { if tally.count > 0 { tally.send(.increment) } }
                }
                .sheet(item: $store.scope(state: \\.destination, action: \\.berth)) { berth in Text("Berth") }
            }
        }

        """)
        XCTAssertEqual(sites, ["store.send(.dock)"])
    }

    /// Reading navigation state (`contains`, `count`, a `NavigationPath`'s `isEmpty`) cannot navigate; changing it
    /// (`removeLast()`, an assignment, a binding passed on) can.
    func testReadingNavigationStateIsNoSiteChangingItIs() throws {
        let sites = try unknownStatements("""
        import SwiftUI

        struct Chart: View {
            @State private var path: [Int] = []
            @State private var trail = NavigationPath()
            var body: some View {
                NavigationStack(path: $path) {
                    Button("Peek") { if path.contains(1) { print(path.count, trail.isEmpty) } }
                    Button("Back") { if path.count > 2 { path.removeLast() } }
                    Button("Clear") { if trail.isEmpty == false { trail = NavigationPath() } }
                    Button("Pass") { if path.isEmpty { mark(&path) } }
                    .navigationDestination(for: Int.self) { _ in Text("Leg") }
                }
            }
            func mark(_ legs: inout [Int]) {}
        }

        """)
        XCTAssertEqual(sites, ["mark(&path)"])
    }

    /// What runs code out of sight still counts: a property's `didSet` that changes the path, a superclass's path
    /// written from a subclass, a protocol extension whose requirements may be anything. (`legs` is read by a
    /// `ForEach` of links: navigation state, `NavigationRelevance`.)
    func testObserversSuperclassesAndProtocolExtensionsAreFollowed() throws {
        let sites = try unknownStatements("""
        import SwiftUI

        @Observable class Voyage {
            var legs: [Int] = []
        }

        final class Cruise: Voyage {
            var query = "" { didSet { legs = [] } }
            var note = ""
            func restart() { if query.isEmpty { legs.removeAll() } }
        }

        protocol Helm { func steer() }
        extension Helm { func hardAport() { if Bool.random() { steer() } } }

        struct Bridge: View {
            let cruise: Cruise
            let helm: any Helm
            var body: some View {
                NavigationStack {
                    Button("Search") { if cruise.note.isEmpty { cruise.query = "x" } }
                    Button("Note") { if cruise.note.isEmpty { cruise.note = "x" } }
                    Button("Restart") { if cruise.note.isEmpty { cruise.restart() } }
                    Button("Steer") { if cruise.note.isEmpty { helm.hardAport() } }
                    ForEach(cruise.legs, id: \\.self) { leg in NavigationLink("Leg", value: leg) }
                }
            }
        }

        """)
        XCTAssertEqual(sites, ["cruise.query = \"x\"", "legs.removeAll()", "helm.hardAport()"])
    }

    /// A top-level variable is a name code anywhere may reach: a router made at file scope holds navigation (a call
    /// on it is a site), a formatter does not (no site), and one whose type is not the module's may be anything.
    func testTopLevelVariablesAreReachedLikeTheirTypes() throws {
        let sites = try unknownStatements("""
        import SwiftUI

        final class Pilot {
            var path = NavigationPath()
            func rewind() { if !path.isEmpty { path.removeLast(path.count) } }
        }

        struct Stamp { var text = "" }

        let sharedPilot = Pilot()
        var lastStamp = Stamp()
        let external = makeSomething()

        struct Harbor: View {
            var body: some View {
                NavigationStack(path: Binding(get: { sharedPilot.path }, set: { sharedPilot.path = $0 })) {
                    VStack {
                        Button("Stamp") { if Bool.random() { lastStamp.text = "now" } }
                        Button("Rewind") { if Bool.random() { sharedPilot.rewind() } }
                        Button("Poke") { if Bool.random() { external.poke() } }
                    }
                    .navigationDestination(for: Int.self) { _ in Text("Berth") }
                }
            }
        }

        """)
        XCTAssertEqual(sites, ["sharedPilot.rewind()", "external.poke()"])
    }
}
