import NavSceneAnalysis
import NavSceneDiagnostics
import NavSceneModel
import NavSceneRuntime

/// One split-view column whose content switches from a stack bound to one path to a stack bound to a path of another
/// type while the first path still holds values: the column keeps one navigation authority, which compares the old
/// path with the new one and traps. Candidates are the columns where the analysis found bound stacks of two path
/// types; the witness search confirms each with a state in which one interaction makes the switch.
enum PathTypeSwitch: Rule {
    static let description = RuleDescription(
        id: "path-type-switch",
        summary: "A split-view column switches between stacks bound to paths of different types while the shown path is not empty: SwiftUI crashes.",
        defaultSeverity: .error,
        swiftUIWarning: "AnyNavigationPath.Error.comparisonTypeMismatch",
        rationale: "A NavigationSplitView column hosts one navigation authority, whichever NavigationStack its content shows. When the content switches (an `if` or `switch` on the sidebar's selection) from a stack bound to `[Recipe]` to one bound to `[Category]` or to a `NavigationPath`, SwiftUI compares the path it holds with the new binding's; with values in the old path the types cannot be compared and the app crashes with `AnyNavigationPath.Error.comparisonTypeMismatch`. Switching while the old path is empty, or between paths of one type, is fine. The finding carries the taps to a state with a non-empty path and the interaction that switches.",
        fix: "Empty the shown path in the same action, before the column switches (in the Button, or in the setter of a Binding given to the sidebar's `List(selection:)`), bind every stack the column can show to paths of one type, or give the column one NavigationStack whose root switches.",
        triggering: [
            RuleExample("the detail column switches from a [Mail] stack to a [Contact] stack", """
            scene: Switch
            types:
              Panel: { enum: [mail, people] }
              Mail: { enum: [welcome] }
              Contact: { enum: [ada] }
            state:
              panel: Panel?
              mails: "[Mail]"
              contacts: "[Contact]"
            root:
              NavigationSplitView:
                sidebar:
                  List:
                    selection: $panel
                    content:
                      - NavigationLink: { title: Mail, value: Panel.mail }
                      - NavigationLink: { title: People, value: Panel.people }
                detail:
                  - if: "panel == Panel.people"
                    then:
                      NavigationStack:
            #>        ^
                        path: $contacts
                        root:
                          - NavigationLink: { title: Ada, value: Contact.ada }
                            navigationDestination: { for: Contact, as: contact, destination: { Text: "{contact}" } }
                    else:
                      NavigationStack:
                        path: $mails
                        root:
                          - NavigationLink: { title: Welcome, value: Mail.welcome }
                            navigationDestination: { for: Mail, as: mail, destination: { Text: "{mail}" } }
            """),
            RuleExample("a typed stack replaced by a NavigationPath one", """
            scene: ToAny
            types:
              Panel: { enum: [mail, all] }
              Mail: { enum: [welcome] }
            state:
              panel: Panel?
              mails: "[Mail]"
              everything: NavigationPath
            root:
              NavigationSplitView:
                sidebar:
                  List:
                    selection: $panel
                    content:
                      - NavigationLink: { title: Mail, value: Panel.mail }
                      - NavigationLink: { title: All, value: Panel.all }
                detail:
                  - if: "panel == Panel.all"
                    then:
                      NavigationStack:
            #>        ^
                        path: $everything
                        root:
                          - NavigationLink: { title: Welcome, value: Mail.welcome }
                            navigationDestination: { for: Mail, as: mail, destination: { Text: "{mail}" } }
                    else:
                      NavigationStack:
                        path: $mails
                        root:
                          - NavigationLink: { title: Welcome, value: Mail.welcome }
                            navigationDestination: { for: Mail, as: mail, destination: { Text: "{mail}" } }
            """),
        ],
        nonTriggering: [
            RuleExample("both stacks hold paths of one type", """
            scene: SameType
            types:
              Panel: { enum: [inbox, sent] }
              Mail: { enum: [welcome] }
            state:
              panel: Panel?
              inbox: "[Mail]"
              sent: "[Mail]"
            root:
              NavigationSplitView:
                sidebar:
                  List:
                    selection: $panel
                    content:
                      - NavigationLink: { title: Inbox, value: Panel.inbox }
                      - NavigationLink: { title: Sent, value: Panel.sent }
                detail:
                  - if: "panel == Panel.sent"
                    then:
                      NavigationStack:
                        path: $sent
                        root:
                          - NavigationLink: { title: Welcome, value: Mail.welcome }
                            navigationDestination: { for: Mail, as: mail, destination: { Text: "{mail}" } }
                    else:
                      NavigationStack:
                        path: $inbox
                        root:
                          - NavigationLink: { title: Welcome, value: Mail.welcome }
                            navigationDestination: { for: Mail, as: mail, destination: { Text: "{mail}" } }
            """),
            RuleExample("the switch happens only from an empty path", """
            scene: EmptiedFirst
            types:
              Panel: { enum: [mail, people] }
              Mail: { enum: [welcome] }
              Contact: { enum: [ada] }
            state:
              panel: Panel?
              mails: "[Mail]"
              contacts: "[Contact]"
            root:
              NavigationSplitView:
                sidebar:
                  VStack:
                    - Button: { title: Mail, action: [{ removeAll: contacts }, { set: { panel: Panel.mail } }] }
                    - Button: { title: People, action: [{ removeAll: mails }, { set: { panel: Panel.people } }] }
                detail:
                  - if: "panel == Panel.people"
                    then:
                      NavigationStack:
                        path: $contacts
                        root:
                          - NavigationLink: { title: Ada, value: Contact.ada }
                            navigationDestination: { for: Contact, as: contact, destination: { Text: "{contact}" } }
                    else:
                      NavigationStack:
                        path: $mails
                        root:
                          - NavigationLink: { title: Welcome, value: Mail.welcome }
                            navigationDestination: { for: Mail, as: mail, destination: { Text: "{mail}" } }
            """),
        ])

