import SwiftUI

enum Panel: Hashable, Identifiable {
    case login, signup
    var id: Self { self }
}

// err/DismissAndPresent fixed: one optional enum drives one sheet(item:), so "Create an account" swaps the login
// sheet for the signup sheet instead of dismissing one and presenting another in the same tap, and "Share" presents
// from inside the login sheet without dismissing it.
struct LoginFlow: View {
    @State private var panel: Panel?

    var body: some View {
        NavigationStack {
            List {
                Button("Log in") { panel = .login }
            }
            .sheet(item: $panel) { shown in
                LoginView(panel: $panel)
            }
        }
    }
}

struct LoginView: View {
    @Binding var panel: Panel?
    @State private var showShare = false
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            Text("Log in")
            Button("Create an account") { panel = .signup }
            Button("Share") { showShare = true }
            Button("Close") { dismiss() }
        }
        .sheet(isPresented: $showShare) {
            Text("Share")
        }
    }
}
