import SwiftUI

enum Category: Int, Hashable, CaseIterable, Identifiable, Codable {
    case dessert, pancake, salad, sandwich
    var id: Int { rawValue }
    var localizedName: LocalizedStringKey {
        switch self {
        case .dessert: return "Dessert"
        case .pancake: return "Pancake"
        case .salad: return "Salad"
        case .sandwich: return "Sandwich"
        }
    }
}

struct Recipe: Hashable, Identifiable {
    let id = UUID()
    var name: String
    var category: Category
    var ingredients: [Ingredient]
    var related: [Recipe.ID] = []
    var imageName: String? = nil
}

final class DataModel: ObservableObject {
    @Published var recipes: [Recipe] = []
    func recipes(in category: Category?) -> [Recipe] {
        recipes.filter { $0.category == category }.sorted { $0.name < $1.name }
    }
    subscript(recipeId: Recipe.ID) -> Recipe? { recipes.first { $0.id == recipeId } }
    var recipeOfTheDay: Recipe { recipes.first { $0.name == "Apple Pie" } ?? recipes[0] }
    static let shared = DataModel()
}

struct Ingredient: Hashable, Identifiable {
    let id = UUID()
    var description: String
}
