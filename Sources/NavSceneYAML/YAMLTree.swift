import NavSceneDiagnostics

/// One parsed file as a compact tree: every node is a 20-byte record in one array, children are indices, scalar
/// values are byte ranges (into the file when the value is written verbatim, the usual case, else into one side
/// buffer), and lines and columns are computed from byte offsets only when asked. Nothing per node is a Swift object,
/// so building and freeing the tree costs a few large allocations, not one per node.
///
/// `YAMLNode` is the view a reader uses; `Node` (a self-contained value tree) is still available through
/// `YAMLParser.parse` for small files such as configs and flows.
public final class YAMLTree {
    public let source: SourceFile
    /// Problems found while reading: syntax, limits, duplicate keys, undefined aliases.
    public let diagnostics: [Diagnostic]
    /// The nodes and the children of every collection (each collection's in one run; a mapping's as key, value, key,
    /// value...), in chunks that `discard(before:)` frees; and the scalar values that do not appear verbatim in the
    /// file (escapes, folded lines, block scalars). Reading a node costs two loads, no reference counting.
    let records: Chunks<Record>
    let children: Chunks<Int32>
    let recordTable: UnsafeMutablePointer<UnsafeMutablePointer<Record>?>
    let childTable: UnsafeMutablePointer<UnsafeMutablePointer<Int32>?>
    let text: UnsafeMutableBufferPointer<UInt8>
    let aliasNames: [Int32: String]
    let tags: [Int32: String]
    /// Start and end of nodes whose positions libyaml reports differently from its own line counting (the forced
    /// line break at the end of a file that does not end with one).
    let exactPositions: [Int32: (start: SourceLocation, end: SourceLocation)]
    let positions: Positions
    let rootIndex: Int32?
    /// The file's bytes. `source` keeps its array alive, and a `let` array that is never mutated keeps its storage
    /// where it is, so the address stays valid for the tree's life.
    let sourceBase: UnsafePointer<UInt8>
    /// What `discard` must keep: `children.count` when each chunk of records started, and the anchored subtrees.
    let childrenAtRecordChunk: [Int32]
    let pinnedRecords: [ClosedRange<Int32>]
    let pinnedChildren: [Range<Int32>]

    init(source: SourceFile, diagnostics: [Diagnostic], records: Chunks<Record>, children: Chunks<Int32>, text: [UInt8],
         aliasNames: [Int32: String], tags: [Int32: String],
         exactPositions: [Int32: (start: SourceLocation, end: SourceLocation)], positions: Positions, rootIndex: Int32?,
         childrenAtRecordChunk: [Int32] = [], pinnedRecords: [ClosedRange<Int32>] = [], pinnedChildren: [Range<Int32>] = []) {
        self.source = source
        self.diagnostics = diagnostics
        self.records = records
        self.children = children
        recordTable = records.chunkTable
        childTable = children.chunkTable
        self.text = YAMLTree.copy(text)
        self.aliasNames = aliasNames
        self.tags = tags
        self.exactPositions = exactPositions
        self.positions = positions
        self.rootIndex = rootIndex
        self.childrenAtRecordChunk = childrenAtRecordChunk
        self.pinnedRecords = pinnedRecords
        self.pinnedChildren = pinnedChildren
        sourceBase = source.bytes.withUnsafeBufferPointer { $0.baseAddress } ?? UnsafePointer(YAMLTree.noBytes)
    }

    private static let noBytes = UnsafeMutablePointer<UInt8>.allocate(capacity: 1)

    deinit {
        text.deallocate()
    }

    static func copy<T>(_ array: [T]) -> UnsafeMutableBufferPointer<T> {
        let buffer = UnsafeMutableBufferPointer<T>.allocate(capacity: max(array.count, 1))
        _ = buffer.initialize(from: array)
        return UnsafeMutableBufferPointer(rebasing: buffer[0..<array.count])
    }

    @inline(__always)
    func record(_ index: Int32) -> Record {
        let i = Int(index)
        return recordTable[i >> Chunks<Record>.shift].unsafelyUnwrapped[i & (Chunks<Record>.chunkSize - 1)]
    }

    @inline(__always)
    func child(_ position: Int) -> Int32 {
        childTable[position >> Chunks<Int32>.shift].unsafelyUnwrapped[position & (Chunks<Int32>.chunkSize - 1)]
    }

    /// The first node of `node`'s subtree in the tree's order (every node below `node` comes at or after it).
    public func subtreeStart(of node: YAMLNode) -> Int32 {
        var index = node.index
        while true {
            let r = record(index)
            guard r.kind != .scalar, r.flags & Record.aliased == 0, r.count > 0 else { return index }
            index = child(Int(r.first))
        }
    }

    /// Frees the nodes that come before `node`'s subtree (and their children lists), except anchored nodes that
    /// aliases may still read. The caller promises not to read any node before `node`'s subtree again.
    public func discard(before node: YAMLNode) {
        discard(below: subtreeStart(of: node))
    }

    /// Frees every node not anchored: the caller is done with the tree.
    public func discardAll() {
        discard(below: Int32(records.count))
    }

