// The same view model without its initializer: the list starts empty, and "Remove Last" crashes at launch.
// Expected: pop-empty-path (line 33).
import SwiftUI

struct Person: Identifiable {
    let id = UUID()
    var name: String
}

@Observable
class PeopleModel {
    var people: [Person] = []

    func load() {
        people = [Person(name: "Alice"), Person(name: "Bob")]
    }

    func removeLastPerson() {
        people.removeLast()
    }
}

struct PeopleView: View {
    @State private var model = PeopleModel()

    var body: some View {
        VStack {
            List {
                ForEach(model.people) { person in
                    Text(person.name)
                }
            }
            Button("Remove Last") {
                model.removeLastPerson()
            }
        }
    }
}

@main
struct PeopleApp: App {
    var body: some Scene {
        WindowGroup { PeopleView() }
    }
}
