import NavSceneDiagnostics
import NavSceneYAML
import XCTest

/// The YAML tree stores byte offsets only and computes lines and columns on demand; they must be exactly libyaml's
/// (expected values below were printed by libyaml itself). Debug builds also compare every mark of every parsed file
/// with libyaml's as the tree is built.
final class YAMLPositionTests: XCTestCase {
    private func root(_ bytes: [UInt8]) throws -> Node {
        let document = YAMLParser.parse(SourceFile(path: "t.yaml", bytes: bytes))
        XCTAssertEqual(document.diagnostics.map(\.message), [])
        return try XCTUnwrap(document.root)
    }

    private func place(_ location: SourceLocation) -> String { "\(location.line):\(location.column)@\(location.offset)" }

    func testLineBreaksAsLibYAMLCountsThem() throws {
        // NEL (C2 85) and LS (E2 80 A8) break lines for libyaml, as do CR LF and a lone CR.
        let bytes: [UInt8] = Array("a: b".utf8) + [0xC2, 0x85] + Array("c: d".utf8) + [0xE2, 0x80, 0xA8]
            + Array("e: \"f".utf8) + [0xC2, 0x85] + Array(" g\"\r\nh: été\rk: v\n".utf8)
        let pairs = try XCTUnwrap(root(bytes).pairs)
        XCTAssertEqual(pairs.map { $0.key.string ?? "" }, ["a", "c", "e", "h", "k"])
        XCTAssertEqual(place(pairs[1].key.range.start), "2:1@6")
        XCTAssertEqual(place(pairs[2].key.range.start), "3:1@13")
        XCTAssertEqual(pairs[2].value.string, "f g")
        XCTAssertEqual(place(pairs[2].value.range.start), "3:4@16")
        XCTAssertEqual(place(pairs[2].value.range.end), "4:4@23")
        XCTAssertEqual(place(pairs[3].value.range.start), "5:4@28")
        XCTAssertEqual(place(pairs[3].value.range.end), "5:7@33")
        XCTAssertEqual(place(pairs[4].key.range.start), "6:1@34")
    }

    func testByteOrderMarkIsNotAColumn() throws {
        let pairs = try XCTUnwrap(root([0xEF, 0xBB, 0xBF] + Array("a: é\nb: c".utf8)).pairs)
        XCTAssertEqual(place(pairs[0].key.range.start), "1:1@3")
        XCTAssertEqual(place(pairs[0].value.range.start), "1:4@6")
        XCTAssertEqual(place(pairs[0].value.range.end), "1:5@8")
        XCTAssertEqual(place(pairs[1].value.range.start), "2:4@12")
    }

    func testEndOfFileWithoutLineBreak() throws {
        let scene = try root(Array("scene: X\nroot:".utf8))
        XCTAssertEqual(place(try XCTUnwrap(scene.pairs)[1].value.range.start), "2:6@14")
        XCTAssertEqual(place(scene.range.end), "2:6@14")
        let nested = try XCTUnwrap(root(Array("a: [1, 2]\nb:\n  - x\n  - y".utf8)).pairs)
        XCTAssertEqual(place(nested[0].value.range.end), "1:10@9")
        XCTAssertEqual(place(nested[1].value.range.start), "3:3@15")
        XCTAssertEqual(place(nested[1].value.range.end), "4:6@24")
    }

    func testAliasesShareTheAnchoredValueButKeepTheirOwnRange() throws {
        let pairs = try XCTUnwrap(root(Array("a: &x { k: \"v\\n\" }\nb: *x\nc: [*x, *x]\n".utf8)).pairs)
        XCTAssertNil(pairs[0].value.alias)
        XCTAssertEqual(pairs[1].value.alias, "x")
        XCTAssertEqual(place(pairs[1].value.range.start), "2:4@22")
        XCTAssertEqual(pairs[1].value["k"]?.string, "v\n")
        XCTAssertEqual(place(try XCTUnwrap(pairs[1].value["k"]).range.start), "1:12@11")
        XCTAssertEqual(pairs[2].value.items?.map(\.alias), ["x", "x"])
    }
}

/// The loader frees each view's YAML nodes once it is built (`YAMLTree.discard`); anchored nodes stay for aliases.
/// Debug builds keep nodes in chunks of 16, so files of any size free chunks here (and reading a freed node traps).
final class YAMLTreeDiscardTests: XCTestCase {
    func testDiscardFreesEarlierNodesButKeepsAnchors() throws {
        var text = "views:\n  V0: { frame: &f { width: 1, height: 2 }, a: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] }\n"
        for i in 1..<40 { text += "  V\(i): { x: [1, 2, 3, 4, 5], y: z }\n" }
        text += "  Last: { frame: *f, merged: { <<: *f, depth: 3 } }\n"
        let tree = YAMLParser.parseTree(SourceFile(path: "t.yaml", text: text))
        let views = try XCTUnwrap(tree.root?["views"]?.pairs)
        let last = views[views.count - 1]
        let before = tree.liveChunks
        tree.discard(before: last.key)
        #if DEBUG
        XCTAssertLessThan(tree.liveChunks, before)
        #endif
        XCTAssertEqual(last.key.string, "Last")
        XCTAssertEqual(last.value["frame"]?["height"]?.string, "2")
        XCTAssertEqual(last.value["frame"]?.alias, "f")
        XCTAssertEqual(last.value["merged"]?.pairs?.map { $0.key.string ?? "" }, ["depth", "width", "height"])
        XCTAssertEqual(last.value.range.start.line, 42)
    }
}
