import NavSceneModel
@testable import NavSceneRuntime
import XCTest

/// Buttons that navigate in code, sheets and covers with their own stacks, tabs, and a layout switched by state.
final class RealAppTests: XCTestCase {
    func testTabsKeepTheirOwnStacks() throws {
        let runtime = try startExample("Examples/RealApp/CookbookApp.yaml")
        XCTAssertEqual(runtime.frame.elements.filter { $0.kind == .tab }.map(\.label), ["Browse", "Favorites", "More"])
        runtime.tap("Dessert")
        runtime.tap("Apple Pie")
        XCTAssertEqual(runtime.names("path"), ["Apple Pie"])
        runtime.tap("Favorites")
        XCTAssertEqual(runtime.value("selectedTab"), "favorites")
        runtime.tap("Surprise me")
        XCTAssertEqual(runtime.names("favoritesPath"), ["Mochi"], "a Button appends to the tab's NavigationPath")
        XCTAssertEqual(runtime.topTitles.last, "Mochi")
        runtime.tap("Browse")
        XCTAssertEqual(runtime.topTitles.last, "Apple Pie", "the Browse tab kept its stack")
        runtime.tap("Favorites")
        XCTAssertEqual(runtime.topTitles.last, "Mochi")
    }

    func testSettingsSheetHasItsOwnStackAndSwitchesTheLayout() throws {
        let runtime = try startExample("Examples/RealApp/CookbookApp.yaml")
        runtime.tap("More")
        runtime.tap("Settings")
        XCTAssertEqual(runtime.frame.presentations.count, 1)
        XCTAssertEqual(runtime.topTitles.last, "Settings")
        XCTAssertNil(runtime.element("Browse"), "the tab bar is covered by the sheet")
        runtime.tap("Acknowledgements")
        XCTAssertEqual(runtime.frame.activeScreens.last?.texts, ["Recipes from the WWDC22 SwiftUI cookbook"])
        runtime.back()
        XCTAssertEqual(runtime.topTitles.last, "Settings", "back pops the sheet's own stack first")
        runtime.tap("Three Columns")
        XCTAssertEqual(runtime.value("layout"), "threeColumn")
        runtime.tap("Done")
        XCTAssertTrue(runtime.frame.presentations.isEmpty, "dismiss from the sheet's root closes the sheet")
        XCTAssertEqual(runtime.value("showSettings"), "false")
        runtime.tap("Browse")
        XCTAssertEqual(runtime.topTitles, ["Categories", "Recipes"])
        runtime.tap("Salad")
        runtime.tap("Caprese")
        XCTAssertEqual(runtime.topTitles, ["Categories", "Salad", "Caprese"])
    }

    func testStackLayoutButtonsPushInCode() throws {
        let runtime = try startExample("Examples/RealApp/CookbookApp.yaml")
        runtime.set("layout", to: .enumCase(type: "Layout", name: "stack"))
        runtime.tap("Apple Pie")
        XCTAssertEqual(runtime.names("path"), ["Apple Pie"])
        XCTAssertEqual(runtime.frame.activeScreens.last?.view, "RecipeDetail")
    }

    func testFullScreenCoverDismissesAndActionsSwitchTabs() throws {
        let runtime = try startExample("Examples/RealApp/CookbookApp.yaml")
        runtime.tap("Favorites")
        runtime.tap("Cook Apple Pie")
        XCTAssertEqual(runtime.frame.presentations.map(\.style), [.fullScreenCover])
        XCTAssertEqual(runtime.frame.activeScreens.last?.texts, ["Cooking Apple Pie"])
        runtime.back()
        XCTAssertTrue(runtime.frame.presentations.isEmpty, "back on a cover's root dismisses it")
        runtime.tap("More")
        runtime.tap("Recipe of the day")
        XCTAssertEqual(runtime.value("selectedTab"), "browse")
        XCTAssertEqual(runtime.names("path"), ["Apple Pie"])
        XCTAssertEqual(runtime.topTitles, ["Categories", "Apple Pie"])
    }

    func testUndoRestoresThePreviousState() throws {
        let runtime = try startExample("Examples/RealApp/CookbookApp.yaml")
        runtime.tap("Dessert")
        runtime.tap("Apple Pie")
        runtime.undo()
        XCTAssertEqual(runtime.names("path"), [])
        runtime.undo()
        XCTAssertEqual(runtime.value("selectedCategory"), "nil")
        XCTAssertFalse(runtime.undo().changed)
    }
}
