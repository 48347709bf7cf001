import NavSceneModel
import NavSceneRuntime

/// Save, relaunch and restore one state in the interpreter, as the system does with scene storage: encode the
/// persisted variables, start a fresh scene, decode onto it, run what appears. Used only at witness states.
struct RestoreReplay {
    /// What the stacks show, one line per screen (`View value`), before saving and after restoring.
    var before: [String]
    var after: [String]
    /// Why saving failed (nothing is restored then), or the decoder's notes (dropped identities).
    var saveError: String?
    var notes: [String]

    var differs: Bool { before != after }

    /// Replays `state`; `stacks` picks the stacks compared (by their bound state variable, nil for unbound ones).
    static func run(_ state: NavigationState, _ navigator: Navigator, stacks: (StackView) -> Bool) -> RestoreReplay {
        let fresh = navigator.initialState(size: state.size)
        var restored = fresh
        var saveError: String?
        var notes: [String] = []
        do {
            let json = try navigator.encode(state)
            let restoration = try navigator.decode(json, onto: fresh)
            restored = restoration.state
            notes = restoration.notes
        } catch {
            saveError = "\(error)"
        }
        let after = navigator.settle(from: nil, restored).frame
        return RestoreReplay(before: describe(navigator.render(state), stacks), after: describe(after, stacks),
                             saveError: saveError, notes: notes)
    }

    static func describe(_ frame: Frame, _ include: (StackView) -> Bool) -> [String] {
        var lines: [String] = []
        for stack in frame.navigationStacks where include(stack) {
            for screen in stack.screens {
                lines.append([screen.view, screen.valueText].compactMap { $0 }.joined(separator: " "))
            }
        }
        return lines
    }

    /// The screens as one line for a note: `Home > Detail Apple Pie`.
    static func line(_ screens: [String]) -> String {
        screens.isEmpty ? "no screen of the stack" : screens.joined(separator: " > ")
    }
}
