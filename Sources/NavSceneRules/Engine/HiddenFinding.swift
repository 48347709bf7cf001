import NavSceneDiagnostics
import NavSceneModel

/// A finding not reported because unknown code could make it false (`OpaqueScope`), with the first unknown site that
/// could: what `--verbose` says when a user asks why a link is not reported.
public struct HiddenFinding: Sendable {
    public var rule: String
    public var message: String
    public var range: SourceRange
    /// The unknown code that may supply what the finding says is absent (declare the destination, push the value).
    public var site: OpaqueSite

    /// One line: the finding, then the site that keeps it from being reported.
    public var explanation: String {
        let at = "\(site.range.file):\(site.range.start.line):\(site.range.start.column)"
        let may = RuleRegistry.absenceRules.destinations.contains(rule) ? "may declare the destination" : "may navigate there"
        return "not reported [\(rule)]: \(message); unknown \(site.kind.rawValue) '\(site.what)' at \(at) \(may)"
    }
}
