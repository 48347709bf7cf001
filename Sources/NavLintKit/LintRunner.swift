import Foundation
import NavSceneDiagnostics
import NavSceneRules

/// `navlint lint`: discovery, configs, linting on all cores, suppressions, baseline, fixes, reports, exit status.
public struct LintRunner {
    let request: LintRequest
    let console: Console
    var cwd: String { console.workingDirectory }

    public init(request: LintRequest, console: Console) {
        self.request = request
        self.console = console
    }

    public func run() -> ExitStatus {
        // 1. The command line.
        var reports: [ReportTarget] = []
        for text in request.formats {
            switch ReportTarget.parse(text) {
            case .success(let target): reports.append(target)
            case .failure(let error): return usage(error.description)
            }
        }
        if reports.isEmpty {
            reports = [ReportTarget(format: console.environment["GITHUB_ACTIONS"] == "true" ? .github : .text)]
        }
        for id in request.overrides.disabled + request.overrides.enabled where !KnownIDs.all.contains(id) {
            return usage(KnownIDs.unknownRuleMessage(id))
        }
        if request.dryRun && !request.fix { return usage("--dry-run only makes sense with --fix") }
        if request.baselinePath != nil && request.writeBaselinePath != nil {
            return usage("use either --baseline or --write-baseline, not both")
        }
        if request.paths.filter({ $0 == "-" }).count > 1 { return usage("standard input ('-') can be read only once") }

        // 2. Configs and files.
        let configs = ConfigResolver(cwd: cwd, explicitPath: request.configPath)
        var discovery = FileDiscovery(cwd: cwd, configs: configs)
        for path in request.paths.isEmpty ? ["."] : request.paths {
            discovery.add(path: path, stdinName: request.stdinFilename)
        }
        discovery.finish(oneModule: request.oneModule)
        if !configs.diagnostics.isEmpty {
            let renderer = TextRenderer(color: useColor(.text, toStdout: false)) { configs.sources[$0] }
            console.err(renderer.render(configs.diagnostics.sorted(by: Diagnostic.ordered)))
            console.err("navlint: the configuration has errors; nothing was linted\n")
            return .usage
        }
        var baseline: Baseline?
        var baselineDirectory = cwd
        if let path = request.baselinePath {
            let absolute = Paths.absolute(path, relativeTo: cwd)
            baselineDirectory = Paths.parent(absolute)
            guard let data = FileManager.default.contents(atPath: absolute) else { return usage("cannot read the baseline '\(path)'") }
            do { baseline = try Baseline.decode(data) } catch { return usage("the baseline '\(path)' is invalid: \(error)") }
        }
        if let path = request.writeBaselinePath {
            baselineDirectory = Paths.parent(Paths.absolute(path, relativeTo: cwd))
        }

        // 3. Lint the scene files, then the library files they include; then hide what the user asked not to see.
        func lint(_ targets: [LintTarget]) -> [FileResult] {
            if let cache = request.cache { return cache.lint(targets, overrides: request.overrides, cwd: cwd) }
            return FileLinter.lintAll(targets, overrides: request.overrides, stdin: console.readStdin)
        }
        // A package module imported by several targets is linted as its own target too: its views that an importer
        // cannot name are translated and analysed there only.
        var targets = discovery.targets
        LintTarget.markDependenciesCheckedElsewhere(&targets)
        var results = lint(targets)
        results += lint(discovery.libraries(includedBy: results))
        if request.verbose {
            for line in discovery.skipped { console.err("navlint: skipped \(line)\n") }
            for line in discovery.swiftNotes { console.err("navlint: \(line)\n") }
            for result in results {
                for note in result.opaque {
                    console.err("navlint: \(note.range.file):\(note.range.start.line):\(note.range.start.column): \(note.text)\n")
                }
            }
        }
        if results.isEmpty && discovery.diagnostics.isEmpty {
            let paths = request.paths.isEmpty ? ["."] : request.paths
            console.err("navlint: no scene files found in \(paths.joined(separator: ", "))\n")
            return .usage
        }
        let targetPaths = Set(results.flatMap(\.target.filePaths))
        var settingsByPath: [String: RuleSettings] = [:]
        for result in results {
            for path in result.target.filePaths { settingsByPath[path] = result.target.config.ruleSettings(request.overrides) }
        }
        func finish(_ results: [FileResult]) -> Report {
            var sources = configs.sources
            for result in results { sources.merge(result.sources) { first, _ in first } }
            var filtering = Filtering()
            let found = Self.once(discovery.diagnostics + results.flatMap(\.diagnostics))
            let shown = filtering.apply(found, sources: sources, targets: targetPaths,
                                        settings: { settingsByPath[$0] }, baseline: baseline,
                                        baselineDirectory: baselineDirectory, cwd: cwd)
            let coverages = results.compactMap(\.coverage)
            return Report(diagnostics: shown, files: targetPaths.sorted(), sources: sources,
                          suppressed: filtering.suppressed, baselined: filtering.baselined, failOn: request.failOn,
                          coverage: coverages.isEmpty ? nil : coverages.reduce(NavigationCoverage(modelled: 0, unknown: 0), +))
        }
        var report = finish(results)

        // 4. Fixes.
        if request.fix {
            var byFile: [String: [Diagnostic]] = [:]
            for diagnostic in report.diagnostics { byFile[diagnostic.range.file, default: []].append(diagnostic) }
            for index in results.indices {
                let reported = results[index].target.filePaths.flatMap { byFile[$0] ?? [] }
                guard let outcome = Fixer.fix(results[index], reported: reported,
                                              overrides: request.overrides, dryRun: request.dryRun) else { continue }
                describe(outcome)
                // A dry run changes nothing, so it reports (and exits on) the files as they are on disk.
                if let fixed = outcome.result, !request.dryRun { results[index] = fixed }
            }
            report = finish(results)
        }

        // 5. Baseline writing replaces reporting.
        if let path = request.writeBaselinePath {
            var written = Baseline()
            for diagnostic in report.diagnostics {
                written.add(Baseline.key(for: diagnostic, baselineDirectory: baselineDirectory, cwd: cwd,
                                         source: report.sources[diagnostic.range.file]))
            }
            do {
                try FileWriter.write(Array(written.encoded().utf8), to: Paths.absolute(path, relativeTo: cwd))
            } catch {
                return usage("cannot write the baseline \(path): \(error)")
            }
            console.err("navlint: wrote \(report.diagnostics.count) finding\(report.diagnostics.count == 1 ? "" : "s") to the baseline \(path)\n")
            return .clean
        }

        // 6. Reports.
        for target in reports {
            let text = target.format.render(report, color: useColor(target.format, toStdout: target.path == nil))
            if let path = target.path {
                do {
                    try FileWriter.writeReport(Array(text.utf8), to: Paths.absolute(path, relativeTo: cwd))
                } catch {
                    return usage("cannot write the \(target.format.rawValue) report \(path): \(error)")
                }
            } else {
                console.out(text)
            }
        }
        return report.fails ? .findings : .clean
    }

