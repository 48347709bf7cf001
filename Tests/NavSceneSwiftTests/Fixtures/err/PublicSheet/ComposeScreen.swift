import SwiftUI

// A public screen of a feature module: what shows it is unknown, but its sheet starts a new context whatever is
// above, and the sheet's content has no stack: the link there is disabled and the toolbar has no bar.
public struct ComposeScreen: View {
    @State private var showsDrafts = false

    public init() {}

    public var body: some View {
        Button("Drafts") { showsDrafts = true }
            .sheet(isPresented: $showsDrafts) {
                List {
                    NavigationLink("Oldest draft") {
                        Text("Draft")
                    }
                }
                .toolbar {
                    Button("Close") { showsDrafts = false }
                }
            }
    }
}
