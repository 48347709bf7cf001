import Foundation
import NavSceneModel
import NavSceneRuntime
import NavSceneSession
import XCTest

/// The REPL shows what a person would see and records what they meant (issue: "nothing misleads").
final class TrustTests: XCTestCase {
    func open(_ path: String) throws -> Session {
        Support.enterPackageRoot()
        return try Session.open(path: path).get()
    }

    func scratch(_ name: String) -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("navscene-trust-\(getpid())")
        try? FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir.appendingPathComponent(name).path
    }

    func testRecordWritesFullCommandNames() throws {
        let session = try open("Examples/PushableStack.yaml")
        XCTAssertFalse(session.execute("ta Apple Pie").isError)
        XCTAssertFalse(session.execute("ba").isError)
        XCTAssertEqual(session.journal, ["tap Apple Pie", "back"])
    }

    func testADeletedRecordOnThePathNeverShowsATemplateInTheBreadcrumb() throws {
        let session = try open("Examples/PushableStack.yaml")
        _ = session.execute("tap Apple Pie")
        _ = session.execute("tap Pie Crust")
        let reply = session.execute("delete Recipe \"Pie Crust\"").text
        XCTAssertFalse(reply.contains("{recipe.name}"), reply)
        XCTAssertTrue(reply.hasPrefix("Categories › Apple Pie › Recipe("), reply)
    }

    func testRestoreOfADocumentLackingAKeyFailsAsAWhole() throws {
        let session = try open("Examples/UseSceneStorage.yaml")
        _ = session.execute("tap Dessert")
        let before = session.screen
        let file = scratch("partial.json")
        try "{}".write(toFile: file, atomically: true, encoding: .utf8)
        let reply = session.execute("restore \(file)")
        XCTAssertTrue(reply.isError)
        XCTAssertTrue(reply.text.contains("decoding fails as a whole, as Codable's does, so nothing was restored"), reply.text)
        XCTAssertEqual(session.screen, before, "the state is kept")
    }

    func testAScrolledListShowsItsLastRowsWhenItsDataShrinks() throws {
        let file = scratch("scroll.yaml")
        var records = ""
        for index in 1...12 { records += "    r\(index): { name: Row \(index) }\n" }
        try """
        scene: Shrink
        types:
          Item: { fields: { name: String } }
        data:
          Item:
        \(records)
        root:
          NavigationStack:
            root:
              List:
                data: Item.all
                as: item
                row: { Text: "{item.name}" }

        """.write(toFile: file, atomically: true, encoding: .utf8)
        let session = try Session.open(path: file).get()
        _ = session.execute("scroll")
        XCTAssertTrue(session.screen.contains("Row 9"), session.screen)
        for index in 4...12 { _ = session.execute("delete Item \"Row \(index)\"") }
        XCTAssertTrue(session.screen.contains("Row 1"), session.screen)
        XCTAssertTrue(session.screen.contains("Row 3"), session.screen)
    }
}
