// The same app with a destination for Chapter on the list: no finding.
import SwiftUI

enum Chapter: Hashable { case credits, license }

extension NavigationLink where Destination == Never {
    init(_ title: String, chapter: Chapter) where Label == Text {
        self.init(value: chapter) { Text(title) }
    }

    init(chapter: Chapter, @ViewBuilder label: () -> Label) {
        self.init(value: chapter, label: label)
    }
}

@main struct ChaptersApp: App {
    var body: some Scene { WindowGroup { Contents() } }
}

struct Contents: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Credits", chapter: .credits)
                NavigationLink(chapter: .license) {
                    Label("License", systemImage: "doc")
                }
            }
            .navigationDestination(for: Chapter.self) { _ in Text("Chapter") }
        }
    }
}
