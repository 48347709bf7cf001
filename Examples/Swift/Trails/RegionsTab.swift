import SwiftUI

/// A split view: the sidebar's selection decides the detail column.
struct RegionsTab: View {
    @State private var selected: Region?
    private let regions: [Region] = [Region(name: "North"), Region(name: "South")]

    var body: some View {
        NavigationSplitView {
            List(regions, selection: $selected) { region in
                NavigationLink(region.name, value: region)
            }
            .navigationTitle("Regions")
        } detail: {
            if let region = selected {
                Text(region.name)
            } else {
                Text("Choose a region")
            }
        }
    }
}
