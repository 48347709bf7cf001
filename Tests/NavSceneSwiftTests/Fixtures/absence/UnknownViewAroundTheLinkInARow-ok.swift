// Each row of the people list is drawn by a view from another module (`ProfileCard`, declared nowhere in this code)
// around the link that pushes the person, and given the person itself. The row is lazily created, but ProfileCard holds
// the link and a Profile: generic over the value it is given, it may put the link in a NavigationStack of its own with a
// destination for that type inside, so nothing can be said. (Given only a String, it could name no type of this code
// and declare no destination for Profile: the link would be dead either way.)
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
                ProfileCard(person: person) {
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
