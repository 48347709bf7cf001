import SwiftUI

// A destination chained on the NavigationStack itself, in a tab. Above the tab view only SwiftUI's own handlers are
// applied, one of them under a build flag (`#if DEBUG`), and their statements are unknown: they may navigate, but
// they put nothing around the tabs, so no stack is above the destination and it is ignored.
enum Topic: Hashable {
    case news
    case sports
}

final class ReaderModel: ObservableObject {
    @Published var unread = 0
}

@main
struct ReaderApp: App {
    @StateObject private var model = ReaderModel()
    @State private var selection = 0

    var body: some Scene {
        WindowGroup {
            TabView(selection: $selection) {
                TopicsTab()
                    .tag(0)
                Text("Settings")
                    .tag(1)
            }
            .onChange(of: selection) {
                model.unread = Telemetry.count(selection)
            }
            #if DEBUG
            .onAppear {
                Telemetry.start(model)
            }
            #endif
        }
    }
}

struct TopicsTab: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink("News", value: Topic.news)
                NavigationLink("Sports", value: Topic.sports)
            }
        }
        .navigationDestination(for: Topic.self) { topic in
            Text("\(topic)")
        }
    }
}
