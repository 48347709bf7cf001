import Foundation
import XCTest

/// Issue 22 (coverage): a chain through a type nested in one of the module's types (`Session.Failure.expired` in a
/// `case` pattern, `Session.Failure.recover()`) names the nested type, whose members are its own. The module names a
/// nested type by its short name unless another type took it first (`Guest.Failure` declared before), then by the
/// qualified name; either way the chain steps into the nested type, and what its member does decides. Before, a nested
/// type whose short name was taken read as "a superclass's static member of a class that holds navigation": unknown,
/// holding back every absence finding its code could reach. Twin: the nested type's static method calls a closure
/// property callers may set: unknown still, and the finding held back.
final class NestedTypeChainCoverageTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        try skipWithoutSwiftFrontEnd(); root = try makeTemporaryDirectory() }
    override func tearDownWithError() throws { if let root { try? FileManager.default.removeItem(at: root) } }

    static func app(recover: String) -> String {
        """
        import SwiftUI

        struct Guest {
            enum Failure: Error { case missing }
        }

        @Observable
        final class Session {
            var path: [Int] = []
            enum Failure: Error {
                case expired, offline
                static var onRecover: () -> Void = {}
                static func recover() { \(recover) }
            }
        }

        func load() throws {}

        func report(_ error: Error) -> Bool {
            switch error {
            case Session.Failure.expired, Guest.Failure.missing:
                Session.Failure.recover()
                return true
            default:
                return false
            }
        }

        struct HomeView: View {
            @State private var session = Session()
            var body: some View {
                NavigationStack(path: $session.path) {
                    Text("Home")
                        .task {
                            repeat {
                                do { try load() } catch { _ = report(error) }
                            } while !Task.isCancelled
                        }
                        .navigationDestination(for: Int.self) { number in
                            Text("Row \\(number)")
                        }
                }
            }
        }

        """
    }

    private func lint(_ app: String) throws -> NavLintProcess.Output {
        try NavLintProcess.lint(app, at: "App/Home.swift", in: root, verbose: true)
    }

    func testAChainThroughANestedTypeIsThatTypesMembers() throws {
        let output = try lint(Self.app(recover: "print(\"again\")"))
        XCTAssertFalse(output.stderr.contains("superclass's static member"), output.stderr)
        XCTAssertFalse(output.stderr.contains("opaque statement '_ = report(error)'"), output.stderr)
        XCTAssertTrue(output.stdout.contains("App/Home.swift:39:18: warning: no link, button or action in any reachable state presents this destination for Int [unreachable-destination]"), output.stdout)
    }

    func testANestedTypesMemberThatMayNavigateStaysUnknown() throws {
        let output = try lint(Self.app(recover: "onRecover()"))
        XCTAssertFalse(output.stderr.contains("superclass's static member"), output.stderr)
        XCTAssertTrue(output.stderr.contains("opaque statement '_ = report(error)' (may navigate): 'onRecover()' at App/Home.swift:13:33 "), output.stderr)
        XCTAssertFalse(output.stdout.contains("warning:"), output.stdout)
        XCTAssertTrue(output.stderr.contains("not reported [unreachable-destination]"), output.stderr)
    }
}
