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

extension NavigationState {
    /// Equality that looks at the cheap parts first: everything but the variables, then the variables `varying`
    /// names (those that can differ between two states of one scene: `WrittenVariables`), and only when all of them
    /// agree, every variable. The same answer as `==`; a state holds thousands of variables the front end made for
    /// values it could not compute (nothing writes them), and a difference is found without walking them.
    public func equals(_ other: NavigationState, varying: [String]) -> Bool {
        guard size == other.size, values.count == other.values.count, tabs == other.tabs, scroll == other.scroll,
              implicitPaths == other.implicitPaths, viewPushes == other.viewPushes,
              columnOverrides == other.columnOverrides else { return false }
        for name in varying where values[name] != other.values[name] { return false }
        return values == other.values
    }

    /// A hash consistent with `==` (equal states have equal digests) that reads only the variables `varying` names
    /// among the values (and how many values there are): states that differ elsewhere collide, and `==` tells them
    /// apart.
    public func digest(varying: [String]) -> Int {
        var hasher = Hasher()
        hasher.combine(size)
        hasher.combine(values.count)
        hasher.combine(implicitPaths)
        hasher.combine(viewPushes)
        hasher.combine(columnOverrides)
        hasher.combine(scroll)
        hasher.combine(tabs)
        for name in varying { hasher.combine(values[name]) }
        return hasher.finalize()
    }
}
