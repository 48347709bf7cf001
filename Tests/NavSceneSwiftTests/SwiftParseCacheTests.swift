import NavSceneDiagnostics
@testable import NavSceneSwift
import XCTest

/// Issue 22 (speed): one run parses each file once, however many targets import the module it belongs to.
final class SwiftParseCacheTests: XCTestCase {
    let shared = SourceFile(path: "Packages/Features/Sources/Features/Feed.swift", text: """
        import SwiftUI
        public struct Feed: View { public var body: some View { List { Text("a") } } }
        """)

    func target(_ name: String) -> SourceFile {
        SourceFile(path: "\(name)/\(name)App.swift", text: """
            import SwiftUI
            import Features
            @main struct \(name)App: App { var body: some Scene { WindowGroup { NavigationStack { Feed() } } } }
            """)
    }

    func testARunParsesADependencyOnceForEveryTargetThatImportsIt() {
        let cache = SwiftParseCache(evicting: false)
        for name in ["One", "Two", "Three"] {
            let result = SwiftFrontEnd.load([target(name)], dependencies: [shared], name: name, cache: cache)
            XCTAssertNotNil(result.scene, name)
        }
        XCTAssertEqual(cache.parses, 4, "three targets and the one dependency file, each parsed once")
    }

    func testTheLanguageServersCacheKeepsOnlyTheModuleItShows() {
        let cache = SwiftParseCache()
        _ = SwiftFrontEnd.load([target("One")], dependencies: [shared], name: "One", cache: cache)
        _ = SwiftFrontEnd.load([target("Two")], name: "Two", cache: cache)
        _ = SwiftFrontEnd.load([target("One")], dependencies: [shared], name: "One", cache: cache)
        XCTAssertEqual(cache.parses, 5, "the dependency and One were dropped when Two was shown alone, then parsed again")
    }

    func testAChangedFileIsParsedAgainAndTheResultFollowsItsBytes() {
        let cache = SwiftParseCache(evicting: false)
        let first = SwiftFrontEnd.load([target("One")], dependencies: [shared], name: "One", cache: cache)
        let changed = SourceFile(path: shared.path, text: "import SwiftUI\npublic struct Other: View { public var body: some View { Text(\"b\") } }\n")
        let second = SwiftFrontEnd.load([target("One")], dependencies: [changed], name: "One", cache: cache)
        XCTAssertEqual(cache.parses, 3)
        XCTAssertNotNil(first.scene)
        XCTAssertNotNil(second.scene)
    }
}
