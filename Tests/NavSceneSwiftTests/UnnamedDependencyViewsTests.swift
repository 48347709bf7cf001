import NavSceneDiagnostics
import NavSceneModel
@testable import NavSceneSwift
import SwiftParser
import XCTest

/// Issue 22 (speed): a dependency module's views that nothing the importing target can reach names are left to that
/// module's own target when the same run lints it (`DependencyModules.viewsNothingNames`): the importer neither
/// translates them nor takes them as entries.
final class UnnamedDependencyViewsTests: XCTestCase {
    let features = SourceFile(path: "Features/Screens.swift", text: """
        import SwiftUI
        public struct Feed: View { public init() {}; public var body: some View { List { Row() } } }
        struct Row: View { var body: some View { Text("row") } }
        public struct Orders: View { public init() {}; public var body: some View { NavigationStack { OrderRow() } } }
        struct OrderRow: View { var body: some View { Text("order") } }
        public struct Settings: View { public init() {}; public var body: some View { Text("settings") } }
        public struct Badge: View { public init() {}; public var body: some View { Text("badge") } }
        public struct Card: View {
            struct Header: View { var body: some View { Text("header") } }
            public init() {}
            public var body: some View { Header() }
        }
        """)
    let helpers = SourceFile(path: "Features/Helpers.swift", text: """
        import SwiftUI
        public enum Route { case settings }
        public extension Route { @ViewBuilder var screen: some View { Settings() } }
        extension Badge { var small: some View { self } }
        """)
    let app = SourceFile(path: "App/ShopApp.swift", text: """
        import SwiftUI
        import Features
        @main struct ShopApp: App { var body: some Scene { WindowGroup { NavigationStack { Feed() } } } }
        """)

    func load(_ own: SourceFile, checkedElsewhere: Set<String>) throws -> Scene {
        try XCTUnwrap(SwiftFrontEnd.load([own], dependencies: [features, helpers], name: "App", checkedElsewhere: checkedElsewhere).scene)
    }

    func entries(_ scene: Scene) -> Set<String> {
        Set(scene.root.compactMap { node -> String? in
            if case .instance(let instance) = node.element { return instance.view }
            return nil
        })
    }

    func testAViewNothingTheTargetReachesNamesIsLeftToItsModulesTarget() throws {
        let all = try load(app, checkedElsewhere: [])
        XCTAssertTrue(Set(all.views.keys).isSuperset(of: ["Feed", "Row", "Orders", "OrderRow", "Settings", "Badge", "Card"]), "\(all.views.keys.sorted())")
        let left = try load(app, checkedElsewhere: [features.path, helpers.path])
        // Feed: the app names it; Row: Feed does; Settings: the dependency's own code outside views does; Badge: an
        // extension of it (its members are the view's); Card: declares a type inside it (kept whole). Orders and
        // OrderRow: nothing the app can reach names them.
        XCTAssertEqual(Set(all.views.keys).subtracting(left.views.keys), ["Orders", "OrderRow"])
        XCTAssertEqual(left.ownFiles, [app.path])
    }

    func testOnlyTheFilesAnotherTargetChecksAreLeftOut() throws {
        let all = try load(app, checkedElsewhere: [])
        let left = try load(app, checkedElsewhere: [helpers.path])
        XCTAssertEqual(Set(all.views.keys), Set(left.views.keys))
    }

    /// Without an App, the views nothing in the module shows are entries: a dependency's view the module cannot name
    /// is not one of them (its own module takes it as an entry, with what is above it unknown).
    func testWithoutAnAppAViewTheModuleCannotNameIsNoEntry() throws {
        let library = SourceFile(path: "Timeline/Timeline.swift", text: """
            import SwiftUI
            import Features
            public struct Timeline: View { public init() {}; public var body: some View { Feed() } }
            """)
        let all = entries(try load(library, checkedElsewhere: []))
        let left = entries(try load(library, checkedElsewhere: [features.path, helpers.path]))
        XCTAssertTrue(all.isSuperset(of: ["Timeline", "Orders", "Settings"]), "\(all.sorted())")
        XCTAssertEqual(all.subtracting(left), ["Orders"])
    }

    /// A name declared by two top-level structs (two modules, or a file and another) is never left out: which one
    /// the code names is not decided by its spelling.
    func testAViewWhoseNameIsDeclaredTwiceIsKept() throws {
        let other = SourceFile(path: "Other/Orders.swift", text: """
            import SwiftUI
            struct Orders: View { var body: some View { Text("other") } }
            """)
        let scene = try XCTUnwrap(SwiftFrontEnd.load([app], dependencies: [features, helpers, other], name: "App",
                                                     checkedElsewhere: [features.path, helpers.path, other.path]).scene)
        XCTAssertNotNil(scene.views["Orders"])
        XCTAssertNotNil(scene.views["OrderRow"], "a kept view's code names what it shows")
    }

