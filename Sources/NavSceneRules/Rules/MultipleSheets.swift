import NavSceneAnalysis
import NavSceneDiagnostics
import NavSceneModel
import NavSceneRuntime

/// Two sheets (or covers, popovers) presented from one level of the hierarchy at the same time: SwiftUI presents only
/// the first and logs a warning. A sheet presented from inside another sheet's content is fine. The witness search
/// reports each presentation it can show presented together with an earlier one, with the taps that get there, and
/// each Button that closes its sheet and presents another in the same tap (`MultipleSheets+Dismissing.swift`).
enum MultipleSheets: Rule {
    static let description = RuleDescription(
        id: "multiple-sheets",
        summary: "Two sheets, covers or popovers can be presented at the same time from one level of the view hierarchy, or a Button closes its sheet and presents another in the same tap; SwiftUI shows only the first.",
        defaultSeverity: .warning,
        swiftUIWarning: "Currently, only presenting a single sheet is supported. The next sheet will be presented when the currently presented sheet gets dismissed.",
        rationale: "A view (and everything on the same screen or sheet as it) presents one sheet at a time. When a second presentation's Bool or item becomes set while the first is shown (one Button setting both flags, a deep link, a flag left set), SwiftUI keeps the first, logs the warning and presents the second only after the first is dismissed, so the screen the action meant to show does not appear and the flag stays set. A sheet presented from inside another sheet's content is a stack of sheets and is fine. The same happens when a Button inside a sheet closes it (`dismiss()`, or clearing its flag) and sets another presentation's trigger (its presenter's flag, or a flag of the sheet's own content) in the same tap: the dismissal animates, the sheet is still shown when SwiftUI reads the new trigger, so the second sheet is not presented and its flag stays set.",
        fix: "Drive the presentations with one optional enum and one `sheet(item:)` (setting it to another case swaps the sheets), present the second sheet from inside the first one's content, or set the second trigger in the first sheet's `onDismiss`.",
        triggering: [
            RuleExample("one Button sets two sheet flags", """
            scene: TwoSheets
            state:
              showHelp: Bool
              showSettings: Bool
            root:
              VStack:
                - Button: { title: Both, action: [{ set: { showHelp: true, showSettings: true } }] }
              sheet:
                - isPresented: $showHelp
                  content: [{ Text: Help }]
                - isPresented: $showSettings
            #>    ^
                  content: [{ Text: Settings }]
            """),
            RuleExample("a cover and a sheet on two views of one screen", """
            scene: CoverAndSheet
            state:
              showLogin: Bool
              showNews: Bool
            root:
              VStack:
                - Text: Home
                  fullScreenCover:
                    isPresented: $showLogin
                    content: [{ Text: Log in }]
                - Button: { title: News, action: [{ set: { showNews: true } }] }
                  sheet:
                    isPresented: $showNews
            #>      ^
                    content: [{ Text: News }]
            actions:
              launch:
                - set: { showLogin: true, showNews: true }
            """),
            RuleExample("a Button in a sheet dismisses it and presents its presenter's other sheet", """
            scene: DismissAndPresent
            state:
              showLogin: Bool
              showSignup: Bool
            root:
              VStack:
                - Button: { title: Log in, action: [{ set: { showLogin: true } }] }
              sheet:
                - isPresented: $showLogin
                  content:
                    - Button: { title: Create an account, action: [dismiss, { set: { showSignup: true } }] }
            #>        ^
                - isPresented: $showSignup
                  content: [{ Text: Sign up }]
            """),
        ],
        nonTriggering: [
            RuleExample("the second sheet is presented from inside the first", """
            scene: Nested
            state:
              showHelp: Bool
              showMore: Bool
            root:
              VStack:
                - Button: { title: Help, action: [{ set: { showHelp: true } }] }
              sheet:
                isPresented: $showHelp
                content:
                  - Button: { title: More, action: [{ set: { showMore: true } }] }
                    sheet:
                      isPresented: $showMore
                      content: [{ Text: More }]
            """),
            RuleExample("a Button in a sheet swaps one sheet(item:) to another case", """
            scene: SwapItem
            types:
              Panel: { enum: [login, signup] }
            state:
              panel: Panel?
            root:
              VStack:
                - Button: { title: Log in, action: [{ set: { panel: Panel.login } }] }
              sheet:
                item: $panel
                as: shown
                content:
                  - Text: "{shown}"
                  - Button: { title: Create an account, action: [{ set: { panel: Panel.signup } }] }
                  - Button: { title: Close, action: [dismiss] }
            """),
            RuleExample("one optional enum drives one sheet", """
            scene: OneItem
            types:
              Panel: { enum: [help, settings] }
            state:
              panel: Panel?
            root:
              VStack:
                - Button: { title: Help, action: [{ set: { panel: Panel.help } }] }
                - Button: { title: Settings, action: [{ set: { panel: Panel.settings } }] }
              sheet:
                item: $panel
                as: panel
                content: [{ Text: "{panel}" }]
            """),
        ])

