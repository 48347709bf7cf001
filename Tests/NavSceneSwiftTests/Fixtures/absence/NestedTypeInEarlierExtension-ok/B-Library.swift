import SwiftUI

struct LibraryView: View {
    var body: some View {
        NavigationStack {
            List {
                Text("Search")
            }
            NavigationLink("Shelf", value: Route.shelf(3))
                .navigationDestination(for: Route.self) { _ in Text("Shelf") }
        }
    }
}
