import Foundation
import NavSceneDiagnostics
import XCTest

/// A small deterministic mutation fuzzer, run in every test pass (the long, coverage-guided runs are `.ci/fuzz`, with
/// libFuzzer). Seeds: Examples/ and the loader's error fixtures. Each mutated file goes through the whole pipeline
/// under its seed's path (so includes still resolve). Before each run the input is written to
/// `$TMPDIR/navscene-mutation-current.yaml`: if the process crashes, that file is the reproducer.
/// `NAVSCENE_FUZZ_ITERATIONS` changes the count (default 1000).
final class MutationFuzzTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    static func seeds() -> [(path: String, bytes: [UInt8])] {
        var paths: [String] = []
        for directory in ["Examples", "Tests/NavSceneLoaderTests/Fixtures"] {
            let base = root + "/" + directory
            let files = FileManager.default.enumerator(atPath: base)?.compactMap { $0 as? String } ?? []
            paths += files.filter { $0.hasSuffix(".yaml") }.sorted().map { base + "/" + $0 }
        }
        return paths.compactMap { path in FileManager.default.contents(atPath: path).map { (path, [UInt8]($0)) } }
    }

    /// Fragments that reach YAML and grammar corners.
    static let tokens: [String] = ["[", "]", "{", "}", "- ", ": ", "*a", "&a ", "<<: *a", "---\n", "...\n", "\t", "\0",
                                   "\r\n", "\u{FEFF}", "!!str ", "? ", "|\n", ">-\n", "'", "\"", "#", "$path", "{x.",
                                   "NavigationStack:", "navigationDestination:", "LazyVGrid:", "ForEach:", "if: ",
                                   "include: [", "\u{00E9}", "\u{1F600}", "99999999999999999999", "nil", "~"]

    func testMutatedSeedsEndAsPlacedDiagnostics() {
        let seeds = Self.seeds()
        XCTAssertGreaterThan(seeds.count, 20, "the seeds are missing")
        let iterations = Int(ProcessInfo.processInfo.environment["NAVSCENE_FUZZ_ITERATIONS"] ?? "") ?? 1000
        let reproducer = NSTemporaryDirectory() + "/navscene-mutation-current.yaml"
        var rng = SplitMix64(seed: 0x4E_4156)
        let finished = withTimeout(600, "\(iterations) mutations") { () -> Int in
            var done = 0
            for _ in 0..<iterations {
                let seed = seeds[Int(rng.next() % UInt64(seeds.count))]
                var bytes = seed.bytes
                for _ in 0..<(1 + Int(rng.next() % 4)) { Self.mutate(&bytes, &rng, seeds) }
                _ = FileManager.default.createFile(atPath: reproducer, contents: Data(bytes))
                let found = Pipeline.run(path: seed.path, bytes: bytes)
                for diagnostic in found where diagnostic.range.start.line < 1 || diagnostic.range.start.column < 1 {
                    XCTFail("unplaced diagnostic \(diagnostic.id) for a mutation of \(seed.path) (input in \(reproducer))")
                }
                done += 1
            }
            return done
        }
        XCTAssertEqual(finished, iterations)
    }

    static func mutate(_ bytes: inout [UInt8], _ rng: inout SplitMix64, _ seeds: [(path: String, bytes: [UInt8])]) {
        let at = bytes.isEmpty ? 0 : Int(rng.next() % UInt64(bytes.count + 1))
        switch rng.next() % 6 {
        case 0 where !bytes.isEmpty:                                   // flip a byte
            bytes[min(at, bytes.count - 1)] ^= UInt8(1 << (rng.next() % 8))
        case 1:                                                        // insert a token
            bytes.insert(contentsOf: Array(tokens[Int(rng.next() % UInt64(tokens.count))].utf8), at: at)
        case 2 where !bytes.isEmpty:                                   // delete a run
            let end = min(bytes.count, at + 1 + Int(rng.next() % 40))
            bytes.removeSubrange(min(at, end)..<end)
        case 3 where at < bytes.count:                                 // duplicate a run (deepens nesting)
            let end = min(bytes.count, at + 1 + Int(rng.next() % 200))
            bytes.insert(contentsOf: bytes[at..<end], at: at)
        case 4:                                                        // splice a line range of another seed
            let other = seeds[Int(rng.next() % UInt64(seeds.count))].bytes
            guard !other.isEmpty else { return }
            let start = Int(rng.next() % UInt64(other.count))
            bytes.insert(contentsOf: other[start..<min(other.count, start + Int(rng.next() % 300))], at: at)
        default:                                                       // change indentation of a line
            guard let newline = bytes[..<min(at, bytes.count)].lastIndex(of: 10) else { return }
            if rng.next() % 2 == 0 { bytes.insert(contentsOf: [32, 32], at: newline + 1) }
            else if bytes.count > newline + 2, bytes[newline + 1] == 32 { bytes.remove(at: newline + 1) }
        }
    }
}

/// A tiny seeded generator so the mutations are the same on every run and machine.
struct SplitMix64 {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
