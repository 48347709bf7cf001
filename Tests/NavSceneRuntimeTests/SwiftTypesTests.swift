import NavSceneModel
@testable import NavSceneRuntime
import XCTest

/// Types as Swift writes them: route enums with associated values, raw-value enums, optional switches; and the
/// expression operators real views use.
final class SwiftTypesTests: XCTestCase {
    static let routes = """
        scene: Routes
        include: [cookbook-data.yaml]
        types:
          Route:
            enum: ["recipe(Recipe)", "category(Category)", "related(to: Recipe.ID, limit: Int)", settings]
            codable: true
          Sidebar:
            enum: [inbox, drafts, sent = 5, archive]
            rawValue: Int
            codable: true
        state:
          path: "[Route]"
          sidebar: Sidebar?
        root:
          NavigationStack:
            path: $path
            root:
              VStack:
                - NavigationLink: { title: Desserts, value: Route.category(.dessert) }
                - NavigationLink: { title: Related, value: ".related(to: Recipe.applePie.id, limit: 2)" }
                - NavigationLink: { title: Settings, value: Route.settings }
                - Button: { title: Show inbox, action: [{ set: { sidebar: .inbox } }] }
                - Button: { title: Show archive, action: [{ set: { sidebar: Sidebar.archive } }] }
                - Button: { title: Show sent, action: [{ set: { sidebar: .sent } }] }
                - switch: sidebar
                  cases:
                    .inbox?: { Text: Inbox }
                    nil: { Text: No mailbox }
                  default: { Text: "Mailbox {sidebar?.rawValue ?? -1}" }
              navigationDestination:
                for: Route
                as: route
                destination:
                  switch: route
                  cases:
                    .recipe(let recipe): { Text: "Recipe {recipe.name}", navigationTitle: "{recipe.name}" }
                    .category(let category):
                      ForEach:
                        data: "recipes(in: category)"
                        as: recipe
                        content:
                          NavigationLink: { title: "{recipe.name}", value: .recipe(recipe) }
                    .related(_, let limit): { Text: "{limit} related" }
                    settings: { Text: Settings }
        persistence:
          encode:
            path: path
            selectedSidebar: sidebar
        """

    func testAssociatedValuesArePushedAndBoundBySwitchPatterns() throws {
        let runtime = try startInline(SwiftTypesTests.routes)
        runtime.tap("Desserts")
        XCTAssertEqual(runtime.names("path"), ["category(dessert)"])
        runtime.tap("Apple Pie")
        XCTAssertEqual(runtime.names("path"), ["category(dessert)", "recipe(Apple Pie)"])
        XCTAssertTrue(runtime.text.contains("Recipe Apple Pie"), runtime.text)
        XCTAssertEqual(runtime.topTitles.last, "Apple Pie")
    }

    func testLabelledAndSkippedAssociatedValues() throws {
        let runtime = try startInline(SwiftTypesTests.routes)
        runtime.tap("Related")
        XCTAssertTrue(runtime.text.contains("2 related"), runtime.text)
    }

    func testOptionalSwitchMatchesNilAndCasesWithQuestionMark() throws {
        let runtime = try startInline(SwiftTypesTests.routes)
        XCTAssertTrue(runtime.text.contains("No mailbox"), runtime.text)
        runtime.tap("Show inbox")
        XCTAssertTrue(runtime.text.contains("  Inbox"), runtime.text)
        runtime.tap("Show archive")
        XCTAssertTrue(runtime.text.contains("Mailbox 6"), "implicit raw values count on from the explicit one: \(runtime.text)")
    }

