import NavSceneDiagnostics
import NavSceneModel

/// How much of a Swift target's navigation the model holds: every run says it (`navigation: 212 of 230 sites
/// modelled (92%); 18 unknown`). A site is one piece of navigation the model holds (a NavigationStack, split view,
/// TabView, NavigationLink, navigationDestination entry, presentation, or a statement in an action that writes a
/// path, selection or presentation state, or dismisses) or one unknown region: code that may navigate or declare
/// destinations and that the model does not hold (`OpaqueSite.isUnknownNavigation`; a site inside another one's range
/// is the same region and counted once). A value the model holds as "any value" (an unknown condition taken both
/// ways, unknown rows, an unknown trigger that may present) is a sound abstraction: the navigation around it is
/// modelled, so it is not an unknown site; `abstracted` counts those regions, and `--verbose` lists both kinds.
/// Scene files are fully modelled and give no coverage.
public struct NavigationCoverage: Sendable, Equatable {
    public var modelled: Int
    public var unknown: Int
    public var abstracted: Int = 0
    public var total: Int { modelled + unknown }
    /// Whole percent, rounded down (99.6% is not 100%), 100 for a target without navigation.
    public var percent: Int { total == 0 ? 100 : modelled * 100 / total }

    public init(modelled: Int, unknown: Int, abstracted: Int = 0) { self.modelled = modelled; self.unknown = unknown; self.abstracted = abstracted }

    public static func + (a: NavigationCoverage, b: NavigationCoverage) -> NavigationCoverage {
        NavigationCoverage(modelled: a.modelled + b.modelled, unknown: a.unknown + b.unknown, abstracted: a.abstracted + b.abstracted)
    }

    /// The summary line (`--verbose` lists the unknown sites).
    public var line: String {
        var text = "navigation: \(modelled) of \(total) site\(total == 1 ? "" : "s") modelled (\(percent)%)"
        if unknown > 0 { text += "; \(unknown) unknown, --verbose lists them" }
        return text
    }

    /// Counts a Swift target's scene.
    /// Only the sites in the target's own files count: an imported module's views are in the scene (the app decides
    /// what is above them) but its sites are its own target's, counted once there, not once per target importing it.
    public static func of(_ scene: Scene) -> NavigationCoverage {
        let sites = ownSites(scene)
        return NavigationCoverage(modelled: modelledSites(scene), unknown: unknownRegions(sites.filter(\.isUnknownNavigation)).count,
                                  abstracted: unknownRegions(sites.filter { !$0.isUnknownNavigation }).count)
    }

    /// The unknown and abstracted sites in the scene's own files (all of them for a scene without `ownFiles`).
    public static func ownSites(_ scene: Scene) -> [OpaqueSite] {
        guard let own = scene.ownFiles else { return scene.opaque }
        return scene.opaque.filter { own.contains($0.range.file) }
    }

    /// The opaque sites, one per unknown region, in file order.
    public static func unknownRegions(_ sites: [OpaqueSite]) -> [OpaqueSite] {
        let sorted = sites.sorted {
            ($0.range.file, $0.range.start.offset, -$0.range.end.offset) < ($1.range.file, $1.range.start.offset, -$1.range.end.offset)
        }
        var regions: [OpaqueSite] = []
        for site in sorted {
            if let last = regions.last, last.range.file == site.range.file,
               last.range.start.offset <= site.range.start.offset, site.range.end.offset <= last.range.end.offset { continue }
            regions.append(site)
        }
        return regions
    }

    static func modelledSites(_ scene: Scene) -> Int {
        var navigationState = Set<String>()
        var count = 0
        func own(_ range: SourceRange) -> Bool { scene.ownFiles?.contains(range.file) ?? true }
        var statements: [[Statement]] = scene.actionOrder.compactMap { scene.actions[$0]?.statements }
        for node in scene.nodes {
            // An imported module's node names navigation state (its stack's path) but is not this target's site.
            let counted = own(node.range) ? 1 : 0
            switch node.element {
            case .stack(let stack):
                count += counted
                if let path = stack.path { navigationState.insert(path.state) }
            case .splitView, .navigationView, .link: count += counted
            case .tabView(let tabs):
                count += counted
                if let selection = tabs.selection { navigationState.insert(selection.state) }
            case .list(let list): if let selection = list.selection { navigationState.insert(selection.state) }
            case .table(let table): if let selection = table.selection { navigationState.insert(selection.state) }
            case .button(let button): statements.append(button.action)
            case .instance(let instance):
                // A closure given to a view's action parameter: the caller's statements, run where the view calls it.
                for argument in instance.arguments { if let action = argument.action { statements.append(action) } }
            default: break
            }
            for modifier in node.modifiers {
                switch modifier.kind {
                case .navigationDestination(let destination):
                    count += own(modifier.range) ? 1 : 0
                    switch destination.trigger {
                    case .isPresented(let binding), .item(let binding): navigationState.insert(binding.state)
                    case .forType: break
                    }
                case .presentation(let presentation):
                    count += own(modifier.range) ? 1 : 0
                    switch presentation.trigger {
                    case .isPresented(let binding), .item(let binding): navigationState.insert(binding.state)
                    }
                case .event(let handler): statements.append(handler.statements)
                default: break
                }
            }
        }
        for list in statements {
            for statement in Statement.flattened(list) where own(statement.range) {
                if case .dismiss = statement.kind { count += 1 } else if let target = statement.target, navigationState.contains(target) { count += 1 }
            }
        }
        return count
    }
}
