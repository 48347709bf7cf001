#if canImport(SwiftUI)
import SwiftUI

struct RecipeList: View {
    var body: some View {
        List(Recipe.all) { recipe in
            NavigationLink(recipe.name, value: recipe)
        }
    }
}
#endif