    /// A switch seen in one interaction: the column's stack before (with its non-empty path) and after.
    struct Switch {
        var before: StackInfo
        var after: StackInfo
        var held: Int
        var step: String
    }

    static func check(_ context: RuleContext) -> [Finding] {
        let targets = candidateStacks(context.analysis)
        guard !targets.isEmpty else { return [] }
        let navigator = context.navigator
        let goals = targets.map { node in
            WitnessGoal(isMet: { state, frame in switchInto(node, state, frame, navigator) != nil },
                        distance: { state in state.values.values.contains { !($0.listItems?.isEmpty ?? true) } ? 0 : 1 },
                        subject: GoalSubject(rule: description.id, range: context.scene.nodes[node].nameRange,
                                             candidate: "whether the column can switch to this stack while another path holds values"))
        }
        let search = context.searchWitnesses(goals)
        var findings: [Finding] = []
        // One finding per pair of stacks: switching back crashes the same way.
        var reported = Set<Set<Int>>()
        for (offset, node) in targets.enumerated() {
            guard let index = search.found[offset] else { continue }
            let state = search.exploration.states[index].state
            guard let change = switchInto(node, state, navigator.render(state), navigator),
                  reported.insert([change.before.template, node]).inserted else { continue }
            let scene = context.scene
            let old = change.before.binding ?? "its path"
            let notes = [
                Note("the column showed this stack, bound to '\(old)' (\(typeName(change.before))) holding \(change.held) value\(change.held == 1 ? "" : "s")",
                     at: scene.nodes[change.before.template].nameRange),
                Note("it crashes on \(change.step) \(search.exploration.when(index))"),
            ]
            findings.append(Finding(range: scene.nodes[node].nameRange,
                                    message: "the column switches to this stack, bound to '\(change.after.binding ?? "")' (\(typeName(change.after))), while '\(old)' (\(typeName(change.before))) is not empty; SwiftUI compares paths of different types and crashes (AnyNavigationPath.Error.comparisonTypeMismatch)",
                                    notes: notes, node: node))
        }
        return findings
    }

    /// The NavigationStack nodes a split-view column may switch to from a bound stack of another path type.
    static func candidateStacks(_ analysis: ReachabilityAnalysis) -> [Int] {
        var nodes = Set<Int>()
        for split in analysis.splits {
            for stacks in split.columnStacks.values {
                let bound = stacks.map { analysis.stacks[$0] }.filter { $0.binding != nil }
                for stack in bound where bound.contains(where: { $0.binding != stack.binding && $0.typedElement != stack.typedElement }) {
                    nodes.insert(stack.node)
                }
            }
        }
        return nodes.sorted()
    }

    static func typeName(_ stack: StackInfo) -> String {
        stack.typedElement.map { "[\($0)]" } ?? "NavigationPath"
    }

    /// An interaction in this state after which a column that showed a bound stack with a non-empty path shows the
    /// stack `node`, bound to a path of another type, while the old path still holds values.
    static func switchInto(_ node: Int, _ state: NavigationState, _ frame: Frame, _ navigator: Navigator) -> Switch? {
        let shown = columnStacks(frame).filter { _, stack in
            guard let binding = stack.binding, stack.template != node else { return false }
            return !(state.values[binding]?.listItems?.isEmpty ?? true)
        }
        guard !shown.isEmpty else { return nil }
        for (next, step) in Exploration.successors(of: state, frame, navigator) {
            let after = columnStacks(navigator.render(next))
            for (place, before) in shown {
                guard let now = after[place], now.template == node, let binding = now.binding,
                      binding != before.binding, now.typedElement != before.typedElement,
                      let old = before.binding, let held = next.values[old]?.listItems, !held.isEmpty else { continue }
                return Switch(before: before, after: now, held: held.count, step: step)
            }
        }
        return nil
    }

    /// The stack each split-view column shows at its top level (not one inside a pushed screen), by column.
    static func columnStacks(_ frame: Frame) -> [String: StackInfo] {
        var out: [String: StackInfo] = [:]
        func first(_ region: Region) -> StackView? {
            switch region {
            case .stack(let stack): return stack
            case .screen(let screen): return screen.regions.lazy.compactMap(first).first
            case .columns, .collapsed, .tabs: return nil
            }
        }
        func visit(_ region: Region) {
            switch region {
            case .stack(let stack), .collapsed(let stack):
                stack.screens.forEach { $0.regions.forEach(visit) }
            case .columns(let split):
                for (index, column) in split.columns.enumerated() {
                    if let stack = first(column.region), let info = frame.stacks[stack.key] { out[split.key + "#\(index)"] = info }
                    visit(column.region)
                }
            case .tabs(let tabs): visit(tabs.content)
            case .screen(let screen): screen.regions.forEach(visit)
            }
        }
        frame.base.regions.forEach(visit)
        frame.presentations.forEach { visit($0.content) }
        return out
    }
}
