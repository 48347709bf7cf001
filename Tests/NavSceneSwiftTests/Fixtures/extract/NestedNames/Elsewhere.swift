import SwiftUI

/// Top-level types whose names the nested ones in App.swift share: the nested ones keep their qualified names.
struct Book: Hashable {
    var isbn: String
}

struct Header: View {
    var body: some View { Text("Library") }
}
