// Each row of the people list shows an avatar drawn by a view from another module (`AsyncAvatar`, declared nowhere
// in this code) beside a link that pushes the person. Whatever AsyncAvatar declares sits inside the List's lazily
// created rows, where SwiftUI ignores a navigationDestination(for:), so it cannot map Profile; nothing else on the
// stack does.
// Expected: link-without-destination at the row's link.
import SwiftUI

struct Profile: Hashable {
    var name: String
}

struct PeopleView: View {
    @State private var people: [Profile] = [Profile(name: "Ada"), Profile(name: "Grace")]

    var body: some View {
        NavigationStack {
            List(people, id: \.name) { person in
                HStack {
                    AsyncAvatar(name: person.name)
                    NavigationLink(person.name, value: person)
                }
            }
        }
    }
}

@main struct PeopleApp: App {
    var body: some Scene {
        WindowGroup {
            PeopleView()
        }
    }
}
