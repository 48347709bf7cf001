import NavSceneAnalysis
import NavSceneDiagnostics
import NavSceneModel
import NavSceneRules
import NavSceneRuntime

/// The navigation graph of a scene: screens grouped by the container that shows them (split-view columns, stacks,
/// tabs, presentations), and the interactions that lead from one screen to another as edges. Edges come from what
/// exploration reaches through the interpreter (it explains); whether a screen it did not reach is unreachable comes
/// from the static analysis (it decides), so a budget that stops exploration never draws a reachable screen as
/// unreachable. Links that look active but do nothing are drawn as edges to what they say instead; named actions and
/// `onOpenURL` deep links are drawn as entry edges.
public struct NavigationGraph {
    public enum Reachability: Hashable, Sendable {
        /// Exploration showed the screen.
        case reached
        /// The static analysis proves no reachable state shows it.
        case unreachable
        /// Exploration did not show it (a budget, or a screen it pruned as already drawn); the analysis says it may be
        /// shown.
        case notExplored
    }

    public enum NodeKind: Hashable, Sendable {
        case screen
        /// A named action or the app's `onOpenURL` handlers: a way in from outside the screens.
        case entry
        /// What a dead link leads to: nothing, and why.
        case dead(reason: String)
    }

    public struct Node: Hashable {
        public var id: String
        public var label: String
        public var cluster: String
        public var reachability: Reachability = .reached
        public var kind: NodeKind = .screen
        public var reachable: Bool { reachability != .unreachable }
    }

    public struct Edge: Hashable {
        public enum Kind: String { case push, select, present, tab, entry, dead, other }
        public var from: String
        public var to: String
        public var kind: Kind
        public var labels: [String]
    }

    public struct Cluster: Hashable {
        public var id: String
        public var label: String
        public var parent: String?
    }

    public var name: String
    public var nodes: [Node] = []
    public var edges: [Edge] = []
    public var clusters: [Cluster] = []
    public var statesExplored = 0
    public var complete = true

    /// Explores the scene and builds its graph. Deterministic: nodes, clusters and edges come out sorted.
    public static func build(scene: Scene, settings: RuleSettings = RuleSettings()) -> NavigationGraph {
        var builder = GraphBuilder(scene: scene)
        let data = DataStore(scene: scene)
        let navigator = Navigator(scene: scene, data: data)
        let result = Exploration.explore(navigator: navigator, settings: settings) { _, state, frame in
            builder.observe(state, frame, navigator)
        }
        builder.addEntries(navigator)
        let analysis = ReachabilityAnalysis(scene: scene, data: data)
        analysis.run()
        var graph = builder.finish(name: scene.name, analysis: analysis)
        graph.statesExplored = result.states.count
        graph.complete = result.isComplete
        return graph
    }
}

/// Collects nodes and edges while exploration visits states.
struct GraphBuilder {
    let scene: Scene
    var nodes: [String: NavigationGraph.Node] = [:]
    var clusters: [String: NavigationGraph.Cluster] = [:]
    var edges: [String: NavigationGraph.Edge] = [:]
    /// Per node, the view it shows, its kind of screen, and every title it was seen with ("" for none).
    var shows: [String: (view: String, detail: String?)] = [:]
    var titles: [String: Set<String>] = [:]

    init(scene: Scene) { self.scene = scene }

    /// Where a screen belongs in the graph: its node id, the view it shows, what kind of screen it is (printed after
    /// the name: "root", the path value's type, "view link", the Bool or item that presents it) and its cluster.
    typealias Placement = (id: String, view: String, detail: String?, cluster: String)

    /// `pushes` is the state's view-destination pushes (which link each pushed view came from).
    func place(_ screen: Screen, _ frame: Frame, _ pushes: [String: [PushedView]]) -> Placement? {
        switch screen.origin {
        case .root:
            return ("root", scene.name, nil, "scene")
        case .stackRoot(let stack):
            guard let info = frame.stacks[stack] else { return nil }
            return ("stack\(info.template)_root", screen.view, "root", "stack\(info.template)")
        case .pathValue(let stack, _):
            guard let info = frame.stacks[stack], let value = screen.value,
                  let use = info.registry[value.typeName]?.first else {
                let type = screen.value?.typeName ?? "value"
                return ("unresolved_\(type)", "no destination for \(screen.value?.typeName ?? "?")", nil, "scene")
            }
            return ("dest\(use.template)_\(use.index)", screen.view, value.typeName, "stack\(info.template)")
        case .viewPush(let stack, let index):
            guard let info = frame.stacks[stack], let stackPushes = pushes[stack], index < stackPushes.count else { return nil }
            return ("link\(stackPushes[index].template)", screen.view, "view link", "stack\(info.template)")
        case .stateDriven(let name, _):
            return ("state_\(name)", screen.view, "$\(name)", "scene")
        case .column(let split, let index, _):
            let template = splitTemplate(split, frame)
            return ("split\(template)_c\(index)", screen.view, nil, "split\(template)")
        case .columnOverride(let split, let index):
            let template = splitTemplate(split, frame)
            return ("split\(template)_c\(index)_shown", screen.view, nil, "split\(template)")
        case .presentation(let name, _):
            return ("sheet_\(name)", "presented", "$\(name)", "sheet_\(name)")
        }
    }

