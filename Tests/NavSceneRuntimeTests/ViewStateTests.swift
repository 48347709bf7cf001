import NavSceneModel
@testable import NavSceneRuntime
import XCTest

/// View-local `@State` (one value per instance, reset when the instance leaves the hierarchy) and `@Binding`
/// parameters (the caller's variable, read and written through).
final class ViewStateTests: XCTestCase {
    static let scene = """
        scene: Counters
        types:
          Layout: { enum: [stack, columns] }
          AppTab: { enum: [first, second] }
        views:
          Switch:
            parameters: { title: String, isOn: Binding<Bool> }
            body:
              Button: { title: "{title}: {isOn ? 'on' : 'off'}", action: [{ toggle: isOn }] }
          Counter:
            parameters: { name: String }
            state:
              count: Int
              showInfo: Bool
            body:
              VStack:
                - Button: { title: "{name} {count}", action: [{ set: { count: "count + 1" } }] }
                - Switch: { title: "name + ' info'", isOn: $showInfo }
                - if: showInfo
                  then: { Text: "Info for {name}" }
          LayoutPicker:
            parameters: { layout: Binding<Layout> }
            body:
              Button: { title: "Layout {layout}", action: [{ set: { layout: "layout == .stack ? .columns : .stack" } }] }
        state:
          layout: { type: Layout, initial: .stack }
          showCounter: { type: Bool, initial: true }
          tab: { type: AppTab, initial: .first }
        root:
          VStack:
            - Counter: { name: "'A'" }
            - if: showCounter
              then: { Counter: { name: "'B'" } }
            - Switch: { title: "'Show B'", isOn: $showCounter }
            - LayoutPicker: { layout: $layout }
            - Text: "Scene layout {layout}"
            - TabView:
                selection: $tab
                tabs:
                  - Tab: { title: First, value: .first, content: { Counter: { name: "'T'" } } }
                  - Tab: { title: Second, value: .second, content: { Text: Second tab } }
        """

    func testEachInstanceHasItsOwnState() throws {
        let runtime = try startInline(ViewStateTests.scene)
        runtime.tap("A 0")
        runtime.tap("A 1")
        XCTAssertNotNil(runtime.element("A 2"))
        XCTAssertNotNil(runtime.element("B 0"), "B has its own count")
        runtime.tap("A info: off")
        XCTAssertTrue(runtime.text.contains("Info for A") && !runtime.text.contains("Info for B"), runtime.text)
    }

    func testStateIsResetWhenTheInstanceLeavesTheHierarchy() throws {
        let runtime = try startInline(ViewStateTests.scene)
        runtime.tap("B 0")
        XCTAssertNotNil(runtime.element("B 1"))
        runtime.tap("Show B: on")
        XCTAssertNil(runtime.element("B 1"))
        XCTAssertFalse(runtime.state.values.keys.contains { $0.hasPrefix("Counter.count@") && runtime.state.values[$0] == .int(1) },
                       "the removed instance's state is dropped: \(runtime.state.values)")
        runtime.tap("Show B: off")
        XCTAssertNotNil(runtime.element("B 0"), "back in the hierarchy, B starts from its initial value")
    }

    func testATabNotSelectedKeepsItsViewsState() throws {
        let runtime = try startInline(ViewStateTests.scene)
        runtime.tap("T 0")
        runtime.tap("Second")
        XCTAssertNil(runtime.element("T 1"))
        runtime.tap("First")
        XCTAssertNotNil(runtime.element("T 1"), "a TabView keeps every tab's views alive")
    }

    func testABindingWritesTheCallersVariable() throws {
        let runtime = try startInline(ViewStateTests.scene)
        runtime.tap("Layout stack")
        XCTAssertEqual(runtime.value("layout"), "columns")
        XCTAssertTrue(runtime.text.contains("Scene layout columns"), runtime.text)
        XCTAssertNotNil(runtime.element("Layout columns"), "the child reads the caller's variable")
    }
}

