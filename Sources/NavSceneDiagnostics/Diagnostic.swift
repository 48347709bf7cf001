public enum Severity: String, Sendable, Comparable, CaseIterable, Codable {
    case info, warning, error

    private var rank: Int {
        switch self {
        case .info: return 0
        case .warning: return 1
        case .error: return 2
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

/// A replacement of the bytes in `range` (byte offsets of `range.file`) by `replacement`.
public struct TextEdit: Hashable, Sendable {
    public var range: SourceRange
    public var replacement: String

    public init(range: SourceRange, replacement: String) {
        self.range = range
        self.replacement = replacement
    }
}

/// A mechanical fix: a message and the edits that implement it. Edits never overlap.
public struct FixIt: Hashable, Sendable {
    public var message: String
    public var edits: [TextEdit]

    public init(message: String, edits: [TextEdit]) {
        self.message = message
        self.edits = edits
    }
}

/// A secondary message pointing at a related place.
public struct Note: Hashable, Sendable {
    public var message: String
    public var range: SourceRange?

    public init(_ message: String, at range: SourceRange? = nil) {
        self.message = message
        self.range = range
    }
}

/// One problem found in the input: what every stage (YAML, loader, rules) produces and every reporter prints.
public struct Diagnostic: Hashable, Sendable {
    /// Stable kebab-case identifier (`yaml-syntax`, `unknown-key`, `destination-in-lazy-container`, ...).
    public var id: String
    public var severity: Severity
    public var message: String
    public var range: SourceRange
    public var notes: [Note]
    public var fixIts: [FixIt]

    public init(id: String, severity: Severity, message: String, range: SourceRange,
                notes: [Note] = [], fixIts: [FixIt] = []) {
        self.id = id
        self.severity = severity
        self.message = message
        self.range = range
        self.notes = notes
        self.fixIts = fixIts
    }

    /// Deterministic order: file, position, then id and message.
    public static func ordered(_ lhs: Diagnostic, _ rhs: Diagnostic) -> Bool {
        if lhs.range.file != rhs.range.file { return lhs.range.file < rhs.range.file }
        if lhs.range.start.offset != rhs.range.start.offset { return lhs.range.start.offset < rhs.range.start.offset }
        if lhs.range.end.offset != rhs.range.end.offset { return lhs.range.end.offset < rhs.range.end.offset }
        if lhs.id != rhs.id { return lhs.id < rhs.id }
        return lhs.message < rhs.message
    }
}

/// Collects diagnostics while a stage keeps going after errors.
public struct DiagnosticBag: Sendable {
    public private(set) var diagnostics: [Diagnostic] = []
    public init() {}

    public var hasErrors: Bool { diagnostics.contains { $0.severity == .error } }

    public mutating func append(_ diagnostic: Diagnostic) { diagnostics.append(diagnostic) }
    public mutating func append(contentsOf other: [Diagnostic]) { diagnostics.append(contentsOf: other) }

    public mutating func error(_ id: String, _ message: String, at range: SourceRange, notes: [Note] = [], fixIts: [FixIt] = []) {
        diagnostics.append(Diagnostic(id: id, severity: .error, message: message, range: range, notes: notes, fixIts: fixIts))
    }

    public mutating func warning(_ id: String, _ message: String, at range: SourceRange, notes: [Note] = [], fixIts: [FixIt] = []) {
        diagnostics.append(Diagnostic(id: id, severity: .warning, message: message, range: range, notes: notes, fixIts: fixIts))
    }
}
