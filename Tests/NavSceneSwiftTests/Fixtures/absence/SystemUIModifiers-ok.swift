// The same screen whose tip action shows the detail: the destination is presented (no finding).
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
                    .onTapGesture { showsDetail = true }
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
