// One stack. Its root lays its rows out in Apple's containers that only place the views they are given (a Liquid
// Glass container, a `VStackLayout` used as a view, an `AnyView`), and a deprecated title. Nothing there is unknown:
// the "Harbour" link inside them pushes a Port, and nothing maps Port.
// Expected: link-without-destination at the "Harbour" link.
import SwiftUI

struct Port: Hashable {
    var name: String
}

struct HarbourList: View {
    var body: some View {
        NavigationStack {
            GlassEffectContainer(spacing: 8) {
                VStackLayout(alignment: .leading) {
                    AnyView(NavigationLink("Harbour", value: Port(name: "North")))
                    Text("Piers")
                        .glassEffect()
                        .scenePadding()
                }
            }
            .navigationBarTitle("Ports")
        }
    }
}

@main struct PortsApp: App {
    var body: some Scene {
        WindowGroup {
            HarbourList()
        }
    }
}
