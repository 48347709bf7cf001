import Foundation
import XCTest

/// Helpers the module defines, read where they are applied so that they hide nothing (issue 22, item 4), through the
/// binary: an `extension ToolbarContent` modifier applied to a toolbar item (in a `#if` of the item's chain, given a
/// view type's static property), and another module's modifier given a property of an `@Environment` object read
/// through a `@Bindable` local alias. Each twin: the mistake beside it is reported (err), the app without the mistake
/// is clean and fully modelled (ok).
final class ModuleHelperCoverageTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        try skipWithoutSwiftFrontEnd(); root = try makeTemporaryDirectory() }
    override func tearDownWithError() throws { if let root { try? FileManager.default.removeItem(at: root) } }

    /// A shelf whose toolbar item takes the module's `zoomSource` modifier, given `ShelfEditor.sourceID` (a static
    /// property of a view type: a value, not the view). `destination` is the shelf's destination for `Crate`, if any.
    static func shelf(destination: String) -> String {
        """
        import SwiftUI

        struct Crate: Hashable { var label: String }

        struct ShelfView: View {
            @Namespace private var namespace
            var body: some View {
                NavigationStack {
                    List {
                        NavigationLink("Open", value: Crate(label: "apples"))
                    }
        \(destination)
                    .toolbar {
                        shelfToolbar
                    }
                }
            }

            @ToolbarContentBuilder
            var shelfToolbar: some ToolbarContent {
                ToolbarItem(placement: .automatic) {
                    Menu {
                        Button("Tidy") { print("tidy") }
                    } label: {
                        Text("More")
                    }
                }
                #if os(iOS)
                .zoomSource(id: ShelfEditor.sourceID, in: namespace)
                #endif
            }
        }

        struct ShelfEditor: View {
            static let sourceID: String = "\\(ShelfEditor.self)"
            var body: some View { Text("Editor") }
        }

        #if os(iOS)
        extension ToolbarContent {
            @ToolbarContentBuilder
            func zoomSource(id: some Hashable, in namespace: Namespace.ID) -> some ToolbarContent {
                if #available(iOS 26.0, *) {
                    self
                        .matchedTransitionSource(id: id, in: namespace)
                } else {
                    self
                }
            }
        }
        #endif

        """
    }

    func testAToolbarContentModifierOfTheModuleIsReadWhereItIsApplied() throws {
        let output = try NavLintProcess.lint(Self.shelf(destination: ""), at: "App/Shelf.swift", in: root, verbose: true)
        XCTAssertFalse(output.stderr.contains("opaque"), output.stderr)
        XCTAssertTrue(output.stdout.contains("App/Shelf.swift:10:17: error: no navigationDestination for Crate is visible from this link"), output.stdout)
        XCTAssertTrue(output.stdout.hasSuffix("navigation: 2 of 2 sites modelled (100%)\n"), output.stdout)
    }

    func testAToolbarContentModifierOfTheModuleHidesNoDestination() throws {
        let destination = "            .navigationDestination(for: Crate.self) { crate in Text(crate.label) }"
        let output = try NavLintProcess.lint(Self.shelf(destination: destination), at: "App/Shelf.swift", in: root, verbose: true)
        XCTAssertFalse(output.stderr.contains("opaque"), output.stderr)
        XCTAssertFalse(output.stdout.contains("error:"), output.stdout)
        XCTAssertTrue(output.stdout.hasSuffix("navigation: 3 of 3 sites modelled (100%)\n"), output.stdout)
    }

    /// A dock whose root view reads an `@Environment` object through `@Bindable var harbor = harbor` and gives
    /// another module's modifier (`.badgeOverlay`) only that object's `badges` (initialised with another module's type):
    /// the modifier declares destinations for its own types only, so it cannot supply the pushed screen's destination
    /// for `Berth`, a type of this module.
    static func dock(destination: String) -> String {
        """
        import SwiftUI
        import BadgeKit

        struct Berth: Hashable { var number: Int }

        @Observable
        final class Harbor {
            let badges = Badges()
            var path = NavigationPath()
        }

        struct DockRoot: View {
            @Environment(Harbor.self) private var harbor
            var body: some View {
                @Bindable var harbor = harbor
                NavigationStack(path: $harbor.path) {
                    List {
                        NavigationLink("Pier", value: 1)
                    }
                    .navigationDestination(for: Int.self) { pier in
                        PierView(pier: pier)
                    }
                }
                .badgeOverlay(model: harbor.badges, alignment: .top)
            }
        }

        struct PierView: View {
            let pier: Int
            var body: some View {
                List {
                    NavigationLink("Berth", value: Berth(number: pier))
                }
        \(destination)
            }
        }

        """
    }

    func testAnotherModulesModifierGivenAnEnvironmentObjectsPropertyThroughALocalAliasHidesNoDestination() throws {
        let output = try NavLintProcess.lint(Self.dock(destination: ""), at: "App/Dock.swift", in: root, verbose: true)
        XCTAssertTrue(output.stdout.contains("App/Dock.swift:32:13: error: no navigationDestination for Berth is visible from this link"), output.stdout)
        XCTAssertTrue(output.stderr.contains("abstracted modifier '.badgeOverlay' (another module's"), output.stderr)
        XCTAssertFalse(output.stderr.contains("not reported"), output.stderr)
    }

    func testAnotherModulesModifierGivenAnEnvironmentObjectsPropertyLeavesACorrectAppClean() throws {
        let destination = "        .navigationDestination(for: Berth.self) { berth in Text(\"\\(berth.number)\") }"
        let output = try NavLintProcess.lint(Self.dock(destination: destination), at: "App/Dock.swift", in: root, verbose: true)
        XCTAssertFalse(output.stdout.contains("error:"), output.stdout)
        XCTAssertFalse(output.stdout.contains("warning:"), output.stdout)
    }

    /// Core Data's `@FetchRequest var archives: FetchedResults<Archive>`: its rows are `Archive`s (as SwiftData's
    /// `[Item]`), so a link to a row's value has a type and gets a verdict.
    static func archives(destination: String) -> String {
        """
        import CoreData
        import SwiftUI

        final class Archive: NSManagedObject {
            @NSManaged var fileID: UUID
            @NSManaged var name: String
        }

        struct ArchivesView: View {
            @FetchRequest private var archives: FetchedResults<Archive>
            init() {
                _archives = FetchRequest(sortDescriptors: [], animation: .easeInOut)
            }
            var body: some View {
                NavigationStack {
                    List {
                        ForEach(archives, id: \\.fileID) { archive in
                            NavigationLink(value: archive) {
                                Text(archive.name)
                            }
                        }
                    }
        \(destination)
                }
            }
        }

        """
    }

    func testTheRowsOfAFetchRequestAreItsEntities() throws {
        let output = try NavLintProcess.lint(Self.archives(destination: ""), at: "App/Archives.swift", in: root, verbose: true)
        XCTAssertTrue(output.stdout.contains("App/Archives.swift:18:21: error: no navigationDestination for Archive is visible from this link"), output.stdout)
        XCTAssertFalse(output.stderr.contains("unknown type"), output.stderr)
    }

    func testTheRowsOfAFetchRequestWithTheirDestinationAreClean() throws {
        let destination = "            .navigationDestination(for: Archive.self) { archive in Text(archive.name) }"
        let output = try NavLintProcess.lint(Self.archives(destination: destination), at: "App/Archives.swift", in: root, verbose: true)
        XCTAssertFalse(output.stdout.contains("error:"), output.stdout)
        XCTAssertTrue(output.stdout.hasSuffix("navigation: 3 of 3 sites modelled (100%)\n"), output.stdout)
    }

    /// A feed whose layer modifier (`.layerSheets(for:)`) applies a ViewModifier that wraps the view in a `Group` and
    /// applies the other overload of the same name (given an `@autoclosure` value), whose ViewModifier shows the
    /// module's UIKit share controller in a `.background` (its closure makes a UIKit value, not a view).
    static func feed(destination: String) -> String {
        """
        import SwiftUI
        import UIKit

        struct Frame: Hashable { var id: Int }

        @Observable final class Layer {
            var index = 0
            var shareText: String?
        }

        struct FeedView: View {
            @State var layer = Layer()
            var body: some View {
                NavigationStack {
                    List {
                        NavigationLink("Post", value: Frame(id: 1))
                    }
        \(destination)
                    .layerSheets(for: layer)
                }
            }
        }

        private struct NextLayerModifier: ViewModifier {
            let layer: Layer
            func body(content: Content) -> some View {
                Group {
                    content.layerSheets(shareText: Binding(get: { layer.shareText }, set: { layer.shareText = $0 }), depth: layer.index)
                }
            }
        }

        private struct ShareModifier: ViewModifier {
            @Binding var shareText: String?
            func body(content: Content) -> some View {
                content
                    .background(ShareController(
                        isPresenting: Binding(get: { shareText != nil }, set: { if !$0 { shareText = nil } })
                    ) { activityController }
                    )
            }
            var activityController: UIViewController { UIViewController() }
        }

        extension View {
            func layerSheets(for layer: Layer) -> some View {
                modifier(NextLayerModifier(layer: layer))
            }
            func layerSheets(shareText: Binding<String?>, depth: @autoclosure @escaping () -> Int) -> some View {
                modifier(ShareModifier(shareText: shareText))
            }
        }

        private struct ShareController: UIViewControllerRepresentable {
            @Binding var isPresenting: Bool
            var content: () -> UIViewController
            func makeUIViewController(context: Context) -> UIViewController { UIViewController() }
            func updateUIViewController(_ controller: UIViewController, context: Context) {}
        }

        """
    }

    func testAWrappingModifierOverloadAndAUIKitBackgroundHideNoDestination() throws {
        let output = try NavLintProcess.lint(Self.feed(destination: ""), at: "App/Feed.swift", in: root, verbose: true)
        XCTAssertTrue(output.stdout.contains("App/Feed.swift:16:17: error: no navigationDestination for Frame is visible from this link"), output.stdout)
        XCTAssertFalse(output.stderr.contains("opaque modifier"), output.stderr)
        XCTAssertFalse(output.stderr.contains("may declare destinations"), output.stderr)
    }

    func testAWrappingModifierOverloadAndAUIKitBackgroundLeaveACorrectAppClean() throws {
        let destination = "            .navigationDestination(for: Frame.self) { frame in Text(\"\\(frame.id)\") }"
        let output = try NavLintProcess.lint(Self.feed(destination: destination), at: "App/Feed.swift", in: root, verbose: true)
        XCTAssertFalse(output.stdout.contains("error:"), output.stdout)
        XCTAssertFalse(output.stdout.contains("warning:"), output.stdout)
    }
}
