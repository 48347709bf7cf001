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

    /// SwiftUI: "Do not put a navigation destination modifier inside a lazy container ... It will be ignored": the
    /// destination stays ignored when its row scrolls into view.
    func testScrollingRealisesTheRowButTheDestinationStaysIgnored() throws {
        let runtime = try startInline(scene)
        runtime.scroll()
        XCTAssertEqual(runtime.frame.elements.map(\.label), ["Mochi", "Pie Crust", "Shortbread Biscuits", "Tiramisu"])
        guard case .dead? = runtime.element("Tiramisu")?.effect else {
            return XCTFail("a for: destination in lazy content is ignored: \(String(describing: runtime.element("Tiramisu")?.effect))")
        }
        runtime.tap("Tiramisu")
        XCTAssertEqual(runtime.names("path"), [])
        runtime.scroll()
        XCTAssertEqual(runtime.frame.elements.first?.label, "Apple Pie", "scrolling past the end returns to the top")
    }

    func testTalksWrongVersionIgnoresTheDestinationInEveryRow() throws {
        let runtime = try startExample("Examples/Mistakes/DestinationInLazyGrid.yaml")
        runtime.tap("Apple Pie")
        XCTAssertEqual(runtime.names("path"), [], "the tiles' destinations are ignored, so the tile does nothing")
        guard let info = runtime.frame.stacks.values.first else { return XCTFail("no stack") }
        XCTAssertNil(info.registry["Recipe"], "no declaration inside the lazy grid is registered")
    }

    /// `isPresented:` inside lazy content still works while its row exists ("ignored in a future release").
    func testIsPresentedDestinationInARowStillWorks() throws {
        let runtime = try startInline("""
            scene: LazyFlag
            state: { showHelp: Bool }
            root:
              NavigationStack:
                - List:
                    - Button: { title: Help, action: [{ set: { showHelp: true } }] }
                      navigationDestination: { isPresented: $showHelp, destination: { Text: Help page } }
            """)
        runtime.tap("Help")
        XCTAssertEqual(runtime.frame.activeScreens.last?.texts, ["Help page"])
    }
}
