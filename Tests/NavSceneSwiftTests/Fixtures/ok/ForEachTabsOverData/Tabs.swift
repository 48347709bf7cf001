// One tab per account from data, bound to a non-optional selection: SwiftUI tags each tab with its account's
// identity, which the model does not compute; each tab's value is an unknown Int (the target is still checked).
// Expected: no finding.
import SwiftUI

struct Account: Identifiable, Hashable {
    var id: Int
    var name: String
}

struct Accounts: View {
    @State private var selection: Int = 0
    let accounts: [Account]

    var body: some View {
        TabView(selection: $selection) {
            ForEach(accounts) { account in
                NavigationStack {
                    NavigationLink(account.name) { Text(account.name) }
                }
                .tabItem { Text(account.name) }
            }
        }
    }
}

@main
struct AccountsApp: App {
    var body: some Scene {
        WindowGroup { Accounts(accounts: []) }
    }
}
