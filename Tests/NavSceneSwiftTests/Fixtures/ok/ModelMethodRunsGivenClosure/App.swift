import SwiftUI

enum Page: Hashable { case summary }

final class WorkQueue {
    func enqueue(_ work: @escaping () -> Void) { work() }
}

struct ReportView: View {
    @State private var path: [Page] = []
    @State private var queue = WorkQueue()

    var body: some View {
        NavigationStack(path: $path) {
            Button("Finish") {
                queue.enqueue { path.append(.summary) }
            }
            .navigationDestination(for: Page.self) { _ in Text("Summary") }
        }
    }
}
