import SwiftUI

// Two sheets, each set by its own Button, and a third presented from inside the first: never two presentations
// from one level at once.
struct HomeView: View {
    @State private var showHelp = false
    @State private var showSettings = false

    var body: some View {
        NavigationStack {
            List {
                Button("Help") {
                    showHelp = true
                }
                Button("Settings") {
                    showSettings = true
                }
            }
            .sheet(isPresented: $showHelp) {
                HelpView()
            }
            .sheet(isPresented: $showSettings) {
                Text("Settings")
            }
        }
    }
}

struct HelpView: View {
    @State private var showMore = false

    var body: some View {
        Button("More") {
            showMore = true
        }
        .sheet(isPresented: $showMore) {
            Text("More")
        }
    }
}
