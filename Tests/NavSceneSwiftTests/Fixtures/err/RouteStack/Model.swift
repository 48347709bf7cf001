import Foundation
import Observation

struct Story: Hashable, Identifiable, Codable {
    let id: Int
    var title: String
    var author: String
}

enum Route: Hashable, Codable {
    case story(Story.ID)
    case comments(Story.ID)
    case profile(String)
    case settings
}

@Observable
final class Router {
    var path: [Route] = []
}

@Observable
final class Feed {
    var stories: [Story] = []
    func story(_ id: Story.ID) -> Story? { stories.first { $0.id == id } }
}
