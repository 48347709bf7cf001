import Foundation
import XCTest

/// A path written with a value the model cannot compute (`harbor.path = saved()`, `harbor.path.removeLast(k)`) is a
/// latent write (`StateVariable.isLatent`): modelled, as any list of the path's element type for what may be shown,
/// and never a step of a witness. Through the binary: the write is an abstraction (every site modelled); the Pier
/// screen it may show is not unreachable; it yields no finding of its own (a pop right after it, a Pier with no
/// destination); a real mistake on the same stack (a Button popping the empty path) and an unreachable destination
/// on another stack are still reported.
final class LatentPathWriteBinaryTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        try skipWithoutSwiftFrontEnd(); root = try makeTemporaryDirectory() }
    override func tearDownWithError() throws { if let root { try? FileManager.default.removeItem(at: root) } }

    /// `restore` is the Restore Button's action; `dock` more content of the first stack; `destinations` its destinations.
    static func app(restore: String, dock: String = "", destinations: String = """
                        .navigationDestination(for: Pier.self) { pier in
                            Text("Pier")
                        }
    """) -> String {
        """
        import SwiftUI

        enum Pier: Hashable { case north, south }

        @Observable
        final class Harbor {
            var path: [Pier] = []
            var buoys: [Int] = []
        }

        func saved(_ key: String) -> [Pier] {
            UserDefaults.standard.string(forKey: key) == "n" ? [.north] : [.south, .north]
        }

        struct DockView: View {
            @State private var harbor = Harbor()
            var body: some View {
                TabView {
                    NavigationStack(path: $harbor.path) {
                        VStack {
                            Button("Restore") {
                                \(restore)
                            }
                            \(dock)
                        }
        \(destinations)
                    }
                    NavigationStack(path: $harbor.buoys) {
                        Text("Buoys")
                            .navigationDestination(for: Int.self) { buoy in
                                Text("Buoy")
                            }
                    }
                }
            }
        }

        """
    }

    private func lint(_ app: String) throws -> NavLintProcess.Output {
        try write(app, to: root.appendingPathComponent("App/Dock.swift"))
        return try NavLintProcess.run(["--verbose", "App"], in: root)
    }

    private func findings(_ output: NavLintProcess.Output, _ rule: String) -> [String] {
        output.stdout.split(separator: "\n").filter { $0.contains("[\(rule)]") }.map(String.init)
    }
}
