import NavSceneDiagnostics

/// Where a piece of text (an expression, a template) sits in its file, so that parsers can give every node an exact
/// range. When the text was transformed on its way out of the file (escapes, folded lines, an alias), character
/// positions cannot be mapped back and every range falls back to the whole text's range.
public struct TextOrigin: Sendable {
    public var file: String
    /// The location of the text's first character.
    public var start: SourceLocation
    /// When set, every range inside the text is this range.
    public var fallback: SourceRange?

    /// The text appears verbatim in the file, on one line, starting at `start`.
    public init(file: String, start: SourceLocation) {
        self.file = file
        self.start = start
        self.fallback = nil
    }

    /// The text cannot be mapped character by character; use `range` for everything inside it.
    public init(fallback range: SourceRange) {
        self.file = range.file
        self.start = range.start
        self.fallback = range
    }

    /// A synthetic origin for text that is not in any file (tests, built-ins).
    public static func synthetic(_ file: String = "<expression>") -> TextOrigin {
        TextOrigin(file: file, start: SourceLocation(line: 1, column: 1, offset: 0))
    }

    /// The location `scalars` characters (`bytes` UTF-8 bytes) after the start.
    public func location(scalars: Int, bytes: Int) -> SourceLocation {
        SourceLocation(line: start.line, column: start.column + scalars, offset: start.offset + bytes)
    }

    /// The origin of a part of the text that starts `scalars` characters (`bytes` bytes) in.
    public func advanced(scalars: Int, bytes: Int) -> TextOrigin {
        if fallback != nil { return self }
        return TextOrigin(file: file, start: location(scalars: scalars, bytes: bytes))
    }

    /// The range between two positions inside the text.
    public func range(from: TextPosition, to: TextPosition) -> SourceRange {
        if let fallback { return fallback }
        return SourceRange(file: file, start: location(scalars: from.scalar, bytes: from.byte),
                           end: location(scalars: to.scalar, bytes: to.byte))
    }
}

/// A position inside a text: its character index and its UTF-8 byte index.
public struct TextPosition: Sendable, Hashable {
    public var scalar: Int
    public var byte: Int
    public init(scalar: Int, byte: Int) { self.scalar = scalar; self.byte = byte }
    public static let zero = TextPosition(scalar: 0, byte: 0)
}
