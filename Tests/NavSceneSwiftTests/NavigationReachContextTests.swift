import NavSceneDiagnostics
import NavSceneModel
@testable import NavSceneSwift
import XCTest

/// What a value's type says about the code that uses it (`NavigationReach`): a top-level variable of another module's
/// type reaches only what it was given, and an implicit member (`.init(...)`, `.idle`) is looked up in the type the
/// context gives it, not in every type of the module that has a member of that name.
extension NavigationReachTests {
    /// `logger.info(...)` on `private let logger = Logger(...)`: another module's object made from plain values; no
    /// site. One made with a closure that navigates holds the closure: calling it is a site.
    func testATopLevelValueOfAnotherModuleHoldsWhatItWasGiven() throws {
        let sites = try unknownStatements("""
        import SwiftUI
        import os

        private let logger = Logger(subsystem: "Harbor", category: "Berths")
        let declaredLog: Logger = Logger(subsystem: "Harbor", category: "Quay")

        final class Pilot {
            var path = NavigationPath()
            func rewind() { path = NavigationPath() }
        }

        let sharedPilot = Pilot()
        let bell = Bell { sharedPilot.rewind() }
        let made = makeSomething()

        struct Harbor: View {
            var body: some View {
                NavigationStack(path: Binding(get: { sharedPilot.path }, set: { sharedPilot.path = $0 })) {
                    VStack {
                        Button("Log") { if Bool.random() { logger.info("tap") } }
                        Button("Quay") { if Bool.random() { declaredLog.debug("quay") } }
                        Button("Ring") { if Bool.random() { bell.ring() } }
                        Button("Poke") { if Bool.random() { made.poke() } }
                    }
                    .navigationDestination(for: Int.self) { _ in Text("Berth") }
                }
            }
        }

        """)
        XCTAssertEqual(sites, ["bell.ring()", "made.poke()"])
    }

    /// `flight = .init(...)` writes a `Flight` (the property's type, declared or made by its initializer): only
    /// `Flight`'s initializers and statics are read, not those of `Pilot`, which holds a path. `pilot = .init()` makes
    /// a `Pilot`, and `wake = .init()` a value of another module's type; a type alias may be anything.
    func testAnImplicitMemberIsLookedUpInTheTypeItIsAssignedTo() throws {
        let sites = try unknownStatements("""
        import SwiftUI

        struct Flight {
            var height: Double = 0
            static let idle = Flight()
        }

        final class Pilot {
            var path = NavigationPath()
            static let idle = Pilot()
            init() {}
        }

        typealias Crew = Pilot

        struct Harbor: View {
            @State private var pilot = Pilot()
            @State private var flight = Flight()
            @State private var planned: Flight? = nil
            @State private var crew: Crew? = nil
            @State private var wake: Date = .now
            var body: some View {
                NavigationStack(path: $pilot.path) {
                    VStack {
                        Button("Fly") { if Bool.random() { flight = .init(height: 3) } }
                        Button("Land") { if Bool.random() { self.planned = .idle } }
                        Button("Wake") { if Bool.random() { wake = .init() } }
                        Button("Board") { if Bool.random() { let next: Flight = .idle; planned = next } }
                        Button("Crew") { if Bool.random() { crew = .idle } }
                        Button("Hire") { if Bool.random() { pilot = .init() } }
                    }
                    .navigationDestination(for: Int.self) { _ in Text("Berth") }
                }
            }
        }

        """)
        XCTAssertEqual(sites, ["crew = .idle", "pilot = .init()"])
    }
}
