import NavSceneModel

/// Whether something can run while a given screen is on top of a stack, from where it was walked.
extension ReachabilityAnalysis {
    /// Whether an element walked at `place` may be active while one of `covering` (screens of `stack`) is on top of
    /// `stack`, writing the path the stack shows when it writes `binding` (the stack's path key).
    ///
    /// Only a stack's top screen is active, with the stacks nested in it: climbing from the element's screen to the
    /// screens that host its stack (and theirs), the element runs over a covering screen when the climb reaches one,
    /// is hidden when it reaches another screen of `stack` first, and is not on `stack` at all when it reaches a screen
    /// outside every stack (the base, a column, a sheet). A view's own `@State` is one abstract variable for all its
    /// instances: an element and a stack in different instances of that view (a view that pushes itself with its own
    /// stack) write different variables, whatever the climb says. Every screen is climbed once.
    public func mayRunOver(_ place: Place, stack: Int, covering: Set<Int>, binding: String) -> Bool {
        if let owner = localStateOwner(binding), let mine = instances(of: owner, above: place),
           let theirs = instances(of: owner, above: stacks[stack].place), mine.isDisjoint(with: theirs) { return false }
        var pending = [place.screen]
        var seen = Set<Int>()
        while let screen = pending.popLast() {
            guard seen.insert(screen).inserted else { continue }
            guard let on = screens[screen].kind.stack else { return true }
            if on == stack {
                if covering.contains(screen) { return true }
                continue
            }
            pending += ([stacks[on].place] + stacks[on].otherHosts).map(\.screen)
        }
        return false
    }

    /// The nearest instances of `view` above `place` (each as its screen and instance path), through the stacks that
    /// host the place's screen; nil when some climb ends outside every stack without meeting one (a sheet, a column,
    /// the base: its instance is not known here).
    func instances(of view: String, above place: Place) -> Set<[Int]>? {
        var found = Set<[Int]>()
        var pending = [place]
        var seen = Set<[Int]>()
        while let current = pending.popLast() {
            guard seen.insert([current.screen, current.instancePath]).inserted else { continue }
            var path = current.instancePath
            while path != 0, !isInstance(instancePaths[path].node, of: view) { path = instancePaths[path].parent }
            if path != 0 {
                found.insert([current.screen, path])
                continue
            }
            guard let on = screens[current.screen].kind.stack else { return nil }
            pending += [stacks[on].place] + stacks[on].otherHosts
        }
        return found
    }

    func isInstance(_ node: Int, of view: String) -> Bool {
        if case .instance(let instance) = scene.nodes[node].element { return instance.view == view }
        return false
    }

    /// The view whose own `@State` a state key is ("View.name"), when that view takes no closures (actions or views
    /// from its caller, which could write its caller's state from inside it); nil otherwise.
    func localStateOwner(_ key: String) -> String? {
        guard scene.anyStateVariable(key) == nil, let dot = key.firstIndex(of: ".") else { return nil }
        let view = String(key[..<dot]), name = String(key[key.index(after: dot)...])
        guard let decl = scene.views[view], decl.state.contains(where: { $0.name == name }),
              !decl.parameters.contains(where: { $0.isAction || $0.isView }) else { return nil }
        return view
    }

    /// The places every Button node was walked in, by node.
    public func buttonPlacesByNode() -> [Int: [Place]] {
        var places: [Int: [Place]] = [:]
        for button in buttons { places[button.node, default: []].append(button.place) }
        return places
    }
}
