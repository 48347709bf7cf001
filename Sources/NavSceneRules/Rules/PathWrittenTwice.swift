import NavSceneAnalysis
import NavSceneDiagnostics
import NavSceneModel
import NavSceneRuntime

/// An action that changes a stack's root view (another branch of a conditional at the stack's root) and writes that
/// stack's path in the same update: SwiftUI resets the path of a stack whose root changed and writes the empty path
/// back through the binding, so the path is written twice in one update and the app's push is lost. Candidates are
/// the Buttons and named actions that may write a path bound to a stack whose root can change; the witness search
/// confirms each with a state in which running it loses the push.
enum PathWrittenTwice: Rule {
    static let description = RuleDescription(
        id: "path-written-twice",
        summary: "An action changes a stack's root view and writes its path in the same update, so the push is lost.",
        defaultSeverity: .warning,
        rationale: "When the view at a NavigationStack's root changes identity (an `if` or `switch` directly at the root takes another branch, typically driven by a split view's selection), SwiftUI starts the stack again from its new root: it empties the path and writes that back through the `path` binding. An action that sets the selection and appends to the path in the same update therefore writes the path twice, and SwiftUI's reset wins: the pushed screen never shows (SwiftUI may log \"Update NavigationAuthority bound path tried to update multiple times per frame\"). A change of the root view's parameters is not a root change (the talk's `RecipeGrid(category: selectedCategory)` keeps its identity, so `showRecipeOfTheDay` works), nor is a conditional inside the body of a user view shown at the root. The finding carries the taps to a state where the push is lost. Several writes of a path by the app within one action (`removeAll` then `append`) are coalesced into one update and are not reported.",
        fix: "Keep the root's identity stable: move the `if`/`switch` into a view shown at the root that takes the selection as a parameter, or write the path in a later update (for example in `onChange` of the selection).",
        triggering: [
            RuleExample("a Button that switches the stack's root and pushes in the same action", """
            scene: LostPush
            types:
              Mail: { enum: [welcome, receipt] }
            state:
              signedIn: Bool
              path: "[Mail]"
            root:
              NavigationStack:
                path: $path
                root:
                  - if: signedIn
                    then:
                      Text: Inbox
                      navigationDestination:
                        for: Mail
                        as: mail
                        destination: { Text: "{mail}" }
                    else:
                      Button:
            #>        ^
                        title: Sign in
                        action:
                          - set: { signedIn: true }
                          - append: { path: Mail.welcome }
            """),
            RuleExample("a deep link that selects a panel and pushes onto the detail stack", """
            scene: SplitLostPush
            types:
              Panel: { enum: [inbox, sent] }
              Mail: { enum: [welcome, receipt] }
            state:
              panel: Panel?
              path: "[Mail]"
            root:
              NavigationSplitView:
                sidebar:
                  List:
                    selection: $panel
                    content:
                      - NavigationLink: { title: Inbox, value: Panel.inbox }
                      - NavigationLink: { title: Sent, value: Panel.sent }
                detail:
                  NavigationStack:
                    path: $path
                    root:
                      - switch: panel
                        cases:
                          .inbox?:
                            Text: Inbox
                            navigationDestination: { for: Mail, as: mail, destination: { Text: "{mail}" } }
                          .sent?:
                            Text: Sent
                            navigationDestination: { for: Mail, as: mail, destination: { Text: "{mail}" } }
                          nil: { Text: Pick a panel }
            actions:
              showWelcome:
            #>^
                - set: { panel: Panel.sent }
                - append: { path: Mail.welcome }
            """),
        ],
        nonTriggering: [
            RuleExample("the root view's parameter changes (the talk's RecipeGrid)", """
            scene: SameRoot
            types:
              Panel: { enum: [inbox, sent] }
              Mail: { enum: [welcome, receipt] }
            state:
              panel: Panel?
              path: "[Mail]"
            views:
              PanelView:
                parameters: { panel: Panel? }
                body:
                  if: "panel == nil"
                  then:
                    Button:
                      title: Welcome
                      action:
                        - set: { panel: Panel.inbox }
                        - append: { path: Mail.welcome }
                  else:
                    Text: "{panel}"
            root:
              NavigationStack:
                path: $path
                root:
                  - PanelView: { panel: panel }
                    navigationDestination:
                      for: Mail
                      as: mail
                      destination: { Text: "{mail}" }
            """),
            RuleExample("a removeAll then an append in one action: one update", """
            scene: Replace
            types:
              Mail: { enum: [welcome, receipt] }
            state:
              path: "[Mail]"
            root:
              NavigationStack:
                path: $path
                root:
                  - Button:
                      title: Welcome
                      action:
                        - removeAll: path
                        - append: { path: Mail.welcome }
                    navigationDestination:
                      for: Mail
                      as: mail
                      destination: { Text: "{mail}" }
            """),
        ])

    enum Runner: Hashable {
        case button(Int)
        case action(String)
    }

