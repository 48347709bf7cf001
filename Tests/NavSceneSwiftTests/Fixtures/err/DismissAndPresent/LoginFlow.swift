import SwiftUI

// A Button inside the login sheet dismisses it and sets its presenter's other sheet flag in the same tap. The
// dismissal animates, so SwiftUI still shows the login sheet when it reads the new flag: it logs "Currently, only
// presenting a single sheet is supported" and the signup sheet never shows.
struct LoginFlow: View {
    @State private var showLogin = false
    @State private var showSignup = false

    var body: some View {
        NavigationStack {
            List {
                Button("Log in") { showLogin = true }
            }
            .sheet(isPresented: $showLogin) {
                LoginView(showSignup: $showSignup)
            }
            .sheet(isPresented: $showSignup) {
                Text("Sign up")
            }
        }
    }
}

struct LoginView: View {
    @Binding var showSignup: Bool
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            Text("Log in")
            Button("Create an account") {
                dismiss()
                showSignup = true
            }
        }
    }
}
