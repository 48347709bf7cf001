import SwiftUI

struct Album: Hashable {
    var title: String
}

// Mistake: the link pushes an Album, and no navigationDestination for Album is on its stack
// (navlint: link-without-destination).
struct Albums: View {
    var body: some View {
        NavigationStack {
            NavigationLink("Blue", value: Album(title: "Blue"))
                .navigationTitle("Albums")
        }
    }
}
