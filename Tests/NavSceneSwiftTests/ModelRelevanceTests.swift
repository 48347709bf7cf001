import NavSceneDiagnostics
@testable import NavSceneSwift
import SwiftSyntax
import XCTest

/// Issue 22 (coverage): the stored properties of the module's model classes no navigation depends on
/// (`NavigationRelevance`'s model candidates): written, shown as text, edited by a control, they are irrelevant; read
/// by a condition, a presentation's binding, a publisher, an observer, a key path, a synthesized encoding, another
/// module's key-value coding, or overridden, they stay relevant.
final class ModelRelevanceTests: XCTestCase {
    let configuration = BuildConfiguration(platform: .iOS)

    /// The irrelevant `Loader.*` properties, with `members` added to the model, `body` to the root view's stack and
    /// `extra` to the file.
    private func irrelevant(conformances: String = "ObservableObject", members: String = "", body: String = "", extra: String = "") -> Set<String> {
        let text = """
            import SwiftUI
            enum Route: Hashable { case detail }
            @main struct TestApp: App {
                var body: some Scene { WindowGroup { RootView() } }
            }
            final class Loader: \(conformances) {
                @Published var isLoading = false
                @Published var message = ""
                @Published var flag = false
                \(members)
                func load() {
                    isLoading = true
                    message = "Loading"
                    isLoading = false
                }
            }
            struct RootView: View {
                @State private var path: [Route] = []
                @StateObject private var loader = Loader()
                var body: some View {
                    NavigationStack(path: $path) {
                        VStack {
                            Text(loader.message)
                            Button("Load") { loader.load() }
                            \(body)
                        }
                        .navigationDestination(for: Route.self) { _ in Text("Detail") }
                    }
                }
            }
            \(extra)
            """
        let module = SwiftModule(files: [SwiftFileFacts(SwiftSource(file: SourceFile(path: "App/App.swift", text: text), configuration: configuration))])
        let builder = SceneBuilder(module: module, name: "App", range: .synthetic("App"), forcedOpaque: [])
        _ = builder.build()
        return builder.reach.holding(builder).irrelevantState.filter { $0.hasPrefix("Loader.") }
    }

    func testWritesTextAndAnEditingControlLeaveAModelsPropertiesIrrelevant() {
        XCTAssertEqual(irrelevant(body: "Toggle(\"Flag\", isOn: $loader.flag)"), ["Loader.isLoading", "Loader.message", "Loader.flag"])
        XCTAssertEqual(irrelevant(conformances: "Observable", body: "Toggle(\"Flag\", isOn: Bindable(loader).flag)"),
                       ["Loader.isLoading", "Loader.message", "Loader.flag"])
    }

    func testAPropertyOfAModuleTypeThatHoldsNoNavigationIsACandidate() {
        let kinds = "enum Kind { case plain, fancy }\nstruct Note { var text = \"\" }\nstruct Action { let run: () -> Void }"
        let found = irrelevant(members: "var kind = Kind.plain\nvar note = Note()\nvar action: Action? = nil\nvar route: Route? = nil\nfunc set() { kind = .fancy; note = Note(); action = nil; route = nil }", extra: kinds)
        XCTAssertTrue(found.isSuperset(of: ["Loader.kind", "Loader.note"]), "\(found)")
        XCTAssertFalse(found.contains("Loader.action"), "a closure may navigate")
        // (`Route` holds nothing either: only what reads it decides.)
        XCTAssertTrue(found.contains("Loader.route"), "\(found)")
    }

    func testAConditionAPresentationAndAnUnknownCallMakeItRelevant() {
        XCTAssertFalse(irrelevant(members: "func check() { guard !isLoading else { return } }").contains("Loader.isLoading"))
        XCTAssertFalse(irrelevant(body: "if loader.isLoading { NavigationLink(\"Go\", value: Route.detail) }").contains("Loader.isLoading"))
        XCTAssertFalse(irrelevant(body: "Color.clear.sheet(isPresented: $loader.flag) { Text(\"S\") }").contains("Loader.flag"))
        XCTAssertFalse(irrelevant(body: "Text(\"x\").onAppear { print(loader.message) }").contains("Loader.message"))
        // Data flow: relevant when the property it flows into is.
        XCTAssertEqual(irrelevant(members: "func copy() { flag = message.isEmpty }"), ["Loader.isLoading", "Loader.message", "Loader.flag"])
        let flowing = irrelevant(members: "func copy() { flag = message.isEmpty }", body: "if loader.flag { Text(\"F\") }")
        XCTAssertEqual(flowing, ["Loader.isLoading"])
    }

