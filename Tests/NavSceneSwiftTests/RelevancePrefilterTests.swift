import NavSceneDiagnostics
@testable import NavSceneSwift
import SwiftSyntax
import XCTest

/// Issue 22 (speed): `NavigationRelevance` walks only the files holding a candidate's or a binding view's name; of the
/// others it takes the facts about no name (`RelevanceFileFacts`: `self` given away whole, `open`/`@objcMembers`
/// classes, wholesale observers), found once per parse and shared by every target that reads the file. The answer is
/// the one walking every file gives.
final class RelevancePrefilterTests: XCTestCase {
    let configuration = BuildConfiguration(platform: .iOS)

    private func facts(_ path: String, _ text: String) -> SwiftFileFacts {
        SwiftFileFacts(SwiftSource(file: SourceFile(path: path, text: "import SwiftUI\n" + text), configuration: configuration))
    }

    private let view = """
        struct RootView: View {
            @State private var note = ""
            @State private var flag = false
            var body: some View { Text("\\(note)").onTapGesture { flag.toggle(); note = "" } }
        }
        final class Loader: ObservableObject {
            @Published var message = ""
            func clear() { message = "" }
        }
        """

    /// Both ways over the same files: (irrelevant, files walked) with and without the prefilter.
    private func both(_ files: [SwiftFileFacts]) -> (prefiltered: NavigationRelevance, full: NavigationRelevance) {
        let module = SwiftModule(files: files)
        func run(_ prefilter: Bool) -> NavigationRelevance {
            NavigationRelevance(module: module, boundNames: [], codeMethods: [], prefilter: prefilter) { _, _ in true }
        }
        return (run(true), run(false))
    }

    func testAFileNamingNoCandidateIsNotWalked() {
        let files = [facts("A/Root.swift", view),
                     facts("B/Other.swift", "struct Other { var count = 0\n func bump() { count += 1 } }"),
                     facts("B/More.swift", "enum Kind { case one, two }")]
        let (prefiltered, full) = both(files)
        XCTAssertEqual(prefiltered.walkedFiles, 1, "only the file naming the candidates is walked")
        XCTAssertEqual(full.walkedFiles, 3)
        XCTAssertEqual(prefiltered.irrelevant, full.irrelevant)
        XCTAssertEqual(prefiltered.irrelevant, ["RootView.note", "RootView.flag", "Loader.message"])
    }

    func testAFileNamingACandidateIsWalked() {
        let files = [facts("A/Root.swift", view),
                     facts("B/Uses.swift", "func show(_ loader: Loader) -> Bool { loader.message.isEmpty }")]
        let (prefiltered, full) = both(files)
        XCTAssertEqual(prefiltered.walkedFiles, 2)
        XCTAssertEqual(prefiltered.irrelevant, full.irrelevant)
        XCTAssertFalse(prefiltered.irrelevant.contains("Loader.message"), "a condition in another file reads it")
    }

    func testTheFactsAboutNoNameComeFromFilesThatAreNotWalked() {
        // `self` given away whole in an extension in another file: every state of the view is relevant.
        let escaping = both([facts("A/Root.swift", view), facts("B/Keep.swift", "extension RootView { func kept() -> Any { self } }")])
        XCTAssertEqual(escaping.prefiltered.walkedFiles, 1)
        XCTAssertEqual(escaping.prefiltered.irrelevant, escaping.full.irrelevant)
        XCTAssertEqual(escaping.prefiltered.irrelevant, ["Loader.message"])
        // A wholesale observer of models anywhere: every model candidate is relevant.
        let observing = both([facts("A/Root.swift", view), facts("B/Watch.swift", "func watch() { withObservationTracking({ }, onChange: { }) }")])
        XCTAssertEqual(observing.prefiltered.walkedFiles, 1)
        XCTAssertEqual(observing.prefiltered.irrelevant, observing.full.irrelevant)
        XCTAssertEqual(observing.prefiltered.irrelevant, ["RootView.note", "RootView.flag"])
        // An `open` class of the same name as the model (another module's subclass may override its properties).
        let open = both([facts("A/Root.swift", view.replacingOccurrences(of: "final class Loader", with: "class Loader")),
                         facts("B/Open.swift", "open class Loader {}")])
        XCTAssertEqual(open.prefiltered.walkedFiles, 1)
        XCTAssertEqual(open.prefiltered.irrelevant, open.full.irrelevant)
    }

    func testABindingViewsNameMakesAFileWalked() {
        let child = """
            struct Child: View {
                @Binding var on: Bool
                var body: some View { Text("x").onTapGesture { on = false } }
            }
            """
        // `Child.init` named elsewhere: its bindings may be given storage the pass does not see.
        let files = [facts("A/Root.swift", view + "\n" + child), facts("B/Make.swift", "let make = Child.init")]
        let (prefiltered, full) = both(files)
        XCTAssertEqual(prefiltered.walkedFiles, 2)
        XCTAssertEqual(prefiltered.irrelevant, full.irrelevant)
        XCTAssertFalse(prefiltered.irrelevant.contains("Child.on"))
    }

    func testAFilesFactsAreFoundOnceForEveryModuleThatReadsIt() {
        let shared = facts("B/Keep.swift", "extension RootView { func kept() -> Any { self } }")
        for name in ["One", "Two", "Three"] {
            let module = SwiftModule(files: [facts("\(name)/Root.swift", view), shared])
            _ = NavigationRelevance(module: module, boundNames: [], codeMethods: []) { _, _ in true }
        }
        XCTAssertEqual(shared.kept.walks, 2, "its tokens and its facts about no name, once each")
    }
}
