import NavSceneAnalysis
import NavSceneModel

/// Which absence findings an unknown site can make false. A finding that concludes from an absence (no destination
/// for a link's type; nothing presents a destination) rests on unknown code only where that code can reach the
/// finding's own stack or presentation: it sits on that stack (its root content, a screen pushed onto it, a view
/// shown there), encloses the stack within its presentation, or sits in the same split view outside its stacks. An
/// unknown site anywhere else (another tab's stack, another sheet, the view presenting the stack's sheet) cannot
/// declare or push anything the finding's stack sees.
///
/// Another module's modifier applied with no argument that can carry a type (`OpaqueSite.foreignTypesOnly`) cannot
/// declare a destination for a type declared in the code read, so it hides no finding about such a type.
///
/// A value a Button or handler puts on a path is judged against the stacks bound to that path, so only unknown code
/// reaching one of them hides the finding.
///
/// An unknown site outside any view body (`OpaqueSite.node == nil`), or at a node no walked state shows (the analysis
/// does not know where it appears), hides every such finding, as before scoping.
///
/// Cost: the link occurrences are grouped by node once, and each stack's enclosing nodes are collected once, so a
/// finding costs its sites times its stacks.
final class OpaqueScope {
    let context: RuleContext
    let registering: [OpaqueSite]
    /// Unknown List selections (`OpaqueSite.selectsLinkValues`): each may take the values of the links in its rows.
    let selecting: [OpaqueSite]
    let navigating: [OpaqueSite]
    private lazy var linkPlaces: [Int: [Place]] = {
        var places: [Int: [Place]] = [:]
        for occurrence in context.analysis.links { places[occurrence.node, default: []].append(occurrence.place) }
        return places
    }()
    private lazy var destinationStacks: [Int: [Int?]] = {
        var stacks: [Int: [Int?]] = [:]
        for occurrence in context.analysis.destinations { stacks[occurrence.node, default: []].append(occurrence.registeredOn) }
        return stacks
    }()
    /// Per stack: the nodes around it, through every caller up to the root (unknown views included).
    private var enclosing: [Int: Set<ObjectIdentifier>] = [:]

    init(_ context: RuleContext) {
        self.context = context
        registering = context.scene.opaque.filter(\.mayRegisterDestinations)
        selecting = context.scene.opaque.filter(\.selectsLinkValues)
        navigating = context.scene.opaque.filter(\.mayNavigate)
    }

    /// Whether the finding of `rule` may be false because of unknown code.
    func hides(_ finding: Finding, rule: String) -> Bool { hidingSite(finding, rule: rule) != nil }

    /// The first unknown site that may make the finding of `rule` false (what `--verbose` names for a finding not
    /// reported), nil when none can.
    func hidingSite(_ finding: Finding, rule: String) -> OpaqueSite? {
        if RuleRegistry.absenceRules.destinations.contains(rule) {
            let registering = self.registering.filter { !$0.foreignTypesOnly || !isDeclaredInSource(finding.valueType) }
            if let stacks = finding.stacks { return registering.first { reaches($0, anyOf: stacks) } }
            guard let node = finding.node, isLink(node) else { return registering.first }
            return registering.first { reaches($0, linkAt: node) } ?? selecting.first { selects($0, linkAt: node, valueType: finding.valueType) }
        }
        if rule == "unreachable-destination" {
            guard let node = finding.node else { return navigating.first }
            return navigating.first { reaches($0, destinationAt: node) }
        }
        // unreachable-view: unknown code may set any state that shows the view's uses, or construct it itself.
        if RuleRegistry.absenceRules.navigation.contains(rule) { return navigating.first }
        return nil
    }

    /// Whether a value type is declared in the code read (the module or a dependency read with it), so that another
    /// module's code cannot name it. SwiftUI's and the standard library's types (String, Color...) are not.
    func isDeclaredInSource(_ type: String?) -> Bool {
        guard let type, !TypeRef.builtinNames.contains(type),
              !["Color", "AnyHashable", TypeDecl.splitViewVisibilityName, TypeDecl.splitViewColumnName].contains(type),
              let declaration = context.scene.types[type] else { return false }
        return context.scene.files.contains(declaration.range.file)
    }

