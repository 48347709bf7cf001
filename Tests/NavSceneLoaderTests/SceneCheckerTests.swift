import NavSceneDiagnostics
import NavSceneLoader
import NavSceneModel
import XCTest

/// Loads scene text from memory.
func loadScene(_ text: String, path: String = "/tmp/navscene-test/scene.yaml") -> LoadResult {
    SceneLoader.load(source: SourceFile(path: path, text: text))
}

let cookbookTypes = """
types:
  Category: { enum: [dessert, pancake], properties: { localizedName: { dessert: Dessert, pancake: Pancake } } }
  Recipe:
    fields: { id: UUID, name: String, category: Category, related: "[Recipe.ID]", imageName: String? }
data:
  Recipe:
    pie: { id: e35a5c9c-f1ea-4b3d-9980-e2240b363ac8, name: Pie, category: dessert, related: [D0820C1A-5E8F-4B3D-9980-E2240B363AC9] }
    crepe: { id: D0820C1A-5E8F-4B3D-9980-E2240B363AC9, name: Crepe, category: pancake, related: [] }

"""

final class SceneCheckerTests: XCTestCase {
    func ids(_ result: LoadResult) -> [String] { result.diagnostics.sorted(by: Diagnostic.ordered).map(\.id) }

    func firstLink(_ scene: Scene) -> LinkElement? {
        for node in scene.nodes { if case .link(let link) = node.element { return link } }
        return nil
    }

    func testLookupTypesAndCoalesce() throws {
        let result = loadScene(cookbookTypes + """
        scene: S
        state: { selected: Recipe.ID?, path: "[Recipe]" }
        root:
          NavigationStack:
            path: $path
            root:
              - NavigationLink: { title: x, value: "Recipe[selected]" }
              - ForEach: { data: "Recipe[Recipe.pie.related]", as: r, content: { Text: "{r.name}" } }
              - Text: "{Recipe[selected]?.imageName ?? 'none'}"
        """)
        XCTAssertEqual(ids(result), [])
        let scene = try XCTUnwrap(result.scene)
        XCTAssertEqual(firstLink(scene)?.value?.type, .optional(.named("Recipe")))
        let forEach = scene.nodes.compactMap { node -> ForEachElement? in
            if case .forEach(let f) = node.element { return f } else { return nil }
        }.first
        XCTAssertEqual(forEach?.data.type, .array(.named("Recipe")))
        let text = scene.nodes.compactMap { node -> Template? in
            if case .text(let t) = node.element, !t.isConstant { return t } else { return nil }
        }.last
        guard case .expression(let e)? = text?.parts.first else { return XCTFail() }
        XCTAssertEqual(e.type, .string)
    }

    func testRecordsBecomeValues() throws {
        let scene = try XCTUnwrap(loadScene(cookbookTypes + "scene: S\nroot: { Text: x }\n").scene)
        let records = try XCTUnwrap(scene.data.records["Recipe"])
        XCTAssertEqual(records.map(\.name), ["pie", "crepe"])
        XCTAssertEqual(records[0].fields["id"], .uuid("E35A5C9C-F1EA-4B3D-9980-E2240B363AC8"))
        XCTAssertEqual(records[0].fields["category"], .enumCase(type: "Category", name: "dessert"))
        XCTAssertEqual(records[0].fields["related"], .list([.uuid("D0820C1A-5E8F-4B3D-9980-E2240B363AC9")]))
        XCTAssertEqual(records[0].fields["imageName"], .null)
    }

    func testStateDefaultsAreFilledIn() throws {
        let result = loadScene(cookbookTypes + """
        scene: S
        state: { a: Recipe?, b: "[Recipe]", c: NavigationPath, d: Bool, e: String, f: Int, g: { type: Category, initial: .pancake }, h: Category }
        root: { Text: x }
        """)
        XCTAssertEqual(ids(result), ["missing-key"])
        let scene = try XCTUnwrap(result.scene)
        let initial = Dictionary(uniqueKeysWithValues: scene.state.map { ($0.name, $0.initial?.description ?? "-") })
        XCTAssertEqual(initial, ["a": "nil", "b": "[]", "c": "[]", "d": "false", "e": "\"\"", "f": "0", "g": ".pancake", "h": "-"])
        XCTAssertEqual(scene.state.first { $0.name == "g" }?.initial?.type, .named("Category"))
    }

    func testLinkTypeMismatchWithPathIsLeftToTheRules() {
        let result = loadScene(cookbookTypes + """
        scene: S
        state: { path: "[Recipe]", sel: Category? }
        root:
          NavigationStack:
            path: $path
            root:
              List:
                data: Category.allCases
                as: c
                selection: $sel
                row: { NavigationLink: { title: x, value: 3 } }
        """)
        XCTAssertEqual(ids(result), [])
    }

