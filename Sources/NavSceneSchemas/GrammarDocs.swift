import Foundation

/// Descriptions for schema properties, read from the documentation so that editors show what Grammar.md says:
/// the rows of its Markdown tables (by section heading and by the names in a row's first cell) and the trailing
/// comments of the annotated examples (the flow file block, the `.navlint.yml` reference).
public struct GrammarDocs: Sendable {
    /// Section heading (without `#`s) -> name -> description.
    public private(set) var tables: [String: [String: String]] = [:]
    /// Block marker -> key -> the comment after it.
    public private(set) var commented: [String: [String: String]] = [:]

    public init(markdown: String...) {
        for text in markdown { read(text) }
    }

    public func table(_ section: String, _ name: String) -> String? { tables[section]?[name] }

    private mutating func read(_ markdown: String) {
        var heading = ""
        var header: [String] = []
        var fence: String?
        for raw in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = String(raw)
            if line.hasPrefix("```") {
                fence = fence == nil ? String(line.dropFirst(3)) : nil
                continue
            }
            if let fence {
                readComment(line, block: fence)
                continue
            }
            if line.hasPrefix("#") {
                heading = String(line.drop { $0 == "#" }).trimmingCharacters(in: .whitespaces)
                header = []
                continue
            }
            guard line.hasPrefix("|") else { header = []; continue }
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
                .map { $0.trimmingCharacters(in: .whitespaces) }
            if header.isEmpty { header = cells; continue }
            if cells.allSatisfy({ $0.allSatisfy { $0 == "-" || $0 == ":" } }) { continue }
            guard let first = cells.first else { continue }
            let parts = zip(header.dropFirst(), cells.dropFirst()).map { "\($0): \($1)" }
            let description = (parts.isEmpty ? first : parts.joined(separator: "; ")).replacingOccurrences(of: "`", with: "")
            for name in Self.names(in: first) where tables[heading]?[name] == nil {
                tables[heading, default: [:]][name] = description
            }
        }
    }

    /// `key: value   # comment` inside a fenced block: the comment describes the key.
    private mutating func readComment(_ line: String, block: String) {
        guard let hash = line.range(of: "  # ") ?? line.range(of: " # ") else { return }
        let code = line[..<hash.lowerBound].trimmingCharacters(in: .whitespaces)
        var key = code.hasPrefix("- ") ? String(code.dropFirst(2)) : code
        guard let colon = key.firstIndex(of: ":") else { return }
        key = String(key[..<colon])
        guard !key.isEmpty, key.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" }) else { return }
        let comment = line[hash.upperBound...].trimmingCharacters(in: .whitespaces)
        if commented[block]?[key] == nil { commented[block, default: [:]][key] = comment }
    }

    /// The names a table's first cell documents: each backticked word, up to its first non-name character
    /// (`` `set: {...}` `` documents `set`).
    static func names(in cell: String) -> [String] {
        var names: [String] = []
        var parts = cell.split(separator: "`", omittingEmptySubsequences: false)
        guard parts.count >= 3 else { return [] }
        parts.removeFirst()
        for (index, part) in parts.enumerated() where index % 2 == 0 {
            let name = part.prefix { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }
            if !name.isEmpty { names.append(String(name)) }
        }
        return names
    }
}

