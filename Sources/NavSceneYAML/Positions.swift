import NavSceneDiagnostics

/// Turns libyaml's character indices into byte offsets while the tree is built, and byte offsets into lines and
/// character columns when someone asks (most nodes are converted once, in file order, so both lookups keep a cursor
/// and cost a few comparisons).
///
/// Lines and columns follow libyaml's counting (see `SourceScan`), so they are exactly the ones libyaml reports;
/// the one place libyaml departs from its own rule, a forced line break at the end of a file without one, is kept
/// per node by the tree builder.
final class Positions {
    let bytes: [UInt8]
    let origin: Int
    private let lineStarts: [Int32]
    private let wideIndex: [Int32]
    private let wideExtra: [Int32]
    private let isASCII: Bool
    private let lineHasWide: [Bool]
    /// The line holding the first byte of each 64-byte block.
    private let blockLines: [Int32]
    private static let blockShift = 6
    /// A cursor for `offset(ofCharacter:)` (asked in file order while the tree is built), kept outside Swift's
    /// exclusivity checks.
    private let wideCursor = UnsafeMutablePointer<Int>.allocate(capacity: 1)

    init(bytes: [UInt8], scan: SourceScan) {
        self.bytes = bytes
        origin = scan.origin
        lineStarts = scan.lineStarts
        wideIndex = scan.wideIndex
        wideExtra = scan.wideExtra
        isASCII = scan.isASCII
        lineHasWide = scan.lineHasWide
        wideCursor.initialize(to: 0)
        var blocks = [Int32](repeating: 0, count: (bytes.count >> Positions.blockShift) + 1)
        var line = 0
        for block in 0..<blocks.count {
            let start = Int32(clamping: block << Positions.blockShift)
            while line + 1 < scan.lineStarts.count, scan.lineStarts[line + 1] <= start { line += 1 }
            blocks[block] = Int32(line)
        }
        blockLines = blocks
    }

    deinit {
        wideCursor.deallocate()
    }

    /// The byte offset of libyaml's character index `index` (clamped to the file).
    func offset(ofCharacter index: Int) -> Int {
        guard !isASCII else { return min(origin + index, bytes.count) }
        // k = the number of multi-byte characters before `index`.
        var k = wideCursor.pointee
        let n = wideIndex.count
        if k > 0, Int(wideIndex[k - 1]) >= index {
            k = Positions.firstIndex(in: wideIndex, notBelow: Int32(clamping: index), upTo: k)
        }
        while k < n, Int(wideIndex[k]) < index { k += 1 }
        wideCursor.pointee = k
        return min(origin + index + (k > 0 ? Int(wideExtra[k - 1]) : 0), bytes.count)
    }

    /// The 0-based line holding byte `offset`: the line at the start of its 64-byte block, then a step or two forward
    /// (lines are longer than that on average). Constant time in any order of requests, unlike a cursor, which the
    /// loader's requests (a node's end, then its children's starts) would send back and forth.
    func lineIndex(ofByte offset: Int) -> Int {
        let target = Int32(clamping: offset)
        let block = min(max(offset, 0) >> Positions.blockShift, blockLines.count - 1)
        var line = Int(blockLines[block])
        let n = lineStarts.count
        while line + 1 < n, lineStarts[line + 1] <= target { line += 1 }
        return line
    }

    /// Line (1-based), character column (1-based) and byte offset, as libyaml counts lines and columns.
    func location(ofByte offset: Int) -> SourceLocation {
        let line = lineIndex(ofByte: offset)
        let start = Int(lineStarts[line])
        let column: Int
        if offset <= start {
            column = 0
        } else if isASCII || !lineHasWide[line] {
            column = offset - start
        } else {
            column = SourceFile.scalarCount(bytes, from: start, to: min(offset, bytes.count))
        }
        return SourceLocation(line: line + 1, column: column + 1, offset: offset)
    }

    /// The first position in `array[from..<upTo]` whose value is at least `value` (`upTo` if none).
    static func firstIndex(in array: [Int32], notBelow value: Int32, from: Int = 0, upTo: Int) -> Int {
        var low = from, high = upTo
        while low < high {
            let mid = (low + high) / 2
            if array[mid] < value { low = mid + 1 } else { high = mid }
        }
        return low
    }
}
