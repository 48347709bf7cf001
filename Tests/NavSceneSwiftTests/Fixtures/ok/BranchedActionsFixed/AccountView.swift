import SwiftUI

enum Page: Hashable { case profile, billing, help, news }
enum Plan { case free, paid }

struct AccountView: View {
    @State private var path: [Page] = []
    @State private var isOwner = false
    @State private var signedIn = false
    @State private var plan = Plan.free
    let store = AccountStore()

    var body: some View {
        NavigationStack(path: $path) {
            VStack {
                Toggle("Owner", isOn: $isOwner)
                Button("Sign in") { signedIn = true }
                Button("Account") {
                    if isOwner {
                        path.append(.billing)
                    } else {
                        path.append(.profile)
                    }
                }
                Button("Help") {
                    guard signedIn else { return }
                    path.append(.help)
                }
                Button("Upgrade") {
                    switch plan {
                    case .free: plan = .paid
                    case .paid: path.append(.billing)
                    }
                }
                Button("News") {
                    Task {
                        do {
                            try await store.refresh()
                            path.append(.news)
                        } catch {
                            print(error)
                        }
                    }
                }
            }
            .navigationDestination(for: Page.self) { page in
                switch page {
                case .profile: ProfileScreen()
                case .billing: BillingScreen()
                case .help: HelpScreen()
                case .news: NewsScreen()
                }
            }
        }
    }
}

final class AccountStore {
    func refresh() async throws {}
}

struct ProfileScreen: View { var body: some View { Text("Profile") } }
struct BillingScreen: View { var body: some View { Text("Billing") } }
struct HelpScreen: View { var body: some View { Text("Help") } }
struct NewsScreen: View { var body: some View { Text("News") } }