    /// A presentation modifier: the node holding it and its index among the node's modifiers.
    struct Site: Hashable, Comparable {
        var node: Int
        var modifier: Int
        static func < (a: Site, b: Site) -> Bool { (a.node, a.modifier) < (b.node, b.modifier) }
    }

    static func check(_ context: RuleContext) -> [Finding] {
        sameLevelFindings(context) + dismissingFindings(context)
    }

    static func sameLevelFindings(_ context: RuleContext) -> [Finding] {
        let scene = context.scene
        var sites: [Site] = []
        for node in scene.nodes where !node.modifiers.isEmpty {
            for (index, modifier) in node.modifiers.enumerated() {
                guard case .presentation(let presentation) = modifier.kind, !presentation.isDialog else { continue }
                sites.append(Site(node: node.id, modifier: index))
            }
        }
        guard sites.count > 1 else { return [] }
        sites = candidates(sites, scene)
        guard !sites.isEmpty else { return [] }
        let goals = sites.map { site -> WitnessGoal in
            let modifier = scene.nodes[site.node].modifiers[site.modifier]
            return WitnessGoal(isMet: { _, frame in earlierAtSameLevel(site, frame) != nil },
                               subject: GoalSubject(rule: description.id, range: range(modifier),
                                                    candidate: "this \(modifier.name) presented while another presentation from the same level is shown"))
        }
        let search = context.searchWitnesses(goals)
        var findings: [Finding] = []
        for (offset, site) in sites.enumerated() {
            guard let index = search.found[offset] else { continue }
            let frame = context.navigator.render(search.exploration.states[index].state)
            guard let other = earlierAtSameLevel(site, frame) else { continue }
            let modifier = scene.nodes[site.node].modifiers[site.modifier]
            let kind = modifier.name
            var notes: [Note] = []
            if other != site {
                let otherModifier = scene.nodes[other.node].modifiers[other.modifier]
                notes.append(Note("the \(otherModifier.name) presented from the same level, which SwiftUI keeps", at: range(otherModifier)))
            } else {
                notes.append(Note("two instances of this \(kind) are presented together"))
            }
            notes.append(Note("both are presented \(search.exploration.when(index))"))
            findings.append(Finding(range: range(modifier),
                                    message: "this \(kind) can be presented while another presentation from the same level is shown; SwiftUI shows only the first and logs that only a single sheet is supported",
                                    notes: notes, node: site.node))
        }
        return findings
    }

    /// The presentations whose trigger one action sets together with another presentation's trigger (a Button,
    /// a named action, an event handler): the ones the witness search looks at. A presentation set only by actions
    /// that set no other trigger is not searched.
    static func candidates(_ sites: [Site], _ scene: Scene) -> [Site] {
        var byTrigger: [String: [Site]] = [:]
        for site in sites {
            guard case .presentation(let presentation) = scene.nodes[site.node].modifiers[site.modifier].kind else { continue }
            byTrigger[presentation.binding.state, default: []].append(site)
        }
        var lists: [[Statement]] = scene.actionOrder.compactMap { scene.actions[$0]?.statements }
        for node in scene.nodes {
            if case .button(let button) = node.element { lists.append(button.action) }
            for modifier in node.modifiers {
                if case .event(let handler) = modifier.kind { lists.append(handler.statements) }
            }
        }
        // Each group: presentations one action may present together. A site is searched when some other site of its
        // group may be on screen with it (`together`). A trigger written alone, or a set of triggers written together,
        // is decided once, however many actions write it (one flag of every feature set by each feature's Buttons:
        // deciding it per action was the sites times the actions).
        var groups: [[Site]] = []
        var decidedAlone = Set<String>()
        var decidedTogether = Set<[String]>()
        for list in lists {
            // The triggers the list may present with: a write of `false` or `nil` only dismisses (`showA = false;
            // showB = true` closes one and opens the other: never both at once through this list).
            let statements = PathWrittenTwice.flatten(list, scene).statements
            let set = Set(statements.filter(mayPresent).compactMap(\.target)).filter { byTrigger[$0] != nil }
            if set.count > 1 {
                let triggers = set.sorted()
                if decidedTogether.insert(triggers).inserted { groups.append(triggers.flatMap { byTrigger[$0] ?? [] }) }
            } else if let only = set.first, decidedAlone.insert(only).inserted {
                // One trigger shared by presentations of several views (a global `editing` flag of many features):
                // searched where one view declares two of them; across views it stays latent (whether two of those
                // views are on screen together at one level is what an unbounded search of a large app would need).
                let byView = Dictionary(grouping: byTrigger[only] ?? []) { scene.nodes[$0.node].owningView ?? "" }
                groups += byView.values
            }
        }
        var chosen = Set<Site>()
        for group in groups where group.count > 1 { chosen.formUnion(together(group, scene)) }
        return sites.filter(chosen.contains)
    }

