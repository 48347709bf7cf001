// Views read without a result builder or SwiftUI's `+` alone: a sum of texts where the module declares `+` on a
// point and on a model (neither is a view), `flag ? view : nil`, and helpers that return their view from inside
// branches (an explicit `return` turns the builder off). None is unknown, so the link in the returned view is seen:
// nothing maps Item: link-without-destination.
import SwiftUI

struct Item: Hashable { var id: Int }
struct Score { var value: Int; static func + (lhs: Score, rhs: Score) -> Score { Score(value: lhs.value + rhs.value) } }
extension CGPoint { static func + (lhs: Self, rhs: Self) -> Self { CGPoint(x: lhs.x + rhs.x, y: lhs.y + rhs.y) } }

@main struct Shelf: App { var body: some Scene { WindowGroup { Home() } } }

struct Home: View {
    @State private var dimmed = false
    let prefix = Text("a")
    var body: some View {
        NavigationStack {
            List {
                (prefix + label(healthy: dimmed)).lineLimit(1)
                row(name: "x")
                Text("b").overlay(dimmed ? Color.black.opacity(0.4) : nil)
            }
        }
    }
    func label(healthy: Bool) -> Text {
        let word: String
        if healthy { word = "up" } else { word = "down" }
        guard !word.isEmpty else { return Text("none") }
        return Text(word)
    }
    func row(name: String) -> some View {
        let title: String
        if name.isEmpty {
            title = "?"
        } else {
            title = name
        }
        guard !title.isEmpty else { return AnyView(Text("empty")) }
        return AnyView(NavigationLink(title, value: Item(id: 1)))
    }
}
