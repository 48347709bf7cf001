// A view of the module called through its own convenience initialiser (`Header(title:icon:)` given a Glyph),
// which delegates to `self.init(title:icon:)` with a closure making the icon view: the delegated call is read, so
// the glyph is no unknown view and hides nothing. Nothing maps the Item the link pushes: link-without-destination.
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
        }
    }
}
