import NavSceneAnalysis
import NavSceneDiagnostics
import NavSceneModel

/// Two destinations for one type on one stack.
enum DuplicateDestination: Rule {
    static let description = RuleDescription(
        id: "duplicate-destination",
        summary: "One stack has two navigationDestination declarations for the same type (including one a pushed or recursive view declares again).",
        defaultSeverity: .warning,
        swiftUIWarning: "was declared earlier on the stack. Only the destination declared closest to the root view of the stack will be used.",
        rationale: "A stack maps each value type to one destination: the one declared closest to its root. Any other declaration for the type is ignored (SwiftUI warns each time it is seen), which hides mistakes when the two differ; a recursive view that declares the destination itself re-declares it at every level.",
        fix: "Declare each type's destination once, at the root of the stack, and remove the others.",
        triggering: [
            RuleExample("declared twice on sibling views", """
            scene: Twice
            types:
              Color: { enum: [mint, pink] }
            root:
              NavigationStack:
                - VStack:
                    - List:
                        - NavigationLink: { title: Mint, value: Color.mint }
                      navigationDestination:
                        for: Color
                        as: color
                        destination: { Text: "{color}" }
                    - Text: More
                      navigationDestination:
            #>        ^
                        for: Color
                        as: color
                        destination: { Text: "Other {color}" }
            """),
            RuleExample("re-declared by a recursive view", """
            scene: Recursive
            types:
              Color: { enum: [mint, pink] }
            root:
              NavigationStack:
                - Swatch: { color: Color.mint }
            views:
              Swatch:
                parameters: { color: Color }
                body:
                  List:
                    - NavigationLink: { title: Pink, value: Color.pink }
                  navigationDestination:
            #>    ^
                    for: Color
                    as: next
                    destination: { Swatch: { color: next } }
            """),
            RuleExample("re-declared by a screen an action can push above the first", """
            scene: PushedFromAnywhere
            types:
              Album: { enum: [first] }
              Artist: { enum: [one] }
              Track: { enum: [intro] }
            state:
              path: NavigationPath
            root:
              NavigationStack:
                path: $path
                root:
                  - List:
                      - NavigationLink: { title: Album, value: Album.first }
                    navigationDestination:
                      - for: Album
                        as: album
                        destination: { AlbumView: { album: album } }
                      - for: Artist
                        as: artist
                        destination: { ArtistView: { artist: artist } }
            views:
              AlbumView:
                parameters: { album: Album }
                body:
                  NavigationLink: { title: Intro, value: Track.intro }
                  navigationDestination:
                    for: Track
                    as: track
                    destination: { Text: "{track}" }
              ArtistView:
                parameters: { artist: Artist }
                body:
                  NavigationLink: { title: Intro, value: Track.intro }
                  navigationDestination:
            #>    ^
                    for: Track
                    as: track
                    destination: { Text: "Artist {track}" }
            actions:
              openArtist:
                - append: { path: Artist.one }
            """),
        ],
        nonTriggering: [
            RuleExample("two screens pushed only from the root, each declaring the type", """
            scene: SiblingScreens
            types:
              Album: { enum: [first] }
              Artist: { enum: [one] }
              Track: { enum: [intro] }
            state:
              path: NavigationPath
            root:
              NavigationStack:
                path: $path
                root:
                  - List:
                      - NavigationLink: { title: Album, value: Album.first }
                      - NavigationLink: { title: Artist, value: Artist.one }
                    navigationDestination:
                      - for: Album
                        as: album
                        destination: { AlbumView: { album: album } }
                      - for: Artist
                        as: artist
                        destination: { ArtistView: { artist: artist } }
            views:
              AlbumView:
                parameters: { album: Album }
                body:
                  NavigationLink: { title: Intro, value: Track.intro }
                  navigationDestination:
                    for: Track
                    as: track
                    destination: { Text: "{track}" }
              ArtistView:
                parameters: { artist: Artist }
                body:
                  NavigationLink: { title: Intro, value: Track.intro }
                  navigationDestination:
                    for: Track
                    as: track
                    destination: { Text: "Artist {track}" }
            """),
            RuleExample("one destination per type", """
            scene: Once
            types:
              Color: { enum: [mint, pink] }
              Shade: { enum: [light, dark] }
            root:
              NavigationStack:
                - List:
                    - NavigationLink: { title: Mint, value: Color.mint }
                    - NavigationLink: { title: Light, value: Shade.light }
                  navigationDestination:
                    - for: Color
                      as: color
                      destination: { Text: "{color}" }
                    - for: Shade
                      as: shade
                      destination: { Text: "{shade}" }
            """),
            RuleExample("the same type on two separate stacks", """
            scene: TwoStacks
            types:
              Color: { enum: [mint, pink] }
            root:
              TabView:
                tabs:
                  - Tab:
                      title: One
                      content:
                        NavigationStack:
                          - NavigationLink: { title: Mint, value: Color.mint }
                            navigationDestination:
                              for: Color
                              as: color
                              destination: { Text: "{color}" }
                  - Tab:
                      title: Two
                      content:
                        NavigationStack:
                          - NavigationLink: { title: Pink, value: Color.pink }
                            navigationDestination:
                              for: Color
                              as: color
                              destination: { Text: "{color}" }
            """),
        ])

