import Foundation
import NavSceneDiagnostics
import NavSceneLoader
@testable import NavSceneRules

/// The package root (tests run with it as the working directory under `swift test`, but be explicit).
let packageRoot: String = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }
    return url.path
}()

let recording = ProcessInfo.processInfo.environment["NAVSCENE_RECORD"] == "1"

func lint(_ load: LoadResult, settings: RuleSettings = RuleSettings()) -> [Diagnostic] {
    RuleRegistry.run(load, settings: settings)
}

func render(_ diagnostics: [Diagnostic], _ load: LoadResult) -> String {
    TextRenderer(color: false, source: { load.sources[$0] }).render(diagnostics)
}

/// Compares with a golden file, or records it when NAVSCENE_RECORD=1. Returns a failure message, or nil.
func checkGolden(_ actual: String, path: String) -> String? {
    if recording {
        try? FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try? actual.write(toFile: path, atomically: true, encoding: .utf8)
        return nil
    }
    guard let expected = try? String(contentsOfFile: path, encoding: .utf8) else {
        return "missing golden \(path) (record with NAVSCENE_RECORD=1)"
    }
    return expected == actual ? nil : "output differs from \(path):\n--- expected\n\(expected)\n--- actual\n\(actual)"
}

/// Example files under Examples/, relative to the package root.
func exampleFiles(_ directory: String) -> [String] {
    let dir = packageRoot + "/" + directory
    let names = (try? FileManager.default.contentsOfDirectory(atPath: dir)) ?? []
    return names.filter { $0.hasSuffix(".yaml") }.sorted().map { dir + "/" + $0 }
}
