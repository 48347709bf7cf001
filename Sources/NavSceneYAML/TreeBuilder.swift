internal import CLibYAML
import NavSceneDiagnostics

/// Owns the libyaml parser and the event being read; frees both. libyaml reads the caller's bytes, not a copy: the
/// parser must not outlive the buffer it was given.
final class LibYAMLParser {
    /// Held through pointers rather than stored properties: every event reads them, and a class's stored `var`s would
    /// pay a dynamic exclusivity check on each access.
    let parser = UnsafeMutablePointer<yaml_parser_t>.allocate(capacity: 1)
    let event = UnsafeMutablePointer<yaml_event_t>.allocate(capacity: 1)
    private let hasEvent = UnsafeMutablePointer<Bool>.allocate(capacity: 1)
    private static let empty: UnsafeMutablePointer<UInt8> = .allocate(capacity: 1)

    init(input: UnsafeBufferPointer<UInt8>) {
        parser.initialize(to: yaml_parser_t())
        event.initialize(to: yaml_event_t())
        hasEvent.initialize(to: false)
        yaml_parser_initialize(parser)
        // No yaml_parser_set_encoding: libyaml's own detection is what skips a byte order mark. The bytes were
        // already checked to be UTF-8, so detection can only find UTF-8.
        yaml_parser_set_input_string(parser, input.baseAddress ?? UnsafePointer(LibYAMLParser.empty), input.count)
    }

    /// Advances to the next event; false on a syntax error.
    func next() -> Bool {
        if hasEvent.pointee { yaml_event_delete(event); hasEvent.pointee = false }
        guard yaml_parser_parse(parser, event) == 1 else { return false }
        hasEvent.pointee = true
        return true
    }

    deinit {
        if hasEvent.pointee { yaml_event_delete(event) }
        yaml_parser_delete(parser)
        parser.deallocate()
        event.deallocate()
        hasEvent.deallocate()
    }
}

/// Pulls libyaml's events once into a `YAMLTree`, applying the depth and alias-expansion limits, merge keys and the
/// duplicate-key check.
struct TreeBuilder {
    typealias Record = YAMLTree.Record

    let source: SourceFile
    let limits: YAMLLimits
    let positions: Positions
    var diagnostics: [Diagnostic] = []

    let records = Chunks<Record>()
    let children = Chunks<Int32>()
    /// `children.count` when each chunk of records started (what `YAMLTree.discard` may free of `children`).
    var childrenAtRecordChunk: [Int32] = []
    /// Record and children ranges of anchored nodes: aliases may read them at any time, so they are never freed.
    var pinnedRecords: [ClosedRange<Int32>] = []
    var pinnedChildren: [Range<Int32>] = []
    var text: [UInt8] = []
    var aliasNames: [Int32: String] = [:]
    var tags: [Int32: String] = [:]
    var exactPositions: [Int32: (start: SourceLocation, end: SourceLocation)] = [:]

    var anchors: [String: (index: Int32, size: Int)] = [:]
    var expanded = 0
    var reportedExpansion = false

    /// A position as libyaml reports it: byte offset (ours) with libyaml's own line and column.
    struct Mark {
        var offset: Int32
        var line: Int32
        var column: Int32
    }

    struct Frame {
        var isMapping: Bool
        var start: Mark
        var flow: Bool
        var anchor: String?
        /// Where this collection's items start in `pending`.
        var itemsStart: Int
        /// `records.count` and `children.count` when the collection started: its subtree is above both.
        var firstRecord: Int32
        var firstChild: Int32
        var size = 1
    }

    var stack: [Frame] = []
    /// The items of every open collection, innermost last.
    var pending: [Int32] = []
    /// Number of nested collections being skipped because they are deeper than the limit.
    var skipping = 0
    var rootIndex: Int32?
    var documents = 0
    let endOfFile: Int32

    init(source: SourceFile, limits: YAMLLimits, positions: Positions) {
        self.source = source
        self.limits = limits
        self.positions = positions
        endOfFile = Int32(source.bytes.count)
    }

    var path: String { source.path }

