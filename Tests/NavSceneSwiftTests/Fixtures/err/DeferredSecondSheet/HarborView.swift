import SwiftUI
import os

private let logger = Logger(subsystem: "Harbor", category: "Sheets")

struct Wake {
    var height: Double = 0
}

// The deferred write runs when the action ends, after the first flag is set: both sheet flags end up true, and
// SwiftUI presents only the first ("Currently, only presenting a single sheet is supported"). The logger and the
// animation value are no navigation.
struct HarborView: View {
    @State private var showTides = false
    @State private var showCharts = false
    @State private var wake = Wake()

    var body: some View {
        NavigationStack {
            List {
                Button("Tides and charts") {
                    defer { showCharts = true }
                    logger.info("tides")
                    wake = .init(height: 2)
                    showTides = true
                }
            }
            .sheet(isPresented: $showTides) {
                Text("Tides")
            }
            .sheet(isPresented: $showCharts) {
                Text("Charts")
            }
        }
    }
}
