import Foundation
import NavSceneDiagnostics
import NavSceneLoader

/// Locates fixtures from this file's path and renders diagnostics as people see them, with paths relative to the
/// package root so that golden files do not depend on where the checkout lives.
enum Fixtures {
    static let packageRoot: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }()

    static let directory = packageRoot + "/Tests/NavSceneLoaderTests/Fixtures"

    /// The `.yaml` files directly inside `Fixtures/<folder>`, sorted.
    static func yamlFiles(in folder: String) -> [String] {
        let path = directory + "/" + folder
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        return names.filter { $0.hasSuffix(".yaml") }.sorted().map { path + "/" + $0 }
    }

    static func render(_ result: LoadResult) -> String {
        let sorted = result.diagnostics.sorted(by: Diagnostic.ordered)
        let text = TextRenderer(color: false) { result.sources[$0] }.render(sorted)
        return text.replacingOccurrences(of: packageRoot + "/", with: "")
    }

    static var recording: Bool { ProcessInfo.processInfo.environment["NAVSCENE_RECORD"] == "1" }
}