    func mark(_ mark: yaml_mark_t) -> Mark {
        let offset = positions.offset(ofCharacter: Int(mark.index))
        let result = Mark(offset: Int32(offset), line: Int32(mark.line) + 1, column: Int32(mark.column) + 1)
        // Lines and columns are recomputed from offsets later; they must be libyaml's (except at the end of the file,
        // where libyaml may force a line break; those nodes keep libyaml's positions).
        assert(result.offset == endOfFile || positions.location(ofByte: offset) == location(result),
               "position of character \(mark.index): libyaml \(result), computed \(positions.location(ofByte: offset))")
        return result
    }

    func location(_ mark: Mark) -> SourceLocation {
        SourceLocation(line: Int(mark.line), column: Int(mark.column), offset: Int(mark.offset))
    }

    func range(_ start: Mark, _ end: Mark) -> SourceRange {
        SourceRange(file: path, start: location(start), end: location(end))
    }

    /// The range of a node already built.
    func range(of index: Int32) -> SourceRange {
        let record = records[Int(index)]
        if record.flags & Record.exact != 0, let exact = exactPositions[index] {
            return SourceRange(file: path, start: exact.start, end: exact.end)
        }
        return SourceRange(file: path, start: positions.location(ofByte: Int(record.start)),
                           end: positions.location(ofByte: Int(record.end)))
    }

    /// The end of a node already built: with libyaml's line and column when they were kept (`exact`), else line 0
    /// (computed from the offset when needed).
    func endMark(of index: Int32) -> Mark {
        let record = records[Int(index)]
        if record.flags & Record.exact != 0, let exact = exactPositions[index] {
            return Mark(offset: record.end, line: Int32(exact.end.line), column: Int32(exact.end.column))
        }
        return Mark(offset: record.end, line: 0, column: 0)
    }

    /// Appends a node; nodes touching the end of the file keep libyaml's own lines and columns.
    mutating func append(_ record: Record, start: Mark, end: Mark) -> Int32 {
        var record = record
        record.start = start.offset
        record.end = end.offset
        let index = Int32(records.count)
        if records.count & (Chunks<Record>.chunkSize - 1) == 0 { childrenAtRecordChunk.append(Int32(children.count)) }
        if start.offset == endOfFile || end.offset == endOfFile {
            record.flags |= Record.exact
            func exact(_ mark: Mark) -> SourceLocation {
                mark.line == 0 ? positions.location(ofByte: Int(mark.offset)) : location(mark)
            }
            exactPositions[index] = (exact(start), exact(end))
        }
        records.append(record)
        return index
    }

    mutating func emptyScalar(_ start: Mark, _ end: Mark) -> Int32 {
        append(Record(start: 0, end: 0, first: 0, count: 0, kind: .scalar, style: .plain, flags: 0), start: start, end: end)
    }

    mutating func run() -> YAMLTree {
        runEvents()
        return YAMLTree(source: source, diagnostics: diagnostics, records: records, children: children, text: text,
                        aliasNames: aliasNames, tags: tags, exactPositions: exactPositions, positions: positions,
                        rootIndex: rootIndex, childrenAtRecordChunk: childrenAtRecordChunk,
                        pinnedRecords: pinnedRecords, pinnedChildren: pinnedChildren)
    }

    private mutating func runEvents() {
        source.bytes.withUnsafeBufferPointer { input in runEvents(LibYAMLParser(input: input)) }
    }

