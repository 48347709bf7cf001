import NavSceneDiagnostics
import NavSceneLoader
import XCTest
@testable import NavSceneRules

/// The shipped Examples: correct scenes lint clean, Mistakes yield exactly their intended findings (golden files).
final class ExamplesLintTests: XCTestCase {
    func testCorrectExamplesLintClean() {
        let files = exampleFiles("Examples") + exampleFiles("Examples/RealApp")
        XCTAssertFalse(files.isEmpty)
        for file in files {
            let load = SceneLoader.load(path: file)
            XCTAssertTrue(load.diagnostics.isEmpty, "\(file) does not load clean:\n\(render(load.diagnostics, load))")
            let found = lint(load)
            XCTAssertTrue(found.isEmpty, "\(file):\n\(render(found, load))")
        }
    }

    func testMistakesMatchGoldens() {
        let files = exampleFiles("Examples/Mistakes")
        XCTAssertFalse(files.isEmpty)
        for file in files {
            let load = SceneLoader.load(path: file)
            let output = render(lint(load), load).replacingOccurrences(of: packageRoot + "/", with: "")
            let name = ((file as NSString).lastPathComponent as NSString).deletingPathExtension
            if let failure = checkGolden(output, path: packageRoot + "/Tests/NavSceneRulesTests/Goldens/\(name).out") {
                XCTFail(failure)
            }
        }
    }

    /// The intended rules, as each Mistakes file's header names them.
    func testMistakesYieldTheirIntendedRules() {
        let expected: [String: [String]] = [
            "DeprecatedNavigationAPI": ["deprecated-navigation-api"],
            "DestinationInLazyGrid": ["destination-in-foreach", "destination-in-lazy-container"],
            "DestinationOnListRow": ["destination-in-foreach", "destination-in-lazy-container"],
            "DestinationOutsideStack": ["destination-outside-stack"],
            "LinkOutsideNavigation": ["link-outside-navigation"],
            "LinkWithoutDestination": ["link-without-destination"],
            "MixedValueAndViewPushes": ["mixed-value-and-view-pushes"],
            "ModelValuesInPath": ["model-values-in-path"],
            "MultipleIsPresented": ["multiple-is-presented"],
            "NestedStack": ["nested-stack"],
            "NonCodablePath": ["non-codable-path"],
            "PathTypeMismatch": ["path-type-mismatch"],
            "PathWrittenTwice": ["path-written-twice"],
            "PopEmptyPath": ["pop-empty-path"],
            "StackAroundTabView": ["stack-around-tab-view", "tab-selection-mismatch"],
            "RecursiveDestination": ["duplicate-destination"],
            "TypedPathNestedDestination": ["homogeneous-path-nested-destination"],
        ]
        for file in exampleFiles("Examples/Mistakes") {
            let name = ((file as NSString).lastPathComponent as NSString).deletingPathExtension
            let load = SceneLoader.load(path: file)
            let found = lint(load)
            XCTAssertEqual(Set(found.map(\.id)).sorted(), expected[name] ?? ["?"], "\(name):\n\(render(found, load))")
        }
    }
}
