// The err twin's garden app with the hints shown in the stack itself, not in a sheet: `HintCarousel` (another
// module's view, which may declare a destination for Plant) is inside the plants stack, behind a flag that only a
// callback navlint cannot follow sets. No walked state shows it, but from the code's shape it is on the stack, so the
// missing destination is not claimed. A custom
// `Layout` (`PetalLayout`) only places the row's views, and `PhaseAnimator` is SwiftUI's: neither is unknown.
// Expected: no finding.
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
            .safeAreaInset(edge: .bottom) {
                if showsHints {
                    HintCarousel(hints: plants.map(\.name))
                }
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
