// A view model fills its list in its initializer (`init() { load() }`), which the model does not compute: the list
// starts with values navlint does not know, so "Remove Last" crashing at launch is not a promise it can make (it
// crashes only once the list has been emptied, which takes a count navlint does not know).
// Expected: no finding.
import SwiftUI

struct Person: Identifiable {
    let id = UUID()
    var name: String
}

@Observable
class PeopleModel {
    var people: [Person] = []

    init() {
        load()
    }

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
