import SwiftUI

struct FeedView: View {
    @State private var router = Router()
    @State private var feed = Feed()

    var body: some View {
        NavigationStack(path: $router.path) {
            List(feed.stories) { story in
                Button {
                    router.path.append(.story(story.id))
                } label: {
                    StoryRow(story: story)
                }
                .navigationDestination(for: Route.self) { route in
                    destination(for: route)
                }
            }
            .navigationTitle("Top Stories")
            .toolbar {
                Button("Settings") { router.path.append(.settings) }
            }
        }
    }

    @ViewBuilder
    func destination(for route: Route) -> some View {
        switch route {
        case .story(let id):
            StoryView(storyID: id)
        case .comments(let id):
            CommentsView(storyID: id)
        case .profile(let name):
            ProfileView(name: name)
        case .settings:
            Text("Settings")
        }
    }
}

struct StoryRow: View {
    var story: Story
    var body: some View {
        VStack(alignment: .leading) {
            Text(story.title)
            Text("by \(story.author)")
                .foregroundStyle(.secondary)
        }
    }
}

struct StoryView: View {
    var storyID: Story.ID

    var body: some View {
        VStack {
            NavigationLink("Comments", value: Route.comments(storyID))
            NavigationLink("Author", value: "profile")
        }
    }
}

struct CommentsView: View {
    var storyID: Story.ID
    var body: some View { Text("Comments") }
}

struct ProfileView: View {
    var name: String
    var body: some View { Text(name) }
}
