// Each row of the people list is drawn by a view from another module (`ProfileCard`, declared nowhere in this code)
// around the link that pushes the person. The row is lazily created, but ProfileCard holds the link: it may put it in
// a NavigationStack of its own, with a destination for Profile inside, so nothing can be said.
// Expected: no finding.
import SwiftUI

struct Profile: Hashable {
    var name: String
}

struct PeopleView: View {
    @State private var people: [Profile] = [Profile(name: "Ada"), Profile(name: "Grace")]

    var body: some View {
        NavigationStack {
            List(people, id: \.name) { person in
                ProfileCard(name: person.name) {
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
