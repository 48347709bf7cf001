import NavSceneDiagnostics

/// For people: each finding as `TextRenderer` draws it (location, source with underline, notes), its fix-it as the
/// lines it would change, and a summary line when there are findings; then, when Swift targets were linted, how much
/// of their navigation was modelled (also on a clean run).
public struct TextReporter {
    public var color: Bool

    public init(color: Bool) { self.color = color }

    public func render(_ report: Report) -> String {
        let coverage = report.coverage.map { $0.line + "\n" } ?? ""
        guard !report.diagnostics.isEmpty else { return coverage }
        let renderer = TextRenderer(color: color) { report.sources[$0] }
        var out = ""
        for diagnostic in report.diagnostics {
            var withoutFixes = diagnostic
            withoutFixes.fixIts = []
            out += renderer.render(withoutFixes)
            for fix in diagnostic.fixIts {
                out += renderer.paint("fix", .green) + ": \(fix.message)\n"
                out += preview(fix, source: report.sources[diagnostic.range.file], renderer: renderer)
            }
            out += "\n"
        }
        let style: TextRenderer.Style = report.count(.error) > 0 ? .red : report.count(.warning) > 0 ? .yellow : .cyan
        out += renderer.paint(report.summary, style) + "\n"
        return out + coverage
    }

    /// The lines a fix-it changes, `-` before and `+` after, with line numbers in a gutter.
    func preview(_ fix: FixIt, source: SourceFile?, renderer: TextRenderer) -> String {
        guard let source, fix.edits.allSatisfy({ $0.range.file == source.path }) else { return "" }
        let edits = fix.edits.map(ByteEdit.init)
        guard edits.allSatisfy({ $0.fits(source.bytes) }) else { return "" }
        var out = ""
        for hunk in UnifiedDiff.hunks(source.bytes, edits, context: 0) {
            let width = String(hunk.oldStart + hunk.removed.count + hunk.added.count).count
            func gutter(_ number: Int) -> String {
                let text = String(number)
                return String(repeating: " ", count: width - text.count) + text
            }
            for (index, line) in hunk.removed.enumerated() {
                out += renderer.paint(gutter(hunk.oldStart + index) + " -", .red) + " " + chomp(line) + "\n"
            }
            for (index, line) in hunk.added.enumerated() {
                out += renderer.paint(gutter(hunk.newStart + index) + " +", .green) + " " + chomp(line) + "\n"
            }
        }
        return out
    }

    private func chomp(_ line: String) -> String {
        var text = line
        while text.hasSuffix("\n") || text.hasSuffix("\r") { text.removeLast() }
        return text
    }
}