    static func check(_ context: RuleContext) -> [Finding] {
        let scene = context.scene
        // Paths bound to a stack whose root can change identity.
        var paths = Set<String>()
        for stack in context.analysis.stacks {
            guard let binding = stack.binding, case .stack(let element) = scene.nodes[stack.node].element,
                  element.rootMayChangeIdentity else { continue }
            paths.insert(binding)
        }
        guard !paths.isEmpty else { return [] }
        // Each runner with what it runs and the paths among `paths` it writes (the goal loses a push of one of them).
        var runners: [(runner: Runner, statements: [Statement], written: Set<String>)] = []
        for node in scene.nodes {
            guard case .button(let button) = node.element, context.analysis.realised.contains(node.id) else { continue }
            let flat = flatten(button.action, scene)
            if flat.writesUnknown {
                // It runs a closure its callers give: what those closures run, each where its caller wrote it (the
                // interpreter runs exactly these). A Button whose closures write no path cannot lose a push: no
                // candidate. Closures the model does not know: every path, and a root that may change with anything.
                if let runs = context.analysis.givenClosureRuns(ofButton: node.id) {
                    let keys = Set(runs.compactMap { run in writesAPath(run.statement) ? run.key : nil }).intersection(paths)
                    if !keys.isEmpty { runners.append((.button(node.id), runs.map(\.statement), keys)) }
                } else {
                    runners.append((.button(node.id), button.action, paths))
                }
            } else if flat.statements.contains(where: { writesPath($0, paths) }) {
                runners.append((.button(node.id), flat.statements, written(flat.statements, paths)))
            }
        }
        for name in scene.actionOrder {
            guard let action = scene.actions[name] else { continue }
            let flat = flatten(action.statements, scene)
            if flat.statements.contains(where: { writesPath($0, paths) }) { runners.append((.action(name), flat.statements, written(flat.statements, paths))) }
        }
        // A runner that cannot change the root of any stack whose path it writes never loses its push: dropped, not
        // searched (a search can only learn that by seeing every state, and a counter makes them endless).
        let roots = RootChanges(context.analysis)
        runners.removeAll { entry in !roots.mayChangeRoot(of: entry.written, by: entry.statements) }
        guard !runners.isEmpty else { return [] }
        let navigator = context.navigator
        let goals = runners.map { entry in
            WitnessGoal(isMet: { state, frame in lostPush(entry.runner, entry.written, state, frame, navigator) != nil },
                        distance: { state in paths.contains { !(state.values[$0]?.listItems?.isEmpty ?? true) } ? 0 : 1 },
                        subject: GoalSubject(rule: description.id, range: runnerRange(entry.runner, scene),
                                             candidate: "whether this writes a path in the same update that resets it"))
        }
        let search = context.searchWitnesses(goals)
        var findings: [Finding] = []
        for (offset, entry) in runners.enumerated() {
            guard let index = search.found[offset] else { continue }
            let state = search.exploration.states[index].state
            guard let outcome = lostPush(entry.runner, entry.written, state, navigator.render(state), navigator) else { continue }
            var notes: [Note] = []
            if let write = entry.statements.first(where: { writesPath($0, paths) }) {
                notes.append(Note("it writes the path here", at: write.range))
            }
            if let change = entry.statements.first(where: { statement in
                guard let target = statement.target else { return false }
                return !paths.contains(target) && { if case .removeLast = statement.kind { return false }; return true }()
            }) {
                notes.append(Note("and changes what the stack's root shows here, so SwiftUI empties the path in the same update", at: change.range))
            }
            notes.append(Note("the push is lost when run \(search.exploration.when(index)) (\(outcome))"))
            let range = runnerRange(entry.runner, scene)
            let node: Int?
            switch entry.runner {
            case .button(let id): node = id
            case .action: node = nil
            }
            findings.append(Finding(range: range,
                                    message: "this action changes the root view of a stack and writes its path in the same update; SwiftUI resets the path of a stack whose root changed, so the push is lost",
                                    notes: notes, node: node))
        }
        return findings
    }

    static func runnerRange(_ runner: Runner, _ scene: Scene) -> SourceRange {
        switch runner {
        case .button(let id): return scene.nodes[id].nameRange
        case .action(let name): return scene.actions[name]?.nameRange ?? scene.range
        }
    }

    /// The paths among `paths` the statements write (none named: any of them).
    static func written(_ statements: [Statement], _ paths: Set<String>) -> Set<String> {
        let direct = Set(statements.compactMap { writesPath($0, paths) ? $0.target : nil })
        return direct.isEmpty ? paths : direct
    }

    /// Whether the statement is a write that can push (an append or a set), whatever it writes.
    static func writesAPath(_ statement: Statement) -> Bool {
        switch statement.kind {
        case .append, .set: return true
        default: return false
        }
    }

    static func writesPath(_ statement: Statement, _ paths: Set<String>) -> Bool {
        switch statement.kind {
        case .append(let name, _), .set(let name, _): return paths.contains(name)
        default: return false
        }
    }

    /// The statements an action runs, with the named actions it runs inlined (each once); `writesUnknown` when it
    /// runs a closure passed by a caller (its statements are known only where it is instantiated).
    static func flatten(_ statements: [Statement], _ scene: Scene) -> (statements: [Statement], writesUnknown: Bool) {
        var result: [Statement] = []
        var unknown = false
        var visited = Set<String>()
        func visit(_ list: [Statement]) {
            for statement in Statement.flattened(list) {
                if case .run(let name) = statement.kind {
                    if let action = scene.actions[name] {
                        if visited.insert(name).inserted { visit(action.statements) }
                    } else {
                        unknown = true
                    }
                    continue
                }
                result.append(statement)
            }
        }
        visit(statements)
        return (result, unknown)
    }

    /// What the interpreter says when running the Button or action in this state empties a path after the
    /// action wrote it (the push lost); nil otherwise.
    static func lostPush(_ runner: Runner, _ written: Set<String>, _ state: NavigationState, _ frame: Frame, _ navigator: Navigator) -> String? {
        // Only a reset of a path the action wrote loses its push (another stack's reset is not this finding).
        func lost(_ outcome: Outcome) -> String? {
            outcome.rootResets.first { reset in reset.binding.map(written.contains) ?? false }?.description
        }
        switch runner {
        case .button(let node):
            for element in frame.elements where element.template == node {
                guard case .runButton = element.effect else { continue }
                if let said = lost(navigator.activate(element, in: frame, state).1) { return said }
            }
            return nil
        case .action(let name):
            return lost(navigator.run(action: name, in: frame, state).1)
        }
    }
}
