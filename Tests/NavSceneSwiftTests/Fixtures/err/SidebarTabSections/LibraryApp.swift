import SwiftUI

enum Section: String, CaseIterable, Identifiable {
    case browse, library
    var id: String { rawValue }
    var title: String { rawValue.capitalized }
    var tabs: [Screen] { self == .browse ? [.shelves, .search] : [.lists] }
}

enum Screen: String, Hashable, Identifiable {
    case shelves, search, lists
    var id: String { rawValue }
}

struct Shelf: Hashable { var name: String }
struct ReadingList: Hashable { var name: String }

@main
struct LibraryApp: App {
    @State private var selection: Screen = .shelves

    var body: some Scene {
        WindowGroup {
            TabView(selection: $selection) {
                ForEach(Section.allCases) { section in
                    TabSection(section.title) {
                        ForEach(section.tabs) { screen in
                            Tab(screen.rawValue, systemImage: "book", value: screen) {
                                content(for: screen)
                            }
                            .tabPlacement(.sidebarOnly)
                        }
                    }
                    .tabPlacement(.sidebarOnly)
                }
            }
            .tabViewStyle(.sidebarAdaptable)
        }
    }

    @ViewBuilder
    private func content(for screen: Screen) -> some View {
        switch screen {
        case .shelves: ShelvesTab()
        case .search: Text("Search")
        case .lists: ListsTab()
        }
    }
}

struct ShelvesTab: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Fiction", value: Shelf(name: "Fiction"))
            }
        }
        .navigationDestination(for: Shelf.self) { shelf in
            Text(shelf.name)
        }
    }
}

struct ListsTab: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Favourites", value: ReadingList(name: "Favourites"))
            }
        }
    }
}
