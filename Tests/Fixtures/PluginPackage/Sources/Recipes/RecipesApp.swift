// SwiftUI only (no scene file). SwiftUI exists on Apple's platforms only, so the code is guarded: on Linux the target
// compiles to nothing, while navlint reads the iOS configuration (the `canImport(SwiftUI)` clause) and lints it. The
// root and the destination are here, the list's links in Views/: one module, across directories.
#if canImport(SwiftUI)
import SwiftUI

struct Recipe: Hashable, Identifiable {
    var id: Int
    var name: String
    static let all = [Recipe(id: 1, name: "Soup"), Recipe(id: 2, name: "Bread")]
}

@main
struct RecipesApp: App {
    var body: some Scene {
        WindowGroup { RecipesRoot() }
    }
}

struct RecipesRoot: View {
    var body: some View {
        NavigationStack {
            RecipeList()
                .navigationDestination(for: Recipe.self) { recipe in
                    Text(recipe.name)
                }
        }
        .navigationTitle("Recipes")   // the planted mistake: a title on the stack itself has no effect
    }
}
#endif