    private mutating func runEvents(_ parser: LibYAMLParser) {
        while true {
            guard parser.next() else {
                reportSyntaxError(parser.parser.pointee)
                rootIndex = nil
                return
            }
            let event = parser.event
            switch event.pointee.type {
            case YAML_STREAM_END_EVENT:
                return
            case YAML_DOCUMENT_START_EVENT:
                documents += 1
                if documents == 2 {
                    diagnostics.append(Diagnostic(
                        id: "multiple-documents", severity: .error,
                        message: "a file holds one YAML document; this second document is ignored (split it into its own file)",
                        range: range(mark(event.pointee.start_mark), mark(event.pointee.end_mark))))
                }
            case YAML_SCALAR_EVENT:
                guard documents == 1, skipping == 0 else { continue }
                scalar(event)
            case YAML_ALIAS_EVENT:
                guard documents == 1, skipping == 0 else { continue }
                alias(event)
            case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
                guard documents == 1 else { continue }
                if skipping > 0 || stack.count >= limits.maxDepth {
                    if skipping == 0 {
                        diagnostics.append(Diagnostic(
                            id: "limit-depth", severity: .error,
                            message: "nesting deeper than \(limits.maxDepth) levels; the content below this point is not read",
                            range: range(mark(event.pointee.start_mark), mark(event.pointee.end_mark))))
                    }
                    skipping += 1
                    continue
                }
                let isMapping = event.pointee.type == YAML_MAPPING_START_EVENT
                let anchorPointer = isMapping ? event.pointee.data.mapping_start.anchor : event.pointee.data.sequence_start.anchor
                let flow = isMapping ? event.pointee.data.mapping_start.style == YAML_FLOW_MAPPING_STYLE
                                     : event.pointee.data.sequence_start.style == YAML_FLOW_SEQUENCE_STYLE
                stack.append(Frame(isMapping: isMapping, start: mark(event.pointee.start_mark), flow: flow,
                                   anchor: anchorPointer.map { String(cString: $0) }, itemsStart: pending.count,
                                   firstRecord: Int32(records.count), firstChild: Int32(children.count)))
            case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                guard documents == 1 else { continue }
                if skipping > 0 {
                    skipping -= 1
                    if skipping == 0 {
                        // Stand in for the skipped collection so the parent keeps its shape.
                        let here = mark(event.pointee.end_mark)
                        add(emptyScalar(here, here), size: 1)
                    }
                    continue
                }
                endCollection(event)
            default:
                continue
            }
        }
    }

    private mutating func scalar(_ event: UnsafeMutablePointer<yaml_event_t>) {
        let data = event.pointee.data.scalar
        let start = mark(event.pointee.start_mark), end = mark(event.pointee.end_mark)
        let style: Node.ScalarStyle
        switch data.style {
        case YAML_SINGLE_QUOTED_SCALAR_STYLE: style = .singleQuoted
        case YAML_DOUBLE_QUOTED_SCALAR_STYLE: style = .doubleQuoted
        case YAML_LITERAL_SCALAR_STYLE: style = .literal
        case YAML_FOLDED_SCALAR_STYLE: style = .folded
        default: style = .plain
        }
        let length = Int(data.length)
        let value = UnsafeBufferPointer(start: data.value, count: length)
        // Most values are written verbatim (after the opening quote, if any): point into the file instead of copying.
        var first = -1
        if style == .plain || style == .singleQuoted || style == .doubleQuoted {
            let at = Int(start.offset) + (style == .plain ? 0 : 1)
            if at + length <= Int(end.offset) {
                let same = source.bytes.withUnsafeBufferPointer { all in
                    bytesEqual(UnsafeBufferPointer(rebasing: all[at..<(at + length)]), value)
                }
                if same { first = at }
            }
        }
        var flags: UInt8 = 0
        if first < 0 {
            first = text.count
            text.append(contentsOf: value)
            flags |= Record.inText
        }
        if data.tag != nil { flags |= Record.tagged }
        let index = append(Record(start: 0, end: 0, first: Int32(first), count: Int32(length), kind: .scalar, style: style,
                                  flags: flags), start: start, end: end)
        if let tag = data.tag { tags[index] = String(cString: tag) }
        if let anchor = data.anchor {
            anchors[String(cString: anchor)] = (index, 1)
            pinnedRecords.append(index...index)
        }
        add(index, size: 1)
    }

    private mutating func alias(_ event: UnsafeMutablePointer<yaml_event_t>) {
        let name = String(cString: event.pointee.data.alias.anchor)
        let start = mark(event.pointee.start_mark), end = mark(event.pointee.end_mark)
        guard let target = anchors[name] else {
            diagnostics.append(Diagnostic(
                id: "undefined-alias", severity: .error,
                message: "alias '*\(name)' refers to no anchor defined before it; define '&\(name)' earlier in the file",
                range: range(start, end)))
            add(emptyScalar(start, end), size: 1)
            return
        }
        expanded += target.size
        if expanded > limits.maxAliasExpansion {
            if !reportedExpansion {
                reportedExpansion = true
                diagnostics.append(Diagnostic(
                    id: "limit-alias-expansion", severity: .error,
                    message: "aliases expand to more than \(limits.maxAliasExpansion) nodes; the file is treated as broken (this is how 'billion laughs' input is stopped)",
                    range: range(start, end)))
            }
            add(emptyScalar(start, end), size: 1)
            return
        }
        // The alias shares the anchored node's value or children; only its range and name are its own.
        var record = records[Int(target.index)]
        record.flags = (record.flags & ~Record.exact) | Record.aliased
        let index = append(record, start: start, end: end)
        aliasNames[index] = name
        if record.flags & Record.tagged != 0 { tags[index] = tags[target.index] }
        add(index, size: target.size)
    }

