import Foundation
import XCTest

/// A read of a computed property runs its getter only: Swift runs the setter (and a stored property's observers) only
/// when the property is written. So what the setter writes (`_cached = newValue`, `entries.removeAll()`, a flag a
/// sheet binds) is no effect of a read (`guard settings.limit > 0`, `print(settings.limit)`): the read cannot navigate
/// unless the getter may. Through the binary: a Button that only reads the property is modelled (100%), and a String
/// destination nothing pushes is reported; on main 3a1835d the read was an unknown statement ("writes navigation
/// state" at the setter's write) that held the finding back. The twins: the correct app (no String destination) is
/// clean, and a write of the property (its setter runs) still may navigate where the model cannot compute it.
final class ComputedPropertyReadBinaryTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        try skipWithoutSwiftFrontEnd(); root = try makeTemporaryDirectory() }
    override func tearDownWithError() throws { if let root { try? FileManager.default.removeItem(at: root) } }

    /// `settings.limit`'s setter writes `showLog`, which a sheet binds; the Button runs `act`.
    static func app(act: String, wordDestination: Bool = true) -> String {
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
                    showLog.toggle()
                }
            }

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

    /// A write runs the setter, whose `showLog.toggle()` may change what the sheet shows: not judged as a read.
    func testAWriteOfAComputedPropertyRunsItsSetter() throws {
        let output = try lint(Self.app(act: "settings.limit = Int.random(in: 0...9)"))
        XCTAssertTrue(output.stderr.contains("'settings.limit = Int.random(in: 0...9)'"), output.stderr)
        XCTAssertFalse(output.stdout.hasSuffix("sites modelled (100%)\n"), output.stdout)
    }

    private func lint(_ app: String) throws -> NavLintProcess.Output {
        try write(app, to: root.appendingPathComponent("App/Dock.swift"))
        return try NavLintProcess.run(["--verbose", "App"], in: root)
    }

    private func findings(_ output: NavLintProcess.Output, _ rule: String) -> [String] {
        output.stdout.split(separator: "\n").filter { $0.contains("[\(rule)]") }.map(String.init)
    }
}
