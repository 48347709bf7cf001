import SwiftUI

enum Menu: String, CaseIterable {
    case popular, upcoming, genres
}

enum Section: Hashable {
    case home, settings
}

@main
struct MoviesApp: App {
    var body: some Scene {
        WindowGroup {
            RootView()
        }
    }
}

struct RootView: View {
    @State private var menu: Menu = .popular
    @State private var section: Section = .home
    @AppStorage("compact") private var compact = false

    var body: some View {
        TabView(selection: $section) {
            MenuPages(menu: $menu)
                .tabItem { Label("Home", systemImage: "house") }
                .tag(Section.home)

            if compact {
                Text("Settings")
                    .tabItem { Label("Settings", systemImage: "gear") }
                    .tag(Section.settings)
            } else {
                Text("All settings")
                    .tabItem { Label("Settings", systemImage: "gear") }
                    .tag(Section.settings)
            }
        }
    }
}

struct MenuPages: View {
    @Binding var menu: Menu

    var body: some View {
        TabView(selection: $menu) {
            ForEach(Menu.allCases, id: \.self) { item in
                if item == .genres {
                    GenresPage()
                        .tag(item)
                } else {
                    MoviesPage(title: item.rawValue)
                        .tag(item)
                }
            }
        }
        .tabViewStyle(.page)
    }
}

struct GenresPage: View {
    var body: some View { Text("Genres") }
}

struct MoviesPage: View {
    let title: String
    var body: some View { Text(title) }
}
