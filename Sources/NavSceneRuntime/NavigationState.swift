import NavSceneModel

/// Everything that decides what is on screen besides the scene itself: the scene's state variables and the state
/// SwiftUI keeps privately (paths of unbound stacks, view-destination pushes, scroll positions, unbound tab
/// selections). A value: exploration hashes it, undo keeps copies.
public struct NavigationState: Hashable, Sendable {
    /// The scene's state variables (`state:`), by name.
    public var values: [String: Value]
    public var size: SizeClass
    /// Paths of stacks without a bound `path`, by stack identity.
    public var implicitPaths: [String: [Value]] = [:]
    /// View-destination pushes per stack identity; they sit above the path's screens and are not in the path.
    public var viewPushes: [String: [PushedView]] = [:]
    /// A view shown in a split-view column instead of its declared content (view link from a column without a stack).
    public var columnOverrides: [String: PushedView] = [:]
    /// First realised row per lazy container identity.
    public var scroll: [String: Int] = [:]
    /// Selected tab index of TabViews without a selection binding.
    public var tabs: [String: Int] = [:]

    public init(values: [String: Value], size: SizeClass) {
        self.values = values
        self.size = size
    }
}

/// A view pushed or shown without a path value: a view-destination link's `destination`, or a
/// `navigationDestination` shown in a split-view column; with the names it saw.
public struct PushedView: Hashable, Sendable {
    /// Id of the template node holding the content (the NavigationLink, or the node with the destination modifier).
    public var template: Int
    /// -1: the link's own `destination`; otherwise the index among the node's `navigationDestination`s.
    public var slot: Int
    public var environment: Environment
    public init(template: Int, slot: Int, environment: Environment) {
        self.template = template; self.slot = slot; self.environment = environment
    }
}
