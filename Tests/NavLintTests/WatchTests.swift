import Foundation
import XCTest

/// `navlint --watch`: lints, then lints again with a fresh summary when a scene file changes.
final class WatchTests: XCTestCase {
    func testAChangedFileIsLintedAgain() throws {
        guard let binary = NavLintProcess.binary else { throw XCTSkip("navlint binary not built") }
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("navlint-watch-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let scene = dir.appendingPathComponent("a.yaml")
        try "scene: A\nroot:\n  Text: Hello\n".write(to: scene, atomically: true, encoding: .utf8)
        try "scene: B\nroot:\n  Text: Bye\n".write(to: dir.appendingPathComponent("b.yaml"), atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = binary
        process.arguments = ["--watch", "."]
        process.currentDirectoryURL = dir
        var environment = ["NO_COLOR": "1", "PATH": "/usr/bin:/bin"]
        for key in ["ASAN_OPTIONS", "TSAN_OPTIONS", "LSAN_OPTIONS"] {
            if let value = ProcessInfo.processInfo.environment[key] { environment[key] = value }
        }
        process.environment = environment
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        defer { process.terminate(); process.waitUntilExit() }
        let collected = Collected()
        for (pipe, stream) in [(out, "out"), (err, "err")] {
            pipe.fileHandleForReading.readabilityHandler = { handle in
                let data = handle.availableData
                if !data.isEmpty { collected.append(String(decoding: data, as: UTF8.self), stream) }
            }
        }
        XCTAssertTrue(collected.wait { $0.err.contains("navlint: re-linted 2 of 2 files; no finding reaches the failing severity; watching 2 files for changes") }, collected.text)
        XCTAssertEqual(collected.out, "")
        Thread.sleep(forTimeInterval: 1.1)   // a later modification time than the first
        try "scene: A\nroot:\n  Txt: Hello\n".write(to: scene, atomically: true, encoding: .utf8)
        // Only the changed file is linted again; the summary covers both.
        XCTAssertTrue(collected.wait { $0.err.contains("navlint: re-linted 1 of 2 files; exit status would be 1; watching 2 files") && $0.out.contains("in 2 files") }, collected.text)
        XCTAssertTrue(collected.out.hasSuffix("1 error, 0 warnings in 2 files\n"), collected.text)
        XCTAssertTrue(collected.text.contains("navlint: changed: a.yaml"), collected.text)
        XCTAssertTrue(collected.text.contains("a.yaml:3:3: error: unknown element 'Txt'"), collected.text)
    }

    /// A Swift target is watched too: editing one of its `.swift` files re-lints the target (one module).
    func testAChangedSwiftFileIsLintedAgain() throws {
        try skipWithoutSwiftFrontEnd()
        guard let binary = NavLintProcess.binary else { throw XCTSkip("navlint binary not built") }
        let dir = try makeTemporaryDirectory()
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("App/Root.swift")
        let clean = """
            import SwiftUI
            struct Root: View {
                var body: some View {
                    NavigationStack {
                        List { NavigationLink("One", value: 1) }
                            .navigationDestination(for: Int.self) { n in Text("\\(n)") }
                    }
                }
            }

            """
        try write(clean, to: file)
        let process = Process()
        process.executableURL = binary
        process.arguments = ["--watch", "App"]
        process.currentDirectoryURL = dir
        process.environment = ["NO_COLOR": "1", "PATH": "/usr/bin:/bin"]
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        defer { process.terminate(); process.waitUntilExit() }
        let collected = Collected()
        for (pipe, stream) in [(out, "out"), (err, "err")] {
            pipe.fileHandleForReading.readabilityHandler = { handle in
                let data = handle.availableData
                if !data.isEmpty { collected.append(String(decoding: data, as: UTF8.self), stream) }
            }
        }
        XCTAssertTrue(collected.wait { $0.err.contains("navlint: re-linted 1 of 1 file; no finding reaches the failing severity; watching 1 file for changes") }, collected.text)
        Thread.sleep(forTimeInterval: 1.1)   // a later modification time than the first
        try write(clean.replacingOccurrences(of: "value: 1)", with: "value: \"one\")"), to: file)
        // The report (stdout) and the summary (stderr) are two pipes: wait for both, in whichever order they arrive.
        XCTAssertTrue(collected.wait {
            $0.err.contains("navlint: changed: App/Root.swift") && $0.err.contains("exit status would be 1")
                && $0.out.contains("App/Root.swift:5:20: error: no navigationDestination for String")
        }, collected.text)
    }

    final class Collected: @unchecked Sendable {
        private let condition = NSCondition()
        private(set) var out = "", err = ""
        var text: String { condition.lock(); defer { condition.unlock() }; return "--- stdout\n\(out)--- stderr\n\(err)" }
        func append(_ text: String, _ stream: String) {
            condition.lock()
            if stream == "out" { out += text } else { err += text }
            condition.broadcast()
            condition.unlock()
        }
        func wait(_ done: (Collected) -> Bool) -> Bool {
            let deadline = Date().addingTimeInterval(20)
            condition.lock()
            defer { condition.unlock() }
            while !done(self) { if !condition.wait(until: deadline) { return false } }
            return true
        }
    }
}
