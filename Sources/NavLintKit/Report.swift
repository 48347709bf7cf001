import NavSceneDiagnostics
import NavSceneRules

/// Everything a reporter needs: the final findings (sorted), the files linted and their sources.
public struct Report {
    public var diagnostics: [Diagnostic]
    /// Paths of the files linted, sorted.
    public var files: [String]
    public var sources: [String: SourceFile]
    /// Findings hidden by `# navlint:` comments.
    public var suppressed: Int
    /// Findings hidden by the baseline.
    public var baselined: Int
    public var failOn: Severity
    /// How much navigation the Swift targets linted hold in the model (summed over them); nil when no Swift target
    /// was linted (scene files are fully modelled, and their reports stay as they were).
    public var coverage: NavigationCoverage?

    public init(diagnostics: [Diagnostic], files: [String], sources: [String: SourceFile],
                suppressed: Int = 0, baselined: Int = 0, failOn: Severity = .error, coverage: NavigationCoverage? = nil) {
        self.diagnostics = diagnostics; self.files = files; self.sources = sources
        self.suppressed = suppressed; self.baselined = baselined; self.failOn = failOn
        self.coverage = coverage
    }

    public func count(_ severity: Severity) -> Int { diagnostics.filter { $0.severity == severity }.count }

    /// Whether a finding reaches the failing severity.
    public var fails: Bool { diagnostics.contains { $0.severity >= failOn } }

    /// `2 errors, 1 warning in 3 files`.
    public var summary: String {
        func plural(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
        var parts = [plural(count(.error), "error"), plural(count(.warning), "warning")]
        if count(.info) > 0 { parts.append(plural(count(.info), "info")) }
        var line = parts.joined(separator: ", ") + " in " + plural(files.count, "file")
        var hidden: [String] = []
        if suppressed > 0 { hidden.append("\(suppressed) suppressed") }
        if baselined > 0 { hidden.append("\(baselined) in baseline") }
        if !hidden.isEmpty { line += " (" + hidden.joined(separator: ", ") + ")" }
        return line
    }

    /// Text of a diagnostic's first line, or nil.
    func lineText(_ diagnostic: Diagnostic) -> String? {
        sources[diagnostic.range.file].map { $0.text(ofLine: diagnostic.range.start.line) }
    }
}

/// Suppression comments, then the baseline: what the user asked not to see.
struct Filtering {
    var suppressed = 0
    var baselined = 0

    /// `targets` are the files linted: only they get unused-suppression findings (an included file is reported when
    /// it is linted itself).
    /// `settings` gives a target's rule settings, so `off` and severity overrides reach navlint's own findings too.
    mutating func apply(_ diagnostics: [Diagnostic], sources: [String: SourceFile], targets: Set<String>,
                        settings: (String) -> RuleSettings?,
                        baseline: Baseline?, baselineDirectory: String, cwd: String) -> [Diagnostic] {
        var unique: [Diagnostic] = []
        var seen: Set<Diagnostic> = []
        for diagnostic in diagnostics where seen.insert(diagnostic).inserted { unique.append(diagnostic) }

        let known = Set(KnownIDs.all)
        var sets: [String: SuppressionSet] = [:]
        for path in Set(unique.map(\.range.file)).union(targets) {
            if let source = sources[path] { sets[path] = SuppressionSet(source, knownIDs: known) }
        }
        var kept: [Diagnostic] = []
        for diagnostic in unique {
            if sets[diagnostic.range.file]?.suppresses(diagnostic) == true { suppressed += 1 } else { kept.append(diagnostic) }
        }
        for path in targets.sorted() {
            guard let set = sets[path] else { continue }
            let own = set.problems + set.unused
            kept += settings(path)?.apply(to: own) ?? own
        }
        kept.sort(by: Diagnostic.ordered)
        if var baseline {
            kept = kept.filter { diagnostic in
                let key = Baseline.key(for: diagnostic, baselineDirectory: baselineDirectory, cwd: cwd, source: sources[diagnostic.range.file])
                if baseline.consume(key) { baselined += 1; return false }
                return true
            }
        }
        return kept
    }
}
