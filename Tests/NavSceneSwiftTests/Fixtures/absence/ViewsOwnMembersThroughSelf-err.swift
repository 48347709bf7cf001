// One stack. Its rows are the view's own nested view type and static view function named through `Self`
// (`Self.Suggestions()`, `Self.header()`), and its toolbar is a computed `some ToolbarContent` property: each is
// inlined, so their links are seen. Nothing maps Tag.
// Expected: link-without-destination at the three links.
import SwiftUI

struct Tag: Hashable { var name: String }

struct TagPicker: View {
    let spacing: CGFloat
    var body: some View {
        NavigationStack {
            VStack {
                Self.Suggestions()
                Self.header()
            }
            .toolbar { toolbarContent }
        }
    }

    static func header() -> some View {
        NavigationLink("Header", value: Tag(name: "h"))
    }

    private var toolbarContent: some ToolbarContent {
        ToolbarItem(placement: .primaryAction) {
            NavigationLink("Add", value: Tag(name: "new"))
        }
    }

    struct Suggestions: View {
        var body: some View {
            NavigationLink("Swift", value: Tag(name: "swift"))
        }
    }
}

@main struct TagsApp: App {
    var body: some Scene { WindowGroup { TagPicker(spacing: 2) } }
}
