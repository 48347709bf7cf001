/// restore-mismatch's rationale and examples (they are tests and docs).
enum RestoreMismatchText {
    static let rationale = "State restoration brings back only what the scene saves: the persisted variables (`persistence:`, a Codable navigation model in scene storage), decoded at the next launch. What SwiftUI restores: a path of values (typed, or a `NavigationPath` through `path.codable`), selections and other saved variables. What it drops: a screen pushed as a view (a view-destination link, an `isPresented:` or `item:` destination whose Bool or item is not saved) is not in the path, so the restored stack comes back without it and everything above it; a value whose type is not Codable, as seen where it is appended, makes `NavigationPath.codable` nil (SwiftUI: \"Cannot create CodableRepresentation of navigation path\"), so saving fails and nothing comes back; an identity the data no longer holds (or never held: a record made by code) is dropped when the model decodes; a selection that is not saved comes back at its initial value while the path it selected is restored. Each cause is decided statically, a witness search finds the taps that reach it, and the save, relaunch and restore are replayed in the interpreter at that state: a finding shows the screens before saving and after restoring. `non-codable-path` and `model-values-in-path` report the declaration (what is saved); this rule reports the state (a reachable screen that does not come back), at the push that leads there."

    static let triggering: [RuleExample] = [
        RuleExample("a view-destination link on a restored stack", """
        scene: LostView
        types:
          Color: { enum: [mint, pink], codable: true }
        state:
          path: "[Color]"
        root:
          NavigationStack:
            path: $path
            root:
              List:
                - NavigationLink: { title: Mint, value: Color.mint }
                - NavigationLink: { title: About, destination: { Text: About } }
        #>        ^
              navigationDestination:
                for: Color
                as: color
                destination: { Text: "{color}" }
        persistence:
          sceneStorage: navigation
          encode:
            path: path
        """),
        RuleExample("an isPresented destination on a restored stack", """
        scene: LostFlag
        types:
          Color: { enum: [mint, pink], codable: true }
        state:
          path: "[Color]"
          showHelp: Bool
        root:
          NavigationStack:
            path: $path
            root:
              VStack:
                - NavigationLink: { title: Mint, value: Color.mint }
                - Button: { title: Help, action: [{ set: { showHelp: true } }] }
              navigationDestination:
                - for: Color
                  as: color
                  destination: { Text: "{color}" }
                - isPresented: $showHelp
        #>        ^
                  destination: { Text: Help }
        persistence:
          sceneStorage: navigation
          encode:
            path: path
        """),
    ]

    static let nonTriggering: [RuleExample] = [
        RuleExample("no persistence: nothing is restored, nothing is expected back", """
        scene: NoSave
        state:
          path: "[Int]"
        root:
          NavigationStack:
            path: $path
            root:
              NavigationLink: { title: About, destination: { Text: About } }
        """),
        RuleExample("Codable values saved by identity", """
        scene: SavedIds
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
    ]
}
