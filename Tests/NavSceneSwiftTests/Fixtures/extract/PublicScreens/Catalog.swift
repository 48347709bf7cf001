import SwiftUI

// A feature module's screens: no `@main` App here. `CatalogScreen` is public: the app that imports the module may show
// it inside its own NavigationStack, so its destination's stack is unknown. `DraftScreen` is internal: nothing can show
// it but this module, and nothing here does, so nothing is above it.
public struct Product: Hashable {
    var name: String
}

public struct CatalogScreen: View {
    public var body: some View {
        VStack {
            Text("Catalog")
        }
        .navigationDestination(for: Product.self) { product in
            Text(product.name)
        }
    }
}

struct DraftScreen: View {
    var body: some View {
        VStack {
            Text("Drafts")
        }
        .navigationDestination(for: Product.self) { product in
            Text(product.name)
        }
    }
}