    func testPublishersObserversAndKeyPathsMakeItRelevant() {
        XCTAssertFalse(irrelevant(body: "Text(\"x\").onReceive(loader.$message) { _ in path.append(.detail) }").contains("Loader.message"))
        XCTAssertFalse(irrelevant(members: "func watch() { _ = $flag.sink { _ in } }").contains("Loader.flag"))
        XCTAssertEqual(irrelevant(body: "Text(\"x\").onReceive(loader.objectWillChange) { _ in path.append(.detail) }"), [])
        XCTAssertEqual(irrelevant(members: "func poke() { objectWillChange.send(); self.objectWillChange.send() }"), ["Loader.isLoading", "Loader.message", "Loader.flag"])
        XCTAssertEqual(irrelevant(conformances: "Observable", members: "func watch() { withObservationTracking { _ = 1 } onChange: { } }"), [])
        XCTAssertFalse(irrelevant(members: "static let path = \\Loader.message").contains("Loader.message"))
        XCTAssertFalse(irrelevant(members: "var shown = \"\" { didSet { print(shown) } }").contains("Loader.shown"))
    }

    func testWhatAnotherModuleMayReadUnnamedKeepsTheModelOut() {
        XCTAssertEqual(irrelevant(conformances: "ObservableObject, Codable"), [], "a synthesized encoding reads every property")
        XCTAssertEqual(irrelevant(conformances: "NSObject, ObservableObject"), ["Loader.isLoading", "Loader.message", "Loader.flag"],
                       "key-value coding reads only @objc properties")
        XCTAssertEqual(irrelevant(conformances: "UIViewController, ObservableObject"), [], "another module's superclass may read them")
        XCTAssertEqual(irrelevant(conformances: "NSObject, ObservableObject", extra: "@objcMembers final class Other: NSObject { var message = \"\" }"),
                       ["Loader.isLoading", "Loader.flag"], "key-value coding reads an @objcMembers class's properties by string")
        XCTAssertEqual(irrelevant(conformances: "ObservableObject, Identifiable", members: "let id = 1"), ["Loader.isLoading", "Loader.message", "Loader.flag"])
        XCTAssertFalse(irrelevant(members: "@objc dynamic var title = \"\"").contains("Loader.title"))
        XCTAssertEqual(irrelevant(conformances: "ObservableObject, Loading", extra: "protocol Loading: Encodable {}"), [])
        XCTAssertEqual(irrelevant(conformances: "ObservableObject, Loading", extra: "protocol Loading: AnyObject {}"), ["Loader.isLoading", "Loader.message", "Loader.flag"])
    }

    func testAnOverrideAnotherStorageOfTheNameOrAnInoutParameterMakeItRelevant() {
        let subclass = "final class Special: Base { override var message: String { didSet { print(1) } } }\nclass Base { var message = \"\" }"
        XCTAssertFalse(irrelevant(extra: subclass).contains("Loader.message"))
        XCTAssertEqual(irrelevant(extra: "open class Shared: ObservableObject { @Published var message = \"\" }"), ["Loader.isLoading", "Loader.flag"])
        // Another type's storage of the name is no flow target (a synthesized encoding reads it unnamed).
        let draft = "struct Draft: Codable { var flag = false; mutating func fill(_ loader: Loader) { flag = loader.message.isEmpty } }"
        XCTAssertEqual(irrelevant(extra: draft), ["Loader.isLoading", "Loader.flag"])
        XCTAssertEqual(irrelevant(members: "func copy() { flag = message.isEmpty }", extra: "struct Draft: Codable { var flag = false }"), ["Loader.isLoading", "Loader.flag"])
        XCTAssertFalse(irrelevant(extra: "func fill(message: inout String) { message = \"x\" }").contains("Loader.message"))
    }
}