    func isLink(_ node: Int) -> Bool {
        if case .link = context.scene.nodes[node].element { return true }
        return false
    }

    /// Whether an unknown site may declare a destination visible to the link (on one of its stacks, or for a link on
    /// no stack, on its screen or split view).
    func reaches(_ site: OpaqueSite, linkAt link: Int) -> Bool {
        // On the link itself: an unknown modifier applied to it may wrap it in a stack with destinations of its own.
        if site.node?.id == link { return true }
        // Around the link itself (within its presentation): it may put the link in a stack of its own, with
        // destinations of its own.
        if let siteNode = site.node, context.index.chains(from: context.scene.nodes[link]).contains(where: { chain in
            chain.prefix { $0.role != .presentation }.contains { $0.node === siteNode }
        }) { return true }
        guard let siteScopes = scopes(of: site) else {
            return (linkPlaces[link] ?? []).contains { place in place.stack.map { mayReachByShape(site, $0) } ?? true }
        }
        for place in linkPlaces[link] ?? [] {
            if let stack = place.stack {
                if reachesStack(site, siteScopes, stack, registering: true, seenFrom: place) { return true }
            } else if siteScopes.contains(where: { $0.screen == place.screen || (place.split != nil && $0.split == place.split) }) {
                return true
            }
        }
        return false
    }

    /// Whether an unknown List selection may take the link's value: the link is in the List's rows (within its
    /// presentation), in one of the contexts the link is shown in, and its value may be of the type the selection
    /// holds (`OpaqueSite.selectedType`). A selection takes only values of its own type: a link whose value is of a
    /// type the code declares and the selection does not hold is not resolved by it (SwiftUI then pushes the value
    /// through the destinations, as outside a List). A value of another module's type (`Int`, `UUID`) is compared
    /// with no such certainty (the code may alias it), so it stays hidden.
    func selects(_ site: OpaqueSite, linkAt link: Int, valueType: String? = nil) -> Bool {
        guard let siteNode = site.node else { return false }
        if let selected = site.selectedType, let valueType, selected != valueType, isDeclaredInSource(valueType) { return false }
        return context.index.chains(from: context.scene.nodes[link]).contains { chain in
            chain.prefix { $0.role != .presentation }.contains { $0.node === siteNode }
        }
    }

    /// Whether an unknown site may declare a destination on one of `stacks` (a value put on a path is resolved by
    /// the destinations of the stacks bound to it, wherever the Button or handler that puts it there sits).
    func reaches(_ site: OpaqueSite, anyOf stacks: [Int]) -> Bool {
        guard let siteScopes = scopes(of: site) else { return stacks.contains { mayReachByShape(site, $0) } }
        return stacks.contains { reachesStack(site, siteScopes, $0, registering: true) }
    }

    /// Whether an unknown site may present the destination declared on `node`: push onto the stack it registers on
    /// (from that stack, or by writing the stack's bound path), or set the state an `isPresented:`/`item:`
    /// destination is bound to (any navigating unknown code may write state).
    func reaches(_ site: OpaqueSite, destinationAt node: Int) -> Bool {
        guard let siteScopes = scopes(of: site) else { return true }
        let analysis = context.analysis
        for registeredOn in destinationStacks[node] ?? [] {
            guard let stack = registeredOn else { return true }
            // A bound path is state: unknown code that may navigate may write it from anywhere.
            if analysis.stacks[stack].binding != nil || reachesStack(site, siteScopes, stack) { return true }
        }
        return false
    }

