import NavSceneDiagnostics
import NavSceneModel

/// A navigationDestination with no NavigationStack or NavigationSplitView around it is ignored.
enum DestinationOutsideStack: Rule {
    static let description = RuleDescription(
        id: "destination-outside-stack",
        summary: "A navigationDestination is not inside any NavigationStack or NavigationSplitView.",
        defaultSeverity: .error,
        swiftUIWarning: "The `navigationDestination` modifier only works inside a `NavigationStack` or a `NavigationSplitView`.",
        rationale: "Destinations register with the stack around them. A modifier chained after `NavigationStack { }` itself, or in a view that is never shown inside a stack (a sheet's content without its own stack), has no stack to register with, so every link presenting its type does nothing. A view shown in several contexts is reported for each known context where no stack is above it (a sheet without a stack of its own that shows a view a stack pushes elsewhere), the finding naming that context; contexts that are unknown give nothing.",
        fix: "Move the modifier onto a view inside the stack (the fix-it moves it onto the stack's root view, unless what it shows holds a NavigationStack of its own, which would then be pushed onto the stack: remove that stack first), or wrap the content in a NavigationStack.",
        triggering: [
            RuleExample("chained after the NavigationStack itself", """
            scene: Outside
            types:
              Color: { enum: [mint, pink] }
            root:
              NavigationStack:
                root:
                  List:
                    - NavigationLink: { title: Mint, value: Color.mint }
              navigationDestination:
            #>^
                for: Color
                as: color
                destination: { Text: "{color}" }
            """),
            RuleExample("in a sheet without its own stack", """
            scene: Sheet
            state:
              showSheet: Bool
              showMore: Bool
            root:
              NavigationStack:
                - Button: { title: Open, action: [{ set: { showSheet: true } }] }
                  sheet:
                    isPresented: $showSheet
                    content:
                      Button: { title: More, action: [{ set: { showMore: true } }] }
                      navigationDestination:
            #>        ^
                        isPresented: $showMore
                        destination: { Text: More }
            """),
        ],
        nonTriggering: [
            RuleExample("on the List inside the stack", """
            scene: Inside
            types:
              Color: { enum: [mint, pink] }
            root:
              NavigationStack:
                - List:
                    - NavigationLink: { title: Mint, value: Color.mint }
                  navigationDestination:
                    for: Color
                    as: color
                    destination: { Text: "{color}" }
            """),
            RuleExample("in a split view column", """
            scene: Columns
            types:
              Color: { enum: [mint, pink] }
            root:
              NavigationSplitView:
                sidebar:
                  List:
                    - NavigationLink: { title: Mint, value: Color.mint }
                  navigationDestination:
                    for: Color
                    as: color
                    destination: { Text: "{color}" }
                detail:
                  Text: Pick a color
            """),
        ])

    static func check(_ context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        var pushed: [Int: [ViewNode]]?
        for node in context.scene.nodes where node.hasDestinations {
            // Outside in every known context, but what is above it is unknown somewhere: no finding (said with
            // --verbose).
            var unknownBecause: String?
            switch context.index.knownOutcomes(of: node, question: "inside navigation", atEnd: false, decide: isInsideNavigation(at:)) {
            case [false]? where context.index.navigationAbsenceIsUnprovenEverywhere(node): continue
            case [false]?: break
            case nil:
                guard let reason = context.index.unknownAbove(node, unless: true, decide: isInsideNavigation(at:)) else {
                    findings += ignoredInSomeContexts(node, context)
                    continue
                }
                unknownBecause = reason
            default:
                findings += ignoredInSomeContexts(node, context)
                continue
            }
            var seen = Set<SourceRange>()
            for (modifier, destination) in node.destinations where seen.insert(modifier.range).inserted {
                var notes: [Note] = []
                var fixIts: [FixIt] = []
                if case .stack(let stack) = node.element {
                    notes.append(Note("the modifier is attached to the NavigationStack itself, which is outside the stack's content", at: node.nameRange))
                    // Moved inside, the destination would push what it shows: a view holding a stack of its own would
                    // then be a nested stack, a new error of the fix. The fix is left to the person (remove that stack).
                    if let inner = stackPushed(by: destination, &pushed, context) {
                        notes.append(Note("no fix-it: moved inside the stack, the modifier would push this NavigationStack onto it (nested-stack); remove this stack first", at: inner.nameRange))
                    } else if stack.root.count == 1, let target = stack.root.first,
                       let fix = MoveModifier.fixIt(modifier, to: target, in: context.sources[modifier.range.file],
                                                    message: "move the modifier onto the \(target.name) inside the stack") {
                        fixIts.append(fix)
                    }
                }
                findings.append(Finding(range: modifier.nameRange,
                                        message: "this navigationDestination has no NavigationStack or NavigationSplitView around it, so it is ignored",
                                        notes: notes, fixIts: fixIts, node: node.id, valueType: destination.forType.flatMap(context.typeName),
                                        unknownBecause: unknownBecause))
            }
        }
        return findings
    }

