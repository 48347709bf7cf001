import Foundation
import NavSceneDiagnostics

/// `# navlint:` comments in one scene file. The YAML layer drops comments, so they are found by scanning the bytes.
///
/// - `# navlint:disable-next-line ID[, ID]` — the next line that is not blank or a comment
/// - `# navlint:disable ID` ... `# navlint:enable ID` — the lines in between (to the end of the file without `enable`)
/// - `# navlint:disable-file [ID]` — the whole file
/// No id means every id. Text after ` -- ` is a free-form reason.
struct SuppressionSet {
    struct Directive {
        var ids: [String]           // empty: all
        var lines: ClosedRange<Int>
        var range: SourceRange      // the comment itself
        var used = false
    }

    private(set) var directives: [Directive] = []
    /// Problems in the comments themselves (unknown ids, malformed directives).
    private(set) var problems: [Diagnostic] = []

    init(_ file: SourceFile, knownIDs: Set<String>) {
        var openRegions: [(id: String?, line: Int, range: SourceRange, ids: [String])] = []
        let lastLine = file.lineCount
        for line in 1...max(1, lastLine) {
            guard let (commentStart, text) = Self.directiveText(file, line: line) else { continue }
            let range = SourceRange(file: file.path, start: file.location(ofByte: commentStart),
                                    end: file.location(ofByte: file.byteRange(ofLine: line).upperBound))
            let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "," }).map(String.init)
            guard let verb = words.first else { continue }
            let ids = words.dropFirst().filter { !$0.isEmpty }
            for id in ids where !knownIDs.contains(id) {
                problems.append(Diagnostic(id: "unknown-rule", severity: .warning,
                                           message: "unknown rule '\(id)' in suppression comment" + Suggestions.didYouMean(id, in: knownIDs),
                                           range: range))
            }
            let validIDs = ids.filter { knownIDs.contains($0) }
            if !ids.isEmpty && validIDs.isEmpty && verb != "enable" { continue }
            switch verb {
            case "disable-next-line":
                let target = Self.nextCodeLine(file, after: line)
                directives.append(Directive(ids: validIDs, lines: target...target, range: range))
            case "disable-file":
                directives.append(Directive(ids: validIDs, lines: 1...max(1, lastLine), range: range))
            case "disable":
                openRegions.append((nil, line, range, validIDs))
            case "enable":
                // Closes the matching open regions (all of them when no id is given).
                var remaining: [(id: String?, line: Int, range: SourceRange, ids: [String])] = []
                for region in openRegions {
                    let closes = validIDs.isEmpty || region.ids.isEmpty || !Set(region.ids).isDisjoint(with: validIDs)
                    if closes {
                        directives.append(Directive(ids: region.ids, lines: region.line...line, range: region.range))
                    } else {
                        remaining.append(region)
                    }
                }
                openRegions = remaining
            default:
                problems.append(Diagnostic(id: "unknown-rule", severity: .warning,
                                           message: "unknown navlint directive '\(verb)'" + Suggestions.didYouMean(verb, in: ["disable", "enable", "disable-next-line", "disable-file"]),
                                           range: range))
            }
        }
        for region in openRegions {
            directives.append(Directive(ids: region.ids, lines: region.line...max(region.line, lastLine), range: region.range))
        }
    }

    var isEmpty: Bool { directives.isEmpty && problems.isEmpty }

    /// Whether a diagnostic is suppressed; marks the directive that suppresses it as used.
    mutating func suppresses(_ diagnostic: Diagnostic) -> Bool {
        var suppressed = false
        for index in directives.indices where directives[index].lines.contains(diagnostic.range.start.line) {
            if directives[index].ids.isEmpty || directives[index].ids.contains(diagnostic.id) {
                directives[index].used = true
                suppressed = true
            }
        }
        return suppressed
    }

    var unused: [Diagnostic] {
        directives.filter { !$0.used }.map { directive in
            let what = directive.ids.isEmpty ? "findings" : directive.ids.joined(separator: ", ")
            return Diagnostic(id: "unused-suppression", severity: .warning,
                              message: "this suppression of \(what) suppresses nothing; remove it", range: directive.range)
        }
    }

    /// The directive after `navlint:` (reason stripped) and where its comment starts, if the line has one.
    static func directiveText(_ file: SourceFile, line: Int) -> (Int, String)? {
        let bytes = file.bytes
        let lineRange = file.byteRange(ofLine: line)
        var index = lineRange.lowerBound
        if file.path.hasSuffix(".swift") {
            // Swift: a `//` comment anywhere on the line (`// navlint:disable-next-line RULE`).
            while index + 1 < lineRange.upperBound {
                if bytes[index] == UInt8(ascii: "/"), bytes[index + 1] == UInt8(ascii: "/") {
                    let comment = String(decoding: bytes[(index + 2)..<lineRange.upperBound], as: UTF8.self)
                    let trimmed = comment.drop(while: { $0 == " " })
                    guard trimmed.hasPrefix("navlint:") else { return nil }
                    var body = String(trimmed.dropFirst("navlint:".count))
                    if let reason = body.range(of: " -- ") { body = String(body[..<reason.lowerBound]) }
                    return (index, body)
                }
                index += 1
            }
            return nil
        }
        while index < lineRange.upperBound {
            // A YAML comment starts with '#' at the line start or after whitespace.
            if bytes[index] == UInt8(ascii: "#"), index == lineRange.lowerBound || bytes[index - 1] == 0x20 || bytes[index - 1] == 0x09 {
                let comment = String(decoding: bytes[(index + 1)..<lineRange.upperBound], as: UTF8.self)
                let trimmed = comment.drop(while: { $0 == " " })
                guard trimmed.hasPrefix("navlint:") else { return nil }
                var body = String(trimmed.dropFirst("navlint:".count))
                if let reason = body.range(of: " -- ") { body = String(body[..<reason.lowerBound]) }
                return (index, body)
            }
            index += 1
        }
        return nil
    }

    static func nextCodeLine(_ file: SourceFile, after line: Int) -> Int {
        var candidate = line + 1
        while candidate <= file.lineCount {
            let text = file.text(ofLine: candidate).drop(while: { $0 == " " || $0 == "\t" })
            let comment = file.path.hasSuffix(".swift") ? "//" : "#"
            if !text.isEmpty && !text.hasPrefix(comment) { return candidate }
            candidate += 1
        }
        return line + 1
    }
}
