import NavLintKit
import NavSceneDiagnostics

/// Reports built in memory, for what no loader finding produces yet (fix-its).
enum FixtureReports {
    static let sceneText = """
    scene: Fixable
    root:
      NavigationStack:
        - Text: "Crème"
          padding: 3
    """

    static func range(_ source: SourceFile, _ bytes: Range<Int>) -> SourceRange {
        SourceRange(file: source.path, start: source.location(ofByte: bytes.lowerBound), end: source.location(ofByte: bytes.upperBound))
    }

    /// A finding with a note and a fix-it that renames `padding` to `spacing`.
    static func withNotesAndFix() -> Report {
        let source = SourceFile(path: "fixable.yaml", text: sceneText)
        let text = Array(sceneText.utf8)
        let start = text.indices.first { text[$0...].starts(with: Array("padding".utf8)) }!
        let key = range(source, start..<(start + 7))
        let diagnostic = Diagnostic(
            id: "unknown-modifier", severity: .error, message: "unknown modifier 'padding'", range: key,
            notes: [Note("the view it modifies", at: range(source, 40..<44))],
            fixIts: [FixIt(message: "rename to 'spacing'", edits: [TextEdit(range: key, replacement: "spacing")])])
        return Report(diagnostics: [diagnostic], files: [source.path], sources: [source.path: source])
    }
}
