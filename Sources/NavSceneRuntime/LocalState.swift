import NavSceneModel

/// View-local `@State`: one value per view instance, stored in the navigation state under a key made of the view,
/// the variable and the instance's identity (`RecipeRow.expanded@<instance>`), so that two instances never share it.
/// An instance reads its initial value until it writes; when the instance leaves the hierarchy its values are
/// dropped, so it starts again from the initial value when it comes back (SwiftUI's lifetime of `@State`).
/// Scene state names are identifiers, so a key with `@` is always local.
public enum LocalState {
    public static func key(view: String, variable: String, instance: String) -> String {
        view + "." + variable + "@" + instance
    }

    /// (A byte search: Foundation's `contains` of a string is a Unicode-aware search, and this runs on every key of
    /// every state the rules' witness search compares.)
    public static func isLocal(_ key: String) -> Bool { key.utf8.contains(UInt8(ascii: "@")) }

    /// The view and variable a local key belongs to.
    public static func parts(_ key: String) -> (view: String, variable: String)? {
        guard let at = key.firstIndex(of: "@") else { return nil }
        let head = key[..<at]
        guard let dot = head.firstIndex(of: ".") else { return nil }
        return (String(head[..<dot]), String(head[head.index(after: dot)...]))
    }

    /// How a local variable reads in the REPL: `RecipeRow.expanded`.
    public static func displayName(_ key: String) -> String {
        parts(key).map { $0.view + "." + $0.variable } ?? key
    }

    /// The declared type of the variable a state key names (scene or local).
    public static func type(of key: String, in scene: Scene) -> TypeRef? {
        if let (view, variable) = parts(key) { return scene.views[view]?.state.first { $0.name == variable }?.type }
        return scene.stateVariable(key)?.type ?? scene.computed[key]?.type
    }

    /// Drops the local values of instances no longer in the hierarchy.
    public static func prune(_ state: inout NavigationState, live frame: Frame) {
        for key in state.values.keys where isLocal(key) && !frame.liveLocalState.contains(key) {
            let instance = key[key.index(after: key.firstIndex(of: "@")!)...]
            if frame.retainedPrefixes.contains(where: { instance.hasPrefix($0) }) { continue }
            state.values[key] = nil
        }
    }
}
