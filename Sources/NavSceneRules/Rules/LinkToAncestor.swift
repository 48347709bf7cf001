import NavSceneAnalysis
import NavSceneDiagnostics
import NavSceneModel
import NavSceneRuntime

/// A push that shows a screen already below it on the same stack (a "Home" link pushing the root view again): the
/// stack grows instead of going back. Candidates come from the analysis' screens: a view-destination link, an
/// `isPresented:`/`item:` destination or a value destination whose view is the stack's root view with the same
/// arguments, or a view pushed as a view from inside its own body with the arguments passed through unchanged. A
/// detail view pushed by value for another value (related recipes) is drilling down, never a candidate. Each
/// candidate is confirmed by a witness: a reachable state where the stack shows that screen twice.
enum LinkToAncestor: Rule {
    static let description = RuleDescription(
        id: "link-to-ancestor",
        summary: "A link or push shows a screen that is already below it on the same stack, so the stack grows instead of going back.",
        defaultSeverity: .warning,
        rationale: "A NavigationLink always pushes: a \"Home\" link on a pushed screen whose destination is the stack's root view puts a second copy of the root on top, with a back button to the screen the person wanted to leave, and every round trip makes the stack deeper. The same holds for a view that links to itself with the same arguments, and for a Button that sets an `isPresented:` flag or appends a value whose destination is the root view. Drilling down is not this mistake: a detail view pushed for another value (a recipe's related recipes, a folder's subfolder) shows a different screen, and two views that link to each other (an artist's page to an album's, the album's back to its artist) are an alternating drill-down, so only the stack's root view with the same arguments pushed from the root view's own content, or a view pushed from its own body with its arguments passed through unchanged, counts. Each finding carries the taps that put the same screen on the stack twice.",
        fix: "Go back instead of pushing: `dismiss()` on a pushed screen, `path.removeLast()` to go back one screen, or `path.removeAll()` (or `path = []`) to return to the root.",
        triggering: [
            RuleExample("a Home link on a pushed screen", """
            scene: HomeAgain
            views:
              Home:
                body:
                  List:
                    - NavigationLink:
                        title: Settings
                        destination:
                          VStack:
                            - Text: Settings
                            - NavigationLink: { title: Home, destination: { Home: {} } }
            #>                ^
            root:
              NavigationStack:
                root: { Home: {} }
            """),
            RuleExample("a Button that pushes the root view through a flag", """
            scene: FlagHome
            state:
              showHome: Bool
            views:
              Home:
                body:
                  VStack:
                    - Text: Home
                    - Button: { title: Again, action: [{ set: { showHome: true } }] }
            root:
              NavigationStack:
                root:
                  Home: {}
                  navigationDestination:
                    isPresented: $showHome
            #>      ^
                    destination: { Home: {} }
            """),
        ],
        nonTriggering: [
            RuleExample("a recursive detail view pushed by value", """
            scene: Related
            types:
              Item: { fields: { id: Int, name: String, next: Int }, identifiedBy: id }
            data:
              Item:
                a: { id: 1, name: A, next: 2 }
                b: { id: 2, name: B, next: 1 }
            views:
              Detail:
                parameters: { item: Item }
                body:
                  VStack:
                    - Text: "{item.name}"
                    - ForEach:
                        data: "Item.all"
                        as: other
                        content:
                          NavigationLink: { title: "{other.name}", value: other }
            root:
              NavigationStack:
                root:
                  List:
                    - NavigationLink: { title: A, value: Item.a }
                  navigationDestination:
                    for: Item
                    as: item
                    destination: { Detail: { item: item } }
            """),
            RuleExample("an alternating drill-down: an artist links to an album, the album back to the artist", """
            scene: Music
            views:
              ArtistPage:
                body:
                  NavigationLink: { title: Album, destination: { AlbumPage: {} } }
              AlbumPage:
                body:
                  NavigationLink: { title: Artist, destination: { ArtistPage: {} } }
            root:
              NavigationStack:
                root: { ArtistPage: {} }
            """),
            RuleExample("a folder view linking to its subfolder", """
            scene: Folders
            views:
              Folder:
                parameters: { name: String }
                body:
                  VStack:
                    - Text: "{name}"
                    - NavigationLink: { title: Open, destination: { Folder: { name: "'{name}/sub'" } } }
            root:
              NavigationStack:
                root: { Folder: { name: "'root'" } }
            """),
        ])

