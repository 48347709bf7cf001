import SwiftUI

// The talk's second recipe: three columns without stacks; selection drives the next column.
struct MultipleColumns: View {
    @State private var selectedCategory: Category?
    @State private var selectedRecipe: Recipe?
    @StateObject private var dataModel = DataModel()

    var body: some View {
        NavigationSplitView {
            List(Category.allCases, selection: $selectedCategory) { category in
                NavigationLink(category.localizedName, value: category)
            }
            .navigationTitle("Categories")
        } content: {
            List(
                dataModel.recipes(in: selectedCategory),
                selection: $selectedRecipe)
            { recipe in
                NavigationLink(recipe.name, value: recipe)
            }
            .navigationTitle(selectedCategory?.localizedName ?? "Recipes")
        } detail: {
            RecipeDetail(recipe: selectedRecipe)
        }
        .environmentObject(dataModel)
    }

    func showRecipeOfTheDay() {
        let recipe = dataModel.recipeOfTheDay
        selectedCategory = recipe.category
        selectedRecipe = recipe
    }
}

struct RecipeDetail: View {
    var recipe: Recipe?

    var body: some View {
        if let recipe {
            Text("Recipe details go here")
                .navigationTitle(recipe.name)
        } else {
            Text("Choose a recipe")
        }
    }
}
