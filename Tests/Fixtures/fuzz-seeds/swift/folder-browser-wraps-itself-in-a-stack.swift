import SwiftUI

struct Browser: View {
    var body: some View { FolderView() }
}

struct FolderView: View {
    var body: some View {
        NavigationStack {
            NavigationLink("Open") { FolderView() }
        }
    }
}
