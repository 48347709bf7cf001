import NavSceneModel

/// One place a template node may appear in, reduced to what decides which navigation it can affect: the screen, the
/// stack whose screen it is (root or pushed), and the split view around it. Rules scope what unknown code can hide by
/// these (an unknown modifier on one tab's stack cannot declare a destination for another tab's stack).
public struct NodeScope: Hashable, Sendable {
    public var screen: Int
    public var stack: Int?
    public var split: Int?
    /// The presentation (sheet, cover) the node is in, if any.
    public var presentation: Int?
    /// Inside a lazy container's content on its screen (a List row): a `for:` destination declared there is ignored.
    public var isLazy: Bool

    init(_ place: Place) {
        screen = place.screen; stack = place.stack; split = place.split; presentation = place.presentation
        isLazy = place.lazyContainer != nil
    }
}

extension ReachabilityAnalysis {
    /// The scopes a template node may appear in; empty when no walked state shows it.
    public func scopes(of node: Int) -> Set<NodeScope> { nodeScopes.indices.contains(node) ? nodeScopes[node] : [] }
}
