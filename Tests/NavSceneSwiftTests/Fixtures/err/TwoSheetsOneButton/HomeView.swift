import SwiftUI

// One Button sets two sheet flags: SwiftUI presents the first sheet only and logs
// "Currently, only presenting a single sheet is supported".
struct HomeView: View {
    @State private var showHelp = false
    @State private var showSettings = false

    var body: some View {
        NavigationStack {
            List {
                Button("Help and settings") {
                    showHelp = true
                    showSettings = true
                }
            }
            .sheet(isPresented: $showHelp) {
                Text("Help")
            }
            .sheet(isPresented: $showSettings) {
                Text("Settings")
            }
        }
    }
}
