import SwiftUI

// A wrapper view the module defines hands the loaded value to its caller's closure (`content: (Value) -> Content`,
// called as `content(value)`). The caller's rows are its own code: the destination inside the List's rows is seen
// where it is, and the fix moves it onto the List the caller wrote, not into the wrapper.
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
                    .navigationDestination(for: Author.self) { shown in
                        Text("\(shown)")
                    }
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
