// The same app with a destination for Item on the list: no finding.
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
            .navigationDestination(for: Item.self) { item in
                Text("\(item.id)")
            }
        }
    }
}
