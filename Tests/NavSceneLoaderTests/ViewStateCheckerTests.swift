import NavSceneDiagnostics
import NavSceneLoader
import NavSceneModel
import XCTest

/// Checking `@State` in views and `@Binding` parameters.
final class ViewStateCheckerTests: XCTestCase {
    func messages(_ root: String, views: String = "") -> [String] {
        loadScene("""
            scene: T
            types:
              Layout: { enum: [stack, columns] }
            views:
              Picker:
                parameters: { layout: Binding<Layout>, title: String? }
                state:
                  expanded: Bool
                  count: { type: Int, initial: 2 }
                body:
                  VStack:
                    - Button: { title: "{title ?? ''} {count}", action: [{ set: { layout: .columns, count: "count + 1" } }, { toggle: expanded }] }
                    - Text: Picked
                      sheet: { isPresented: $expanded, content: { Text: Sheet } }
            \(views)
            state:
              layout: { type: Layout, initial: .stack }
              flag: Bool
            root:
            \(root)
            """).diagnostics.map { "\($0.id): \($0.message)" }
    }

    func testBindingsAndLocalStateCheck() {
        XCTAssertEqual(messages("  Picker: { layout: $layout }"), [])
    }

    func testBindingArgumentsMustBeBindingsOfTheSameType() {
        XCTAssertEqual(messages("  Picker: { layout: layout }"),
                       ["type-mismatch: 'layout' of 'Picker' is a Binding<Layout>; pass a variable with '$', such as '$layout'"])
        XCTAssertEqual(messages("  Picker: { layout: $flag }"), ["type-mismatch: 'layout' of 'Picker' binds a Layout, but 'flag' is Bool"])
        XCTAssertEqual(messages("  Picker: { layout: $layout, title: $flag }"),
                       ["type-mismatch: 'title' of 'Picker' takes a value, not a binding; write it without '$' (or declare the parameter as Binding<String?>)"])
        XCTAssertEqual(messages("  Picker: { layout: $nope }"), ["unknown-state: unknown state variable 'nope'"])
        XCTAssertEqual(messages("  Picker: {}"), ["missing-argument: view 'Picker' needs 'layout' (Layout)"])
    }

    func testLocalStateIsTheViewsOwn() {
        // Another view cannot reach Picker's state, and a view's state needs a default like the scene's.
        XCTAssertEqual(messages("  Other", views: "  Other:\n    body: { Button: { title: x, action: [{ toggle: expanded }] } }"),
                       ["unknown-state: unknown state variable 'expanded'"])
        XCTAssertEqual(messages("  Other", views: "  Other:\n    state: { layout: Layout }\n    body: { Text: x }"),
                       ["missing-key: state variable 'layout' of type Layout has no default; give it '{type: Layout, initial: ...}'"])
        XCTAssertEqual(messages("  Other", views: "  Other:\n    parameters: { a: Int }\n    state: { a: Bool }\n    body: { Text: x }").first,
                       "duplicate-declaration: 'a' is both a parameter and a state variable of view 'Other'")
    }
}

final class ActionParameterCheckerTests: XCTestCase {
    func messages(_ root: String) -> [String] {
        loadScene("""
            scene: T
            views:
              ContinueButton:
                parameters: { action: () -> Void, title: String }
                body: { Button: { title: "{title}", action: [{ run: action }, { run: nope }] } }
            state:
              flag: Bool
            root:
            \(root)
            """).diagnostics.map { "\($0.id): \($0.message)" }
    }

    func testActionsAreStatementsCheckedWhereWritten() {
        XCTAssertEqual(messages("  ContinueButton: { title: \"'Go'\", action: [{ toggle: flag }] }"),
                       ["unknown-action: unknown action 'nope'"])
        XCTAssertEqual(messages("  ContinueButton: { title: \"'Go'\", action: [{ toggle: flga }] }"),
                       ["unknown-action: unknown action 'nope'", "unknown-state: unknown state variable 'flga'; did you mean 'flag'?"])
        XCTAssertEqual(messages("  ContinueButton: { title: \"'Go'\", action: flag }"),
                       ["unknown-action: unknown action 'nope'", "type-mismatch: 'action' of 'ContinueButton' is an action (() -> Void); pass statements, such as '[{ run: someAction }]'"])
        XCTAssertEqual(messages("  ContinueButton: { title: [{ toggle: flag }], action: [] }"),
                       ["unknown-action: unknown action 'nope'", "type-mismatch: 'title' of 'ContinueButton' takes a value (String), not statements"])
    }

