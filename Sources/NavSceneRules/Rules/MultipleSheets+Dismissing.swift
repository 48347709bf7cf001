import NavSceneAnalysis
import NavSceneDiagnostics
import NavSceneModel
import NavSceneRuntime

/// The second way to hit "only presenting a single sheet is supported": a Button inside a sheet (or cover, popover)
/// that closes it (`dismiss()`, or clearing its flag) and, in the same tap, sets another presentation's trigger. The
/// dismissal animates, so when SwiftUI reads the new trigger the first sheet is still shown: the second one is not
/// presented (from the same level or from inside the sheet going away), and its flag stays set. Candidates are the
/// Buttons in a presentation one run of whose action dismisses it (from its root screen) and writes a sheet's
/// trigger, or writes two (through bindings); the witness search confirms each with a state in which the tap closes
/// the sheet and, with the sheet kept on screen, presents something that was not shown.
extension MultipleSheets {
    struct DismissingTap {
        var dismissed: PresentedContext
        var presented: PresentedContext
    }

    static func dismissingFindings(_ context: RuleContext) -> [Finding] {
        let scene = context.scene
        let analysis = context.analysis
        // Only a sheet, cover or popover is closed or presented in the goal (an alert beside a dismissal is not
        // this message), so a Button that writes no other trigger can never meet it: no search.
        let triggers = analysis.sheetTriggers
        let buttons = scene.nodes.compactMap { node -> Int? in
            guard case .button = node.element, analysis.realised.contains(node.id),
                  analysis.scopes(of: node.id).contains(where: { $0.presentation != nil }) else { return nil }
            // One run of the action must close and present (exclusive branches are never one run).
            let effects = analysis.presentationEffects(ofButton: node.id, triggers: triggers)
            guard effects.writesTwo || effects.dismissesAndWrites && mayCloseItsPresentation(node.id, analysis) else { return nil }
            return node.id
        }
        guard !buttons.isEmpty else { return [] }
        let navigator = context.navigator
        let goals = buttons.map { button in
            WitnessGoal(isMet: { state, frame in presentedWhileDismissing(button, state, frame, navigator) != nil },
                        subject: GoalSubject(rule: description.id, range: scene.nodes[button].nameRange,
                                             candidate: "whether this Button can close its sheet and present another in the same tap"))
        }
        let search = context.searchWitnesses(goals)
        var findings: [Finding] = []
        for (offset, button) in buttons.enumerated() {
            guard let index = search.found[offset] else { continue }
            let state = search.exploration.states[index].state
            guard let tap = presentedWhileDismissing(button, state, navigator.render(state), navigator) else { continue }
            let presented = scene.nodes[tap.presented.template].modifiers[tap.presented.modifier]
            let dismissed = scene.nodes[tap.dismissed.template].modifiers[tap.dismissed.modifier]
            let inside = !contentKey(tap.dismissed).isEmpty && tap.presented.presenter.hasPrefix(contentKey(tap.dismissed))
            let notes = [
                Note("the \(presented.name) it presents" + (inside ? ", from inside the \(dismissed.name) going away" : ""), at: range(presented)),
                Note("the \(dismissed.name) it closes, still shown while SwiftUI reads the new trigger", at: range(dismissed)),
                Note("both happen when tapped \(search.exploration.when(index))"),
            ]
            findings.append(Finding(range: scene.nodes[button].nameRange,
                                    message: "this Button closes the \(dismissed.name) it is in and presents a \(presented.name) in the same tap; SwiftUI still shows the first, logs that only a single sheet is supported and does not present the second",
                                    notes: notes, node: button))
        }
        return findings
    }

    /// The tap closes the sheet the Button is in, and the state it leaves, with that sheet's trigger kept as it was
    /// (the sheet still on screen while its dismissal animates), presents a sheet, cover or popover that was not shown.
    static func presentedWhileDismissing(_ button: Int, _ state: NavigationState, _ frame: Frame, _ navigator: Navigator) -> DismissingTap? {
        let shown = frame.presentations.filter { !isDialog($0.style) && $0.template >= 0 }
        guard let sheet = shown.last, case .presentation(let trigger, _) = sheet.origin, let before = state.values[trigger] else { return nil }
        let identities = Set(shown.map(identity))
        for element in frame.elements where element.template == button {
            guard case .runButton = element.effect else { continue }
            let after = navigator.activate(element, in: frame, state).0
            guard !navigator.render(after).presentations.contains(where: { identity($0) == identity(sheet) }) else { continue }
            var during = after
            during.values[trigger] = before
            let duringFrame = navigator.render(during)
            guard duringFrame.presentations.contains(where: { identity($0) == identity(sheet) }),
                  let presented = duringFrame.presentations.first(where: { !isDialog($0.style) && $0.template >= 0 && !identities.contains(identity($0)) })
            else { continue }
            return DismissingTap(dismissed: sheet, presented: presented)
        }
        return nil
    }

    /// Whether the Button may sit on the root screen of a presentation, where `dismiss` closes it (on a screen
    /// pushed inside the presentation it pops that screen instead).
    static func mayCloseItsPresentation(_ node: Int, _ analysis: ReachabilityAnalysis) -> Bool {
        analysis.scopes(of: node).contains { scope in
            guard scope.presentation != nil else { return false }
            return scope.stack.map { analysis.stacks[$0].rootScreen == scope.screen } ?? true
        }
    }

    /// A presentation's modifier and the view instance holding it.
    static func identity(_ context: PresentedContext) -> String {
        "\(context.template).\(context.modifier)@\(context.presenter)"
    }

    static func contentKey(_ context: PresentedContext) -> String {
        if case .screen(let screen) = context.content { return screen.key }
        return ""
    }
}