    /// How many sites a group may hold for the pairwise test of `together`; a larger group is searched whole.
    static let maxPairwise = 64

    /// The sites of a group that may be presented with another of the group: another written presentation (copies of
    /// one written modifier, a helper inlined in several branches, are one) that is not on an alternative SwiftUI
    /// shows instead of it. An `if`'s two branches, a `switch`'s cases and a `ViewThatFits`'s children are never on
    /// screen together (one per render), so presentations only there are never shown at once: they are decided here,
    /// not left to a search that can only fail to find the state.
    static func together(_ group: [Site], _ scene: Scene) -> [Site] {
        guard group.count <= maxPairwise else { return group }
        let places = group.map { alternatives(scene.nodes[$0.node]) }
        let written = group.map { range(scene.nodes[$0.node].modifiers[$0.modifier]) }
        return group.indices.filter { i in
            group.indices.contains { j in
                j != i && written[j] != written[i] && !exclusive(places[i], places[j])
            }
        }.map { group[$0] }
    }

    /// For each alternative above a node (an `if`, a `switch`, a `ViewThatFits`), which branch, case or child holds it.
    static func alternatives(_ node: ViewNode) -> [ObjectIdentifier: Int] {
        var result: [ObjectIdentifier: Int] = [:]
        var child = node
        while let parent = child.parent {
            let index: Int?
            switch parent.element {
            case .conditional(let conditional):
                index = conditional.then.contains { $0 === child } ? 0 : conditional.otherwise.contains { $0 === child } ? 1 : nil
            case .switchOn(let switchOn):
                index = switchOn.cases.firstIndex { $0.content.contains { $0 === child } }
                    ?? (switchOn.defaultContent.contains { $0 === child } ? switchOn.cases.count : nil)
            case .container(.viewThatFits, let content):
                index = content.firstIndex { $0 === child }
            default:
                index = nil
            }
            if let index { result[ObjectIdentifier(parent)] = index }
            child = parent
        }
        return result
    }

    /// Whether two nodes sit on different alternatives of one `if`, `switch` or `ViewThatFits`.
    static func exclusive(_ a: [ObjectIdentifier: Int], _ b: [ObjectIdentifier: Int]) -> Bool {
        let (small, large) = a.count <= b.count ? (a, b) : (b, a)
        return small.contains { key, index in large[key].map { $0 != index } ?? false }
    }

    /// Whether a write may present what its target triggers (anything but setting `false` or `nil`).
    static func mayPresent(_ statement: Statement) -> Bool {
        guard case .set(_, let value) = statement.kind else { return true }
        switch value.kind {
        case .bool(false), .null: return false
        default: return true
        }
    }

    /// Another presentation shown at the same level as `site` in this frame (an earlier one in source order, or
    /// another instance of the same modifier), or nil.
    static func earlierAtSameLevel(_ site: Site, _ frame: Frame) -> Site? {
        let shown = frame.presentations.filter { !isDialog($0.style) && $0.template >= 0 }
        guard shown.count > 1 else { return nil }
        let contentKeys = shown.map { context -> String in
            if case .screen(let screen) = context.content { return screen.key }
            return ""
        }
        /// The content key of the presentation a presenter sits in ("" for the base).
        func level(_ presenter: String) -> String {
            contentKeys.filter { !$0.isEmpty && presenter.hasPrefix($0) }.max { $0.count < $1.count } ?? ""
        }
        for (offset, context) in shown.enumerated() where Site(node: context.template, modifier: context.modifier) == site {
            let mine = level(context.presenter)
            for (otherOffset, other) in shown.enumerated() where otherOffset != offset {
                let otherSite = Site(node: other.template, modifier: other.modifier)
                guard otherSite <= site, level(other.presenter) == mine else { continue }
                return otherSite
            }
        }
        return nil
    }

    /// The presentation's own entry when it follows the modifier's name (one of a list of sheets in a scene file),
    /// else the modifier's name (in Swift the call's range includes the view it modifies).
    static func range(_ modifier: Modifier) -> SourceRange {
        if case .presentation(let presentation) = modifier.kind,
           presentation.range.file == modifier.nameRange.file, presentation.range.start.offset > modifier.nameRange.start.offset {
            return presentation.range
        }
        return modifier.nameRange
    }

    static func isDialog(_ style: Presentation.Style) -> Bool { style == .alert || style == .confirmationDialog }
}
