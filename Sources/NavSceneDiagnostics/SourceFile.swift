/// The bytes of one input file and the index needed to turn byte offsets into lines and character columns.
///
/// Positions shown to people are 1-based lines and 1-based *character* columns (Unicode scalars), so that
/// "Crème Brûlée" underlines correctly; byte offsets are kept for edits (fix-its).
public final class SourceFile: @unchecked Sendable {
    public let path: String
    public let bytes: [UInt8]
    /// Byte offset at which each line starts. Built on first use: only rendering and fix-its need it.
    public private(set) lazy var lineStarts: [Int] = SourceFile.computeLineStarts(bytes)

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    public convenience init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    static func computeLineStarts(_ bytes: [UInt8]) -> [Int] {
        var starts = [0]
        var index = 0
        let count = bytes.count
        while index < count {
            let byte = bytes[index]
            if byte == 0x0A {
                starts.append(index + 1)
            } else if byte == 0x0D {
                if index + 1 < count, bytes[index + 1] == 0x0A { index += 1 }
                starts.append(index + 1)
            }
            index += 1
        }
        return starts
    }

    /// 1-based line containing `offset`.
    public func line(containing offset: Int) -> Int {
        let starts = lineStarts   // once: each read of a lazy property is a call
        var low = 0, high = starts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if starts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return low + 1
    }

    /// The location of a byte offset (clamped to the file).
    public func location(ofByte offset: Int) -> SourceLocation {
        let clamped = max(0, min(offset, bytes.count))
        let line = self.line(containing: clamped)
        let start = lineStarts[line - 1]
        // Short distances are counted; a long line goes through the scalar table, so a file of one long line costs
        // linear time in all, not a count from the line's start per position.
        let column = clamped - start <= SourceFile.scalarStride * 4
            ? SourceFile.scalarCount(bytes, from: start, to: clamped)
            : scalarsBefore(clamped) - scalarsBefore(start)
        return SourceLocation(line: line, column: column + 1, offset: clamped)
    }

    static let scalarStride = 64
    /// Unicode scalars before every `scalarStride`-th byte. Built on first use of a position far from its line's start.
    private lazy var scalarTable: [Int] = {
        var table: [Int] = [0]
        table.reserveCapacity(bytes.count / SourceFile.scalarStride + 1)
        var count = 0
        var index = 0
        while index + SourceFile.scalarStride <= bytes.count {
            count += SourceFile.scalarCount(bytes, from: index, to: index + SourceFile.scalarStride)
            table.append(count)
            index += SourceFile.scalarStride
        }
        return table
    }()

    /// Unicode scalars in `bytes[0..<offset]`.
    func scalarsBefore(_ offset: Int) -> Int {
        let block = offset / SourceFile.scalarStride
        return scalarTable[block] + SourceFile.scalarCount(bytes, from: block * SourceFile.scalarStride, to: offset)
    }

    /// Byte range of a line's text without its line break.
    public func byteRange(ofLine line: Int) -> Range<Int> {
        guard line >= 1, line <= lineStarts.count else { return bytes.count..<bytes.count }
        let start = lineStarts[line - 1]
        var end = line < lineStarts.count ? lineStarts[line] : bytes.count
        while end > start, bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D { end -= 1 }
        return start..<end
    }

    public func text(ofLine line: Int) -> String {
        String(decoding: bytes[byteRange(ofLine: line)], as: UTF8.self)
    }

    public var lineCount: Int { lineStarts.count }

    /// Number of Unicode scalars encoded in `bytes[from..<to]` (continuation bytes are not counted).
    public static func scalarCount(_ bytes: [UInt8], from: Int, to: Int) -> Int {
        var count = 0
        var index = from
        while index < to {
            if bytes[index] & 0xC0 != 0x80 { count += 1 }
            index += 1
        }
        return count
    }
}

/// A point in a file: 1-based line, 1-based character column, 0-based byte offset.
///
/// Stored as 32-bit numbers (files are limited far below 2 GB): a scene model holds several ranges per node, and
/// this keeps a `SourceRange` at 40 bytes instead of 64.
public struct SourceLocation: Hashable, Sendable, Comparable {
    private var storedLine: Int32
    private var storedColumn: Int32
    private var storedOffset: Int32

    public var line: Int {
        get { Int(storedLine) }
        set { storedLine = Int32(clamping: newValue) }
    }
    public var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = Int32(clamping: newValue) }
    }
    public var offset: Int {
        get { Int(storedOffset) }
        set { storedOffset = Int32(clamping: newValue) }
    }

    public init(line: Int, column: Int, offset: Int) {
        storedLine = Int32(clamping: line)
        storedColumn = Int32(clamping: column)
        storedOffset = Int32(clamping: offset)
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool { lhs.storedOffset < rhs.storedOffset }
}

/// A half-open range in one file. `file` is the path as the user gave it.
public struct SourceRange: Hashable, Sendable {
    public var file: String
    public var start: SourceLocation
    public var end: SourceLocation

    public init(file: String, start: SourceLocation, end: SourceLocation) {
        self.file = file
        self.start = start
        self.end = end
    }

    /// A range for things that have no place in any file (a command-line option, a built-in).
    public static func synthetic(_ file: String) -> SourceRange {
        let zero = SourceLocation(line: 1, column: 1, offset: 0)
        return SourceRange(file: file, start: zero, end: zero)
    }

    public var byteRange: Range<Int> { start.offset..<max(start.offset, end.offset) }

    /// The smallest range covering both.
    public func union(_ other: SourceRange) -> SourceRange {
        guard other.file == file else { return self }
        return SourceRange(file: file, start: min(start, other.start), end: max(end, other.end))
    }
}
