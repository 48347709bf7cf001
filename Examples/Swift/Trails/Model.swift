import Foundation

struct Trail: Hashable, Identifiable, Codable {
    var id: Int
    var name: String
    var region: String
}

struct Region: Hashable, Identifiable {
    var id: String { name }
    var name: String
}

/// Every screen the Explore tab can push, as one route enum bound to the stack's path.
enum Route: Hashable, Codable {
    case trail(Int)
    case map(Int)
    case settings
}
