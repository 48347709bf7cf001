@testable import NavSceneAnalysis
import XCTest

/// The analysis' tables whose keys are costly to hash (a view instance's environment, an enumeration's values, a
/// Button's run) keep each key's hash in it (`HashedKey`): such a table must hold and find exactly what one keyed by
/// the bare key does, colliding hashes included.
final class HashedKeyTests: XCTestCase {
    /// A key whose hash is the same for every value: every pair collides.
    struct Colliding: Hashable {
        var name: String
        func hash(into hasher: inout Hasher) { hasher.combine(0) }
        static func == (a: Colliding, b: Colliding) -> Bool { a.name == b.name }
    }

    func testEqualKeysAreEqualAndCollidingOnesAreNot() {
        XCTAssertEqual(HashedKey(Colliding(name: "a")), HashedKey(Colliding(name: "a")))
        XCTAssertEqual(HashedKey(Colliding(name: "a")).hash, HashedKey(Colliding(name: "b")).hash)
        XCTAssertNotEqual(HashedKey(Colliding(name: "a")), HashedKey(Colliding(name: "b")))
        XCTAssertEqual(HashedKey([1, 2, 3]).hash, [1, 2, 3].hashValue)
        XCTAssertNotEqual(HashedKey([1, 2, 3]), HashedKey([3, 2, 1]))
    }

    func testATableKeyedWithKeptHashesHoldsWhatOneKeyedByTheKeysDoes() {
        var plain: [Colliding: Int] = [:]
        var hashed: [HashedKey<Colliding>: Int] = [:]
        var plainSets: [Set<Int>: Int] = [:]
        var hashedSets: [HashedKey<Set<Int>>: Int] = [:]
        // Enough keys for the tables to grow (and rehash) several times; each key written twice.
        for round in 0..<2 {
            for index in 0..<300 {
                let key = Colliding(name: "k\(index % 150)")
                plain[key, default: 0] += index + round
                hashed[HashedKey(key), default: 0] += index + round
                let set = Set([index % 97, index % 13])
                plainSets[set, default: 0] += 1
                hashedSets[HashedKey(set), default: 0] += 1
            }
        }
        XCTAssertEqual(hashed.count, plain.count)
        for (key, value) in plain { XCTAssertEqual(hashed[HashedKey(key)], value) }
        XCTAssertEqual(hashedSets.count, plainSets.count)
        for (key, value) in plainSets { XCTAssertEqual(hashedSets[HashedKey(key)], value) }
        // Emptied keeping its storage (as each walk's tables are), the table holds nothing and fills again.
        hashed.removeAll(keepingCapacity: true)
        XCTAssertNil(hashed[HashedKey(Colliding(name: "k1"))])
        hashed[HashedKey(Colliding(name: "k1"))] = 7
        XCTAssertEqual(hashed[HashedKey(Colliding(name: "k1"))], 7)
        var runs = Set<HashedKey<Colliding>>()
        XCTAssertTrue(runs.insert(HashedKey(Colliding(name: "x"))).inserted)
        XCTAssertFalse(runs.insert(HashedKey(Colliding(name: "x"))).inserted)
        XCTAssertTrue(runs.insert(HashedKey(Colliding(name: "y"))).inserted)
    }
}
