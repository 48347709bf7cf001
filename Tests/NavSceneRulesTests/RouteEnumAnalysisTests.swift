import Foundation
import NavSceneDiagnostics
import NavSceneLoader
@testable import NavSceneRules
import XCTest

/// The reachability analysis over route enums with associated values: a `switch` in a destination binds the payloads
/// the links can push, so a case no link or button produces is unreachable, and the payload's views are reached with
/// the payloads that can occur.
final class RouteEnumAnalysisTests: XCTestCase {
    func scene(settingsLink: Bool) -> LoadResult {
        let link = settingsLink ? "\n        - NavigationLink: { title: Settings, value: Route.settings }" : ""
        return SceneLoader.load(source: SourceFile(path: packageRoot + "/Examples/route-test.yaml", text: """
            scene: Routes
            include: [cookbook-data.yaml]
            types:
              Route: { enum: ["recipe(Recipe)", "category(Category)", settings] }
            views:
              RecipeScreen:
                parameters: { recipe: Recipe }
                body:
                  if: "recipe.category == .salad"
                  then: SaladOnly
                  else: { Text: "{recipe.name}" }
              SaladOnly: { body: { Text: Salad } }
              SettingsScreen: { body: { Text: Settings } }
            state:
              path: "[Route]"
            root:
              NavigationStack:
                path: $path
                root:
                  List:
                    - NavigationLink: { title: Desserts, value: Route.category(.dessert) }\(link)
                  navigationDestination:
                    for: Route
                    as: route
                    destination:
                      switch: route
                      cases:
                        .recipe(let recipe): { RecipeScreen: { recipe: recipe } }
                        .category(let c):
                          ForEach:
                            data: "recipes(in: c)"
                            as: recipe
                            content: { NavigationLink: { title: "{recipe.name}", value: .recipe(recipe) } }
                        .settings: SettingsScreen

            """))
    }

    func unreachableViews(_ load: LoadResult) -> [String] {
        lint(load).filter { $0.id == "unreachable-view" }.map(\.message).sorted()
    }

    func testCasesNoLinkPushesAreUnreachableAndPayloadsNarrowTheViews() {
        let load = scene(settingsLink: false)
        XCTAssertEqual(load.diagnostics.filter { $0.severity == .error }, [])
        // Only desserts are ever pushed as recipes, so the salad branch is unreachable too.
        XCTAssertEqual(unreachableViews(load), [
            "the view 'SaladOnly' is never shown in any reachable navigation state",
            "the view 'SettingsScreen' is never shown in any reachable navigation state",
        ])
    }

    func testALinkToTheCaseMakesItReachable() {
        XCTAssertEqual(unreachableViews(scene(settingsLink: true)), ["the view 'SaladOnly' is never shown in any reachable navigation state"])
    }
}

/// The analysis over view-local state and bindings: a view's own state is one abstract variable per declaration
/// (joined over its instances, and always holding its initial value); a binding parameter writes the caller's.
final class ViewStateAnalysisTests: XCTestCase {
    func unreachableViews(_ text: String) -> [String] {
        let load = SceneLoader.load(source: SourceFile(path: packageRoot + "/Examples/state-test.yaml", text: text))
        XCTAssertEqual(load.diagnostics.filter { $0.severity == .error }, [])
        return lint(load).filter { $0.id == "unreachable-view" }.map(\.message).sorted()
    }

    func testWritesThroughBindingsReachAndUnwrittenLocalStateDoesNot() {
        XCTAssertEqual(unreachableViews("""
            scene: S
            views:
              Switch:
                parameters: { title: String, isOn: Binding<Bool> }
                body: { Button: { title: "{title}", action: [{ toggle: isOn }] } }
              Counter:
                state: { showInfo: Bool, neverSet: Bool }
                body:
                  VStack:
                    - Switch: { title: "'Info'", isOn: $showInfo }
                    - if: showInfo
                      then: InfoView
                    - if: neverSet
                      then: HiddenView
              InfoView: { body: { Text: Info } }
              HiddenView: { body: { Text: Hidden } }
              Other: { body: { Text: Other } }
            state:
              flag: Bool
            root:
              VStack:
                - Counter
                - Switch: { title: "'Flag'", isOn: $flag }
                - if: flag
                  then: Other

            """), ["the view 'HiddenView' is never shown in any reachable navigation state"])
    }

    func testALocalStateWrittenInOneInstanceIsSeenInEvery() {
        // Only the first Row can set its flag (the second's button is disabled), yet a flag is per instance and the
        // analysis joins instances: Detail stays reachable (a sound over-approximation, no false finding).
        XCTAssertEqual(unreachableViews("""
            scene: S
            views:
              Row:
                parameters: { enabled: Bool }
                state: { open: Bool }
                body:
                  VStack:
                    - Button: { title: Open, action: [{ set: { open: true } }] }
                      disabled: "!enabled"
                    - if: open
                      then: Detail
              Detail: { body: { Text: Detail } }
            root:
              VStack:
                - Row: { enabled: true }
                - Row: { enabled: false }

            """), [])
    }
}
