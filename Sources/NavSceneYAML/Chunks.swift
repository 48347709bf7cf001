#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An append-only array of plain values kept in fixed-size chunks, so that a prefix can be freed while the rest is
/// still read (the loader drops the nodes of each view once it is converted). Element `i` lives in chunk
/// `i >> shift`; reading it costs two loads and no reference counting.
///
/// Debug builds use chunks of 16 elements, so that every test file frees chunks, and reading a freed element traps
/// (`unsafelyUnwrapped` checks for nil in debug builds).
final class Chunks<Element> {
    #if DEBUG
    static var shift: Int { 4 }
    #else
    static var shift: Int { 12 }
    #endif
    static var chunkSize: Int { 1 << shift }

    private var table: UnsafeMutablePointer<UnsafeMutablePointer<Element>?>
    private var tableCapacity: Int
    private(set) var count = 0
    /// Chunks below this one have been freed.
    private(set) var firstLiveChunk = 0

    init() {
        tableCapacity = 16
        table = .allocate(capacity: tableCapacity)
        table.initialize(repeating: nil, count: tableCapacity)
    }

    deinit {
        for chunk in 0..<chunkCount { table[chunk]?.deallocate() }
        table.deallocate()
    }

    private var chunkCount: Int { (count + Chunks.chunkSize - 1) >> Chunks.shift }

    /// The number of chunks still allocated.
    var liveChunks: Int { (0..<chunkCount).filter { table[$0] != nil }.count }

    /// The chunk table, for readers that index it directly once building is over (it no longer moves then).
    var chunkTable: UnsafeMutablePointer<UnsafeMutablePointer<Element>?> { table }

    @inline(__always)
    subscript(index: Int) -> Element {
        get { table[index >> Chunks.shift].unsafelyUnwrapped[index & (Chunks.chunkSize - 1)] }
        set { table[index >> Chunks.shift].unsafelyUnwrapped[index & (Chunks.chunkSize - 1)] = newValue }
    }

    func append(_ element: Element) {
        let chunk = count >> Chunks.shift
        if count & (Chunks.chunkSize - 1) == 0 {
            if chunk == tableCapacity {
                let bigger = UnsafeMutablePointer<UnsafeMutablePointer<Element>?>.allocate(capacity: tableCapacity * 2)
                bigger.moveInitialize(from: table, count: tableCapacity)
                (bigger + tableCapacity).initialize(repeating: nil, count: tableCapacity)
                table.deallocate()
                table = bigger
                tableCapacity *= 2
            }
            table[chunk] = .allocate(capacity: Chunks.chunkSize)
        }
        (table[chunk].unsafelyUnwrapped + (count & (Chunks.chunkSize - 1))).initialize(to: element)
        count += 1
    }

    /// Frees the chunks that hold only elements below `index`, except those `keep` says are still needed.
    func free(below index: Int, keep: (Range<Int>) -> Bool) {
        let end = min(index, count) >> Chunks.shift
        var chunk = firstLiveChunk
        var allFreed = true
        while chunk < end {
            let elements = (chunk << Chunks.shift)..<((chunk + 1) << Chunks.shift)
            if table[chunk] != nil {
                if keep(elements) {
                    allFreed = false
                } else {
                    table[chunk]?.deallocate()
                    table[chunk] = nil
                }
            }
            if allFreed { firstLiveChunk = chunk + 1 }
            chunk += 1
        }
    }
}
