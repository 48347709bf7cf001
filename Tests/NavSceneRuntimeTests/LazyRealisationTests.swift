import NavSceneModel
@testable import NavSceneRuntime
import XCTest

/// Lazy containers realise rows inside a viewport only; a destination in an unrealised row is invisible.
final class LazyRealisationTests: XCTestCase {
    /// A destination declared only in the 12th row of a LazyVStack (viewport: 8 rows).
    let scene = """
        scene: LateDestination
        include: [cookbook-views.yaml]
        state: { path: "[Recipe]" }
        root:
          NavigationStack:
            path: $path
            root:
              ScrollView:
                - LazyVStack:
                    - ForEach:
                        data: "recipes(in: .dessert)"
                        as: recipe
                        content:
                          if: recipe.name == "Tiramisu"
                          then:
                            NavigationLink: { title: "{recipe.name}", value: recipe }
                            navigationDestination: { for: Recipe, as: r, destination: { RecipeDetail: { recipe: r } } }
                          else:
                            NavigationLink: { title: "{recipe.name}", value: recipe }
        """

    func testDestinationInAnUnrealisedRowDoesNotResolve() throws {
        let runtime = try startInline(scene)
        XCTAssertEqual(runtime.frame.elements.count, 8, "only the viewport's rows are realised")
        guard case .dead? = runtime.element("Apple Pie")?.effect else {
            return XCTFail("the Recipe destination sits in an unrealised row: \(String(describing: runtime.element("Apple Pie")?.effect))")
        }
        runtime.set("path", to: .list([runtime.navigator.data.namedRecord("Recipe", "mochi")!]))
        XCTAssertNotNil(runtime.frame.activeScreens.last?.unresolved, "a deep link cannot be shown either")
        XCTAssertFalse(runtime.frame.problems.isEmpty)
    }

    func testScrollingRealisesTheRowAndTheDestinationResolves() throws {
        let runtime = try startInline(scene)
        runtime.scroll()
        XCTAssertEqual(runtime.frame.elements.map(\.label), ["Mochi", "Pie Crust", "Shortbread Biscuits", "Tiramisu"])
        guard case .push? = runtime.element("Tiramisu")?.effect else { return XCTFail("now realised") }
        runtime.tap("Tiramisu")
        XCTAssertEqual(runtime.names("path"), ["Tiramisu"])
        XCTAssertEqual(runtime.frame.activeScreens.last?.view, "RecipeDetail")
        runtime.back()
        runtime.scroll()
        XCTAssertEqual(runtime.frame.elements.first?.label, "Apple Pie", "scrolling past the end returns to the top")
    }

    func testTalksWrongVersionResolvesOnlyThroughRealisedRows() throws {
        let runtime = try startExample("Examples/Mistakes/DestinationInLazyGrid.yaml")
        // Each realised tile declares the destination again, so tapping a realised tile works...
        runtime.tap("Apple Pie")
        XCTAssertEqual(runtime.names("path"), ["Apple Pie"])
        // ...but the registry depends on which rows happen to be realised.
        guard let info = runtime.frame.stacks.values.first else { return XCTFail("no stack") }
        XCTAssertEqual(info.registry["Recipe"]?.count, 8, "one declaration per realised row")
    }
}
