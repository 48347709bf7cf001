// Two screens each nest their own observable `ViewModel` and make it with `ViewModel()`: inside the library screen
// that is the library's ViewModel (Swift looks in the enclosing declarations first), whose `path` the library's stack
// is bound to. Read as the home screen's ViewModel (the first the module named), the stack's path and the Button's
// push were unknown and the push of a String that no destination maps went unreported. Here it pushes an Int.
// Expected: no finding.
import SwiftUI

@main struct ShelvesApp: App {
    var body: some Scene {
        WindowGroup {
            TabView {
                HomeView()
                LibraryView()
            }
        }
    }
}

struct HomeView: View {
    @Observable final class ViewModel {
        var showsNews = false
    }
    @State private var viewModel = ViewModel()

    var body: some View {
        NavigationStack {
            Button("News") { viewModel.showsNews = true }
                .sheet(isPresented: $viewModel.showsNews) { Text("News") }
        }
    }
}

struct LibraryView: View {
    @Observable final class ViewModel {
        var path = NavigationPath()
    }
    @State private var viewModel = ViewModel()

    var body: some View {
        NavigationStack(path: $viewModel.path) {
            Button("Shelf") { viewModel.path.append(3) }
                .navigationDestination(for: Int.self) { shelf in
                    Text("Shelf \(shelf)")
                }
        }
    }
}
