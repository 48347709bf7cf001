/// A key with its hash computed once, for tables whose keys are costly to hash (an environment, sets of values): a
/// table rehashes every key each time it grows, and a lookup followed by an insert hashes the key twice; with the hash
/// kept in the key, each key is hashed once, when it is made. Equality is the key's own (the hashes are compared first
/// only as a shortcut), so a table keyed by `HashedKey(k)` holds and finds exactly what one keyed by `k` does.
struct HashedKey<Key: Hashable>: Hashable {
    let key: Key
    let hash: Int

    init(_ key: Key) {
        self.key = key
        hash = key.hashValue
    }

    static func == (a: HashedKey, b: HashedKey) -> Bool { a.hash == b.hash && a.key == b.key }

    func hash(into hasher: inout Hasher) { hasher.combine(hash) }
}
