// One stack. Its row shows a model's properties typed as SwiftUI's leaf views (`self.item.title: Text`,
// `item.icon: Image?`), read through the view's property of the model's type, though other types declare
// properties of those names with other types: they are leaves, not modifiers applied to `item`. The "Dock" link
// pushes a Dock, which the stack maps.
// Expected: clean.
import SwiftUI

struct Dock: Hashable { var id: Int }

struct Badge {
    let title: String
    let icon: String
}

struct Shelf {
    struct Item {
        let title: Text
        let icon: Image?
        let dock: Dock
    }
}

struct ShelfRow: View {
    let item: Shelf.Item
    var body: some View {
        NavigationStack {
            HStack {
                self.item.title
                item.icon
                NavigationLink("Dock", value: item.dock)
            }
            .navigationDestination(for: Dock.self) { dock in Text("Dock \(dock.id)") }
        }
    }
}

@main struct ShelfApp: App {
    var body: some Scene { WindowGroup { ShelfRow(item: Shelf.Item(title: Text("A"), icon: nil, dock: Dock(id: 1))) } }
}
