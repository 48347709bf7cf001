// A reader whose stack root switches between a compact and a wide layout (an `if` at the root, so the root can change
// identity), with a Button in the compact layout that pushes an Article, two onChange handlers counting how often
// settings changed (a counter with no bound), and a note that can be cleared. The push never changes the layout, so
// it is never lost: no path-written-twice. The counter made the witness search endless, which ended in an
// exploration-budget error on a correct app; the candidate is now dropped by what the push can write.
// Expected: no finding.
import SwiftUI

struct Article: Hashable { var title: String }

@main struct ReaderApp: App {
    var body: some Scene {
        WindowGroup { ReaderRoot() }
    }
}

struct ReaderRoot: View {
    @State private var path: [Article] = []
    @State private var compact = false
    @State private var showsHelp = false
    @State private var changes = 0
    @State private var note: String? = "Synced"

    var body: some View {
        NavigationStack(path: $path) {
            Group {
                if compact {
                    Button("Open the latest") { path.append(Article(title: "Latest")) }
                } else {
                    Text("Wide layout")
                }
            }
            .navigationDestination(for: Article.self) { article in
                Text(article.title)
            }
            .toolbar {
                Button("Help") { showsHelp = true }
            }
            .sheet(isPresented: $showsHelp) {
                Text("Help")
            }
            .onChange(of: compact) { changes += 1 }
            .onChange(of: showsHelp) { changes += 1 }
            Toggle("Compact", isOn: $compact)
            note.map { text in Text(text) }
                .toolbar { Button("Clear") { note = nil } }
        }
    }
}
