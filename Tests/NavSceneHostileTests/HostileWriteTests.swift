import Foundation
@testable import NavSceneDiagnostics
import XCTest

/// Defects 2 and 3 of issue 21, through the binary: a write that cannot complete (a full disk, here a file size limit
/// the kernel enforces with EFBIG) leaves the file byte-identical and says so; nothing is written through a symlink,
/// dangling or not; a hard link is never split.
final class HostileWriteTests: XCTestCase {
    var root = ""
    override func setUpWithError() throws { root = try BuiltNavLint.fixableProject("write") }
    override func tearDownWithError() throws { try? FileManager.default.removeItem(atPath: root) }

    /// 8 KiB is the largest file this process may write (`ulimit -f 8`); SIGXFSZ ignored, so a write past it fails
    /// with EFBIG as a write to a full disk fails with ENOSPC.
    func underFileSizeLimit(_ command: String) throws -> BuiltNavLint.Output {
        try BuiltNavLint.shell("ulimit -f 8; trap '' XFSZ; \"$NAVLINT\" \(command)", in: root)
    }

    /// A file larger than the limit, so that any rewrite of it must fail part-way.
    func padded(_ text: String) -> String {
        text + String(repeating: "# padding that makes the file longer than the file size limit of the process\n", count: 160)
    }

    func assertNoTemporaryFiles(in directory: String, file: StaticString = #filePath, line: UInt = #line) {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
        XCTAssertFalse(names.contains { $0.contains(".navlint-") }, "a temporary file was left behind: \(names)", file: file, line: line)
    }

    func testAFixThatMeetsAFullDiskLeavesTheFileByteIdentical() throws {
        let scene = root + "/m/scene.yaml"
        try padded(String(contentsOfFile: scene, encoding: .utf8)).write(toFile: scene, atomically: true, encoding: .utf8)
        let before = try XCTUnwrap(fileBytes(scene))
        XCTAssertGreaterThan(before.count, 8 << 10)

        let fix = try underFileSizeLimit("--fix m/scene.yaml")
        XCTAssertEqual(fix.stderr, "navlint: did not fix m/scene.yaml: cannot write the new content: File too large; navlint did not change it\n")
        XCTAssertEqual(fix.status, 1, fix.stdout)
        XCTAssertEqual(fileBytes(scene), before, "the file is byte-identical")
        assertNoTemporaryFiles(in: root + "/m")

        // Without the limit the same fix is written: the refusal above was the disk, not the fix.
        let unlimited = try BuiltNavLint.run(["--fix", "m/scene.yaml"], in: root)
        XCTAssertEqual(unlimited.stderr, "navlint: fixed 1 finding in m/scene.yaml\n")
        XCTAssertNotEqual(fileBytes(scene), before)
    }

    func testAReportAndABaselineThatMeetAFullDiskLeaveTheirFilesByteIdentical() throws {
        let old = padded("{\"an older report\": true}\n")
        try old.write(toFile: root + "/report.json", atomically: true, encoding: .utf8)
        try old.write(toFile: root + "/baseline.json", atomically: true, encoding: .utf8)
        // Many findings, so the new report and baseline are larger than the limit too.
        let scene = try String(contentsOfFile: root + "/m/scene.yaml", encoding: .utf8)
        for index in 0..<60 { try scene.write(toFile: root + "/m/copy\(index).yaml", atomically: true, encoding: .utf8) }

        let report = try underFileSizeLimit("--format json:report.json m")
        XCTAssertEqual(report.stderr, "navlint: error: cannot write the json report report.json: cannot write the new content: "
                       + "File too large; navlint did not change it\n")
        XCTAssertEqual(report.status, 2)
        XCTAssertEqual(fileBytes(root + "/report.json"), Data(old.utf8))

        let baseline = try underFileSizeLimit("--write-baseline baseline.json m")
        XCTAssertEqual(baseline.stderr, "navlint: error: cannot write the baseline baseline.json: cannot write the new content: "
                       + "File too large; navlint did not change it\n")
        XCTAssertEqual(baseline.status, 2)
        XCTAssertEqual(fileBytes(root + "/baseline.json"), Data(old.utf8))
        assertNoTemporaryFiles(in: root)
    }

