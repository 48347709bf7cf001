import NavSceneDiagnostics

/// A YAML node with its exact place in the file. Aliases are already expanded (within the limits).
public struct Node: Sendable {
    public enum Content: Sendable {
        case scalar(Scalar)
        case mapping([Pair])
        case sequence([Node])
    }

    public struct Scalar: Sendable {
        public var value: String
        public var style: ScalarStyle
        /// An explicit tag (`!!str`), if any.
        public var tag: String?
    }

    public struct Pair: Sendable {
        public var key: Node
        public var value: Node
    }

    public enum ScalarStyle: Sendable {
        case plain, singleQuoted, doubleQuoted, literal, folded
    }

    public var content: Content
    public var range: SourceRange
    /// The anchor name when this node was reached through an alias (`*name`); its range is the alias's.
    public var alias: String?

    public init(content: Content, range: SourceRange, alias: String? = nil) {
        self.content = content
        self.range = range
        self.alias = alias
    }

    public var scalar: Scalar? { if case .scalar(let s) = content { return s } else { return nil } }
    public var string: String? { scalar?.value }
    public var pairs: [Pair]? { if case .mapping(let p) = content { return p } else { return nil } }
    public var items: [Node]? { if case .sequence(let n) = content { return n } else { return nil } }

    /// A plain scalar that YAML would read as null (`~`, `null`, empty).
    public var isNull: Bool {
        guard let s = scalar, s.style == .plain, s.tag == nil else { return false }
        return s.value.isEmpty || s.value == "~" || s.value == "null" || s.value == "Null" || s.value == "NULL"
    }

    public var kindName: String {
        switch content {
        case .scalar: return isNull ? "null" : "a scalar"
        case .mapping: return "a mapping"
        case .sequence: return "a sequence"
        }
    }

    /// The value for a scalar key in a mapping.
    public subscript(key: String) -> Node? {
        pairs?.first { $0.key.string == key }?.value
    }
}

/// One parsed file: its source and its single document's root node (nil when the file holds no document or is broken).
public struct YAMLDocument: Sendable {
    public var source: SourceFile
    public var root: Node?
    public var diagnostics: [Diagnostic]
}
