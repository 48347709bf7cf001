import NavSceneModel
import NavSceneYAML

/// `unknown: {what, kind, may, abstraction, foreignTypesOnly, tab, selects}` (one or a list): code the scene does not describe, at
/// the view entry that holds it (or, at the top of a scene file, anywhere in the scene). Each entry is an
/// `OpaqueSite`: what the Swift front end records for code it cannot read, so that a scene `navlint extract` writes
/// gives the Swift's verdicts. `may: [navigate]` code may change navigation state or present; `may:
/// [declareDestinations]` code may declare destinations; neither: code that cannot navigate (it is listed only).
struct UnknownCodeLoader {
    static let abilities = ["navigate", "declareDestinations", "selectLinkValues"]
    let context: LoadContext

    /// The sites an `unknown` value lists; `node` is the view entry's node (nil at the top of a file).
    func sites(_ value: YAMLNode, kind defaultKind: OpaqueSite.Kind) -> [OpaqueSite] {
        context.listOrOne(value).compactMap { entry in
            guard let pairs = context.mapping(entry, "an 'unknown' entry") else { return nil }
            let keys = context.keyed(pairs, allowed: GrammarTables.names("unknownCode"), in: "an 'unknown' entry")
            guard let whatNode = context.require(keys, "what", in: "an 'unknown' entry", at: entry.range),
                  let what = context.scalar(whatNode, "'what'") else { return nil }
            var kind = defaultKind
            if let kindNode = keys["kind"]?.value, let text = context.scalar(kindNode, "'kind'") {
                guard let known = OpaqueSite.Kind(rawValue: text) else {
                    context.bag.error("invalid-value", "'kind' is one of \(OpaqueSite.Kind.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")), not '\(text)'",
                                      at: kindNode.range)
                    return nil
                }
                kind = known
            }
            var may: Set<String> = []
            if let mayNode = keys["may"]?.value {
                for item in context.listOrOne(mayNode) {
                    guard let text = context.scalar(item, "an entry of 'may'") else { continue }
                    guard UnknownCodeLoader.abilities.contains(text) else {
                        context.bag.error("invalid-value", "'may' lists 'navigate', 'declareDestinations' and 'selectLinkValues', not '\(text)'", at: item.range)
                        continue
                    }
                    may.insert(text)
                }
            }
            var site = OpaqueSite(kind: kind, what: what, range: entry.range, mayRegisterDestinations: may.contains("declareDestinations"),
                                  mayNavigate: may.contains("navigate"),
                                  isAbstraction: keys["abstraction"].flatMap { context.bool($0.value, "'abstraction'") } ?? false)
            site.foreignTypesOnly = keys["foreignTypesOnly"].flatMap { context.bool($0.value, "'foreignTypesOnly'") } ?? false
            site.isUnreadTab = keys["tab"].flatMap { context.bool($0.value, "'tab'") } ?? false
            site.selectsLinkValues = may.contains("selectLinkValues")
            if let selects = keys["selects"]?.value, let name = context.scalar(selects, "'selects'") {
                site.selectedType = name
            }
            return site
        }
    }

    /// Records the sites of the view entry `node`; an `Unknown` element with no site of kind `view` is one that may
    /// navigate and declare destinations.
    func attach(_ sites: [OpaqueSite], to node: ViewNode) {
        var sites = sites
        if case .container(.unknown, _) = node.element, !sites.contains(where: { $0.kind == .view }) {
            sites.append(OpaqueSite(kind: .view, what: "an unknown view", range: node.nameRange, mayRegisterDestinations: true, mayNavigate: true))
        }
        for var site in sites {
            site.node = node
            context.scene.opaque.append(site)
        }
    }
}
