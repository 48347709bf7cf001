import Foundation
import NavSceneDiagnostics

/// Known findings to ignore while adopting navlint on an existing project.
///
/// An entry is keyed on the file (relative to the baseline file's directory), the rule id and the trimmed text of the
/// finding's first source line — not its line number, so edits elsewhere in the file keep the baseline valid. A count
/// per key handles identical findings.
public struct Baseline: Equatable {
    public struct Key: Hashable, Comparable {
        public var path: String
        public var rule: String
        public var line: String
        public static func < (a: Key, b: Key) -> Bool { (a.path, a.rule, a.line) < (b.path, b.rule, b.line) }
    }

    public private(set) var counts: [Key: Int] = [:]
    public static let version = 1

    public init() {}

    /// The key of a finding; `resolve` maps a diagnostic's file to its absolute path, `source` gives its text.
    static func key(for diagnostic: Diagnostic, baselineDirectory: String, cwd: String, source: SourceFile?) -> Key {
        let absolute = Paths.absolute(diagnostic.range.file, relativeTo: cwd)
        let path = Paths.relative(absolute, from: baselineDirectory)
        let text = source?.text(ofLine: diagnostic.range.start.line).trimmingCharacters(in: .whitespaces) ?? ""
        return Key(path: path, rule: diagnostic.id, line: text)
    }

    public mutating func add(_ key: Key) { counts[key, default: 0] += 1 }

    /// Takes one finding out of the baseline; true when it was there.
    public mutating func consume(_ key: Key) -> Bool {
        guard let count = counts[key], count > 0 else { return false }
        counts[key] = count - 1
        return true
    }

    // MARK: - File format

    public func encoded() -> String {
        let entries: [JSONValue] = counts.keys.sorted().map { key in
            .object([("path", .string(key.path)), ("rule", .string(key.rule)), ("line", .string(key.line)), ("count", .int(counts[key]!))])
        }
        return JSONValue.object([("version", .int(Self.version)), ("entries", .array(entries))]).rendered() + "\n"
    }

    public enum ReadError: Error, CustomStringConvertible {
        case malformed(String)
        public var description: String {
            if case .malformed(let why) = self { return why }
            return ""
        }
    }

    public static func decode(_ data: Data) throws -> Baseline {
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw ReadError.malformed("the baseline is not a JSON object")
        }
        guard let version = object["version"] as? Int, version == Self.version else {
            throw ReadError.malformed("unsupported baseline version (expected \(Self.version))")
        }
        guard let entries = object["entries"] as? [[String: Any]] else { throw ReadError.malformed("the baseline has no 'entries' list") }
        var baseline = Baseline()
        for entry in entries {
            guard let path = entry["path"] as? String, let rule = entry["rule"] as? String, let line = entry["line"] as? String else {
                throw ReadError.malformed("a baseline entry lacks 'path', 'rule' or 'line'")
            }
            let count = entry["count"] as? Int ?? 1
            baseline.counts[Key(path: path, rule: rule, line: line), default: 0] += max(1, count)
        }
        return baseline
    }
}
