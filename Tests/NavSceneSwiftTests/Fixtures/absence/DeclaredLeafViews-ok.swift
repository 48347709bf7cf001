// The same receipt sheet, with the destination for String on its stack.
// Expected: no finding.
import SwiftUI

struct Palette {
    static let paper = Color("Paper")
    static let ink: Color = .black
}

struct Dough: Hashable {
    var name: String

    var thumbnail: Image { Image(systemName: "circle") }

    func picture(large: Bool) -> Image {
        Image(systemName: large ? "circle.fill" : "circle")
    }
}

struct DonutPicture: View {
    let dough: Dough

    var badge: Image { Image(systemName: "star") }

    var body: some View {
        ZStack {
            dough.thumbnail
                .resizable()
            badge
                .foregroundStyle(.yellow)
            Palette.paper
                .ignoresSafeArea()
            dough.picture(large: true)
                .resizable()
                .scaledToFit()
                .foregroundStyle(Palette.ink)
        }
    }
}

struct Receipt: View {
    let order: String
    let dough: Dough

    var body: some View {
        NavigationStack {
            VStack {
                DonutPicture(dough: dough)
                NavigationLink("Order details", value: order)
            }
            .navigationDestination(for: String.self) { order in
                Text(order)
            }
            .navigationTitle("Thank you")
        }
    }
}

struct Counter: View {
    @State private var showReceipt = false

    var body: some View {
        Button("Complete") { showReceipt = true }
            .sheet(isPresented: $showReceipt) {
                Receipt(order: "A-1", dough: Dough(name: "Plain"))
            }
    }
}

@main
struct CounterApp: App {
    var body: some Scene {
        WindowGroup {
            Counter()
        }
    }
}
