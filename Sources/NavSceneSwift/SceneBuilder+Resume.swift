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
/// roll-back is linear in what it drops. A view translated again that declares fewer unknown values than before leaves
/// their numbers unused (`declareViews`), and each view starts with no statement work charged, so the views after it
/// start where they did and are put back (`replays`), not translated again.
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

    /// What one view's translation added to the scene and the builder, kept to be put back as it was
    /// (`declareViews(from:replaying:)`) when the next pass would translate it the same.
    struct ViewTranslation {
        var decl: ViewDecl?
        var opaque: ArraySlice<OpaqueSite>
        var state: ArraySlice<StateVariable>
        var translated: ArraySlice<(location: Location, range: SourceRange)>
        var questions: ArraySlice<(location: Location, phase: Int)>
        var start: PassMark
        var end: PassMark
        /// Whether it met a node the next pass leaves unknown.
        var metCut: Bool
    }

    /// Each view's translation from `first` on, and whether it met one of `added`.
    func translations(from first: Int, added: Set<Location>) -> [ViewTranslation] {
        var kept: [ViewTranslation] = []
        for index in first..<declaredViews.count {
            let start = marks[index], end = marks[index + 1]
            let translated = translatedNodes[start.translated..<end.translated]
            let questions = forcedQuestions[start.questions..<end.questions]
            kept.append(ViewTranslation(decl: declared[index], opaque: scene.opaque[start.opaque..<end.opaque], state: scene.state[start.state..<end.state],
                                        translated: translated, questions: questions, start: start, end: end,
                                        metCut: translated.contains { added.contains($0.location) } || questions.contains { added.contains($0.location) }))
        }
        return kept
    }

    /// Whether `view`, translated again now, would come out as it did: it met no newly forced node, the unknown
    /// values it declares get the same names, and the module's inlining budget (`inlineBudget`) decides nothing in it
    /// either time (every count it compares stays below the budget).
    func replays(_ view: ViewTranslation) -> Bool {
        guard !view.metCut, view.start.unknownCount == unknownCount, view.start.statementWork == statementWork else { return false }
        let used = view.end.inlinedNodes - view.start.inlinedNodes
        return view.end.inlinedNodes < SceneBuilder.inlineBudget && inlinedNodes + used < SceneBuilder.inlineBudget
    }

    /// Puts back what `view`'s translation added, as `declareView` would add it again.
    func replay(_ view: ViewTranslation, named name: String) {
        scene.views[name] = view.decl
        scene.viewOrder.append(name)
        scene.opaque.append(contentsOf: view.opaque)
        scene.state.append(contentsOf: view.state)
        translatedNodes.append(contentsOf: view.translated)
        forcedQuestions.append(contentsOf: view.questions)
        unknownCount = view.end.unknownCount
        statementWork = view.end.statementWork
        inlinedNodes += view.end.inlinedNodes - view.start.inlinedNodes
        viewScopedUses += view.end.viewScopedUses - view.start.viewScopedUses
    }

    /// The scene of the next pass, with `forced` the nodes to leave unknown (a superset of this pass's): the views
    /// before the first one that met a newly forced node kept, the rest translated again, except those `replays`
    /// shows would come out the same. nil when a declaration before the views met one (the caller builds afresh).
    func resume(forced: Set<Location>) -> Scene? {
        let added = forced.subtracting(forcedOpaque)
        guard let beforeRoot, marks.count == declaredViews.count + 1 else { return nil }
        let first = firstPhase(asking: added) ?? declaredViews.count
        guard first >= 0 else { return nil }
        let kept = translations(from: first, added: added)
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
        declared.removeSubrange(first...)
        forcedOpaque = forced
        declareViews(from: first, replaying: kept)
        return scene
    }
}
