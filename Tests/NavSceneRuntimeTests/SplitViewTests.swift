import NavSceneModel
@testable import NavSceneRuntime
import XCTest

/// NavigationSplitView: selection drives the next columns; compact width collapses into one stack.
final class SplitViewTests: XCTestCase {
    func testThreeColumnsSelectionDrivesContentAndDetail() throws {
        let runtime = try startExample("Examples/MultipleColumns.yaml")
        XCTAssertEqual(runtime.topTitles, ["Categories", "Recipes", ""])
        runtime.tap("Dessert")
        XCTAssertEqual(runtime.value("selectedCategory"), "dessert")
        XCTAssertEqual(runtime.topTitles, ["Categories", "Dessert", ""])
        let recipes = runtime.frame.elements.filter { if case .select("selectedRecipe", _) = $0.effect { return true } else { return false } }
        XCTAssertEqual(recipes.map(\.label), ["Apple Pie", "Baklava", "Bolo de Rolo", "Chocolate Crackles", "Crème Brûlée",
                                              "Fruit Pie Filling", "Kanom Thong Ek", "Marzipan"],
                       "recipes of Dessert sorted by name, the first viewport of the lazy List")
        runtime.tap("Apple Pie")
        XCTAssertEqual(runtime.value("selectedRecipe"), "Apple Pie")
        XCTAssertEqual(runtime.topTitles, ["Categories", "Dessert", "Apple Pie"])
    }

    func testThreeColumnsCollapseIntoPushesInCompactWidth() throws {
        let runtime = try startExample("Examples/MultipleColumns.yaml", size: .compact)
        XCTAssertEqual(runtime.topTitles, ["Categories"])
        runtime.tap("Dessert")
        XCTAssertEqual(runtime.topTitles, ["Dessert"])
        runtime.tap("Apple Pie")
        XCTAssertEqual(runtime.topTitles, ["Apple Pie"])
        runtime.back()
        XCTAssertEqual(runtime.value("selectedRecipe"), "nil", "back from the detail clears the recipe selection")
        XCTAssertEqual(runtime.topTitles, ["Dessert"])
        runtime.back()
        XCTAssertEqual(runtime.value("selectedCategory"), "nil")
        XCTAssertEqual(runtime.topTitles, ["Categories"])
    }

    func testExpandingRestoresColumnsConsistently() throws {
        let runtime = try startExample("Examples/MultipleColumnsWithStack.yaml", size: .compact)
        runtime.tap("Dessert")
        runtime.tap("Apple Pie")
        runtime.tap("Pie Crust")
        XCTAssertEqual(runtime.names("path"), ["Apple Pie", "Pie Crust"])
        guard case .collapsed(let stack) = runtime.frame.base.regions.first else { return XCTFail("not collapsed") }
        XCTAssertEqual(stack.screens.map { $0.title ?? $0.view }, ["Categories", "Dessert", "Apple Pie", "Pie Crust"])
        runtime.setSize(.regular)
        XCTAssertEqual(runtime.topTitles, ["Categories", "Pie Crust"])
        XCTAssertEqual(runtime.names("path"), ["Apple Pie", "Pie Crust"])
        runtime.setSize(.compact)
        runtime.back()
        runtime.back()
        XCTAssertEqual(runtime.names("path"), [])
        XCTAssertEqual(runtime.topTitles, ["Dessert"])
        runtime.back()
        XCTAssertEqual(runtime.value("selectedCategory"), "nil")
    }

    func testGridDestinationOnTheScrollViewResolves() throws {
        let runtime = try startExample("Examples/MultipleColumnsWithStack.yaml")
        runtime.tap("Dessert")
        guard case .push(_, let value)? = runtime.element("Apple Pie")?.effect else {
            return XCTFail("Apple Pie should push: \(String(describing: runtime.element("Apple Pie")?.effect))")
        }
        XCTAssertEqual(runtime.navigator.display(value), "Apple Pie")
        runtime.tap("Apple Pie")
        XCTAssertEqual(runtime.names("path"), ["Apple Pie"])
        XCTAssertEqual(runtime.topTitles, ["Categories", "Apple Pie"])
    }

    func testRegularWidthBackPopsTheDetailStackButNeverTheSidebar() throws {
        let runtime = try startExample("Examples/MultipleColumnsWithStack.yaml")
        runtime.tap("Dessert")
        runtime.tap("Apple Pie")
        runtime.back()
        XCTAssertEqual(runtime.names("path"), [])
        XCTAssertFalse(runtime.back().changed)
        XCTAssertEqual(runtime.value("selectedCategory"), "dessert")
    }
}

final class CompactPathTests: XCTestCase {
    func testCollapsedSplitViewReportsAndPopsTheDetailStackPath() throws {
        let runtime = try startExample("Examples/MultipleColumnsWithStack.yaml", size: .compact)
        runtime.run(action: "showRecipeOfTheDay")
        XCTAssertEqual(runtime.frame.navigationStacks.map { $0.path.map(runtime.navigator.display) }, [["Apple Pie"]])
        XCTAssertTrue(runtime.text.contains("path: [Apple Pie]"), runtime.text)
        runtime.popToRoot()
        XCTAssertEqual(runtime.names("path"), [], "pop to root empties the folded detail stack")
        XCTAssertEqual(runtime.topTitles, ["Dessert"])
    }
}