    private mutating func endCollection(_ event: UnsafeMutablePointer<yaml_event_t>) {
        let frame = stack.removeLast()
        let itemCount = pending.count - frame.itemsStart
        var end: Mark
        if frame.flow || itemCount == 0 {
            end = mark(event.pointee.end_mark)
        } else {
            end = endMark(of: pending[pending.count - 1])
        }
        if end.offset <= frame.start.offset { end = frame.start }
        let first = Int32(children.count)
        if frame.isMapping {
            finishMapping(from: frame.itemsStart)
        } else {
            for item in pending[frame.itemsStart...] { children.append(item) }
        }
        pending.removeSubrange(frame.itemsStart...)
        let count = Int32(children.count) - first
        let index = append(Record(start: 0, end: 0, first: first, count: count, kind: frame.isMapping ? .mapping : .sequence,
                                  style: .plain, flags: 0), start: frame.start, end: end)
        if let anchor = frame.anchor {
            anchors[anchor] = (index, frame.size)
            pinnedRecords.append(frame.firstRecord...index)
            pinnedChildren.append(frame.firstChild..<Int32(children.count))
        }
        add(index, size: frame.size)
    }

    mutating func add(_ index: Int32, size: Int) {
        if stack.isEmpty {
            if rootIndex == nil { rootIndex = index }
            return
        }
        pending.append(index)
        stack[stack.count - 1].size += size
    }

    // MARK: - Mappings

    func isScalar(_ index: Int32) -> Bool { records[Int(index)].kind == .scalar }

    func withValue<R>(_ index: Int32, _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        let record = records[Int(index)]
        let storage = record.flags & Record.inText != 0 ? text : source.bytes
        return storage.withUnsafeBufferPointer { all in
            body(UnsafeBufferPointer(rebasing: all[Int(record.first)..<Int(record.first + record.count)]))
        }
    }

    func string(_ index: Int32) -> String? {
        isScalar(index) ? withValue(index) { String(decoding: $0, as: UTF8.self) } : nil
    }

    /// Whether two scalar keys are equal as strings (bytes first; `String` comparison only for non-ASCII text).
    func sameKey(_ a: Int32, _ b: Int32) -> Bool {
        let ra = records[Int(a)], rb = records[Int(b)]
        if ra.count == 0 || rb.count == 0 { return ra.count == rb.count }
        return withValue(a) { x in
            // Texts starting with two different ASCII characters are never equal, whatever follows.
            let first = withValue(b) { $0[0] }
            if x[0] < 0x80, first < 0x80, first != x[0] { return false }
            return withValue(b) { y in
                if bytesEqual(x, y) { return true }
                if x.allSatisfy({ $0 < 0x80 }) && y.allSatisfy({ $0 < 0x80 }) { return false }
                return String(decoding: x, as: UTF8.self) == String(decoding: y, as: UTF8.self)
            }
        }
    }

    func isMergeKey(_ index: Int32) -> Bool {
        let record = records[Int(index)]
        return record.kind == .scalar && record.style == .plain && record.count == 2
            && withValue(index) { $0[0] == UInt8(ascii: "<") && $0[1] == UInt8(ascii: "<") }
    }

    /// The key and value indices of a mapping's pairs.
    func pairIndices(of index: Int32) -> [(Int32, Int32)] {
        let record = records[Int(index)]
        guard record.kind == .mapping else { return [] }
        return stride(from: Int(record.first), to: Int(record.first + record.count), by: 2).map { (children[$0], children[$0 + 1]) }
    }

    mutating func reportDuplicate(_ key: Int32, first: Int32) {
        let name = string(key) ?? ""
        diagnostics.append(Diagnostic(
            id: "duplicate-key", severity: .error,
            message: "key '\(name)' appears twice in one mapping; YAML keeps only one of them",
            range: range(of: key), notes: [Note("first '\(name)' is here", at: range(of: first))]))
    }

