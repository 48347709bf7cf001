// The module's `.when(_:transform:)` (an `extension View` method that branches: `if flag { transform(self) } else
// { self }`) is read in place: the view it is applied to in both branches, the caller's closure given that view. The
// closure only pads the list, so nothing maps the Note the link pushes: link-without-destination.
import SwiftUI

struct Note: Hashable { var title: String }

extension View {
    @ViewBuilder func when<Content: View>(_ flag: Bool, transform: (Self) -> Content) -> some View {
        if flag {
            transform(self)
        } else {
            self
        }
    }
}

@main struct NotesApp: App {
    var body: some Scene { WindowGroup { Notes() } }
}

struct Notes: View {
    @State private var isCompact = false

    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Groceries", value: Note(title: "Groceries"))
            }
            .when(isCompact) { list in
                list.padding()
            }
        }
    }
}
