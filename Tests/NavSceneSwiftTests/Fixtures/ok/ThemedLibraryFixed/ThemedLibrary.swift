import SwiftUI

// The same view extension starting with `self`, with the destination inside the stack (on its List).
enum Book: Hashable {
    case emma
    case warAndPeace
}

final class Settings: ObservableObject {
    @Published var largeText = false
}

extension View {
    func themed(_ settings: Settings) -> some View {
        self
            .tint(.orange)
            .environmentObject(settings)
    }
}

struct LibraryScreen: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Emma", value: Book.emma)
                NavigationLink("War and Peace", value: Book.warAndPeace)
            }
            .navigationDestination(for: Book.self) { book in
                Text("\(book)")
            }
        }
    }
}

@main
struct LibraryApp: App {
    @StateObject private var settings = Settings()

    var body: some Scene {
        WindowGroup {
            LibraryScreen()
                .themed(settings)
        }
    }
}
