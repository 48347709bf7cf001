import NavSceneDiagnostics
@testable import NavSceneSwift
import SwiftSyntax
import XCTest

/// Issue 22 (speed): what the builder computes from the module alone is computed once and reused, and answers what
/// computing it again answers.
final class BuilderMemoTests: XCTestCase {
    let configuration = BuildConfiguration(platform: .iOS)

    func module(_ text: String) -> SwiftModule {
        SwiftModule(files: [SwiftFileFacts(SwiftSource(file: SourceFile(path: "App/App.swift", text: text), configuration: configuration))])
    }

    func builder(_ module: SwiftModule, forced: Set<SceneBuilder.Location> = []) -> SceneBuilder {
        SceneBuilder(module: module, name: "App", range: .synthetic("App"), forcedOpaque: forced)
    }

    let holdingApp = """
        import SwiftUI
        @Observable final class Router { var path: [Int] = [] }
        final class Holder { let router: Router; init(router: Router) { self.router = router } }
        struct Plain { let count: Int }
        @main struct TestApp: App {
            @State var router = Router()
            var body: some Scene { WindowGroup { NavigationStack(path: $router.path) { Text("a") } } }
        }
        """

    func testTheBuildersNextPassOverAModuleReusesWhichTypesHoldNavigation() {
        let module = module(holdingApp)
        let first = builder(module)
        _ = first.build()
        let table = first.reach.holding(first)
        XCTAssertTrue(table.holds("Router"))
        XCTAssertTrue(table.holds("Holder"), "it holds a Router")
        XCTAssertFalse(table.holds("Plain"))
        let second = builder(module, forced: [SceneBuilder.Location(file: "App/App.swift", offset: 1)])
        _ = second.build()
        let again = second.reach.holding(second)
        XCTAssertTrue(again === table, "the second pass has the same state names: the table is kept")
        let fresh = NavigationHolding.Inputs(second)
        XCTAssertEqual(fresh, table.inputs)
        XCTAssertEqual(["Router", "Holder", "Plain"].map(again.holds), [true, true, false])
    }

    /// What a property's value holds through (`NavigationHolding.edges`) is decided once per property, owner and
    /// depth, and answers as before: the same property in two owners (`Self`) and two properties of one declaration.
    func testWhatAPropertyHoldsThroughIsDecidedOncePerPropertyAndOwner() throws {
        let module = module("""
            import SwiftUI
            @Observable final class Router { var path: [Int] = [] }
            struct Box { let router: Router; let count: Int, other: Router? }
            struct Shared { static let main: Self = Shared(); let label: String }
            @main struct TestApp: App {
                @State var router = Router()
                var body: some Scene { WindowGroup { NavigationStack(path: $router.path) { Text("a") } } }
            }
            """)
        let first = builder(module)
        _ = first.build()
        let table = first.reach.holding(first)
        let box = try XCTUnwrap(module.types["Box"])
        let shared = try XCTUnwrap(module.types["Shared"])
        func names(_ edges: [(name: String, deep: Bool)]?) -> [String]? { edges?.map(\.name) }
        let before = table.edgeQuestions
        for _ in 0..<3 {
            XCTAssertEqual(names(table.edges(try XCTUnwrap(box.property("router")), of: box)), ["Router"])
            XCTAssertEqual(names(table.edges(try XCTUnwrap(box.property("count")), of: box)), [])
            XCTAssertEqual(names(table.edges(try XCTUnwrap(box.property("other")), of: box)), ["Router"])
            XCTAssertEqual(names(table.edges(try XCTUnwrap(shared.properties.first { $0.name == "main" }), of: shared)), ["Shared"])
            XCTAssertEqual(names(table.edges(try XCTUnwrap(shared.properties.first { $0.name == "main" }), of: box)), ["Box"], "Self is the owner's")
        }
        XCTAssertLessThanOrEqual(table.edgeQuestions - before, 5, "each property and owner decided once")
        XCTAssertGreaterThan(table.edgeQuestions, 0)
    }

