import Foundation
import XCTest
import CSystemExtras

/// What navlint writes never damages what the path names: a report is written through to a device or FIFO, a replaced
/// file keeps its mode and extended attributes, symlinks, hard links, read-only files and concurrent edits are
/// refused, and a failed write to a report or to standard output is exit 2 with the system's reason.
final class FileSafetyTests: XCTestCase {
    var dir: URL!
    override func setUpWithError() throws {
        dir = try makeTemporaryDirectory()
        for shared in ["cookbook-views.yaml", "cookbook-data.yaml"] {
            try FileManager.default.copyItem(at: NavLintProcess.packageRoot.appendingPathComponent("Examples/" + shared),
                                             to: dir.appendingPathComponent(shared))
        }
        try FileManager.default.createDirectory(at: dir.appendingPathComponent("m"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: NavLintProcess.packageRoot.appendingPathComponent("Examples/Mistakes/DestinationOutsideStack.yaml"),
                                         to: dir.appendingPathComponent("m/scene.yaml"))
    }
    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: dir) }

    var scenePath: String { dir.appendingPathComponent("m/scene.yaml").path }
    func original() throws -> String {
        try String(contentsOf: NavLintProcess.packageRoot.appendingPathComponent("Examples/Mistakes/DestinationOutsideStack.yaml"), encoding: .utf8)
    }
    func contents(_ path: String) throws -> String { try String(contentsOfFile: path, encoding: .utf8) }

    func testReportsToDevicesAreWrittenThroughAndTheirErrorsAreUsageErrors() throws {
        let null = try NavLintProcess.run(["--format", "json:/dev/null", "m/scene.yaml"], in: dir)
        XCTAssertEqual(null.status, 1, null.stderr)
        var info = stat()
        XCTAssertEqual(stat("/dev/null", &info), 0)
        XCTAssertEqual(info.st_mode & S_IFMT, S_IFCHR, "/dev/null is still a device")

        let full = try NavLintProcess.run(["--format", "json:/dev/full", "m/scene.yaml"], in: dir)
        XCTAssertEqual(full.status, 2)
        XCTAssertEqual(full.stderr, "navlint: error: cannot write the json report /dev/full: No space left on device\n")

        let stdout = try NavLintProcess.run(["--format", "json:/dev/stdout", "m/scene.yaml"], in: dir)
        XCTAssertEqual(stdout.status, 1)
        XCTAssertTrue(stdout.stdout.hasPrefix("{\n  \"version\": 1,"), stdout.stdout)

        let missing = try NavLintProcess.run(["--format", "json:no/such/dir/r.json", "m/scene.yaml"], in: dir)
        XCTAssertEqual(missing.status, 2)
        XCTAssertEqual(missing.stderr,
                       "navlint: error: cannot write the json report no/such/dir/r.json: cannot create a temporary file beside it: No such file or directory; nothing was written\n")
    }

    func testAReportThroughAFIFOIsWrittenToTheReader() throws {
        let fifo = dir.appendingPathComponent("report.fifo").path
        XCTAssertEqual(mkfifo(fifo, 0o644), 0)
        let reader = DataBox()
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async {
            let fd = open(fifo, O_RDONLY)
            var buffer = [UInt8](repeating: 0, count: 4096)
            while fd >= 0 {
                let count = read(fd, &buffer, buffer.count)
                if count <= 0 { break }
                reader.data.append(contentsOf: buffer[..<count])
            }
            close(fd)
            group.leave()
        }
        let run = try NavLintProcess.run(["--format", "json:report.fifo", "m/scene.yaml"], in: dir)
        group.wait()
        XCTAssertEqual(run.status, 1, run.stderr)
        XCTAssertTrue(String(decoding: reader.data, as: UTF8.self).contains("destination-outside-stack"))
        var info = stat()
        XCTAssertEqual(lstat(fifo, &info), 0)
        XCTAssertEqual(info.st_mode & S_IFMT, S_IFIFO, "the FIFO is still a FIFO")
    }

    /// A fix never writes through a symlink nor splits or rewrites in place a hard-linked file: both are refused with
    /// the reason, and every name keeps its bytes.
    func testFixRefusesASymlinkAndAHardLinkAndLeavesThemByteIdentical() throws {
        let link = dir.appendingPathComponent("m/link.yaml").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "scene.yaml")
        let viaLink = try NavLintProcess.run(["--fix", "m/link.yaml"], in: dir)
        XCTAssertEqual(viaLink.stderr, "navlint: did not fix m/link.yaml: it is a symbolic link to 'scene.yaml'; navlint does not "
                       + "write through links (name the file itself); navlint did not change it\n")
        XCTAssertEqual(viaLink.status, 1, viaLink.stdout)
        var info = stat()
        XCTAssertEqual(lstat(link, &info), 0)
        XCTAssertEqual(info.st_mode & S_IFMT, S_IFLNK, "the symlink is still a symlink")
        XCTAssertEqual(try contents(scenePath), try original())

        try FileManager.default.removeItem(atPath: link)
        let hard = dir.appendingPathComponent("m/hard.yaml").path
        XCTAssertEqual(Glibc.link(scenePath, hard), 0)
        let viaHardLink = try NavLintProcess.run(["--fix", "m/scene.yaml"], in: dir)
        XCTAssertTrue(viaHardLink.stderr.hasPrefix("navlint: did not fix m/scene.yaml: it has 2 hard links;"), viaHardLink.stderr)
        XCTAssertTrue(viaHardLink.stderr.hasSuffix("; navlint did not change it\n"), viaHardLink.stderr)
        XCTAssertEqual(viaHardLink.status, 1)
        XCTAssertEqual(try contents(scenePath), try original())
        XCTAssertEqual(stat(scenePath, &info), 0)
        XCTAssertEqual(info.st_nlink, 2, "still one file under two names")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("m").path).sorted(),
                       ["hard.yaml", "scene.yaml"], "no temporary file left behind")
    }

    func testFixKeepsTheModeOfTheFileItReplaces() throws {
        XCTAssertEqual(chmod(scenePath, 0o640), 0)
        let fix = try NavLintProcess.run(["--fix", "m/scene.yaml"], in: dir)
        XCTAssertEqual(fix.stderr, "navlint: fixed 1 finding in m/scene.yaml\n")
        XCTAssertEqual(fix.status, 0, fix.stdout)
        XCTAssertNotEqual(try contents(scenePath), try original(), "the file was fixed")
        var info = stat()
        XCTAssertEqual(stat(scenePath, &info), 0)
        XCTAssertEqual(info.st_mode & 0o7777, 0o640)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir.appendingPathComponent("m").path), ["scene.yaml"],
                       "no temporary file left behind")
    }

    func testFixKeepsAttributesOfASingleLinkFile() throws {
        guard setxattrSupported(scenePath) else { throw XCTSkip("no user xattrs on this file system") }
        let fix = try NavLintProcess.run(["--fix", "m/scene.yaml"], in: dir)
        XCTAssertEqual(fix.status, 0, fix.stderr)
        XCTAssertEqual(getxattrValue(scenePath), "kept")
    }

    func testFixRefusesAReadOnlyFile() throws {
        XCTAssertEqual(chmod(scenePath, 0o444), 0)
        let fix = try NavLintProcess.run(["--fix", "m/scene.yaml"], in: dir)
        XCTAssertEqual(fix.stderr, "navlint: did not fix m/scene.yaml: the file is read-only; navlint did not change it\n")
        XCTAssertEqual(fix.status, 1)
        XCTAssertEqual(try contents(scenePath), try original())
    }

    /// An editor saving while navlint fixes: whichever lands, the editor's text is never silently lost.
    func testAConcurrentEditIsNeverLost() throws {
        let edited = try original() + "# saved by an editor\n"
        var refused = 0, lost = 0
        for attempt in 0..<20 {
            try original().write(toFile: scenePath, atomically: false, encoding: .utf8)
            let group = DispatchGroup()
            group.enter()
            DispatchQueue.global().async {
                usleep(useconds_t(attempt * 2_000))
                try? edited.write(toFile: self.scenePath, atomically: true, encoding: .utf8)
                group.leave()
            }
            let fix = try NavLintProcess.run(["--fix", "m/scene.yaml"], in: dir)
            group.wait()
            let now = try contents(scenePath)
            if fix.stderr.contains("the file changed since navlint read it, run navlint again; navlint did not change it") { refused += 1 }
            // Fixed after the save (the fix only moves lines), or refused: the saved line survives either way.
            if !now.contains("# saved by an editor\n") { lost += 1 }
        }
        XCTAssertEqual(lost, 0, "the editor's save was overwritten (\(refused) refusals)")
    }

    func testStandardOutputFailuresAreExitTwoWithAMessage() throws {
        for (command, redirect) in [("--format json m/scene.yaml", "> /dev/full"), ("rules", "> /dev/full"),
                                    ("--format json m/scene.yaml", ">&-")] {
            let run = try shell("\"$NAVLINT\" \(command) \(redirect)")
            XCTAssertEqual(run.status, 2, "\(command) \(redirect): \(run.stderr)")
            XCTAssertTrue(run.stderr.hasPrefix("navlint: error: cannot write to standard output: "), run.stderr)
            XCTAssertFalse(run.stderr.contains("Fatal error"), run.stderr)
        }
        // A reader that stops early, SIGPIPE ignored: EPIPE, not a trap.
        let pipe = try shell("trap '' PIPE; (sleep 0.3; \"$NAVLINT\" rules) | true; echo \"status ${PIPESTATUS[0]}\"")
        XCTAssertEqual(pipe.stdout, "status 2\n", pipe.stderr)
        XCTAssertEqual(pipe.stderr, "navlint: error: cannot write to standard output: Broken pipe\n")
    }

    /// A dry run reports the file as it is: exit 1, a JSON document on stdout that parses, the diff on stderr.
    func testDryRunKeepsStdoutAValidDocumentAndExitsOnTheFileOnDisk() throws {
        let dry = try NavLintProcess.run(["--fix", "--dry-run", "--format", "json", "m/scene.yaml"], in: dir)
        XCTAssertEqual(dry.status, 1, dry.stderr)
        let json = try JSONSerialization.jsonObject(with: Data(dry.stdout.utf8)) as? [String: Any]
        let summary = json?["summary"] as? [String: Any]
        XCTAssertEqual(summary?["errors"] as? Int, 1, dry.stdout)
        XCTAssertTrue(dry.stderr.contains("+++ b/m/scene.yaml"), dry.stderr)
        XCTAssertTrue(dry.stderr.hasSuffix("navlint: would fix 1 finding in m/scene.yaml\n"), dry.stderr)
        XCTAssertEqual(try contents(scenePath), try original())
    }

    func shell(_ script: String) throws -> NavLintProcess.Output {
        guard let binary = NavLintProcess.binary else { throw XCTSkip("navlint binary not built") }
        return try NavLintProcess.run(["-c", script], in: dir, environment: ["NAVLINT": binary.path], executable: URL(fileURLWithPath: "/bin/bash"))
    }

    func setxattrSupported(_ path: String) -> Bool {
        setxattr(path, "user.navlint-test", "kept", 4, 0) == 0
    }

    func getxattrValue(_ path: String) -> String? {
        var buffer = [UInt8](repeating: 0, count: 16)
        let count = getxattr(path, "user.navlint-test", &buffer, buffer.count)
        return count < 0 ? nil : String(decoding: buffer[..<count], as: UTF8.self)
    }
}

private final class DataBox: @unchecked Sendable { var data = Data() }
