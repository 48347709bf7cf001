import NavSceneDiagnostics
import NavSceneLoader
import NavSceneModel
import NavSceneRules
@testable import NavSceneSwift
import XCTest

/// A condition the model cannot compute still runs: `if validate() { }`, `guard let page = choose() else { return }`,
/// `switch pick() { ... }` evaluate a call of the module's code before a branch is taken, and its writes happen
/// whichever branch follows. They were dropped with the condition (an empty `if` was dropped whole), so a view shown
/// only after such a write was reported as never shown.
extension BranchStatementTests {
    func testAnIfConditionsCallRunsWhicheverBranchFollows() throws {
        let scene = try load(stack("""
                        Button("Open") {
                            if validate() { }
                        }
        """, extra: """
        extension Home {
            func validate() -> Bool {
                path.append(.second)
                return path.count > 3
            }
        }
        """))
        XCTAssertEqual(try pushes(scene, tapping: "Open"), [["second"]])
    }

    func testAGuardBindingsCallRunsBeforeTheElse() throws {
        let scene = try load(stack("""
                        Button("Open") {
                            guard let _ = choose() else { return }
                            path.append(.second)
                        }
        """, extra: """
        extension Home {
            func choose() -> Page? {
                path.append(.first)
                return flag ? .third : nil
            }
        }
        """))
        XCTAssertEqual(try pushes(scene, tapping: "Open"), [["first"], ["first", "second"]])
    }

    func testASwitchSubjectsCallRunsBeforeAnyCase() throws {
        let scene = try load(stack("""
                        Button("Open") {
                            switch pick() {
                            case 0: path.append(.first)
                            default: break
                            }
                        }
        """, extra: """
        extension Home {
            func pick() -> Int {
                path.append(.third)
                return path.count
            }
        }
        """))
        XCTAssertEqual(try pushes(scene, tapping: "Open"), [["third"], ["third", "first"]])
    }

    func testAViewShownAfterAConditionsWritesIsShown() throws {
        let text = """
        import SwiftUI
        struct SummaryView: View {
            let errors: [String]
            var body: some View { Text(errors.joined()) }
        }
        struct ContentView: View {
            @State private var errors: [String] = []
            var body: some View {
                NavigationStack {
                    Form {
                        Button("Login") {
                            if validate() { }
                        }
                        if !errors.isEmpty {
                            SummaryView(errors: errors)
                        }
                    }
                }
            }
            private func validate() -> Bool {
                errors.removeAll()
                errors.append("Username is required.")
                return errors.isEmpty
            }
        }
        @main struct TheApp: App {
            var body: some Scene { WindowGroup { ContentView() } }
        }
        """
        let result = SwiftFrontEnd.load([SourceFile(path: "App.swift", text: text)], name: "Test")
        let findings = RuleRegistry.run(LoadResult(scene: result.scene, diagnostics: result.diagnostics, sources: result.sources), settings: RuleSettings())
        // SummaryView was reported as never shown (unreachable-view).
        XCTAssertEqual(findings.map(\.id), [])
    }
}