    /// Pairs up the keys and values in `pending[from...]` into `children`, applies `<<` merge keys and reports
    /// duplicate keys.
    mutating func finishMapping(from itemsStart: Int) {
        let pairsStart = children.count
        var merged: [(Int32, Int32)] = []
        var index = itemsStart
        while index + 1 < pending.count {
            let key = pending[index], value = pending[index + 1]
            index += 2
            if isMergeKey(key) {
                let valueRecord = records[Int(value)]
                if valueRecord.kind == .mapping {
                    merged.append(contentsOf: pairIndices(of: value))
                } else if valueRecord.kind == .sequence {
                    for at in Int(valueRecord.first)..<Int(valueRecord.first + valueRecord.count) {
                        let item = children[at]
                        merged.append(contentsOf: pairIndices(of: item))
                    }
                } else {
                    let kindName = YAMLNodeKindName.of(records[Int(value)], isNull: isNullScalar(value))
                    diagnostics.append(Diagnostic(id: "wrong-shape", severity: .error,
                        message: "a merge key '<<' takes a mapping or a list of mappings, not \(kindName)", range: range(of: value)))
                }
                continue
            }
            children.append(key)
            children.append(value)
        }
        let pairCount = (children.count - pairsStart) / 2
        func keyAt(_ pair: Int) -> Int32 { children[pairsStart + 2 * pair] }
        if pairCount > 1 {
            // Most mappings have a handful of keys: comparing them pairwise costs less than hashing every key into a
            // dictionary. Large mappings use the dictionary.
            if pairCount <= 12 {
                for later in 1..<pairCount {
                    let key = keyAt(later)
                    guard isScalar(key) else { continue }
                    for earlier in 0..<later where isScalar(keyAt(earlier)) && sameKey(keyAt(earlier), key) {
                        reportDuplicate(key, first: keyAt(earlier))
                        break
                    }
                }
            } else {
                var seen: [String: Int32] = [:]
                seen.reserveCapacity(pairCount)
                for pair in 0..<pairCount {
                    let key = keyAt(pair)
                    guard let name = string(key) else { continue }
                    if let first = seen[name] {
                        reportDuplicate(key, first: first)
                    } else {
                        seen[name] = key
                    }
                }
            }
        }
        if !merged.isEmpty {
            let own = Set((0..<pairCount).compactMap { string(keyAt($0)) })
            var added = Set<String>()
            for (key, value) in merged {
                guard let name = string(key), !own.contains(name), !added.contains(name) else { continue }
                added.insert(name)
                children.append(key)
                children.append(value)
            }
        }
    }

    func isNullScalar(_ index: Int32) -> Bool {
        let record = records[Int(index)]
        guard record.kind == .scalar, record.style == .plain, record.flags & Record.tagged == 0 else { return false }
        guard let value = string(index) else { return false }
        return value.isEmpty || value == "~" || value == "null" || value == "Null" || value == "NULL"
    }

    mutating func reportSyntaxError(_ parser: yaml_parser_t) {
        let problem = parser.problem.map { String(cString: $0) } ?? "unknown error"
        let context = parser.context.map { String(cString: $0) }
        let problemMark = mark(parser.problem_mark)
        var message = "YAML syntax: \(problem)"
        if let context { message += " (\(context))" }
        var notes: [Note] = []
        if context != nil, parser.context_mark.index != parser.problem_mark.index || parser.context_mark.line != parser.problem_mark.line {
            let at = mark(parser.context_mark)
            notes.append(Note("\(context!) started here", at: source.pointRange(at: Int(at.offset))))
        }
        // Use libyaml's own line and column; the byte offset is ours.
        var located = source.pointRange(at: Int(problemMark.offset))
        located.start.line = Int(problemMark.line)
        located.start.column = Int(problemMark.column)
        located.end.line = Int(problemMark.line)
        located.end.column = Int(problemMark.column) + 1
        if let hint = SyntaxHints.hint(problem: problem, at: Int(problemMark.offset), line: Int(problemMark.line), in: source) {
            message = "YAML syntax: " + hint.message
            if let offset = hint.offset {
                located = source.pointRange(at: offset)
                notes = []
            }
        }
        diagnostics.append(Diagnostic(id: "yaml-syntax", severity: .error, message: message, range: located, notes: notes))
    }
}

enum YAMLNodeKindName {
    static func of(_ record: YAMLTree.Record, isNull: Bool) -> String {
        switch record.kind {
        case .scalar: return isNull ? "null" : "a scalar"
        case .mapping: return "a mapping"
        case .sequence: return "a sequence"
        }
    }
}
