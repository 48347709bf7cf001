// A ViewModifier whose body puts its content in another view (a ScrollView) and one that shows it or a spinner
// (`if isLoading { ProgressView() } else { content }`): each body is read around the view it is applied to. Nothing
// maps the Topic the link pushes: link-without-destination.
import SwiftUI

struct Topic: Hashable { var name: String }

struct Scrolling: ViewModifier {
    @Environment(\.horizontalSizeClass) var sizeClass
    let spacing: CGFloat
    func body(content: Content) -> some View {
        ScrollView {
            content.padding(sizeClass == .compact ? spacing : 20)
        }
    }
}

struct Loading: ViewModifier {
    let isLoading: Bool
    func body(content: Content) -> some View {
        if isLoading {
            ProgressView()
        } else {
            content
        }
    }
}

@main struct TopicsApp: App {
    var body: some Scene { WindowGroup { Topics() } }
}

struct Topics: View {
    @State private var loading = false
    var body: some View {
        NavigationStack {
            VStack {
                NavigationLink("Swift", value: Topic(name: "Swift"))
            }
            .modifier(Scrolling(spacing: 8))
            .modifier(Loading(isLoading: loading))
        }
    }
}
