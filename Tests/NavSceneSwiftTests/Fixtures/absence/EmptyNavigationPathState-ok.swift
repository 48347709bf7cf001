// A path made with `NavigationPath()` or `[Int]()` (a view's @State, or an observable router's property) starts empty: it is not
// a value the model cannot compute (read so, it held "any values" from the start, every destination of the stack
// was reachable, and a destination nothing pushes went unreported).
// Here each stack pushes what it maps.
// Expected: no finding.
import SwiftUI

@main struct ReaderApp: App {
    var body: some Scene {
        WindowGroup {
            TabView {
                Home()
                Library()
                Notes()
            }
        }
    }
}

@Observable final class Router {
    var path = NavigationPath()
}

struct Home: View {
    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            Button("Chapter") { path.append(1) }
            Button("Preface") { path.append("Preface") }
                .navigationDestination(for: Int.self) { chapter in Text("Chapter \(chapter)") }
                .navigationDestination(for: String.self) { title in Text(title) }
        }
    }
}

struct Library: View {
    @State private var router = Router()

    var body: some View {
        NavigationStack(path: $router.path) {
            Button("Shelf") { router.path.append(2) }
            Button("Catalogue") { router.path.append("Catalogue") }
                .navigationDestination(for: Int.self) { shelf in Text("Shelf \(shelf)") }
                .navigationDestination(for: String.self) { title in Text(title) }
        }
    }
}

struct Notes: View {
    @State private var pages = [Int]()

    var body: some View {
        NavigationStack(path: $pages) {
            Button("Page") { pages.append(3) }
                .navigationDestination(for: Int.self) { page in Text("Page \(page)") }
        }
    }
}
