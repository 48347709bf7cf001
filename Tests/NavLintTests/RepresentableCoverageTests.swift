import Foundation
import XCTest

/// The module's own UIKit view (`UIViewControllerRepresentable`, coverage, issue 22 item 2): it runs only its own
/// code and the code of the objects it hands to UIKit. When all of that is read and none of it can navigate, the view
/// is an abstraction where it is shown (listed apart, counted as modelled); the twins give it code that may navigate
/// (a coordinator that pops the router's path, SwiftUI's environment read through the context), a value that may hold
/// an object of the module (`[Any]`) or a hosted SwiftUI view: it then stays an unknown view.
final class RepresentableCoverageTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        try skipWithoutSwiftFrontEnd(); root = try makeTemporaryDirectory() }
    override func tearDownWithError() throws { if let root { try? FileManager.default.removeItem(at: root) } }

    /// `items` is the sheet's stored items' declaration; `made` the body of `makeUIViewController`; `coordinator` the
    /// body of the coordinator's delegate method.
    static func app(items: String = "let items: [URL]", made: String = "UIActivityViewController(activityItems: items, applicationActivities: nil)",
                    coordinator: String = "count += 1") -> String {
        """
        import SwiftUI
        import UIKit

        @Observable
        final class Router {
            static let shared = Router()
            var path: [Int] = []
        }

        struct ShareSheet: UIViewControllerRepresentable {
            \(items)

            final class Coordinator: NSObject, UIAdaptivePresentationControllerDelegate {
                var count = 0
                func presentationControllerDidDismiss(_ controller: UIPresentationController) {
                    \(coordinator)
                }
            }

            func makeCoordinator() -> Coordinator { Coordinator() }

            func makeUIViewController(context: Context) -> UIViewController {
                let controller = \(made)
                controller.presentationController?.delegate = context.coordinator
                return controller
            }

            func updateUIViewController(_ controller: UIViewController, context: Context) {}
        }

        struct DockView: View {
            @State private var router = Router.shared
            @State private var sharing = false
            var body: some View {
                NavigationStack(path: $router.path) {
                    Button("Share") { sharing = true }
                        .sheet(isPresented: $sharing) {
                            ShareSheet(items: [])
                        }
                }
            }
        }

        """
    }

    private func lint(_ app: String) throws -> NavLintProcess.Output {
        try NavLintProcess.lint(app, at: "App/Dock.swift", in: root, verbose: true)
    }

    private func assertAbstraction(_ output: NavLintProcess.Output, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertFalse(output.stderr.contains("opaque view 'ShareSheet'"), output.stderr, file: file, line: line)
        XCTAssertTrue(output.stderr.contains("App/Dock.swift:38:21: abstracted view 'ShareSheet' (its code read cannot navigate)"), output.stderr, file: file, line: line)
        XCTAssertFalse(output.stdout.contains("warning:") || output.stdout.contains("error:"), output.stdout, file: file, line: line)
    }

    private func assertUnknown(_ output: NavLintProcess.Output, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertTrue(output.stderr.contains("App/Dock.swift:38:21: opaque view 'ShareSheet' (may navigate)"), output.stderr, file: file, line: line)
        XCTAssertFalse(output.stdout.contains("warning:") || output.stdout.contains("error:"), output.stdout, file: file, line: line)
    }

    func testARepresentableWhoseCodeCannotNavigateIsAnAbstraction() throws {
        assertAbstraction(try lint(Self.app()))
    }

    func testACoordinatorThatPopsThePathKeepsTheViewUnknown() throws {
        assertUnknown(try lint(Self.app(coordinator: "Router.shared.path.removeAll()")))
    }

    func testTheEnvironmentReadThroughTheContextKeepsTheViewUnknown() throws {
        assertUnknown(try lint(Self.app(made: "UIActivityViewController(activityItems: items, applicationActivities: nil); context.environment.dismiss()")))
    }

    /// `[Any]` may hold an object of the module whose methods UIKit calls (an activity item source).
    func testAValueThatMayHoldAnObjectOfTheModuleKeepsTheViewUnknown() throws {
        assertUnknown(try lint(Self.app(items: "let items: [Any]")))
    }

    /// A hosting controller is a SwiftUI view graph of its own, whose controls may write the module's state.
    func testAHostedSwiftUIViewKeepsTheViewUnknown() throws {
        assertUnknown(try lint(Self.app(made: "UIHostingController(rootView: Text(\"Shared\"))")))
    }

    /// A binding given to the view gives its code write access only: read there, the writes decide.
    func testABindingTheCodeDoesNotWriteIsGivenToAnAbstraction() throws {
        let given = { (app: String) in app.replacingOccurrences(of: "ShareSheet(items: [])", with: "ShareSheet(items: [], done: $sharing)") }
        assertAbstraction(try lint(given(Self.app(items: "let items: [URL]; @Binding var done: Bool"))))
        assertUnknown(try lint(given(Self.app(items: "let items: [URL]; @Binding var done: Bool",
                                               made: "UIActivityViewController(activityItems: items, applicationActivities: nil); done = false"))))
    }

    /// A value argument is computed by the caller where the view is shown.
    func testAnArgumentThatMayNavigateKeepsTheViewUnknown() throws {
        let app = Self.app().replacingOccurrences(of: "ShareSheet(items: [])", with: "ShareSheet(items: take())")
            .replacingOccurrences(of: "@State private var sharing = false", with: "@State private var sharing = false; func take() -> [URL] { router.path.removeAll(); return [] }")
        XCTAssertNotEqual(app, Self.app())
        assertUnknown(try lint(app))
    }
}
