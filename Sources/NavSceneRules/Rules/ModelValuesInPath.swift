import NavSceneDiagnostics
import NavSceneModel

/// Persisting whole model values instead of their identities.
enum ModelValuesInPath: Rule {
    static let description = RuleDescription(
        id: "model-values-in-path",
        summary: "Persistence stores whole model values (records with an identity) instead of their ids.",
        defaultSeverity: .info,
        rationale: "The data model already holds the records and may change between launches. Saving copies restores stale values; saving identities and looking them up again (dropping those that no longer exist) is the talk's advice.",
        fix: "Encode the identities: `recipePathIds: { ids: recipePath }` (a `NavigationPath` first becomes a typed path such as `\"[Recipe]\"`).",
        triggering: [
            RuleExample("a typed path of Codable records saved whole", """
            scene: Whole
            types:
              Note: { fields: { id: Int, title: String }, identifiedBy: id, codable: true }
            data:
              Note:
                first: { id: 1, title: First }
            state:
              path: "[Note]"
            root:
              NavigationStack:
                path: $path
                root:
                  List:
                    - NavigationLink: { title: First, value: Note.first }
                  navigationDestination:
                    for: Note
                    as: note
                    destination: { Text: "{note.title}" }
            persistence:
              sceneStorage: navigation
              encode:
                path: path
            #>  ^
            """),
            RuleExample("a selected record saved whole", """
            scene: WholeSelection
            types:
              Note: { fields: { id: Int, title: String }, identifiedBy: id, codable: true }
            data:
              Note:
                first: { id: 1, title: First }
            state:
              selected: Note?
            root:
              NavigationSplitView:
                sidebar:
                  List:
                    data: Note.all
                    as: note
                    selection: $selected
                    row:
                      NavigationLink: { title: "{note.title}", value: note }
                detail:
                  Text: "{selected?.title ?? 'none'}"
            persistence:
              sceneStorage: navigation
              encode:
                selected: selected
            #>  ^
            """),
        ],
        nonTriggering: [
            RuleExample("identities saved", """
            scene: Ids
            types:
              Note: { fields: { id: Int, title: String }, identifiedBy: id, codable: true }
            data:
              Note:
                first: { id: 1, title: First }
            state:
              path: "[Note]"
            root:
              NavigationStack:
                path: $path
                root:
                  List:
                    - NavigationLink: { title: First, value: Note.first }
                  navigationDestination:
                    for: Note
                    as: note
                    destination: { Text: "{note.title}" }
            persistence:
              sceneStorage: navigation
              encode:
                pathIds: { ids: path }
            """),
            RuleExample("an enum selection saved as it is", """
            scene: EnumSelection
            types:
              Color: { enum: [mint, pink], codable: true }
            state:
              selected: Color?
            root:
              NavigationSplitView:
                sidebar:
                  List:
                    data: Color.allCases
                    as: color
                    selection: $selected
                    row:
                      NavigationLink: { title: "{color}", value: color }
                detail:
                  Text: Detail
            persistence:
              sceneStorage: navigation
              encode:
                selected: selected
            """),
        ])

    static func check(_ context: RuleContext) -> [Finding] {
        guard let persistence = context.scene.persistence else { return [] }
        var findings: [Finding] = []
        for entry in persistence.entries where entry.encoding == .value {
            guard let declared = context.scene.stateVariable(entry.state)?.type else { continue }
            var types: Set<String> = context.pathTypes(entry.state)
            let base = declared.unwrapped.arrayElement ?? declared.unwrapped
            if let name = context.typeName(base) { types.insert(name) }
            // Non-Codable types are non-codable-path's finding; identities make sense only for identified structs.
            let records = types.sorted().filter { name in
                guard let decl = context.scene.types[name], !decl.isEnum else { return false }
                return decl.identity != nil && decl.codable
            }
            guard let first = records.first else { continue }
            let advice: String
            if declared.unwrapped == .navigationPath {
                // `ids:` needs a typed path: advise it only when the path holds one record type (and nothing else).
                guard types.count == 1 else { continue }
                advice = "make it a typed path (`\(entry.state): \"[\(first)]\"`) and save its identities (`{ids: \(entry.state)}`)"
            } else {
                advice = "save their identities instead (`{ids: \(entry.state)}`)"
            }
            findings.append(Finding(range: entry.range,
                                    message: "'\(entry.state)' saves whole \(first) values; \(advice) so restoration reads the current data",
                                    valueType: first))
        }
        return findings
    }
}
