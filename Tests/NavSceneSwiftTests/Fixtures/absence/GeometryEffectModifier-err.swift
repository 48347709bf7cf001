// `.modifier(Shake(amount: 1))` where `Shake` is the module's `GeometryEffect` whose `effectValue(size:)` only
// computes a transform: it changes how the list is drawn, shows no view and runs nothing else, so it hides nothing:
// nothing maps the Note the link pushes, link-without-destination.
import SwiftUI

struct Note: Hashable { var title: String }

struct Shake: GeometryEffect {
    var amount: CGFloat
    var animatableData: CGFloat = 0

    func effectValue(size: CGSize) -> ProjectionTransform {
        ProjectionTransform(CGAffineTransform(translationX: amount * sin(animatableData * .pi * 4), y: 0))
    }
}

@main struct NotesApp: App {
    var body: some Scene { WindowGroup { Notes() } }
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
