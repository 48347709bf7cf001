// Views written as expressions: a Layout called in parentheses with its content, `condition ? A : B`, a ternary in
// parentheses with modifiers, a sum of texts (SwiftUI's `+` is Text's), an optional image. None is unknown, so the
// links are seen: nothing maps Item: link-without-destination at both.
import SwiftUI

struct Item: Hashable { var id: Int }

struct Flow: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { .zero }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

struct Photo { var image: Image? }

@main struct Shelf: App { var body: some Scene { WindowGroup { Home() } } }

struct Home: View {
    @State private var loading = false
    let photo = Photo(image: nil)
    let prefix = Text("a")
    var body: some View {
        NavigationStack {
            List {
                (Flow()) {
                    NavigationLink("Item", value: Item(id: 1))
                }
                loading ? AnyView(ProgressView()) : AnyView(NavigationLink("Other", value: Item(id: 2)))
                (loading ? Color.red : Color.blue).opacity(0.2)
                prefix + Text("b") + (loading ? Text("c") : Text("d"))
                photo.image?.resizable()
            }
        }
    }
}
