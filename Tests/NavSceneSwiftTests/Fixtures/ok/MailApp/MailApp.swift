import SwiftUI

@main
struct MailApp: App {
    var body: some Scene {
        WindowGroup {
            MailRoot()
        }
    }
}

struct MailRoot: View {
    @State private var mailbox: Mailbox? = .inbox
    @State private var selected: Message?
    @State private var messages: [Message] = []
    @State private var showCompose = false
    @State private var showSettings = false
    @State private var confirmDelete = false
    @State private var showAbout = false

    var body: some View {
        NavigationSplitView {
            List(Mailbox.allCases, selection: $mailbox) { box in
                NavigationLink(box.title, value: box)
            }
            .navigationTitle("Mail")
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Menu("More") {
                        Button("Settings") { showSettings = true }
                        Button("About") { showAbout = true }
                    }
                }
            }
        } content: {
            List(messages, selection: $selected) { message in
                NavigationLink(message.subject, value: message)
                    .swipeActions(edge: .trailing) {
                        Button("Delete", role: .destructive) { confirmDelete = true }
                    }
                    .contextMenu {
                        Button("Reply") { showCompose = true }
                    }
            }
            .navigationTitle(mailbox?.title ?? "Mail")
            .toolbar {
                ToolbarItemGroup(placement: .bottomBar) {
                    Spacer()
                    Button("Compose") { showCompose = true }
                }
            }
            .confirmationDialog("Delete this message?", isPresented: $confirmDelete, titleVisibility: .visible) {
                Button("Delete", role: .destructive) { selected = nil }
                Button("Cancel", role: .cancel) {}
            } message: {
                Text("This cannot be undone.")
            }
        } detail: {
            if let selected {
                MessageDetail(message: selected)
            } else {
                Text("No message selected")
            }
        }
        .sheet(isPresented: $showCompose) {
            NavigationStack {
                ComposeView()
            }
        }
        .popover(isPresented: $showSettings) {
            SettingsView()
        }
        .alert("About Mail", isPresented: $showAbout) {
            Button("OK") {}
        } message: {
            Text("Version 1.0")
        }
        .onChange(of: mailbox) {
            selected = nil
        }
    }
}

struct MessageDetail: View {
    var message: Message
    @State private var showReply = false

    var body: some View {
        ScrollView {
            Text(message.subject)
                .font(.title)
        }
        .navigationTitle(message.subject)
        .toolbar {
            Button("Reply") { showReply = true }
        }
        .sheet(isPresented: $showReply) {
            NavigationStack {
                ComposeView()
            }
        }
    }
}

struct ComposeView: View {
    @Environment(\.dismiss) private var dismiss
    @State private var confirmDiscard = false

    var body: some View {
        Form {
            Text("To:")
            Text("Subject:")
        }
        .navigationTitle("New Message")
        .interactiveDismissDisabled()
        .toolbar {
            ToolbarItem(placement: .cancellationAction) {
                Button("Cancel") { confirmDiscard = true }
            }
            ToolbarItem(placement: .confirmationAction) {
                Button("Send") { dismiss() }
            }
        }
        .alert("Discard this draft?", isPresented: $confirmDiscard) {
            Button("Discard", role: .destructive) { dismiss() }
            Button("Keep Editing", role: .cancel) {}
        }
        .task {
            await Task.yield()
        }
    }
}

struct SettingsView: View {
    var body: some View {
        NavigationStack {
            Form {
                NavigationLink("Account") {
                    AccountView()
                }
            }
            .navigationTitle("Settings")
        }
    }
}

struct AccountView: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Text("Signed in")
            .navigationBarBackButtonHidden(true)
            .toolbar {
                Button("Done") { dismiss() }
            }
            .onDisappear {
                print("left")
            }
    }
}