    /// Per stack and type: two registrations that can be on the stack at the same time, one closer to the root.
    /// Two screens pushed by alternative links at the same depth never are (neither can push the other), nor are
    /// two branches of one `if`.
    static func check(_ context: RuleContext) -> [Finding] {
        let analysis = context.analysis
        var findings: [Finding] = []
        var reported = Set<SourceRange>()
        var witnessed: [(finding: Int, type: String, node: Int, slot: Int)] = []
        // Built only when some stack registers a type twice, and then once for every stack.
        var places: PushPlaces?
        for stack in analysis.stacks {
            var byType: [String: [Int]] = [:]
            for registration in stack.registrations { byType[registration.type, default: []].append(registration.occurrence) }
            // Which screens can be below which, asked only for a type registered twice, built at the first question.
            var stackBelow: Below?
            func below() -> Below {
                if let stackBelow { return stackBelow }
                if places == nil { places = PushPlaces(analysis) }
                let built = Below(stack, analysis, places!)
                stackBelow = built
                return built
            }
            for (type, occurrences) in byType.sorted(by: { $0.key < $1.key }) where occurrences.count > 1 {
                for (offset, loserIndex) in occurrences.enumerated() {
                    let loser = analysis.destinations[loserIndex]
                    // The first registration before it that can coexist with it wins over it.
                    guard let winnerIndex = occurrences.prefix(offset).first(where: { winnerIndex in
                        let winner = analysis.destinations[winnerIndex]
                        if winner.place.screen == loser.place.screen {
                            // Repetition of one declaration on one screen is a ForEach's: destination-in-foreach.
                            guard [winner.node, winner.slot] != [loser.node, loser.slot] else { return false }
                            return !analysis.excludeEachOther(winner.place.guards, loser.place.guards)
                        }
                        return below().canBeBelow(winner.place.screen, loser.place.screen, lowerGuards: winner.place.guards)
                    }) else { continue }
                    let winner = analysis.destinations[winnerIndex]
                    guard let loserRange = range(loser, context), let winnerRange = range(winner, context),
                          reported.insert(loserRange).inserted else { continue }
                    let sameDeclaration = loserRange == winnerRange
                    var notes: [Note] = []
                    if !sameDeclaration {
                        notes.append(Note("the declaration closest to the stack's root, which SwiftUI uses", at: winnerRange))
                    }
                    if loser.place.screen != winner.place.screen {
                        notes.append(Note("declared again by a screen pushed above the one declaring the first"))
                    }
                    witnessed.append((findings.count, type, loser.node, loser.slot))
                    findings.append(Finding(range: loserRange,
                                            message: sameDeclaration
                                                ? "this navigationDestination for \(type) is declared again by every pushed screen that shows this view; only the one closest to the root is used"
                                                : "another navigationDestination for \(type) on this stack is closer to the root, so this one is ignored",
                                            notes: notes, node: loser.node, valueType: type))
                }
            }
        }
        // A state in which both are registered, and how to get there (illustration: the verdict is static).
        let goals = witnessed.map { entry in
            WitnessGoal(isMet: { _, frame in
                frame.stacks.values.contains { info in
                    (info.registry[entry.type] ?? []).dropFirst().contains { $0.template == entry.node && $0.index == entry.slot }
                }
            })
        }
        let search = context.illustrate(goals)
        for (offset, entry) in witnessed.enumerated() {
            guard let state = search.found[offset] else { continue }
            let frame = context.navigator.render(search.exploration.states[state].state)
            let depth = frame.stacks.values.lazy.compactMap { info in
                (info.registry[entry.type] ?? []).dropFirst().first { $0.template == entry.node && $0.index == entry.slot }?.depth
            }.first ?? 0
            var notes = findings[entry.finding].notes.filter { $0.message != "declared again by a screen pushed above the one declaring the first" }
            notes.append(Note(depth > 0 ? "declared again by the screen pushed at depth \(depth) after: \(search.exploration.witness(state))"
                                        : "both are registered after: \(search.exploration.witness(state))"))
            findings[entry.finding].notes = notes
        }
        return findings
    }

