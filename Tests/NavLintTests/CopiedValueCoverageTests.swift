import Foundation
import XCTest

/// A value that holds navigation, made precise (coverage, issue 22). A struct is a value: a copy given to a function,
/// returned or stored in another struct has its own stored properties, so writing them changes no navigation state of
/// the original, even when one of them is navigation state (`showsMap`, bound to a sheet): such a statement is
/// modelled, no unknown site. A struct that holds an observable object (which holds navigation state) shares the object
/// with its copies: passing it on stays unknown and keeps holding back the absence findings it may cause.
final class CopiedValueCoverageTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        try skipWithoutSwiftFrontEnd(); root = try makeTemporaryDirectory() }
    override func tearDownWithError() throws { if let root { try? FileManager.default.removeItem(at: root) } }

    /// `statement` runs in the button's action.
    static func app(_ statement: String) -> String {
        """
        import SwiftUI
        import Ledger

        @Observable
        final class Harbor {
            var path: [Int] = []
        }

        struct Trip {
            var showsMap = false
            var name = ""
        }

        struct Log {
            var trip: Trip
            var count = 0
        }

        struct Ticket {
            let harbor: Harbor
            var seat = 0
        }

        func summary(_ trip: Trip) -> Int { trip.name.count }
        func keep(_ trip: Trip) -> Trip { trip }
        func check(_ ticket: Ticket) -> Int { ticket.seat }

        struct MapView: View {
            @Binding var trip: Trip
            var body: some View {
                Text(trip.name)
                    .sheet(isPresented: $trip.showsMap) { Text("Map") }
            }
        }

        struct DockView: View {
            @State private var harbor = Harbor()
            @State private var trip = Trip()
            @State private var ticket = Ticket(harbor: Harbor())
            var body: some View {
                NavigationStack(path: $harbor.path) {
                    Button("Post") {
                        \(statement)
                    }
                    .navigationDestination(for: Int.self) { pier in
                        Text("Pier \\(pier)")
                    }
                }
            }
        }

        """
    }

    private func lint(_ statement: String) throws -> NavLintProcess.Output {
        try NavLintProcess.lint(Self.app(statement), at: "App/Dock.swift", in: root, verbose: true)
    }

    func testACopyOfAStructGivenToAFunctionIsModelled() throws {
        let output = try lint("Ledger.count(summary(trip))")
        XCTAssertFalse(output.stderr.contains("opaque statement"), output.stderr)
        XCTAssertTrue(output.stdout.hasSuffix("navigation: 3 of 3 sites modelled (100%)\n"), output.stdout)
    }

    func testACopyReturnedByAFunctionIsModelled() throws {
        let output = try lint("Ledger.record(keep(trip))")
        XCTAssertFalse(output.stderr.contains("opaque statement"), output.stderr)
        XCTAssertTrue(output.stdout.hasSuffix("navigation: 3 of 3 sites modelled (100%)\n"), output.stdout)
    }

    func testACopyStoredInAnotherStructIsModelled() throws {
        let output = try lint("Ledger.count(Log(trip: trip))")
        XCTAssertFalse(output.stderr.contains("opaque statement"), output.stderr)
        XCTAssertTrue(output.stdout.hasSuffix("navigation: 3 of 3 sites modelled (100%)\n"), output.stdout)
    }

    func testWritingTheStructsNavigationStateItselfStaysUnknown() throws {
        let output = try lint("trip.showsMap = true")
        XCTAssertTrue(output.stderr.contains("App/Dock.swift:43:17: opaque statement 'trip.showsMap = true' (may navigate): 'trip.showsMap' writes navigation state"), output.stderr)
    }

    func testAStructHoldingAnObservableObjectPassedOnStaysUnknown() throws {
        let output = try lint("Ledger.count(check(ticket))")
        XCTAssertTrue(output.stderr.contains("App/Dock.swift:43:17: opaque statement 'Ledger.count(check(ticket))' (may navigate): 'ticket' passes on a value that holds navigation"), output.stderr)
        XCTAssertTrue(output.stdout.hasSuffix("navigation: 3 of 4 sites modelled (75%); 1 unknown, --verbose lists them\n"), output.stdout)
    }
}

