internal import CLibYAML
import NavSceneDiagnostics

/// Reads one YAML file into located nodes, pulling libyaml's events once.
///
/// Positions: libyaml reports character indices; a forward-moving cursor turns them into byte offsets in amortised
/// constant time, so every node keeps line, character column and byte offset for its start and end.
public enum YAMLParser {
    public static func parse(_ source: SourceFile, limits: YAMLLimits = .default) -> YAMLDocument {
        var diagnostics: [Diagnostic] = []
        let path = source.path
        if source.bytes.count > limits.maxFileSize {
            diagnostics.append(Diagnostic(
                id: "limit-file-size", severity: .error,
                message: "file is \(source.bytes.count) bytes, more than the limit of \(limits.maxFileSize) bytes; raise it with --max-file-size if the file is meant to be this large",
                range: .synthetic(path)))
            return YAMLDocument(source: source, root: nil, diagnostics: diagnostics)
        }
        if let bad = UTF8Check.firstInvalidOffset(source.bytes) {
            diagnostics.append(Diagnostic(
                id: "invalid-utf8", severity: .error,
                message: "the file is not valid UTF-8 (byte 0x\(hex(source.bytes[bad])) at offset \(bad)); save it as UTF-8",
                range: source.pointRange(at: bad)))
            return YAMLDocument(source: source, root: nil, diagnostics: diagnostics)
        }
        var builder = TreeBuilder(source: source, limits: limits)
        let root = builder.run()
        diagnostics.append(contentsOf: builder.diagnostics)
        return YAMLDocument(source: source, root: root, diagnostics: diagnostics)
    }

    static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
    }
}

extension SourceFile {
    /// A one-character range at a byte offset.
    public func pointRange(at offset: Int) -> SourceRange {
        let start = location(ofByte: offset)
        var endOffset = min(offset + 1, bytes.count)
        while endOffset < bytes.count, bytes[endOffset] & 0xC0 == 0x80 { endOffset += 1 }
        let end = SourceLocation(line: start.line, column: start.column + 1, offset: endOffset)
        return SourceRange(file: path, start: start, end: end)
    }
}

/// Owns the libyaml parser and the event being read; frees both.
private final class LibYAMLParser {
    var parser = yaml_parser_t()
    var event = yaml_event_t()
    private var hasEvent = false
    private let buffer: UnsafeMutableBufferPointer<UInt8>

    init(bytes: [UInt8]) {
        buffer = .allocate(capacity: max(bytes.count, 1))
        _ = buffer.initialize(from: bytes)
        yaml_parser_initialize(&parser)
        // No yaml_parser_set_encoding: libyaml's own detection is what skips a byte order mark. The bytes were
        // already checked to be UTF-8, so detection can only find UTF-8.
        yaml_parser_set_input_string(&parser, buffer.baseAddress, bytes.count)
    }

    /// Advances to the next event; false on a syntax error.
    func next() -> Bool {
        if hasEvent { yaml_event_delete(&event); hasEvent = false }
        guard yaml_parser_parse(&parser, &event) == 1 else { return false }
        hasEvent = true
        return true
    }

    deinit {
        if hasEvent { yaml_event_delete(&event) }
        yaml_parser_delete(&parser)
        buffer.deallocate()
    }
}

/// Converts libyaml's character indices to byte offsets with a cursor that normally only moves forward.
private struct MarkConverter {
    let bytes: [UInt8]
    let origin: Int
    var charIndex = 0
    var byteOffset: Int

    init(bytes: [UInt8]) {
        self.bytes = bytes
        // libyaml skips a UTF-8 byte order mark without counting it.
        origin = (bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF) ? 3 : 0
        byteOffset = origin
    }

    mutating func offset(ofCharacter index: Int) -> Int {
        if index < charIndex { charIndex = 0; byteOffset = origin }
        let count = bytes.count
        while charIndex < index, byteOffset < count {
            byteOffset += 1
            while byteOffset < count, bytes[byteOffset] & 0xC0 == 0x80 { byteOffset += 1 }
            charIndex += 1
        }
        return byteOffset
    }
}

private struct TreeBuilder {
    let source: SourceFile
    let limits: YAMLLimits
    var diagnostics: [Diagnostic] = []
    var marks: MarkConverter
    var anchors: [String: (node: Node, size: Int)] = [:]
    var expanded = 0
    var reportedExpansion = false

    enum Kind { case mapping, sequence }

    struct Frame {
        var kind: Kind
        var start: SourceLocation
        var flow: Bool
        var anchor: String?
        var items: [Node] = []
        var size = 1
    }

    var stack: [Frame] = []
    /// Number of nested collections being skipped because they are deeper than the limit.
    var skipping = 0
    var root: Node?
    var documents = 0

