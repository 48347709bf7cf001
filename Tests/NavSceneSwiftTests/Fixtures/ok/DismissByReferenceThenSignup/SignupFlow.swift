import SwiftUI

// The login sheet's buttons give SwiftUI a function instead of a closure (`dismiss`, its `callAsFunction`), or call a
// method that dismisses through the older `presentationMode`. Signing up is a button of the presenter, once the login
// sheet is gone: one sheet at a time.
struct SignupFlow: View {
    @State private var showLogin = false
    @State private var showSignup = false

    var body: some View {
        NavigationStack {
            List {
                Button("Log in") { showLogin = true }
                Button("Sign up") { showSignup = true }
            }
            .sheet(isPresented: $showLogin) {
                LoginSheet()
            }
            .sheet(isPresented: $showSignup) {
                Text("Sign up")
            }
        }
    }
}

struct LoginSheet: View {
    @Environment(\.dismiss) private var dismiss
    @Environment(\.presentationMode) private var presentationMode

    var body: some View {
        VStack {
            Button("Cancel", action: dismiss)
            Button("Done", action: dismiss.callAsFunction)
            Button("Close") { close() }
        }
    }

    func close() {
        presentationMode.wrappedValue.dismiss()
    }
}
