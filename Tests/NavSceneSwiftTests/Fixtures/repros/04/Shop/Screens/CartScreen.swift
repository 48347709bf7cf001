// [NavScene front-end repro 04] part 2 (see Main/ShopApp.swift)
import SwiftUI

struct CartScreen: View {
    var body: some View {
        NavigationStack {
            Text("Cart")
        }
    }
}
