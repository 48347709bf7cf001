import SwiftUI

enum AppTab: Hashable {
    case home, search, profile
}

struct Item: Hashable, Identifiable {
    let id: UUID
    var name: String
}

@main
struct ShopApp: App {
    var body: some Scene {
        WindowGroup {
            RootTabs()
        }
    }
}

struct RootTabs: View {
    @State private var tab: AppTab = .home
    @State private var showSettings = false
    @State private var onboarding = false

    var body: some View {
        TabView(selection: $tab) {
            Tab("Home", systemImage: "house", value: AppTab.home) {
                HomeTab(showSettings: $showSettings)
            }
            Tab("Search", systemImage: "magnifyingglass", value: AppTab.search) {
                SearchTab()
            }
        }
        .sheet(isPresented: $showSettings) {
            NavigationStack {
                SettingsView()
            }
        }
        .fullScreenCover(isPresented: $onboarding) {
            Button("Done") { onboarding = false }
        }
    }
}

struct HomeTab: View {
    @Binding var showSettings: Bool
    @State private var items: [Item] = []

    var body: some View {
        NavigationStack {
            List(items) { item in
                NavigationLink(item.name, value: item)
            }
            .navigationTitle("Home")
            .navigationDestination(for: Item.self) { item in
                ItemDetail(item: item)
            }
            Button("Settings") { showSettings = true }
        }
    }
}

struct SearchTab: View {
    @State private var results: [Item] = []

    var body: some View {
        NavigationStack {
            List(results) { item in
                NavigationLink(item.name, value: item)
            }
            .navigationTitle("Search")
            .navigationDestination(for: Item.self) { item in
                ItemDetail(item: item)
            }
        }
    }
}

struct ItemDetail: View {
    @Environment(\.dismiss) private var dismiss
    var item: Item

    var body: some View {
        VStack {
            Text(item.name)
            Button("Close") { dismiss() }
        }
    }
}

struct SettingsView: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Form {
            Text("Settings")
        }
        .navigationTitle("Settings")
        .toolbar {
            Button("Done") { dismiss() }
        }
    }
}
