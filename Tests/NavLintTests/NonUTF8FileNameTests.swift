import Foundation
import NavSceneDiagnostics
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// File names are bytes: a scene file whose oddName is not valid UTF-8 is found by a walk, opened when named, shown
/// with its odd byte escaped (`\xFF`) in every output format, and fixed in place under its own oddName.
final class NonUTF8FileNameTests: XCTestCase {
    var directory: URL!
    /// `bad<0xFF>.yaml`
    let oddName: [UInt8] = Array("bad".utf8) + [0xFF] + Array(".yaml".utf8)

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("navlint-bytes-\(getpid())-\(oddName.count)")
        try? FileManager.default.removeItem(at: directory)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try write("scene: Odd\nroot:\n  Text: Hello\n  task: restore the model\n")
    }

    override func tearDownWithError() throws {
        // FileManager cannot oddName the file; remove it by its bytes, then the directory.
        _ = unlink(path(oddName))
        _ = unlink(path(oddFlow))
        try? FileManager.default.removeItem(at: directory)
    }

    private func path(_ file: [UInt8]) -> [CChar] {
        (Array(directory.path.utf8) + [UInt8(ascii: "/")] + file + [0]).map { CChar(bitPattern: $0) }
    }

    /// `flow<0xFE>.navflow`
    let oddFlow: [UInt8] = Array("flow".utf8) + [0xFE] + Array(".navflow".utf8)

    private func write(_ text: String, to name: [UInt8]? = nil) throws {
        let fd = open(path(name ?? oddName), O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard fd >= 0 else { throw XCTSkip("this file system refuses names that are not UTF-8") }
        defer { close(fd) }
        let bytes = Array(text.utf8)
        XCTAssertEqual(bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }, bytes.count)
    }

    private func read() -> String? {
        let fd = open(path(oddName), O_RDONLY)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = Glibc.read(fd, &buffer, buffer.count)
        return count < 0 ? nil : String(decoding: buffer[..<count], as: UTF8.self)
    }

    /// navlint run through the shell, so that its argv holds the raw byte (Foundation's Process passes UTF-8 only).
    private func navlint(_ arguments: String) throws -> NavLintProcess.Output {
        guard let binary = NavLintProcess.binary else { throw XCTSkip("navlint binary not built") }
        return try NavLintProcess.run(["-c", "exec \"$0\" \(arguments)", binary.path], in: directory,
                                      executable: URL(fileURLWithPath: "/bin/sh"))
    }

    let finding = "bad\\xFF.yaml:4:9: warning: 'task' runs statements now"

    func testAWalkFindsTheFileAndShowsItsNameEscaped() throws {
        let output = try navlint(".")
        XCTAssertTrue(output.stdout.hasPrefix(finding), output.stdout + output.stderr)
        XCTAssertTrue(output.stdout.hasSuffix("1 warning in 1 file\n") || output.stdout.contains("in 1 file"), output.stdout)
        XCTAssertEqual(output.stderr, "")
    }

    func testANamedFileIsOpenedByItsBytes() throws {
        let output = try navlint("\"$(printf 'bad\\377.yaml')\"")
        XCTAssertTrue(output.stdout.hasPrefix(finding), output.stdout + output.stderr)
        XCTAssertFalse(output.stdout.contains("no such file"), output.stdout)
    }

    func testMachineFormatsCarryTheEscapedName() throws {
        let json = try navlint(". --format json")
        let object = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        XCTAssertNotNil(object, json.stdout)
        XCTAssertTrue(json.stdout.contains("\"bad\\\\xFF.yaml\""), json.stdout)
        let sarif = try navlint(". --format sarif")
        XCTAssertTrue(sarif.stdout.contains("\"uri\": \"bad%FF.yaml\""), sarif.stdout)
        let github = try navlint(". --format github")
        XCTAssertTrue(github.stdout.contains("file=bad\\xFF.yaml,"), github.stdout)
    }

    func testFixRewritesTheFileUnderItsOwnName() throws {
        let output = try navlint(". --fix")
        XCTAssertEqual(output.stderr, "navlint: fixed 1 finding in bad\\xFF.yaml\n")
        let fixed = try XCTUnwrap(read())
        XCTAssertFalse(fixed.contains("task: restore the model"), fixed)
        XCTAssertTrue(fixed.contains("restore the model"), fixed)
        // Nothing else was created beside it (no file under a UTF-8 spelling of the oddName).
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        XCTAssertLessThanOrEqual(names.count, 1, "\(names)")
    }

    func testTheREPLShowsTheNameEscaped() throws {
        let output = try navlint("repl \"$(printf 'bad\\377.yaml')\" < /dev/null")
        XCTAssertTrue(output.stdout.hasPrefix("navlint repl: bad\\xFF.yaml (regular)."), output.stdout + output.stderr)
    }

    func testAFlowWhoseNameIsNotUTF8IsFoundRunAndShownEscaped() throws {
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("flows"), withIntermediateDirectories: true)
        try "scene: Plain\nroot:\n  Text: Hello\n".write(to: directory.appendingPathComponent("plain.yaml"), atomically: true, encoding: .utf8)
        try write("scene: plain.yaml\nsteps:\n  - expect: { screen: Hello }\n", to: oddFlow)
        let output = try navlint("test .")
        XCTAssertEqual(output.stdout, "PASS ./flow\\xFE.navflow (1 step)\n1 flow: 1 passed, 0 failed\n", output.stdout + output.stderr)
        XCTAssertEqual(output.status, 0)
    }

    /// URIs carry names byte for byte: percent-encoded on the way out (SARIF, LSP), decoded on the way in (LSP).
    func testFileURIsRoundTripEveryByte() {
        let path = PathBytes.string(Array("/tmp/My App/bad".utf8) + [0xFF] + Array(".yaml".utf8))
        let uri = PathBytes.uri(path)
        XCTAssertEqual(uri, "file:///tmp/My%20App/bad%FF.yaml")
        XCTAssertEqual(PathBytes.path(fromFileURI: uri), path)
        XCTAssertEqual(PathBytes.path(fromFileURI: "file://localhost/a/./b/../c%2Fd.yaml"), "/a/c/d.yaml")
        XCTAssertEqual(PathBytes.path(fromFileURI: "file:///a/%C3%A9.yaml"), "/a/é.yaml")
        XCTAssertNil(PathBytes.path(fromFileURI: "untitled:Untitled-1"))
        XCTAssertEqual(PathBytes.uri("relative dir/x.yaml"), "relative%20dir/x.yaml")
    }
}
