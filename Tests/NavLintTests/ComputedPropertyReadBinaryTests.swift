import Foundation
import XCTest

/// A read of a computed property runs its getter only: Swift runs the setter (and a stored property's observers) only
/// when the property is written. So what the setter writes (`_cached = newValue`, `entries.removeAll()`, a flag a
/// sheet binds) is no effect of a read (`guard settings.limit > 0`, `print(settings.limit)`): the read cannot navigate
/// unless the getter may. A write runs the setter with the value as `newValue`: its effect is the setter's write set
/// (`ModuleCallee.setter`). Through the binary: a Button that only reads the property, or writes it through a setter
/// that only writes state, is modelled (100%), and a String destination nothing pushes is reported; on main 3a1835d
/// each was an unknown statement ("writes navigation state" at the setter's write) that held the finding back. The
/// twins: the correct app (no String destination) is clean, and a setter that pushes stays unknown.
final class ComputedPropertyReadBinaryTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        try skipWithoutSwiftFrontEnd(); root = try makeTemporaryDirectory() }
    override func tearDownWithError() throws { if let root { try? FileManager.default.removeItem(at: root) } }

    /// `settings.limit`'s setter writes `showLog`, which a sheet binds; the Button runs `act`.
    static func app(act: String, wordDestination: Bool = true, setter: String = "showLog.toggle()", getter: String = "cachedOn = value") -> String {
        """
        import SwiftUI

        @Observable
        final class Settings {
            var cachedLimit: Int?
            var showLog = false
            var path: [Int] = []

            var limit: Int {
                get { cachedLimit ?? UserDefaults.standard.integer(forKey: "limit") }
                set {
                    cachedLimit = newValue
                    \(setter)
                }
            }

            /// A getter that fills a cache.
            var isOn: Bool {
                if let cachedOn { return cachedOn }
                let value = UserDefaults.standard.bool(forKey: "on")
                \(getter)
                return value
            }
            var cachedOn: Bool?

            func report() {
                guard limit > 0 else { return }
                print(limit)
            }
        }

        struct DockView: View {
            @State private var settings = Settings()
            @State private var words: [String] = []
            var body: some View {
                NavigationStack(path: $settings.path) {
                    VStack {
                        Button("Act") { \(act) }
                        Button("Push") { settings.path.append(1) }
                    }
                    .sheet(isPresented: $settings.showLog) { Text("Log") }
                    .navigationDestination(for: Int.self) { n in
                        Text("Number")
                    }
                    \(wordDestination ? ".navigationDestination(for: String.self) { s in Text(\"Word\") }" : "")
                }
            }
        }

        """
    }

    func testAReadOfAComputedPropertyDoesNotRunItsSetter() throws {
        for act in ["print(settings.limit)", "settings.report()"] {
            let output = try lint(Self.app(act: act))
            XCTAssertFalse(output.stderr.contains("opaque"), act + "\n" + output.stderr)
            XCTAssertFalse(output.stderr.contains("not reported"), act + "\n" + output.stderr)
            XCTAssertTrue(output.stdout.hasSuffix("sites modelled (100%)\n"), act + "\n" + output.stdout)
            XCTAssertEqual(findings(output, "unreachable-destination").count, 1, act + "\n" + output.stdout)
        }
    }

    /// The correct twin: no destination for a type nothing pushes; nothing is reported.
    func testTheCorrectAppIsClean() throws {
        let output = try lint(Self.app(act: "settings.report()", wordDestination: false))
        XCTAssertFalse(output.stderr.contains("opaque"), output.stderr)
        XCTAssertEqual(findings(output, "unreachable-destination"), [], output.stdout)
    }

    /// A write runs the setter with the value written as `newValue`: the write is what the setter writes (`cachedLimit`,
    /// `showLog`), latent writes of state the model holds, and hides no absence finding. On main 3a1835d it was an
    /// unknown statement ("writes navigation state") that held the finding back.
    func testAWriteOfAComputedPropertyIsWhatItsSetterWrites() throws {
        for act in ["settings.limit = Int.random(in: 0...9)", "settings.limit += 1"] {
            let output = try lint(Self.app(act: act))
            XCTAssertTrue(output.stderr.contains("abstracted statement '\(act)'"), act + "\n" + output.stderr)
            XCTAssertFalse(output.stderr.contains("opaque"), act + "\n" + output.stderr)
            XCTAssertEqual(findings(output, "unreachable-destination").count, 1, act + "\n" + output.stdout)
        }
    }

    /// A read of a class's computed property runs its getter: a getter that only writes state (a cache it fills) is
    /// its write set, latent writes, and hides no absence finding. On main 3a1835d: an unknown statement.
    func testAGetterThatFillsACacheIsItsWriteSet() throws {
        let output = try lint(Self.app(act: "print(settings.isOn)"))
        XCTAssertTrue(output.stderr.contains("abstracted statement 'print(settings.isOn)'"), output.stderr)
        XCTAssertFalse(output.stderr.contains("opaque"), output.stderr)
        XCTAssertEqual(findings(output, "unreachable-destination").count, 1, output.stdout)
    }

    /// The twin: a getter that pushes stays unknown and holds the finding back.
    func testAGetterThatPushesStaysUnknown() throws {
        let output = try lint(Self.app(act: "print(settings.isOn)", getter: "path.append(1)"))
        XCTAssertTrue(output.stderr.contains("opaque statement 'print(settings.isOn)'"), output.stderr)
        XCTAssertEqual(findings(output, "unreachable-destination"), [], output.stdout)
    }

    /// The twins: a setter that pushes on the path (which a write set cannot say), and a binding of the property
    /// handed to a control (its setter runs whenever the control writes it), stay unknown and hold the finding back.
    func testASetterThatPushesStaysUnknown() throws {
        let output = try lint(Self.app(act: "settings.limit = Int.random(in: 0...9)", setter: "path.append(newValue)"))
        XCTAssertTrue(output.stderr.contains("opaque statement 'settings.limit = Int.random(in: 0...9)'"), output.stderr)
        XCTAssertTrue(output.stderr.contains("not reported [unreachable-destination]"), output.stderr)
        XCTAssertEqual(findings(output, "unreachable-destination"), [], output.stdout)
    }

    private func lint(_ app: String) throws -> NavLintProcess.Output {
        try write(app, to: root.appendingPathComponent("App/Dock.swift"))
        return try NavLintProcess.run(["--verbose", "App"], in: root)
    }

    private func findings(_ output: NavLintProcess.Output, _ rule: String) -> [String] {
        output.stdout.split(separator: "\n").filter { $0.contains("[\(rule)]") }.map(String.init)
    }
}
