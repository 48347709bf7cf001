// The same app whose effect also calls the module's model while it computes (code the front end does not follow):
// the modifier stays unknown and may declare the Note's destination (no finding).
import SwiftUI

struct Note: Hashable { var title: String }

struct Shake: GeometryEffect {
    var amount: CGFloat
    var animatableData: CGFloat = 0

    func effectValue(size: CGSize) -> ProjectionTransform {
        Tracker.shared.record(size)
        return ProjectionTransform(CGAffineTransform(translationX: amount * sin(animatableData * .pi * 4), y: 0))
    }
}

@main struct NotesApp: App {
    var body: some Scene { WindowGroup { Notes() } }
}

final class Tracker {
    static let shared = Tracker()
    func record(_ size: CGSize) {}
}

struct Notes: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Groceries", value: Note(title: "Groceries"))
            }
            .modifier(Shake(amount: 1))
        }
    }
}
