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
    /// Stores `value` under the variable `key`, unless the state already holds exactly that value (`Value.isSame`):
    /// then the write would leave the variables as they are, and skipping it keeps their storage shared with the
    /// state this one was copied from. A state holds thousands of variables; a write copies all of them, and two
    /// states sharing their storage compare (`==`, `equals`) without walking them. The result is the same either way.
    public mutating func store(_ key: String, _ value: Value) {
        if let held = values[key], held.isSame(as: value) { return }
        values[key] = value
    }

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

extension Value {
    /// The same value, to the bit: `==`, except that a `Double` is compared by its bits (`0.0 == -0.0`, yet they
    /// print differently). Costs at most the size of the smaller value.
    public func isSame(as other: Value) -> Bool {
        switch (self, other) {
        case (.double(let a), .double(let b)): return a.bitPattern == b.bitPattern
        case (.enumCase(let t, let n, let p), .enumCase(let u, let m, let q)):
            return t == u && n == m && p.count == q.count && zip(p, q).allSatisfy { $0.isSame(as: $1) }
        case (.record(let t, let a), .record(let u, let b)): return t == u && a.isSame(as: b)
        case (.list(let a), .list(let b)): return a.count == b.count && zip(a, b).allSatisfy { $0.isSame(as: $1) }
        default: return self == other
        }
    }
}