    /// An action that starts with an `if` (as `navlint extract` writes a closure that branches) is statements: what
    /// its branches hold says so, however deep the `if`s nest. An `if` of views is still views.
    func testAnActionStartingWithAnIfIsStatements() {
        XCTAssertEqual(messages("  ContinueButton: { title: \"'Go'\", action: [{ if: flag, then: [{ if: \"!flag\", then: [{ toggle: flag }] }], else: [] }] }"),
                       ["unknown-action: unknown action 'nope'"])
        XCTAssertEqual(messages("  ContinueButton: { title: \"'Go'\", action: [{ if: flag, then: [{ Text: Hi }] }] }"),
                       ["unknown-action: unknown action 'nope'", "type-mismatch: 'action' of 'ContinueButton' takes statements, not views"])
    }
}

final class ComputedStateCheckerTests: XCTestCase {
    func messages(_ state: String, root: String = "  Text: x") -> [String] {
        loadScene("scene: T\nstate:\n  path: \"[String]\"\n\(state)\nroot:\n\(root)\n").diagnostics.map { "\($0.id): \($0.message)" }
    }

    func testGettersSettersAndTheirUses() {
        let selected = "  selected:\n    type: String?\n    get: path.first\n    set: [{ set: { path: \"newValue == nil ? [] : [newValue!]\" } }]"
        XCTAssertEqual(messages(selected, root: "  List: { data: path, as: s, selection: $selected, row: { Text: \"{s}\" } }"), [])
        XCTAssertEqual(messages("  selected:\n    type: Int\n    get: path.first"), ["type-mismatch: 'get' of 'selected' must be Int, but 'path.first' is String?"])
        XCTAssertEqual(messages("  selected: { type: String?, get: path.first }", root: "  Button: { title: x, action: [{ set: { selected: nil } }] }"),
                       ["type-mismatch: 'selected' is computed without 'set', so it is read-only; give it 'set' to write it"])
        XCTAssertEqual(messages("  a: { type: Bool, get: b }\n  b: { type: Bool, get: a }").sorted(),
                       ["recursive-query: 'get' of 'a' reads 'a' again; nothing would end the reading",
                        "recursive-query: 'get' of 'b' reads 'b' again; nothing would end the reading"])
        XCTAssertEqual(messages(selected, root: "  NavigationStack: { path: $selected, root: { Text: x } }"),
                       ["type-mismatch: a stack's path must be stored state, but 'selected' is computed; bind the variable it is computed from"])
        XCTAssertEqual(messages("  n: Int", root: "  Text: \"{n!}\""), ["type-mismatch: '!' unwraps an optional, but 'n' is Int"])
    }
}

final class ViewParameterCheckerTests: XCTestCase {
    func messages(_ text: String) -> [String] { loadScene(text).diagnostics.map { "\($0.id): \($0.message)" } }

    func testViewArgumentsAreViewsCheckedWhereWritten() {
        let box = "scene: T\nviews:\n  Box:\n    parameters: { content: View, n: Int }\n    body: { VStack: [content, { Text: \"{n}\" }] }\n"
        XCTAssertEqual(messages(box + "root: { Box: { n: 1, content: { Text: Hi } } }"), [])
        XCTAssertEqual(messages(box + "root: { Box: { n: 1, content: Spacer } }"), [])
        XCTAssertEqual(messages(box + "root: { Box: { n: 1, content: { Text: \"{nope}\" } } }"), ["unknown-name: unknown name 'nope'"])
        XCTAssertEqual(messages(box + "root: { Box: { n: 1, content: \"'text'\" } }"),
                       ["type-mismatch: 'content' of 'Box' takes views (a view builder); pass them as a view node, such as '{ Text: Hello }'"])
        XCTAssertEqual(messages(box + "root: { Box: { n: { Text: Hi }, content: Spacer } }"), ["type-mismatch: 'n' of 'Box' takes a value (Int), not views"])
        XCTAssertEqual(messages(box + "root: { Box: { n: 1 } }"), ["missing-argument: view 'Box' needs 'content' (View)"])
    }

    func testAViewPassedToItselfIsRecursive() {
        let found = messages("scene: T\nviews:\n  Box:\n    parameters: { content: View }\n    body: { VStack: [content] }\n  A:\n    body: { Box: { content: A } }\nroot: A\n")
        XCTAssertEqual(found.count, 1, "\(found)")
        XCTAssertTrue(found.first?.hasPrefix("recursive-view: the view 'A' instantiates itself (A → Box.content → A)") ?? false, "\(found)")
    }
}
