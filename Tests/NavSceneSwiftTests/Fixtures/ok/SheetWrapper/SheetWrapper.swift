// A sheet's content wrapped in the app's own SheetContent, which puts it in a NavigationStack on iOS (a wrapper that
// reads the environment is placed where it is used): the link in the sheet's List has a stack above it.
import SwiftUI

struct SheetContent<Content: View>: View {
    @Environment(\.dismiss) private var dismiss
    let content: Content
    init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
    var body: some View {
        #if os(macOS)
        content
        #elseif os(iOS)
        NavigationStack {
            content.toolbar {
                ToolbarItem(placement: .navigationBarLeading) {
                    Button { dismiss() } label: { Text("Done") }
                }
            }
        }.navigationViewStyle(.stack)
        #endif
    }
}

enum Item: String, CaseIterable, Identifiable { case a, b; var id: String { rawValue } }

struct Root: View {
    @State private var shows = false
    @State private var tab = Item.a
    var body: some View {
        Button("Open") { shows = true }
            .sheet(isPresented: $shows) {
                TabView(selection: $tab) {
                    ForEach(Item.allCases) { item in
                        SheetContent {
                            switch item {
                            case .a:
                                List {
                                    NavigationLink { Text("A") } label: { Text("a") }
                                }
                            case .b:
                                Text("b")
                            }
                        }
                        .tag(item)
                    }
                }
            }
    }
}
