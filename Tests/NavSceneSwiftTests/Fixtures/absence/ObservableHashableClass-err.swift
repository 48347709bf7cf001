// Trails are observable classes that declare Hashable: each row observes its trail, and the rows push the trail
// itself as a navigation value. Nothing maps Trail on the stack.
// Expected: link-without-destination at the row's NavigationLink (line 39).
import SwiftUI

@Observable final class Trail: Hashable, Identifiable {
    let id: Int
    var name: String
    var isFavourite = false

    init(id: Int, name: String) {
        self.id = id
        self.name = name
    }

    static func == (a: Trail, b: Trail) -> Bool { a.id == b.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

struct TrailDetail: View {
    let trail: Trail

    var body: some View {
        Text(trail.name)
    }
}

@Observable final class Library {
    var trails: [Trail] = [Trail(id: 1, name: "Ridge"), Trail(id: 2, name: "Coast")]
}

struct TrailList: View {
    @State private var library = Library()

    var body: some View {
        NavigationStack {
            List {
                ForEach(library.trails) { trail in
                    NavigationLink(value: trail) {
                        Text(trail.name)
                    }
                }
            }
            .navigationTitle("Trails")
        }
    }
}

@main
struct TrailsApp: App {
    var body: some Scene {
        WindowGroup {
            TrailList()
        }
    }
}
