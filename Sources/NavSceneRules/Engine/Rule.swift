import NavSceneDiagnostics
import NavSceneModel
import NavSceneRuntime

/// A rule: what it says about itself, and its check. Checks read the scene model and the exploration results through
/// `RuleContext`; none of them moves navigation state itself.
protocol Rule {
    static var description: RuleDescription { get }
    static func check(_ context: RuleContext) -> [Finding]
}

/// A finding before the registry gives it its rule id and severity.
struct Finding {
    var range: SourceRange
    var message: String
    var notes: [Note] = []
    var fixIts: [FixIt] = []
    /// The node the finding is about (a link, the node holding a destination), so later rules can tell that a symptom
    /// they see (a dead link, an unreachable destination) already has a cause reported.
    var node: Int?
    /// The value type a misplaced destination was declared for.
    var valueType: String?
}

/// Everything a rule may look at.
final class RuleContext {
    let scene: Scene
    let sources: [String: SourceFile]
    let index: SceneIndex
    let navigator: Navigator
    let exploration: ExplorationResult
    let facts: ExplorationFacts
    /// Findings of the rules that ran before (the static, cause-level rules run first).
    var earlier: [String: [Finding]] = [:]

    init(scene: Scene, sources: [String: SourceFile], navigator: Navigator, exploration: ExplorationResult, facts: ExplorationFacts) {
        self.scene = scene
        self.sources = sources
        self.index = SceneIndex(scene: scene)
        self.navigator = navigator
        self.exploration = exploration
        self.facts = facts
    }

    /// Nodes that already have a finding from one of `rules`.
    func explainedNodes(by rules: [String]) -> Set<Int> {
        Set(rules.flatMap { earlier[$0] ?? [] }.compactMap(\.node))
    }

    /// Value types whose destinations a misplacement rule reported (links presenting them fail because of that).
    var misplacedTypes: Set<String> {
        let rules = ["destination-in-lazy-container", "destination-outside-stack", "homogeneous-path-nested-destination"]
        return Set(rules.flatMap { earlier[$0] ?? [] }.compactMap(\.valueType))
    }

    /// Whether the whole reachable state space was seen (claims that something never happens need it).
    var explorationComplete: Bool { exploration.isComplete }

    func witnessNote(_ state: Int, _ prefix: String) -> Note {
        Note("\(prefix): \(exploration.witness(state))")
    }

    /// The value type name a destination declares, as the runtime names types.
    func typeName(_ type: TypeRef) -> String? {
        switch type.unwrapped {
        case .named(let name): return name
        case .identifier(let of):
            guard let decl = scene.types[of], let field = decl.identity.flatMap(decl.field) else { return nil }
            return typeName(field.type)
        default: return nil
        }
    }

    func isCodable(_ typeName: String) -> Bool {
        if TypeRef.builtinNames.contains(typeName) { return true }
        return scene.types[typeName]?.codable ?? true
    }
}
