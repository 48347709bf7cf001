import NavSceneDiagnostics
import NavSceneLoader
import NavSceneModel
import NavSceneRules
@testable import NavSceneSwift
import XCTest

/// The scene language's real-app constructs (toolbars, dialogs, menus, events, enums with values) read from Swift.
final class SwiftIssue12Tests: XCTestCase {
    func load(_ text: String) throws -> Scene {
        let result = SwiftFrontEnd.load([SourceFile(path: "App.swift", text: text)], name: "Test")
        XCTAssertEqual(result.diagnostics.map(\.message), [])
        return try XCTUnwrap(result.scene)
    }

    func findings(_ text: String) -> [String] {
        let result = SwiftFrontEnd.load([SourceFile(path: "App.swift", text: text)], name: "Test")
        return RuleRegistry.run(LoadResult(scene: result.scene, diagnostics: result.diagnostics, sources: result.sources), settings: RuleSettings())
            .map { "\($0.range.start.line):\($0.range.start.column) \($0.id)" }
    }

    func modifiers(_ scene: Scene) -> [Modifier] { scene.nodes.flatMap(\.modifiers) }

    func testToolbarMenuDialogsAndEventsAreModelled() throws {
        let scene = try load("""
        import SwiftUI
        struct Root: View {
            @State private var showCompose = false
            @State private var confirm = false
            @State private var about = false
            @State private var count = 0
            var body: some View {
                NavigationStack {
                    List {
                        Text("Row")
                            .swipeActions(edge: .trailing) { Button("Delete", role: .destructive) { confirm = true } }
                            .contextMenu { Button("Reply") { showCompose = true } }
                    }
                    .toolbar {
                        ToolbarItem(placement: .primaryAction) {
                            Menu("More") { Button("About") { about = true } }
                        }
                        ToolbarItemGroup(placement: .bottomBar) { Button("Compose") { showCompose = true } }
                    }
                    .confirmationDialog("Delete?", isPresented: $confirm, titleVisibility: .visible) {
                        Button("Delete", role: .destructive) { count += 1 }
                    } message: { Text("Gone for good") }
                    .alert("About", isPresented: $about) { Button("OK") {} }
                    .popover(isPresented: $showCompose) { Text("Compose") }
                    .onAppear { showCompose = false }
                    .onDisappear { confirm = false }
                    .task(id: count) { about = false }
                    .onChange(of: count) { old, new in about = new > 3 }
                    .navigationBarBackButtonHidden()
                    .interactiveDismissDisabled(count > 0)
                }
            }
        }
        """)
        let kinds = modifiers(scene).map(\.kind)
        let attached = kinds.compactMap { if case .attached(let a) = $0 { return a.placement.rawValue } else { return nil } }
        XCTAssertEqual(attached.sorted(), ["contextMenu", "swipeActions", "toolbar"])
        let presentations = kinds.compactMap { if case .presentation(let p) = $0 { return p } else { return nil } }
        XCTAssertEqual(presentations.map(\.style.rawValue).sorted(), ["alert", "confirmationDialog", "popover"])
        let dialog = try XCTUnwrap(presentations.first { $0.style == .confirmationDialog })
        XCTAssertEqual(dialog.title?.description, "Delete?")
        XCTAssertEqual(dialog.message?.description, "Gone for good")
        XCTAssertEqual(dialog.content.map(\.name), ["Button"])
        let events = kinds.compactMap { kind -> String? in
            guard case .event(let h) = kind else { return nil }
            switch h.event {
            case .appear: return "appear \(h.statements.count)"
            case .disappear: return "disappear \(h.statements.count)"
            case .task: return "task"
            case .change(let e, let initial): return "change \(e) \(initial) \(h.statements.count)"
            case .openURL: return "url"
            case .external(let e): return "\(e.modifier) \(h.statements.count)"
            }
        }
        XCTAssertEqual(events, ["appear 1", "disappear 1", "change count true 1", "change count false 1"])
        let flags = kinds.compactMap { if case .screenFlag(let f, let e) = $0 { return "\(f.rawValue)=\(e)" } else { return nil } }
        XCTAssertEqual(flags, ["navigationBarBackButtonHidden=true", "interactiveDismissDisabled=count > 0"])
        XCTAssertTrue(scene.nodes.contains { $0.name == "Menu" })
        XCTAssertTrue(scene.nodes.contains { $0.name == "ToolbarItem" })
        XCTAssertTrue(scene.nodes.contains { $0.name == "ToolbarItemGroup" })
        // Only the `old` value of onChange is unknown; nothing else here is opaque.
        XCTAssertEqual(scene.opaque.map(\.what), [])
    }