    func testAReplSaveThatMeetsAFullDiskLeavesTheFileByteIdentical() throws {
        // A saved state is far smaller than 8 KiB: no file may grow at all here.
        let old = "{\"an older state\": true}\n"
        try old.write(toFile: root + "/state.json", atomically: true, encoding: .utf8)
        let repl = try BuiltNavLint.shell("ulimit -f 0; trap '' XFSZ; printf 'save state.json\\n' | \"$NAVLINT\" repl UseSceneStorage.yaml", in: root)
        XCTAssertTrue(repl.stdout.contains("cannot write state.json: cannot write the new content: File too large; navlint did not change it"),
                      repl.stdout + repl.stderr)
        XCTAssertEqual(fileBytes(root + "/state.json"), Data(old.utf8))
        assertNoTemporaryFiles(in: root)
    }

    /// A report path that is a symlink (here a dangling one a pull request could ship) is refused: nothing is created
    /// where it points. A report over a hard-linked file is refused: the other name keeps its bytes.
    func testAReportIsNeverWrittenThroughASymlinkNorOverAHardLink() throws {
        try FileManager.default.createDirectory(atPath: root + "/outside", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: root + "/report.json", withDestinationPath: "outside/created")
        let dangling = try BuiltNavLint.run(["--format", "json:report.json", "m/scene.yaml"], in: root)
        XCTAssertEqual(dangling.stderr, "navlint: error: cannot write the json report report.json: it is a symbolic link to "
                       + "'outside/created'; navlint does not write through links (name the file itself); navlint did not change it\n")
        XCTAssertEqual(dangling.status, 2)
        XCTAssertFalse(FileManager.default.fileExists(atPath: root + "/outside/created"))

        try FileManager.default.removeItem(atPath: root + "/report.json")
        try "precious\n".write(toFile: root + "/outside/precious", atomically: true, encoding: .utf8)
        XCTAssertEqual(link(root + "/outside/precious", root + "/report.json"), 0)
        let hard = try BuiltNavLint.run(["--format", "json:report.json", "m/scene.yaml"], in: root)
        XCTAssertTrue(hard.stderr.hasPrefix("navlint: error: cannot write the json report report.json: it has 2 hard links;"), hard.stderr)
        XCTAssertEqual(hard.status, 2)
        XCTAssertEqual(try String(contentsOfFile: root + "/outside/precious", encoding: .utf8), "precious\n")
    }