    /// On the stack (any of its screens), enclosing it, or in its split view outside any stack (a column's
    /// destinations serve the column's stack). For a site that may declare a destination (`registering`), a place
    /// inside a lazy container's content (a List row) does not count: a `for:` destination declared there is ignored,
    /// so what such a site declares is never on the stack (unless the site encloses the stack itself).
    ///
    /// Seen from a link's place (`seenFrom`), a site on a screen of the stack declares what the link sees only where
    /// that screen may lie below the link's (`ReachabilityAnalysis.mayBeBelow`), as a destination declared there.
    func reachesStack(_ site: OpaqueSite, _ siteScopes: Set<NodeScope>, _ stack: Int, registering: Bool = false,
                      seenFrom link: Place? = nil) -> Bool {
        let facts = context.analysis.stacks[stack]
        let counted = siteScopes.filter { !registering || !$0.isLazy }
        if counted.contains(where: { $0.stack == stack }) {
            guard let link, let node = site.node else { return true }
            let places = (context.analysis.registeringSitePlaces[node.id] ?? []).filter { $0.stack == stack && $0.lazyContainer == nil }
            if places.isEmpty || places.contains(where: { context.analysis.mayBeBelow($0, link, stack: stack) }) { return true }
        }
        if let split = facts.place.split, counted.contains(where: { $0.split == split && $0.stack == nil }) { return true }
        guard let siteNode = site.node else { return true }
        let stackNode = context.scene.nodes[facts.node]
        if stackNode === siteNode { return true }
        return encloses(siteNode, stack)
    }

    /// Whether `node` is around the stack within the stack's own presentation.
    func encloses(_ node: ViewNode, _ stack: Int) -> Bool {
        let stackNode = context.scene.nodes[context.analysis.stacks[stack].node]
        // Through every caller up to the root, unknown views included (the site itself is one), within the stack's own
        // presentation: a sheet's or cover's content is a new context, which nothing around the presenting view (its
        // modifiers, its callers) declares destinations in.
        if enclosing[stack] == nil {
            enclosing[stack] = Set(context.index.chains(from: stackNode).flatMap { chain in
                chain.prefix { $0.role != .presentation }.map { ObjectIdentifier($0.node) }
            })
        }
        return enclosing[stack]!.contains(ObjectIdentifier(node))
    }

    /// For a site no walked state shows (behind a trigger or data the analysis cannot follow), from the code's shape:
    /// a destination it declares is visible to the stack only when the site sits inside the stack within the same
    /// presentation (its content, or a screen a destination or link inside it shows), or around the stack. A site in
    /// a sheet presented from the stack, on another stack, or in a view no code read shows (a preview helper) cannot
    /// reach it: unknown code that could show such a view on the stack is itself an unknown site there. For a stack in
    /// a split view, anywhere in the split view counts (its columns' destinations serve each other's stacks). A site
    /// whose callers are too many to list is assumed to reach it.
    func mayReachByShape(_ site: OpaqueSite, _ stack: Int) -> Bool {
        let facts = context.analysis.stacks[stack]
        guard let siteNode = site.node else { return true }
        let stackNode = context.scene.nodes[facts.node]
        // In a split view, anywhere in the split view (a column's destinations serve the other columns' stacks).
        let splitNode = facts.place.split.map { context.scene.nodes[context.analysis.splits[$0].node] }
        if stackNode === siteNode || splitNode === siteNode || encloses(siteNode, stack) { return true }
        let chains = context.index.chains(from: siteNode)
        if chains.count >= SceneIndex.maxChains { return true }
        return chains.contains { chain in
            for ancestry in chain {
                if ancestry.node === stackNode || ancestry.node === splitNode { return true }
                if ancestry.role == .presentation { return false }
            }
            return false
        }
    }

    /// Where the site may appear; nil when that is not known (outside any body, or at a node no walked state shows).
    func scopes(of site: OpaqueSite) -> Set<NodeScope>? {
        guard let node = site.node else { return nil }
        let scopes = context.analysis.scopes(of: node.id)
        return scopes.isEmpty ? nil : scopes
    }
}
