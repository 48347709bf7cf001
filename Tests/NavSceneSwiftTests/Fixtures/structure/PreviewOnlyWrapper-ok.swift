// A feature library (no App): the public Notes screen brings its own NavigationStack (the app presents it in a sheet).
// A private helper wraps it in another NavigationStack, and only the file's #Preview shows that helper: preview code,
// not the app's, so it says nothing about where the app shows the screen (issue 22 item 8).
// Expected: no finding.
import SwiftUI

public struct NotesScreen: View {
    @State private var notes: [String] = []

    public init() {}

    public var body: some View {
        NavigationStack {
            List(notes, id: \.self) { note in
                Text(note)
            }
            .navigationTitle("Notes")
        }
    }
}

private struct PreviewHelper: View {
    @State private var loaded = false

    var body: some View {
        NavigationStack {
            VStack {
                if loaded {
                    NotesScreen()
                }
            }
            .task { loaded = true }
        }
    }
}

#Preview {
    PreviewHelper()
}
