import Foundation
import XCTest

/// Any navigation state written with a value the model cannot compute (`harbor.showLog = saved("log")`,
/// `(harbor.showLog, note) = savedNote()`, `harbor.buoys.sort()`) is a latent write (`StateVariable.isLatent`), as a
/// path's is: modelled, as any value of the state's type for what may be shown, and never a step of a witness.
/// Through the binary: the write is an abstraction (every site modelled); it hides no absence finding, since it may
/// change only the state it writes (an Int destination nothing pushes, on the same stack, is reported); it yields no
/// finding of its own (no second sheet shown over the first from it). The twins: computing the value may navigate
/// (the site hides the finding again); a real mistake (a Button setting both sheets' flags) and a condition the model
/// cannot compute (explored both ways, as before) are still reported.
final class LatentStateWriteBinaryTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        try skipWithoutSwiftFrontEnd(); root = try makeTemporaryDirectory() }
    override func tearDownWithError() throws { if let root { try? FileManager.default.removeItem(at: root) } }

    /// `restore` is the Restore Button's action; `dock` more content of the stack.
    static func app(restore: String, dock: String = "") -> String {
        """
        import SwiftUI

        @Observable
        final class Harbor {
            var buoys: [Int] = []
            var showLog = false
            var showHelp = false
        }

        func saved(_ key: String) -> Bool {
            UserDefaults.standard.bool(forKey: key)
        }

        func savedNote() -> (Bool, String) {
            (UserDefaults.standard.bool(forKey: "log"), UserDefaults.standard.string(forKey: "note") ?? "")
        }

        func savedAndSailed(_ harbor: Harbor) -> Bool {
            harbor.buoys.append(1)
            return UserDefaults.standard.bool(forKey: "log")
        }

        struct DockView: View {
            @State private var harbor = Harbor()
            @State private var note = ""
            var body: some View {
                NavigationStack(path: $harbor.buoys) {
                    VStack {
                        Button("Restore") {
                            \(restore)
                        }
                        \(dock)
                    }
                    .navigationDestination(for: Int.self) { buoy in
                        Text("Buoy")
                    }
                    .sheet(isPresented: $harbor.showLog) {
                        Text("Log")
                    }
                    .sheet(isPresented: $harbor.showHelp) {
                        Text("Help")
                    }
                }
            }
        }

        """
    }

    /// A Bool a sheet reads, written with a value the model cannot compute: modelled, and the Int destination on the
    /// same stack, which nothing pushes, is reported (the write changes only `showLog`).
    func testALatentBoolWriteIsModelledAndHidesNoAbsenceFinding() throws {
        let output = try lint(Self.app(restore: "harbor.showLog = saved(\"log\")"))
        XCTAssertTrue(output.stderr.contains("abstracted value 'saved(\"log\")'"), output.stderr)
        XCTAssertFalse(output.stderr.contains("opaque"), output.stderr)
        XCTAssertFalse(output.stderr.contains("not reported"), output.stderr)
        XCTAssertTrue(output.stdout.hasSuffix("navigation: 5 of 5 sites modelled (100%)\n"), output.stdout)
        let unreachable = findings(output, "unreachable-destination")
        XCTAssertEqual(unreachable.count, 1, output.stdout)
        XCTAssertTrue(unreachable.first?.contains("presents this destination for Int") ?? false, output.stdout)
    }

    /// The twin: computing the value pushes an Int (the model abstracts the value, not what computing it does), so the
    /// site may navigate and the finding is not reported.
    func testAValueWhoseCodeNavigatesStillHidesTheFinding() throws {
        let output = try lint(Self.app(restore: "harbor.showLog = savedAndSailed(harbor)"))
        XCTAssertEqual(findings(output, "unreachable-destination"), [], output.stdout)
        XCTAssertTrue(output.stderr.contains("not reported [unreachable-destination]"), output.stderr)
    }

    /// A statement whose effect is only writes of state (a tuple assignment) writes latent values: modelled, and it
    /// hides no absence finding.
    func testAWriteSetOfLatentValuesHidesNoAbsenceFinding() throws {
        let output = try lint(Self.app(restore: "(harbor.showLog, note) = savedNote()"))
        XCTAssertTrue(output.stderr.contains("abstracted statement '(harbor.showLog, note) = savedNote()'"), output.stderr)
        XCTAssertFalse(output.stderr.contains("opaque"), output.stderr)
        XCTAssertEqual(findings(output, "unreachable-destination").count, 1, output.stdout)
    }

    /// No second sheet is shown over the first from a latent value; the real mistake (both flags set) and a branch on
    /// a condition the model cannot compute (explored both ways) are reported.
    func testNoFindingIsBuiltFromALatentBool() throws {
        let latent = try lint(Self.app(restore: "harbor.showLog = true\n                harbor.showHelp = saved(\"help\")"))
        XCTAssertEqual(findings(latent, "multiple-sheets"), [], latent.stdout)
        let both = try lint(Self.app(restore: "harbor.showLog = true\n                harbor.showHelp = true"))
        XCTAssertEqual(findings(both, "multiple-sheets").count, 1, both.stdout)
        let branch = try lint(Self.app(restore: "harbor.showLog = true\n                if saved(\"help\") { harbor.showHelp = true }"))
        XCTAssertEqual(findings(branch, "multiple-sheets").count, 1, branch.stdout)
    }

    /// Reordering a path (`sort`, `reverse`, `shuffle`, `swapAt`, `move`) keeps a list of its element type: a latent
    /// write, modelled (it was an unknown site).
    func testReorderingAPathIsALatentWrite() throws {
        let output = try lint(Self.app(restore: "harbor.buoys.sort()", dock: "Button(\"Sail\") { harbor.buoys.append(2) }"))
        XCTAssertTrue(output.stderr.contains("abstracted statement 'harbor.buoys.sort()'"), output.stderr)
        XCTAssertFalse(output.stderr.contains("opaque"), output.stderr)
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
