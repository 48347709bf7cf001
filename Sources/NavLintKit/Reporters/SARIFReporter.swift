import NavSceneDiagnostics
import NavSceneRules

/// SARIF 2.1.0 for GitHub code scanning and other viewers: the rule catalogue as `tool.driver.rules`, one result per
/// finding with its region (1-based lines, columns counted in Unicode code points), notes as related locations and
/// fix-its as `fixes` whose replacements delete regions given by line and column.
public enum SARIFReporter {
    public static let schemaURI = "https://json.schemastore.org/sarif-2.1.0.json"

    /// Rule metadata: the catalogue, then loader and navlint ids.
    static func ruleEntries() -> [(id: String, summary: String, help: String, level: Severity)] {
        var entries = Analysis.ruleDescriptions.map { rule in
            (rule.id, rule.summary, rule.rationale + "\n\nFix: " + rule.fix, rule.defaultSeverity)
        }
        for (id, summary) in KnownIDs.loader + KnownIDs.navlint where !entries.contains(where: { $0.0 == id }) {
            entries.append((id, summary, summary, KnownIDs.defaultSeverity(id)))
        }
        return entries
    }

    public static func render(_ report: Report) -> String {
        let rules = ruleEntries()
        var index: [String: Int] = [:]
        for (position, rule) in rules.enumerated() { index[rule.id] = position }
        let driver: JSONValue = .object([
            ("name", .string(ToolInfo.name)),
            ("version", .string(ToolInfo.version)),
            ("informationUri", .string(ToolInfo.informationURI)),
            ("rules", .array(rules.map { rule in
                .object([
                    ("id", .string(rule.id)),
                    ("shortDescription", .object([("text", .string(rule.summary))])),
                    ("help", .object([("text", .string(rule.help))])),
                    ("defaultConfiguration", .object([("level", .string(level(rule.level)))])),
                ])
            })),
        ])
        let run: JSONValue = .object([
            ("tool", .object([("driver", driver)])),
            ("columnKind", .string("unicodeCodePoints")),
            ("results", .array(report.diagnostics.map { result($0, ruleIndex: index[$0.id]) })),
        ] + (report.coverage.map { [("properties", .object([("navigationCoverage", JSONReporter.coverage($0))]))] } ?? []))
        return JSONValue.object([
            ("$schema", .string(schemaURI)),
            ("version", .string("2.1.0")),
            ("runs", .array([run])),
        ]).rendered() + "\n"
    }

    static func result(_ d: Diagnostic, ruleIndex: Int?) -> JSONValue {
        var fields: [(String, JSONValue)] = [("ruleId", .string(d.id))]
        if let ruleIndex { fields.append(("ruleIndex", .int(ruleIndex))) }
        fields += [
            ("level", .string(level(d.severity))),
            ("message", .object([("text", .string(d.message))])),
            ("locations", .array([.object([("physicalLocation", physicalLocation(d.range))])])),
        ]
        let related = d.notes.enumerated().compactMap { number, note -> JSONValue? in
            guard let range = note.range else { return nil }
            return .object([
                ("id", .int(number + 1)),
                ("physicalLocation", physicalLocation(range)),
                ("message", .object([("text", .string(note.message))])),
            ])
        }
        if !related.isEmpty { fields.append(("relatedLocations", .array(related))) }
        if !d.fixIts.isEmpty { fields.append(("fixes", .array(d.fixIts.map(fix)))) }
        return .object(fields)
    }

    static func fix(_ fix: FixIt) -> JSONValue {
        var files: [String] = []
        for edit in fix.edits where !files.contains(edit.range.file) { files.append(edit.range.file) }
        return .object([
            ("description", .object([("text", .string(fix.message))])),
            ("artifactChanges", .array(files.map { file in
                .object([
                    ("artifactLocation", .object([("uri", .string(uri(file)))])),
                    ("replacements", .array(fix.edits.filter { $0.range.file == file }.map { edit in
                        .object([
                            ("deletedRegion", region(edit.range)),
                            ("insertedContent", .object([("text", .string(edit.replacement))])),
                        ])
                    })),
                ])
            })),
        ])
    }

    static func physicalLocation(_ range: SourceRange) -> JSONValue {
        .object([
            ("artifactLocation", .object([("uri", .string(uri(range.file)))])),
            ("region", region(range)),
        ])
    }

    static func region(_ range: SourceRange) -> JSONValue {
        let endLine = max(range.end.line, range.start.line)
        let endColumn = endLine == range.start.line ? max(range.end.column, range.start.column) : max(1, range.end.column)
        return .object([
            ("startLine", .int(max(1, range.start.line))),
            ("startColumn", .int(max(1, range.start.column))),
            ("endLine", .int(endLine)),
            ("endColumn", .int(endColumn)),
        ])
    }

    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .info: return "note"
        }
    }

    /// A relative URI reference for a relative path, a `file://` URI for an absolute one, percent-encoded.
    static func uri(_ path: String) -> String { PathBytes.uri(path) }
}
