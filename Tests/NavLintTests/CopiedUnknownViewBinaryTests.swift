import Foundation
import XCTest

/// A view shown through the module's `ViewModifier` whose body shows `content` in both branches of an `if #available`
/// (found in a vendored library of a public app outside the corpus): the view is copied into each branch. An unknown
/// view in it (another module's `NBNavigationStack`, which may be a navigation container) stays unknown in each copy,
/// so a toolbar inside it is not reported as having no navigation bar (it was, in every copy: the copies' unknown views
/// were not known as unknown). The same sheet with SwiftUI's `Group` around the view has no navigation bar: reported.
final class CopiedUnknownViewBinaryTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        try skipWithoutSwiftFrontEnd(); root = try makeTemporaryDirectory() }
    override func tearDownWithError() throws { if let root { try? FileManager.default.removeItem(at: root) } }

    static func module(container: String) -> String {
        """
        import SwiftUI
        import NavigationBackport

        extension View {
            func onValueChange<V>(_ value: V, action: @escaping (V, V) -> Void) -> some View where V: Equatable {
                modifier(OnValueChangeModifier(action: action, value: value))
            }
        }

        private struct OnValueChangeModifier<V>: ViewModifier where V: Equatable {
            var action: (V, V) -> Void
            var value: V

            func body(content: Content) -> some View {
                if #available(iOS 17, macOS 14, *) {
                    content
                        .onChange(of: value, action)
                } else {
                    content
                        .onChange(of: value) { [oldValue = value] newValue in
                            action(oldValue, newValue)
                        }
                }
            }
        }

        @main
        struct NoteApp: App {
            var body: some Scene { WindowGroup { ComposeView() } }
        }

        struct ComposeView: View {
            @State private var cameraShown = false
            var body: some View {
                VStack {
                    Button("Camera") { cameraShown = true }
                }
                .sheet(isPresented: $cameraShown) {
                    \(container) {
                        CameraView()
                    }
                }
                .onValueChange(cameraShown) { old, new in print(old) }
            }
        }

        struct CameraView: View {
            var body: some View {
                Text("Camera")
                    .toolbar {
                        ToolbarItem(placement: .cancellationAction) {
                            Button("Cancel") { }
                        }
                    }
            }
        }
        """
    }

    func testAnUnknownViewStaysUnknownInEveryCopy() throws {
        let foreign = try NavLintProcess.lint(Self.module(container: "NBNavigationStack"), at: "App/Compose.swift", in: root)
        XCTAssertEqual(foreign.status, 0, foreign.stdout + foreign.stderr)
        XCTAssertFalse(foreign.stdout.contains("[toolbar-outside-navigation]"), foreign.stdout)

        try? FileManager.default.removeItem(at: root.appendingPathComponent("App"))
        let group = try NavLintProcess.lint(Self.module(container: "Group"), at: "App/Compose.swift", in: root)
        XCTAssertTrue(group.stdout.contains("App/Compose.swift:50:14: warning: this toolbar has no navigation bar to be shown in"), group.stdout)
    }
}
