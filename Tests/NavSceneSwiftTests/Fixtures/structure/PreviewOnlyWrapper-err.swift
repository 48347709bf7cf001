// The same library, but the private helper that wraps the Notes screen in another NavigationStack is also the body of
// the library's public Inbox screen: app code, whatever the preview does.
// Expected: nested-stack at NotesScreen's NavigationStack (line 12).
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

public struct InboxScreen: View {
    public init() {}

    public var body: some View {
        PreviewHelper()
    }
}

#Preview {
    PreviewHelper()
}
