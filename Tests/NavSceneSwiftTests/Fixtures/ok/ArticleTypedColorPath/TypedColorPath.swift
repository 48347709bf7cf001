import SwiftUI
import Observation

// The article's typed path in an @Observable manager.
@Observable
class NavigationManager {
    var path: [Color] = [] {
        willSet {
            print("will set to \(newValue)")
        }
        didSet {
            print("didSet to \(path)")
        }
    }

    @discardableResult
    func navigateBack() -> Color? {
        path.popLast()
    }
}

struct ContentView: View {
    @State private var navigationManager = NavigationManager()

    var body: some View {
        NavigationStack(path: $navigationManager.path) {
            List {
                NavigationLink("Mint", value: Color.mint)
                NavigationLink("Red", value: Color.red)
            }
            .navigationDestination(for: Color.self) { color in
                ColorDetail(color: color, text: color.description)
            }
        }
    }
}

struct ColorDetail: View {
    var color: Color
    var text: String = ""

    var body: some View {
        VStack {
            Text(text)
            color
        }
    }
}
