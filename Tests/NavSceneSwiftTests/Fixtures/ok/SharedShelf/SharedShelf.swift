import SwiftUI

// One wrapper view pushes the content each caller gives it. The two callers' closures capture their own `@State`
// under one name (`query`), bound to different variables: each closure is walked with its own captures, and the
// analysis settles (no exploration-budget); the sheet only the second closure presents is reachable.
@main
struct ShelvesApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack {
                List {
                    NewArrivals()
                    Classics()
                }
            }
        }
    }
}

struct Shelf<Content: View>: View {
    let title: String
    @ViewBuilder let content: () -> Content
    @State private var pinned = false

    var body: some View {
        HStack {
            NavigationLink(title) {
                content()
            }
            Toggle("Pin", isOn: $pinned)
        }
    }
}

struct NewArrivals: View {
    @State private var query = ""

    var body: some View {
        Shelf(title: "New arrivals") {
            SearchList(query: $query)
        }
    }
}

struct Classics: View {
    @State private var query = ""
    @State private var showingInfo = false

    var body: some View {
        Shelf(title: "Classics") {
            SearchList(query: $query)
                .toolbar {
                    Button("About") { showingInfo = true }
                }
                .sheet(isPresented: $showingInfo) {
                    Text("Classics are books people keep reading.")
                }
        }
    }
}

struct SearchList: View {
    @Binding var query: String

    var body: some View {
        List {
            TextField("Search", text: $query)
            Text("Results for \(query)")
        }
    }
}
