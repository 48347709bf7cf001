// The same presentation layer, but its other branch shows a placeholder instead of the page: whatever the flag and the
// page are, the Notes page (which brings its own NavigationStack) is only ever shown inside the layer's stack.
// Expected: nested-stack at NotesPage's NavigationStack (line 49).
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
            Text("Nothing to show")
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
