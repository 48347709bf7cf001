import Foundation
import XCTest

/// Through the binary, err/ok twins: views reached through a protocol of the module that refines `View` (its
/// conformers are views, a generic parameter constrained to it is a view parameter) and through the module's own
/// `@resultBuilder` (each expression goes through the `buildExpression` overload its type selects, here wrapping a
/// lesson in a generic button that pushes a generic page showing it in a `Form`). A stack inside such a lesson, or a
/// destination in its rows, is found; the clean module gives nothing and leaves no unknown view.
final class ProtocolViewBuilderBinaryTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        try skipWithoutSwiftFrontEnd(); root = try makeTemporaryDirectory() }
    override func tearDownWithError() throws { if let root { try? FileManager.default.removeItem(at: root) } }

    static let lessons = """
    import SwiftUI

    protocol Lesson: View {
        var title: String { get }
    }

    protocol Exercise {
        var title: String { get }
    }

    @resultBuilder
    enum LessonBuilder {
        @ViewBuilder
        static func buildBlock() -> some View {}
        @ViewBuilder
        static func buildExpression(_ lesson: some Lesson) -> some View {
            LessonButton(lesson: lesson)
        }
        @ViewBuilder
        static func buildExpression(_ exercise: some Exercise) -> some View {
            Text(exercise.title)
        }
        static func buildPartialBlock(first: some View) -> some View {
            first
        }
        @ViewBuilder
        static func buildPartialBlock(accumulated: some View, next: some View) -> some View {
            accumulated
            next
        }
    }

    struct LessonButton<L: Lesson>: View {
        let lesson: L
        @State var isShown = false
        var body: some View {
            NavigationLink(lesson.title) {
                LessonPage { lesson }
            }
        }
    }

    struct LessonPage<L: Lesson>: View {
        @ViewBuilder let lesson: L
        @State var notes = false
        var body: some View {
            Form {
                lesson
            }
        }
    }

    struct LessonGroup<Content: View>: View {
        @LessonBuilder let content: Content
        let name: String
        var body: some View {
            Section(name) {
                content
            }
        }
    }

    extension LessonGroup {
        init(_ name: String, @LessonBuilder content: () -> Content) {
            self.init(content: content, name: name)
        }
    }

    struct Counting: Lesson {
        let title = "Counting"
        @State var count = 0
        var body: some View {
            Section {
                Button("Add") { count += 1 }
            }
        }
    }

    struct Drilling: Lesson {
        let title = "Drilling"
        @State var shown: Int?
        var body: some View {
            Section {
                Button("Drill") { shown = 1 }
            }
        }
    }

    struct Reading: Exercise {
        let title = "Reading"
    }

    struct LessonsView: View {
        var body: some View {
            List {
                LessonGroup("Basics") {
                    Counting()
                    Drilling()
                    Reading()
                }
            }
        }
    }

    @main
    struct LessonsApp: App {
        var body: some Scene {
            WindowGroup {
                NavigationStack {
                    LessonsView()
                }
            }
        }
    }
    """

    static let drilling = """
            Section {
                Button("Drill") { shown = 1 }
            }
    """

    func variant(_ text: String, replacing old: String, with new: String) -> String {
        let changed = text.replacingOccurrences(of: old, with: new)
        XCTAssertNotEqual(changed, text)
        return changed
    }

    func lint(_ text: String) throws -> NavLintProcess.Output {
        try NavLintProcess.lint(text, at: "Demo/Demo.swift", in: root, verbose: true)
    }

    func testTheCleanModuleIsCheckedWithNoUnknownView() throws {
        let output = try lint(Self.lessons)
        XCTAssertFalse(output.stdout.contains("error:"), output.stdout)
        XCTAssertFalse(output.stderr.contains("opaque view"), output.stderr)
        XCTAssertFalse(output.stderr.contains("unreachable-view"), output.stderr)
        XCTAssertEqual(output.status, 0)
    }

    func testAStackInsideALessonThePageShowsIsANestedStack() throws {
        let nested = variant(Self.lessons, replacing: Self.drilling, with: """
                NavigationStack {
                    Section {
                        Button("Drill") { shown = 1 }
                    }
                }
        """)
        let output = try lint(nested)
        XCTAssertTrue(output.stdout.contains("Demo/Demo.swift:83:9: error: this NavigationStack is pushed onto another NavigationStack"), output.stdout)
        XCTAssertTrue(output.stdout.contains("[nested-stack]"), output.stdout)
        XCTAssertEqual(output.status, 1)
    }

    func testADestinationInALessonsRowIsInTheFormsLazyContent() throws {
        let inRow = variant(Self.lessons, replacing: "            Button(\"Drill\") { shown = 1 }\n",
                            with: "            Button(\"Drill\") { shown = 1 }\n                .navigationDestination(item: $shown) { value in Text(\"\\(value)\") }\n")
        let output = try lint(inRow)
        XCTAssertTrue(output.stdout.contains("Demo/Demo.swift:85:18: error: this navigationDestination is inside a Form's lazily created content"), output.stdout)
        XCTAssertTrue(output.stdout.contains("Demo/Demo.swift:47:9: note: the Form's lazily created content starts here"), output.stdout)
        XCTAssertEqual(output.status, 1)
    }

    /// A builder whose block does not place its arguments as they are (here it drops them) is not read: its content
    /// is unknown where it is, and the nested stack inside is not claimed.
    func testABuilderThatCombinesOtherwiseIsUnknown() throws {
        var dropping = variant(Self.lessons, replacing: """
                accumulated
                next
        """, with: """
                accumulated
        """)
        dropping = variant(dropping, replacing: Self.drilling, with: """
                NavigationStack {
                    Section {
                        Button("Drill") { shown = 1 }
                    }
                }
        """)
        let output = try lint(dropping)
        XCTAssertFalse(output.stdout.contains("nested-stack"), output.stdout)
        XCTAssertTrue(output.stderr.contains("opaque view 'a closure built by @LessonBuilder'"), output.stderr)
    }

    /// `if lesson.isSheet` where every conformer of `Lesson` answers the protocol extension's `false`: the sheet
    /// branch is never shown, so a destination in a lesson is not ignored in a sheet; where the lesson that declares
    /// the destination answers `true` itself, it is.
    static let sheetLessons: String = {
        var text = lessons.replacingOccurrences(of: """
        protocol Lesson: View {
            var title: String { get }
        }
        """, with: """
        protocol Lesson: View {
            var title: String { get }
            var isSheet: Bool { get }
        }

        extension Lesson {
            var isSheet: Bool { false }
        }
        """)
        text = text.replacingOccurrences(of: """
                NavigationLink(lesson.title) {
                    LessonPage { lesson }
                }
        """, with: """
                if lesson.isSheet {
                    Button(lesson.title) { isShown = true }
                        .sheet(isPresented: $isShown) {
                            LessonPage { lesson }
                        }
                } else {
                    NavigationLink(lesson.title) {
                        LessonPage { lesson }
                    }
                }
        """)
        text = text.replacingOccurrences(of: "        Form {\n            lesson\n", with: "        ScrollView {\n            lesson\n")
        return text.replacingOccurrences(of: "            Button(\"Drill\") { shown = 1 }\n",
                                         with: "            Button(\"Drill\") { shown = 1 }\n                .navigationDestination(item: $shown) { value in Text(\"\\(value)\") }\n")
    }()

    func testARequirementEveryConformerAnswersFalseKeepsTheSheetBranchOut() throws {
        XCTAssertTrue(Self.sheetLessons.contains("ScrollView {"))
        XCTAssertTrue(Self.sheetLessons.contains("if lesson.isSheet"))
        let output = try lint(Self.sheetLessons)
        XCTAssertFalse(output.stdout.contains("destination-outside-stack"), output.stdout)
        XCTAssertFalse(output.stderr.contains("abstracted value 'if lesson.isSheet'"), output.stderr)
        XCTAssertEqual(output.status, 0, output.stdout)
    }

    func testAConformerAnsweringTrueIsShownInTheSheetWithNoStack() throws {
        let sheet = variant(Self.sheetLessons, replacing: "    let title = \"Drilling\"\n", with: "    let title = \"Drilling\"\n    let isSheet = true\n")
        let output = try lint(sheet)
        XCTAssertTrue(output.stdout.contains("error: this navigationDestination is ignored where the view is shown with no NavigationStack or NavigationSplitView around it"), output.stdout)
        XCTAssertTrue(output.stderr.contains("abstracted value 'if lesson.isSheet'"), output.stderr)
        XCTAssertEqual(output.status, 1)
    }
}
