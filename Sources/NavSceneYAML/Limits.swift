/// Bounds that keep hostile input from exhausting time or memory. Each has a diagnostic when hit.
public struct YAMLLimits: Sendable, Hashable {
    /// Largest file accepted, in bytes.
    public var maxFileSize: Int
    /// Deepest nesting of mappings and sequences.
    public var maxDepth: Int
    /// Nodes that alias expansion may add to a document (billion-laughs input stops here).
    public var maxAliasExpansion: Int

    public init(maxFileSize: Int = 32 << 20, maxDepth: Int = 200, maxAliasExpansion: Int = 200_000) {
        self.maxFileSize = maxFileSize
        self.maxDepth = maxDepth
        self.maxAliasExpansion = maxAliasExpansion
    }

    public static let `default` = YAMLLimits()
}
