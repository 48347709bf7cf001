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
        state = navigator.initialState(size: size)
        frame = navigator.render(state)
    }

    /// Applies a new state (recording undo and saving to scene storage as SwiftUI does on every change).
    @discardableResult
    private func commit(_ result: (NavigationState, Outcome)) -> Outcome {
        guard result.1.changed else { return result.1 }
        history.append((state, navigator.data))
        if history.count > maxHistory { history.removeFirst(history.count - maxHistory) }
        state = result.0
        frame = navigator.render(state)
        saveToSceneStorage()
        return result.1
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

    /// Sets a state variable directly (a deep link).
    @discardableResult
    public func set(_ name: String, to value: Value) -> Outcome {
        var next = state
        next.values[name] = value
        return commit((next, Outcome(changed: next != state, message: "set \(name)")))
    }

    @discardableResult
    public func setSize(_ size: SizeClass) -> Outcome {
        var next = state
        next.size = size
        return commit((next, Outcome(changed: next != state, message: "size \(size.rawValue)")))
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
        commit((restoration.state, Outcome(changed: true, message: "restored")))
        return restoration.notes
    }

    /// A new scene, restored from scene storage as the system would after relaunch.
    public func relaunch() throws -> [String] {
        let fresh = navigator.initialState(size: state.size)
        guard let key = scene.persistence?.sceneStorage, let json = sceneStorage[key] else {
            commit((fresh, Outcome(changed: true, message: "relaunched")))
            return []
        }
        let restoration = try navigator.decode(json, onto: fresh)
        commit((restoration.state, Outcome(changed: true, message: "relaunched")))
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
    }
}
