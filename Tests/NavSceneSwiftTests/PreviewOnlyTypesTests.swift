import NavSceneDiagnostics
@testable import NavSceneSwift
import XCTest

/// Which of a file's types are preview code (issue 22 item 8): a private type every reference to which, outside its
/// own declaration, sits in a `#Preview` or a `PreviewProvider`.
final class PreviewOnlyTypesTests: XCTestCase {
    func previewOnly(_ text: String) -> Set<String> {
        SwiftFileFacts(SwiftSource(file: SourceFile(path: "Notes.swift", text: text))).previewOnlyTypes
    }

    func testAPrivateWrapperOnlyAPreviewShowsIsPreviewCode() {
        let text = """
        import SwiftUI
        struct Notes: View { var body: some View { Text("Notes") } }
        private struct Harness: View { var body: some View { NavigationStack { Notes() } } }
        private struct Sample: View { var body: some View { Harness() } }
        #Preview { Harness() }
        struct Notes_Previews: PreviewProvider { static var previews: some View { Sample() } }
        """
        XCTAssertEqual(previewOnly(text), ["Harness", "Sample"])
    }

    func testAWrapperTheAppAlsoShowsIsNot() {
        let text = """
        import SwiftUI
        struct Notes: View { var body: some View { Harness() } }
        private struct Harness: View { var body: some View { NavigationStack { Text("Notes") } } }
        #Preview { Harness() }
        """
        XCTAssertEqual(previewOnly(text), [])
    }

    /// Only a private type is certain to be named in its file alone; a referenced-nowhere type is left as it is.
    func testAnInternalOrUnusedTypeIsNot() {
        let text = """
        import SwiftUI
        struct Harness: View { var body: some View { Text("Notes") } }
        private struct Unused: View { var body: some View { Text("Unused") } }
        #Preview { Harness() }
        """
        XCTAssertEqual(previewOnly(text), [])
    }

    /// Two private helpers naming only each other are reached from no preview: not preview code by this rule.
    func testHelpersNoPreviewReachesAreNot() {
        let text = """
        import SwiftUI
        private struct Left: View { var body: some View { Right() } }
        private struct Right: View { var body: some View { Left() } }
        """
        XCTAssertEqual(previewOnly(text), [])
    }
}
