// TipKit's popover tip and styles, Translation's system sheet, and visual effects that take no view: none shows a view
// of the module. The tip's action is a handler the person may run, the translation sheet only sets its flag back to
// false (they were unknown modifiers that may navigate), so the detail destination nothing presents is found.
import SwiftUI
import TipKit
import Translation

struct FavoriteTip: Tip {
    var title: Text { Text("Save favourites") }
}

@main struct TipsApp: App {
    var body: some Scene { WindowGroup { Home() } }
}

struct Home: View {
    @State private var showsDetail = false
    @State private var showsTranslation = false
    @State private var taps = 0
    let tip = FavoriteTip()

    var body: some View {
        NavigationStack {
            VStack {
                Button("Translate") { showsTranslation = true }
                    .onTapGesture { taps += 1 }
                    .tipViewStyle(.automatic)
                    .tipBackground(.blue)
                Text("Bonjour")
                    .scrollTransition { content, phase in content.opacity(phase.isIdentity ? 1 : 0.5) }
                    .translationPresentation(isPresented: $showsTranslation, text: "Bonjour")
            }
            .scrollEdgeEffectStyle(.soft, for: .top)
            .navigationDestination(isPresented: $showsDetail) { Text("Detail") }
        }
    }
}