    /// Before toolbars were read, a sheet opened only from a toolbar button hid what it holds; now the mistake in it
    /// is found, and a view reached only through a toolbar is not reported unreachable.
    func testASheetOpenedFromTheToolbarIsChecked() {
        let found = findings("""
        import SwiftUI
        struct Root: View {
            @State private var showCompose = false
            var body: some View {
                NavigationStack {
                    Text("Inbox")
                        .toolbar { Button("Compose") { showCompose = true } }
                }
                .sheet(isPresented: $showCompose) { Compose() }
            }
        }
        struct Compose: View {
            var body: some View {
                Form { NavigationLink("Recipient") { Text("Contacts") } }
            }
        }
        """)
        XCTAssertEqual(found, ["14:16 link-outside-navigation"])
    }

    func testEnumsWithAssociatedAndRawValues() throws {
        let scene = try load("""
        import SwiftUI
        struct Recipe: Hashable, Identifiable, Codable { let id: UUID; var name: String }
        enum Route: Hashable, Codable {
            case recipe(Recipe)
            case related(to: Recipe, limit: Int)
            case settings
        }
        enum Sidebar: Int, Codable, CaseIterable { case inbox, drafts, sent = 5, archive }
        enum Tint: String, Codable { case mint = "Mint", plum }
        struct Root: View {
            @State private var path: [Route] = []
            @SceneStorage("sidebar") private var sidebar: Sidebar = .inbox
            @State private var layout: Sidebar? = nil
            var body: some View {
                NavigationStack(path: $path) {
                    VStack {
                        Button("Settings") { path.append(.settings) }
                        Button("Pie") { path.append(Route.recipe(Recipe.sample)) }
                        switch layout {
                        case .inbox?: Text("Inbox")
                        case nil: Text("None")
                        default: Text("Other")
                        }
                    }
                    .navigationDestination(for: Route.self) { route in
                        switch route {
                        case .recipe(let recipe): Text(recipe.name)
                        case .related(_, let limit): Text("\\(limit) related")
                        case .settings: Text("Settings")
                        }
                    }
                }
            }
        }
        extension Recipe { static let sample = Recipe(id: UUID(), name: "Pie") }
        """)
        let route = try XCTUnwrap(scene.types["Route"])
        XCTAssertEqual(route.cases.map { "\($0.name)\($0.associated.map { ($0.label ?? "_") + ":" + $0.type.description })" },
                       ["recipe[\"_:Recipe\"]", "related[\"to:Recipe\", \"limit:Int\"]", "settings[]"])
        XCTAssertEqual(scene.types["Sidebar"]?.rawType, .int)
        XCTAssertEqual(scene.types["Sidebar"]?.cases.compactMap(\.rawValue), [.int(0), .int(1), .int(5), .int(6)])
        XCTAssertEqual(scene.types["Tint"]?.cases.compactMap(\.rawValue), [.string("Mint"), .string("plum")])
        let switches = scene.nodes.compactMap { if case .switchOn(let s) = $0.element { return s } else { return nil } }
        XCTAssertEqual(switches.map { $0.cases.map { "\($0.pattern)\($0.bindings.map { $0 ?? "_" })" } },
                       [["inbox[]", "nil[]"], ["recipe[\"recipe\"]", "related[\"_\", \"limit\"]", "settings[]"]])
        let texts = scene.nodes.compactMap { if case .text(let t) = $0.element { return t.description } else { return nil } }
        XCTAssertTrue(texts.contains("{recipe.name}"), "\(texts)")
        XCTAssertTrue(texts.contains("{limit} related"), "\(texts)")
    }
}
