// `.manageSubscriptionsSheet(isPresented: $showsManage)`: StoreKit's sheet shows none of the module's views, and the
// system only sets the flag back to false when it is dismissed. It writes nothing else (it was an unknown modifier that
// may navigate), so the detail destination that nothing presents is found: unreachable-destination.
import SwiftUI

@main struct ShopApp: App {
    var body: some Scene { WindowGroup { Shop() } }
}

struct Shop: View {
    @State private var showsManage = false
    @State private var showsDetail = false

    var body: some View {
        NavigationStack {
            VStack {
                Button("Manage") { showsManage = true }
            }
            .navigationDestination(isPresented: $showsDetail) { Text("Detail") }
            .manageSubscriptionsSheet(isPresented: $showsManage)
        }
    }
}
