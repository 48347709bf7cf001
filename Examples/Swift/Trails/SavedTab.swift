import SwiftUI

/// A List of value links, with the destination on the stack (outside the List's lazily created rows).
struct SavedTab: View {
    private let saved: [Trail] = [Trail(id: 2, name: "Lake Path", region: "South")]
    var body: some View {
        NavigationStack {
            List {
                ForEach(saved) { trail in
                    NavigationLink(trail.name, value: trail)
                }
            }
            .navigationDestination(for: Trail.self) { trail in
                Text(trail.name)
            }
            .navigationTitle("Saved")
        }
    }
}