    struct Candidate {
        var range: SourceRange
        var node: Int
        var view: String
        /// The root view of the stack (else: the view pushing itself).
        var isRoot: Bool
        var stackNode: Int
        var origin: (ScreenOrigin) -> Bool
    }

    static func check(_ context: RuleContext) -> [Finding] {
        let scene = context.scene
        let analysis = context.analysis
        var candidates: [Candidate] = []
        var seen = Set<String>()
        var destinationsByTemplate: [Int: [Destination]] = [:]
        for screen in analysis.screens {
            switch screen.kind {
            case .viewPush(let stack, let link):
                guard case .link(let element) = scene.nodes[link].element else { continue }
                for pushed in shownInstances(element.destination) {
                    guard let isRoot = pushesAncestor(pushed, at: scene.nodes[link], stack: stack, context) else { continue }
                    candidates.append(Candidate(range: scene.nodes[link].nameRange, node: link, view: pushed.view, isRoot: isRoot,
                                                stackNode: analysis.stacks[stack].node,
                                                origin: { if case .viewPush = $0 { return true } else { return false } }))
                }
            case .statePush(let stack, let template, let slot), .path(let stack, let template, let slot):
                let node = scene.nodes[template]
                // One copy of a node's destinations, however many screens its destinations show.
                if destinationsByTemplate[template] == nil { destinationsByTemplate[template] = node.destinations.map(\.destination) }
                guard let destinations = destinationsByTemplate[template], slot >= 0, slot < destinations.count else { continue }
                let destination = destinations[slot]
                let byValue = destination.forType != nil
                for pushed in shownInstances(destination.content) {
                    // By value only the root view counts: the same view for another value is drilling down.
                    guard let isRoot = pushesAncestor(pushed, at: node, stack: stack, context), isRoot || !byValue else { continue }
                    candidates.append(Candidate(range: triggerRange(destination),
                                                node: template, view: pushed.view, isRoot: isRoot, stackNode: analysis.stacks[stack].node,
                                                origin: { origin in
                                                    switch origin {
                                                    case .pathValue: return byValue
                                                    case .stateDriven: return !byValue
                                                    default: return false
                                                    }
                                                }))
                }
            default: continue
            }
        }
        candidates = candidates.filter { seen.insert("\($0.range)|\($0.view)").inserted }
        guard !candidates.isEmpty else { return [] }
        let goals = candidates.map { candidate in
            WitnessGoal(isMet: { _, frame in showsTwice(candidate, frame) },
                        distance: { state in
                            let pushes = state.viewPushes.values.reduce(0) { $0 + $1.count }
                                + state.implicitPaths.values.reduce(0) { $0 + $1.count }
                                + state.values.values.reduce(0) { $0 + ($1.listItems?.count ?? 0) }
                            return max(0, (candidate.isRoot ? 1 : 2) - pushes)
                        },
                        subject: GoalSubject(rule: description.id, range: candidate.range,
                                             candidate: "whether this pushes \(candidate.view) onto a stack that already shows it"))
        }
        let search = context.searchWitnesses(goals)
        var findings: [Finding] = []
        for (offset, candidate) in candidates.enumerated() {
            guard let index = search.found[offset] else { continue }
            let witness = search.exploration.witness(index)
            let what = candidate.isRoot ? "\(candidate.view), the root view of its stack," : "\(candidate.view) from inside \(candidate.view) itself,"
            let kind = scene.nodes[candidate.node].name == "NavigationLink" ? "this link pushes" : "this destination pushes"
            findings.append(Finding(range: candidate.range,
                                    message: "\(kind) \(what) again: the stack grows by a copy of a screen below it instead of going back",
                                    notes: [Note("the same \(candidate.view) screen is on the stack twice after: \(witness)"),
                                            Note("the stack", at: scene.nodes[candidate.stackNode].nameRange),
                                            Note("to go back, use `dismiss` or remove values from the path (removeLast, removeAll)")],
                                    node: candidate.node))
        }
        return findings
    }

