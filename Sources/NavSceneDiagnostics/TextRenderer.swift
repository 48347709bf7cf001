/// Draws diagnostics for people: `file:line:col: severity: message [id]`, the source line(s) with a gutter and an
/// underline of the whole range, notes with their own locations, and fix-its. A pure function of the sources and the
/// diagnostics; colour is a decoration switched on by the caller.
public struct TextRenderer {
    public var color: Bool
    /// How to find the text of a file named in a range; nil when it cannot be read (the snippet is then omitted).
    public var source: (String) -> SourceFile?
    /// Lines of a multi-line range shown before eliding the middle.
    public var maxSnippetLines = 4
    /// Columns of a source line shown; a longer line is cut to a window around the range, marked with `…`.
    public var maxSnippetWidth = 160

    public init(color: Bool = false, source: @escaping (String) -> SourceFile?) {
        self.color = color
        self.source = source
    }

    public func render(_ diagnostic: Diagnostic) -> String {
        var out = ""
        let head = "\(DisplayLine.escaped(diagnostic.range.file)):\(diagnostic.range.start.line):\(diagnostic.range.start.column)"
        out += paint(head, .bold) + ": " + paint(diagnostic.severity.rawValue, severityStyle(diagnostic.severity))
        out += ": " + paint(DisplayLine.escaped(diagnostic.message), .bold) + " " + paint("[\(diagnostic.id)]", .dim) + "\n"
        out += snippet(diagnostic.range, style: severityStyle(diagnostic.severity))
        for note in diagnostic.notes {
            if let range = note.range {
                out += "\(DisplayLine.escaped(range.file)):\(range.start.line):\(range.start.column): " + paint("note", .cyan) + ": \(note.message)\n"
                out += snippet(range, style: .cyan)
            } else {
                out += paint("note", .cyan) + ": \(DisplayLine.escaped(note.message))\n"
            }
        }
        for fix in diagnostic.fixIts {
            out += paint("fix", .green) + ": \(DisplayLine.escaped(fix.message))\n"
        }
        return out
    }

    public func render(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map(render).joined()
    }

    // MARK: - Snippets

    func snippet(_ range: SourceRange, style: Style) -> String {
        guard let file = source(range.file), !file.bytes.isEmpty || range.start.line == 1 else { return "" }
        guard range.start.line <= file.lineCount else { return "" }
        let lastLine = min(max(range.end.line, range.start.line), file.lineCount)
        // A range ending at column 1 of a later line ends on the previous line.
        let endLine = (lastLine > range.start.line && range.end.column == 1) ? lastLine - 1 : lastLine
        var lines = Array(range.start.line...endLine)
        var elided = false
        if lines.count > maxSnippetLines {
            lines = Array(lines.prefix(maxSnippetLines - 1)) + [endLine]
            elided = true
        }
        let width = String(endLine).count
        let pad = String(repeating: " ", count: width)
        var out = paint("\(pad) |", .blue) + "\n"
        for (index, line) in lines.enumerated() {
            if elided && index == lines.count - 1 {
                out += paint("\(pad) ⋮", .blue) + "\n"
            }
            // A very long line is read only around the range, so drawing stays proportional to the window.
            let whole = file.byteRange(ofLine: line)
            var part = whole
            if whole.count > 4 * maxSnippetWidth {
                let anchor = min(max(line == range.start.line ? range.start.offset : whole.lowerBound, whole.lowerBound), whole.upperBound)
                var low = max(whole.lowerBound, anchor - 2 * maxSnippetWidth)
                while low > whole.lowerBound && file.bytes[low] & 0xC0 == 0x80 { low -= 1 }
                var high = min(whole.upperBound, anchor + 4 * maxSnippetWidth)
                while high < whole.upperBound && file.bytes[high] & 0xC0 == 0x80 { high += 1 }
                part = low..<high
            }
            let skipped = SourceFile.scalarCount(file.bytes, from: whole.lowerBound, to: part.lowerBound)
            let shown = DisplayLine(file.bytes[part])
            var from = line == range.start.line ? shown.displayColumn(range.start.column - skipped) : shown.firstNonBlank
            var to: Int
            if line == endLine && line == range.end.line {
                to = shown.displayColumn(range.end.column - skipped)
            } else {
                to = shown.width + 1
            }
            if to <= from { to = from + 1 }
            let (text, shift, visible) = shown.window(around: from, width: maxSnippetWidth,
                                                      cutBefore: part.lowerBound > whole.lowerBound,
                                                      cutAfter: part.upperBound < whole.upperBound)
            from += shift
            to = min(to + shift, visible + 1)
            if to <= from { to = from + 1 }
            let number = String(line)
            out += paint(String(repeating: " ", count: width - number.count) + number + " |", .blue) + " " + text + "\n"
            let marker = (line == range.start.line ? "^" : "~") + String(repeating: "~", count: max(0, to - from - 1))
            out += paint("\(pad) |", .blue) + " " + String(repeating: " ", count: from - 1) + paint(marker, style) + "\n"
        }
        return out
    }

    // MARK: - Colour

    public enum Style: String {
        case bold = "1", dim = "2", red = "1;31", yellow = "1;33", cyan = "1;36", green = "1;32", blue = "34"
    }

    func severityStyle(_ severity: Severity) -> Style {
        switch severity {
        case .error: return .red
        case .warning: return .yellow
        case .info: return .cyan
        }
    }

    public func paint(_ text: String, _ style: Style) -> String {
        color ? "\u{1B}[\(style.rawValue)m\(text)\u{1B}[0m" : text
    }
}

extension String {
    func replacingTabs() -> String {
        var out = ""
        for scalar in unicodeScalars {
            if scalar == "\t" { out += "    " } else { out.unicodeScalars.append(scalar) }
        }
        return out
    }
}
