import SwiftUI

// Mistake: the pushed screen wraps itself in a second NavigationStack (navlint: nested-stack).
struct Home: View {
    var body: some View {
        NavigationStack {
            NavigationLink("Profile") { Profile() }
        }
    }
}

struct Profile: View {
    var body: some View {
        NavigationStack {
            Text("Profile")
        }
    }
}
