import NavSceneDiagnostics
import NavSceneModel

/// A flow file (`*.navflow`, YAML; see Grammar.md, "Flow files"): a scene, a size class and steps, each a REPL command
/// or an expectation about the screen. Every step keeps its place in the file for failure reports.
public struct Flow {
    public var path: String
    /// The scene file, resolved relative to the flow file's directory.
    public var scenePath: String
    public var sceneRange: SourceRange
    public var size: SizeClass?
    public var steps: [FlowStep]
}

public struct FlowStep {
    public enum Kind {
        case command(String)
        case expect(ScreenExpectation)
        case linkDisabled(String)
        case linkDead(String)
        /// No element with exactly this title is on screen (not realised yet, covered, or gone).
        case noLink(String)
        case finding(String)
        case noFinding(String)
        case notes([String])
    }
    public var kind: Kind
    public var range: SourceRange
    /// The step as written, on one line (for reports and JUnit names).
    public var summary: String
}

/// What `expect:` checks; absent fields are not checked. Values are compared by display name or by parsing the
/// expected text against the actual value's type.
public struct ScreenExpectation {
    /// The path of the stack holding the top screen.
    public var path: [String]?
    /// The breadcrumbs of the stack holding the top screen (works for a collapsed split view, which has no path).
    public var screens: [String]?
    /// The view name of the top screen (`RecipeDetail`).
    public var top: String?
    public var title: String?
    /// State variables (selections, paths, flags) and their expected values, as typed in the REPL.
    public var state: [(name: String, value: String, range: SourceRange)] = []
    /// The titles of every element on screen, in order.
    public var elements: [String]?
    /// The selected tab's title.
    public var tab: String?
    /// `sheet`, `fullScreenCover`, `popover`, `alert`, `confirmationDialog` or `none`: what is presented on top.
    public var presented: String?
    /// The whole screen as `FrameText` draws it (exact, after trimming trailing blank lines).
    public var screen: String?
    public var ranges: [String: SourceRange] = [:]
}
