import NavSceneDiagnostics
import NavSceneModel

/// A navigationDestination inside the content of a lazy container is only known while its row is realised.
enum DestinationInLazyContainer: Rule {
    static let description = RuleDescription(
        id: "destination-in-lazy-container",
        summary: "A navigationDestination is declared inside the content of a List, Table, Form, lazy stack or grid, or page-style TabView.",
        defaultSeverity: .error,
        swiftUIWarning: "Do not put a navigation destination modifier inside a \"lazy” container, like `List` or `LazyVStack`. These containers create child views only when needed to render on screen. Add the navigation destination modifier outside these containers so that the navigation stack can always see the destination.",
        rationale: "Lazy containers create their rows only when they scroll into view. A destination declared in a row is only known to the stack while that row exists, so links elsewhere (or in rows scrolled away) may find no destination, and SwiftUI ignores the modifier with a console warning. A modifier on the container itself is outside its content and is fine.",
        fix: "Move the modifier outside the lazy content: onto the nearest non-lazy ancestor (the ScrollView around a grid, as in the talk) or onto the List itself. The fix-it does this move, unless what the destination shows holds a NavigationStack of its own, which would then be pushed onto the stack: remove that stack first.",
        triggering: [
            RuleExample("destination on a link inside a LazyVGrid", """
            scene: Grid
            types:
              Color: { enum: [mint, pink] }
            root:
              NavigationStack:
                - ScrollView:
                    - LazyVGrid:
                        - NavigationLink: { title: Mint, value: Color.mint }
                          navigationDestination:
            #>            ^
                            for: Color
                            as: color
                            destination: { Text: "{color}" }
            """),
            RuleExample("destination on a static List row", """
            scene: ListRow
            state:
              show: Bool
            root:
              NavigationStack:
                - List:
                    - Button: { title: Show, action: [{ set: { show: true } }] }
                      navigationDestination:
            #>        ^
                        isPresented: $show
                        destination: { Text: Shown }
            """),
            RuleExample("destination inside a page-style TabView page", """
            scene: Pages
            types:
              Color: { enum: [mint, pink] }
            root:
              NavigationStack:
                - TabView:
                    style: page
                    tabs:
                      - Tab:
                          title: One
                          content:
                            NavigationLink: { title: Mint, value: Color.mint }
                            navigationDestination:
            #>              ^
                              for: Color
                              as: color
                              destination: { Text: "{color}" }
            """),
        ],
        nonTriggering: [
            RuleExample("destination on the ScrollView around the grid (the talk's fix)", """
            scene: Grid
            types:
              Color: { enum: [mint, pink] }
            root:
              NavigationStack:
                - ScrollView:
                    - LazyVGrid:
                        - NavigationLink: { title: Mint, value: Color.mint }
                  navigationDestination:
                    for: Color
                    as: color
                    destination: { Text: "{color}" }
            """),
            RuleExample("destination on the List itself", """
            scene: OnList
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
        ])

    static func check(_ context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        var pushed: [Int: [ViewNode]]?
        for node in context.scene.nodes where node.hasDestinations {
            let placement = DestinationPlacement(of: node, context.index)
            guard let lazy = placement.lazy, let kind = lazy.lazyKind else { continue }
            var seen = Set<SourceRange>()
            for (modifier, destination) in node.destinations where seen.insert(modifier.range).inserted {
                var notes = [Note("the \(kind)'s lazily created content starts here", at: lazy.nameRange)]
                notes += DestinationPlacement.crossingNotes(placement.lazyChain)
                var fixIts: [FixIt] = []
                if node.isInside(lazy), let target = moveTarget(for: node, lazy) {
                    let file = context.sources[modifier.range.file]
                    if let inner = DestinationOutsideStack.stackPushed(by: destination, &pushed, context) {
                        notes.append(Note("no fix-it: moved out of the lazy content, the modifier would push this NavigationStack onto the stack (nested-stack); remove this stack first", at: inner.nameRange))
                    } else if let fix = MoveModifier.fixIt(modifier, to: target, in: file, message: "move the modifier onto the \(target.name), outside the lazy content") {
                        fixIts.append(fix)
                    }
                }
                let type = destination.forType.flatMap(context.typeName)
                // The links that go dead because of it (the analysis saw them fail for this type).
                if let type {
                    var linked = Set<Int>()
                    for link in context.analysis.links where link.outcomes.contains(.dead(.noDestination(type: type))) {
                        guard linked.insert(link.node).inserted, linked.count <= 3 else { continue }
                        notes.append(Note("this link does nothing because of it", at: context.scene.nodes[link.node].nameRange))
                    }
                }
                let effect: String
                switch destination.trigger {
                case .isPresented:
                    effect = "it works only while its row exists, and SwiftUI says it will be ignored in a future release"
                case .item:
                    // No SwiftUI log of this form in lazy content is known (semantics: inferred, not observed).
                    effect = "navlint takes it as ignored, as SwiftUI ignores a `for:` destination there (inferred: no SwiftUI log of this form is known)"
                case .forType:
                    effect = "SwiftUI ignores it, whether or not the row is on screen"
                }
                findings.append(Finding(
                    range: modifier.nameRange,
                    message: "this navigationDestination is inside a \(kind)'s lazily created content; \(effect)",
                    notes: notes, fixIts: fixIts, node: node.id,
                    valueType: destination.forType.flatMap(context.typeName)))
            }
        }
        return findings
    }

    /// The outermost lazy container above the node (in its view body), then its plain parent if it has one (the
    /// talk's ScrollView), else the container itself (a modifier on a List is outside its rows).
    static func moveTarget(for node: ViewNode, _ nearest: ViewNode) -> ViewNode? {
        var outermost = nearest
        for ancestor in node.ancestors {
            if ancestor.isNavigationContainer { break }
            if ancestor.lazyKind != nil { outermost = ancestor }
        }
        // Only a view whose code encloses the modifier's: the caller's closure passed into a wrapper the module
        // defines sits inside the wrapper's body in the tree, but its text is elsewhere.
        // A view with its overlay or inset is no plain parent: a move onto the lazy container itself says what it does.
        if let parent = outermost.parent, outermost.role == .content, case .container(let kind, _) = parent.element, !kind.isLazy,
           parent.layeredView == nil,
           !parent.ancestors.contains(where: { $0.lazyKind != nil && !$0.isNavigationContainer }), parent.enclosesCode(of: node) {
            return parent
        }
        return outermost.enclosesCode(of: node) ? outermost : nil
    }
}
