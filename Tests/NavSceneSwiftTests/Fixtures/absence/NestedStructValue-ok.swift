// The err twin with the stack mapping `ShelfView.Item` as well.
// Expected: no finding.
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
            .navigationDestination(for: ShelfView.Item.self) { item in
                ShelfView()
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
