import SwiftUI

struct Folder: Hashable, Identifiable {
    let id: UUID
    var name: String
    var children: [Folder.ID] = []
}

final class Drive: ObservableObject {
    @Published var folders: [Folder] = []
    var root: [Folder] { folders }
    subscript(id: Folder.ID) -> Folder? { folders.first { $0.id == id } }
}

struct DriveView: View {
    @StateObject private var drive = Drive()
    @State private var path: [Folder] = []

    var body: some View {
        NavigationStack(path: $path) {
            List(drive.root) { folder in
                NavigationLink(folder.name, value: folder)
            }
            .navigationTitle("Drive")
            .navigationDestination(for: Folder.self) { folder in
                FolderView(folder: folder)
            }
        }
        .environmentObject(drive)
    }
}

struct FolderView: View {
    @EnvironmentObject private var drive: Drive
    var folder: Folder

    var body: some View {
        List {
            ForEach(folder.children.compactMap { drive[$0] }) { child in
                NavigationLink(child.name, value: child)
            }
        }
        .navigationTitle(folder.name)
        .navigationDestination(for: Folder.self) { child in
            FolderView(folder: child)
        }
    }
}
