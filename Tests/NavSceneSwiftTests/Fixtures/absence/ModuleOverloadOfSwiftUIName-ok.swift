// The same app with a destination for Step on the list: no finding.
import SwiftUI

enum Step: Hashable { case first }

@main struct StepsApp: App {
    var body: some Scene { WindowGroup { Steps() } }
}

private struct Fit: ViewModifier {
    let others: Set<PresentationDetent>
    var selection: Binding<PresentationDetent>?
    @State private var height: CGFloat = 500

    func body(content: Content) -> some View {
        if let selection, !others.isEmpty {
            content.presentationDetents(others.union([.height(height)]), selection: selection)
        } else {
            content.presentationDetents(others.union([.height(height)]))
        }
    }
}

extension View {
    @ViewBuilder
    func fitsContent(enabled: Bool = true, _ others: Set<PresentationDetent> = []) -> some View {
        if enabled {
            modifier(Fit(others: others))
        } else {
            presentationDetents(others)
        }
    }

    @ViewBuilder
    func fitsContent(enabled: Bool = true, _ others: Set<PresentationDetent> = [], selection: Binding<PresentationDetent>) -> some View {
        if enabled {
            modifier(Fit(others: others, selection: selection))
        } else {
            presentationDetents(others, selection: selection)
        }
    }
}

struct DetentConfiguration {
    var detents: Set<Detent>
    enum Detent: Hashable { case fit, medium }
}

private extension Set<DetentConfiguration.Detent> {
    func presentationDetents() -> Set<PresentationDetent> { [] }
}

extension View {
    @ViewBuilder
    func presentationDetents(configuration: DetentConfiguration, selection: Binding<PresentationDetent>) -> some View {
        fitsContent(
            enabled: configuration.detents.contains(.fit),
            configuration.detents.presentationDetents(),
            selection: selection
        )
    }
}

struct Steps: View {
    let configuration = DetentConfiguration(detents: [.fit])
    @State private var detent = PresentationDetent.large
    @State private var shows = false

    var body: some View {
        NavigationStack {
            List {
                NavigationLink("First", value: Step.first)
            }
            .navigationDestination(for: Step.self) { _ in Text("Step") }
            .sheet(isPresented: $shows) {
                Text("Sheet")
                    .presentationDetents(configuration: configuration, selection: $detent)
            }
            .fitsContent(enabled: shows, [.large], selection: $detent)
        }
    }
}
