import SwiftUI

// Tab values the front end cannot compute (a failable initializer, a subscript): each is a value of the selection's
// type that the model does not know, so the tab may be selected; no "this tab has no value".

enum Screen: String, CaseIterable, Hashable {
    case library, search
}

@main
struct ReaderApp: App {
    var body: some Scene {
        WindowGroup {
            RootView()
        }
    }
}

struct RootView: View {
    @State private var selection: Screen = .library

    var body: some View {
        TabView(selection: $selection) {
            Tab("Library", systemImage: "books.vertical", value: Screen(rawValue: "library")!) {
                Text("Library")
            }
            Tab("Search", systemImage: "magnifyingglass", value: Screen.allCases[1]) {
                Text("Search")
            }
        }
    }
}