    private func discard(below start: Int32) {
        let chunk = Int(start) >> Chunks<Record>.shift
        let childrenBound = chunk < childrenAtRecordChunk.count ? childrenAtRecordChunk[chunk] : Int32(children.count)
        let pinnedRecords = self.pinnedRecords, pinnedChildren = self.pinnedChildren
        records.free(below: Int(start)) { elements in
            pinnedRecords.contains { Int($0.lowerBound) < elements.upperBound && Int($0.upperBound) >= elements.lowerBound }
        }
        children.free(below: Int(childrenBound)) { elements in
            pinnedChildren.contains { Int($0.lowerBound) < elements.upperBound && Int($0.upperBound) > elements.lowerBound }
        }
    }

    /// Chunks of nodes and children still allocated (for tests).
    public var liveChunks: Int { records.liveChunks + children.liveChunks }

    /// A tree with no nodes, for empty collections.
    static let empty = YAMLParser.emptyTree(SourceFile(path: "", bytes: []), [])

    /// The document's root (nil when the file holds no document or is broken). Valid while the tree is alive.
    public var root: YAMLNode? { rootIndex.map { YAMLNode(tree: self, index: $0) } }

    /// Number of nodes (aliases count once, as the node that refers).
    public var nodeCount: Int { records.count }

    struct Record {
        var start: Int32
        var end: Int32
        /// Scalar: where its value starts (in the file, or in `text` when `inText`). Collection: its first child in
        /// `children`.
        var first: Int32
        /// Scalar: its value's length in bytes. Collection: its number of children (twice the pairs of a mapping).
        var count: Int32
        var kind: Kind
        var style: Node.ScalarStyle
        var flags: UInt8

        enum Kind: UInt8 { case scalar, mapping, sequence }

        static let inText: UInt8 = 1
        static let aliased: UInt8 = 2
        static let tagged: UInt8 = 4
        static let exact: UInt8 = 8
    }

    func location(_ index: Int32, start: Bool) -> SourceLocation {
        let record = record(index)
        if record.flags & Record.exact != 0, let exact = exactPositions[index] { return start ? exact.start : exact.end }
        return positions.location(ofByte: Int(start ? record.start : record.end))
    }

    /// A scalar's value bytes.
    @inline(__always)
    func value(_ record: Record) -> UnsafeBufferPointer<UInt8> {
        let base = record.flags & Record.inText != 0 ? UnsafePointer(text.baseAddress!) : sourceBase
        return UnsafeBufferPointer(start: base + Int(record.first), count: Int(record.count))
    }
}

/// A node of a `YAMLTree`: the tree and an index. It does not keep the tree alive, so copying and reading it involve
/// no reference counting: whoever reads nodes keeps the tree.
public struct YAMLNode {
    let treeRef: Unmanaged<YAMLTree>
    public let index: Int32

    init(tree: YAMLTree, index: Int32) {
        treeRef = Unmanaged.passUnretained(tree)
        self.index = index
    }

    init(_ treeRef: Unmanaged<YAMLTree>, _ index: Int32) {
        self.treeRef = treeRef
        self.index = index
    }

    public struct Pair {
        public var key: YAMLNode
        public var value: YAMLNode
    }

    public enum Kind { case scalar, mapping, sequence }

    /// The tree, borrowed for the duration of `body` (no retain).
    @inline(__always)
    func withTree<R>(_ body: (YAMLTree) -> R) -> R { treeRef._withUnsafeGuaranteedRef(body) }

    public var tree: YAMLTree { treeRef.takeUnretainedValue() }

    @inline(__always)
    var record: YAMLTree.Record { withTree { $0.record(index) } }

    public var kind: Kind {
        switch record.kind {
        case .scalar: return .scalar
        case .mapping: return .mapping
        case .sequence: return .sequence
        }
    }

    public var isScalar: Bool { record.kind == .scalar }

    /// The whole node's range in its file.
    public var range: SourceRange {
        withTree { SourceRange(file: $0.source.path, start: $0.location(index, start: true), end: $0.location(index, start: false)) }
    }

    public var start: SourceLocation { withTree { $0.location(index, start: true) } }
    public var end: SourceLocation { withTree { $0.location(index, start: false) } }
    public var file: String { withTree { $0.source.path } }

    /// The anchor name when this node was reached through an alias (`*name`); its range is the alias's.
    public var alias: String? { record.flags & YAMLTree.Record.aliased != 0 ? withTree { $0.aliasNames[index] } : nil }
    public var isAlias: Bool { record.flags & YAMLTree.Record.aliased != 0 }

    /// The style of a scalar (nil for a collection).
    public var style: Node.ScalarStyle? { let r = record; return r.kind == .scalar ? r.style : nil }

    /// An explicit tag (`!!str`), if any.
    public var tag: String? { record.flags & YAMLTree.Record.tagged != 0 ? withTree { $0.tags[index] } : nil }

    /// The value bytes of a scalar (empty for a collection); valid while the tree is alive.
    @inline(__always)
    var valueBytes: UnsafeBufferPointer<UInt8> {
        withTree { tree in
            let r = tree.record(index)
            return r.kind == .scalar ? tree.value(r) : UnsafeBufferPointer(start: nil, count: 0)
        }
    }