    func testRecursiveViewsAreCheckedOnce() throws {
        let result = loadScene(cookbookTypes + """
        scene: S
        views:
          RecipeDetail:
            parameters: { recipe: Recipe }
            body:
              ForEach:
                data: Recipe[recipe.related]
                as: related
                content: { NavigationLink: { title: "{related.name}", destination: { RecipeDetail: { recipe: related } } } }
        root: { RecipeDetail: { recipe: Recipe.pie } }
        """)
        XCTAssertEqual(ids(result), [])
        XCTAssertEqual(result.scene?.views["RecipeDetail"]?.body.count, 1)
    }

    func testImplicitMembersNeedAnEnumContext() {
        let result = loadScene(cookbookTypes + """
        scene: S
        state: { c: Category? }
        root:
          - Text: "{c == .dessert} {.dessert == c}"
          - NavigationLink: { title: x, value: .dessert }
        """)
        XCTAssertEqual(ids(result), ["type-mismatch"])
    }

    func testIdentityIsInterchangeableWithItsFieldType() {
        let result = loadScene(cookbookTypes + """
        scene: S
        state: { selected: Recipe.ID?, ids: "[Recipe.ID]" }
        root:
          Button:
            title: x
            action:
              - set: { selected: Recipe.pie.id }
              - append: { ids: Recipe.crepe.id }
              - set: { ids: Recipe.pie.related }
        """)
        XCTAssertEqual(ids(result), [])
    }

    func testScopesOfNamesIntroducedByModifiersAndIfLet() {
        let result = loadScene(cookbookTypes + """
        scene: S
        state: { item: Recipe?, flag: Bool }
        root:
          - if: item
            let: r
            then: { Text: "{r.name}" }
            else: { Text: "{r.name}" }
          - Text: x
            sheet: { item: $item, as: shown, content: { Text: "{shown.category.localizedName}" } }
            navigationDestination: { for: Recipe, as: pushed, destination: { Text: "{pushed.name} {shown}" } }
        """)
        XCTAssertEqual(ids(result), ["unknown-name", "unknown-name"])
    }

    func testLibraryFilesAndSources() throws {
        let directory = Fixtures.directory + "/ok"
        let result = SceneLoader.load(path: directory + "/lib/kitchen.yaml")
        XCTAssertEqual(ids(result), [])
        let scene = try XCTUnwrap(result.scene)
        XCTAssertTrue(scene.isLibrary)
        XCTAssertEqual(scene.name, "kitchen")
        XCTAssertEqual(Set(result.sources.keys), [directory + "/lib/kitchen.yaml", directory + "/lib/colors.yaml"])
        XCTAssertEqual(scene.data.records["Recipe"]?[1].fields["best"], .record(type: "Recipe", id: .uuid("E35A5C9C-F1EA-4B3D-9980-E2240B363AC8")))

        let main = SceneLoader.load(path: directory + "/includes.yaml")
        // The scene file first, then its includes depth-first, each file once.
        XCTAssertEqual(main.scene?.files, [directory + "/includes.yaml", directory + "/lib/kitchen.yaml", directory + "/lib/colors.yaml"])
    }

    func testIncludePathsAreNormalisedLexically() {
        XCTAssertEqual(SceneLoaderPaths.include("../lib/x.yaml", from: "a/b/scene.yaml"), "a/lib/x.yaml")
        XCTAssertEqual(SceneLoaderPaths.include("./x.yaml", from: "scene.yaml"), "x.yaml")
        XCTAssertEqual(SceneLoaderPaths.include("x.yaml", from: "/abs/s.yaml"), "/abs/x.yaml")
    }

    func testUnreadableFileHasNoScene() {
        let result = SceneLoader.load(path: "/nonexistent/file.yaml")
        XCTAssertNil(result.scene)
        XCTAssertEqual(result.diagnostics.map(\.id), ["io-error"])
    }

    func testViewNodesKeepRanges() throws {
        let scene = try XCTUnwrap(loadScene("scene: S\nroot:\n  - Text: Hi\n    font: title\n  - Spacer\n").scene)
        XCTAssertEqual(scene.root.count, 2)
        XCTAssertEqual(scene.root[0].nameRange.start.column, 5)
        XCTAssertEqual(scene.root[0].range.start.line, 3)
        XCTAssertEqual(scene.root[0].range.end.line, 4)
        XCTAssertEqual(scene.root[0].modifiers.first?.range.start.column, 5)
        if case .ignored("font")? = scene.root[0].modifiers.first?.kind {} else { XCTFail("font is ignored") }
        XCTAssertEqual(scene.root[1].name, "Spacer")
    }
}
