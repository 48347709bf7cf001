import Foundation
import XCTest

/// A value typed by a protocol of the module that no other module can conform to (not `public`) is a value of one of
/// the module's types that declare the conformance (or of a subclass of one): it holds what one of them may. An
/// existential whose conformers hold no navigation, passed on to another module's code, is modelled and the absence
/// findings it held back are reported. One with a conformer that holds navigation (directly, or a subclass of a class
/// that conforms by an extension), a `public` protocol (an importing module may conform), or a protocol another
/// module's type is made to conform to, stays unknown where it is and keeps holding those findings back.
final class ProtocolConformersCoverageTests: XCTestCase {
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

        protocol Cargo { var label: String { get } }
        struct Crate: Cargo { let label: String }
        struct Barrel: Cargo { var label: String; var weight: Int }

        protocol Tender { func go() }
        final class Tug: Tender {
            let harbor: Harbor
            init(harbor: Harbor) { self.harbor = harbor }
            func go() { harbor.path.append(1) }
        }

        protocol Freight {}
        class Hull {}
        extension Hull: Freight {}
        final class Keel: Hull { let harbor = Harbor() }

        enum Port { static let harbor = Harbor() }
        protocol Beacon { var signal: String { get }; func flash() }
        struct Lamp: Beacon {
            var signal: String { Port.harbor.path.append(1); return "" }
            func flash() { Port.harbor.path.append(2) }
        }

        public protocol Shared {}
        struct Plain: Shared {}

        protocol Stamp {}
        extension String: Stamp {}

        @Observable
        final class Manifest {
            var cargo: any Cargo = Crate(label: "a")
            var cargoes: [Cargo] = []
            var tender: (any Tender)? = nil
            var freight: any Freight = Hull()
            var shared: any Shared = Plain()
            var stamp: Stamp = "x"
            var beacon: any Beacon = Lamp()
        }

        struct DockView: View {
            @State private var harbor = Harbor()
            @State private var manifest = Manifest()
            var body: some View {
                NavigationStack(path: $harbor.path) {
                    Button("Post") {
                        \(statement)
                    }
                    .navigationDestination(for: String.self) { name in
                        Text(name)
                    }
                }
            }
        }

        """
    }

    private func lint(_ statement: String) throws -> NavLintProcess.Output {
        try NavLintProcess.lint(Self.app(statement), at: "App/Dock.swift", in: root, verbose: true)
    }

    private static let finding = "App/Dock.swift:57:14: warning: no link, button or action in any reachable state presents this destination for String [unreachable-destination]"

    func testAnExistentialWhoseConformersHoldNoNavigationIsModelled() throws {
        let output = try lint("Ledger.ship(manifest.cargo)")
        XCTAssertFalse(output.stderr.contains("opaque statement"), output.stderr)
        XCTAssertTrue(output.stdout.contains(Self.finding), output.stdout)
    }

    func testAnArrayOfSuchExistentialsIsModelled() throws {
        let output = try lint("Ledger.ship(manifest.cargoes)")
        XCTAssertFalse(output.stderr.contains("opaque statement"), output.stderr)
        XCTAssertTrue(output.stdout.contains(Self.finding), output.stdout)
    }

    func testAnExistentialWithAConformerHoldingNavigationStaysUnknown() throws {
        let output = try lint("Ledger.ship(manifest.tender)")
        XCTAssertTrue(output.stderr.contains("opaque statement 'Ledger.ship(manifest.tender)' (may navigate): 'manifest.tender' passes on a value that holds navigation"), output.stderr)
        XCTAssertTrue(output.stderr.contains("not reported [unreachable-destination]"), output.stderr)
        XCTAssertFalse(output.stdout.contains("warning:"), output.stdout)
    }

    func testASubclassOfAConformerHoldingNavigationKeepsItUnknown() throws {
        let output = try lint("Ledger.ship(manifest.freight)")
        XCTAssertTrue(output.stderr.contains("opaque statement 'Ledger.ship(manifest.freight)' (may navigate): 'manifest.freight' passes on a value that holds navigation"), output.stderr)
        XCTAssertFalse(output.stdout.contains("warning:"), output.stdout)
    }

    func testPassingAValueWhoseConformersRunCodeOnlyInTheirMembersIsModelled() throws {
        let output = try lint("Ledger.ship(manifest.beacon)")
        XCTAssertFalse(output.stderr.contains("opaque statement"), output.stderr)
        XCTAssertTrue(output.stdout.contains(Self.finding), output.stdout)
    }

    func testAConformersGetterThatMayNavigateStaysUnknown() throws {
        let output = try lint("Ledger.ship(manifest.beacon.signal)")
        XCTAssertTrue(output.stderr.contains("opaque statement 'Ledger.ship(manifest.beacon.signal)' (may navigate)"), output.stderr)
        XCTAssertFalse(output.stdout.contains("warning:"), output.stdout)
    }

    func testAConformersMethodThatMayNavigateStaysUnknown() throws {
        let output = try lint("manifest.beacon.flash()")
        XCTAssertTrue(output.stderr.contains("opaque statement 'manifest.beacon.flash()' (may navigate)"), output.stderr)
        XCTAssertFalse(output.stdout.contains("warning:"), output.stdout)
    }

    func testAPublicProtocolStaysUnknown() throws {
        let output = try lint("Ledger.ship(manifest.shared)")
        XCTAssertTrue(output.stderr.contains("opaque statement 'Ledger.ship(manifest.shared)' (may navigate): 'manifest.shared' passes on a value that holds navigation"), output.stderr)
        XCTAssertFalse(output.stdout.contains("warning:"), output.stdout)
    }

    func testAProtocolAnotherModulesTypeIsMadeToConformToStaysUnknown() throws {
        let output = try lint("Ledger.ship(manifest.stamp)")
        XCTAssertTrue(output.stderr.contains("opaque statement 'Ledger.ship(manifest.stamp)' (may navigate): 'manifest.stamp' passes on a value that holds navigation"), output.stderr)
        XCTAssertFalse(output.stdout.contains("warning:"), output.stdout)
    }
}