    static func range(_ occurrence: DestinationOccurrence, _ context: RuleContext) -> SourceRange? {
        let node = context.scene.nodes[occurrence.node]
        let list = node.destinations
        guard list.indices.contains(occurrence.slot) else { return nil }
        return DestinationPlacement.range(list[occurrence.slot].modifier, list[occurrence.slot].destination, in: node)
    }

    /// The places each link node is shown on and each Button or handler runs in, indexed once for all stacks.
    struct PushPlaces {
        var links: [Int: [Place]] = [:]
        var running: [PushSource: [Place]] = [:]

        init(_ analysis: ReachabilityAnalysis) {
            for link in analysis.links { links[link.node, default: []].append(link.place) }
            running = analysis.placesRunningBySource()
        }
    }

    /// Which screens of a stack can be below which: the root below all; a path screen above a screen from which
    /// something pushes its value (a link or Button on that screen), and above every screen when something off the
    /// stack pushes it (an action, a Button elsewhere, a deep link at launch). A type pushed from anywhere is not
    /// expanded into an edge from every screen: its screens (and what they push) can be above any screen.
    final class Below {
        let root: Int
        let mine: Set<Int>
        /// Edges from the screen holding a link or Button to the path screens it can push.
        var edges: [Int: Set<Int>] = [:]
        /// Screens that can be above any screen of the stack, closed under `edges`.
        var anywhere = Set<Int>()
        /// Screens reachable from a screen through `edges` outside `anywhere`, computed when first asked.
        var reached: [Int: Set<Int>] = [:]
        /// Pushes made from the root screen, with the guards of the place they are made from (nil: from anywhere).
        var rootEdges: [(guards: Int?, targets: Set<Int>)] = []
        /// The root's conditionals whose branch change resets the path (SwiftUI empties the path of a stack whose
        /// root view changes identity), empty when the root cannot change identity.
        var resettingConditionals = Set<Int>()
        /// Per path screen: the guards of the root-screen places whose destinations show it; nil when a destination
        /// off the root shows it too. The first value above the root is shown only by the root's destinations, so
        /// such a screen is directly above the root only in the branches that declare one of them.
        var rootRegistrations: [Int: [Int]?] = [:]
        let analysis: ReachabilityAnalysis

