import SwiftUI

// The compose sheet is opened only from toolbar and context-menu buttons, and the settings popover only from a Menu
// in the toolbar: what they hold is checked like any other screen.
@main
struct MailApp: App {
    var body: some Scene {
        WindowGroup {
            MailRoot()
        }
    }
}

struct MailRoot: View {
    @State private var path: [Message] = []
    @State private var messages: [Message] = []
    @State private var showCompose = false
    @State private var showSettings = false

    var body: some View {
        NavigationStack(path: $path) {
            List(messages) { message in
                NavigationLink(message.subject, value: message)
                    .contextMenu {
                        Button("Reply") { showCompose = true }
                    }
            }
            .navigationTitle("Inbox")
            .navigationDestination(for: Message.self) { message in
                Text(message.subject)
            }
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button("Compose") { showCompose = true }
                }
                ToolbarItem(placement: .secondaryAction) {
                    Menu("More") {
                        Button("Settings") { showSettings = true }
                    }
                }
            }
        }
        .sheet(isPresented: $showCompose) {
            ComposeView()
        }
        .popover(isPresented: $showSettings) {
            SettingsView()
        }
    }
}

struct ComposeView: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Form {
            NavigationLink("Add Recipient") {
                Text("Contacts")
            }
        }
        .toolbar {
            Button("Send") { dismiss() }
        }
    }
}

struct SettingsView: View {
    var body: some View {
        NavigationStack {
            LazyVStack {
                ForEach(Mailbox.allCases, id: \.self) { box in
                    NavigationLink(box.title, value: box)
                }
                .navigationDestination(for: Mailbox.self) { box in
                    Text(box.title)
                }
            }
        }
    }
}
