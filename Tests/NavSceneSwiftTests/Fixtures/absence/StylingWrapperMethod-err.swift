// `.backport.glass(...)`: the module's wrapper property (`var backport: Backport<Self> { Backport(self) }`) and a
// method of the wrapper with two overloads the call fits alike. Whichever the compiler picks only styles the view the
// wrapper holds, so the pair is no navigation site and hides nothing: nothing maps the Note the link pushes,
// link-without-destination.
import SwiftUI

struct Note: Hashable { var title: String }

struct Backport<Content> {
    let content: Content
    init(_ content: Content) { self.content = content }
}

extension View {
    var backport: Backport<Self> { Backport(self) }
}

extension Backport where Content: View {
    @ViewBuilder func glass(_ radius: Double = 8) -> some View {
        if #available(iOS 26.0, *) {
            content.padding(radius)
        } else {
            content
        }
    }

    @ViewBuilder func glass(_ radius: Double = 8, tint: Color = .clear) -> some View {
        content.padding(radius).background(tint)
    }
}

@main struct NotesApp: App {
    var body: some Scene { WindowGroup { Notes() } }
}

struct Notes: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Groceries", value: Note(title: "Groceries"))
            }
            .backport.glass()
        }
    }
}