/// A name a navigation API binds is navigation state of the type whose property it binds, when the module can tell
/// that type (`$harbor.path` of a view's `@State var harbor = Harbor()`): another type's property of the same name
/// (`Chart.path`, a file path) is no navigation, so writing it is modelled and the destinations nothing pushes are
/// reported. Where the owner cannot be told (the binding's root is a local the view's body declares) every property
/// of the name stays navigation state, as before: the write stays unknown and holds the findings back.
final class BoundOwnerCoverageTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        try skipWithoutSwiftFrontEnd(); root = try makeTemporaryDirectory() }
    override func tearDownWithError() throws { if let root { try? FileManager.default.removeItem(at: root) } }

    /// `local`: the stack binds a local `@Bindable` copy of an environment value instead of the view's `@State`.
    static func app(_ statement: String, local: Bool = false) -> String {
        """
        import SwiftUI
        import Ledger

        @Observable
        final class Harbor {
            var path: [Int] = []
            var name = ""
        }

        final class Chart {
            var path = ""
            var scale = 1
        }

        struct Ticket {
            let harbor: Harbor
            var seat = 0
        }

        func check(_ ticket: Ticket) -> Int { ticket.seat }

        extension EnvironmentValues {
            @Entry var harbor = Harbor()
        }

        struct DockView: View {
            \(local ? "@Environment(\\.harbor) private var harbor" : "@State private var harbor = Harbor()")
            @State private var chart = Chart()
            @State private var ticket = Ticket(harbor: Harbor())
            @State private var harbors: [Harbor] = []
            var body: some View {
                \(local ? "@Bindable var harbor = harbor" : "")
                NavigationStack(path: $harbor.path) {
                    Button("Post") {
                        \(statement)
                    }
                    .navigationDestination(for: Int.self) { pier in
                        Text("Pier \\(pier)")
                    }
                    .navigationDestination(for: String.self) { name in
                        Text(name)
                    }
                }
            }
        }

        """
    }

    private func lint(_ statement: String, local: Bool = false) throws -> NavLintProcess.Output {
        try NavLintProcess.lint(Self.app(statement, local: local), at: "App/Dock.swift", in: root, verbose: true)
    }

    func testAnotherTypesPropertyOfTheBoundNameIsNoNavigation() throws {
        let output = try lint("chart.path = \"x\"")
        XCTAssertFalse(output.stderr.contains("opaque statement"), output.stderr)
        XCTAssertTrue(output.stdout.contains("App/Dock.swift:37:14: warning: no link, button or action in any reachable state presents this destination for Int [unreachable-destination]"), output.stdout)
        XCTAssertTrue(output.stdout.contains("App/Dock.swift:40:14: warning: no link, button or action in any reachable state presents this destination for String [unreachable-destination]"), output.stdout)
        XCTAssertTrue(output.stdout.hasSuffix("navigation: 3 of 3 sites modelled (100%)\n"), output.stdout)
    }

    func testWhereTheOwnerCannotBeToldEveryPropertyOfTheNameStaysNavigationState() throws {
        let output = try lint("chart.path = \"x\"", local: true)
        XCTAssertTrue(output.stderr.contains("App/Dock.swift:35:17: opaque statement 'chart.path = \"x\"' (may navigate): 'chart.path' writes navigation state"), output.stderr)
        XCTAssertFalse(output.stdout.contains("warning:"), output.stdout)
    }

    func testTheBoundTypesOwnPropertyIsStillNavigationState() throws {
        let output = try lint("harbor.path.append(1)")
        XCTAssertFalse(output.stdout.contains("destination for Int"), output.stdout)
        XCTAssertTrue(output.stdout.contains("App/Dock.swift:40:14: warning: no link, button or action in any reachable state presents this destination for String [unreachable-destination]"), output.stdout)
    }

    func testAStructHoldingTheObservableObjectStillHidesTheFindingsItMayCause() throws {
        let output = try lint("Ledger.count(check(ticket))")
        XCTAssertTrue(output.stderr.contains("App/Dock.swift:35:17: opaque statement 'Ledger.count(check(ticket))' (may navigate): 'ticket' passes on a value that holds navigation"), output.stderr)
        XCTAssertTrue(output.stderr.contains("not reported [unreachable-destination]"), output.stderr)
        XCTAssertFalse(output.stdout.contains("warning:"), output.stdout)
    }

    /// `harbors.last?.name`: the element of an array is a `Harbor`, whose `name` is a string: reading it is no site.
    func testAMemberOfAnElementIsReadAsTheElementTypesMember() throws {
        let output = try lint("Ledger.record(harbors.last?.name)")
        XCTAssertFalse(output.stderr.contains("opaque statement"), output.stderr)
        XCTAssertTrue(output.stdout.hasSuffix("navigation: 3 of 3 sites modelled (100%)\n"), output.stdout)
    }

    func testWritingAnElementsNavigationStateStaysUnknown() throws {
        let output = try lint("harbors.last?.path.append(1)")
        XCTAssertTrue(output.stderr.contains("App/Dock.swift:35:17: opaque statement 'harbors.last?.path.append(1)' (may navigate)"), output.stderr)
        XCTAssertFalse(output.stdout.contains("warning:"), output.stdout)
    }
}
