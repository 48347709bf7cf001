import NavSceneDiagnostics
import NavSceneModel
@testable import NavSceneSwift
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
}
