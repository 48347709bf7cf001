import SwiftUI

// Buttons inside the login sheet dismiss it and, in the same tap, set its presenter's other sheet flag ("Create an
// account") or the flag of a sheet of the login view itself ("Share"). The dismissal animates, so SwiftUI still
// shows the login sheet when it reads the new flag: it logs "Currently, only presenting a single sheet is supported"
// and the second sheet never shows.
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
    @State private var showShare = false
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            Text("Log in")
            Button("Create an account") {
                dismiss()
                showSignup = true
            }
            Button("Share") {
                showShare = true
                dismiss()
            }
        }
        .sheet(isPresented: $showShare) {
            Text("Share")
        }
    }
}
