// A gallery's stack whose root is framed by an overlay of SwiftUI's ContainerRelativeShape (a shape: it draws, it
// holds no view and cannot declare a destination). The row links push a Garden and nothing maps Garden.
// Expected: link-without-destination at the row's NavigationLink (line 26).
import SwiftUI

struct Garden: Hashable {
    var name: String
}

struct GardenDetail: View {
    let garden: Garden

    var body: some View {
        Text(garden.name)
    }
}

struct Gallery: View {
    let gardens: [Garden] = [Garden(name: "Front"), Garden(name: "Back")]

    var body: some View {
        NavigationStack {
            ScrollView {
                VStack {
                    ForEach(gardens, id: \.self) { garden in
                        NavigationLink(value: garden) {
                            Text(garden.name)
                        }
                    }
                }
            }
            .overlay {
                ContainerRelativeShape()
                    .strokeBorder(.separator, lineWidth: 0.5)
            }
        }
    }
}

@main
struct GalleryApp: App {
    var body: some Scene {
        WindowGroup {
            Gallery()
        }
    }
}
