import NavSceneModel

/// A safety net for unknown sites the builder recorded without their view node (`OpaqueSite.node`): an unknown
/// modifier or statement is placed at the innermost view node whose source range holds it (the node the modifier is
/// chained on, the Button whose action holds the statement), so absence findings are scoped by where it is rather
/// than hidden everywhere. An unknown view is left as it is (its own node is the builder's to make), and so is a site
/// no node's range holds (outside any view body: unknown for the whole scene). Nodes are sorted by position once; each
/// site takes the last node starting before it and climbs its parents to the first that holds it (ranges nest within a
/// body): n log n.
public enum OpaqueSiteNodes {
    public static func place(in scene: Scene) {
        let pending = scene.opaque.indices.filter {
            scene.opaque[$0].node == nil && (scene.opaque[$0].kind == .modifier || scene.opaque[$0].kind == .statement)
        }
        guard !pending.isEmpty else { return }
        var byFile: [String: [ViewNode]] = [:]
        for node in scene.nodes { byFile[node.range.file, default: []].append(node) }
        for key in byFile.keys { byFile[key]!.sort { $0.range.start.offset < $1.range.start.offset } }
        for index in pending {
            let site = scene.opaque[index].range
            guard let nodes = byFile[site.file] else { continue }
            // The last node starting at or before the site.
            var low = 0, high = nodes.count
            while low < high {
                let middle = (low + high) / 2
                if nodes[middle].range.start.offset <= site.start.offset { low = middle + 1 } else { high = middle }
            }
            var candidate: ViewNode? = low > 0 ? nodes[low - 1] : nil
            while let node = candidate, !(node.range.start.offset <= site.start.offset && site.end.offset <= node.range.end.offset) {
                candidate = node.parent
            }
            scene.opaque[index].node = candidate
        }
    }
}
