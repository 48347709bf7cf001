import SwiftUI

// The same wrapper handing its value to the caller's closure, with the destination on the List, outside its rows.
enum Author: Hashable {
    case austen
    case tolstoy
}

struct Loaded<Value, Content: View>: View {
    let value: Value
    let content: (Value) -> Content

    init(_ value: Value, @ViewBuilder onLoaded content: @escaping (Value) -> Content) {
        self.value = value
        self.content = content
    }

    var body: some View {
        ZStack {
            content(value)
        }
    }
}

struct AuthorsScreen: View {
    let authors: [Author] = [.austen, .tolstoy]

    var body: some View {
        Loaded(authors) { loaded in
            List(loaded, id: \.self) { author in
                NavigationLink("\(author)", value: author)
            }
            .navigationDestination(for: Author.self) { shown in
                Text("\(shown)")
            }
        }
    }
}

@main
struct AuthorsApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack {
                AuthorsScreen()
            }
        }
    }
}
