// The home screen nests a `Route`, read first: the module names it `Route`.
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
    enum Route: Hashable { case news }

    var body: some View {
        NavigationStack {
            NavigationLink("News", value: Route.news)
                .navigationDestination(for: Route.self) { _ in Text("News") }
        }
    }
}