    /// Whether `pushed`, shown as a new screen by `pusher` on `stack`, is a screen already below it: the stack's root
    /// view with the same arguments (true), or the view whose body holds the pusher with its arguments passed through
    /// unchanged (false). nil when it is neither.
    static func pushesAncestor(_ pushed: InstanceElement, at pusher: ViewNode, stack: Int, _ context: RuleContext) -> Bool? {
        let stackNode = context.scene.nodes[context.analysis.stacks[stack].node]
        if case .stack(let element) = stackNode.element, let root = shownInstances(element.root).first,
           shownInstances(element.root).count == 1, root.view == pushed.view, sameArguments(root, pushed) {
            // An alternating drill-down (an artist's page links to an album, whose page links to its artist) is
            // valid: each level is a new screen of another view, and back pops one. Only a push of the root from
            // the root view's own content (its inline destinations, a flag on the root) reads as going back.
            if let owner = pusher.owningView, owner != pushed.view { return nil }
            return true
        }
        guard pusher.owningView == pushed.view, let decl = context.scene.views[pushed.view] else { return nil }
        let passedThrough = decl.parameters.allSatisfy { parameter in
            pushed.arguments.contains { $0.name == parameter.name && $0.value.description == parameter.name }
        }
        return passedThrough && pushed.arguments.allSatisfy({ $0.views == nil && $0.action == nil }) ? false : nil
    }

    /// The destination's entry from its start to the end of its trigger (`for: T`, `isPresented: $flag`).
    static func triggerRange(_ destination: Destination) -> SourceRange {
        let end: SourceRange
        switch destination.trigger {
        case .forType(_, let typeRange): end = typeRange
        case .isPresented(let binding), .item(let binding): end = binding.range
        }
        guard end.file == destination.range.file, end.end.offset > destination.range.start.offset else { return destination.range }
        return SourceRange(file: end.file, start: destination.range.start, end: end.end)
    }

    static func sameArguments(_ a: InstanceElement, _ b: InstanceElement) -> Bool {
        guard a.arguments.count == b.arguments.count else { return false }
        return a.arguments.allSatisfy { argument in
            argument.views == nil && argument.action == nil && b.arguments.contains {
                $0.name == argument.name && $0.value.description == argument.value.description && $0.views == nil && $0.action == nil
            }
        }
    }

    /// The user-view instances `content` shows as the whole screen: one instance, or one per branch of an `if`/`switch`.
    static func shownInstances(_ content: [ViewNode]) -> [InstanceElement] {
        guard content.count == 1 else { return [] }
        switch content[0].element {
        case .instance(let instance): return [instance]
        case .conditional(let conditional): return shownInstances(conditional.then) + shownInstances(conditional.otherwise)
        case .switchOn(let switchOn): return switchOn.cases.flatMap { shownInstances($0.content) } + shownInstances(switchOn.defaultContent)
        default: return []
        }
    }

    /// Whether a stack of the frame shows, pushed with the candidate's origin, a screen of the candidate's view equal
    /// to one below it (same view, title and texts).
    static func showsTwice(_ candidate: Candidate, _ frame: Frame) -> Bool {
        frame.navigationStacks.contains { stack in
            guard stack.screens.count > 1 else { return false }
            for upper in 1..<stack.screens.count {
                let screen = stack.screens[upper]
                guard screen.view == candidate.view, candidate.origin(screen.origin) else { continue }
                if stack.screens[..<upper].contains(where: { $0.view == screen.view && $0.title == screen.title && $0.texts == screen.texts }) {
                    return true
                }
            }
            return false
        }
    }
}
