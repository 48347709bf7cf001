import SwiftUI

// A feature module without an App: its public screens are shown by another module (an app target that imports it),
// inside that module's NavigationStack. What is above them is unknown here, so a toolbar or a link on them is not
// "outside navigation". Facts decided inside the module still hold (see PublicSheet below).
public struct FeedScreen: View {
    public init() {}

    public var body: some View {
        List {
            NavigationLink("Settings") {
                Text("Settings")
            }
        }
        .toolbar {
            Button("Refresh") {}
        }
        .navigationTitle("Feed")
    }
}
