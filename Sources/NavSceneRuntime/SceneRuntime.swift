import NavSceneModel

/// A running scene: the current navigation state, its frame, undo history and scene storage. The REPL and flows
/// drive this; every change goes through `Navigator`.
public final class SceneRuntime {
    public private(set) var navigator: Navigator
    public private(set) var state: NavigationState
    public private(set) var frame: Frame
    /// What scene storage holds (key -> encoded model), as the system keeps it across launches.
    public private(set) var sceneStorage: [String: String] = [:]
    private var history: [(NavigationState, DataStore)] = []
    public var maxHistory = 1_000

    public var scene: Scene { navigator.scene }
    public var data: DataStore { navigator.data }

    public init(scene: Scene, size: SizeClass? = nil) {
        navigator = Navigator(scene: scene, data: DataStore(scene: scene))
        // The scene appears: the handlers of what it shows run.
        (state, frame, _) = navigator.settle(from: nil, navigator.initialState(size: size))
    }

    /// Applies a new state (recording undo and saving to scene storage as SwiftUI does on every change).
    /// `settle`: the state comes from outside the navigator (a deep link, a restore), so the handlers it triggers
    /// still have to run; `from`: what was shown before (nil: a launch, everything appears).
    @discardableResult
    private func commit(_ result: (NavigationState, Outcome), settle: Bool = false, from previous: Frame?? = .none) -> Outcome {
        guard result.1.changed else { return result.1 }
        history.append((state, navigator.data))
        if history.count > maxHistory { history.removeFirst(history.count - maxHistory) }
        var outcome = result.1
        if settle {
            let settled = navigator.settle(from: previous ?? frame, result.0)
            state = settled.state
            frame = settled.frame
            if !settled.ran.isEmpty { outcome.message += "; then ran " + settled.ran.joined(separator: ", ") }
        } else {
            state = result.0
            frame = navigator.render(state)
        }
        LocalState.prune(&state, live: frame)
        saveToSceneStorage()
        return outcome
    }

    private func saveToSceneStorage() {
        guard let persistence = scene.persistence, let json = try? navigator.encode(state) else { return }
        sceneStorage[persistence.sceneStorage] = json
    }

    @discardableResult
    public func activate(_ element: InteractiveElement) -> Outcome { commit(navigator.activate(element, in: frame, state)) }

    /// Taps the element at a 0-based index of `frame.elements`.
    @discardableResult
    public func activate(index: Int) -> Outcome {
        guard frame.elements.indices.contains(index) else {
            return Outcome(changed: false, message: "there is no element \(index + 1); the screen has \(frame.elements.count)")
        }
        return activate(frame.elements[index])
    }

    @discardableResult public func back() -> Outcome { commit(navigator.back(in: frame, state)) }
    @discardableResult public func popToRoot() -> Outcome { commit(navigator.popToRoot(in: frame, state)) }
    @discardableResult public func run(action: String) -> Outcome { commit(navigator.run(action: action, in: frame, state)) }
    @discardableResult public func scroll(container: String? = nil) -> Outcome { commit(navigator.scroll(in: frame, state, container: container)) }
    /// Opens a URL (a deep link): the matching `onOpenURL` handlers of the views in the hierarchy run.
    @discardableResult public func openURL(_ url: String) -> Outcome { commit(navigator.openURL(url, in: frame, state)) }
    /// The handlers with an external moment that may run now (`onTapGesture` on a shown view, `onReceive`...).
    public var externalHandlers: [HandlerInstance] { navigator.externalHandlers(in: frame) }
    /// Runs one of them (a tap on the view, the publisher firing).
    @discardableResult public func fire(_ handler: HandlerInstance) -> Outcome { commit(navigator.fire(handler, in: frame, state)) }

    /// Sets a state variable directly (a deep link).
    @discardableResult
    public func set(_ name: String, to value: Value) -> Outcome {
        var next = state
        navigator.assignOrKeep(name, value, &next, frame: frame)
        var message = "set \(name)"
        if next != state {
            let (reset, resets) = navigator.resetChangedRoots(from: frame, next)
            next = reset
            message += resets.map { "; " + $0.description }.joined()
        }
        return commit((next, Outcome(changed: next != state, message: message)), settle: true)
    }

    @discardableResult
    public func setSize(_ size: SizeClass) -> Outcome {
        var next = state
        next.size = size
        return commit((next, Outcome(changed: next != state, message: "size \(size.rawValue)")), settle: true)
    }

    /// Deletes a record from the data (as a database might change between launches).
    @discardableResult
    public func delete(type: String, id: Value) -> Outcome {
        var data = navigator.data
        guard data.delete(type, id: id) else { return Outcome(changed: false, message: "no \(type) with identity \(id)") }
        history.append((state, navigator.data))
        navigator = Navigator(scene: scene, data: data)
        frame = navigator.render(state)
        return Outcome(changed: true, message: "deleted \(type) \(id)")
    }

    public func encode() throws -> String { try navigator.encode(state) }

    /// Restores persisted state onto the current state; throws (changing nothing) when the document is corrupt.
    public func restore(json: String) throws -> [String] {
        let restoration = try navigator.decode(json, onto: state)
        commit((restoration.state, Outcome(changed: true, message: "restored")), settle: true)
        return restoration.notes
    }

    /// A new scene, restored from scene storage as the system would after relaunch.
    public func relaunch() throws -> [String] {
        let fresh = navigator.initialState(size: state.size)
        guard let key = scene.persistence?.sceneStorage, let json = sceneStorage[key] else {
            commit((fresh, Outcome(changed: true, message: "relaunched")), settle: true, from: .some(nil))
            return []
        }
        let restoration = try navigator.decode(json, onto: fresh)
        commit((restoration.state, Outcome(changed: true, message: "relaunched")), settle: true, from: .some(nil))
        return restoration.notes
    }

    @discardableResult
    public func undo() -> Outcome {
        guard let (previous, data) = history.popLast() else { return Outcome(changed: false, message: "nothing to undo") }
        state = previous
        navigator = Navigator(scene: scene, data: data)
        frame = navigator.render(state)
        return Outcome(changed: true, message: "undone")
    }

    /// Replaces the whole state (reload after an edit, flows).
    public func replace(state: NavigationState) {
        self.state = state
        frame = navigator.render(state)
        LocalState.prune(&self.state, live: frame)
    }
}
