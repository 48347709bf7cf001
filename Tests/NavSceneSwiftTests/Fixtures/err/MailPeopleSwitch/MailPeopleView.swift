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

// The detail column shows a [Mail] stack or a [Contact] stack, chosen by the sidebar's selection. Picking People
// after pushing a mail switches the column's stack while 'mails' holds a value: SwiftUI crashes with
// AnyNavigationPath.Error.comparisonTypeMismatch.
struct MailPeopleView: View {
    @State private var panel: Panel?
    @State private var mails: [Mail] = []
    @State private var contacts: [Contact] = []

    var body: some View {
        NavigationSplitView {
            List(selection: $panel) {
                NavigationLink("Mail", value: Panel.mail)
                NavigationLink("People", value: Panel.people)
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
