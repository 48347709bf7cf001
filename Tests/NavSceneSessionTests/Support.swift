import Foundation
import NavSceneDiagnostics
import NavSceneLoader
import NavSceneRules
import NavSceneSession
import XCTest

enum Support {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static var recording: Bool { ProcessInfo.processInfo.environment["NAVSCENE_RECORD"] == "1" }

    /// Paths in goldens are relative to the package root, so tests run from there.
    static func enterPackageRoot() {
        _ = FileManager.default.changeCurrentDirectoryPath(packageRoot.path)
    }

    static let rules: (LoadResult) -> [Diagnostic] = { RuleRegistry.run($0, settings: RuleSettings()) }

    /// Compares with the golden file; with NAVSCENE_RECORD=1 writes it instead.
    static func assertGolden(_ actual: String, _ golden: URL, file: StaticString = #filePath, line: UInt = #line) {
        if recording {
            try? Data(actual.utf8).write(to: golden, options: .atomic)
            return
        }
        guard let expected = try? String(contentsOf: golden, encoding: .utf8) else {
            XCTFail("missing golden \(golden.lastPathComponent); record with NAVSCENE_RECORD=1", file: file, line: line)
            return
        }
        if expected != actual {
            let e = expected.split(separator: "\n", omittingEmptySubsequences: false)
            let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
            let first = (0..<min(e.count, a.count)).first { e[$0] != a[$0] } ?? min(e.count, a.count)
            XCTFail("\(golden.lastPathComponent) differs at line \(first + 1):\n expected: \(first < e.count ? String(e[first]) : "<end>")\n   actual: \(first < a.count ? String(a[first]) : "<end>")",
                    file: file, line: line)
        }
    }

    /// The built navlint beside the test bundle.
    static let binary: URL? = {
        var candidates: [URL] = []
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            candidates.append(bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("navlint"))
        }
        if let url = Bundle.main.executableURL { candidates.append(url.deletingLastPathComponent().appendingPathComponent("navlint")) }
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    struct Output { var stdout: String; var status: Int32 }

    static func run(_ executable: URL, _ arguments: [String], stdin: String = "") throws -> Output {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = packageRoot
        var environment = ["PATH": "/usr/bin:/bin", "NO_COLOR": "1", "TERM": "xterm"]
        // The sanitizer options the suite runs under (.ci/sanitizers: no leak checking) reach the binary, also through
        // pty_drive.py: a leak report at exit would otherwise wait on llvm-symbolizer under the pseudo-terminal.
        for key in ["ASAN_OPTIONS", "TSAN_OPTIONS", "LSAN_OPTIONS"] {
            if let value = ProcessInfo.processInfo.environment[key] { environment[key] = value }
        }
        process.environment = environment
        let out = Pipe(), input = Pipe()
        process.standardOutput = out
        process.standardError = out
        process.standardInput = input
        try process.run()
        input.fileHandleForWriting.write(Data(stdin.utf8))
        try input.fileHandleForWriting.close()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Output(stdout: String(decoding: data, as: UTF8.self), status: process.terminationStatus)
    }
}
