// A settings screen whose modifiers cannot all be keys of one scene-file entry: two `.onChange` handlers on one view,
// a title, a toolbar and a sheet chained on a `Group` whose content is an `if`/`else`, and a toolbar chained on
// `note.map { ... }` (the front end reads it as an `if let` with modifiers, which a scene file's `if` cannot hold). `extract` writes each such view inside a Group that takes the modifiers that follow.
// Expected: the extracted scene loads, and its one finding is the Swift's (a Button pushing a Topic, which no
// destination maps).
import SwiftUI

struct Topic: Hashable { var name: String }

@main struct SettingsApp: App {
    var body: some Scene {
        WindowGroup { SettingsScreen() }
    }
}

struct SettingsScreen: View {
    @State private var path: [Topic] = []
    @State private var compact = false
    @State private var showsHelp = false
    @State private var changes = 0
    @State private var note: String? = "Synced"

    var body: some View {
        NavigationStack(path: $path) {
            Group {
                if compact {
                    Button("Privacy") { path.append(Topic(name: "privacy")) }
                } else {
                    Text("Wide layout")
                }
            }
            .navigationTitle("Settings")
            .toolbar {
                Button("Help") { showsHelp = true }
            }
            .sheet(isPresented: $showsHelp) {
                Text("Help")
            }
            .onChange(of: compact) { changes = 1 }
            .onChange(of: showsHelp) { changes = 1 }
            Toggle("Compact", isOn: $compact)
            note.map { text in Text(text) }
                .toolbar { Button("Clear") { note = nil } }
        }
    }
}