    func splitTemplate(_ key: String, _ frame: Frame) -> Int {
        frame.realised.first { $0.key == key }?.template ?? -1
    }

    mutating func addNode(_ placed: Placement, title: String?, parent: String = "scene") {
        if nodes[placed.id] == nil {
            nodes[placed.id] = .init(id: placed.id, label: placed.view, cluster: placed.cluster)
            shows[placed.id] = (placed.view, placed.detail)
        }
        titles[placed.id, default: []].insert(title ?? "")
        addCluster(placed.cluster, parent: parent)
    }

    /// A screen is named by its title when it always shows the same one (a recipe screen's title changes with the
    /// recipe, so it keeps its view's name), then by what kind of screen it is.
    func label(of id: String) -> String? {
        guard let (view, detail) = shows[id] else { return nil }
        let seen = titles[id] ?? []
        let name = seen.count == 1 && seen.first?.isEmpty == false ? seen.first! : view
        return detail.map { "\(name) (\($0))" } ?? name
    }

    /// Clusters nest as the containers do: a stack in a split-view column sits inside the split view's cluster.
    mutating func addCluster(_ id: String, parent: String) {
        guard clusters[id] == nil else { return }
        if id == "scene" { clusters[id] = .init(id: id, label: scene.name, parent: nil); return }
        let enclosing = parent == id ? "scene" : parent
        if id.hasPrefix("sheet_") { clusters[id] = .init(id: id, label: "sheet / cover", parent: enclosing); return }
        let template = Int(id.drop { !$0.isNumber }) ?? -1
        let node = scene.nodes.indices.contains(template) ? scene.nodes[template] : nil
        var label = node?.name ?? id
        if case .stack(let stack)? = node?.element, let path = stack.path { label += " (path: $\(path.state))" }
        clusters[id] = .init(id: id, label: label, parent: enclosing)
    }

    /// Adds every rendered screen, tracking which container's cluster encloses each region.
    mutating func addScreens(_ frame: Frame, _ pushes: [String: [PushedView]]) {
        func visit(_ region: Region, _ parent: String) {
            switch region {
            case .screen(let s): visit(screen: s, parent)
            case .stack(let stack), .collapsed(let stack): stack.screens.forEach { visit(screen: $0, parent) }
            case .columns(let split): split.columns.forEach { visit($0.region, parent) }
            case .tabs(let tabs): visit(tabs.content, parent)
            }
        }
        func visit(screen: Screen, _ parent: String) {
            var cluster = parent
            if let placed = place(screen, frame, pushes) {
                addNode(placed, title: screen.title, parent: parent)
                cluster = placed.cluster
            }
            screen.regions.forEach { visit($0, cluster) }
        }
        visit(screen: frame.base, "scene")
        for presented in frame.presentations {
            let id: String
            if case .presentation(let name, _) = presented.origin { id = "sheet_" + name } else { id = "scene" }
            visit(presented.content, id)
        }
    }

    mutating func observe(_ state: NavigationState, _ frame: Frame, _ navigator: Navigator) {
        let screens = frame.activeScreens
        addScreens(frame, state.viewPushes)
        // Screens already rendered (even covered ones) are not destinations: revealing them again is going back.
        let before = renderedIDs(frame, state.viewPushes)
        // Tab-bar items belong to the screen holding the TabView; content elements to their own screen.
        var owners: [(from: String, elements: [InteractiveElement])] = screens.compactMap { screen in
            place(screen, frame, state.viewPushes).map { ($0.id, screen.elements.map { frame.elements[$0] }) }
        }
        for (tabsKey, owner) in tabOwners(frame, state.viewPushes) {
            owners.append((owner, frame.elements.filter { $0.kind == .tab && $0.key.hasPrefix(tabsKey + "#tab") }))
        }
        for (from, elements) in owners {
            for element in elements {
                if case .dead(let reason) = element.effect {
                    addDeadEdge(from: from, label: element.label, reason: reason)
                    continue
                }
                guard !element.effect.isInert else { continue }
                // A Button that branches on a condition the front end could not compute: an edge per outcome.
                for (next, outcome) in navigator.activateEach(element, in: frame, state) {
                    guard outcome.changed else { continue }
                    let nextFrame = navigator.render(next)
                    let targets = nextFrame.activeScreens.compactMap { place($0, nextFrame, next.viewPushes) }
                        .filter { !before.contains($0.id) }
                    addScreens(nextFrame, next.viewPushes)
                    for target in targets {
                        addEdge(from: from, to: target.id, kind: kind(element.effect), label: element.label)
                    }
                    // A push onto a screen of the same destination ("You may also like" on a recipe shows another
                    // recipe) lands on a node already rendered: keep it, as a self-loop or an edge back.
                    if targets.isEmpty, kind(element.effect) == .push,
                       let top = nextFrame.activeScreens.last.flatMap({ place($0, nextFrame, next.viewPushes) }) {
                        addEdge(from: from, to: top.id, kind: .push, label: element.label)
                    }
                }
            }
        }
    }

