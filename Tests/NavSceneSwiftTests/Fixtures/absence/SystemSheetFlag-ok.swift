// The same shop with a Button that shows the detail: the destination is presented (no finding).
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
                Button("Detail") { showsDetail = true }
            }
            .navigationDestination(isPresented: $showsDetail) { Text("Detail") }
            .manageSubscriptionsSheet(isPresented: $showsManage)
        }
    }
}