        init(_ stack: StackFacts, _ analysis: ReachabilityAnalysis, _ places: PushPlaces) {
            self.analysis = analysis
            root = stack.rootScreen
            if case .stack(let element) = analysis.scene.nodes[stack.node].element, element.rootMayChangeIdentity {
                resettingConditionals = Set(element.root.map(\.id))
            }
            mine = Set(stack.screens)
            let key: PathKey = stack.binding.map { .bound($0) } ?? .implicit(stack.id)
            // Registrations by the declaration they come from, then path screens by the type they show.
            var typesOf: [Int: [Int: [String]]] = [:]
            for registration in stack.registrations {
                let occurrence = analysis.destinations[registration.occurrence]
                typesOf[occurrence.node, default: [:]][occurrence.slot, default: []].append(registration.type)
            }
            var placesOf: [Int: [Int: [Place]]] = [:]
            for registration in stack.registrations {
                let occurrence = analysis.destinations[registration.occurrence]
                placesOf[occurrence.node, default: [:]][occurrence.slot, default: []].append(occurrence.place)
            }
            var screensOf: [String: [Int]] = [:]
            for screen in stack.screens {
                guard case .path(_, let template, let slot) = analysis.screens[screen].kind else { continue }
                for type in typesOf[template]?[slot] ?? [] { screensOf[type, default: []].append(screen) }
                let places = placesOf[template]?[slot] ?? []
                rootRegistrations[screen] = places.allSatisfy { $0.screen == root } ? places.map(\.guards) : nil
            }
            let pushesAny = analysis.anyTypePushes.contains(key)
            var seeds: [Int] = []
            for (type, targets) in screensOf {
                var from = Set<Int>()
                var global = pushesAny
                for source in analysis.pushSources[key]?[type] ?? [] where !global {
                    switch source {
                    case .link(let node):
                        for place in places.links[node] ?? [] {
                            if mine.contains(place.screen) { from.insert(place.screen) } else { global = true }
                            if place.screen == root { rootEdges.append((place.guards, Set(targets))) }
                        }
                    case .button, .event:
                        for place in places.running[source] ?? [] {
                            if mine.contains(place.screen) { from.insert(place.screen) } else { global = true }
                            if place.screen == root { rootEdges.append((place.guards, Set(targets))) }
                        }
                    case .action, .initial:
                        global = true
                    }
                }
                if global {
                    rootEdges.append((nil, Set(targets)))
                    seeds.append(contentsOf: targets)
                } else {
                    for origin in from { edges[origin, default: []].formUnion(targets) }
                }
            }
            while let next = seeds.popLast() {
                guard anywhere.insert(next).inserted else { continue }
                seeds.append(contentsOf: edges[next] ?? [])
            }
        }

        /// Whether `upper` can be on the stack above `lower`; for the root, above the part of it shown under
        /// `lowerGuards` (a branch of the root's `switch` that excludes every place pushing towards `upper` never is:
        /// changing branch empties the path).
        func canBeBelow(_ lower: Int, _ upper: Int, lowerGuards: Int = 0) -> Bool {
            guard lower == root else { return reaches(lower, upper) }
            // A screen shown only by destinations in the root's other branches is never on the stack above this one
            // (whether the root view's own conditional or one inside the view it shows).
            guard shownAboveRoot(upper, lowerGuards) else { return false }
            guard !resettingConditionals.isEmpty, lowerGuards != 0 else { return true }
            return rootEdges.contains { edge in
                let targets = edge.targets.filter { shownAboveRoot($0, lowerGuards) }
                guard targets.contains(upper) || targets.contains(where: { reaches($0, upper) }) else { return false }
                guard let guards = edge.guards else { return true }
                return !excludedOnRoot(lowerGuards, guards)
            }
        }

        /// Whether the path screen `screen` can be on the stack above the root's part shown under `lowerGuards`: it is
        /// shown by a destination off the root, or by one of the root's in a place that does not exclude that part
        /// (SwiftUI shows a path value only through a destination registered below it).
        func shownAboveRoot(_ screen: Int, _ lowerGuards: Int) -> Bool {
            guard let registrations = rootRegistrations[screen], let guards = registrations else { return true }
            return guards.contains { !analysis.excludeEachOther(lowerGuards, $0) }
        }

        /// Whether `upper` can be pushed above the stack's screen `lower` (through one push or more).
        func reaches(_ lower: Int, _ upper: Int) -> Bool {
            guard mine.contains(lower) else { return false }
            if anywhere.contains(upper) { return true }
            if let known = reached[lower] { return known.contains(upper) }
            // What `lower` reaches outside `anywhere` (whatever `anywhere` reaches stays in it).
            var seen = Set<Int>()
            var queue = Array(edges[lower] ?? [])
            while let next = queue.popLast() {
                guard !anywhere.contains(next), seen.insert(next).inserted else { continue }
                queue.append(contentsOf: edges[next] ?? [])
            }
            reached[lower] = seen
            return seen.contains(upper)
        }

        /// Two places on the root screen in different branches of one of the root's own conditionals.
        func excludedOnRoot(_ a: Int, _ b: Int) -> Bool {
            let left = analysis.guards(a), right = analysis.guards(b)
            return left.contains { x in
                let atom = analysis.guardAtoms[x]
                guard resettingConditionals.contains(atom.node) else { return false }
                return right.contains { y in !left.contains(y) && analysis.guardAtoms[y].occurrence == atom.occurrence }
            }
        }
    }
}
