// The same app with a destination for Item on the stack: no finding.
import SwiftUI

struct Item: Hashable { var id: Int }

struct Banner: ViewModifier {
    let isPresented: Bool
    func body(content: Content) -> some View {
        content.overlay {
            if isPresented {
                NavigationLink("Banner", value: Item(id: 1))
            }
        }
    }
}

extension View {
    func floatingLink() -> some View {
        self
            .overlay(alignment: .bottom) {
                NavigationLink("Floating", value: Item(id: 2))
            }
    }
}

@main struct Shelf: App { var body: some Scene { WindowGroup { Home() } } }

struct Home: View {
    @State private var shows = false
    var body: some View {
        NavigationStack {
            Text("Home")
                .modifier(Banner(isPresented: shows))
                .floatingLink()
                .navigationDestination(for: Item.self) { item in Text("\(item.id)") }
        }
    }
}
