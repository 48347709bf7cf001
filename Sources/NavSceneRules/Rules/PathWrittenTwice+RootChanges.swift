import NavSceneAnalysis
import NavSceneModel

/// Which updates can change a stack's root view: the identity SwiftUI compares is the branch each conditional at the
/// root takes (and the conditionals directly inside the taken branch), so only a write of a name those conditions and
/// `switch` subjects read can change it. An update is the action's statements and what they set off in the same
/// update: `onChange` handlers whose value reads a name written (transitively), and the appear, disappear and task
/// handlers of views the update may show or hide. Sound in the other direction: a write through a `@Binding` parameter
/// (another variable's alias), a `dismiss`, or a closure passed by a caller that the model does not know may write
/// anything, and so may change every root (a Button's known callers' closures are inlined before: `PathWrittenTwice`).
struct RootChanges {
    let analysis: ReachabilityAnalysis
    /// `onChange` handlers: the names their value reads, and their statements.
    private var changeHandlers: [(reads: Set<String>, statements: [Statement])] = []
    /// `changeHandlers` by the names their value reads.
    private var handlersReading: [String: [Int]] = [:]
    /// What every appear, disappear and task handler may write (nil: anything); an update may show or hide any view.
    private var lifecycleWrites: Set<String>? = []
    /// The names of `@Binding` parameters of any view.
    private var bindingParameters: Set<String> = []
    /// The state variables that hold a value the model cannot compute.
    private let unknownState: Set<String>

    init(_ analysis: ReachabilityAnalysis) {
        self.analysis = analysis
        let scene = analysis.scene
        unknownState = Set(scene.state.filter(\.isUnknown).map(\.name))
        var lifecycle: [Statement] = []
        for node in scene.nodes {
            for modifier in node.modifiers {
                guard case .event(let handler) = modifier.kind else { continue }
                switch handler.event {
                case .change(let value, _):
                    let reads = Set(analysis.reads(value))
                    for name in reads { handlersReading[name, default: []].append(changeHandlers.count) }
                    changeHandlers.append((reads, handler.statements))
                case .appear, .disappear, .task: lifecycle += handler.statements
                case .openURL, .external: break
                }
            }
        }
        for name in scene.viewOrder {
            for parameter in scene.views[name]?.parameters ?? [] where parameter.isBinding { bindingParameters.insert(parameter.name) }
        }
        lifecycleWrites = targets(of: lifecycle).map(Set.init)
    }

    /// Whether running `statements` (an action writing `paths`) may change the root of a stack bound to one of them.
    func mayChangeRoot(of paths: Set<String>, by statements: [Statement]) -> Bool {
        var rootReads = Set<String>()
        for stack in analysis.stacks {
            guard let binding = stack.binding, paths.contains(binding), case .stack(let element) = analysis.scene.nodes[stack.node].element,
                  element.rootMayChangeIdentity else { continue }
            identityReads(element.root, into: &rootReads)
        }
        guard !rootReads.isEmpty else { return false }
        // A root decided by a binding (another variable's alias) or by a value the model cannot compute may change
        // with anything.
        if !rootReads.isDisjoint(with: bindingParameters) || !rootReads.isDisjoint(with: unknownState) { return true }
        guard let written = writes(of: statements, settingOff: paths) else { return true }
        return !written.isDisjoint(with: rootReads)
    }

    /// The names the identity of a root reads: what `Regions.rootIdentity` evaluates.
    private func identityReads(_ nodes: [ViewNode], into reads: inout Set<String>) {
        for node in nodes {
            switch node.element {
            case .conditional(let conditional):
                reads.formUnion(analysis.reads(conditional.condition))
                identityReads(conditional.then, into: &reads)
                identityReads(conditional.otherwise, into: &reads)
            case .switchOn(let sw):
                reads.formUnion(analysis.reads(sw.subject))
                for c in sw.cases { identityReads(c.content, into: &reads) }
                identityReads(sw.defaultContent, into: &reads)
            default:
                continue
            }
        }
    }

    /// Every name the update may write, the handlers it sets off included; nil when it may write anything. Each
    /// handler runs at most once per update (its writes are joined), found through the names its value reads.
    private func writes(of statements: [Statement], settingOff paths: Set<String>) -> Set<String>? {
        guard var written = lifecycleWrites else { return nil }
        written.formUnion(paths)
        var fresh = Array(written)
        guard let direct = targets(of: statements) else { return nil }
        for name in direct where written.insert(name).inserted { fresh.append(name) }
        var ran = Set<Int>()
        while let name = fresh.popLast() {
            for index in handlersReading[name] ?? [] where ran.insert(index).inserted {
                guard let more = targets(of: changeHandlers[index].statements) else { return nil }
                for target in more where written.insert(target).inserted { fresh.append(target) }
            }
        }
        return written
    }

    /// The names statements write (named actions they run included); nil when they may write anything.
    private func targets(of statements: [Statement]) -> [String]? {
        let flat = PathWrittenTwice.flatten(statements, analysis.scene)
        if flat.writesUnknown { return nil }
        var names: [String] = []
        for statement in flat.statements {
            if case .dismiss = statement.kind { return nil }
            guard let target = statement.target else { continue }
            if bindingParameters.contains(target) { return nil }
            names.append(target)
        }
        return names
    }
}