    func testRawValuesAndAssociatedValuesAreEncodedAsSwiftsCodableDoes() throws {
        let runtime = try startInline(SwiftTypesTests.routes.replacingOccurrences(of: "\"recipe(Recipe)\"", with: "\"recipe(Recipe.ID)\"")
            .replacingOccurrences(of: "value: .recipe(recipe)", with: "value: .recipe(recipe.id)")
            .replacingOccurrences(of: ".recipe(let recipe): { Text: \"Recipe {recipe.name}\", navigationTitle: \"{recipe.name}\" }",
                                  with: ".recipe(let id): { Text: \"Recipe {Recipe[id]?.name ?? ''}\" }"))
        runtime.tap("Show sent")
        runtime.tap("Desserts")
        runtime.tap("Apple Pie")
        let json = try runtime.encode()
        XCTAssertEqual(json, #"{"path":[{"category":{"_0":"dessert"}},{"recipe":{"_0":"E35A5C9C-F1EA-4B3D-9980-E2240B363AC8"}}],"selectedSidebar":5}"#)
        // A saved raw value restores its case; Swift's keys `_0` and labels restore the payload.
        _ = try runtime.restore(json: #"{"path":[{"settings":{}},{"related":{"to":"E35A5C9C-F1EA-4B3D-9980-E2240B363AC8","limit":3}}],"selectedSidebar":6}"#)
        XCTAssertEqual(runtime.value("sidebar"), "archive")
        XCTAssertEqual(runtime.names("path"), ["settings", "related(Apple Pie, 3)"], "an identity reads as the record it names")
        XCTAssertTrue(runtime.text.contains("3 related"), runtime.text)
        // 2 is no raw value of Sidebar (inbox 0, drafts 1, sent 5, archive 6): the document does not match.
        let before = runtime.state
        XCTAssertThrowsError(try runtime.restore(json: #"{"path":[],"selectedSidebar":2}"#))
        XCTAssertEqual(runtime.state, before)
    }

    func testOperatorsIndexingAndContains() throws {
        let runtime = try startInline("""
            scene: Operators
            include: [cookbook-data.yaml]
            state:
              count: { type: Int, initial: 7 }
              path: "[Recipe]"
            root:
              VStack:
                - Text: "{count > 5 ? 'big' : 'small'} {count / 2} {count % 4} {-count + 1} {count * 1.5} {'a' + 'b'}"
                - Text: "{count <= 7 && count >= 7 && 'apple' < 'banana'} {Recipe.all.contains(Recipe.applePie)} {'Pie Crust'.contains('Crust')}"
                - Text: "{[10, 20, 30][2]} {recipes(in: .dessert)[0].name} {path.contains(where: it.category == .salad)}"
                - Text: "{path[0].name}"
            """)
        XCTAssertTrue(runtime.text.contains("big 3 3 -6 10.5 ab"), runtime.text)
        XCTAssertTrue(runtime.text.contains("true true true"), runtime.text)
        XCTAssertTrue(runtime.text.contains("30 Apple Pie false"), runtime.text)
        // Swift traps on an index out of range: a runtime problem where it happened, not a crash.
        XCTAssertTrue(runtime.frame.problems.contains { $0.message.contains("index 0 is out of range") }, "\(runtime.frame.problems)")
    }

    func testIntOverflowAndDivisionByZeroAreRuntimeProblems() throws {
        let runtime = try startInline("""
            scene: Overflow
            state:
              zero: Int
              big: { type: Int, initial: 9223372036854775807 }
            root:
              VStack:
                - Text: "{10 / zero}"
                - Text: "{big + 1}"
            """)
        let messages = runtime.frame.problems.map(\.message)
        XCTAssertTrue(messages.contains { $0.contains("divides by zero") }, "\(messages)")
        XCTAssertTrue(messages.contains { $0.contains("overflows Int") }, "\(messages)")
    }
}

/// ViewThatFits, safeAreaInset and Section headers made of views.
final class LayoutElementsTests: XCTestCase {
    static let scene = """
        scene: Layout
        include: [cookbook-data.yaml]
        root:
          NavigationStack:
            - List:
                - Section:
                    header: { HStack: [{ Text: Desserts }, { NavigationLink: { title: All desserts, value: Category.dessert } }] }
                    content: [{ Text: Row }]
                    footer: { Text: Footer }
                - ViewThatFits:
                    - HStack: [{ Text: Wide }]
                    - LazyHStack: [{ Text: Also wide }]
                    - VStack: [{ Text: Narrow }]
                    - Text: Narrowest
              safeAreaInset: { edge: top, content: { Text: Top bar } }
              navigationTitle: Layout
              navigationDestination: { for: Category, as: c, destination: { Text: "{c.localizedName}" } }
        """

    func testViewThatFitsPicksByWidthClass() throws {
        let regular = try startInline(LayoutElementsTests.scene, size: .regular)
        XCTAssertTrue(regular.text.contains("Wide") && !regular.text.contains("Narrow"), regular.text)
        let compact = try startInline(LayoutElementsTests.scene, size: .compact)
        XCTAssertTrue(compact.text.contains("  Narrow\n") && !compact.text.contains("Wide"), compact.text)
        let allWide = try startInline(LayoutElementsTests.scene.replacingOccurrences(of: "- VStack: [{ Text: Narrow }]", with: "- HStack: [{ Text: Wide two }]")
            .replacingOccurrences(of: "- Text: Narrowest", with: "- HStack: [{ Text: Last }]"), size: .compact)
        XCTAssertTrue(allWide.text.contains("Last") && !allWide.text.contains("Also wide"), allWide.text)
    }

    func testInsetAndSectionViewsAreOnScreenInOrder() throws {
        let runtime = try startInline(LayoutElementsTests.scene)
        let lines = runtime.text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let order = ["Top bar", "Desserts", "1. All desserts  → push dessert", "Row", "Footer"].map { lines.firstIndex(of: $0) }
        XCTAssertFalse(order.contains(nil), runtime.text)
        XCTAssertEqual(order.compactMap { $0 }, order.compactMap { $0 }.sorted(), runtime.text)
        XCTAssertEqual(runtime.topTitles.last, "Layout", "the title still belongs to the List inside the inset")
        runtime.tap("All desserts")
        XCTAssertTrue(runtime.text.contains("Dessert"), runtime.text)
    }
}

/// `AnyHashable`: a selection or path element of any type.
final class AnyHashableTests: XCTestCase {
    func testASelectionAndAPathOfAnyHashableTakeEveryType() throws {
        let runtime = try startInline("""
            scene: Erased
            include: [cookbook-data.yaml, article-data.yaml]
            state:
              selection: AnyHashable?
              path: "[AnyHashable]"
            root:
              VStack:
                - List:
                    selection: $selection
                    content:
                      - NavigationLink: { title: Mint, value: Color.mint }
                      - NavigationLink: { title: Apple Pie, value: Recipe.applePie }
                - Text: "{selection == Recipe.applePie ? 'Pie selected' : 'Other'}"
                - NavigationStack:
                    path: $path
                    root:
                      VStack:
                        - NavigationLink: { title: Push pie, value: Recipe.applePie }
                        - NavigationLink: { title: Push mint, value: Color.mint }
                      navigationDestination:
                        - { for: Recipe, as: r, destination: { NavigationLink: { title: "Then mint", value: Color.mint } } }
                        - { for: Color, as: c, destination: { Text: "{c.description}" } }
            """)
        runtime.tap("Apple Pie")
        XCTAssertTrue(runtime.text.contains("Pie selected"), runtime.text)
        runtime.tap("Mint")
        XCTAssertEqual(runtime.value("selection"), "mint")
        runtime.tap("Push pie")
        runtime.tap("Then mint")
        XCTAssertEqual(runtime.names("path"), ["Apple Pie", "mint"], "an [AnyHashable] path holds values of several types")
    }
}
