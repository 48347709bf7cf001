// The container's flag is its own state, false at launch: the content is shown bare first, with no stack above its
// link, until a tap embeds it. The flag is no caller's to set, so the bare branch is a context of its own.
// Expected: link-outside-navigation (line 25).
import SwiftUI

struct Container: View {
    @State private var embedded = false

    var body: some View {
        VStack {
            Button("Embed") { embedded = true }
            if embedded {
                NavigationStack {
                    content
                }
            } else {
                content
            }
        }
    }

    private var content: some View {
        List {
            Text("Rows")
            NavigationLink("Details") { Text("Details") }
        }
    }
}

@main
struct ContainerApp: App {
    var body: some Scene {
        WindowGroup { Container() }
    }
}
