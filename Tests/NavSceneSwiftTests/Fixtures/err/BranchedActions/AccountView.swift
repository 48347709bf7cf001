import SwiftUI

enum Page: Hashable { case profile, billing, help }

struct AccountView: View {
    @State private var path: [Page] = []
    // Nothing ever sets these: the branches that need them never run.
    @State private var isOwner = false
    @State private var signedIn = false

    var body: some View {
        NavigationStack(path: $path) {
            VStack {
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
            }
            .navigationDestination(for: Page.self) { page in
                switch page {
                case .profile: ProfileScreen()
                case .billing: BillingScreen()
                case .help: HelpScreen()
                }
            }
        }
    }
}

struct ProfileScreen: View { var body: some View { Text("Profile") } }
struct BillingScreen: View { var body: some View { Text("Billing") } }
struct HelpScreen: View { var body: some View { Text("Help") } }