    init(source: SourceFile, limits: YAMLLimits) {
        self.source = source
        self.limits = limits
        self.marks = MarkConverter(bytes: source.bytes)
    }

    var path: String { source.path }

    mutating func location(_ mark: yaml_mark_t) -> SourceLocation {
        SourceLocation(line: Int(mark.line) + 1, column: Int(mark.column) + 1, offset: marks.offset(ofCharacter: Int(mark.index)))
    }

    mutating func run() -> Node? {
        let parser = LibYAMLParser(bytes: source.bytes)
        while true {
            guard parser.next() else {
                reportSyntaxError(parser.parser)
                return nil
            }
            let event = parser.event
            switch event.type {
            case YAML_STREAM_END_EVENT:
                return root
            case YAML_DOCUMENT_START_EVENT:
                documents += 1
                if documents == 2 {
                    let start = location(event.start_mark)
                    diagnostics.append(Diagnostic(
                        id: "multiple-documents", severity: .error,
                        message: "a file holds one YAML document; this second document is ignored (split it into its own file)",
                        range: SourceRange(file: path, start: start, end: location(event.end_mark))))
                }
            case YAML_SCALAR_EVENT:
                guard documents == 1, skipping == 0 else { continue }
                let data = event.data.scalar
                let value = String(decoding: UnsafeBufferPointer(start: data.value, count: Int(data.length)), as: UTF8.self)
                let style: Node.ScalarStyle
                switch data.style {
                case YAML_SINGLE_QUOTED_SCALAR_STYLE: style = .singleQuoted
                case YAML_DOUBLE_QUOTED_SCALAR_STYLE: style = .doubleQuoted
                case YAML_LITERAL_SCALAR_STYLE: style = .literal
                case YAML_FOLDED_SCALAR_STYLE: style = .folded
                default: style = .plain
                }
                let tag = data.tag.map { String(cString: $0) }
                let range = SourceRange(file: path, start: location(event.start_mark), end: location(event.end_mark))
                let node = Node(content: .scalar(.init(value: value, style: style, tag: tag)), range: range)
                if let anchor = data.anchor { anchors[String(cString: anchor)] = (node, 1) }
                add(node, size: 1)
            case YAML_ALIAS_EVENT:
                guard documents == 1, skipping == 0 else { continue }
                let name = String(cString: event.data.alias.anchor)
                let range = SourceRange(file: path, start: location(event.start_mark), end: location(event.end_mark))
                guard let target = anchors[name] else {
                    diagnostics.append(Diagnostic(
                        id: "undefined-alias", severity: .error,
                        message: "alias '*\(name)' refers to no anchor defined before it; define '&\(name)' earlier in the file",
                        range: range))
                    add(Node(content: .scalar(.init(value: "", style: .plain, tag: nil)), range: range), size: 1)
                    continue
                }
                expanded += target.size
                if expanded > limits.maxAliasExpansion {
                    if !reportedExpansion {
                        reportedExpansion = true
                        diagnostics.append(Diagnostic(
                            id: "limit-alias-expansion", severity: .error,
                            message: "aliases expand to more than \(limits.maxAliasExpansion) nodes; the file is treated as broken (this is how 'billion laughs' input is stopped)",
                            range: range))
                    }
                    add(Node(content: .scalar(.init(value: "", style: .plain, tag: nil)), range: range), size: 1)
                    continue
                }
                var node = target.node
                node.range = range
                node.alias = name
                add(node, size: target.size)
            case YAML_SEQUENCE_START_EVENT, YAML_MAPPING_START_EVENT:
                guard documents == 1 else { continue }
                if skipping > 0 || stack.count >= limits.maxDepth {
                    if skipping == 0 {
                        let start = location(event.start_mark)
                        diagnostics.append(Diagnostic(
                            id: "limit-depth", severity: .error,
                            message: "nesting deeper than \(limits.maxDepth) levels; the content below this point is not read",
                            range: SourceRange(file: path, start: start, end: location(event.end_mark))))
                    }
                    skipping += 1
                    continue
                }
                let isMapping = event.type == YAML_MAPPING_START_EVENT
                let anchorPointer = isMapping ? event.data.mapping_start.anchor : event.data.sequence_start.anchor
                let flow = isMapping ? event.data.mapping_start.style == YAML_FLOW_MAPPING_STYLE
                                     : event.data.sequence_start.style == YAML_FLOW_SEQUENCE_STYLE
                stack.append(Frame(kind: isMapping ? .mapping : .sequence, start: location(event.start_mark),
                                   flow: flow, anchor: anchorPointer.map { String(cString: $0) }))
            case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                guard documents == 1 else { continue }
                if skipping > 0 {
                    skipping -= 1
                    if skipping == 0 {
                        // Stand in for the skipped collection so the parent keeps its shape.
                        let here = location(event.end_mark)
                        add(Node(content: .scalar(.init(value: "", style: .plain, tag: nil)),
                                 range: SourceRange(file: path, start: here, end: here)), size: 1)
                    }
                    continue
                }
                let frame = stack.removeLast()
                let end: SourceLocation
                if frame.flow || frame.items.isEmpty {
                    end = location(event.end_mark)
                } else {
                    end = frame.items.last!.range.end
                }
                let range = SourceRange(file: path, start: frame.start, end: max(end, frame.start))
                let node: Node
                if frame.kind == .mapping {
                    node = Node(content: .mapping(finishMapping(frame.items)), range: range)
                } else {
                    node = Node(content: .sequence(frame.items), range: range)
                }
                if let anchor = frame.anchor { anchors[anchor] = (node, frame.size) }
                add(node, size: frame.size)
            default:
                continue
            }
        }
    }