    /// A scalar's value (nil for a collection), made into a `String` now.
    public var string: String? {
        guard isScalar else { return nil }
        return String(decoding: valueBytes, as: UTF8.self)
    }

    /// The length of a scalar's value in UTF-8 bytes (0 for a collection).
    public var byteCount: Int { let r = record; return r.kind == .scalar ? Int(r.count) : 0 }

    /// Reads a scalar's value bytes without making a `String` (empty for a collection).
    public func withValueBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        withTree { _ in body(valueBytes) }
    }

    /// Whether this is a scalar whose value equals `text` (as `String` compares: canonically equivalent texts are
    /// equal), without making a `String` in the usual case.
    public func isScalar(_ text: String) -> Bool {
        guard isScalar else { return false }
        let actual = valueBytes
        let expected = text.utf8
        if actual.count == expected.count {
            let same = expected.withContiguousStorageIfAvailable { bytesEqual(actual, $0) }
                ?? actual.elementsEqual(expected)
            if same { return true }
        } else if let first = actual.first, let other = expected.first, first < 0x80, other < 0x80, first != other {
            // Texts starting with two different ASCII characters are never equal, whatever follows.
            return false
        }
        // Different bytes may still be equal strings when either is not ASCII (normalisation).
        if actual.allSatisfy({ $0 < 0x80 }) && expected.allSatisfy({ $0 < 0x80 }) { return false }
        return String(decoding: actual, as: UTF8.self) == text
    }

    /// A plain scalar that YAML would read as null (`~`, `null`, empty).
    public var isNull: Bool {
        let r = record
        guard r.kind == .scalar, r.style == .plain, r.flags & YAMLTree.Record.tagged == 0 else { return false }
        let v = valueBytes
        switch v.count {
        case 0: return true
        case 1: return v[0] == UInt8(ascii: "~")
        case 4: return (v[0] == UInt8(ascii: "n") || v[0] == UInt8(ascii: "N"))
            && ((v[1] == UInt8(ascii: "u") && v[2] == UInt8(ascii: "l") && v[3] == UInt8(ascii: "l"))
                || (v[0] == UInt8(ascii: "N") && v[1] == UInt8(ascii: "U") && v[2] == UInt8(ascii: "L") && v[3] == UInt8(ascii: "L")))
        default: return false
        }
    }

    public var kindName: String {
        switch record.kind {
        case .scalar: return isNull ? "null" : "a scalar"
        case .mapping: return "a mapping"
        case .sequence: return "a sequence"
        }
    }

    /// A mapping's pairs in order (nil for a scalar or a sequence).
    public var pairs: Pairs? {
        let r = record
        guard r.kind == .mapping else { return nil }
        return Pairs(treeRef: treeRef, first: Int(r.first), count: Int(r.count) / 2)
    }

    /// A sequence's items (nil for a scalar or a mapping).
    public var items: Items? {
        let r = record
        guard r.kind == .sequence else { return nil }
        return Items(treeRef: treeRef, first: Int(r.first), count: Int(r.count))
    }

    /// The value for a scalar key in a mapping (the first such key).
    public subscript(key: String) -> YAMLNode? {
        pairs?.first { $0.key.isScalar(key) }?.value
    }

    /// The self-contained `Node` for this node and everything below it.
    public var node: Node {
        let r = record
        let content: Node.Content
        switch r.kind {
        case .scalar: content = .scalar(.init(value: string ?? "", style: r.style, tag: tag))
        case .mapping: content = .mapping(pairs!.map { Node.Pair(key: $0.key.node, value: $0.value.node) })
        case .sequence: content = .sequence(items!.map(\.node))
        }
        return Node(content: content, range: range, alias: alias)
    }

    public struct Pairs: RandomAccessCollection {
        let treeRef: Unmanaged<YAMLTree>
        let first: Int
        public let count: Int
        public var startIndex: Int { 0 }
        public var endIndex: Int { count }
        /// No pairs (for `node.pairs ?? .empty`).
        public static var empty: Pairs { Pairs(treeRef: .passUnretained(YAMLTree.empty), first: 0, count: 0) }
        public subscript(position: Int) -> Pair {
            let at = first + 2 * position
            let (key, value) = treeRef._withUnsafeGuaranteedRef { ($0.child(at), $0.child(at + 1)) }
            return Pair(key: YAMLNode(treeRef, key), value: YAMLNode(treeRef, value))
        }
    }

    public struct Items: RandomAccessCollection {
        let treeRef: Unmanaged<YAMLTree>
        let first: Int
        public let count: Int
        public var startIndex: Int { 0 }
        public var endIndex: Int { count }
        /// No items (for `node.items ?? .empty`).
        public static var empty: Items { Items(treeRef: .passUnretained(YAMLTree.empty), first: 0, count: 0) }
        public subscript(position: Int) -> YAMLNode {
            YAMLNode(treeRef, treeRef._withUnsafeGuaranteedRef { $0.child(first + position) })
        }
    }
}
