import Foundation
import NavLintKit
import NavSceneDiagnostics
import NavSceneLoader
import NavSceneRules
import NavSceneRuntime
import XCTest

/// The whole pipeline a scene file goes through in navlint and the REPL: load, rules, and (when the scene loaded
/// without errors) interpretation: render, tap the first elements, go back. Hostile input must come out of it as
/// diagnostics, never as a crash or a hang.
enum Pipeline {
    static func run(_ source: SourceFile, options: LoadOptions = .init()) -> [Diagnostic] {
        let load = SceneLoader.load(source: source, options: options)
        var all = load.diagnostics + Analysis.runRules(load, settings: RuleSettings())
        if let scene = load.scene, !load.diagnostics.contains(where: { $0.severity == .error }) {
            let runtime = SceneRuntime(scene: scene)
            let text = FrameText(navigator: runtime.navigator)
            _ = text.render(runtime.frame, state: runtime.state)
            for index in 0..<min(runtime.frame.elements.count, 8) {
                runtime.activate(index: index)
                _ = text.render(runtime.frame, state: runtime.state)
                runtime.back()
            }
            all += runtime.frame.problems.map { Diagnostic(id: "runtime-problem", severity: .warning, message: $0.message, range: $0.range) }
        }
        return all
    }

    static func run(path: String, bytes: [UInt8], options: LoadOptions = .init()) -> [Diagnostic] {
        run(SourceFile(path: path, bytes: bytes), options: options)
    }
}

private final class Box<T>: @unchecked Sendable { var value: T? }

extension XCTestCase {
    /// Whether this test binary was built with AddressSanitizer (its runtime is linked in).
    static let underAddressSanitizer = dlsym(dlopen(nil, RTLD_NOW), "__asan_init") != nil
    /// Runs `body` on a thread with a 1 MiB stack (less than a main thread's 8 MiB, more than a macOS dispatch worker's
    /// 512 KiB: navlint lints files on worker threads) and fails the test if it does not finish in `seconds`. Under
    /// AddressSanitizer (`.ci/sanitizers`), whose redzones make every frame several times larger than in the builds
    /// people run, the stack is 8 MiB: the bound is about navlint's frames, not ASan's.
    func withTimeout<T>(_ seconds: Double, _ what: String, file: StaticString = #filePath, line: UInt = #line,
                        _ body: @escaping () -> T) -> T? {
        let box = Box<T>()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread { box.value = body(); done.signal() }
        thread.stackSize = Self.underAddressSanitizer ? 8 << 20 : 1 << 20
        thread.start()
        guard done.wait(timeout: .now() + seconds) == .success else {
            XCTFail("\(what) did not finish within \(seconds) s (a hang)", file: file, line: line)
            return nil
        }
        return box.value
    }

    /// Every diagnostic is placed in `path` at a real line and column, and at least one has `id` (when given).
    func assertPlaced(_ diagnostics: [Diagnostic], in path: String, expecting id: String? = nil, atLine expectedLine: Int? = nil,
                      file: StaticString = #filePath, line: UInt = #line) {
        if let id {
            let matching = diagnostics.filter { $0.id == id }
            XCTAssertFalse(matching.isEmpty, "expected a '\(id)' diagnostic, got: \(summary(diagnostics))", file: file, line: line)
            if let expectedLine, let first = matching.first {
                XCTAssertEqual(first.range.start.line, expectedLine, "'\(id)' at the wrong line: \(summary(diagnostics))", file: file, line: line)
            }
        }
        for diagnostic in diagnostics {
            XCTAssertEqual(diagnostic.range.file, path, "diagnostic in an unexpected file: \(summary([diagnostic]))", file: file, line: line)
            XCTAssertGreaterThanOrEqual(diagnostic.range.start.line, 1, file: file, line: line)
            XCTAssertGreaterThanOrEqual(diagnostic.range.start.column, 1, file: file, line: line)
            XCTAssertFalse(diagnostic.message.isEmpty, file: file, line: line)
        }
    }

    func summary(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.prefix(6).map { "\($0.range.file):\($0.range.start.line):\($0.range.start.column): \($0.id): \($0.message.prefix(120))" }
            .joined(separator: "\n")
    }

    func errors(_ diagnostics: [Diagnostic]) -> [Diagnostic] { diagnostics.filter { $0.severity == .error } }
}

/// A scratch directory removed after the test.
func temporaryDirectory(_ name: String) -> String {
    let path = NSTemporaryDirectory() + "navscene-hostile-\(name)-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}
