import SwiftUI

// Why each unknown statement is unknown: `--verbose` names the innermost code that made it so and where it is
// (GoldenTests.testUnknownStatementsSayWhy).

enum Route: Hashable { case detail, settings }

@Observable final class Router {
    var path: [Route] = []
}

struct Panel {
    func begin(_ done: @escaping (Int) -> Void) {}
}

struct ExportView: View {
    @State private var router = Router()

    var body: some View {
        NavigationStack(path: $router.path) {
            Button("Export") { submit() }
            Button("Export again") { submit() }
            Button("Share") { share() }
            Button("Reset") { reset(depth: 3) }
            .navigationDestination(for: Route.self) { _ in Text("Detail") }
        }
    }

    func submit() {
        prepare()
    }

    func prepare() {
        Panel().begin { _ in
            router.path.append(.detail)
        }
    }

    func share() {
        Exporter.shared.export(router)
    }

    func reset(depth: Int) {
        if depth > 0 { reset(depth: depth - 1) } else { router.path = [] }
    }
}

final class Exporter {
    static let shared = Exporter()
    var last: Router?
    func export(_ router: Router) { Archive.keep(router) }
}

enum Archive {
    static func keep(_ value: Any) {}
}
