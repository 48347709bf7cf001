// A garden app. The plants stack's rows push a Plant, and nothing maps Plant. The only code navlint cannot read that
// may declare destinations (another module's `HintCarousel`) sits where no state navlint can follow shows it (a sheet
// presented when a callback passed to `HintButton` runs), yet its place is plain from the code: a sheet presented
// from the stack, a new presentation whose destinations the stack cannot see. A custom
// `Layout` (`PetalLayout`) only places the row's views, and `PhaseAnimator` is SwiftUI's: neither is unknown.
// Expected: link-without-destination at the plant row's link.
import SwiftUI

struct Plant: Hashable, Identifiable {
    var id: Int
    var name: String
}

struct PetalLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { .zero }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

struct HintPanel: View {
    let hints: [String]
    var body: some View {
        NavigationStack {
            HintCarousel(hints: hints)
        }
    }
}

struct HintButton: View {
    let action: () -> Void
    var body: some View {
        Button("Hints", action: action)
    }
}

struct PlantsView: View {
    let plants: [Plant]
    @State private var showsHints = false

    var body: some View {
        NavigationStack {
            List(plants) { plant in
                NavigationLink(value: plant) {
                    PetalLayout {
                        Text(plant.name)
                        PhaseAnimator([0.5, 1.0]) { scale in
                            Image(systemName: "leaf")
                        }
                    }
                }
            }
            .toolbar {
                HintButton(action: { showsHints = true })
            }
            .sheet(isPresented: $showsHints) {
                HintPanel(hints: plants.map(\.name))
            }
        }
    }
}

@main struct GardenApp: App {
    var body: some Scene {
        WindowGroup {
            PlantsView(plants: [Plant(id: 1, name: "Fern")])
        }
    }
}
