// A package's public screen whose link no walked state shows (the section never loads): the view is reported
// unreachable, but not the link: the app that shows the screen may register its destination above it.
import SwiftUI

public enum Route: Hashable { case tags, links }

public struct ExploreView: View {
    @State private var loaded = false
    public init() {}
    public var body: some View {
        List {
            if loaded {
                Section { TagsSection() }
            }
        }
    }
}

struct TagsSection: View {
    var body: some View {
        NavigationLink(value: Route.tags) { Text("Tags") }
    }
}
