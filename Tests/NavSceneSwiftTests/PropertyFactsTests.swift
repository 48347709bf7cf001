import NavSceneDiagnostics
@testable import NavSceneSwift
import SwiftSyntax
import XCTest

/// Issue 22 (speed): what a property's declaration alone says is read from its syntax once per parse, however many
/// holding tables (one per target and pass of the builder) ask, and answers what reading it again answers.
final class PropertyFactsTests: XCTestCase {
    let configuration = BuildConfiguration(platform: .iOS)

    func testEachPropertysDeclarationIsReadOnceAcrossBuildsAndAnswersAsReadingItAgain() throws {
        let facts = SwiftFileFacts(SwiftSource(file: SourceFile(path: "App/App.swift", text: """
            import SwiftUI
            import ComposableArchitecture
            @Observable final class Router { var path = NavigationPath() }
            struct Box<Item> { var item: Item; var count: Int }
            struct Feature { struct State { @Presents var destination: Int?; var path: StackState<Int> } }
            struct FormView: View {
                @FocusState var focused: Bool
                @Binding var name: String
                var body: some View { Text(name) }
            }
            @main struct TestApp: App {
                @State var router = Router()
                var body: some Scene { WindowGroup { NavigationStack(path: $router.path) { FormView(name: .constant("a")) } } }
            }
            """), configuration: configuration))
        // Two modules over the same parse (two targets importing one file), each built twice with a different state.
        for _ in 0..<2 {
            let module = SwiftModule(files: [facts])
            for forced in [[], [SceneBuilder.Location(file: "App/App.swift", offset: 1)]] as [Set<SceneBuilder.Location>] {
                let builder = SceneBuilder(module: module, name: "App", range: .synthetic("App"), forcedOpaque: forced)
                _ = builder.build()
                XCTAssertTrue(NavigationHolding.kept(for: builder).holds("Router"))
            }
        }
        let module = SwiftModule(files: [facts])
        var properties: [SwiftModule.Property] = []
        for name in module.typeOrder { properties += module.types[name]?.properties ?? [] }
        var byName: [String: SwiftModule.Property] = [:]
        for property in properties where byName[property.name] == nil { byName[property.name] = property }
        XCTAssertEqual(byName["path"]?.facts.reads, 1, "read once whatever asked")
        for property in properties {
            XCTAssertLessThanOrEqual(property.facts.reads, 1, property.name)
            let kept = property.facts.of(property)
            XCTAssertEqual(kept.isFocus, NavigationHolding.declaredFocus(property), property.name)
            XCTAssertEqual(kept.declaresState, NavigationHolding.declaredState(property), property.name)
            XCTAssertEqual(kept.genericParameters, NavigationHolding.declaredGenericParameters(property), property.name)
        }
        func kept(_ name: String) throws -> PropertyFacts.Facts {
            let property = try XCTUnwrap(byName[name])
            return property.facts.of(property)
        }
        XCTAssertTrue(try kept("focused").isFocus)
        XCTAssertTrue(try kept("destination").declaresState)
        XCTAssertEqual(try kept("item").genericParameters, ["Item"])
        XCTAssertFalse(try kept("count").declaresState)
    }
}