    /// Where a known step above a node decides whether it is inside navigation: a navigation container's content, a
    /// presentation (the presenting node, whose presented content starts a new context), or no step (the scene's root,
    /// or a climb cut where a view shows itself: not a context to name, so not reported per context).
    enum Place: Hashable {
        case inside
        case presented(by: Int)
        case undecided
    }

    static func place(at step: Ancestry) -> Place? {
        isInsideNavigation(at: step).map { $0 ? .inside : .presented(by: step.node.id) }
    }

    /// A node shown inside navigation in some contexts and outside every stack in other known ones (a view that a
    /// sheet without a stack of its own shows, and a stack pushes elsewhere): SwiftUI ignores its destinations in each
    /// of the latter, where the view is shown. One finding per modifier, a note per such context; unknown contexts give
    /// nothing.
    static func ignoredInSomeContexts(_ node: ViewNode, _ context: RuleContext) -> [Finding] {
        var places = context.index.knownDecisions(of: node, question: "navigation place", atEnd: Place.undecided, decide: place(at:))
        if places.contains(where: { if case .presented = $0 { return true } else { return false } }) {
            // A presentation that shows the view only through the bare branch of an optional stack (the caller's
            // flag chooses it) proves nothing (`navigationAbsenceIsUnproven`): kept only where some other context
            // through it does.
            var proven = Set<Place>()
            for c in context.index.contexts(from: node, modifiersBreak: true) where !context.index.navigationAbsenceIsUnproven(c, of: node) {
                if let decided = c.chain.lazy.compactMap(place(at:)).first { proven.insert(decided) }
            }
            places = places.filter { if case .presented = $0 { return proven.contains($0) } else { return true } }
        }
        var notes: [Note] = []
        for place in places {
            switch place {
            case .inside, .undecided: continue
            case .presented(let id):
                let presenter = context.scene.nodes[id]
                let presentations = presenter.modifiers.compactMap { modifier -> (Modifier, Presentation)? in
                    guard case .presentation(let presentation) = modifier.kind, !presentation.isDialog else { return nil }
                    return (modifier, presentation)
                }
                if presentations.count == 1, let (modifier, presentation) = presentations.first {
                    notes.append(Note("ignored where this \(presentation.style.rawValue) shows the view: its content has no NavigationStack of its own", at: modifier.nameRange))
                } else {
                    notes.append(Note("ignored where a presentation of this \(presenter.name) shows the view: its content has no NavigationStack of its own", at: presenter.nameRange))
                }
            }
        }
        guard !notes.isEmpty else { return [] }
        notes.sort { a, b in
            guard let x = a.range, let y = b.range else { return a.range == nil && b.range != nil }
            return (x.file, x.start.line, x.start.column) < (y.file, y.start.line, y.start.column)
        }
        var findings: [Finding] = []
        var seen = Set<SourceRange>()
        for (modifier, destination) in node.destinations where seen.insert(modifier.range).inserted {
            findings.append(Finding(range: modifier.nameRange,
                                    message: "this navigationDestination is ignored where the view is shown with no NavigationStack or NavigationSplitView around it (it works where a stack is above it)",
                                    notes: notes, node: node.id, valueType: destination.forType.flatMap(context.typeName)))
        }
        return findings
    }

    /// The NavigationStack a push of the destination's content would nest in the stack it is pushed onto (nil: none).
    /// Every move fix-it of the destination rules makes the destination effective where it was ignored (or declared
    /// once where it was repeated), so none is offered when this is a stack: the fix would bring a new `nested-stack`
    /// error. `pushed` is `stacksPushed`, computed on the first call of a rule's check.
    static func stackPushed(by destination: Destination, _ pushed: inout [Int: [ViewNode]]?, _ context: RuleContext) -> ViewNode? {
        let table = pushed ?? stacksPushed(context)
        pushed = table
        return destination.content.lazy.compactMap({ table[$0.id]?.first }).first
    }

    /// Per destination content node: the NavigationStacks it shows on its own screen (through the views it
    /// instantiates, before any other navigation container, presentation or push), which a push of that content
    /// would nest in the stack it is pushed onto. One climb per stack over the index's memoized chains.
    static func stacksPushed(_ context: RuleContext) -> [Int: [ViewNode]] {
        var pushed: [Int: [ViewNode]] = [:]
        for stack in context.scene.nodes where stack.isStack {
            for chain in context.index.chains(from: stack) {
                var below = stack
                for step in chain {
                    if step.role == .destination { pushed[below.id, default: []].append(stack); break }
                    if step.role == .linkDestination || step.role == .presentation || step.node.isNavigationContainer { break }
                    if case .column = step.role { break }
                    below = step.node
                }
            }
        }
        return pushed
    }

    /// Whether a step up reaches a navigation container's content (true) or a new presentation context (false) first;
    /// nil for a step that decides neither.
    static func isInsideNavigation(at step: Ancestry) -> Bool? {
        if step.role == .presentation { return false }
        if step.node.isNavigationContainer, step.role != .destination { return true }
        return nil
    }
}