    /// A `#Preview` (also inside `#if DEBUG`) is no code of the program: a view only previews name is left to its
    /// module's target, as is what only it shows. A `PreviewProvider` names what it shows only where something names
    /// the provider.
    let previews = SourceFile(path: "Features/Previews.swift", text: """
        import SwiftUI
        public struct Drafts: View { public init() {}; public var body: some View { DraftRow() } }
        struct DraftRow: View { var body: some View { Text("draft") } }
        public struct Archive: View { public init() {}; public var body: some View { Text("archive") } }
        public struct Trash: View { public init() {}; public var body: some View { Text("trash") } }
        public struct Outbox: View { public init() {}; public var body: some View { Text("outbox") } }
        public struct Sent: View { public init() {}; public var body: some View { Text("sent") } }
        #Preview { Drafts() }
        #if DEBUG
        #Preview("Archive") { Archive() }
        struct Trash_Previews: PreviewProvider { static var previews: some View { Trash() } }
        #endif
        struct Outbox_Previews: PreviewProvider { static var previews: some View { Outbox() } }
        struct Sent_Previews: PreviewProvider { static var previews: some View { Sent() } }
        """)

    func testAViewOnlyPreviewsNameIsLeftToItsModulesTarget() throws {
        let gallery = SourceFile(path: "Features/Gallery.swift", text: """
            enum Gallery { static let shown = Sent_Previews.self }
            """)
        func views(_ checkedElsewhere: Set<String>) throws -> Set<String> {
            let scene = try XCTUnwrap(SwiftFrontEnd.load([app], dependencies: [features, helpers, previews, gallery], name: "App",
                                                         checkedElsewhere: checkedElsewhere).scene)
            return Set(scene.views.keys)
        }
        let all = try views([])
        XCTAssertTrue(all.isSuperset(of: ["Drafts", "DraftRow", "Archive", "Trash", "Outbox", "Sent"]), "\(all.sorted())")
        let left = try views([features.path, helpers.path, previews.path, gallery.path])
        // Sent: its provider is named by the module's code, so what the provider shows may be shown.
        XCTAssertEqual(all.subtracting(left), ["Orders", "OrderRow", "Drafts", "DraftRow", "Archive", "Trash", "Outbox"])
    }

    func testPreviewsAreNoUsesAndAProvidersNamesAreKeptApart() {
        let tree = Parser.parse(source: """
            #Preview { Shown() }
            #if DEBUG
            #Preview { Debug() }
            struct Nested_Previews: PreviewProvider { static var previews: some View { Inner() } }
            #else
            let release = Release()
            #endif
            struct Top_Previews: PreviewProvider { static var previews: some View { Outer() } }
            let global = Global()
            """)
        let uses = TypeNameUses(tree)
        XCTAssertEqual(uses.rest, ["DEBUG", "Release", "Global"])
        XCTAssertEqual(uses.previewProviders["Nested_Previews"], ["Nested_Previews", "PreviewProvider", "View", "Inner"])
        XCTAssertEqual(uses.previewProviders["Top_Previews"], ["Top_Previews", "PreviewProvider", "View", "Outer"])
        XCTAssertEqual(uses.structs["Top_Previews"]?.names.contains("Outer"), true)
    }

    func testTheNamesAFileUsesAreSplitByTopLevelStruct() {
        let tree = Parser.parse(source: """
            struct `Plain`: View { var body: some View { Row(); `Escaped`() ; lower() } }
            struct Outer { struct Inner {} ; let x = Used() }
            struct Twice {}
            struct Twice { let y = Again() }
            extension Plain { func f() -> Helper { Helper() } }
            let global = Global()
            """)
        let uses = TypeNameUses(tree)
        XCTAssertEqual(uses.structs["Plain"]?.names, ["Plain", "View", "Row", "Escaped"])
        XCTAssertEqual(uses.structs["Plain"]?.closed, true)
        XCTAssertEqual(uses.structs["Outer"]?.closed, false)
        XCTAssertEqual(uses.structs["Outer"]?.names.contains("Used"), true)
        XCTAssertEqual(uses.structs["Twice"]?.closed, false)
        XCTAssertEqual(uses.structs["Twice"]?.names.contains("Again"), true)
        XCTAssertEqual(uses.rest, ["Plain", "Helper", "Global"])
    }
}
