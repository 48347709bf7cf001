import NavSceneDiagnostics
import NavSceneModel

/// A finding not reported because unknown code could make it false (`OpaqueScope`: the first unknown site that
/// could), or because what is above it is unknown (`Finding.unknownBecause`): what `--verbose` says when a user asks
/// why a link or a destination is not reported.
public struct HiddenFinding: Sendable {
    public var rule: String
    public var message: String
    public var range: SourceRange
    /// Why it is not reported, in words.
    public var reason: String

    public init(rule: String, message: String, range: SourceRange, reason: String) {
        self.rule = rule; self.message = message; self.range = range; self.reason = reason
    }

    /// Kept from being reported by unknown code that may supply what the finding says is absent (declare the
    /// destination, push the value).
    init(rule: String, message: String, range: SourceRange, site: OpaqueSite) {
        let at = "\(site.range.file):\(site.range.start.line):\(site.range.start.column)"
        let may = !RuleRegistry.absenceRules.destinations.contains(rule) ? "may navigate there"
            : site.selectsLinkValues && !site.mayRegisterDestinations ? "may select the link's value" : "may declare the destination"
        self.init(rule: rule, message: message, range: range, reason: "unknown \(site.kind.rawValue) '\(site.what)' at \(at) \(may)")
    }

    /// The finding as it would be reported (its severity aside: it is not reported).
    public var diagnostic: Diagnostic { Diagnostic(id: rule, severity: .info, message: message, range: range) }

    /// One line: the finding, then why it is not reported.
    public var explanation: String { "not reported [\(rule)]: \(message); \(reason)" }
}
