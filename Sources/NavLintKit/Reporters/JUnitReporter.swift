import NavSceneDiagnostics

/// JUnit XML for CI dashboards: one test suite per file, one failing test case per finding that reaches the failing
/// severity (findings below it are `skipped` cases, so they stay visible), one passing case for a clean file.
public enum JUnitReporter {
    public static func render(_ report: Report) -> String {
        var byFile: [String: [Diagnostic]] = [:]
        for d in report.diagnostics { byFile[d.range.file, default: []].append(d) }
        let files = Array(Set(report.files).union(byFile.keys)).sorted()
        let failures = report.diagnostics.filter { $0.severity >= report.failOn }.count
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        let total = files.reduce(0) { $0 + max(1, byFile[$1]?.count ?? 0) }
        out += "<testsuites name=\"navlint\" tests=\"\(total)\" failures=\"\(failures)\" errors=\"0\">\n"
        for file in files {
            let findings = byFile[file] ?? []
            let failing = findings.filter { $0.severity >= report.failOn }.count
            let skipped = findings.count - failing
            out += "  <testsuite name=\"\(xml(file))\" tests=\"\(max(1, findings.count))\" failures=\"\(failing)\" errors=\"0\" skipped=\"\(skipped)\">\n"
            if findings.isEmpty {
                out += "    <testcase classname=\"\(xml(file))\" name=\"navlint\"/>\n"
            }
            for d in findings {
                let name = "\(d.id) at \(d.range.start.line):\(d.range.start.column)"
                out += "    <testcase classname=\"\(xml(file))\" name=\"\(xml(name))\" file=\"\(xml(file))\" line=\"\(d.range.start.line)\">\n"
                var body = "\(d.range.file):\(d.range.start.line):\(d.range.start.column): \(d.severity.rawValue): \(d.message) [\(d.id)]"
                for note in d.notes {
                    body += "\n" + (note.range.map { "\($0.file):\($0.start.line):\($0.start.column): " } ?? "") + "note: " + note.message
                }
                if d.severity >= report.failOn {
                    out += "      <failure type=\"\(xml(d.id))\" message=\"\(xml(d.message))\">\(xml(body))</failure>\n"
                } else {
                    out += "      <skipped message=\"\(xml(d.severity.rawValue + ": " + d.message))\"/>\n"
                }
                out += "    </testcase>\n"
            }
            out += "  </testsuite>\n"
        }
        out += "</testsuites>\n"
        return out
    }

    static func xml(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "\n": out += "&#10;"
            case "\t", "\r": out += "&#\(scalar.value);"
            default:
                // Characters XML 1.0 cannot hold at all are replaced.
                if PathBytes.isCarried(scalar) { out += DisplayLine.escaped(String(scalar)) } else if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF { out += "\u{FFFD}" } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out
    }
}
