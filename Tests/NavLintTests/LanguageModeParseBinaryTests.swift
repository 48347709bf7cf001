import Foundation
import XCTest

/// A file the compiler builds must not be a `swift-syntax-error` (found on a public app outside the corpus). swift-syntax
/// parses in the Swift 6 language mode, where a `(` right after an attribute's name always opens the attribute's
/// arguments; in the Swift 5 mode (most apps' mode, and `swiftc`'s default) `@escaping @MainActor([Item]) -> Void` is a
/// function type. The whole file was dropped with an error that failed the lint; now a file that does not parse in the
/// Swift 6 mode is read in the Swift 5 mode when it parses there, and its navigation is checked.
final class LanguageModeParseBinaryTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        try skipWithoutSwiftFrontEnd(); root = try makeTemporaryDirectory() }
    override func tearDownWithError() throws { if let root { try? FileManager.default.removeItem(at: root) } }

    static func app(_ destination: String) -> String {
        """
        import SwiftUI

        struct Item: Hashable { let name: String }

        final class Store {
            func load(update: @escaping @MainActor([Item]) -> Void) {
                Task { await update([Item(name: "a")]) }
            }
        }

        @main
        struct ShopApp: App {
            var body: some Scene {
                WindowGroup {
                    NavigationStack {
                        List {
                            NavigationLink("Item", value: Item(name: "a"))
                        }
                        \(destination)
                    }
                }
            }
        }
        """
    }

    func testASwift5ModeFileIsCheckedNotAnError() throws {
        try write(Self.app(""), to: root.appendingPathComponent("Shop/ShopApp.swift"))
        let run = try NavLintProcess.run(["--verbose", "."], in: root)
        XCTAssertEqual(run.status, 1, run.stdout + run.stderr)
        XCTAssertFalse(run.stdout.contains("swift-syntax-error"), run.stdout)
        XCTAssertTrue(run.stdout.contains("Shop/ShopApp.swift:17:21: error: no navigationDestination for Item is visible from this link"), run.stdout)
    }

    func testTheSameFileWrittenRightLintsClean() throws {
        try write(Self.app(".navigationDestination(for: Item.self) { Text($0.name) }"), to: root.appendingPathComponent("Shop/ShopApp.swift"))
        let run = try NavLintProcess.run(["."], in: root)
        XCTAssertEqual(run.status, 0, run.stdout + run.stderr)
        XCTAssertFalse(run.stdout.contains(" error: "), run.stdout)
    }

    func testAFileBrokenInEveryModeIsStillAnError() throws {
        try write(Self.app("").replacingOccurrences(of: "List {", with: "List {("), to: root.appendingPathComponent("Shop/ShopApp.swift"))
        let run = try NavLintProcess.run(["."], in: root)
        XCTAssertEqual(run.status, 1, run.stdout + run.stderr)
        XCTAssertTrue(run.stdout.contains("[swift-syntax-error]"), run.stdout)
    }
}