    /// Defect 3: a flow's `save` and `record` never follow a symlink that is the last component of their path,
    /// whether it points outside the flow's directory at an existing file or dangles.
    func testFlowSaveAndRecordNeverFollowASymlink() throws {
        try FileManager.default.createDirectory(atPath: root + "/pr", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: root + "/outside", withIntermediateDirectories: true)
        try "keep me\n".write(toFile: root + "/outside/x", atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: root + "/pr/state.json", withDestinationPath: "../outside/x")
        try FileManager.default.createSymbolicLink(atPath: root + "/pr/replay.navflow", withDestinationPath: "../outside/new")
        try "scene: ../UseSceneStorage.yaml\nsteps:\n  - save state.json\n".write(toFile: root + "/pr/save.navflow", atomically: true, encoding: .utf8)
        try "scene: ../m/scene.yaml\nsteps:\n  - record replay.navflow\n".write(toFile: root + "/pr/record.navflow", atomically: true, encoding: .utf8)

        for flow in ["pr/save.navflow", "pr/record.navflow"] {
            let run = try BuiltNavLint.run(["test", flow], in: root)
            XCTAssertEqual(run.status, 1, "\(flow): \(run.stdout)\(run.stderr)")
            XCTAssertTrue(run.stdout.contains("it is a symbolic link to '../outside/"), run.stdout)
            XCTAssertTrue(run.stdout.contains("navlint does not write through links"), run.stdout)
        }
        XCTAssertEqual(try String(contentsOfFile: root + "/outside/x", encoding: .utf8), "keep me\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: root + "/outside/new"))
        var info = stat()
        XCTAssertEqual(lstat(root + "/pr/state.json", &info), 0)
        XCTAssertEqual(info.st_mode & S_IFMT, S_IFLNK, "the link itself is left as it was")
    }

    /// Defect 8: a Swift fix that edits two files writes both or neither, and says which. Two grids, each on its own
    /// stack, each with a destination inside its lazy grid (one fix per file); the second file is read-only.
    func testAMultiFileSwiftFixIsAllOrNothing() throws {
        try skipWithoutSwiftFrontEnd()
        let fixture = BuiltNavLint.packageRoot.appendingPathComponent("Tests/NavSceneSwiftTests/Fixtures/err/GridTwoReasons").path
        let app = root + "/App"
        try FileManager.default.createDirectory(atPath: app, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: fixture + "/Model.swift", toPath: app + "/Model.swift")
        let source = try String(contentsOfFile: fixture + "/GridTwoReasons.swift", encoding: .utf8)
        let gridStart = try XCTUnwrap(source.range(of: "struct RecipeGrid: View {")).lowerBound
        let gridEnd = try XCTUnwrap(source.range(of: "struct RecipeTile: View {")).lowerBound
        let grid = String(source[gridStart..<gridEnd])
        var main = String(source[..<gridStart]) + String(source[gridEnd...])
        main = main.replacingOccurrences(of: "            NavigationStack(path: $path) {\n                RecipeGrid(category: selectedCategory)\n            }\n",
                                         with: "            TabView {\n                NavigationStack(path: $path) {\n                    RecipeGrid(category: selectedCategory)\n"
                                            + "                }\n                NavigationStack {\n                    OtherGrid(category: selectedCategory)\n"
                                            + "                }\n            }\n")
        XCTAssertTrue(main.contains("OtherGrid(category:"), "the fixture changed shape")
        try main.write(toFile: app + "/Main.swift", atomically: true, encoding: .utf8)
        try ("import SwiftUI\n\n" + grid).write(toFile: app + "/Grid.swift", atomically: true, encoding: .utf8)
        try ("import SwiftUI\n\n" + grid.replacingOccurrences(of: "struct RecipeGrid:", with: "struct OtherGrid:"))
            .write(toFile: app + "/OtherGrid.swift", atomically: true, encoding: .utf8)
        let before = ["Grid.swift", "OtherGrid.swift", "Main.swift"].map { fileBytes(app + "/" + $0) }
        XCTAssertEqual(chmod(app + "/OtherGrid.swift", 0o444), 0)

        let refused = try BuiltNavLint.run(["--fix", "App"], in: root)
        XCTAssertEqual(refused.stderr, "navlint: did not fix App/Grid.swift, App/OtherGrid.swift: App/OtherGrid.swift: the file is read-only; "
                       + "navlint changed none of the 2 files\n")
        XCTAssertEqual(refused.status, 1)
        XCTAssertEqual(["Grid.swift", "OtherGrid.swift", "Main.swift"].map { fileBytes(app + "/" + $0) }, before, "a file was written")
        assertNoTemporaryFiles(in: app)

        XCTAssertEqual(chmod(app + "/OtherGrid.swift", 0o644), 0)
        let fixed = try BuiltNavLint.run(["--fix", "App"], in: root)
        XCTAssertEqual(fixed.stderr, "navlint: fixed 2 findings in App/Grid.swift, App/OtherGrid.swift\n")
        XCTAssertNotEqual(fileBytes(app + "/Grid.swift"), before[0])
        XCTAssertNotEqual(fileBytes(app + "/OtherGrid.swift"), before[1])
        assertNoTemporaryFiles(in: app)
    }

    /// Defect 8: `--fix` on a CRLF Swift file writes CRLF for the lines it inserts and re-indents the moved closure,
    /// giving exactly the LF fix's result with CRLF line breaks.
    func testAFixOnACRLFSwiftFileKeepsCRLFAndReindentsTheMovedClosure() throws {
        try skipWithoutSwiftFrontEnd()
        let fixtures = BuiltNavLint.packageRoot.appendingPathComponent("Tests/NavSceneSwiftTests/Fixtures").path
        let app = root + "/App"
        try FileManager.default.createDirectory(atPath: app, withIntermediateDirectories: true)
        func crlf(_ path: String) throws -> String {
            try String(contentsOfFile: path, encoding: .utf8).replacingOccurrences(of: "\n", with: "\r\n")
        }
        for name in ["GridTwoReasons.swift", "Model.swift"] {
            try crlf(fixtures + "/err/GridTwoReasons/" + name).write(toFile: app + "/" + name, atomically: true, encoding: .utf8)
        }
        let fix = try BuiltNavLint.run(["--fix", "App"], in: root)
        XCTAssertEqual(fix.stderr, "navlint: fixed 1 finding in App/GridTwoReasons.swift\n")
        let fixed = try XCTUnwrap(fileBytes(app + "/GridTwoReasons.swift"))
        XCTAssertEqual(fixed, Data(try crlf(fixtures + "/fix/GridTwoReasons.fixed.swift").utf8))
        XCTAssertFalse(zip(fixed.dropFirst(), fixed).contains { $0 == 0x0A && $1 != 0x0D }, "a bare LF")
    }

    /// The YAML move on a CRLF scene: the same edit as on the LF file, with CRLF kept (no bare LF), not a rollback.
    func testAFixOnACRLFSceneFileKeepsCRLFAndMatchesTheLFFix() throws {
        let example = BuiltNavLint.packageRoot.appendingPathComponent("Examples/Mistakes/DestinationInLazyGrid.yaml").path
        let text = try String(contentsOfFile: example, encoding: .utf8)
        for dir in ["lf", "crlf"] { try FileManager.default.createDirectory(atPath: root + "/" + dir, withIntermediateDirectories: true) }
        try text.write(toFile: root + "/lf/grid.yaml", atomically: true, encoding: .utf8)
        try text.replacingOccurrences(of: "\n", with: "\r\n").write(toFile: root + "/crlf/grid.yaml", atomically: true, encoding: .utf8)
        let lf = try BuiltNavLint.run(["--fix", "lf/grid.yaml"], in: root)
        let crlf = try BuiltNavLint.run(["--fix", "crlf/grid.yaml"], in: root)
        XCTAssertTrue(lf.stderr.contains("fixed"), lf.stderr)
        XCTAssertEqual(crlf.stderr.replacingOccurrences(of: "crlf/", with: "lf/"), lf.stderr)
        let fixedLF = try String(contentsOfFile: root + "/lf/grid.yaml", encoding: .utf8)
        XCTAssertNotEqual(fixedLF, text)
        let fixedCRLF = try XCTUnwrap(fileBytes(root + "/crlf/grid.yaml"))
        XCTAssertEqual(fixedCRLF, Data(fixedLF.replacingOccurrences(of: "\n", with: "\r\n").utf8))
    }

    /// The rollback of a multi-file write: the second file is saved by an editor between the check and its swap, so
    /// its swap is refused; the first file, already swapped in, gets its original back.
    func testAMultiFileWriteThatFailsPartWayPutsTheFirstFilesBack() throws {
        try skipWithoutSwiftFrontEnd()
        let a = root + "/a.swift", b = root + "/b.swift"
        try "old a\n".write(toFile: a, atomically: true, encoding: .utf8)
        try "old b\n".write(toFile: b, atomically: true, encoding: .utf8)
        FileWriter.beforeSwappingIn = { shown in
            if shown == "b.swift" { try? "edited b\n".write(toFile: b, atomically: true, encoding: .utf8) }
        }
        defer { FileWriter.beforeSwappingIn = nil }
        XCTAssertThrowsError(try FileWriter.replaceTogether([(a, "a.swift", Array("new a\n".utf8), Array("old a\n".utf8)),
                                                             (b, "b.swift", Array("new b\n".utf8), Array("old b\n".utf8))])) { error in
            XCTAssertEqual("\(error)", "b.swift: the file changed since navlint read it, run navlint again; navlint changed none of the 2 files")
        }
        XCTAssertEqual(try String(contentsOfFile: a, encoding: .utf8), "old a\n", "the first file was not put back")
        XCTAssertEqual(try String(contentsOfFile: b, encoding: .utf8), "edited b\n", "the editor's save was lost")
        assertNoTemporaryFiles(in: root)
    }
}

