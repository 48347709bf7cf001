import SwiftUI
import os

private let logger = Logger(subsystem: "Harbor", category: "Sheets")

struct Wake {
    var height: Double = 0
}

// The deferred write runs when the action ends, after the first flag is cleared again: one sheet at a time.
struct HarborView: View {
    @State private var showTides = false
    @State private var showCharts = false
    @State private var wake = Wake()

    var body: some View {
        NavigationStack {
            List {
                Button("Charts instead") {
                    showTides = true
                    defer { showCharts = true }
                    logger.info("charts")
                    wake = .init(height: 2)
                    showTides = false
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
