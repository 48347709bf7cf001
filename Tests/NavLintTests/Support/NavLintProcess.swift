import Foundation
import XCTest

/// Runs the built `navlint` binary, as users and CI do.
enum NavLintProcess {
    struct Output {
        var stdout: String
        var stderr: String
        var status: Int32
    }

    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static let fixtures: URL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    /// The binary beside the test bundle (on Linux the xctest binary sits in the build products directory), else
    /// `.build/debug/navlint`.
    static let binary: URL? = {
        var candidates: [URL] = []
        for url in [Bundle.main.bundleURL, Bundle.main.executableURL].compactMap({ $0 }) {
            candidates.append(url.deletingLastPathComponent().appendingPathComponent("navlint"))
            candidates.append(url.appendingPathComponent("navlint"))
        }
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            candidates.append(bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("navlint"))
        }
        candidates.append(packageRoot.appendingPathComponent(".build/debug/navlint"))
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    /// Runs navlint in `directory` with a clean environment (no colour, not under GitHub Actions).
    static func run(_ arguments: [String], in directory: URL, stdin: String? = nil,
                    environment: [String: String] = [:], executable: URL? = nil) throws -> Output {
        guard let binary else { throw XCTSkip("navlint binary not built (swift build --product navlint)") }
        let process = Process()
        process.executableURL = executable ?? binary
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var env = ["PATH": "/usr/bin:/bin", "NO_COLOR": "1"]
        // The sanitizer options the suite runs under (.ci/sanitizers: no leak checking) apply to the binary it runs.
        for key in ["ASAN_OPTIONS", "TSAN_OPTIONS", "LSAN_OPTIONS"] {
            if let value = ProcessInfo.processInfo.environment[key] { env[key] = value }
        }
        env.merge(environment) { _, new in new }
        process.environment = env
        let out = Pipe(), err = Pipe(), input = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input
        try process.run()
        input.fileHandleForWriting.write(Data((stdin ?? "").utf8))
        try input.fileHandleForWriting.close()
        // Read both pipes concurrently so a full pipe cannot block the child.
        let errData = DataBox()
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async { errData.data = err.fileHandleForReading.readDataToEndOfFile(); group.leave() }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return Output(stdout: String(decoding: outData, as: UTF8.self), stderr: String(decoding: errData.data, as: UTF8.self),
                      status: process.terminationStatus)
    }

    /// Writes `text` to `file` (a path below `root`) and runs navlint in `root` on the file's top folder, with
    /// `--verbose` when asked and `options` before the folder: the write-and-run of the binary tests.
    static func lint(_ text: String, at file: String, in root: URL, verbose: Bool = false, options: [String] = []) throws -> Output {
        try write(text, to: root.appendingPathComponent(file))
        let folder = String(file.prefix { $0 != "/" })
        return try run((verbose ? ["--verbose"] : []) + options + [folder], in: root)
    }
}

private final class DataBox: @unchecked Sendable { var data = Data() }

/// Golden files: compared exactly; re-recorded only with `NAVSCENE_RECORD=1`.
enum Golden {
    static var recording: Bool { ProcessInfo.processInfo.environment["NAVSCENE_RECORD"] == "1" }

    static func check(_ actual: String, against url: URL, file: StaticString = #filePath, line: UInt = #line) {
        if recording {
            XCTAssertNoThrow(try actual.write(to: url, atomically: true, encoding: .utf8))
            return
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            XCTFail("missing golden \(url.lastPathComponent); record it with NAVSCENE_RECORD=1", file: file, line: line)
            return
        }
        if expected != actual {
            XCTFail("\(url.lastPathComponent) differs from the golden:\n--- expected\n\(expected)\n--- actual\n\(actual)", file: file, line: line)
        }
    }

    /// Stdout followed by the exit status, the shape of every `.out` golden.
    static func transcript(_ output: NavLintProcess.Output) -> String {
        output.stdout + "# exit \(output.status)\n"
    }
}

/// A fresh temporary directory per test, removed afterwards.
func makeTemporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("navlint-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

func write(_ text: String, to url: URL) throws {
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try text.write(to: url, atomically: true, encoding: .utf8)
}

/// The sanitizer runs build navlint without the Swift front end (`NAVSCENE_WITHOUT_SWIFT_FRONTEND=1`, .ci/sanitizers):
/// a test that lints SwiftUI source through the binary is skipped there (it runs in the normal `swift test`).
func skipWithoutSwiftFrontEnd() throws {
    if ProcessInfo.processInfo.environment["NAVSCENE_WITHOUT_SWIFT_FRONTEND"] != nil {
        throw XCTSkip("navlint is built without the Swift front end in this run")
    }
}