    mutating func add(_ node: Node, size: Int) {
        if stack.isEmpty {
            if root == nil { root = node }
            return
        }
        stack[stack.count - 1].items.append(node)
        stack[stack.count - 1].size += size
    }

    mutating func reportDuplicate(_ name: String, at range: SourceRange, first: SourceRange) {
        diagnostics.append(Diagnostic(
            id: "duplicate-key", severity: .error,
            message: "key '\(name)' appears twice in one mapping; YAML keeps only one of them",
            range: range, notes: [Note("first '\(name)' is here", at: first)]))
    }

    /// Pairs up keys and values, applies `<<` merge keys and reports duplicate keys.
    mutating func finishMapping(_ items: [Node]) -> [Node.Pair] {
        var pairs: [Node.Pair] = []
        pairs.reserveCapacity(items.count / 2)
        var index = 0
        var merged: [Node.Pair] = []
        while index + 1 < items.count {
            let key = items[index], value = items[index + 1]
            index += 2
            if let s = key.scalar, s.value == "<<", s.style == .plain {
                if let sub = value.pairs {
                    merged.append(contentsOf: sub)
                } else if let list = value.items {
                    for item in list { merged.append(contentsOf: item.pairs ?? []) }
                } else {
                    diagnostics.append(Diagnostic(id: "wrong-shape", severity: .error,
                        message: "a merge key '<<' takes a mapping or a list of mappings, not \(value.kindName)", range: value.range))
                }
                continue
            }
            pairs.append(Node.Pair(key: key, value: value))
        }
        if pairs.count > 1 {
            // Most mappings have a handful of keys: comparing them pairwise costs less than hashing every key into a
            // dictionary (this was ~13% of loading a large scene). Large mappings still use the dictionary.
            if pairs.count <= 12 {
                for later in 1..<pairs.count {
                    guard let name = pairs[later].key.string else { continue }
                    if let first = pairs[..<later].first(where: { $0.key.string == name }) {
                        reportDuplicate(name, at: pairs[later].key.range, first: first.key.range)
                    }
                }
            } else {
                var seen: [String: SourceRange] = [:]
                seen.reserveCapacity(pairs.count)
                for pair in pairs {
                    guard let name = pair.key.string else { continue }
                    if let first = seen[name] {
                        reportDuplicate(name, at: pair.key.range, first: first)
                    } else {
                        seen[name] = pair.key.range
                    }
                }
            }
        }
        if !merged.isEmpty {
            let own = Set(pairs.compactMap { $0.key.string })
            var added = Set<String>()
            for pair in merged {
                guard let name = pair.key.string, !own.contains(name), !added.contains(name) else { continue }
                added.insert(name)
                pairs.append(pair)
            }
        }
        return pairs
    }

    mutating func reportSyntaxError(_ parser: yaml_parser_t) {
        let problem = parser.problem.map { String(cString: $0) } ?? "unknown error"
        let context = parser.context.map { String(cString: $0) }
        let mark = location(parser.problem_mark)
        let range = source.pointRange(at: mark.offset)
        var message = "YAML syntax: \(problem)"
        if let context { message += " (\(context))" }
        var notes: [Note] = []
        if context != nil, parser.context_mark.index != parser.problem_mark.index || parser.context_mark.line != parser.problem_mark.line {
            let at = location(parser.context_mark)
            notes.append(Note("\(context!) started here", at: source.pointRange(at: at.offset)))
        }
        // Use libyaml's own line and column; the byte offset is ours.
        var located = range
        located.start.line = mark.line
        located.start.column = mark.column
        located.end.line = mark.line
        located.end.column = mark.column + 1
        diagnostics.append(Diagnostic(id: "yaml-syntax", severity: .error, message: message, range: located, notes: notes))
    }
}