    func testATableComputedFromOtherStateIsNotReused() {
        let module = module(holdingApp)
        let first = builder(module)
        _ = first.build()
        let table = first.reach.holding(first)
        XCTAssertFalse(table.inputs.stateNames.isEmpty)
        // A builder that has not declared the scene's state yet: other inputs, another table.
        let early = builder(module)
        let other = early.reach.holding(early)
        XCTAssertFalse(other === table)
        XCTAssertTrue(other.inputs.stateNames.isEmpty)
    }

    func testAScopedTypeNameIsFoundOncePerNodeAndAnswersByWhereTheNodeIs() throws {
        let module = module("""
            import SwiftUI
            struct Route { }
            struct LibraryView: View {
                enum Route { case shelf }
                var body: some View { Text("a").onTapGesture { _ = Route.shelf } }
            }
            struct StacksView: View {
                enum Route { case stack }
                var body: some View { Text("b").onTapGesture { _ = Route.stack } }
            }
            """)
        let builder = builder(module)
        let references = module.sources[0].tree.tokens(viewMode: .sourceAccurate)
            .filter { $0.text == "Route" && $0.parent?.is(DeclReferenceExprSyntax.self) == true }
            .compactMap { $0.parent?.as(DeclReferenceExprSyntax.self) }
        XCTAssertEqual(references.count, 2)
        XCTAssertTrue(module.typeOrder.contains("Route"))
        // The same name asked with the same owner: each node answers by the declarations around it, every time.
        for _ in 0..<2 {
            let answers = references.map { builder.scopedTypeName("Route", at: $0, owner: "Route") }
            XCTAssertEqual(answers, [module.lexicalTypeName("Route", at: references[0]), module.lexicalTypeName("Route", at: references[1])])
            XCTAssertNotEqual(answers[0], answers[1])
            XCTAssertNotEqual(answers[0], "Route")
        }
        // Syntax no declaration encloses is looked up from the owner outwards.
        let apart = DeclReferenceExprSyntax(baseName: .identifier("Route"))
        let libraryRoute = builder.scopedTypeName("Route", at: references[0], owner: "LibraryView")
        XCTAssertEqual(builder.scopedTypeName("Route", at: apart, owner: "LibraryView"), libraryRoute)
        XCTAssertEqual(builder.scopedTypeName("Route", at: apart, owner: "Route"), "Route")
        XCTAssertEqual(builder.scopedTypeNames.count, 5, "two nodes with two owners, one node apart with two")
    }

    let nestedTypesApp = """
        import SwiftUI
        struct Route { }
        struct Outer: View {
            struct Inner {
                enum Route { case a }
                func go() { _ = Route.a }
            }
            var body: some View { Text("a").onTapGesture { _ = Route() } }
        }
        extension Outer.Inner { func again() { _ = Route.a } }
        func free() { _ = Route() }
        """

    func testTheTypesAroundANodeAreTheDeclarationsAroundIt() {
        let module = module(nestedTypesApp)
        let references = module.sources[0].tree.tokens(viewMode: .sourceAccurate)
            .filter { $0.text == "Route" && $0.parent?.is(DeclReferenceExprSyntax.self) == true }
            .compactMap { $0.parent?.as(DeclReferenceExprSyntax.self) }
        XCTAssertEqual(references.count, 4)
        // Inside a nested type, inside the outer one, in a dotted extension (which ends the chain), outside any.
        XCTAssertEqual(references.map { module.innermostType(at: $0) ?? "-" }, ["Inner", "Outer", "-", "-"])
        XCTAssertEqual(references.map { SwiftModule.hasEnclosingDeclaration($0) }, [true, true, false, false])
        XCTAssertEqual(module.lexicalTypeName("Route", at: references[0]), module.types["Inner"]?.nestedType(named: "Route"))
        XCTAssertEqual(module.lexicalTypeName("Route", at: references[3]), "Route")
        // Syntax built apart from a file: no declaration around it.
        let apart = DeclReferenceExprSyntax(baseName: .identifier("Route"))
        XCTAssertNil(module.innermostType(at: apart))
        XCTAssertFalse(SwiftModule.hasEnclosingDeclaration(apart))
    }

