import NavSceneDiagnostics
import NavSceneLoader
import NavSceneModel
import XCTest

/// Every form of modifier a view may carry, read by one name lookup and appended to the view's list in place: the
/// modifiers keep the order they are written in, a list under one key gives one modifier per entry, and a name two
/// tables know (`onChange` is both a lifecycle event and an outside event) keeps the form it always had.
final class ModifierFormTests: XCTestCase {
    func kindName(_ modifier: Modifier) -> String {
        switch modifier.kind {
        case .navigationTitle: return "title"
        case .disabled: return "disabled"
        case .ignored(let name): return "ignored \(name)"
        case .attached: return "attached"
        case .screenFlag(let flag, _): return "flag \(flag.rawValue)"
        case .navigationDestination: return "destination"
        case .presentation(let presentation): return "presentation \(presentation.style.rawValue)"
        case .event(let handler):
            switch handler.event {
            case .appear: return "appear"
            case .change: return "change"
            case .external(let event): return "external \(event.modifier)"
            default: return "event"
            }
        }
    }

    func testEveryFormInWrittenOrder() throws {
        let result = loadScene("""
        scene: S
        state: { count: Int, shown: Bool, other: Bool }
        root:
          NavigationStack:
            root:
              - VStack:
                  - Text: Hello
                padding: 8
                onTapGesture: [{ set: { count: 1 } }]
                navigationTitle: Home
                sheet:
                  - { isPresented: $shown, content: [{ Text: One }] }
                  - { isPresented: $other, content: [{ Text: Two }] }
                interactiveDismissDisabled:
                onChange: { of: count, action: [{ set: { shown: true } }] }
                disabled: "count > 1"
                onAppear: [{ set: { count: 2 } }]
                alert: { title: Oops, isPresented: $other }
                bold: true
        """)
        XCTAssertEqual(result.diagnostics.filter { $0.severity != .info }.map(\.id), [])
        let scene = try XCTUnwrap(result.scene)
        let stack = try XCTUnwrap(scene.nodes.first { $0.name == "VStack" })
        XCTAssertEqual(stack.modifiers.map(kindName), [
            "ignored padding", "external onTapGesture", "title", "presentation sheet", "presentation sheet",
            "flag interactiveDismissDisabled", "change", "disabled", "appear", "presentation alert", "ignored bold",
        ])
        XCTAssertEqual(stack.modifiers.map(\.name), [
            "padding", "onTapGesture", "navigationTitle", "sheet", "sheet", "interactiveDismissDisabled", "onChange",
            "disabled", "onAppear", "alert", "bold",
        ])
    }

    func testUnknownModifierIsWarnedAndSkipped() throws {
        let result = loadScene("""
        scene: S
        root:
          Text: Hello
          paddding: 8
          bold: true
        """)
        XCTAssertEqual(result.diagnostics.map(\.id), ["unknown-modifier"])
        XCTAssertTrue(result.diagnostics.first?.message.contains("did you mean 'padding'") ?? false,
                      result.diagnostics.first?.message ?? "")
        let scene = try XCTUnwrap(result.scene)
        XCTAssertEqual(scene.nodes.first?.modifiers.map(kindName), ["ignored bold"])
    }
}

/// An element name is looked up once for its built-in form and whether a scene's own view may take its place.
final class ElementNameLookupTests: XCTestCase {
    func elements(_ text: String) throws -> [String] {
        let result = loadScene(text)
        XCTAssertEqual(result.diagnostics.filter { $0.severity == .error }.map(\.id), [])
        return try XCTUnwrap(result.scene).nodes.map { node in
            switch node.element {
            case .instance(let instance): return "instance \(instance.view)"
            case .container(let kind, _): return "container \(kind.rawValue)"
            default: return node.name
            }
        }
    }

    func testSceneViewTakesTheShadowableNameElseTheBuiltIn() throws {
        let body = "root:\n  VStack:\n    - Unknown\n    - Text: Hi\n"
        XCTAssertEqual(try elements("scene: S\n" + body), ["container VStack", "container unknown view", "Text"])
        XCTAssertEqual(try elements("scene: S\nviews:\n  Unknown:\n    body: { Text: Mine }\n" + body),
                       ["container VStack", "instance Unknown", "Text", "Text"])
    }
}
