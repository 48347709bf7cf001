import SwiftUI

struct TreeView: View {
    let depth: Int
    var body: some View {
        VStack {
            Text("Level")
            TreeView(depth: depth + 1)
        }
    }
}
