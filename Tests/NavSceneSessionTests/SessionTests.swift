import Foundation
import NavSceneModel
import NavSceneRuntime
import NavSceneSession
import XCTest

final class SessionTests: XCTestCase {
    func open(_ path: String) throws -> Session {
        Support.enterPackageRoot()
        return try Session.open(path: path).get()
    }

    func testValuesParseAgainstTheVariablesType() throws {
        let session = try open("Examples/UseSceneStorage.yaml")
        let values = session.values
        XCTAssertEqual(try values.parse("Dessert", as: .optional(.named("Category"))), .enumCase(type: "Category", name: "dessert"))
        XCTAssertEqual(try values.parse(".salad", as: .named("Category")), .enumCase(type: "Category", name: "salad"))
        XCTAssertEqual(try values.parse("nil", as: .optional(.named("Category"))), .null)
        let path = try values.parse("[Recipe.applePie, \"pie crust\"]", as: .array(.named("Recipe")))
        XCTAssertEqual(path.listItems?.map(session.navigator.display), ["Apple Pie", "Pie Crust"])
        XCTAssertEqual(try values.parse("yes", as: .bool), .bool(true))
        XCTAssertThrowsError(try values.parse("[Apple Pie", as: .array(.named("Recipe"))))
        XCTAssertThrowsError(try values.parse("bread", as: .named("Category")))
        XCTAssertThrowsError(try values.parse("1.5", as: .int))
    }

    func testPrefixesAndErrorsAreOneLine() throws {
        let session = try open("Examples/PushableStack.yaml")
        XCTAssertTrue(session.execute("ta Apple Pie").text.hasSuffix("» pushed Apple Pie\n"))
        XCTAssertEqual(session.execute("re").text, "error: 're' is ambiguous: restore, relaunch, reload, record\n")
        for bad in ["tap", "set", "set nope 1", "set path", "size huge", "run", "delete", "delete Recipe Nope", "restore /nonexistent/x.json",
                    "save /nonexistent/dir/x.json", "check", "\u{7}\u{1b}[A", "tap \"", "set path [[[", "record"] {
            let reply = session.execute(bad)
            XCTAssertTrue(reply.isError, bad)
            XCTAssertEqual(reply.text.filter { $0 == "\n" }.count, 1, "\(bad): \(reply.text)")
        }
        XCTAssertTrue(session.execute("quit").quit)
        XCTAssertEqual(session.execute("   ").text, "")
    }

    /// reload keeps state that still fits the edited scene and data, and says what it dropped.
    func testReloadRevalidatesState() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("navscene-reload-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let scene = directory.appendingPathComponent("Scene.yaml")
        func write(_ cases: String, _ recipes: String) throws {
            try """
            scene: Reload
            types:
              Category: { enum: [\(cases)] }
              Recipe: { fields: { id: Int, name: String } }
            data:
              Recipe: [\(recipes)]
            state:
              category: Category?
              path: "[Recipe]"
            root:
              NavigationStack:
                path: $path
                root:
                  List:
                    data: Recipe.all
                    as: recipe
                    row:
                      NavigationLink: { title: "{recipe.name}", value: recipe }
                  navigationDestination: { for: Recipe, as: recipe, destination: { Text: "{recipe.name}" } }
            """.write(to: scene, atomically: true, encoding: .utf8)
        }
        try write("dessert, salad", "{ id: 1, name: Pie }, { id: 2, name: Crust }")
        let session = try Session.open(path: scene.path).get()
        XCTAssertFalse(session.execute("set category salad").isError, session.screen)
        XCTAssertFalse(session.execute("set path [Pie, Crust]").isError)
        try write("dessert", "{ id: 1, name: Pie }")
        let reply = session.execute("reload")
        XCTAssertFalse(reply.isError, reply.text)
        XCTAssertTrue(reply.text.contains("dropped: category: salad"), reply.text)
        XCTAssertTrue(reply.text.contains("dropped: path: removed Recipe(2) from the list"), reply.text)
        XCTAssertEqual(session.runtime.state.values["path"]?.listItems?.count, 1)
        try "scene: [broken".write(to: scene, atomically: true, encoding: .utf8)
        let broken = session.execute("reload")
        XCTAssertTrue(broken.isError && broken.text.contains("keeping the old scene"), broken.text)
    }

    func testHistoryKeepsTheLastLinesOnly() {
        var history = History(limit: 3)
        for line in ["a", "b", "b", "", "c", "d"] { history.add(line) }
        XCTAssertEqual(history.entries, ["b", "c", "d"])
        XCTAssertEqual(History().limit, 500)
    }

    func testCompletion() throws {
        let session = try open("Examples/MultipleColumnsWithStack.yaml")
        let completer = Completer(session: session)
        XCTAssertEqual(completer.complete("s", cursor: 1).candidates, ["select", "set", "size", "scroll", "save", "screen"])
        XCTAssertEqual(completer.complete("sel De", cursor: 6).candidates, ["Dessert"])
        XCTAssertEqual(completer.complete("set sel", cursor: 7).candidates, ["selectedCategory"])
        XCTAssertEqual(completer.complete("set selectedCategory s", cursor: 22).candidates, ["salad", "sandwich"])
        XCTAssertEqual(completer.complete("set path [Apple Pie, Pie C", cursor: 26), Completion(start: 21, candidates: ["\"Pie Crust\""], appendSpace: false))
    }

    func testOpenCompletesTheURLsTheHandlersAcceptAndOpensThem() throws {
        let session = try open("Examples/Inbox.yaml")
        let completer = Completer(session: session)
        XCTAssertEqual(completer.complete("open myapp://message/m", cursor: 22).candidates,
                       ["myapp://message/m1", "myapp://message/m2", "myapp://message/m3"])
        XCTAssertTrue(session.execute("open myapp://message/m2").text.hasSuffix("» opened myapp://message/m2\n"))
        XCTAssertEqual(session.execute("open").text, "error: usage: open URL; patterns: myapp://message/{message: Message}\n")
        XCTAssertEqual(session.journal.last, "open myapp://message/m2", "recorded flows replay it")
    }
}
