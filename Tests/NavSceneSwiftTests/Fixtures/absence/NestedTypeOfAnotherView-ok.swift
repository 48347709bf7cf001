// A settings screen whose rows are built from a view nested in the screen's type, declared in an extension and
// created by its qualified name (`SettingsView.OptionRow(...)`) from another nested view. That call makes an
// OptionRow; it is not the SettingsView it is nested in (read so, it was a view showing itself, cut as unknown code
// that may declare destinations, and the stack's finding was hidden). The stack maps Int.
// Expected: no finding.
import SwiftUI

@main struct SettingsApp: App {
    var body: some Scene {
        WindowGroup { SettingsView() }
    }
}

struct SettingsView: View {
    var body: some View {
        NavigationStack {
            VStack {
                NavigationLink("Storage", value: 3)
                AppearanceSection()
            }
            .navigationDestination(for: Int.self) { gigabytes in
                Text("\(gigabytes) GB")
            }
        }
    }
}

extension SettingsView {
    static let rowHeight: Double = 44

    struct AppearanceSection: View {
        var body: some View {
            SettingsView.OptionRow("Icon") {
                Text("Classic")
            }
        }
    }

    struct OptionRow<Content: View>: View {
        var label: LocalizedStringKey
        @ViewBuilder var trailing: () -> Content

        init(_ label: LocalizedStringKey, trailing: @escaping () -> Content) {
            self.label = label
            self.trailing = trailing
        }

        var body: some View {
            HStack {
                Text(label)
                Spacer()
                trailing()
            }
            .frame(minHeight: SettingsView.rowHeight)
        }
    }
}
