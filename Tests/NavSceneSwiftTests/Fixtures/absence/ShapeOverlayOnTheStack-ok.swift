// The same gallery with the destination for Garden declared on the ScrollView.
// Expected: no finding.
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
            .navigationDestination(for: Garden.self) { garden in
                GardenDetail(garden: garden)
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