/// Actions passed as parameters: a shared ContinueButton runs the statements its caller wrote, with the caller's
/// names (its own state and bindings) in scope.
final class ActionParameterTests: XCTestCase {
    static let scene = """
        scene: Picker
        types:
          Layout: { enum: [stack, columns] }
        views:
          ContinueButton:
            parameters: { action: () -> Void }
            body:
              Button: { title: Continue, action: [{ run: action }, dismiss] }
          LayoutPicker:
            parameters: { applied: Binding<Layout?> }
            state:
              chosen: { type: Layout, initial: .stack }
            body:
              VStack:
                - Button: { title: "Chosen {chosen}", action: [{ set: { chosen: "chosen == .stack ? .columns : .stack" } }] }
                - ContinueButton: { action: [{ set: { applied: chosen } }] }
        state:
          layout: Layout?
          showPicker: { type: Bool, initial: true }
        root:
          Text: "Layout {layout?.rawValue ?? 'none'}"
          sheet:
            isPresented: $showPicker
            content: { LayoutPicker: { applied: $layout } }
        """

    func testTheActionRunsInTheCallersContext() throws {
        let runtime = try startInline(ActionParameterTests.scene)
        runtime.tap("Chosen stack")
        runtime.tap("Continue")
        XCTAssertEqual(runtime.value("layout"), "columns", "the caller's own state, written to its binding")
        XCTAssertEqual(runtime.value("showPicker"), "false", "the button's own statements still run")
        XCTAssertTrue(runtime.text.contains("Layout columns"), runtime.text)
    }
}

/// Computed state: a `selectedRecipe` read from `path.first` and written by replacing the path, bound to a List.
final class ComputedStateTests: XCTestCase {
    static let scene = """
        scene: Computed
        include: [cookbook-data.yaml]
        state:
          path: "[Recipe]"
          selectedRecipe:
            type: Recipe?
            get: path.first
            set: [{ set: { path: "newValue == nil ? [] : [newValue!]" } }]
          title:
            type: String
            get: "selectedRecipe?.name ?? 'Recipes'"
        root:
          VStack:
            - Text: "Title {title}"
            - List:
                data: "recipes(in: .pancake)"
                as: recipe
                selection: $selectedRecipe
                row: { Text: "{recipe.name}" }
        """

    func testTheSelectionReadsTheGetterAndWritesThroughTheSetter() throws {
        let runtime = try startInline(ComputedStateTests.scene)
        XCTAssertTrue(runtime.text.contains("Title Recipes"), runtime.text)
        runtime.tap("Dosa")
        XCTAssertEqual(runtime.names("path"), ["Dosa"])
        XCTAssertTrue(runtime.text.contains("Title Dosa") && runtime.text.contains("Dosa ●"), runtime.text)
        runtime.set("selectedRecipe", to: .null)
        XCTAssertEqual(runtime.names("path"), [])
    }

    func testForceUnwrappingNilIsARuntimeProblem() throws {
        let runtime = try startInline("""
            scene: Unwrap
            state: { name: String? }
            root: { Text: "{name!}" }
            """)
        XCTAssertTrue(runtime.frame.problems.contains { $0.message.contains("'name' is nil, so 'name!' fails") }, "\\(runtime.frame.problems)")
    }
}

/// Views passed to views: a `View` parameter shows the caller's views, with the caller's names, where the body
/// names it.
final class ViewParameterTests: XCTestCase {
    func testPassedViewsShowWhereTheBodyNamesThemWithTheCallersNames() throws {
        let runtime = try startInline("""
            scene: Cards
            include: [cookbook-data.yaml]
            views:
              Card:
                parameters: { title: String, content: View }
                state: { expanded: Bool }
                body:
                  VStack:
                    - Button: { title: "{title} {expanded ? 'open' : 'closed'}", action: [{ toggle: expanded }] }
                    - if: expanded
                      then: content
              RecipeDetail:
                parameters: { recipe: Recipe }
                body:
                  Card:
                    title: recipe.name
                    content:
                      ForEach:
                        data: Recipe[recipe.related]
                        as: related
                        content: { NavigationLink: { title: "{related.name}", value: related } }
                  navigationTitle: "{recipe.name}"
            root:
              NavigationStack:
                - RecipeDetail: { recipe: Recipe.applePie }
                  navigationDestination: { for: Recipe, as: r, destination: { RecipeDetail: { recipe: r } } }
            """)
        XCTAssertNil(runtime.element("Pie Crust"))
        runtime.tap("Apple Pie closed")
        runtime.tap("Pie Crust")
        XCTAssertEqual(runtime.names("path"), [], "an unbound stack keeps its own path")
        XCTAssertEqual(runtime.topTitles.last, "Pie Crust")
        XCTAssertNotNil(runtime.element("Pie Crust closed"), "the pushed card has its own state")
    }
}