    /// A link that looks active but does nothing: an edge to a node that says why, one per reason.
    mutating func addDeadEdge(from: String, label: String, reason: DeadReason) {
        let short: String
        switch reason {
        case .noDestination(let type): short = "no destination for \(type)"
        case .pathTypeMismatch(let element, let type): short = "\(type) on a [\(element)] path"
        case .destinationNotAtRoot(let type): short = "\(type) destination not at the stack's root"
        }
        let id = "dead_" + String(short.map { $0.isLetter || $0.isNumber ? $0 : "_" })
        if nodes[id] == nil {
            nodes[id] = .init(id: id, label: "does nothing: " + short, cluster: "scene", kind: .dead(reason: reason.description))
        }
        addEdge(from: from, to: id, kind: .dead, label: label)
    }

    /// Named actions, deep links and handlers with an external moment are ways into the app from outside its screens
    /// (a widget, a notification, a URL, a publisher): each is run from the launch state, and an entry edge goes to
    /// every screen it brings up.
    mutating func addEntries(_ navigator: Navigator) {
        let launch = navigator.launchState(size: .regular)
        let frame = navigator.render(launch)
        let before = renderedIDs(frame, launch.viewPushes)
        func entry(_ id: String, _ label: String, _ next: NavigationState, _ edgeLabel: String) {
            let nextFrame = navigator.render(next)
            addScreens(nextFrame, next.viewPushes)
            let targets = nextFrame.activeScreens.compactMap { place($0, nextFrame, next.viewPushes) }
                .filter { !before.contains($0.id) }
            guard !targets.isEmpty else { return }
            if nodes[id] == nil { nodes[id] = .init(id: id, label: label, cluster: "scene", kind: .entry) }
            for target in targets { addEdge(from: id, to: target.id, kind: .entry, label: edgeLabel) }
        }
        for name in scene.actionOrder {
            for (next, outcome) in navigator.runEach(action: name, in: frame, launch) where outcome.changed {
                entry("action_" + name, "action " + name, next, name)
            }
        }
        for url in navigator.candidateURLs(in: frame) {
            let (next, outcome) = navigator.openURL(url, in: frame, launch)
            if outcome.changed { entry("open_url", "onOpenURL", next, url) }
        }
        // Handlers that may run at any time (a tap on a view, a publisher firing), fired from the launch state.
        for handler in navigator.externalHandlers(in: frame) {
            let (next, outcome) = navigator.fire(handler, in: frame, launch)
            let name = scene.nodes[handler.template].modifiers[handler.modifier].name
            if outcome.changed { entry("event_" + name, name, next, navigator.describe(handler)) }
        }
    }

    /// Each visible TabView's key with the graph node of the screen that holds it.
    func tabOwners(_ frame: Frame, _ pushes: [String: [PushedView]]) -> [(String, String)] {
        var result: [(String, String)] = []
        func visit(_ region: Region, _ owner: String) {
            switch region {
            case .screen(let s): visit(screen: s, owner)
            case .stack(let stack), .collapsed(let stack): visit(screen: stack.top, owner)
            case .columns(let split): split.columns.forEach { visit($0.region, owner) }
            case .tabs(let tabs):
                result.append((tabs.key, owner))
                visit(tabs.content, owner)
            }
        }
        func visit(screen: Screen, _ owner: String) {
            let id = place(screen, frame, pushes)?.id ?? owner
            screen.regions.forEach { visit($0, id) }
        }
        if frame.presentations.isEmpty { visit(screen: frame.base, "root") }
        return result
    }

