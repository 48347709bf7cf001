import NavSceneDiagnostics
/// A JSON value with ordered object keys, rendered deterministically (two-space indentation, no escaped slashes), so
/// the JSON and SARIF outputs and baselines are stable byte for byte.
public indirect enum JSONValue: Equatable {
    case null
    case bool(Bool)
    case int(Int)
    case string(String)
    case array([JSONValue])
    case object([(String, JSONValue)])

    public static func == (a: JSONValue, b: JSONValue) -> Bool { a.rendered() == b.rendered() }

    public func rendered() -> String {
        var out = ""
        write(into: &out, indent: 0)
        return out
    }

    private func write(into out: inout String, indent: Int) {
        switch self {
        case .null: out += "null"
        case .bool(let value): out += value ? "true" : "false"
        case .int(let value): out += String(value)
        case .string(let value): JSONValue.quote(value, into: &out)
        case .array(let items):
            if items.isEmpty { out += "[]"; return }
            out += "[\n"
            for (index, item) in items.enumerated() {
                out += String(repeating: "  ", count: indent + 1)
                item.write(into: &out, indent: indent + 1)
                out += index == items.count - 1 ? "\n" : ",\n"
            }
            out += String(repeating: "  ", count: indent) + "]"
        case .object(let pairs):
            if pairs.isEmpty { out += "{}"; return }
            out += "{\n"
            for (index, (key, value)) in pairs.enumerated() {
                out += String(repeating: "  ", count: indent + 1)
                JSONValue.quote(key, into: &out)
                out += ": "
                value.write(into: &out, indent: indent + 1)
                out += index == pairs.count - 1 ? "\n" : ",\n"
            }
            out += String(repeating: "  ", count: indent) + "}"
        }
    }

    static func quote(_ text: String, into out: inout String) {
        out += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if PathBytes.isCarried(scalar) {
                    // A byte of a file name that is not UTF-8 (`PathBytes`): shown as the text `\xNN`, as in text output.
                    out += "\\\\" + DisplayLine.escaped(String(scalar)).dropFirst()
                } else if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        out += "\""
    }
}
