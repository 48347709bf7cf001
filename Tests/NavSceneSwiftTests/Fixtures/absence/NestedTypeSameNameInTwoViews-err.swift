// Two screens each nest their own `enum Route` and name it `Route` inside: Swift finds the type nested in the view
// around the code first, so the library's `Route.shelf(3)` is the library's Route (the first screen's Route has no
// `shelf` case). Read as the first screen's type, the library's link value was unknown and its missing destination
// went unreported. The library's stack maps no Route.
// Expected: link-without-destination at the "Shelf" link.
import SwiftUI

@main struct LibraryApp: App {
    var body: some Scene {
        WindowGroup {
            TabView {
                HomeView()
                LibraryView()
            }
        }
    }
}

struct HomeView: View {
    enum Route: Hashable { case welcome, news }

    var body: some View {
        NavigationStack {
            NavigationLink("News", value: Route.news)
                .navigationDestination(for: Route.self) { route in
                    Text("Home route")
                }
        }
    }
}

struct LibraryView: View {
    enum Route: Hashable { case shelf(Int), search }

    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Shelf", value: Route.shelf(3))
                Text("Search")
            }
        }
    }
}
