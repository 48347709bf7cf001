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

    /// Replays `state`; `stacks` picks the stacks compared (by their bound state variable, nil for unbound ones);
    /// with `columns`, the screens outside stacks are compared too (what a selection shows there).
    static func run(_ state: NavigationState, _ navigator: Navigator, columns: Bool = false,
                    stacks: (StackView) -> Bool) -> RestoreReplay {
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
        let before = navigator.render(state)
        return RestoreReplay(before: describe(before, stacks) + (columns ? describeColumns(before) : []),
                             after: describe(after, stacks) + (columns ? describeColumns(after) : []),
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

    /// The screens outside stacks, as `View: texts`: the scene's base screen and the split-view columns that hold no
    /// stack (what a selection shows there).
    static func describeColumns(_ frame: Frame) -> [String] {
        var lines: [String] = frame.base.texts.isEmpty ? [] : [([frame.base.view + ":"] + frame.base.texts).joined(separator: " ")]
        func visit(_ region: Region) {
            switch region {
            case .columns(let split):
                for column in split.columns {
                    if case .screen(let screen) = column.region {
                        lines.append(([screen.view + ":"] + screen.texts).joined(separator: " "))
                    }
                    visit(column.region)
                }
            case .collapsed(let stack):
                // Compact width: the columns folded into one stack, in order.
                for screen in stack.screens {
                    lines.append(([screen.view + ":"] + screen.texts).joined(separator: " "))
                    screen.regions.forEach(visit)
                }
            case .stack(let stack):
                for screen in stack.screens { screen.regions.forEach(visit) }
            case .tabs(let tabs): visit(tabs.content)
            case .screen(let screen): screen.regions.forEach(visit)
            }
        }
        frame.base.regions.forEach(visit)
        return lines
    }

    /// The screens as one line for a note: `Home > Detail Apple Pie`.
    static func line(_ screens: [String]) -> String {
        screens.isEmpty ? "no screen of the stack" : screens.joined(separator: " > ")
    }
}
