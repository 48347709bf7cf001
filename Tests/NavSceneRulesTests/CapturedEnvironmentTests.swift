@testable import NavSceneAnalysis
import NavSceneModel
import XCTest

/// The environments closures capture are interned per analysis (`CapturedEnvironments`): every instance's closures
/// capture the environment the instance is written in, which holds the closures of the instances above it, so as
/// values they form a graph whose every level is shared by several closures. Interned, equal environments are one
/// object, hashed and compared by identity, and each level costs its own size only.
final class CapturedEnvironmentTests: XCTestCase {
    /// Views nested `depth` deep, each instance passing two closures (`a`, `b`) written in its caller's environment.
    func nested(_ depth: Int, _ store: CapturedEnvironments, marker: Int) -> AbstractEnvironment {
        var env = AbstractEnvironment().with("step", .just(.int(marker)))
        for level in 0..<depth {
            let captured = store.capture(env, instance: level)
            var inner = AbstractEnvironment()
            inner.bind("a", action: level, argument: "a", captured: captured)
            inner.bind("b", action: level, argument: "b", captured: captured)
            env = inner
        }
        return env
    }

    func testEqualEnvironmentsBuiltApartAreOneObject() {
        let store = CapturedEnvironments()
        // 2^60 paths through the closures: walked as a tree, neither hashing nor comparing would end.
        let first = nested(60, store, marker: 1)
        let second = nested(60, store, marker: 1)
        XCTAssertEqual(first, second)
        XCTAssertTrue(store.intern(first) === store.intern(second))
        XCTAssertNotEqual(first, nested(60, store, marker: 2))
    }

    func testJoinsAndConflictsOverSharedCapturesEnd() {
        let store = CapturedEnvironments()
        let one = nested(60, store, marker: 1)
        let two = nested(60, store, marker: 2)
        let joined = one.joined(two, in: store)
        XCTAssertEqual(joined.joined(two, in: store), joined)
        // The innermost value joins both markers, 60 captures down.
        var env = joined
        for _ in 0..<60 { env = env.actions("a")[0].captured }
        XCTAssertEqual(env["step"], .values([.int(1), .int(2)]))
        XCTAssertTrue(one.conflictingAliases(with: two).isEmpty)
    }

    /// A closure written where one of the same instance's closures is already captured (a view that shows itself
    /// and hands on a closure that does more) captures the instance's summary: one object however deep it recurs,
    /// holding the join of every environment it was written in.
    func testARecurringInstanceCapturesItsSummary() {
        let store = CapturedEnvironments()
        var env = AbstractEnvironment().with("step", .just(.int(0)))
        var captures: [CapturedEnvironment] = []
        for step in 1...5 {
            let captured = store.capture(env, instance: 7)
            captures.append(captured)
            var inner = AbstractEnvironment().with("step", .just(.int(step)))
            inner.bind("onDone", action: 7, argument: "onDone", captured: captured)
            env = inner
        }
        XCTAssertNil(captures[0].summaryOf)
        XCTAssertEqual(captures[1].summaryOf, 7)
        XCTAssertTrue(captures[2] === captures[4])
        // (Its first closure's capture, met again in the join of two of its closures, joins in too.)
        XCTAssertEqual(captures[4].environment["step"], .values([.int(0), .int(1), .int(2), .int(3), .int(4)]))
        XCTAssertTrue(store.takeChanges().grew)
    }
}
