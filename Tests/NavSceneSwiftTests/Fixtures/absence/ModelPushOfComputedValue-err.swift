// A reader app: rows push routes (an enum nested in the model, named `ReaderModel.Route`) through the model's
// NavigationPath, with values the model cannot compute (a story made by a method, a route chosen by an `if`
// expression). Each push still has a type Swift fixes: the route enum. No
// navigationDestination for Route exists, so both Buttons push something the stack cannot show.
// Expected: link-without-destination at both Buttons.
import SwiftUI

struct Headline: Hashable {
    var id: Int
    func story() -> Story { Story(id: id) }
}

struct Story: Hashable { var id: Int }

@Observable final class ReaderModel {
    var path = NavigationPath()
}

extension ReaderModel {
    enum Route: Hashable {
        case story(Story)
        case web(String)
    }
}

@main struct ReaderApp: App {
    @State private var model = ReaderModel()

    var body: some Scene {
        WindowGroup {
            NavigationStack(path: $model.path) {
                HeadlineRow(model: $model, state: .loaded(Headline(id: 1)))
            }
        }
    }
}

enum RowState {
    case loading
    case loaded(Headline)
}

struct HeadlineRow: View {
    @Binding var model: ReaderModel
    let state: RowState

    var body: some View {
        switch state {
        case .loading:
            ProgressView()
        case .loaded(let headline):
            VStack {
                Button("Comments") {
                    model.path.append(ReaderModel.Route.story(headline.story()))
                }
                Button("Open") {
                    let route: ReaderModel.Route = if headline.id > 0 { .web("https://example.com") } else { .story(headline.story()) }
                    model.path.append(route)
                }
            }
        }
    }
}
