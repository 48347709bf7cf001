import SwiftUI
import StoreKit

@main
struct ShopApp: App {
    var body: some Scene {
        WindowGroup { ShopView() }
    }
}

@Observable final class Basket {
    var note: String?
}

/// A wrapper generic over its content: the body shows `content` where the caller's views go.
struct Panel<Content: View>: View {
    @ViewBuilder let content: Content
    @State private var isExpanded = true
    var body: some View {
        VStack {
            if isExpanded { content }
            Button("Fold") { isExpanded.toggle() }
        }
    }
}

struct ShopView: View {
    @State private var path: [Int] = []
    @State private var basket = Basket()
    @State private var showsGifts = false
    @State private var showsCoupons = false

    var body: some View {
        NavigationStack(path: $path) {
            VStack {
                Panel {
                    NavigationLink("Item", value: 1)
                }
                // Another module's modifier whose closure runs when StoreKit calls it: it pushes a receipt.
                Text("Refunds")
                    .refundRequestSheet(for: 1, isPresented: .constant(false)) { _ in
                        path.append(2)
                    }
                if !(showsGifts || showsCoupons) {
                    NavigationLink("Browse", value: 3)
                }
                if !(basket.note?.isEmpty ?? true) {
                    NavigationLink("Note", value: "note")
                }
            }
            .navigationDestination(for: Int.self) { number in
                Text("Item \(number)")
            }
        }
    }
}
