/// Graphviz DOT and Mermaid renderings of a `NavigationGraph`. Unreachable screens are drawn dashed and red, screens
/// exploration did not get to (budget) dotted and grey, dead links as red dashed edges to what they do instead, and
/// entry points (named actions, deep links) as arrow-shaped nodes.
public enum GraphFormat: String, CaseIterable, Sendable {
    case dot, mermaid

    public func render(_ graph: NavigationGraph) -> String {
        switch self {
        case .dot: return DOTRenderer().render(graph)
        case .mermaid: return MermaidRenderer().render(graph)
        }
    }
}

/// Edge labels: the first few interactions, then how many more.
func edgeLabel(_ labels: [String]) -> String {
    let shown = labels.prefix(3).joined(separator: ", ")
    return labels.count > 3 ? shown + ", … (\(labels.count))" : shown
}

struct DOTRenderer {
    func quote(_ s: String) -> String {
        "\"" + s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    func render(_ graph: NavigationGraph) -> String {
        var out = "digraph \(quote(graph.name)) {\n  rankdir=LR;\n  node [shape=box, style=rounded];\n"
        out += "  // \(graph.statesExplored) navigation states explored\(graph.complete ? "" : " (budget hit: incomplete)")\n"
        func emit(cluster: NavigationGraph.Cluster, indent: String) {
            let isRoot = cluster.parent == nil
            if !isRoot { out += "\(indent)subgraph \(quote("cluster_" + cluster.id)) {\n\(indent)  label=\(quote(cluster.label));\n" }
            let inner = isRoot ? indent : indent + "  "
            for node in graph.nodes where node.cluster == cluster.id {
                var attributes = "label=\(quote(node.label))"
                switch node.kind {
                case .screen: break
                case .entry: attributes += ", shape=cds, style=solid"
                case .dead(let reason): attributes += ", shape=plaintext, fontcolor=red, tooltip=\(quote(reason))"
                }
                switch node.reachability {
                case .reached: break
                case .unreachable: attributes += ", style=\"rounded,dashed\", color=red, fontcolor=red, tooltip=\"unreachable\""
                case .notExplored: attributes += ", style=\"rounded,dotted\", color=gray, fontcolor=gray, tooltip=\"not explored\""
                }
                out += "\(inner)\(quote(node.id)) [\(attributes)];\n"
            }
            for child in graph.clusters where child.parent == cluster.id { emit(cluster: child, indent: inner) }
            if !isRoot { out += "\(indent)}\n" }
        }
        for cluster in graph.clusters where cluster.parent == nil { emit(cluster: cluster, indent: "  ") }
        for edge in graph.edges {
            var attributes = "label=\(quote(edgeLabel(edge.labels)))"
            switch edge.kind {
            case .select: attributes += ", style=dashed"
            case .present: attributes += ", style=bold"
            case .tab: attributes += ", style=dotted"
            case .entry: attributes += ", style=bold, color=blue"
            case .dead: attributes += ", style=dashed, color=red, fontcolor=red"
            case .push, .other: break
            }
            out += "  \(quote(edge.from)) -> \(quote(edge.to)) [\(attributes)];\n"
        }
        return out + "}\n"
    }
}

struct MermaidRenderer {
    func id(_ s: String) -> String { String(s.map { $0.isLetter || $0.isNumber ? $0 : "_" }) }
    func text(_ s: String) -> String { "\"" + s.replacingOccurrences(of: "\"", with: "#quot;") + "\"" }

    func render(_ graph: NavigationGraph) -> String {
        var out = "flowchart LR\n"
        out += "  %% \(graph.statesExplored) navigation states explored\(graph.complete ? "" : " (budget hit: incomplete)")\n"
        func emit(cluster: NavigationGraph.Cluster, indent: String) {
            let isRoot = cluster.parent == nil
            if !isRoot { out += "\(indent)subgraph \(id("cluster_" + cluster.id))[\(text(cluster.label))]\n" }
            let inner = isRoot ? indent : indent + "  "
            for node in graph.nodes where node.cluster == cluster.id {
                switch node.kind {
                case .screen: out += "\(inner)\(id(node.id))(\(text(node.label)))\n"
                case .entry: out += "\(inner)\(id(node.id))>\(text(node.label))]\n"
                case .dead: out += "\(inner)\(id(node.id))[/\(text(node.label))/]\n"
                }
            }
            for child in graph.clusters where child.parent == cluster.id { emit(cluster: child, indent: inner) }
            if !isRoot { out += "\(indent)end\n" }
        }
        for cluster in graph.clusters where cluster.parent == nil { emit(cluster: cluster, indent: "  ") }
        var deadEdges: [Int] = []
        for (index, edge) in graph.edges.enumerated() {
            let arrow: String
            switch edge.kind {
            case .select, .tab, .dead: arrow = "-.->"
            case .present, .entry: arrow = "==>"
            case .push, .other: arrow = "-->"
            }
            if edge.kind == .dead { deadEdges.append(index) }
            out += "  \(id(edge.from)) \(arrow)|\(text(edgeLabel(edge.labels)))| \(id(edge.to))\n"
        }
        if !deadEdges.isEmpty {
            out += "  linkStyle \(deadEdges.map(String.init).joined(separator: ",")) stroke:#d00,color:#d00\n"
        }
        func style(_ name: String, _ css: String, _ nodes: [NavigationGraph.Node]) {
            guard !nodes.isEmpty else { return }
            out += "  classDef \(name) \(css)\n"
            out += "  class \(nodes.map { id($0.id) }.joined(separator: ",")) \(name)\n"
        }
        style("unreachable", "stroke:#d00,stroke-dasharray:4 3,color:#d00", graph.nodes.filter { $0.reachability == .unreachable })
        style("notExplored", "stroke:#888,stroke-dasharray:1 3,color:#888", graph.nodes.filter { $0.reachability == .notExplored })
        style("dead", "stroke:#d00,color:#d00", graph.nodes.filter { if case .dead = $0.kind { return true } else { return false } })
        return out
    }
}
