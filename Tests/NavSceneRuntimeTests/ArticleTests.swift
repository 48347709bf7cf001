import NavSceneModel
@testable import NavSceneRuntime
import XCTest

/// "Understanding the navigation stack": view-destination links, mixed types, isPresented, item, composition.
final class ArticleTests: XCTestCase {
    func testViewDestinationLinksPushViewsOutsideThePath() throws {
        let runtime = try startExample("Examples/ColorLinks.yaml")
        runtime.tap("Mint")
        XCTAssertEqual(runtime.frame.activeScreens.last?.view, "ColorDetail")
        XCTAssertEqual(runtime.frame.activeScreens.last?.texts, ["Mint"])
        runtime.back()
        XCTAssertEqual(runtime.frame.elements.map(\.label), ["Mint", "Red"])
    }

    func testMixedColorAndRecipeDestinationsOnOneNavigationPath() throws {
        let runtime = try startExample("Examples/MixedDestinations.yaml")
        runtime.tap("Mint")
        XCTAssertEqual(runtime.frame.activeScreens.last?.view, "ColorDetail")
        runtime.back()
        runtime.tap("Apple Pie")
        XCTAssertEqual(runtime.frame.activeScreens.last?.view, "RecipeDetailView")
        XCTAssertEqual(runtime.names("path"), ["applePie"], "enum values read as their case, like Swift's description")
        runtime.run(action: "showMintThenApplePie")
        XCTAssertEqual(runtime.names("path"), ["mint", "applePie"])
        guard case .stack(let stack)? = runtime.frame.base.regions.first else { return XCTFail("no stack") }
        XCTAssertEqual(stack.screens.map(\.view), ["List", "ColorDetail", "RecipeDetailView"])
    }

    func testValuePushPopsViewDestinationsFirst() throws {
        let runtime = try startExample("Examples/ComposedLinks.yaml")
        runtime.tap("View Mint Color")
        XCTAssertEqual(runtime.names("path"), ["mint"])
        runtime.tap("Push another view link")
        XCTAssertEqual(runtime.state.viewPushes.values.first?.count, 1)
        XCTAssertEqual(runtime.names("path"), ["mint"], "view destinations are not in the path")
        runtime.tap("Push another view")
        XCTAssertEqual(runtime.names("path"), ["mint", "pink"])
        XCTAssertTrue(runtime.state.viewPushes.isEmpty, "pushing a value popped the view destination")
        guard case .stack(let stack)? = runtime.frame.base.regions.first else { return XCTFail("no stack") }
        XCTAssertEqual(stack.screens.count, 3)
    }

    func testIsPresentedPushesWhileTrue() throws {
        let runtime = try startExample("Examples/IsPresented.yaml")
        runtime.tap("Show details")
        XCTAssertEqual(runtime.value("showDetails"), "true")
        XCTAssertEqual(runtime.frame.activeScreens.last?.view, "ColorDetail")
        runtime.back()
        XCTAssertEqual(runtime.value("showDetails"), "false", "popping sets the binding back to false")
    }

    func testItemDestinationPushesWhileNonNil() throws {
        let runtime = try startExample("Examples/ItemDestination.yaml")
        runtime.tap("Apple Pie")
        XCTAssertEqual(runtime.value("selectedRecipe"), "applePie")
        XCTAssertEqual(runtime.frame.activeScreens.last?.view, "RecipeDetailView")
        runtime.run(action: "popToRoot")
        XCTAssertEqual(runtime.frame.activeScreens.last?.view, "List")
        runtime.run(action: "showApplePie")
        runtime.back()
        XCTAssertEqual(runtime.value("selectedRecipe"), "nil")
    }

    func testLinkWithoutContainerIsDisabledAndNilValueDisables() throws {
        let runtime = try startInline("""
            scene: Disabled
            include: [cookbook-data.yaml]
            state: { chosen: Recipe? }
            root:
              VStack:
                - NavigationLink: { title: Loose, value: Recipe.applePie }
                - NavigationStack:
                    - NavigationLink: { title: Nothing, value: chosen }
                    - NavigationLink: { title: Nowhere, value: Recipe.applePie }
            """)
        guard case .disabled(let reason)? = runtime.element("Loose")?.effect else { return XCTFail("Loose should be disabled") }
        XCTAssertTrue(reason.contains("no NavigationStack"), reason)
        guard case .disabled(let nilReason)? = runtime.element("Nothing")?.effect else { return XCTFail("nil value disables") }
        XCTAssertTrue(nilReason.contains("nil"), nilReason)
        guard case .dead(let deadReason)? = runtime.element("Nowhere")?.effect else { return XCTFail("no destination: dead") }
        XCTAssertEqual(deadReason, .noDestination(type: "Recipe"))
        XCTAssertTrue(deadReason.description.contains("no navigationDestination for Recipe"), deadReason.description)
        XCTAssertFalse(runtime.tap("Nowhere").changed)
    }

    func testItemOutsideAStackReplacesTheNextColumn() throws {
        let runtime = try startInline("""
            scene: ItemColumn
            include: [cookbook-data.yaml]
            state: { picked: Recipe? }
            root:
              NavigationSplitView:
                sidebar:
                  List:
                    - Button: { title: Pick, action: [ { set: { picked: Recipe.applePie } } ] }
                  navigationDestination:
                    item: $picked
                    as: recipe
                    destination: { Text: "{recipe.name}" }
                detail:
                  Text: Nothing picked
            """)
        XCTAssertEqual(runtime.frame.activeScreens.map(\.texts), [[], [], ["Nothing picked"]])
        runtime.tap("Pick")
        XCTAssertEqual(runtime.frame.activeScreens.last?.texts, ["Apple Pie"])
    }
}
