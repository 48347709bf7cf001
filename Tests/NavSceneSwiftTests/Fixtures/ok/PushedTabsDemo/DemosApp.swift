import SwiftUI

// A list of demos, one of which pushes a screen holding a TabView (through a wrapper that hands the caller's closure
// a value). The stack does not wrap the app's tabs: the TabView is a screen of its own, pushed from the list, titled
// on the TabView itself. Nothing to report.
struct Demo<Value, Content: View>: View {
    let value: Value
    let content: (Value) -> Content

    init(_ value: Value, @ViewBuilder content: @escaping (Value) -> Content) {
        self.value = value
        self.content = content
    }

    var body: some View {
        content(value)
    }
}

struct TabsDemo: View {
    let title: String

    var body: some View {
        TabView {
            Text("First \(title)")
                .tabItem { Text("First") }
            Text("Second \(title)")
                .tabItem { Text("Second") }
        }
        .navigationTitle(title)
    }
}

@main
struct DemosApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack {
                Form {
                    NavigationLink("Tabs") {
                        Demo("Tabs") { title in
                            TabsDemo(title: title)
                        }
                    }
                    NavigationLink("Plain") {
                        Text("Plain")
                    }
                }
            }
        }
    }
}
