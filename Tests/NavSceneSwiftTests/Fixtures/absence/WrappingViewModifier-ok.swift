// The same app with the destination declared on the stack: no finding.
import SwiftUI

struct Topic: Hashable { var name: String }

struct Scrolling: ViewModifier {
    @Environment(\.horizontalSizeClass) var sizeClass
    let spacing: CGFloat
    func body(content: Content) -> some View {
        ScrollView {
            content.padding(sizeClass == .compact ? spacing : 20)
        }
    }
}

struct Loading: ViewModifier {
    let isLoading: Bool
    func body(content: Content) -> some View {
        if isLoading {
            ProgressView()
        } else {
            content
        }
    }
}

@main struct TopicsApp: App {
    var body: some Scene { WindowGroup { Topics() } }
}

struct Topics: View {
    @State private var loading = false
    var body: some View {
        NavigationStack {
            VStack {
                NavigationLink("Swift", value: Topic(name: "Swift"))
            }
            .modifier(Scrolling(spacing: 8))
            .modifier(Loading(isLoading: loading))
            .navigationDestination(for: Topic.self) { topic in Text(topic.name) }
        }
    }
}
