import NavSceneModel
@testable import NavSceneRuntime
import XCTest

/// The talk's state restoration: ids, not values; dropped ids are reported; corrupt input changes nothing.
final class PersistenceTests: XCTestCase {
    func testSaveDeleteRestoreDropsTheMissingRecipeWithANote() throws {
        let runtime = try startExample("Examples/UseSceneStorage.yaml")
        runtime.tap("Dessert")
        runtime.tap("Apple Pie")
        runtime.tap("Pie Crust")
        let json = try runtime.encode()
        XCTAssertEqual(json, #"{"selectedCategory":"dessert","recipePathIds":["E35A5C9C-F1EA-4B3D-9980-E2240B363AC8","D0820C1A-1AFB-4472-97DA-39A475304048"]}"#)
        runtime.delete(type: "Recipe", id: .uuid("D0820C1A-1AFB-4472-97DA-39A475304048"))
        let notes = try runtime.relaunch()
        XCTAssertEqual(runtime.names("recipePath"), ["Apple Pie"])
        XCTAssertEqual(runtime.value("selectedCategory"), "dessert")
        XCTAssertEqual(notes, ["dropped Recipe D0820C1A-1AFB-4472-97DA-39A475304048 from 'recipePathIds': it no longer exists in the data"])
        XCTAssertEqual(runtime.frame.elements.map(\.label).contains("Pie Crust"), false, "Apple Pie's related link to the deleted recipe is gone")
    }

    func testCorruptOrMismatchedDocumentsLeaveTheStateUntouched() throws {
        let runtime = try startExample("Examples/UseSceneStorage.yaml")
        runtime.tap("Dessert")
        let before = runtime.state
        for bad in ["not json", "[1,2]", #"{"selectedCategory":"cake","recipePathIds":[]}"#, #"{"recipePathIds":"E35A"}"#] {
            XCTAssertThrowsError(try runtime.restore(json: bad), bad)
            XCTAssertEqual(runtime.state, before, bad)
        }
    }

    func testNavigationPathWithANonCodableElementHasNoCodableRepresentation() throws {
        let runtime = try startInline("""
            scene: Colors
            include: [article-data.yaml]
            state: { path: NavigationPath }
            root:
              NavigationStack:
                path: $path
                root:
                  List:
                    - NavigationLink: { title: Mint, value: Color.mint }
                    - NavigationLink: { title: Pie, value: ArticleRecipe.applePie }
                  navigationDestination:
                    - { for: Color, as: c, destination: { Text: "{c}" } }
                    - { for: ArticleRecipe, as: r, destination: { Text: "{r.description}" } }
            persistence:
              sceneStorage: path
              encode: { path: path }
            """)
        runtime.tap("Pie")
        XCTAssertEqual(try runtime.encode(), #"{"path":["ArticleRecipe","\"applePie\""]}"#)
        runtime.back()
        runtime.tap("Mint")
        XCTAssertThrowsError(try runtime.encode()) { error in
            XCTAssertTrue("\(error)".contains("presented value of type “Color” is not Codable"), "\(error)")
        }
    }

    func testRestoringARoundTripReproducesTheState() throws {
        let runtime = try startExample("Examples/UseSceneStorage.yaml")
        runtime.run(action: "showRecipeOfTheDay")
        let json = try runtime.encode()
        let fresh = try startExample("Examples/UseSceneStorage.yaml")
        XCTAssertEqual(try fresh.restore(json: json), [])
        XCTAssertEqual(fresh.state.values, runtime.state.values)
    }
}
