// A ViewModifier whose body is chosen by `#if os(...)`: an iOS build compiles the `#else` clause, which only sets the
// toolbar's role (the destination is the macOS clause's). The link pushes a Topic that nothing maps on iOS:
// link-without-destination.
import SwiftUI

struct Topic: Hashable { var name: String }

struct TopicRoutes: ViewModifier {
    func body(content: Content) -> some View {
        #if os(macOS)
        content.navigationDestination(for: Topic.self) { topic in Text(topic.name) }
        #else
        content.toolbarRole(.browser)
        #endif
    }
}

@main struct TopicsApp: App {
    var body: some Scene { WindowGroup { Topics() } }
}

struct Topics: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Swift", value: Topic(name: "Swift"))
            }
            .modifier(TopicRoutes())
        }
    }
}
