import Foundation
import XCTest

/// Issue 22 (coverage): `Self` in the type of a property of a struct, an enum, a class or an extension of one is that
/// type (`extension Haptics.HapticStyle { static let buttonPress: Self = .light }`): a static value another module's
/// type holds only what that module's values do, so giving it to code the front end does not translate reaches no
/// navigation. Before, `Self` read as "may be anything". Twins: `Self` of the module's own struct that holds a closure
/// still holds it (the site stays unknown, the finding held back).
/// The same `Self` is the type an implicit member is looked up in where a struct's or an enum's function returns `Self`
/// (`static func failed(code:) -> Self { .failed(detail: ...) }` is the enum's case, not another type's static `failed`
/// that holds navigation), and `Self.base` in a static value's initializer is the type's own static `base`.
final class SelfTypedStaticCoverageTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        try skipWithoutSwiftFrontEnd(); root = try makeTemporaryDirectory() }
    override func tearDownWithError() throws { if let root { try? FileManager.default.removeItem(at: root) } }

    static func app(declarations: String, statement: String) -> String {
        """
        import SwiftUI
        import CommonHaptics

        \(declarations)

        @Observable
        final class Router {
            var path: [Int] = []
        }

        struct HomeView: View {
            @State private var router = Router()
            var body: some View {
                NavigationStack(path: $router.path) {
                    Text("Home")
                        .task {
                            repeat {
                                \(statement)
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

    func testSelfOfAnotherModulesTypeHoldsNothingOfTheModule() throws {
        let output = try lint(Self.app(declarations: """
            extension Haptics.HapticStyle {
                static let buttonPress: Self = .light
            }
            """, statement: "Haptics.generate(.buttonPress)"))
        XCTAssertFalse(output.stderr.contains("opaque statement 'Haptics.generate(.buttonPress)'"), output.stderr)
        XCTAssertTrue(output.stdout.contains("App/Home.swift:23:18: warning: no link, button or action in any reachable state presents this destination for Int [unreachable-destination]"), output.stdout)
        XCTAssertTrue(output.stdout.hasSuffix("navigation: 2 of 2 sites modelled (100%)\n"), output.stdout)
    }

    func testSelfOfTheModulesStructHoldsWhatTheStructHolds() throws {
        let output = try lint(Self.app(declarations: """
            struct Tap {
                var run: () -> Void
            }
            extension Tap {
                static let press: Self = Tap(run: {})
            }
            """, statement: "Haptics.generate(.press)"))
        XCTAssertTrue(output.stderr.contains("opaque statement 'Haptics.generate(.press)' (may navigate)"), output.stderr)
        XCTAssertFalse(output.stdout.contains("warning:"), output.stdout)
        XCTAssertTrue(output.stderr.contains("not reported [unreachable-destination]"), output.stderr)
    }

    static let loadError = """
        enum LoadError: Error {
            case failed(detail: String?)
            static func failed(code: Int) -> Self { .failed(detail: "code \\(code)") }
        }
        enum Shared {
            static let failed = Router()
        }
        """

    func testSelfAsAResultTypeIsTheEnumForAnImplicitMember() throws {
        let output = try lint(Self.app(declarations: Self.loadError, statement: "print(LoadError.failed(code: 1))"))
        XCTAssertFalse(output.stderr.contains("opaque statement 'print(LoadError.failed(code: 1))'"), output.stderr)
        XCTAssertTrue(output.stdout.contains("warning: no link, button or action in any reachable state presents this destination for Int [unreachable-destination]"), output.stdout)
    }

    func testAnImplicitMemberOfAnotherTypeThatHoldsNavigationStaysUnknown() throws {
        let declarations = Self.loadError.replacingOccurrences(of: "-> Self { .failed", with: "-> Any { Shared.failed")
        let output = try lint(Self.app(declarations: declarations, statement: "print(LoadError.failed(code: 1))"))
        XCTAssertTrue(output.stderr.contains("opaque statement 'print(LoadError.failed(code: 1))' (may navigate)"), output.stderr)
        XCTAssertTrue(output.stderr.contains("not reported [unreachable-destination]"), output.stderr)
    }

    func testSelfMembersInAStaticInitializerAreTheTypesOwn() throws {
        let links = """
            enum Links {
                static let base = URL(string: "https://example.com")!
                static let failed = Self.base.appending(path: "failed")
            }
            """
        let output = try lint(Self.app(declarations: links, statement: "print(Links.failed)"))
        XCTAssertFalse(output.stderr.contains("opaque statement 'print(Links.failed)'"), output.stderr)
        XCTAssertTrue(output.stdout.contains("warning: no link, button or action in any reachable state presents this destination for Int [unreachable-destination]"), output.stdout)
        // `Self.base` of a base that is one of the module's objects holding navigation: what it makes may be anything.
        let objects = links.replacingOccurrences(of: "URL(string: \"https://example.com\")!", with: "Router()")
            + "\nextension Router {\n    func appending(path: String) -> Router { self }\n}"
        let twin = try lint(Self.app(declarations: objects, statement: "print(Links.failed)"))
        XCTAssertTrue(twin.stderr.contains("opaque statement 'print(Links.failed)' (may navigate)"), twin.stderr)
        XCTAssertFalse(twin.stdout.contains("warning:"), twin.stdout)
    }
}
