import NavSceneDiagnostics
import NavSceneModel
@testable import NavSceneRules
@testable import NavSceneSwift
import XCTest

/// Which presentations `multiple-sheets` asks the witness search about, on Swift source: a helper the front end
/// inlines in two exclusive branches is one written sheet (its copies are not searched); two written sheets on one
/// trigger in one view are.
final class SheetCandidatesTests: XCTestCase {
    func candidates(_ text: String) throws -> Int {
        let result = SwiftFrontEnd.load([SourceFile(path: "Editor.swift", text: text)], name: "Test")
        let scene = try XCTUnwrap(result.scene)
        var sites: [MultipleSheets.Site] = []
        for node in scene.nodes {
            for (index, modifier) in node.modifiers.enumerated() {
                if case .presentation = modifier.kind { sites.append(MultipleSheets.Site(node: node.id, modifier: index)) }
            }
        }
        return MultipleSheets.candidates(sites, scene).count
    }

    func editor(_ helper: String) -> String {
        """
        import SwiftUI

        @main struct Notes: App { var body: some Scene { WindowGroup { NavigationStack { Editor(compact: true) } } } }

        struct Editor: View {
            @State private var showingEmoji = false
            let compact: Bool
            var body: some View {
                if compact {
                    HStack { emojiButton }
                } else {
                    VStack { emojiButton; Text("Full") }
                }
            }
            var emojiButton: some View {
                \(helper)
            }
        }
        """
    }

    func testCopiesOfOneWrittenSheetAreNotSearched() throws {
        XCTAssertEqual(try candidates(editor("""
        Button("Emoji") { showingEmoji = true }.sheet(isPresented: $showingEmoji) { Text("Emoji") }
        """)), 0)
    }

    func testTwoWrittenSheetsOnOneTriggerAreSearched() throws {
        XCTAssertGreaterThanOrEqual(try candidates(editor("""
        Button("Emoji") { showingEmoji = true }
                    .sheet(isPresented: $showingEmoji) { Text("Emoji") }
                    .fullScreenCover(isPresented: $showingEmoji) { Text("Picker") }
        """)), 2)
    }
}
