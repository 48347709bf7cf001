// Two screens each declare a navigation value named `Item` in an extension. The settings stack's "Shelf" link pushes
// a `ShelfView.Item` built by its initializer (a value navlint cannot compute), and the stack maps only `BinView.Item`,
// another type with the same short name (`BinView.Item.self` names BinView's, never ShelfView's).
// Expected: link-without-destination at the "Shelf" link.
import SwiftUI

struct ShelfView: View {
    var body: some View { Text("Shelf") }
}

extension ShelfView {
    struct Item: Hashable, Codable {
        let shelfID: String
        let label: String?

        init(shelfID: String, label: String? = nil) {
            self.shelfID = shelfID
            self.label = label
        }
    }
}

struct BinView: View {
    var body: some View { Text("Bin") }
}

extension BinView {
    struct Item: Hashable, Codable {
        let binID: Int
    }
}

struct SettingsView: View {
    var body: some View {
        NavigationStack {
            Form {
                NavigationLink("Shelf", value: ShelfView.Item(shelfID: "a", label: "A"))
                NavigationLink("Bin", value: BinView.Item(binID: 1))
            }
            .navigationDestination(for: BinView.Item.self) { item in
                BinView()
            }
        }
    }
}

@main struct StoreApp: App {
    var body: some Scene {
        WindowGroup { SettingsView() }
    }
}
