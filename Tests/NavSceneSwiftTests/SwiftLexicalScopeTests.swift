import NavSceneDiagnostics
import NavSceneModel
@testable import NavSceneSwift
import SwiftSyntax
import XCTest

/// Issue 22: Swift resolves a type name in the innermost scope first. A view's nested type of the same short name as
/// the view (a Shape it draws) is that nested type, not the view instantiating itself.
final class SwiftLexicalScopeTests: XCTestCase {
    func load(_ text: String) -> SwiftFrontEnd.Result {
        SwiftFrontEnd.load([SourceFile(path: "Gauge.swift", text: text)], name: "Test")
    }

    func testANestedShapeOfTheViewsOwnNameIsDrawnNotTheViewItself() {
        let result = load("""
            import SwiftUI
            struct Gauge: View {
                var body: some View { NavigationStack { Segment() } }
                struct Segment: View {
                    var body: some View { Segment().fill(.tint) }
                    struct Segment: Shape { func path(in r: CGRect) -> Path { Path(r) } }
                }
            }
            """)
        XCTAssertNotNil(result.scene)
        XCTAssertEqual(result.diagnostics.filter { $0.id.hasPrefix("swift-") }.map(\.message), [])
        XCTAssertEqual(result.scene?.opaque.map(\.what) ?? ["no scene"], [], "a Shape draws and never navigates: nothing unknown")
    }

    func testAViewThatReallyInstantiatesItselfIsStillCut() {
        let result = load("""
            import SwiftUI
            struct Tree: View {
                var body: some View { VStack { Tree() } }
            }
            """)
        XCTAssertTrue(result.diagnostics.contains { $0.id == "swift-unmodelled" && $0.message.contains("instantiates itself") })
    }

    /// Two files may each declare a `private` type of one name: each is its own type under its file's name, an
    /// extension in its file extends it, the module's internal type of that name keeps the name, and each file's
    /// code finds its own (`SwiftModule.fileTypes`, `lexicalTypeName`).
    func testEachFilesPrivateTypeIsItsOwnAndItsFilesCodeFindsIt() throws {
        let configuration = BuildConfiguration(platform: .iOS)
        let files = [
            ("A.swift", "import SwiftUI\nstruct AView: View { var body: some View { Row() } }\nprivate struct Row: View { var body: some View { Text(\"a\") } }\nextension Row { var a: Int { 1 } }\n"),
            ("B.swift", "import SwiftUI\nstruct BView: View { var body: some View { Row() } }\nfileprivate struct Row: View { let b: Int; var body: some View { Text(\"b\") } }\n"),
            ("C.swift", "import SwiftUI\nstruct Row: View { let c: String; var body: some View { Text(c) } }\nstruct CView: View { var body: some View { Row(c: \"c\") } }\n"),
            ("D.swift", "import SwiftUI\nprivate struct Solo: View { var body: some View { Text(\"d\") } }\n"),
        ].map { SwiftFileFacts(SwiftSource(file: SourceFile(path: $0.0, text: $0.1), configuration: configuration)) }
        let module = SwiftModule(files: files)
        XCTAssertEqual(module.types["A.swift.Row"]?.properties.map(\.name), ["body", "a"], "its own members and its file's extension's")
        XCTAssertEqual(module.types["B.swift.Row"]?.properties.map(\.name), ["b", "body"])
        XCTAssertEqual(module.types["Row"]?.properties.map(\.name), ["c", "body"], "the internal type keeps the name")
        XCTAssertNotNil(module.types["Solo"], "a private type no other file names keeps its name")
        XCTAssertEqual(module.fileTypes.count, 2)
        for (index, expected) in ["A.swift.Row", "B.swift.Row", "Row"].enumerated() {
            let tree = files[index].source.tree
            let call = try XCTUnwrap(tree.tokens(viewMode: .sourceAccurate).first { $0.text == "Row" && $0.previousToken(viewMode: .sourceAccurate)?.text == "{" })
            XCTAssertEqual(module.lexicalTypeName("Row", at: call), expected)
        }
    }
    /// A property with no annotation holds the type its initializer makes, as Swift infers it (`declaredTypeName`):
    /// a call of a type (`Router()`, `Router.init()`, `Nav.Router()`, `Nav.Router.init(path:)`), a stored static
    /// property (`Nav.Router.shared`, whose `Self.init()` is the type's own), a stored instance property of such a value
    /// (`Store.shared.router`); not a function's or a static method's result, nor a computed property's value.
    func testAPropertysTypeIsTheTypeItsInitializerMakes() throws {
        let configuration = BuildConfiguration(platform: .iOS)
        let text = """
            import SwiftUI
            enum Nav {
                final class Router {
                    static let shared = Self.init()
                    static let main: Router = .init()
                    static var computed: Router { Router() }
                    static func make() -> Router { Router() }
                    var path: [Int] = []
                }
            }
            final class Store {
                static let shared = Store()
                let router = Nav.Router.init()
            }
            func makeRouter() -> Nav.Router { Nav.Router() }
            struct Holder {
                var a = Nav.Router()
                var b = Nav.Router.init()
                var c = Nav.Router.shared
                var d = Nav.Router.main
                var e = Store.shared.router
                var f = makeRouter()
                var g = Nav.Router.make()
                var h = Nav.Router.computed
                var i = Store.init()
            }
            """
        let files = [SwiftFileFacts(SwiftSource(file: SourceFile(path: "A.swift", text: text), configuration: configuration))]
        let module = SwiftModule(files: files)
        let holder = try XCTUnwrap(module.types["Holder"])
        let names = holder.properties.map { module.declaredTypeName(of: $0).flatMap { module.typeNamed($0, from: "Holder") } ?? "-" }
        XCTAssertEqual(names, ["Router", "Router", "Router", "Router", "Router", "-", "-", "-", "Store"])
    }
}