    func renderedIDs(_ frame: Frame, _ pushes: [String: [PushedView]]) -> Set<String> {
        var ids = Set<String>()
        func visit(_ region: Region) {
            switch region {
            case .screen(let s): visit(screen: s)
            case .stack(let stack), .collapsed(let stack): stack.screens.forEach(visit(screen:))
            case .columns(let split): split.columns.forEach { visit($0.region) }
            case .tabs(let tabs): visit(tabs.content)
            }
        }
        func visit(screen: Screen) {
            if let id = place(screen, frame, pushes)?.id { ids.insert(id) }
            screen.regions.forEach(visit)
        }
        visit(screen: frame.base)
        frame.presentations.forEach { visit($0.content) }
        return ids
    }

    func kind(_ effect: Effect) -> NavigationGraph.Edge.Kind {
        switch effect {
        case .push, .replacePath, .pushView, .showInColumn: return .push
        case .select: return .select
        case .selectTab: return .tab
        case .runButton, .setState: return .present
        case .disabled, .dead: return .other
        }
    }

    /// A self-loop (`from == to`) is a real edge: a link to another value of the same destination.
    mutating func addEdge(from: String, to: String, kind: NavigationGraph.Edge.Kind, label: String) {
        let key = "\(from)->\(to):\(kind.rawValue)"
        var edge = edges[key] ?? .init(from: from, to: to, kind: kind, labels: [])
        if !edge.labels.contains(label) { edge.labels.append(label) }
        edges[key] = edge
    }

    /// The cluster of the nearest enclosing stack or split view in the template (a view's body has none).
    func staticCluster(of node: ViewNode) -> String {
        for ancestor in [node] + Array(node.ancestors) {
            switch ancestor.element {
            case .stack where ancestor !== node: if clusters["stack\(ancestor.id)"] != nil { return "stack\(ancestor.id)" }
            case .splitView: if clusters["split\(ancestor.id)"] != nil { return "split\(ancestor.id)" }
            default: break
            }
        }
        return "scene"
    }

    /// Views the scene's root instantiates, directly or through other views (included library views it never uses
    /// are not part of this scene's graph).
    func viewsUsedFromRoot() -> Set<String> {
        var used = Set<String>()
        var queue = scene.root
        while let node = queue.popLast() {
            if case .instance(let instance) = node.element, used.insert(instance.view).inserted {
                queue.append(contentsOf: scene.views[instance.view]?.body ?? [])
            }
            queue.append(contentsOf: node.children.map(\.node))
        }
        return used
    }

    /// Declared destinations and view links that exploration never showed are added: unreachable when the analysis
    /// proves it, "not explored" when exploration stopped at its budget and the analysis says they may be shown.
    mutating func finish(name: String, analysis: ReachabilityAnalysis) -> NavigationGraph {
        var shown = Set<[Int]>()   // [template, slot] of destinations, [link] of view links, some screen may show
        for screen in analysis.screens {
            switch screen.kind {
            case .path(_, let template, let slot), .statePush(_, let template, let slot): shown.insert([template, slot])
            case .columnOverride(_, _, let template, let slot): shown.insert([template, slot]); shown.insert([template])
            case .viewPush(_, let link): shown.insert([link])
            default: break
            }
        }
        // Only the analysis' proof draws a screen as unreachable: the exploration prunes screens that look like ones
        // it drew, so even a complete one can miss a screen behind view-local state (a choice made on a pruned screen).
        func unseen(_ key: [Int]) -> NavigationGraph.Reachability {
            analysis.isComplete && !shown.contains(key) ? .unreachable : .notExplored
        }
        let used = viewsUsedFromRoot()
        for node in scene.nodes where node.owningView.map(used.contains) ?? true {
            for (index, entry) in node.destinations.enumerated() {
                guard case .forType(let type, _) = entry.destination.trigger else { continue }
                let id = "dest\(node.id)_\(index)"
                if nodes[id] == nil {
                    let view = entry.destination.content.first?.name ?? "EmptyView"
                    nodes[id] = .init(id: id, label: "\(view) (\(type))", cluster: staticCluster(of: node),
                                      reachability: unseen([node.id, index]))
                }
            }
            if case .link(let link) = node.element, !link.destination.isEmpty, link.value == nil {
                let id = "link\(node.id)"
                if nodes[id] == nil {
                    nodes[id] = .init(id: id, label: (link.destination.first?.name ?? "view") + " (view link)",
                                      cluster: staticCluster(of: node), reachability: unseen([node.id]))
                }
            }
        }
        for id in nodes.keys { if let label = label(of: id) { nodes[id]?.label = label } }
        if clusters["scene"] == nil { clusters["scene"] = .init(id: "scene", label: name, parent: nil) }
        var graph = NavigationGraph(name: name)
        graph.nodes = nodes.values.sorted { $0.id < $1.id }
        graph.clusters = clusters.values.sorted { $0.id < $1.id }
        graph.edges = edges.values.sorted { ($0.from, $0.to, $0.kind.rawValue) < ($1.from, $1.to, $1.kind.rawValue) }
        return graph
    }
}
