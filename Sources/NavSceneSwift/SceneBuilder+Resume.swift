import NavSceneModel

/// A pass after a cut translates again only what the cut can change.
///
/// When the checker rejects a pass (an expansion or a recursion cut, the last resort), the next pass makes more view
/// nodes unknown (`forcedOpaque`) and builds the module again. A view's translation reads the forced set only at the
/// nodes it translates (`translatedNodes`) and the declarations it asks about (`isForced`), and the declarations before
/// the views (types, state, actions) do not depend on any view's translation. So every view translated before the
/// first one that met a newly forced node would come out the same: the builder keeps them, rolls the scene back to the
/// mark where that view started (what each later view and the root appended is dropped, the views they replaced put
/// back, the counters set back), and translates from there on. Each mark is a few counts taken before a view: the
/// roll-back is linear in what it drops.
extension SceneBuilder {
    /// The scene's counts and the builder's counters where one view's translation (or the root's) started.
    struct PassMark {
        var opaque: Int
        var state: Int
        var translated: Int
        var viewOrder: Int
        var questions: Int
        var unknownCount: Int
        var inlinedNodes: Int
        var viewScopedUses: Int
        var statementWork: Int
        /// The view this translation declares, and the declaration of that name it replaces (nil: none).
        var name: String?
        var replaced: ViewDecl?

        init(_ builder: SceneBuilder, replacing name: String?) {
            let scene = builder.scene
            opaque = scene.opaque.count
            state = scene.state.count
            translated = builder.translatedNodes.count
            viewOrder = scene.viewOrder.count
            questions = builder.forcedQuestions.count
            unknownCount = builder.unknownCount
            inlinedNodes = builder.inlinedNodes
            viewScopedUses = builder.viewScopedUses
            statementWork = builder.statementWork
            self.name = name
            replaced = name.flatMap { scene.views[$0] }
        }
    }

    /// What `buildRoot` sets, as it was before.
    struct RootFields {
        var name: String
        var range: SourceRange
        var root: [ViewNode]
        var rootsWithUnknownContext: Set<ObjectIdentifier>
        var rootsAreGuessed: Bool
        var rootsNote: String?
        var entryNote: String?

        init(_ builder: SceneBuilder) {
            let scene = builder.scene
            name = scene.name
            range = scene.range
            root = scene.root
            rootsWithUnknownContext = scene.rootsWithUnknownContext
            rootsAreGuessed = scene.rootsAreGuessed
            rootsNote = scene.rootsNote
            entryNote = builder.entryNote
        }

        func restore(_ builder: SceneBuilder) {
            let scene = builder.scene
            scene.name = name
            scene.range = range
            scene.root = root
            scene.rootsWithUnknownContext = rootsWithUnknownContext
            scene.rootsAreGuessed = rootsAreGuessed
            scene.rootsNote = rootsNote
            builder.entryNote = entryNote
        }
    }

    /// The first view (index in `declaredViews`; the root is `declaredViews.count`) whose translation asked about one
    /// of `added`; -1 when a declaration before the views did; nil when nothing did. One sweep over the nodes translated
    /// and the questions asked (each list is in translation order, so the first hit is the earliest).
    func firstPhase(asking added: Set<Location>) -> Int? {
        var first: Int?
        var phase = -1
        for (index, node) in translatedNodes.enumerated() {
            while phase + 1 < marks.count, marks[phase + 1].translated <= index { phase += 1 }
            if added.contains(node.location) { first = phase; break }
        }
        for question in forcedQuestions where added.contains(question.location) {
            first = min(first ?? question.phase, question.phase)
            break
        }
        return first
    }

    /// The scene of the next pass, with `forced` the nodes to leave unknown (a superset of this pass's): the views
    /// before the first one that met a newly forced node kept, the rest translated again. nil when a declaration
    /// before the views met one (the caller builds afresh).
    func resume(forced: Set<Location>) -> Scene? {
        let added = forced.subtracting(forcedOpaque)
        guard let beforeRoot, marks.count == declaredViews.count + 1 else { return nil }
        let first = firstPhase(asking: added) ?? declaredViews.count
        guard first >= 0 else { return nil }
        let mark = marks[first]
        for later in marks[first...].reversed() {
            guard let name = later.name else { continue }
            scene.views[name] = later.replaced
        }
        scene.opaque.removeSubrange(mark.opaque...)
        scene.state.removeSubrange(mark.state...)
        scene.viewOrder.removeSubrange(mark.viewOrder...)
        translatedNodes.removeSubrange(mark.translated...)
        forcedQuestions.removeSubrange(mark.questions...)
        unknownCount = mark.unknownCount
        inlinedNodes = mark.inlinedNodes
        viewScopedUses = mark.viewScopedUses
        statementWork = mark.statementWork
        marks.removeSubrange(first...)
        beforeRoot.restore(self)
        forcedOpaque = forced
        declareViews(from: first)
        return scene
    }
}
