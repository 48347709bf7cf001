#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// "Did you mean" support: the closest candidate by edit distance, if it is close enough to be a plausible typo.
///
/// The search is bounded: candidates whose length alone rules them out cost nothing, and inside `withBudget` (the
/// loader runs each scene in one) all searches together compare at most a fixed number of characters, after which
/// they suggest nothing. A file of 10,000 misspelt names against 10,000 declarations stays near-linear.
public enum Suggestions {
    /// Characters compared per `withBudget` (enough for thousands of ordinary suggestions).
    public static let defaultBudget = 2_000_000

    public static func closest<S: Sequence>(to word: String, in candidates: S) -> String? where S.Element == String {
        let target = Array(word.lowercased().unicodeScalars)
        let limit = max(1, min(3, target.count / 3 + 1))
        let budget = Budget.current
        var best: (String, Int)?
        for candidate in candidates {
            let other = Array(candidate.lowercased().unicodeScalars)
            guard abs(other.count - target.count) <= limit else { continue }
            if let budget {
                budget.remaining -= max(1, other.count * target.count)
                if budget.remaining < 0 { break }
            }
            let distance = editDistance(target, other)
            if best == nil || distance < best!.1 || (distance == best!.1 && candidate < best!.0) {
                best = (candidate, distance)
            }
        }
        guard let (candidate, distance) = best else { return nil }
        return distance <= limit ? candidate : nil
    }

    /// ` (did you mean 'x'?)` or the empty string.
    public static func didYouMean<S: Sequence>(_ word: String, in candidates: S) -> String where S.Element == String {
        guard let match = closest(to: word, in: candidates) else { return "" }
        return "; did you mean '\(match)'?"
    }

    /// Runs `body` with a fresh budget for the suggestions it makes on this thread.
    public static func withBudget<T>(_ characters: Int = defaultBudget, _ body: () throws -> T) rethrows -> T {
        let previous = Budget.current
        let budget = Budget(characters)
        Budget.current = budget
        defer { Budget.current = previous }
        return try body()
    }

    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = [Int](repeating: 0, count: b.count + 1)
        var current = previous
        for j in 0...b.count { previous[j] = j }
        a.withUnsafeBufferPointer { a in
            b.withUnsafeBufferPointer { b in
                for i in 1...a.count {
                    current[0] = i
                    for j in 1...b.count {
                        let cost = a[i - 1] == b[j - 1] ? 0 : 1
                        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                    }
                    swap(&previous, &current)
                }
            }
        }
        return previous[b.count]
    }

    /// The characters left to compare on this thread (a thread-local, so parallel linting stays deterministic).
    final class Budget {
        var remaining: Int
        init(_ remaining: Int) { self.remaining = remaining }

        nonisolated(unsafe) private static var key: pthread_key_t = {
            var key = pthread_key_t()
            pthread_key_create(&key, nil)
            return key
        }()

        static var current: Budget? {
            get { pthread_getspecific(key).map { Unmanaged<Budget>.fromOpaque($0).takeUnretainedValue() } }
            set {
                if let old = pthread_getspecific(key) { Unmanaged<Budget>.fromOpaque(old).release() }
                pthread_setspecific(key, newValue.map { Unmanaged.passRetained($0).toOpaque() })
            }
        }
    }
}
