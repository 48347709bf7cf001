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

/// Issue 22 (speed): what only some modules ask of a file (where it constructs types, the names it declares, its URL
/// handlers, its type aliases) is found once per parse, however many targets import the file and however many passes
/// a target takes; and the module's facts merged from its files' are those one walk over every file finds.
final class KeptFileFactsTests: XCTestCase {
    let configuration = BuildConfiguration(platform: .iOS)
    let shared = SourceFile(path: "Packages/Rows/Sources/Rows/Row.swift", text: """
        import SwiftUI
        public typealias Action = () -> Void
        public struct Row: View {
            let title: String
            let onTap: () -> Void
            public var body: some View { Button(title) { onTap() } }
        }
        """)

    func target(_ name: String) -> SourceFile {
        SourceFile(path: "\(name)/\(name)App.swift", text: """
            import SwiftUI
            import Rows
            @main struct \(name)App: App {
                @State var path: [Int] = []
                @Environment(\\.openURL) var openURL
                var body: some Scene {
                    WindowGroup {
                        NavigationStack(path: $path) {
                            Row(title: "Open", onTap: { path.append(1) })
                            Button("Link") { openURL(URL(string: "https://example.com")!) }
                                .navigationDestination(for: Int.self) { n in Text("\\(n)") }
                        }
                        .onOpenURL { _ in path.append(2) }
                    }
                }
            }
            """)
    }

    func testADependencysFactsAreFoundOnceForEveryTargetThatImportsIt() {
        let dependency = SwiftFileFacts(SwiftSource(file: shared, configuration: configuration))
        var walksAfterFirst = 0
        for (index, name) in ["One", "Two", "Three"].enumerated() {
            let result = SwiftFrontEnd.load([target(name)], dependencies: [shared], name: name, limits: .default,
                                            reuse: { $0.path == self.shared.path ? dependency : nil },
                                            parse: { SwiftFileFacts(SwiftSource(file: $0, configuration: self.configuration)) })
            XCTAssertNotNil(result.scene, name)
            if index == 0 { walksAfterFirst = dependency.kept.walks }
        }
        XCTAssertGreaterThan(walksAfterFirst, 0, "the first target asked the dependency's facts")
        XCTAssertLessThanOrEqual(walksAfterFirst, 4, "one walk per kind of fact at most")
        XCTAssertEqual(dependency.kept.walks, walksAfterFirst, "the second and third targets found them kept")
    }

    func testTheMergedFactsAreThoseOfOneWalkOverEveryFile() {
        let files = [shared, target("One")].map { SwiftFileFacts(SwiftSource(file: $0, configuration: configuration)) }
        let merged = ConstructionSites.merged(files.map(\.constructionSites))
        let whole = ConstructionSites.find(in: files.map(\.source))
        XCTAssertEqual(merged.calls.mapValues { $0.map(\.call.id) }, whole.calls.mapValues { $0.map(\.call.id) })
        XCTAssertEqual(merged.escaping, whole.escaping)
        XCTAssertEqual(merged.assigned, whole.assigned)
        XCTAssertEqual(merged.calls["Row"]?.count, 1, "the target's `Row(...)`, found in its own file")
        let names = FunctionNameFinder.merged(files.map(\.declaredNames))
        let one = FunctionNameFinder()
        for file in files { one.walk(file.source.tree) }
        XCTAssertEqual(names.members, one.members)
        XCTAssertEqual(names.memberVariables, one.memberVariables)
        XCTAssertEqual(names.variables, one.variables)
        XCTAssertEqual(names.callableVariables, one.callableVariables)
        XCTAssertEqual(names.typeNames, one.typeNames)
        XCTAssertTrue(names.callableVariables.contains("onTap"))
        XCTAssertEqual(files.reduce(into: Set<String>()) { $0.formUnion($1.aliases) }, ["Action"])
        XCTAssertEqual(files.map { $0.urlHandlers.bodies.count }, [0, 1])
    }
}
