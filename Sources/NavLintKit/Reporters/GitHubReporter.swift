import NavSceneDiagnostics

/// GitHub Actions workflow commands: one `::error`/`::warning`/`::notice` annotation per finding.
public enum GitHubReporter {
    public static func render(_ report: Report) -> String {
        var out = ""
        for d in report.diagnostics {
            let command: String
            switch d.severity {
            case .error: command = "error"
            case .warning: command = "warning"
            case .info: command = "notice"
            }
            var message = d.message
            for note in d.notes {
                message += "\n" + (note.range.map { "\($0.file):\($0.start.line):\($0.start.column): " } ?? "") + "note: " + note.message
            }
            for fix in d.fixIts { message += "\nfix: " + fix.message }
            let properties = [
                "file=" + property(DisplayLine.escaped(d.range.file)),
                "line=\(d.range.start.line)", "col=\(d.range.start.column)",
                "endLine=\(max(d.range.end.line, d.range.start.line))", "endColumn=\(d.range.end.column)",
                "title=" + property("navlint " + d.id),
            ]
            out += "::\(command) " + properties.joined(separator: ",") + "::" + escapeData(message) + "\n"
        }
        return out
    }

    /// Escaping of a command's message (GitHub's `escapeData`).
    static func escapeData(_ text: String) -> String {
        text.replacingAll([("%", "%25"), ("\r", "%0D"), ("\n", "%0A")])
    }

    /// Escaping of a property value (GitHub's `escapeProperty`).
    static func property(_ text: String) -> String {
        text.replacingAll([("%", "%25"), ("\r", "%0D"), ("\n", "%0A"), (":", "%3A"), (",", "%2C")])
    }
}

extension String {
    /// Replaces characters in one pass (so an inserted `%25` is not escaped again).
    func replacingAll(_ table: [(Character, String)]) -> String {
        var out = ""
        for character in self {
            if let hit = table.first(where: { $0.0 == character }) { out += hit.1 } else { out.append(character) }
        }
        return out
    }
}
