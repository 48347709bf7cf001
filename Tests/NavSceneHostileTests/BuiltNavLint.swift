import Foundation
import XCTest

/// The built `navlint` binary, run as a user runs it (for the defects that only show through the executable: what is
/// on disk after a refused write, what a walk reaches).
enum BuiltNavLint {
    struct Output {
        var stdout: String
        var stderr: String
        var status: Int32
        /// Ended by a signal (a crash, or the hang guard's kill); `status` is then the signal's number.
        var signalled = false
        var all: String { "status \(status)\(signalled ? " (signal)" : "")\n" + stdout.prefix(3_000) + "\n--- stderr\n" + stderr.prefix(2_000) }

        /// The process exited by itself (no signal: no crash, no hang killed by the guard).
        func assertExited(file: StaticString = #filePath, line: UInt = #line) {
            XCTAssertFalse(signalled, "navlint died of signal \(status)\n" + all, file: file, line: line)
        }
    }

    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    static let binary: String? = {
        var candidates: [URL] = []
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            candidates.append(bundle.bundleURL.deletingLastPathComponent().appendingPathComponent("navlint"))
        }
        if let executable = Bundle.main.executableURL {
            candidates.append(executable.deletingLastPathComponent().appendingPathComponent("navlint"))
        }
        candidates.append(packageRoot.appendingPathComponent(".build/debug/navlint"))
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }?.path
    }()

    /// `navlint arguments…` in `directory`; a run past `timeout` is killed and fails the test (a hang).
    static func run(_ arguments: [String], in directory: String, stdin: String = "", environment: [String: String] = [:],
                    timeout: Double = 60) throws -> Output {
        guard let binary else { throw XCTSkip("navlint binary not built") }
        return try launch(binary, arguments, in: directory, stdin: stdin, environment: environment, timeout: timeout)
    }

    /// A bash script with `$NAVLINT` naming the binary (for `ulimit`, `trap` and redirections).
    static func shell(_ script: String, in directory: String) throws -> Output {
        guard let binary else { throw XCTSkip("navlint binary not built") }
        return try launch("/bin/bash", ["-c", script], in: directory, stdin: "", environment: ["NAVLINT": binary], timeout: 60)
    }

    private static func launch(_ executable: String, _ arguments: [String], in directory: String, stdin: String,
                               environment: [String: String], timeout: Double) throws -> Output {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        var env = ["PATH": "/usr/bin:/bin", "NO_COLOR": "1"]
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
        input.fileHandleForWriting.write(Data(stdin.utf8))
        try input.fileHandleForWriting.close()
        let errors = Bytes(), output = Bytes()
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async { errors.data = err.fileHandleForReading.readDataToEndOfFile(); done.signal() }
        DispatchQueue.global().async { output.data = out.fileHandleForReading.readDataToEndOfFile(); done.signal() }
        let deadline = DispatchTime.now() + timeout
        if done.wait(timeout: deadline) == .timedOut || done.wait(timeout: deadline) == .timedOut {
            process.terminate()
            process.waitUntilExit()
            XCTFail("\(executable) \(arguments.joined(separator: " ")) did not finish within \(timeout) s (a hang)")
        }
        process.waitUntilExit()
        return Output(stdout: String(decoding: output.data, as: UTF8.self), stderr: String(decoding: errors.data, as: UTF8.self),
                      status: process.terminationStatus, signalled: process.terminationReason == .uncaughtSignal)
    }

    private final class Bytes: @unchecked Sendable { var data = Data() }

    /// A scratch directory holding `Mistakes/DestinationOutsideStack.yaml` as `m/scene.yaml` (one fixable finding)
    /// with the cookbook files it includes, and `UseSceneStorage.yaml` (a scene that declares persistence, for `save`).
    static func fixableProject(_ name: String) throws -> String {
        let root = temporaryDirectory(name)
        let examples = packageRoot.appendingPathComponent("Examples")
        for shared in ["cookbook-views.yaml", "cookbook-data.yaml", "UseSceneStorage.yaml"] {
            try FileManager.default.copyItem(atPath: examples.appendingPathComponent(shared).path, toPath: root + "/" + shared)
        }
        try FileManager.default.createDirectory(atPath: root + "/m", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: examples.appendingPathComponent("Mistakes/DestinationOutsideStack.yaml").path,
                                         toPath: root + "/m/scene.yaml")
        return root
    }
}

/// The bytes of a file, or nil when it cannot be read.
func fileBytes(_ path: String) -> Data? { FileManager.default.contents(atPath: path) }

/// The sanitizer runs build navlint without the Swift front end (`NAVSCENE_WITHOUT_SWIFT_FRONTEND=1`, .ci/sanitizers):
/// a test that lints SwiftUI source through the binary is skipped there (it runs in the normal `swift test`).
func skipWithoutSwiftFrontEnd() throws {
    if ProcessInfo.processInfo.environment["NAVSCENE_WITHOUT_SWIFT_FRONTEND"] != nil {
        throw XCTSkip("navlint is built without the Swift front end in this run")
    }
}
