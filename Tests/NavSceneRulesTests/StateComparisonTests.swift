import NavSceneDiagnostics
import NavSceneLoader
import NavSceneModel
import NavSceneRuntime
import XCTest
@testable import NavSceneRules

/// Comparing and hashing states reads the variables that can vary first (`Navigator.varying`, the written ones):
/// the answers must be `==`'s, whatever part of the state differs, and equal states must hash alike.
final class StateComparisonTests: XCTestCase {
    func navigator() throws -> Navigator {
        let load = SceneLoader.load(source: SourceFile(path: "keys.yaml", text: WitnessSearchKeyTests.scene))
        let scene = try XCTUnwrap(load.scene)
        return Navigator(scene: scene, data: DataStore(scene: scene))
    }

    func testVaryingIsTheWrittenSceneVariables() throws {
        XCTAssertEqual(try navigator().varying, ["level", "shown", "tab"])
    }

    func testSameAgreesWithEqualityWhateverDiffers() throws {
        let navigator = try navigator()
        let launch = navigator.launchState()
        var variants: [String: NavigationState] = ["launch": launch]
        var written = launch; written.values["level"] = .int(2); variants["written variable"] = written
        // Nothing in the scene writes `limit`: a state that differs there (a REPL `set`, another launch) is still
        // told apart, by the full comparison after the varying variables agree.
        var unwritten = launch; unwritten.values["limit"] = .int(9); variants["unwritten variable"] = unwritten
        var local = launch; local.values["Raise@flag"] = .bool(true); variants["a view's own state"] = local
        var extra = local; extra.values["Raise@flag"] = .bool(false); variants["a view's own state, other value"] = extra
        var tabs = launch; tabs.tabs["t"] = 1; variants["tab index"] = tabs
        var scrolled = launch; scrolled.scroll["list"] = 4; variants["scroll"] = scrolled
        var paths = launch; paths.implicitPaths["s"] = [.int(1)]; variants["implicit path"] = paths
        var compact = launch; compact.size = .compact; variants["size"] = compact
        var copy = launch; copy.values["level"] = .int(5); copy.values["level"] = launch.values["level"]
        variants["an equal copy"] = copy
        for (a, x) in variants {
            for (b, y) in variants {
                XCTAssertEqual(navigator.same(x, y), x == y, "\(a) vs \(b)")
                if x == y { XCTAssertEqual(x.digest(varying: navigator.varying), y.digest(varying: navigator.varying), "\(a) vs \(b)") }
            }
        }
        XCTAssertTrue(navigator.same(launch, copy))
        XCTAssertFalse(navigator.same(launch, unwritten))
    }

    func testStoringWritesOnlyWhatDiffers() {
        // `store` skips a write of the value already held (the variables stay shared with the state they were copied
        // from), and writes any other value, also one `==` calls equal but that is not the same (-0.0 and 0.0).
        var state = NavigationState(values: ["n": .double(0), "path": .list([.int(1), .double(2)]), "flag": .bool(true)], size: .regular)
        let before = state
        state.store("flag", .bool(true))
        state.store("path", .list([.int(1), .double(2)]))
        XCTAssertEqual(state, before)
        state.store("n", .double(-0.0))
        XCTAssertEqual(state.values["n"]?.description, "-0.0")
        state.store("path", .list([.int(1), .double(-2)]))
        XCTAssertEqual(state.values["path"], .list([.int(1), .double(-2)]))
        state.store("new", .null)
        XCTAssertEqual(state.values["new"], .null)
        XCTAssertFalse(Value.double(0).isSame(as: .double(-0.0)))
        XCTAssertFalse(Value.list([.double(0)]).isSame(as: .list([.double(-0.0)])))
        XCTAssertFalse(Value.enumCase(type: "T", name: "a", payload: [.double(0)]).isSame(as: .enumCase(type: "T", name: "a", payload: [.double(-0.0)])))
        XCTAssertTrue(Value.record(type: "R", id: .string("x")).isSame(as: .record(type: "R", id: .string("x"))))
        XCTAssertFalse(Value.int(1).isSame(as: .double(1)))
    }

    func testTheRenderCacheTellsStatesThatCollideApart() throws {
        // Two states that differ only in a variable nothing writes have the same digest: the cache must still render
        // each one's own frame (with `limit` 0, `level >= limit` holds and the first tab shows "Done").
        var navigator = try navigator()
        navigator.meter = RenderMeter()
        let launch = navigator.launchState()
        var other = launch
        other.values["limit"] = .int(0)
        XCTAssertEqual(launch.digest(varying: navigator.varying), other.digest(varying: navigator.varying))
        let first = navigator.render(launch), second = navigator.render(other)
        XCTAssertEqual(second.realised.count, first.realised.count + 1)
        XCTAssertEqual(navigator.render(launch).realised.map(\.key), first.realised.map(\.key))
        XCTAssertEqual(navigator.render(other).realised.map(\.key), second.realised.map(\.key))
    }
}
