import NavSceneDiagnostics

/// A replacement of a byte range; what fix-its become once checked against the file's bytes.
public struct ByteEdit: Hashable, Sendable {
    public var range: Range<Int>
    public var replacement: [UInt8]

    public init(range: Range<Int>, replacement: [UInt8]) {
        self.range = range
        self.replacement = replacement
    }

    init(_ edit: TextEdit) {
        self.init(range: edit.range.byteRange, replacement: Array(edit.replacement.utf8))
    }

    /// Applies non-overlapping edits from the end so earlier offsets stay valid.
    public static func apply(_ edits: [ByteEdit], to bytes: [UInt8]) -> [UInt8] {
        var result = bytes
        for edit in edits.sorted(by: { $0.range.lowerBound > $1.range.lowerBound }) {
            result.replaceSubrange(edit.range, with: edit.replacement)
        }
        return result
    }

    /// Whether the edit lies inside the file and starts and ends on character boundaries.
    func fits(_ bytes: [UInt8]) -> Bool {
        guard range.lowerBound >= 0, range.upperBound <= bytes.count else { return false }
        func boundary(_ offset: Int) -> Bool { offset == bytes.count || bytes[offset] & 0xC0 != 0x80 }
        return boundary(range.lowerBound) && boundary(range.upperBound)
    }

    /// Two edits conflict when their ranges overlap or both insert at the same point (order would be ambiguous).
    func conflicts(with other: ByteEdit) -> Bool {
        if range.isEmpty && other.range.isEmpty { return range.lowerBound == other.range.lowerBound }
        if range.isEmpty { return other.range.lowerBound < range.lowerBound && range.lowerBound < other.range.upperBound }
        if other.range.isEmpty { return range.lowerBound < other.range.lowerBound && other.range.lowerBound < range.upperBound }
        return range.overlaps(other.range)
    }
}
