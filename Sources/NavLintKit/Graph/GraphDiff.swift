/// Two navigation graphs of one target, before and after a change -> the screens, links and dead links added and
/// removed, as Markdown with a Mermaid chart (a pull request's sticky comment: `navlint graph --diff BASE`).
///
/// Node ids are positions in the scene (`stack3_root`), which shift with any edit above them, so screens are compared
/// by what the user sees: the screen's label within its container's label; links by their ends, kind and labels.
public struct GraphDiff: Equatable {
    public struct Screen: Hashable, Comparable {
        public var label: String
        public var container: String
        public var dead: Bool
        public static func < (a: Screen, b: Screen) -> Bool { (a.container, a.label) < (b.container, b.label) }
        var shown: String { dead ? "dead: \(label)" : container.isEmpty ? label : "\(label) in \(container)" }
    }
    public struct Link: Hashable, Comparable {
        public var from: Screen
        public var to: Screen
        public var kind: String
        public var labels: [String]
        public static func < (a: Link, b: Link) -> Bool { (a.from, a.to, a.kind, a.labels.joined()) < (b.from, b.to, b.kind, b.labels.joined()) }
        var dead: Bool { kind == NavigationGraph.Edge.Kind.dead.rawValue }
    }

    public var addedScreens: [Screen] = [], removedScreens: [Screen] = []
    public var addedLinks: [Link] = [], removedLinks: [Link] = []
    public var isEmpty: Bool { addedScreens.isEmpty && removedScreens.isEmpty && addedLinks.isEmpty && removedLinks.isEmpty }

    public init(base: NavigationGraph, head: NavigationGraph) {
        let (baseScreens, baseLinks) = Self.facts(base)
        let (headScreens, headLinks) = Self.facts(head)
        addedScreens = headScreens.subtracting(baseScreens).sorted()
        removedScreens = baseScreens.subtracting(headScreens).sorted()
        addedLinks = headLinks.subtracting(baseLinks).sorted()
        removedLinks = baseLinks.subtracting(headLinks).sorted()
    }

    static func facts(_ graph: NavigationGraph) -> (Set<Screen>, Set<Link>) {
        let clusters = Dictionary(graph.clusters.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        var screens: [String: Screen] = [:]
        for node in graph.nodes {
            let isDead: Bool
            if case .dead = node.kind { isDead = true } else { isDead = false }
            let cluster = clusters[node.cluster]
            screens[node.id] = Screen(label: node.label, container: cluster?.parent == nil ? "" : cluster?.label ?? "", dead: isDead)
        }
        var links: Set<Link> = []
        for edge in graph.edges {
            guard let from = screens[edge.from], let to = screens[edge.to] else { continue }
            links.insert(Link(from: from, to: to, kind: edge.kind.rawValue, labels: edge.labels.sorted()))
        }
        return (Set(screens.values.filter { !$0.dead }), links)
    }

    /// Markdown: a summary line, the changes as a list, and a Mermaid chart of the changed links and screens (added in
    /// green, removed in red and dashed, dead links in red).
    public func markdown() -> String {
        guard !isEmpty else { return "No navigation changes: the same screens, links and dead links.\n" }
        let deadAdded = addedLinks.filter(\.dead).count, deadRemoved = removedLinks.filter(\.dead).count
        var out = "**Screens** +\(addedScreens.count) −\(removedScreens.count) · **links** +\(addedLinks.count - deadAdded) −\(removedLinks.count - deadRemoved)"
            + " · **dead links** +\(deadAdded) −\(deadRemoved)\n\n"
        for screen in addedScreens { out += "- added screen: \(screen.shown)\n" }
        for screen in removedScreens { out += "- removed screen: \(screen.shown)\n" }
        func linkText(_ link: Link) -> String {
            let label = link.labels.isEmpty ? "" : " “\(edgeLabel(link.labels))”"
            return link.dead ? "dead link\(label) from \(link.from.label) (\(link.to.label))" : "\(link.kind)\(label): \(link.from.label) → \(link.to.label)"
        }
        for link in addedLinks { out += "- added \(linkText(link))\n" }
        for link in removedLinks { out += "- removed \(linkText(link))\n" }
        out += "\n```mermaid\n" + mermaid() + "```\n"
        return out
    }

    func mermaid() -> String {
        var ids: [Screen: String] = [:]
        var out = "flowchart LR\n"
        let mermaid = MermaidRenderer()
        func node(_ screen: Screen) -> String {
            if let id = ids[screen] { return id }
            let id = "n\(ids.count)"
            ids[screen] = id
            out += screen.dead ? "  \(id)[/\(mermaid.text(screen.label))/]\n" : "  \(id)(\(mermaid.text(screen.shown)))\n"
            return id
        }
        for screen in addedScreens + removedScreens { _ = node(screen) }
        var styles: [String] = []
        for (links, added) in [(addedLinks, true), (removedLinks, false)] {
            for link in links {
                let from = node(link.from), to = node(link.to)
                out += "  \(from) \(added ? "-->" : "-.->")|\(mermaid.text((added ? "+ " : "− ") + edgeLabel(link.labels)))| \(to)\n"
                styles.append(added ? (link.dead ? "stroke:#d00,color:#d00" : "stroke:#2a2,color:#2a2") : "stroke:#d00,stroke-dasharray:4 3,color:#d00")
            }
        }
        for (index, style) in styles.enumerated() { out += "  linkStyle \(index) \(style)\n" }
        let added = addedScreens.compactMap { ids[$0] }, removed = removedScreens.compactMap { ids[$0] }
        if !added.isEmpty { out += "  classDef added stroke:#2a2,color:#2a2\n  class \(added.joined(separator: ",")) added\n" }
        if !removed.isEmpty { out += "  classDef removed stroke:#d00,stroke-dasharray:4 3,color:#d00\n  class \(removed.joined(separator: ",")) removed\n" }
        return out
    }
}
