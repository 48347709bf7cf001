// The libFuzzer entry point over `--fix`: a generated SwiftUI module (or a scene file from the raw bytes) is linted,
// every fix-it navlint would apply is applied in memory, and the result is checked: no byte outside the edits
// changed, a file that parsed still parses, and linting again reports no error that was not there before. (navlint
// itself rolls such a fix back; here it is a bug in the fix-it.) Not a SwiftPM target: `.ci/fuzz` compiles it.
import Glibc
import NavLintKit
import NavSceneDiagnostics
import NavSceneLoader
import NavSceneRules
import NavSceneSwift

@_cdecl("LLVMFuzzerTestOneInput")
public func navSceneFixFuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    if let first = bytes.first, first & 1 == 1 {
        var generator = SwiftUIGenerator(FuzzBytes(Array(bytes.dropFirst())))
        let module = generator.module()
        // `NAVSCENE_FUZZ_DUMP=DIR`: write the generated module's files into DIR (an existing directory), to read or
        // lint a slow or failing input with `navlint DIR`.
        if let directory = getenv("NAVSCENE_FUZZ_DUMP").map({ String(cString: $0) }) {
            for (path, text) in module {
                guard let file = fopen(directory + "/" + path.split(separator: "/").joined(separator: "_"), "w") else { continue }
                fputs(text, file)
                fclose(file)
            }
        }
        FixFuzzCheck.swift(module.map { SourceFile(path: $0.0, text: $0.1) })
    } else {
        FixFuzzCheck.scene(SourceFile(path: "Examples/fuzz-input.yaml", bytes: Array(bytes.dropFirst())))
    }
    return 0
}

enum FixFuzzCheck {
    /// The findings, and those made but not reported (a fix that reveals one did not cause it, as `--fix` judges).
    static func lintSwift(_ files: [SourceFile]) -> (load: LoadResult, diagnostics: [Diagnostic], unreported: [Diagnostic]) {
        let result = SwiftFrontEnd.load(files, name: "Fuzz")
        let load = LoadResult(scene: result.scene, diagnostics: result.diagnostics, sources: result.sources)
        let checked = Analysis.runRulesExplained(load, settings: FuzzSettings.rules)
        return (load, load.diagnostics + checked.diagnostics, checked.hidden.map(\.diagnostic))
    }

    static func swift(_ files: [SourceFile]) {
        let linted = lintSwift(files)
        let before = linted.diagnostics
        var fixed: [SourceFile] = []
        var changed = false
        for file in files {
            let (edits, _) = Fixer.plan(before, for: file)
            let bytes = ByteEdit.apply(edits, to: file.bytes)
            checkKept(file.bytes, bytes, edits, file.path)
            if !edits.isEmpty {
                changed = true
                if SwiftSyntaxCheck.firstError(file) == nil, let problem = SwiftSyntaxCheck.firstError(SourceFile(path: file.path, bytes: bytes)) {
                    fatalError("a fix-it made \(file.path) unparsable: \(problem)")
                }
            }
            fixed.append(SourceFile(path: file.path, bytes: bytes))
        }
        guard changed else { return }
        checkNoNewError(before, unreported: linted.unreported, lintSwift(fixed).diagnostics)
    }

    static func scene(_ source: SourceFile) {
        let load = SceneLoader.load(source: source)
        let checked = Analysis.runRulesExplained(load, settings: FuzzSettings.rules)
        let before = load.diagnostics + checked.diagnostics
        let (edits, _) = Fixer.plan(before, for: source)
        guard !edits.isEmpty else { return }
        let bytes = ByteEdit.apply(edits, to: source.bytes)
        checkKept(source.bytes, bytes, edits, source.path)
        let again = SceneLoader.load(source: SourceFile(path: source.path, bytes: bytes))
        checkNoNewError(before, unreported: checked.hidden.map(\.diagnostic), again.diagnostics + Analysis.runRules(again, settings: FuzzSettings.rules))
    }

    /// Every byte outside the edits is in the result, in order.
    static func checkKept(_ old: [UInt8], _ new: [UInt8], _ edits: [ByteEdit], _ path: String) {
        var oldAt = 0, newAt = 0
        for edit in edits.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) {
            let kept = edit.range.lowerBound - oldAt
            guard kept >= 0, newAt + kept <= new.count, old[oldAt..<edit.range.lowerBound].elementsEqual(new[newAt..<(newAt + kept)]) else {
                fatalError("a fix lost bytes of \(path) before offset \(edit.range.lowerBound)")
            }
            newAt += kept + edit.replacement.count
            oldAt = edit.range.upperBound
        }
        guard old[oldAt...].elementsEqual(new[min(newAt, new.count)...]) else { fatalError("a fix lost the end of \(path)") }
    }

    /// An error after the fix that was not there before it, reported or made and not reported (by id and message:
    /// positions move).
    static func checkNoNewError(_ before: [Diagnostic], unreported: [Diagnostic], _ after: [Diagnostic]) {
        let known = Set((before.filter { $0.severity == .error } + unreported).map { $0.id + ": " + $0.message })
        for diagnostic in after where diagnostic.severity == .error && !known.contains(diagnostic.id + ": " + diagnostic.message) {
            fatalError("a fix brought a new error: \(diagnostic.id): \(diagnostic.message)")
        }
    }
}
