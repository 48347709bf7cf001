import SwiftUI

enum Panel: Hashable {
    case mail, people
}

enum Mail: Hashable {
    case welcome, receipt
}

enum Contact: Hashable {
    case ada, grace
}

// err/MailPeopleSwitch fixed: each sidebar Button empties the shown path before it switches the detail column to
// the stack of the other path type.
struct MailPeopleView: View {
    @State private var panel: Panel?
    @State private var mails: [Mail] = []
    @State private var contacts: [Contact] = []

    var body: some View {
        NavigationSplitView {
            VStack {
                Button("Mail") {
                    contacts.removeAll()
                    panel = .mail
                }
                Button("People") {
                    mails.removeAll()
                    panel = .people
                }
            }
        } detail: {
            if panel == Panel.people {
                NavigationStack(path: $contacts) {
                    List {
                        NavigationLink("Ada", value: Contact.ada)
                    }
                    .navigationDestination(for: Contact.self) { contact in
                        Text("Contact")
                    }
                }
            } else {
                NavigationStack(path: $mails) {
                    List {
                        NavigationLink("Welcome", value: Mail.welcome)
                    }
                    .navigationDestination(for: Mail.self) { mail in
                        Text("Mail")
                    }
                }
            }
        }
    }
}
