import NavSceneDiagnostics

/// The graph "this body instantiates that view", where an instance behind a navigation boundary (a NavigationLink's
/// destination, a navigationDestination's content, a sheet or full-screen cover) is not part of the body: SwiftUI
/// builds it only when someone navigates there. Each such content is a unit of its own, so a huge or recursive
/// destination is still found.
extension Checker {
    /// Returns every Button in the scene (found on the way), for `checkActionExpansion`.
    func checkViewExpansion() -> [ViewNode] {
        let builder = viewGraph()
        let graph = builder.graph, units = builder.units
        let analysis = graph.analyse()
        reportCycles(analysis, in: graph, units: units, id: "recursive-view", message: { first, cycle in
            "the view '\(first)' instantiates itself (\(cycle)) with no navigation in between; SwiftUI would recurse forever. "
                + "Push it with a NavigationLink or a navigationDestination, or break the cycle"
        }, uses: "instantiates")
        reportExpansion(analysis, in: graph, units: units, id: "limit-view-expansion", limit: limits.maxViewNodes,
                        noun: "view nodes", message: { what, size in
            "\(what) expands to \(size) view nodes with the views it instantiates inlined, more than the limit of "
                + "\(limits.maxViewNodes); SwiftUI would build them all at once. Show some behind navigation, or instantiate fewer views"
        }, uses: "is instantiated")
        return builder.buttons
    }

    /// The graph of bodies (views, the root, each content behind navigation) and the instances between them.
    func viewGraph() -> ViewGraphBuilder {
        var builder = ViewGraphBuilder()
        for name in scene.viewOrder {
            guard let view = scene.views[name] else { continue }
            builder.viewUnits[name] = builder.graph.addUnit()
            builder.units.append(ExpansionUnit(name: name, what: "the view '\(name)'", range: view.nameRange))
        }
        for name in scene.viewOrder {
            guard let view = scene.views[name] else { continue }
            var uses: [String: Int] = [:]
            var stack = view.body
            while let node = stack.popLast() {
                if case .viewParameter(let parameter) = node.element { uses[parameter, default: 0] += 1 }
                node.forEachChild { role, child in if !role.isBehindNavigation { stack.append(child) } }
            }
            builder.viewParameterUses[name] = uses
        }
        for name in scene.viewOrder {
            guard let view = scene.views[name], let unit = builder.viewUnits[name] else { continue }
            builder.add(view.body, to: unit)
        }
        if let first = scene.root.first {
            builder.addUnit(scene.root, ExpansionUnit(what: "the scene's root", range: first.nameRange))
        }
        return builder
    }
}

extension ChildRole {
    /// Content SwiftUI builds only after navigating: a link's destination, a navigationDestination, a presentation.
    var isBehindNavigation: Bool {
        switch self {
        case .linkDestination, .destination, .presentation: return true
        case .root, .content, .label, .branch, .tab, .column, .attached: return false
        }
    }
}

struct ViewGraphBuilder {
    var graph = ExpansionGraph()
    var units: [Checker.ExpansionUnit] = []
    var viewUnits: [String: Int] = [:]
    /// How often each view's body shows each of its `View` parameters.
    var viewParameterUses: [String: [String: Int]] = [:]
    /// Every Button met on the way (behind boundaries too), for the action graph.
    var buttons: [ViewNode] = []

    mutating func addUnit(_ nodes: [ViewNode], _ unit: Checker.ExpansionUnit) {
        let index = graph.addUnit()
        units.append(unit)
        add(nodes, to: index)
    }

    mutating func add(_ nodes: [ViewNode], to unit: Int) {
        for node in nodes { add(node, to: unit) }
    }

    /// Counts `node` and everything below it into `unit`, up to the navigation boundaries.
    mutating func add(_ node: ViewNode, to unit: Int) {
        graph.grow(unit, by: 1)
        switch node.element {
        case .instance(let instance):
            if let target = viewUnits[instance.view] { graph.addUse(from: unit, to: target, at: node.nameRange) }
            // Views passed to a `View` parameter are built once for every place the view's body shows the parameter.
            for argument in instance.arguments {
                guard let views = argument.views else { continue }
                let argumentUnit = graph.addUnit()
                units.append(Checker.ExpansionUnit(name: "\(instance.view).\(argument.name)", what: "the views passed as '\(argument.name)'", range: argument.nameRange))
                add(views, to: argumentUnit)
                for _ in 0..<max(1, viewParameterUses[instance.view]?[argument.name] ?? 0) {
                    graph.addUse(from: unit, to: argumentUnit, at: argument.nameRange)
                }
            }
        case .link(let link) where !link.destination.isEmpty:
            addUnit(link.destination, Checker.ExpansionUnit(what: "the destination of this NavigationLink", range: node.nameRange))
        case .button:
            buttons.append(node)
        default:
            // Event handlers run statements like a Button's action, so their expansion is measured the same way.
            if node.modifiers.contains(where: { if case .event = $0.kind { return true } else { return false } }) { buttons.append(node) }
        }
        // An instance's children are the views passed to it, counted above as units of their own.
        if !node.isInstance { node.forEachChild { role, child in if !role.isBehindNavigation { add(child, to: unit) } } }
        for modifier in node.modifiers {
            switch modifier.kind {
            case .navigationDestination(let destination):
                addUnit(destination.content, Checker.ExpansionUnit(what: "the content of this navigationDestination", range: destination.range))
            case .presentation(let presentation):
                addUnit(presentation.content, Checker.ExpansionUnit(what: "the content of this \(presentation.style.rawValue)", range: presentation.range))
            case .navigationTitle, .disabled, .ignored, .attached, .event, .screenFlag:
                break
            }
        }
    }
}
