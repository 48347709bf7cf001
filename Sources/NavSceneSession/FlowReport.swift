import NavSceneDiagnostics

/// How flow results are shown: text for people (each failure located, with the expected and the actual screen) and
/// JUnit XML for CI. Pure functions of the results, so both are golden-tested.
public enum FlowReport {
    public static func text(_ results: [FlowResult]) -> String {
        var out = ""
        for result in results {
            if !result.diagnostics.isEmpty {
                out += TextRenderer(source: { result.sources[$0] }).render(result.diagnostics)
            }
            if result.passed {
                out += "PASS \(DisplayLine.escaped(result.path)) (\(result.stepCount) step\(result.stepCount == 1 ? "" : "s"))\n"
                continue
            }
            for failure in result.failures {
                out += "\(DisplayLine.escaped(failure.range.file)):\(failure.range.start.line):\(failure.range.start.column): failed: \(oneLine(failure.step))\n"
                out += "  actual:   \(oneLine(failure.message))\n"
                if let expected = failure.expected { out += "  expected: \(oneLine(expected))\n" }
                out += "  screen:\n"
                for line in failure.actualScreen.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
                    out += line.isEmpty ? "    |\n" : "    | \(DisplayLine.escaped(String(line)))\n"
                }
            }
            out += "FAIL \(DisplayLine.escaped(result.path))\n"
        }
        let failed = results.filter { !$0.passed }.count
        out += "\(results.count) flow\(results.count == 1 ? "" : "s"): \(results.count - failed) passed, \(failed) failed\n"
        return out
    }

    /// Text from a flow file (a step, a message quoting it) on one line with its control characters escaped as the
    /// lint output escapes them, so a step cannot forge result lines or drive the terminal (`\e[2J`, a bare CR).
    static func oneLine(_ text: String) -> String {
        DisplayLine.escaped(text).replacingOccurrences(of: "\n", with: "\\n")
    }

    public static func junit(_ results: [FlowResult]) -> String {
        let failed = results.filter { !$0.passed }.count
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"navlint test\" tests=\"\(results.count)\" failures=\"\(failed)\">\n"
        out += "  <testsuite name=\"flows\" tests=\"\(results.count)\" failures=\"\(failed)\" errors=\"0\">\n"
        for result in results {
            out += "    <testcase classname=\"flows\" name=\"\(escape(DisplayLine.escaped(result.path)))\">\n"
            for diagnostic in result.diagnostics where diagnostic.severity == .error {
                let at = "\(DisplayLine.escaped(diagnostic.range.file)):\(diagnostic.range.start.line):\(diagnostic.range.start.column)"
                out += "      <failure message=\"\(escape(diagnostic.message))\" type=\"\(escape(diagnostic.id))\">\(escape(at))</failure>\n"
            }
            for failure in result.failures {
                let at = "\(DisplayLine.escaped(failure.range.file)):\(failure.range.start.line):\(failure.range.start.column)"
                var body = "\(at): \(failure.step)\nactual: \(failure.message)\n"
                if let expected = failure.expected { body += "expected: \(expected)\n" }
                body += "screen:\n" + failure.actualScreen
                out += "      <failure message=\"\(escape(failure.message))\" type=\"expectation\">\(escape(body))</failure>\n"
            }
            out += "    </testcase>\n"
        }
        out += "  </testsuite>\n</testsuites>\n"
        return out
    }

    static func escape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\n", "\t", "\r": out.unicodeScalars.append(scalar)
            default:
                // XML 1.0 forbids most control characters, even escaped.
                if scalar.value < 0x20 { out += "?" } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out
    }
}
