import SwiftUI

// The login sheet's buttons give SwiftUI a function instead of a closure (`dismiss`, its `callAsFunction`), or call a
// method that dismisses through the older `presentationMode` and then sets the presenter's other sheet flag. That
// last tap closes the login sheet and presents a second sheet; SwiftUI still shows the first, logs that only a single
// sheet is supported, and the second never shows.
struct SignupFlow: View {
    @State private var showLogin = false
    @State private var showSignup = false

    var body: some View {
        NavigationStack {
            List {
                Button("Log in") { showLogin = true }
            }
            .sheet(isPresented: $showLogin) {
                LoginSheet(showSignup: $showSignup)
            }
            .sheet(isPresented: $showSignup) {
                Text("Sign up")
            }
        }
    }
}

struct LoginSheet: View {
    @Binding var showSignup: Bool
    @Environment(\.dismiss) private var dismiss
    @Environment(\.presentationMode) private var presentationMode

    var body: some View {
        VStack {
            Button("Cancel", action: dismiss)
            Button("Done", action: dismiss.callAsFunction)
            Button("Create an account") { createAccount() }
        }
    }

    func createAccount() {
        presentationMode.wrappedValue.dismiss()
        showSignup = true
    }
}
