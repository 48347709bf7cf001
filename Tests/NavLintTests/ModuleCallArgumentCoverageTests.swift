import Foundation
import XCTest

/// A call of the module's method given an implicit member (`Chime.ring(on: .shared)`): Swift looks the member up in the
/// type of the parameter it is passed to, so a parameter of another module's type (`SoundCenter`) cannot reach the
/// module's `Harbor.shared` of the same name, and the call, whose body cannot navigate, is no unknown site (coverage,
/// issue 22). Through the binary: the stack's destination that nothing pushes is reported and every site is modelled;
/// the twins where the parameter is the module's `Harbor` (whose `shared` holds the path) or where an overload of
/// either type may be meant keep the call unknown, so that warning is held back.
final class ModuleCallArgumentCoverageTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        try skipWithoutSwiftFrontEnd(); root = try makeTemporaryDirectory() }
    override func tearDownWithError() throws { if let root { try? FileManager.default.removeItem(at: root) } }

    /// `chimes` are the `Chime` methods; the button calls `Chime.ring(on: .shared)`.
    static func app(chimes: String) -> String {
        """
        import SwiftUI
        import SoundKit

        @Observable
        final class Harbor {
            static let shared = Harbor()
            var path: [Int] = []
        }

        enum Chime {
        \(chimes)
        }

        struct DockView: View {
            @State private var harbor = Harbor()
            var body: some View {
                NavigationStack(path: $harbor.path) {
                    Button("Ring") {
                        Chime.ring(on: .shared)
                    }
                    .navigationDestination(for: Int.self) { pier in
                        Text("Pier \\(pier)")
                    }
                }
            }
        }

        """
    }

    static let foreignParameter = "    static func ring(on center: SoundCenter) { center.play(\"bell\") }"
    static let moduleParameter = "    static func ring(on harbor: Harbor) { harbor.path.append(1) }"

    func testAnImplicitMemberGivenToAnotherModulesParameterTypeIsNoUnknownSite() throws {
        let output = try NavLintProcess.lint(Self.app(chimes: Self.foreignParameter), at: "App/Dock.swift", in: root, verbose: true)
        XCTAssertFalse(output.stderr.contains("opaque"), output.stderr)
        XCTAssertTrue(output.stdout.contains("App/Dock.swift:21:14: warning: no link, button or action in any reachable state presents this destination for Int [unreachable-destination]"), output.stdout)
        XCTAssertTrue(output.stdout.hasSuffix("navigation: 2 of 2 sites modelled (100%)\n"), output.stdout)
    }

    func testAnImplicitMemberGivenToTheModulesParameterTypeStaysUnknown() throws {
        let output = try NavLintProcess.lint(Self.app(chimes: Self.moduleParameter), at: "App/Dock.swift", in: root, verbose: true)
        XCTAssertTrue(output.stderr.contains("App/Dock.swift:19:17: opaque statement 'Chime.ring(on: .shared)' (may navigate)"), output.stderr)
        XCTAssertFalse(output.stdout.contains("warning:"), output.stdout)
        XCTAssertTrue(output.stderr.contains("not reported [unreachable-destination]"), output.stderr)
    }

    func testOverloadsWhoseParameterTypesDifferKeepTheCallUnknown() throws {
        let output = try NavLintProcess.lint(Self.app(chimes: Self.foreignParameter + "\n" + Self.moduleParameter), at: "App/Dock.swift", in: root, verbose: true)
        XCTAssertTrue(output.stderr.contains("App/Dock.swift:20:17: opaque statement 'Chime.ring(on: .shared)' (may navigate)"), output.stderr)
        XCTAssertFalse(output.stdout.contains("warning:"), output.stdout)
    }

    /// A class of the module whose method calls another module's methods on another module's values, given only
    /// literals and implicit members (`NotificationCenter.default.post(name: .init("ring"), object: nil)`,
    /// `tint.resolve(in: .init())` of a `Color` property): the implicit members are that module's, not the module's
    /// `Harbor.init`, so the method cannot navigate. `extras` is appended to the file.
    static func bell(extras: String) -> String {
        """
        import SwiftUI

        @Observable
        final class Harbor {
            static let shared = Harbor()
            var path: [Int] = []
            init() {}
        }

        final class Bell {
            var tint: Color = .blue
            func ring() {
                NotificationCenter.default.post(name: .init("ring"), object: nil)
                print(tint.resolve(in: .init()))
            }
        }

        struct DockView: View {
            @State private var harbor = Harbor.shared
            let bell = Bell()
            var body: some View {
                NavigationStack(path: $harbor.path) {
                    Button("Ring") {
                        bell.ring()
                    }
                    .navigationDestination(for: Int.self) { pier in
                        Text("Pier \\(pier)")
                    }
                }
            }
        }
        \(extras)
        """
    }

    func testAnotherModulesMethodOnItsOwnValueGivenImplicitMembersIsNoUnknownSite() throws {
        let output = try NavLintProcess.lint(Self.bell(extras: ""), at: "App/Bell.swift", in: root, verbose: true)
        XCTAssertFalse(output.stderr.contains("opaque"), output.stderr)
        XCTAssertTrue(output.stdout.hasSuffix("navigation: 2 of 2 sites modelled (100%)\n"), output.stdout)
    }

    /// The module extends `Color` with a `resolve(in:)` taking its `Harbor` (which appends to the path): the call may
    /// be that method, so it stays an unknown site; the other call (no such extension of its type) is still modelled.
    func testAMethodTheModuleAddsToAnotherModulesTypeKeepsTheCallUnknown() throws {
        let extensionOfColor = """

        extension Color {
            func resolve(in harbor: Harbor) -> Color {
                harbor.path.append(1)
                return self
            }
        }
        """
        let output = try NavLintProcess.lint(Self.bell(extras: extensionOfColor), at: "App/Bell.swift", in: root, verbose: true)
        XCTAssertTrue(output.stderr.contains("App/Bell.swift:14:9: opaque statement 'print(tint.resolve(in: .init()))' (may navigate)"), output.stderr)
        XCTAssertFalse(output.stderr.contains("NotificationCenter"), output.stderr)
        XCTAssertTrue(output.stdout.hasSuffix("navigation: 2 of 3 sites modelled (66%); 1 unknown, --verbose lists them\n"), output.stdout)
    }

    /// The method comes from the module's own protocol, whose extension appends to the path, and the module makes
    /// `Color` conform to it (`extension Color: Resolving {}`): a value of another module's type reaches the module's
    /// code through the conformance, so the call stays an unknown site.
    func testAMethodOfTheModulesProtocolAnotherModulesTypeConformsToKeepsTheCallUnknown() throws {
        let conformance = """

        protocol Resolving {}

        extension Resolving {
            func resolve(in harbor: Harbor) -> Self {
                harbor.path.append(1)
                return self
            }
        }

        extension Color: Resolving {}
        """
        let output = try NavLintProcess.lint(Self.bell(extras: conformance), at: "App/Bell.swift", in: root, verbose: true)
        XCTAssertTrue(output.stderr.contains("App/Bell.swift:14:9: opaque statement 'print(tint.resolve(in: .init()))' (may navigate)"), output.stderr)
        XCTAssertTrue(output.stdout.hasSuffix("navigation: 2 of 3 sites modelled (66%); 1 unknown, --verbose lists them\n"), output.stdout)
    }

    /// `ToastModel.main.add(.error(.init(text: "Saved")))`: the method of the module's model a static property holds,
    /// given a case of the module's enum whose associated value is itself an implicit member: `.init` is the
    /// associated value's type's (`payload`), here `Details`, which holds no navigation, so the call only writes the
    /// model's `toasts` (an abstraction) and is modelled.
    static func toast(payload: String, made: String) -> String {
        """
        import SwiftUI

        @Observable
        final class Harbor {
            var path: [Int] = []
            init() {}
        }

        struct Details {
            var text: String
        }

        enum Toast {
            case error(\(payload))
            case info(String)
        }

        @Observable
        final class ToastModel {
            static let main: ToastModel = .init()
            var toasts: [String] = []
            func add(_ toast: Toast) { toasts.append("shown") }
        }

        struct DockView: View {
            @State private var harbor = Harbor()
            var body: some View {
                NavigationStack(path: $harbor.path) {
                    Button("Save") {
                        ToastModel.main.add(.error(\(made)))
                    }
                    .navigationDestination(for: Int.self) { pier in
                        Text("Pier \\(pier)")
                        ForEach(ToastModel.main.toasts, id: \\.self) { Text($0) }
                    }
                }
            }
        }

        """
    }

    /// (`toasts` is read by a `ForEach`: navigation state, `NavigationRelevance`.)
    func testAnImplicitMemberInsideACaseOfTheModulesEnumIsLookedUpInTheAssociatedValuesType() throws {
        let output = try NavLintProcess.lint(Self.toast(payload: "Details", made: ".init(text: \"Saved\")"), at: "App/Toast.swift", in: root, verbose: true)
        XCTAssertFalse(output.stderr.contains("opaque"), output.stderr)
        XCTAssertTrue(output.stderr.contains("App/Toast.swift:30:17: abstracted statement 'ToastModel.main.add(.error(.init(text: \"Saved\")))'"), output.stderr)
        XCTAssertTrue(output.stdout.hasSuffix("navigation: 2 of 2 sites modelled (100%)\n"), output.stdout)
    }

    /// The associated value is the module's `Harbor` (which holds the path): the `.init()` made there may reach
    /// navigation, so the call stays an unknown site.
    func testAnImplicitMemberMakingAValueThatHoldsNavigationKeepsTheCallUnknown() throws {
        let output = try NavLintProcess.lint(Self.toast(payload: "Harbor", made: ".init()"), at: "App/Toast.swift", in: root, verbose: true)
        XCTAssertTrue(output.stderr.contains("App/Toast.swift:30:17: opaque statement 'ToastModel.main.add(.error(.init()))' (may navigate)"), output.stderr)
        XCTAssertTrue(output.stdout.hasSuffix("navigation: 2 of 3 sites modelled (66%); 1 unknown, --verbose lists them\n"), output.stdout)
    }
}
