// A card shows its link only when it is compact, and the caller decides that with a value the model cannot compute
// (a closure over the rows). The value may be true: the link may show, and nothing declares a destination for Int.
// Expected: link-without-destination at the link.
import SwiftUI

struct Card: View {
    let compact: Bool
    var body: some View {
        if compact {
            NavigationLink("More", value: 7)
        } else {
            Text("Card")
        }
    }
}

@main struct CardApp: App {
    @State private var rows: [String] = ["a", ""]

    var body: some Scene {
        WindowGroup {
            NavigationStack {
                Card(compact: rows.contains { $0.isEmpty })
            }
        }
    }
}
