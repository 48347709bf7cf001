// The module's `presentationDetents(configuration:selection:)` shares the name of SwiftUI's modifier: the call's
// labels fit the module's overload, so its body is read in place. Inside, `fitsContent(...)` has two overloads
// (chosen by labels) and its body calls SwiftUI's `presentationDetents(_:selection:)`, whose labels fit none of the
// module's overloads. Nothing unknown is on the stack: the link pushes a Step that nothing maps:
// link-without-destination.
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
            .sheet(isPresented: $shows) {
                Text("Sheet")
                    .presentationDetents(configuration: configuration, selection: $detent)
            }
            .fitsContent(enabled: shows, [.large], selection: $detent)
        }
    }
}