    private func describe(_ outcome: FixOutcome) {
        let count = outcome.fixed.count
        let what = "\(count) finding\(count == 1 ? "" : "s")"
        switch outcome.status {
        case .fixed:
            if request.dryRun {
                // On standard error: standard output stays one valid document in the chosen format.
                console.err(outcome.diff)
                console.err("navlint: would fix \(what) in \(DisplayLine.escaped(outcome.path))\n")
            } else {
                console.err("navlint: fixed \(what) in \(DisplayLine.escaped(outcome.path))\n")
            }
        case .rolledBack(let why):
            console.err("navlint: did not fix \(DisplayLine.escaped(outcome.path)): \(why); the file is unchanged\n")
        case .refused(let why):
            console.err("navlint: did not fix \(DisplayLine.escaped(outcome.path)): \(why)\n")
        }
    }

    private func useColor(_ format: OutputFormat, toStdout: Bool) -> Bool {
        guard format == .text else { return false }
        switch request.color {
        case .always: return true
        case .never: return false
        case .auto:
            if let noColor = console.environment["NO_COLOR"], !noColor.isEmpty { return false }
            return toStdout && console.stdoutIsTerminal
        }
    }

    private func usage(_ message: String) -> ExitStatus {
        console.err("navlint: error: \(message)\n")
        return .usage
    }

    /// A finding that several targets make (a package's file, linted as its own target and read by the app that
    /// imports it) is reported once, with the fix-its of the report that has them.
    static func once(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var unique: [Diagnostic] = []
        var index: [String: Int] = [:]
        for d in diagnostics {
            let key = "\(d.id)\u{0}\(d.range.file)\u{0}\(d.range.start.offset)\u{0}\(d.range.end.offset)\u{0}\(d.message)"
            if let i = index[key] {
                if unique[i].fixIts.isEmpty && !d.fixIts.isEmpty { unique[i] = d }
                continue
            }
            index[key] = unique.count
            unique.append(d)
        }
        return unique
    }
}
