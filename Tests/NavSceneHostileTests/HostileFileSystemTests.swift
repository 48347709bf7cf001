import Foundation
import NavLintKit
import NavSceneDiagnostics
import NavSceneLoader
import XCTest

/// The CLI's file system edge cases: loops, vanishing files, things that are not regular files.
final class HostileFileSystemTests: XCTestCase {
    let scene = "scene: A\nroot:\n  Text: Hello\n"

    /// Runs `navlint lint` in memory; returns (status, stdout + stderr).
    func lint(_ paths: [String], cwd: String) -> (ExitStatus, String)? {
        withTimeout(30, "navlint \(paths)") {
            let output = OutputBox()
            let console = Console(out: { output.append($0) }, err: { output.append($0) }, readStdin: { [] },
                                  stdoutIsTerminal: false, environment: [:], workingDirectory: cwd)
            var request = LintRequest()
            request.paths = paths
            request.formats = ["text"]
            request.color = .never
            return (LintRunner(request: request, console: console).run(), output.text)
        }
    }

    func testDirectorySymlinkLoopEndsAndLintsEachFileOnce() throws {
        let root = temporaryDirectory("loop")
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/sub", withIntermediateDirectories: true)
        try scene.write(toFile: root + "/sub/a.yaml", atomically: true, encoding: .utf8)
        try "scene: B\nroot:\n  Txt: x\n".write(toFile: root + "/sub/b.yaml", atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: root + "/sub/loop", withDestinationPath: "..")
        try FileManager.default.createSymbolicLink(atPath: root + "/self", withDestinationPath: ".")
        guard let (status, output) = lint(["."], cwd: root) else { return }
        XCTAssertEqual(status, .findings, output)
        // b.yaml's error is reported exactly once, at its place.
        XCTAssertEqual(output.components(separatedBy: "b.yaml:3:3:").count - 1, 1, output)
    }

    func testAFileThatDisappearsBeforeItIsReadIsAnIOError() throws {
        let root = temporaryDirectory("gone")
        defer { try? FileManager.default.removeItem(atPath: root) }
        let path = root + "/gone.yaml"
        try scene.write(toFile: path, atomically: true, encoding: .utf8)
        // Discovered (the target exists), then removed before linting reads it.
        let target = LintTarget(path: "gone.yaml", absolutePath: path, config: LintConfig(directory: root))
        try FileManager.default.removeItem(atPath: path)
        let result = withTimeout(10, "vanished file") { FileLinter.lint(target, overrides: CommandLineOverrides()) }
        assertPlaced(result?.diagnostics ?? [], in: "gone.yaml", expecting: "io-error", atLine: 1)
        // Named on the command line but absent.
        guard let (status, output) = lint(["missing.yaml"], cwd: root) else { return }
        XCTAssertEqual(status, .findings, output)
        XCTAssertTrue(output.contains("missing.yaml:1:1"), output)
        // Through the loader: a path that is gone, and a directory where a file was expected.
        assertPlaced(SceneLoader.load(path: path).diagnostics, in: path, expecting: "io-error", atLine: 1)
        assertPlaced(SceneLoader.load(path: root).diagnostics, in: root, expecting: "io-error", atLine: 1)
    }

    func testAnIncludeThatDisappearsIsPlacedAtTheInclude() throws {
        let root = temporaryDirectory("include")
        defer { try? FileManager.default.removeItem(atPath: root) }
        try "include: [lib.yaml]\nscene: A\nroot:\n  Text: Hello\n".write(toFile: root + "/main.yaml", atomically: true, encoding: .utf8)
        let found = withTimeout(10, "vanished include") { SceneLoader.load(path: root + "/main.yaml").diagnostics } ?? []
        XCTAssertEqual(found.first?.id, "include-missing", summary(found))
        XCTAssertEqual(found.first?.range.start.line, 1)
    }

    /// A FIFO named like a scene file: reading it would block forever waiting for a writer.
    func testAFIFOInTheTreeDoesNotHang() throws {
        let root = temporaryDirectory("fifo")
        defer { try? FileManager.default.removeItem(atPath: root) }
        try scene.write(toFile: root + "/a.yaml", atomically: true, encoding: .utf8)
        XCTAssertEqual(mkfifo(root + "/pipe.yaml", 0o600), 0)
        // Skipping it or reporting it are both fine; blocking is not.
        guard lint(["."], cwd: root) != nil else {
            // Unblock the reader so the leaked thread ends.
            let fd = open(root + "/pipe.yaml", O_WRONLY | O_NONBLOCK)
            if fd >= 0 { close(fd) }
            return
        }
    }
}

extension HostileFileSystemTests {
    func testAnIncludeThatIsAFIFOIsReportedNotWaitedOn() throws {
        let root = temporaryDirectory("fifo-include")
        defer { try? FileManager.default.removeItem(atPath: root) }
        try "scene: A\ninclude: [pipe.yaml]\nroot:\n  Text: x\n".write(toFile: root + "/a.yaml", atomically: true, encoding: .utf8)
        XCTAssertEqual(mkfifo(root + "/pipe.yaml", 0o600), 0)
        guard let (status, output) = lint(["a.yaml"], cwd: root) else {
            let fd = open(root + "/pipe.yaml", O_WRONLY | O_NONBLOCK)
            if fd >= 0 { close(fd) }
            return
        }
        XCTAssertEqual(status, .findings, output)
        XCTAssertTrue(output.contains("a.yaml:2:11: error: cannot read included file 'pipe.yaml'"), output)
        XCTAssertTrue(output.contains("not a regular file"), output)
    }
}

final class OutputBox: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var text = ""
    func append(_ s: String) { lock.lock(); text += s; lock.unlock() }
}