    func testWhatAClosurePropertyMayHoldIsTheCallersOwnSyntax() throws {
        let module = module("""
            import SwiftUI
            struct Row: View {
                let title: String
                let onTap: () -> Void
                var body: some View { Button(title, action: onTap) }
            }
            struct ListView: View {
                var body: some View {
                    Row(title: "a", onTap: { print("a") })
                    Row(title: "b") { print("b") }
                }
            }
            """)
        let builder = builder(module)
        let row = try XCTUnwrap(module.types["Row"])
        let onTap = try XCTUnwrap(row.property("onTap"))
        let translator = ExpressionTranslator(builder: builder, scope: Scope(owner: "Row", source: onTap.source))
        let held = try XCTUnwrap(translator.heldClosures(row, onTap))
        let closures = module.sources[0].tree.tokens(viewMode: .sourceAccurate)
            .filter { $0.tokenKind == .leftBrace }.compactMap { $0.parent?.as(ClosureExprSyntax.self) }
        XCTAssertEqual(closures.count, 2)
        // The arguments are the nodes of the file (not of a copy of the call without its other arguments): where
        // they are and what is around them is the caller's.
        XCTAssertEqual(held.given.map(\.0.id), closures.map(\.id))
    }

    /// The calls that may make a type are found once per type, for every closure property read: the second property
    /// reuses them, and each property holds what a builder asking about it alone finds.
    func testTheCallsThatMayMakeATypeAreFoundOnceAndAnswerAsAFreshSearch() throws {
        let text = """
            import SwiftUI
            typealias Cell = Row
            struct Row: View {
                let title: String
                let onTap: () -> Void
                let onHold: () -> Void
                var body: some View { Button(title, action: onTap).onLongPressGesture(perform: onHold) }
            }
            struct ListView: View {
                var body: some View {
                    Row(title: "a", onTap: { print("a") }, onHold: { print("A") })
                    Cell(title: "b", onTap: { print("b") }, onHold: { print("B") })
                    make()
                }
                func make() -> Row { .init(title: "c", onTap: { print("c") }, onHold: { print("C") }) }
            }
            """
        let module = module(text)
        let builder = builder(module)
        let row = try XCTUnwrap(module.types["Row"])
        func held(_ property: String, _ builder: SceneBuilder) throws -> [SyntaxIdentifier] {
            let declared = try XCTUnwrap(row.property(property))
            let translator = ExpressionTranslator(builder: builder, scope: Scope(owner: "Row", source: declared.source))
            return try XCTUnwrap(translator.heldClosures(row, declared)).given.map(\.0.id)
        }
        let onTap = try held("onTap", builder)
        let onHold = try held("onHold", builder)
        XCTAssertEqual(builder.reach.constructionCandidatesReused, 1, "the second property reads the first one's calls")
        XCTAssertEqual(onTap, try held("onTap", self.builder(module)))
        XCTAssertEqual(onHold, try held("onHold", self.builder(module)))
        // Each property gets its own argument at each of the three calls (by name, through the alias, by `.init`).
        let closures = module.sources[0].tree.tokens(viewMode: .sourceAccurate)
            .filter { $0.tokenKind == .leftBrace }.compactMap { $0.parent?.as(ClosureExprSyntax.self) }.map(\.id)
        XCTAssertEqual(closures.count, 6)
        XCTAssertEqual(Set(onTap), Set([closures[0], closures[2], closures[4]]))
        XCTAssertEqual(Set(onHold), Set([closures[1], closures[3], closures[5]]))
    }
}
