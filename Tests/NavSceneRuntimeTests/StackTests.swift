import NavSceneModel
@testable import NavSceneRuntime
import XCTest

/// The talk's pushable stack: value links, the typed path, back, pop to root, the recipe of the day, cycles.
final class StackTests: XCTestCase {
    func testTapsAppendToThePathAndBackRemovesTheLast() throws {
        let runtime = try startExample("Examples/PushableStack.yaml")
        XCTAssertEqual(runtime.topTitles, ["Categories"])
        runtime.tap("Apple Pie")
        XCTAssertEqual(runtime.names("path"), ["Apple Pie"])
        XCTAssertEqual(runtime.topTitles, ["Apple Pie"])
        XCTAssertEqual(runtime.frame.elements.map(\.label), ["Pie Crust", "Fruit Pie Filling"])
        runtime.tap("Pie Crust")
        XCTAssertEqual(runtime.names("path"), ["Apple Pie", "Pie Crust"])
        XCTAssertEqual(runtime.frame.activeScreens.last?.view, "RecipeDetail")
        runtime.back()
        XCTAssertEqual(runtime.names("path"), ["Apple Pie"])
        runtime.back()
        XCTAssertEqual(runtime.names("path"), [])
        XCTAssertFalse(runtime.back().changed, "back at the root does nothing")
    }

    func testPopToRootAndRecipeOfTheDay() throws {
        let runtime = try startExample("Examples/PushableStack.yaml")
        runtime.tap("Apple Pie")
        runtime.tap("Pie Crust")
        runtime.popToRoot()
        XCTAssertEqual(runtime.names("path"), [])
        runtime.tap("Tiramisu")
        runtime.run(action: "showRecipeOfTheDay")
        XCTAssertEqual(runtime.names("path"), ["Apple Pie"])
        runtime.run(action: "popToRoot")
        XCTAssertEqual(runtime.names("path"), [])
    }

    func testCyclicRelatedRecipesPushIndefinitely() throws {
        let runtime = try startExample("Examples/PushableStack.yaml")
        runtime.tap("Pie Crust")
        for _ in 0..<100 {
            runtime.tap("Fruit Pie Filling")
            runtime.tap("Pie Crust")
        }
        XCTAssertEqual(runtime.names("path").count, 201)
        XCTAssertEqual(runtime.topTitles, ["Pie Crust"])
        XCTAssertTrue(runtime.frame.problems.isEmpty)
    }

    func testFrameTextShowsBreadcrumbsPathAndActions() throws {
        let runtime = try startExample("Examples/PushableStack.yaml")
        runtime.tap("Apple Pie")
        XCTAssertEqual(runtime.text, """
            Categories › Apple Pie
            path: [Apple Pie]
              Recipe details go here
              1. Pie Crust  → push Pie Crust
              2. Fruit Pie Filling  → push Fruit Pie Filling

            """)
    }

    func testRecipeOfTheDayInEveryRecipe() throws {
        let expectations: [(String, String, [String])] = [
            ("Examples/MultipleColumnsWithStack.yaml", "path", ["Apple Pie"]),
            ("Examples/UseSceneStorage.yaml", "recipePath", ["Apple Pie"]),
        ]
        for (path, variable, expected) in expectations {
            let runtime = try startExample(path)
            runtime.run(action: "showRecipeOfTheDay")
            XCTAssertEqual(runtime.names(variable), expected, path)
            XCTAssertEqual(runtime.value("selectedCategory"), "dessert", path)
            XCTAssertEqual(runtime.frame.activeScreens.last?.view, "RecipeDetail", path)
            XCTAssertEqual(runtime.topTitles.last, "Apple Pie", path)
        }
        let columns = try startExample("Examples/MultipleColumns.yaml")
        columns.run(action: "showRecipeOfTheDay")
        XCTAssertEqual(columns.value("selectedCategory"), "dessert")
        XCTAssertEqual(columns.value("selectedRecipe"), "Apple Pie")
        XCTAssertEqual(columns.topTitles, ["Categories", "Dessert", "Apple Pie"])
    }
}
