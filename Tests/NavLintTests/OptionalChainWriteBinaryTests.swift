import Foundation
import XCTest

/// A write of navigation state through an optional chain (`router?.path.popLast()`, `router?.showLog = false`,
/// `self?.showLog = true` in a `[weak self]` task, `owner?.router.showLog = true`) writes the state, or nothing when a
/// link is nil: a latent write (any value of the state's type, the one it had among them) stands for both, as for a
/// value the model cannot compute (`StateVariable.isLatent`). Through the binary: the write is an abstraction (every
/// site modelled) and hides no absence finding (a String destination nothing pushes is reported). The twins: a push
/// through an optional chain (`router?.path.append(1)`) stays unknown where it is (a latent path would push values
/// nothing pushes) and holds the finding back, as on main.
final class OptionalChainWriteBinaryTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        try skipWithoutSwiftFrontEnd(); root = try makeTemporaryDirectory() }
    override func tearDownWithError() throws { if let root { try? FileManager.default.removeItem(at: root) } }

    /// `detail.act()` runs `act`'s body in a Button of the stack.
    static func app(act: String) -> String {
        """
        import SwiftUI

        @Observable
        final class Router {
            var path: [Int] = []
            var showLog = false

            func later() {
                Task { [weak self] in
                    self?.showLog = true
                }
            }
        }

        @Observable
        final class Owner {
            var router = Router()
        }

        @Observable
        final class Detail {
            weak var router: Router?
            var owner: Owner?

            func act() {
                \(act)
            }
        }

        struct DockView: View {
            @State private var router = Router()
            @State private var detail = Detail()
            var body: some View {
                NavigationStack(path: $router.path) {
                    VStack {
                        Button("Act") { detail.act() }
                        Button("Push") { router.path.append(1) }
                    }
                    .sheet(isPresented: $router.showLog) { Text("Log") }
                    .navigationDestination(for: Int.self) { n in
                        Text("Number")
                    }
                    .navigationDestination(for: String.self) { s in
                        Text("Word")
                    }
                }
            }
        }

        """
    }

    func testAnOptionalChainsPopIsALatentWriteAndHidesNoAbsenceFinding() throws {
        let output = try lint(Self.app(act: "router?.path.popLast()"))
        XCTAssertTrue(output.stderr.contains("abstracted statement 'router?.path.popLast()'"), output.stderr)
        XCTAssertFalse(output.stderr.contains("opaque"), output.stderr)
        XCTAssertFalse(output.stderr.contains("not reported"), output.stderr)
        XCTAssertTrue(output.stdout.hasSuffix("sites modelled (100%)\n"), output.stdout)
        XCTAssertEqual(findings(output, "unreachable-destination").count, 1, output.stdout)
    }

    func testAnOptionalChainsAssignmentIsALatentWrite() throws {
        for act in ["router?.showLog = false", "owner?.router.showLog = true"] {
            let output = try lint(Self.app(act: act))
            XCTAssertTrue(output.stderr.contains("abstracted statement '\(act)'"), act + "\n" + output.stderr)
            XCTAssertFalse(output.stderr.contains("opaque"), act + "\n" + output.stderr)
            XCTAssertEqual(findings(output, "unreachable-destination").count, 1, act + "\n" + output.stdout)
        }
    }

    func testAWeakSelfWriteInAModelsTaskIsALatentWrite() throws {
        let output = try lint(Self.app(act: "router?.later()"))
        XCTAssertFalse(output.stderr.contains("opaque"), output.stderr)
        XCTAssertEqual(findings(output, "unreachable-destination").count, 1, output.stdout)
    }

    /// The twin: a push through the optional chain stays unknown where it is and holds the finding back.
    func testAPushThroughAnOptionalChainStaysUnknown() throws {
        let output = try lint(Self.app(act: "router?.path.append(\"one\".count)"))
        XCTAssertTrue(output.stderr.contains("opaque statement 'router?.path.append("), output.stderr)
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
