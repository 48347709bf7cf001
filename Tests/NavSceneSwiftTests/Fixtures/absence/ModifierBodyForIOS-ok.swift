// The same app whose iOS clause declares the destination: no finding.
import SwiftUI

struct Topic: Hashable { var name: String }

struct TopicRoutes: ViewModifier {
    func body(content: Content) -> some View {
        #if os(macOS)
        content.toolbarRole(.browser)
        #else
        content.navigationDestination(for: Topic.self) { topic in Text(topic.name) }
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
