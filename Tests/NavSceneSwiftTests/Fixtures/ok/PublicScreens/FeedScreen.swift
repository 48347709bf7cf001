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

// A destination for a type with no stack above it here: it registers with the importing module's stack, whose links
// (unknown here) may push a Story, so it is neither outside a stack nor unreachable.
public struct Story: Hashable {
    var title: String
}

public struct StoriesScreen: View {
    public init() {}

    public var body: some View {
        VStack {
            Text("Stories")
        }
        .navigationDestination(for: Story.self) { story in
            Text(story.title)
        }
    }
}
