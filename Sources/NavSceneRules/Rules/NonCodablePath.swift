import NavSceneDiagnostics
import NavSceneModel

/// A persisted path that holds a type that is not Codable.
enum NonCodablePath: Rule {
    static let description = RuleDescription(
        id: "non-codable-path",
        summary: "Persistence stores a navigation path, or any other value, that holds a type that is not Codable.",
        defaultSeverity: .warning,
        swiftUIWarning: "Cannot create CodableRepresentation of navigation path, because presented value of type",
        rationale: "A NavigationPath can only be encoded (`path.codable`) when every value on it is Codable; a typed path needs a Codable element. Otherwise saving the navigation state fails and nothing is restored at the next launch.",
        fix: "Store identities instead (`{ids: path}` with a typed path, as the talk's NavigationModel does), or make the type Codable.",
        triggering: [
            RuleExample("a typed path of a non-Codable struct", """
            scene: Save
            types:
              Note: { fields: { id: Int, title: String }, identifiedBy: id }
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
            RuleExample("a NavigationPath holding a non-Codable enum", """
            scene: SaveMixed
            types:
              Color: { enum: [mint, pink] }
            state:
              path: NavigationPath
            root:
              NavigationStack:
                path: $path
                root:
                  List:
                    - NavigationLink: { title: Mint, value: Color.mint }
                  navigationDestination:
                    for: Color
                    as: color
                    destination: { Text: "{color}" }
            persistence:
              sceneStorage: navigation
              encode:
                colors: path
            #>  ^
            """),
            RuleExample("a selection of a non-Codable enum (not a path)", """
            scene: SaveSelection
            types:
              Color: { enum: [mint, pink] }
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
            #>  ^
            """),
        ],
        nonTriggering: [
            RuleExample("identities of the path's records", """
            scene: SaveIds
            types:
              Note: { fields: { id: Int, title: String }, identifiedBy: id }
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
            RuleExample("a NavigationPath of Codable enums", """
            scene: SaveCodable
            types:
              Color: { enum: [mint, pink], codable: true }
            state:
              path: NavigationPath
            root:
              NavigationStack:
                path: $path
                root:
                  List:
                    - NavigationLink: { title: Mint, value: Color.mint }
                  navigationDestination:
                    for: Color
                    as: color
                    destination: { Text: "{color}" }
            persistence:
              sceneStorage: navigation
              encode:
                colors: path
            """),
        ])

    static func check(_ context: RuleContext) -> [Finding] {
        guard let persistence = context.scene.persistence else { return [] }
        var findings: [Finding] = []
        for entry in persistence.entries where entry.encoding == .value {
            guard let declared = context.scene.stateVariable(entry.state)?.type else { continue }
            guard declared.unwrapped.isPath else {
                // Any other persisted value (a selection, a list of records) must be Codable as well.
                let base = declared.unwrapped.arrayElement?.unwrapped ?? declared.unwrapped
                guard let type = context.typeName(base), !context.isCodable(type) else { continue }
                var notes: [Note] = []
                if let decl = context.scene.types[type] { notes.append(Note("\(type) is declared here without `codable: true`", at: decl.range)) }
                findings.append(Finding(range: entry.range,
                                        message: "'\(entry.state)' is saved as it is, but it holds \(type) values, which are not Codable; saving the state will fail",
                                        notes: notes, valueType: type))
                continue
            }
            var types: Set<String> = context.pathTypes(entry.state)
            if let element = declared.unwrapped.arrayElement.flatMap(context.typeName) { types.insert(element) }
            for type in types.sorted() where !context.isCodable(type) {
                var notes: [Note] = []
                if let decl = context.scene.types[type] { notes.append(Note("\(type) is declared here without `codable: true`", at: decl.range)) }
                findings.append(Finding(range: entry.range,
                                        message: "'\(entry.state)' is saved as it is, but it holds \(type) values, which are not Codable; saving the navigation state will fail",
                                        notes: notes, valueType: type))
            }
        }
        return findings
    }
}
