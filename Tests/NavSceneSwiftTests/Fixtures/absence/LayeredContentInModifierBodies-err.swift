// Content SwiftUI shows beside a view, added by the module's own modifiers: a ViewModifier's `content.overlay { ... }`
// and an `extension View` method's `self.overlay { ... }`. Each body is read around the view, so the links are seen:
// nothing maps Item: link-without-destination at both, reported where each helper is applied (lines 35, 36).
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
        }
    }
}
