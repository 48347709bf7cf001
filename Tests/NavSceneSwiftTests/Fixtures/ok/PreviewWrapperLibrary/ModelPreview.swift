import SwiftUI

// A library module with no App: its only view nothing shows is a wrapper waiting for its caller's content (used from
// previews and other modules). No view is chosen as the entry, and nothing is said about one.
public struct SamplePreview<Content: View>: View {
    let content: (String) -> Content

    public init(@ViewBuilder content: @escaping (String) -> Content) {
        self.content = content
    }

    public var body: some View {
        SampleLoader(content: content)
    }
}

struct SampleLoader<Content: View>: View {
    let content: (String) -> Content
    @State private var loaded: String?

    var body: some View {
        if let loaded {
            content(loaded)
        } else {
            ProgressView()
                .task { loaded = "sample" }
        }
    }
}
