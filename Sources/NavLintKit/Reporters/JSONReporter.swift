import NavSceneDiagnostics

/// The stable machine-readable format, documented in docs/json-format.md. Bump `version` on any incompatible change.
public enum JSONReporter {
    public static let version = 1

    public static func render(_ report: Report) -> String {
        JSONValue.object([
            ("version", .int(version)),
            ("tool", .object([("name", .string(ToolInfo.name)), ("version", .string(ToolInfo.version))])),
            ("files", .array(report.files.map(JSONValue.string))),
            ("summary", .object([
                ("errors", .int(report.count(.error))),
                ("warnings", .int(report.count(.warning))),
                ("infos", .int(report.count(.info))),
                ("files", .int(report.files.count)),
                ("suppressed", .int(report.suppressed)),
                ("baselined", .int(report.baselined)),
                ("failed", .bool(report.fails)),
            ])),
            ("diagnostics", .array(report.diagnostics.map(diagnostic))),
        ] + (report.coverage.map { [("coverage", coverage($0))] } ?? [])).rendered() + "\n"
    }

    /// Present only when Swift targets were linted.
    static func coverage(_ c: NavigationCoverage) -> JSONValue {
        .object([("modelled", .int(c.modelled)), ("unknown", .int(c.unknown)), ("total", .int(c.total)), ("percent", .int(c.percent)),
                 ("abstracted", .int(c.abstracted))])
    }

    static func diagnostic(_ d: Diagnostic) -> JSONValue {
        .object([
            ("id", .string(d.id)),
            ("severity", .string(d.severity.rawValue)),
            ("message", .string(d.message)),
            ("file", .string(d.range.file)),
            ("range", range(d.range)),
            ("notes", .array(d.notes.map { note in
                var fields: [(String, JSONValue)] = [("message", .string(note.message))]
                if let r = note.range { fields += [("file", .string(r.file)), ("range", range(r))] }
                return .object(fields)
            })),
            ("fixIts", .array(d.fixIts.map { fix in
                .object([
                    ("message", .string(fix.message)),
                    ("edits", .array(fix.edits.map { edit in
                        .object([("file", .string(edit.range.file)), ("range", range(edit.range)), ("replacement", .string(edit.replacement))])
                    })),
                ])
            })),
        ])
    }

    static func range(_ r: SourceRange) -> JSONValue {
        .object([("start", location(r.start)), ("end", location(r.end))])
    }

    static func location(_ l: SourceLocation) -> JSONValue {
        .object([("line", .int(l.line)), ("column", .int(l.column)), ("offset", .int(l.offset))])
    }
}
