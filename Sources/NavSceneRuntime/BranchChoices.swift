import NavSceneModel

/// How the conditions the front end could not compute (an unknown Bool, `StateVariable.isUnknown`) go in one
/// interaction. Alone, the interpreter holds such a value at its launch value, so a Button whose action branches on
/// one would always take the same branch; the exploration instead runs it once per way its unknown conditions can go
/// (`Navigator.activateEach`), and each outcome is a possible successor.
final class BranchChoices {
    /// The decisions to make, in the order the unknown conditions are met; past them, a condition goes as its value says.
    let forced: [Bool]
    /// The decisions made for the unknown conditions met, in order.
    private(set) var made: [Bool] = []

    init(forced: [Bool]) { self.forced = forced }

    /// The branch to take: `holds` (what the condition's value says), unless the condition is an unknown Bool.
    func choose(_ condition: Expression, holds: Bool, unknown: Set<String>) -> Bool {
        guard case .identifier(let name) = condition.kind, unknown.contains(name) else { return holds }
        let choice = made.count < forced.count ? forced[made.count] : holds
        made.append(choice)
        return choice
    }
}

extension Navigator {
    /// Runs of one interaction tried per state, one per way its unknown conditions go (more are not tried: the
    /// exploration then sees some of the outcomes, never a false one).
    static let maxChoiceRuns = 16

    /// `activate` once per way the unknown conditions its action meets can go (only the first when there are none).
    public func activateEach(_ element: InteractiveElement, in frame: Frame, _ state: NavigationState) -> [(NavigationState, Outcome)] {
        guard case .runButton = element.effect, !unknownConditions.isEmpty else { return [activate(element, in: frame, state)] }
        return eachChoice { settled(activateNow(element, in: frame, state, choices: $0), from: frame) }
    }

    /// `run(action:)` once per way the unknown conditions it meets can go.
    public func runEach(action name: String, in frame: Frame, _ state: NavigationState) -> [(NavigationState, Outcome)] {
        guard !unknownConditions.isEmpty else { return [run(action: name, in: frame, state)] }
        return eachChoice { settled(runNow(action: name, in: frame, state, choices: $0), from: frame) }
    }

    /// Every path through the unknown conditions, depth first: after a run, each decision it made past the forced
    /// ones is tried the other way (with the decisions before it kept), so each path runs once.
    func eachChoice(_ run: (BranchChoices) -> (NavigationState, Outcome)) -> [(NavigationState, Outcome)] {
        var results: [(NavigationState, Outcome)] = []
        var pending: [[Bool]] = [[]]
        while let forced = pending.popLast(), results.count < Navigator.maxChoiceRuns {
            let choices = BranchChoices(forced: forced)
            results.append(run(choices))
            var index = choices.made.count - 1
            while index >= forced.count {
                pending.append(Array(choices.made[..<index]) + [!choices.made[index]])
                index -= 1
            }
        }
        return results
    }
}
