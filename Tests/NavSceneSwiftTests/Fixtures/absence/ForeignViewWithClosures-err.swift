// One stack. Its root shows another module's view (`RemoteImage`, declared nowhere in this code) given a URL and
// closures of this app: the closures' views are kept in place, and the image its closure unwraps from the view's
// own value (`state.image`) is that module's. Such code cannot name Card, a type of this app, and is given none:
// whatever it declares is not a destination for Card. Both links push a Card and nothing maps Card.
// Expected: link-without-destination at the "Open" and "Card" links.
import SwiftUI

struct Card: Hashable { var id: Int }

struct Avatar: View {
    let url: URL
    let caption: String
    var body: some View {
        NavigationStack {
            VStack {
                RemoteImage(url: url) { state in
                    if let image = state.image {
                        image.resizable()
                    } else {
                        ProgressView()
                    }
                }
                RemoteImage(url: url) { state in
                    if let picture = state.image {
                        picture
                    }
                    NavigationLink("Open", value: Card(id: 1))
                }
                NavigationLink("Card", value: Card(id: 2))
            }
        }
    }
}

@main struct CardsApp: App {
    var body: some Scene { WindowGroup { Avatar(url: URL(filePath: "/a.png"), caption: "A") } }
}
