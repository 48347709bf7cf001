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

    /// A file naming a candidate is read at its sites of the candidates' names only (`RelevanceSites`, found once per
    /// parse), with the answer the walk of every node gives: every kind of use the walk judges (`$x` given to a
    /// control or a binding view, `_x`, `self.x`, `inout`, a key path, a binding given by label, a view named whole,
    /// `x` read by a condition, written into another candidate), in one file and across files.
    func testAWalkedFileIsReadAtItsSitesWithTheFullWalksAnswer() {
        let main = """
            struct Child: View {
                @Binding var on: Bool
                var body: some View { Text("x").onTapGesture { on = false } }
            }
            struct Other: View {
                @Binding var open: Bool
                var body: some View { Text("o") }
            }
            struct RootView: View {
                @State private var note = ""
                @State private var copy = ""
                @State private var flag = false
                @State private var shown = false
                @State private var kept = 0
                @State private var path = 0
                @State private var open = false
                var body: some View {
                    VStack {
                        TextField("n", text: $note)
                        Child(on: $flag)
                        Other(open: $open)
                        if shown { Text("s") }
                        Text("\\(kept)")
                    }
                    .onTapGesture { copy = note; _kept = State(initialValue: 1); self.path = 2; bump(&path) }
                }
                func bump(_ value: inout Int) { value += 1 }
            }
            final class Loader: ObservableObject {
                @Published var message = ""
                @Published var count = 0
                func clear() { message = "" }
            }
            """
        let other = """
            func read(_ loader: Loader) -> Bool { loader.count > 0 }
            let path = \\Loader.message
            let made = Other.init
            """
        for files in [[facts("A/Root.swift", main)], [facts("A/Root.swift", main), facts("B/Uses.swift", other)]] {
            let (prefiltered, full) = both(files)
            XCTAssertEqual(prefiltered.irrelevant, full.irrelevant)
            XCTAssertEqual(prefiltered.walkedFiles, full.walkedFiles)
        }
        let alone = both([facts("A/Root.swift", main)]).prefiltered.irrelevant
        XCTAssertTrue(alone.isSuperset(of: ["RootView.note", "RootView.copy", "RootView.kept", "Loader.message", "Loader.count"]), "\(alone)")
        XCTAssertFalse(alone.contains("RootView.shown"), "read by a condition")
        XCTAssertFalse(alone.contains("RootView.path"), "given inout")
        let shared = both([facts("A/Root.swift", main), facts("B/Uses.swift", other)]).prefiltered.irrelevant
        XCTAssertFalse(shared.contains("Loader.count"), "a condition in another file reads it")
        XCTAssertFalse(shared.contains("Loader.message"), "a key path names it")
        XCTAssertFalse(shared.contains("Other.open"), "its view is named whole")
        // The sites are a file's uses of names, not its nodes, and a name finds only its own.
        let file = facts("A/Root.swift", main)
        let sites = file.relevanceSites
        XCTAssertLessThan(sites.nodes.count, Array(file.source.tree.tokens(viewMode: .sourceAccurate)).count)
        XCTAssertEqual(sites.sites(named: ["shown"]).count, 1, "the declaration's name is no use; `shown` read once")
        XCTAssertEqual(sites.sites(named: ["note"]).count, 2, "`$note` and `note`")
        XCTAssertEqual(sites.sites(named: ["nothing"]).count, 0)
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
