// One stack. Its root shows a view of another module (`RemoteImage`, declared nowhere in this code) given only
// values of standard types (a URL, a Transaction, a number), and a member chain of another module's modifiers
// (`.emojiStyle.size(...)`). Such code cannot name Trip, a type of this app, and is given none: whatever it declares
// is not a destination for Trip; but any module can name String, and the "Last trip" link pushes a String that
// nothing the front end reads maps: that code may declare its destination.
// Expected: clean.
import SwiftUI

struct Trip: Hashable {
    var id: Int
}

struct Style {
    static let coverSize: CGFloat = 80
}

struct JournalView: View {
    let cover: URL
    let caption: String

    var body: some View {
        NavigationStack {
            VStack {
                RemoteImage(url: cover, transaction: Transaction(animation: .easeIn))
                    .frame(width: Style.coverSize * 2)
                Text(caption)
                    .emojiStyle.size(caption.isEmpty ? 12 : 14)
                NavigationLink("Last trip", value: "Pier")
            }
        }
    }
}

@main struct TravelApp: App {
    var body: some Scene {
        WindowGroup {
            JournalView(cover: URL(filePath: "/cover.png"), caption: "Trips")
        }
    }
}
