@testable import NavSceneAnalysis
import NavSceneDiagnostics
import NavSceneLoader
import NavSceneModel
import NavSceneRuntime
import XCTest

/// `recordPush` hashes a path once per call into each of its tables (through dictionary indices) instead of once per
/// lookup and write. Its tables (`pushes`, `pushSources`, `pushChanges`, `anyTypePushes`), whether it reports a
/// change and how many push sources it counts must equal those of the former lookup-per-access form (kept here as
/// the reference), over every kind of value: known and new values, several types in one set, `nil`, values known only
/// by their type, `top`, and paths seen for the first time.
final class RecordPushTests: XCTestCase {
    /// The former `recordPush`, over plain tables.
    struct Reference {
        var pushes: [PathKey: [String: AbstractValue]] = [:]
        var pushChanges: [PathKey: [String]] = [:]
        var anyTypePushes = Set<PathKey>()
        var pushSources: [PathKey: [String: Set<PushSource>]] = [:]
        var pushSourceCount = 0
        var changed = false

        mutating func note(_ inserted: Bool) { if inserted { pushSourceCount += 1 } }

        mutating func recordPush(_ path: PathKey, _ value: AbstractValue, source: PushSource) {
            switch value {
            case .any(let type):
                if case .named(let name) = type.unwrapped, name != TypeRef.anyHashable.description {
                    let old = pushes[path]?[name] ?? .none
                    let new = old.joined(.any(.named(name)))
                    // (Logged as a change since session 33: a stack's next round takes it, `StackRounds`.)
                    if new != old { pushes[path, default: [:]][name] = new; pushChanges[path, default: []].append(name); changed = true }
                    note(pushSources[path, default: [:]][name, default: []].insert(source).inserted)
                    return
                }
                fallthrough
            case .top:
                if anyTypePushes.insert(path).inserted { changed = true }
                note(pushSources[path, default: [:]]["*", default: []].insert(source).inserted)
            case .values(let set):
                for item in set where !item.isNull {
                    let type = item.typeName
                    let old = pushes[path]?[type] ?? .none
                    let new = old.joined(.just(item))
                    if new != old {
                        pushes[path, default: [:]][type] = new
                        pushChanges[path, default: []].append(type)
                        changed = true
                    }
                    note(pushSources[path, default: [:]][type, default: []].insert(source).inserted)
                }
            }
        }
    }

    func analysis() throws -> ReachabilityAnalysis {
        let text = "scene: Pushes\nroot:\n  Text: hi\n"
        let load = SceneLoader.load(source: SourceFile(path: "pushes.yaml", bytes: Array(text.utf8)))
        let scene = try XCTUnwrap(load.scene, "\(load.diagnostics)")
        return ReachabilityAnalysis(scene: scene, data: DataStore(scene: scene))
    }

    func testEveryKindOfPushEqualsTheReference() throws {
        let analysis = try analysis()
        var reference = Reference()
        let paths: [PathKey] = [.bound("path"), .implicit(0), .bound("other"), .implicit(3)]
        let sources: [PushSource] = [.link(1), .button(2), .initial, .action("go"), .event(node: 4, modifier: 0)]
        func color(_ name: String) -> Value { .enumCase(type: "Color", name: name) }
        func item(_ id: Int) -> Value { .record(type: "Item", id: .int(id)) }
        let values: [AbstractValue] = [
            .just(color("red")), .just(color("red")), .values([color("red"), color("blue")]),
            .values([.null]), .values([]), .values([.null, item(1)]), .values([item(1), item(2), color("green"), .int(3)]),
            .any(.named("Item")), .just(item(4)), .any(.named("Item")), .any(.optional(.named("Color"))),
            .top, .top, .any(.anyHashable), .just(.string("s")), .values([.int(1), .int(2)]), .just(.int(2)),
        ]
        // Every value on every path from every source, in an order that meets known, new and first-seen paths.
        var step = 0
        var changes = 0
        for round in 0..<3 {
            for (v, value) in values.enumerated() {
                let path = paths[(v + round) % paths.count]
                let source = sources[(v * 3 + round) % sources.count]
                analysis.changed = false
                reference.changed = false
                analysis.recordPush(path, value, source: source)
                reference.recordPush(path, value, source: source)
                XCTAssertEqual(analysis.changed, reference.changed, "step \(step): changed")
                if reference.changed { changes += 1 }
                step += 1
            }
        }
        XCTAssertGreaterThan(changes, 5)
        XCTAssertLessThan(changes, step, "every push changed something: no known value was pushed again")
        XCTAssertEqual(analysis.pushes, reference.pushes)
        XCTAssertEqual(analysis.pushChanges, reference.pushChanges)
        XCTAssertEqual(analysis.anyTypePushes, reference.anyTypePushes)
        XCTAssertEqual(analysis.pushSources, reference.pushSources)
        XCTAssertEqual(analysis.pushSourceCount, reference.pushSourceCount)
        // A set of only `nil` adds no entry for its path (as before).
        XCTAssertNil(analysis.pushSources[.bound("never")])
        analysis.recordPush(.bound("never"), .values([.null]), source: .initial)
        XCTAssertNil(analysis.pushSources[.bound("never")])
        XCTAssertNil(analysis.pushes[.bound("never")])
    }

    /// `MetIDs` answers as the `Set<Int>` it replaced, growing past its first capacity.
    func testMetIDsEqualASet() {
        var met = MetIDs(capacity: 3)
        var set = Set<Int>()
        for id in [2, 0, 2, 7, 1, 7, 40, 3, 0, 41, 5] {
            XCTAssertEqual(met.insert(id), set.insert(id).inserted, "insert \(id)")
            XCTAssertEqual(met.count, set.count)
        }
        for id in -1...45 { XCTAssertEqual(met.contains(id), set.contains(id), "contains \(id)") }
    }
}
