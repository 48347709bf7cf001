import NavSceneModel
@testable import NavSceneRuntime
import XCTest

/// Queries are memoised per navigator when they read only their parameters and the data; never when they read state.
final class QueryTests: XCTestCase {
    let scene = """
        scene: Queries
        include: [cookbook-data.yaml]
        state: { chosen: Category? }
        queries:
          inChosen:
            value: "Recipe.all.filter(it.category == chosen).sorted(by: it.name)"
        root:
          NavigationStack:
            - List:
                - ForEach:
                    data: "recipes(in: .pancake)"
                    as: recipe
                    content: { Text: "pancake: {recipe.name}" }
                - ForEach:
                    data: inChosen()
                    as: recipe
                    content: { Text: "chosen: {recipe.name}" }
        simulation: { viewport: 40 }
        """

    func testStateReadingQueriesFollowTheState() throws {
        let runtime = try startInline(scene)
        XCTAssertEqual(runtime.frame.activeScreens.last?.texts.filter { $0.hasPrefix("chosen") }, [])
        runtime.set("chosen", to: .enumCase(type: "Category", name: "salad"))
        XCTAssertEqual(runtime.frame.activeScreens.last?.texts.filter { $0.hasPrefix("chosen") }.count, 9)
        runtime.set("chosen", to: .enumCase(type: "Category", name: "pancake"))
        XCTAssertEqual(runtime.frame.activeScreens.last?.texts.filter { $0.hasPrefix("chosen") },
                       ["chosen: American", "chosen: Crêpe", "chosen: Dosa", "chosen: Injera", "chosen: Jianbing"])
    }

    func testCachedQueriesSeeDeletedRecordsThroughANewNavigator() throws {
        let runtime = try startInline(scene)
        XCTAssertEqual(runtime.frame.activeScreens.last?.texts.filter { $0.hasPrefix("pancake") }.count, 5)
        runtime.delete(type: "Recipe", id: .uuid("117E5CD4-8FF9-43FB-ACAE-53C35A648F6F"))
        XCTAssertEqual(runtime.frame.activeScreens.last?.texts.filter { $0.hasPrefix("pancake") },
                       ["pancake: American", "pancake: Crêpe", "pancake: Dosa", "pancake: Injera"], "Jianbing was deleted")
        let cache = QueryCache()
        XCTAssertTrue(cache.isStateFree(try XCTUnwrap(runtime.scene.queries["recipes"]), in: runtime.scene))
        XCTAssertFalse(cache.isStateFree(try XCTUnwrap(runtime.scene.queries["inChosen"]), in: runtime.scene))
    }
}
