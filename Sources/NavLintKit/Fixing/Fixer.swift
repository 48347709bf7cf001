import Foundation
import NavSceneDiagnostics

/// What `--fix` did to one file.
public struct FixOutcome {
    public enum Status: Equatable {
        case fixed
        /// The fixed text did not load or had findings the original did not; nothing was written.
        case rolledBack(String)
        /// The file changed on disk since it was read, or could not be written.
        case refused(String)
    }
    public var path: String
    public var status: Status
    /// The findings whose fix-its were applied (or would have been).
    public var fixed: [Diagnostic]
    /// A unified diff of the change (for `--dry-run`).
    public var diff: String
    /// The file linted again after the fix, when the fix was kept.
    public var result: FileResult?
}

/// Applies fix-its safely: byte edits from the end, a re-load and re-lint in memory, rollback when the result does not
/// load or gains findings, and an atomic write (`FileWriter`: a temporary file renamed over the target, keeping its
/// owner and attributes) that refuses a link, a read-only file and a file changed since it was read.
public enum Fixer {
    /// Picks the fix-its to apply to one file: the first fix-it of each finding in that file, skipping any whose edits
    /// fall outside the file or conflict with an edit already chosen (a later run picks those up).
    public static func plan(_ diagnostics: [Diagnostic], for source: SourceFile) -> (edits: [ByteEdit], fixed: [Diagnostic]) {
        var chosen: [ByteEdit] = []
        var fixed: [Diagnostic] = []
        for diagnostic in diagnostics where diagnostic.range.file == source.path {
            guard let fix = diagnostic.fixIts.first, !fix.edits.isEmpty else { continue }
            guard fix.edits.allSatisfy({ $0.range.file == source.path }) else { continue }
            let edits = fix.edits.map(ByteEdit.init)
            guard edits.allSatisfy({ $0.fits(source.bytes) }) else { continue }
            let clash = edits.enumerated().contains { index, edit in
                chosen.contains { edit.conflicts(with: $0) } || edits[(index + 1)...].contains { edit.conflicts(with: $0) }
            }
            if clash { continue }
            chosen += edits
            fixed.append(diagnostic)
        }
        return (chosen, fixed)
    }

    /// Fixes one linted file. `reported` are its findings as shown to the user (after suppressions and baseline).
    public static func fix(_ result: FileResult, reported: [Diagnostic], overrides: CommandLineOverrides, dryRun: Bool) -> FixOutcome? {
        if !result.target.swiftFiles.isEmpty { return fixSwift(result, reported: reported, overrides: overrides, dryRun: dryRun) }
        guard let source = result.source else { return nil }
        let (edits, fixed) = plan(reported, for: source)
        guard !edits.isEmpty else { return nil }
        let newBytes = ByteEdit.apply(edits, to: source.bytes)
        let diff = UnifiedDiff.render(path: result.target.path, original: source.bytes, edits: edits)
        var outcome = FixOutcome(path: result.target.path, status: .fixed, fixed: fixed, diff: diff, result: nil)

        let after = FileLinter.lint(result.target, source: SourceFile(path: source.path, bytes: newBytes), overrides: overrides)
        if let problem = regression(before: result, after: after) {
            outcome.status = .rolledBack(problem)
            return outcome
        }
        outcome.result = after
        guard !dryRun, let absolute = result.target.absolutePath else { return outcome }
        do {
            try FileWriter.write(newBytes, to: absolute, expecting: source.bytes)
        } catch {
            outcome.status = .refused("\(error)")
            outcome.result = nil
        }
        return outcome
    }

    /// Why a fixed file must not be kept, or nil when it is at least as good as before: it must still load, and
    /// every finding it has must have been there before (same rule, message and element; its line may move). A
    /// finding the edit only reveals was already there, reported or made and not reported (its cause reported
    /// instead: a link dead because its type's destination is misplaced), so it does not stop the fix; it is reported
    /// after it.
    static func regression(before: FileResult, after: FileResult) -> String? {
        if before.loaded && !after.loaded { return "the fixed file no longer loads" }
        guard let added = FindingIdentity.added(before: before, after: after).first else { return nil }
        let at = "\(DisplayLine.escaped(added.range.file)):\(added.range.start.line):\(added.range.start.column)"
        return "the fix itself causes a new finding at \(at): \(added.message) [\(added.id)]"
    }

    /// Fixes a Swift target: the edits planned per `.swift` file, the whole module parsed and linted again in memory
    /// (kept only when every edited file still parses, the module still loads, and no finding is new), then the
    /// changed files written all or nothing (`FileWriter.replaceTogether`). `path` names the changed files.
    static func fixSwift(_ result: FileResult, reported: [Diagnostic], overrides: CommandLineOverrides, dryRun: Bool) -> FixOutcome? {
        var files: [SourceFile] = []
        var changed: [(file: LintTarget.SwiftFile, old: SourceFile, new: [UInt8])] = []
        var fixed: [Diagnostic] = []
        var diff = ""
        for swiftFile in result.target.swiftFiles {
            guard let source = result.sources[swiftFile.path] else { return nil }   // a file that could not be read
            let (edits, fixedHere) = plan(reported, for: source)
            guard !edits.isEmpty else { files.append(source); continue }
            let newBytes = ByteEdit.apply(edits, to: source.bytes)
            files.append(SourceFile(path: source.path, bytes: newBytes))
            changed.append((swiftFile, source, newBytes))
            fixed += fixedHere
            diff += UnifiedDiff.render(path: swiftFile.path, original: source.bytes, edits: edits)
        }
        guard !changed.isEmpty else { return nil }
        let shown = changed.map(\.file.path).joined(separator: ", ")
        var outcome = FixOutcome(path: shown, status: .fixed, fixed: fixed, diff: diff, result: nil)
        if let check = FrontEnds.swiftSyntaxError {
            for change in changed {
                if let problem = check(SourceFile(path: change.file.path, bytes: change.new)) {
                    outcome.status = .rolledBack("the fixed \(DisplayLine.escaped(change.file.path)) does not parse (\(problem))")
                    return outcome
                }
            }
        }
        let after = FileLinter.lintSwift(result.target, files: files, overrides: overrides)
        if let problem = regression(before: result, after: after) {
            outcome.status = .rolledBack(problem)
            return outcome
        }
        outcome.result = after
        guard !dryRun else { return outcome }
        // All or nothing: every file checked and written beside itself first, then swapped in.
        do {
            try FileWriter.replaceTogether(changed.map { ($0.file.absolutePath, $0.file.path, $0.new, $0.old.bytes) })
        } catch {
            outcome.status = .refused("\(error)")
            outcome.result = nil
        }
        return outcome
    }
}
