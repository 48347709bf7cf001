// A presentation layer wraps its page in a NavigationStack only when the layer's flag says the page needs one, and
// shows the page bare otherwise. The Notes page brings its own NavigationStack; whether the layer showing it has a
// stack is decided by data the model cannot compute (the flag and the page are set together elsewhere), so the claim
// "the Notes stack is inside the layer's stack" holds only on a path the code may never take with this page.
// Expected: no finding.
import SwiftUI

enum Page: Hashable {
    case inbox
    case notes(String)

    var needsStack: Bool {
        switch self {
        case .inbox: true
        case .notes: false
        }
    }

    @ViewBuilder
    func view() -> some View {
        switch self {
        case .inbox: InboxPage()
        case .notes(let text): NotesPage(text: text)
        }
    }
}

@Observable final class Layer {
    var page: Page
    var wrapsInStack: Bool

    init(page: Page) {
        self.page = page
        self.wrapsInStack = page.needsStack
    }
}

struct InboxPage: View {
    var body: some View {
        List {
            Text("Inbox")
        }
        .navigationTitle("Inbox")
    }
}

struct NotesPage: View {
    let text: String

    var body: some View {
        NavigationStack {
            Text(text)
                .navigationTitle("Notes")
        }
    }
}

struct LayerView: View {
    @State var layer: Layer

    var body: some View {
        if layer.wrapsInStack {
            NavigationStack {
                layer.page.view()
            }
        } else {
            layer.page.view()
        }
    }
}

@main
struct LayersApp: App {
    @State private var sheetLayer: Layer?

    var body: some Scene {
        WindowGroup {
            Button("Open notes") { sheetLayer = Layer(page: .notes("Hello")) }
                .sheet(item: $sheetLayer) { layer in
                    LayerView(layer: layer)
                }
        }
    }
}

extension Layer: Identifiable {
    var id: ObjectIdentifier { ObjectIdentifier(self) }
}
