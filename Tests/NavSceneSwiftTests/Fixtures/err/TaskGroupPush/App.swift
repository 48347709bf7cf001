import SwiftUI

enum Route: Hashable { case detail, settings }

struct LibraryView: View {
    @State private var path = NavigationPath()

    var body: some View {
        NavigationStack(path: $path) {
            Button("Refresh") {
                Task {
                    await withTaskGroup(of: Void.self) { group in
                        group.addTask { try? await Task.sleep(for: .seconds(1)) }
                        path.append(Route.detail)
                    }
                    let ready = await withCheckedContinuation { continuation in
                        continuation.resume(returning: true)
                    }
                    if ready { path.append(Route.settings) }
                }
            }
            .navigationDestination(for: Route.self) { route in
                switch route {
                case .detail: Text("Detail")
                case .settings: Text("Settings")
                }
            }
            .navigationDestination(for: Int.self) { number in Text("Page \(number)") }
        }
    }
}
