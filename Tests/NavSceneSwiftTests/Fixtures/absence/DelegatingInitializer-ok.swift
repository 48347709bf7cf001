// The same app with a destination for Item on the list: no finding.
import SwiftUI

enum Glyph { case star, gear }
struct Item: Hashable { var id: Int }

struct Header<IconView: View>: View {
    let title: String
    let icon: IconView
    init(title: String, @ViewBuilder icon: () -> IconView) {
        self.title = title
        self.icon = icon()
    }
    var body: some View {
        VStack { icon; Text(title) }
    }
}

struct GlyphView: View {
    let glyph: Glyph
    var body: some View { Image(systemName: glyph == .star ? "star" : "gear") }
}

extension Header {
    init(title: String, icon glyph: Glyph) where IconView == GlyphView {
        self.init(title: title) { GlyphView(glyph: glyph) }
    }
}

@main struct Shelf: App { var body: some Scene { WindowGroup { Home() } } }

struct Home: View {
    var body: some View {
        NavigationStack {
            List {
                Header(title: "Settings", icon: .gear)
                NavigationLink("Item", value: Item(id: 1))
            }
            .navigationDestination(for: Item.self) { item in
                Text("\(item.id)")
            }
        }
    }
}
