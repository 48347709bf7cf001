import NavSceneModel

/// The action names by view and method (`View.method` -> the action's name), read by the translation of a call of a
/// parameterless view method. While `declareActions` looks at its candidates, each name read that is still an action
/// is logged (`startLog`, `stopLog`): a candidate's look depends on the actions it read and on nothing else that the
/// look loop changes, so a later round need not look at it again until one of them is dropped (`ActionLooks`).
final class ActionNameTable {
    private var names: [String: String] = [:]
    private var log: Set<String>?

    subscript(key: String) -> String? {
        get {
            let name = names[key]
            if name != nil { log?.insert(key) }
            return name
        }
        set { names[key] = newValue }
    }

    /// Drops every key whose action name is in `gone`.
    func removeAll(named gone: Set<String>) {
        names = names.filter { !gone.contains($0.value) }
    }

    func startLog() { log = [] }

    func stopLog() -> Set<String> {
        defer { log = nil }
        return log ?? []
    }
}

/// `declareActions`' look at its candidates (a method that reads or writes what only its view's instance has is not
/// an action), run to the same fixpoint in the same order as rounds that look at every remaining candidate again, but
/// without translating again what would come out the same.
///
/// A round drops the candidates whose look met a view-scoped use (`viewScopedUses`); dropping one makes its calls read
/// in place, which can expose another that calls it, so rounds repeat until none is dropped. A candidate's look reads
/// the builder's action names (logged by `ActionNameTable`: the keys that were actions then), the module and the
/// builder's caches (the same answers each time), the forced set (fixed within a pass) and the inlining budget; it
/// does not depend on the unknown values' numbers or on the statement work left by the candidate before it (each
/// method body starts with none: `statements`). So a candidate none of whose read actions was dropped since its last
/// look, and whose look the inlining budget decided nothing in either time, looks the same again: it stays an action,
/// and only what its look leaves behind is put back (the unknown values it declared, renumbered from the counter as
/// a new look would number them, the latent ones among them, the translated nodes and forced questions, the inlining
/// and statement-work counters). The scene and every counter are then as the full rounds leave them. Each candidate is
/// looked at once, and again only after an action it read is dropped: at most once per drop it depends on.
struct ActionLooks {
    /// What one look left behind.
    struct Look {
        /// When it was made (the looks' clock) and the action keys it read.
        var time: Int
        var reads: Set<String>
        var state: [StateVariable]
        var latent: [Bool]
        var translated: ArraySlice<(location: SceneBuilder.Location, range: SourceRange)>
        var questions: ArraySlice<(location: SceneBuilder.Location, phase: Int)>
        var unknownStart: Int
        var inlinedStart: Int
        var inlinedEnd: Int
        var statementWork: Int
        var viewScopedUses: Int
        /// False when its latent values are not all its own (it made an earlier value latent): always looked at again.
        var replayable: Bool
    }

    private var looks: [Int: Look] = [:]
    private var dropped: [String: Int] = [:]
    private var clock = 0
    /// How many looks were translated and how many put back (tests, profiles).
    private(set) var translatedLooks = 0
    private(set) var keptLooks = 0

    /// Whether candidate `index` needs no new look: its last look read no action dropped since, and the inlining
    /// budget decides nothing in it (as `SceneBuilder.replays`). Puts back what it left when so.
    mutating func keep(_ index: Int, _ builder: SceneBuilder) -> Bool {
        guard let look = looks[index], look.replayable else { return false }
        for key in look.reads where (dropped[key] ?? Int.min) > look.time { return false }
        let used = look.inlinedEnd - look.inlinedStart
        guard look.inlinedEnd < SceneBuilder.inlineBudget, builder.inlinedNodes + used < SceneBuilder.inlineBudget else { return false }
        let scene = builder.scene
        for (offset, variable) in look.state.enumerated() {
            var renamed = variable
            renamed.name = "_unknown\(builder.unknownCount + offset + 1)"
            if look.latent[offset] { builder.latentNames.insert(renamed.name) }
            scene.state.append(renamed)
        }
        builder.unknownCount += look.state.count
        builder.translatedNodes.append(contentsOf: look.translated)
        builder.forcedQuestions.append(contentsOf: look.questions)
        builder.inlinedNodes += used
        builder.statementWork = look.statementWork
        builder.viewScopedUses = look.viewScopedUses
        keptLooks += 1
        return true
    }

    /// Candidate `index`'s look: `translate` run with the action names it reads logged, and what it left recorded.
    mutating func look(_ index: Int, _ builder: SceneBuilder, _ translate: () -> Void) {
        clock += 1
        translatedLooks += 1
        let scene = builder.scene
        let state = scene.state.count, unknowns = builder.unknownCount, latent = builder.latentNames
        let translated = builder.translatedNodes.count, questions = builder.forcedQuestions.count, inlined = builder.inlinedNodes
        builder.actionNames.startLog()
        translate()
        let reads = builder.actionNames.stopLog()
        let made = Array(scene.state[state...])
        let names = Set(made.map(\.name))
        // Every state variable a look appends is an unknown value it declared, numbered from the counter.
        let numbered = made.count == builder.unknownCount - unknowns
            && made.enumerated().allSatisfy { $0.element.name == "_unknown\(unknowns + $0.offset + 1)" && $0.element.isUnknown }
        let ownLatent = builder.latentNames.subtracting(latent).isSubset(of: names)
        looks[index] = Look(time: clock, reads: reads, state: made, latent: made.map { builder.latentNames.contains($0.name) },
                            translated: builder.translatedNodes[translated...], questions: builder.forcedQuestions[questions...],
                            unknownStart: unknowns, inlinedStart: inlined, inlinedEnd: builder.inlinedNodes,
                            statementWork: builder.statementWork, viewScopedUses: builder.viewScopedUses,
                            replayable: numbered && ownLatent)
    }

    /// Records that the action `key` was dropped now (after the latest look).
    mutating func drop(_ key: String) {
        dropped[key] = clock
    }
}
