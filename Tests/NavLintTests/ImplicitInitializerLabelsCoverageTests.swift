import Foundation
import XCTest

/// `form.fields.append(.init(name: "", value: ""))`: an implicit `.init(...)` whose type the code does not say (the
/// element type of another object's property) may make any of the module's types that has an initializer; Swift picks
/// one that takes the arguments' labels in order (a parameter with a default skippable, every other given). So it is
/// made only of the types that may have one (`ExpressionTranslator.mayBeMade`): an initializer the module declares
/// that takes them, the memberwise one, `init?(rawValue:)`, `init(from:)`; a class, a type conforming to a protocol
/// that may give initializers, a variadic parameter or a trailing closure keep the type. Through the binary, err/ok
/// twins: a view with state of its own (made, it holds navigation) whose only initializer takes other labels is no
/// longer a candidate (the call is modelled and the held-back `unreachable-destination` is reported); one whose
/// initializer may take these labels, or that conforms to a protocol of the module, keeps the call unknown.
final class ImplicitInitializerLabelsCoverageTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        try skipWithoutSwiftFrontEnd(); root = try makeTemporaryDirectory() }
    override func tearDownWithError() throws { if let root { try? FileManager.default.removeItem(at: root) } }

    /// `banner`: `Banner`'s initializer and conformances; `made`: how the destination makes it.
    static func app(initializer: String = "init(text: String, onTap: @escaping () -> Void)", conformances: String = "View",
                    made: String = "Banner(text: \"Settings\") {}", extra: String = "") -> String {
        """
        import SwiftUI

        enum Route: Hashable { case detail, settings }
        struct Receipt: Hashable { var id: Int }

        struct Field { var name: String; var value: String }

        final class Form {
            var fields: [Field] = []
        }
        \(extra)
        struct Banner: \(conformances) {
            @State private var pressed = false
            let text: String
            let onTap: () -> Void

            \(initializer) {
                self.text = text
                self.onTap = onTap
            }

            var body: some View { Button(text) { onTap() } }
        }

        struct ShelfView: View {
            @State private var path: [Route] = []
            @State private var form = Form()

            var body: some View {
                NavigationStack(path: $path) {
                    Button("Add") { form.fields.append(.init(name: "", value: "")) }
                    Button("Open") { path.append(.settings) }
                    .navigationDestination(for: Route.self) { route in
                        switch route {
                        case .detail: Text("Detail")
                        case .settings: \(made)
                        }
                    }
                    .navigationDestination(for: Receipt.self) { _ in Text("Receipt") }
                }
            }
        }

        """
    }

    func lint(_ text: String) throws -> (stdout: String, stderr: String, status: Int32) {
        try write(text, to: root.appendingPathComponent("App/Shelf.swift"))
        let output = try NavLintProcess.run(["--verbose", "--color", "never", "App"], in: root)
        return (output.stdout, output.stderr, output.status)
    }

    func testATypeWhoseInitializersTakeOtherLabelsIsNotMade() throws {
        let output = try lint(Self.app())
        XCTAssertTrue(output.stdout.contains("warning: no link, button or action in any reachable state presents this destination for Receipt [unreachable-destination]"), output.stdout)
        XCTAssertTrue(output.stdout.contains("navigation: 4 of 4 sites modelled (100%)"), output.stdout)
        XCTAssertFalse(output.stderr.contains("opaque"), output.stderr)
    }

    func assertKeptUnknown(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let output = try lint(text)
        XCTAssertFalse(output.stdout.contains("unreachable-destination"), output.stdout, file: file, line: line)
        XCTAssertTrue(output.stderr.contains("opaque statement 'form.fields.append(.init(name: \"\", value: \"\"))' (may navigate): '.init' makes a value that holds navigation"),
                      output.stderr, file: file, line: line)
    }

    /// `init(name:value:onTap:)` with defaults: it takes `(name:value:)`.
    func testAnInitializerTakingTheLabelsWithDefaultsAfterThemKeepsTheType() throws {
        try assertKeptUnknown(Self.app(initializer: "init(name text: String, value: String, onTap: @escaping () -> Void = {})",
                                       made: "Banner(name: \"Settings\", value: \"\")"))
    }

    /// A defaulted parameter before them is skipped: `init(style:name:value:)` takes `(name:value:)` too.
    func testASkippedDefaultedParameterKeepsTheType() throws {
        try assertKeptUnknown(Self.app(initializer: "init(style: Int = 0, name text: String, value: String, onTap: @escaping () -> Void = {})",
                                       made: "Banner(name: \"Settings\", value: \"\")"))
    }

    /// A protocol of the module may give it an initializer in an extension.
    func testAProtocolOfTheModuleKeepsTheType() throws {
        try assertKeptUnknown(Self.app(conformances: "View, Titled", extra: """

        protocol Titled { init(text: String, onTap: @escaping () -> Void) }
        extension Titled { init(name: String, value: String) { self.init(text: name, onTap: {}) } }

        """))
    }

    /// `coordinator`: the declaration of the class whose path the stack binds (made, it holds navigation state).
    static func classApp(_ coordinator: String) -> String {
        """
        import SwiftUI

        enum Route: Hashable { case detail, settings }
        struct Receipt: Hashable { var id: Int }

        struct Field { var name: String; var value: String }

        final class Form {
            var fields: [Field] = []
        }

        \(coordinator)

        struct ShelfView: View {
            @State private var coordinator = Coordinator(start: .detail)
            @State private var form = Form()

            var body: some View {
                NavigationStack(path: $coordinator.path) {
                    Button("Add") { form.fields.append(.init(name: "", value: "")) }
                    Button("Open") { coordinator.path.append(.settings) }
                    .navigationDestination(for: Route.self) { route in
                        switch route {
                        case .detail: Text("Detail")
                        case .settings: Text("Settings")
                        }
                    }
                    .navigationDestination(for: Receipt.self) { _ in Text("Receipt") }
                }
            }
        }

        """
    }

    static let rootCoordinator = """
    @Observable
    class Coordinator {
        var path: [Route] = []

        init(start: Route) { path = [start] }
    }
    """

    /// A root class (no superclass) has the initializers it declares: `init(start:)` takes no `(name:value:)`.
    func testARootClassWhoseInitializersTakeOtherLabelsIsNotMade() throws {
        let output = try lint(Self.classApp(Self.rootCoordinator))
        XCTAssertTrue(output.stdout.contains("warning: no link, button or action in any reachable state presents this destination for Receipt [unreachable-destination]"), output.stdout)
        XCTAssertTrue(output.stdout.contains("navigation: 4 of 4 sites modelled (100%)"), output.stdout)
        XCTAssertFalse(output.stderr.contains("opaque"), output.stderr)
    }

    /// A class may inherit its module superclass's initializers: `Base`'s `init(name:value:)` is counted as
    /// `Coordinator`'s (here Swift would not inherit it, as `Coordinator` declares a designated initializer of its own;
    /// the union is read as "may").
    func testAModuleSuperclassesInitializersAreCounted() throws {
        try assertKeptUnknown(Self.classApp("""
        class Base {
            var name: String
            init(name: String, value: String) { self.name = name }
        }

        @Observable
        class Coordinator: Base {
            var path: [Route] = []

            init(start: Route) {
                path = [start]
                super.init(name: "", value: "")
            }
        }
        """))
    }

    /// Another module's superclass may give it any initializer.
    func testAnotherModulesSuperclassKeepsTheType() throws {
        try assertKeptUnknown(Self.classApp(Self.rootCoordinator.replacingOccurrences(of: "class Coordinator {", with: "class Coordinator: NSObject {")
            .replacingOccurrences(of: "init(start: Route) { path = [start] }", with: "init(start: Route) { path = [start]; super.init() }")))
    }
}
