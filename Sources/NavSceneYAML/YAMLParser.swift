import NavSceneDiagnostics

/// Reads one YAML file, pulling libyaml's events once.
///
/// Positions: libyaml reports character indices; a table of the file's multi-byte characters turns them into byte
/// offsets, and a table of line starts turns byte offsets into lines and character columns when a range is asked for.
public enum YAMLParser {
    /// The file as a compact `YAMLTree` (what the scene loader reads).
    public static func parseTree(_ source: SourceFile, limits: YAMLLimits = .default) -> YAMLTree {
        let path = source.path
        let scan: SourceScan
        if source.bytes.count > limits.maxFileSize {
            let diagnostic = Diagnostic(
                id: "limit-file-size", severity: .error,
                message: "file is \(source.bytes.count) bytes, more than the limit of \(limits.maxFileSize) bytes; raise it with --max-file-size if the file is meant to be this large",
                range: .synthetic(path))
            return emptyTree(source, [diagnostic])
        }
        scan = SourceScan(source.bytes)
        if let bad = scan.invalidOffset {
            let diagnostic = Diagnostic(
                id: "invalid-utf8", severity: .error,
                message: "the file is not valid UTF-8 (byte 0x\(hex(source.bytes[bad])) at offset \(bad)); save it as UTF-8",
                range: source.pointRange(at: bad))
            return emptyTree(source, [diagnostic])
        }
        var builder = TreeBuilder(source: source, limits: limits, positions: Positions(bytes: source.bytes, scan: scan))
        return builder.run()
    }

    /// The file as a self-contained `Node` tree (configs, flows and other small files).
    public static func parse(_ source: SourceFile, limits: YAMLLimits = .default) -> YAMLDocument {
        let tree = parseTree(source, limits: limits)
        return YAMLDocument(source: source, root: tree.root?.node, diagnostics: tree.diagnostics)
    }

    static func emptyTree(_ source: SourceFile, _ diagnostics: [Diagnostic]) -> YAMLTree {
        YAMLTree(source: source, diagnostics: diagnostics, records: Chunks(), children: Chunks(), text: [], aliasNames: [:], tags: [:],
                 exactPositions: [:], positions: Positions(bytes: [], scan: SourceScan([])), rootIndex: nil)
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
