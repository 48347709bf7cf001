import SwiftUI

// The article's navigationDestination(isPresented:).
struct DestinationView: View {
    @State private var showDetails = false
    var favoriteColor: Color = .mint

    var body: some View {
        NavigationStack {
            VStack {
                Circle()
                    .fill(favoriteColor)
                Button("Show details") {
                    showDetails = true
                }
            }
            .navigationDestination(isPresented: $showDetails) {
                ColorDetail(color: favoriteColor, text: favoriteColor.description)
            }
        }
    }
}

struct ColorDetail: View {
    var color: Color
    var text: String = ""

    var body: some View {
        VStack {
            Text(text)
            color
        }
    }
}
