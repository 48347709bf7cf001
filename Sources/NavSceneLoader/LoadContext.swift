import NavSceneDiagnostics
import NavSceneModel
import NavSceneYAML

/// State shared by every part of one load: the scene being built, the diagnostics, and the shape helpers that turn
/// YAML nodes into names, types, expressions and templates with exact ranges.
final class LoadContext {
    var bag = DiagnosticBag()
    /// While a view's body is built: its `View` parameters, which the body names as bare scalars.
    var viewParameterNames: Set<String> = []
    let scene: Scene
    /// Where each declaration came from, for duplicate-declaration notes: "type Recipe" -> range of its key.
    var declared: [String: SourceRange] = [:]
    /// Data sections waiting for every type to be known.
    var pendingData: [(type: String, typeRange: SourceRange, value: YAMLNode)] = []
    /// User view declarations and the root, built once every file is read (so every view name is known).
    var pendingViews: [(name: String, pair: YAMLNode.Pair)] = []
    var pendingRoot: YAMLNode?
    /// The YAML trees the pending nodes above point into (a `YAMLNode` does not keep its tree alive).
    var trees: [YAMLTree] = []
    var sources: [String: SourceFile] = [:]

    init(scene: Scene) { self.scene = scene }

    /// Drops every YAML node and tree once the model no longer needs them.
    func releaseTrees() {
        pendingData.removeAll()
        pendingViews.removeAll()
        pendingRoot = nil
        trees.removeAll()
    }

    static let modifierNames = Set(ViewLoader.modifierNames)

    // MARK: - Shapes

    func wrongShape(_ node: YAMLNode, expected: String, for what: @autoclosure () -> String) {
        if let pitfall = unquotedPitfall(node) {
            bag.error("wrong-shape", "\(what()) must be \(expected); \(pitfall)", at: node.range)
            return
        }
        bag.error("wrong-shape", "\(what()) must be \(expected), not \(node.kindName)", at: node.range)
    }

    /// The YAML pitfalls of Grammar.md: an unquoted `{template}` is a mapping and an unquoted `[Type]` a list. Says so,
    /// with the quoted form, when `node` is written that way.
    func unquotedPitfall(_ node: YAMLNode) -> String? {
        guard let written = writtenText(node), let first = written.first else { return nil }
        if first == "{", let pairs = node.pairs, !pairs.isEmpty, pairs.allSatisfy({ $0.value.isNull }) {
            return "'\(written)' without quotes is a YAML mapping, not a template; put it in quotes: \"\(written)\""
        }
        if first == "[", let items = node.items, items.count == 1, items[0].isScalar {
            return "'\(written)' without quotes is a YAML list; to write a list type, put it in quotes: \"\(written)\""
        }
        return nil
    }

    /// The text of a node as written on one line of its file, or nil.
    func writtenText(_ node: YAMLNode) -> String? {
        let range = node.range
        guard range.start.line == range.end.line, let file = sources[range.file],
              range.start.offset < range.end.offset, range.end.offset <= file.bytes.count else { return nil }
        return String(decoding: file.bytes[range.start.offset..<range.end.offset], as: UTF8.self)
    }

    func mapping(_ node: YAMLNode, _ what: @autoclosure () -> String) -> YAMLNode.Pairs? {
        if let pairs = node.pairs { return pairs }
        wrongShape(node, expected: "a mapping", for: what())
        return nil
    }

    /// A list, or (for convenience) a single item that is not a list.
    func listOrOne(_ node: YAMLNode) -> [YAMLNode] {
        if let items = node.items { return Array(items) }
        if node.isNull { return [] }
        return [node]
    }

    /// The text of a scalar; reports wrong-shape for a mapping or a list.
    func scalar(_ node: YAMLNode, _ what: @autoclosure () -> String) -> String? {
        if let s = node.string { return s }
        wrongShape(node, expected: "a scalar", for: what())
        return nil
    }

    /// A name (identifier-like scalar).
    func name(_ node: YAMLNode, _ what: @autoclosure () -> String) -> String? {
        guard let text = scalar(node, what()) else { return nil }
        if ExpressionParser.reservedWords.contains(text) {
            bag.error("invalid-value", "\(what()) cannot be '\(text)': it is a reserved word (an expression reads it as a literal); choose another name",
                      at: node.range)
            return nil
        }
        if LoadContext.isASCIIName(text.utf8) { return text }
        if text.isEmpty || !text.unicodeScalars.allSatisfy(LoadContext.isNameScalar) || (text.first?.isNumber ?? true) {
            bag.error("invalid-value", "\(what()) must be a name (letters, digits and '_'), not '\(text)'", at: node.range)
            return nil
        }
        return text
    }

    /// An ASCII name (letters, digits, '_', not starting with a digit): the common case, decided on bytes.
    static func isASCIIName(_ utf8: String.UTF8View) -> Bool {
        guard let first = utf8.first, !(first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9")) else { return false }
        return utf8.allSatisfy { b in
            b == UInt8(ascii: "_") || (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z")) || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z"))
                || (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9"))
        }
    }

    static func isNameScalar(_ s: Unicode.Scalar) -> Bool {
        s == "_" || (s.value < 0x80 ? (s >= "a" && s <= "z") || (s >= "A" && s <= "Z") || (s >= "0" && s <= "9")
                                    : s.properties.isAlphabetic)
    }

    /// Reports keys not in `allowed` (with a did-you-mean) and returns the pairs, to be looked up by known key.
    func keyed(_ pairs: YAMLNode.Pairs, allowed: [String], in what: @autoclosure () -> String, modifierHint: Bool = false) -> Keys {
        for pair in pairs {
            guard pair.key.isScalar else {
                bag.error("wrong-shape", "keys in \(what()) must be names, not \(pair.key.kindName)", at: pair.key.range)
                continue
            }
            if allowed.contains(where: { pair.key.isScalar($0) }) { continue }
            let key = pair.key.string ?? ""
            if pair.value.isNull, let file = sources[pair.key.range.file], Self.follows(open: UInt8(ascii: "{"), before: pair.key.range.start.offset, in: file.bytes) {
                bag.error("wrong-shape", "'{\(key)}' without quotes is a YAML mapping, not a template; put it in quotes: \"{\(key)}\"",
                          at: pair.key.range)
                continue
            }
            let isModifier = modifierHint && (LoadContext.modifierNames.contains(key) || Modifier.presentational.contains(key))
            let note = isModifier ? "'\(key)' is a modifier: write it beside the element's key, not inside its arguments"
                                  : "allowed here: " + (allowed.isEmpty ? "nothing" : allowed.joined(separator: ", "))
            let suggestion = isModifier ? "" : Suggestions.didYouMean(key, in: allowed)
            bag.error("unknown-key", "unknown key '\(key)' in \(what())\(suggestion)", at: pair.key.range, notes: [Note(note)])
        }
        return Keys(pairs: pairs, allowed: allowed)
    }

    /// Whether the last non-blank byte before `offset` is `open`.
    static func follows(open: UInt8, before offset: Int, in bytes: [UInt8]) -> Bool {
        var index = min(offset, bytes.count) - 1
        while index >= 0, bytes[index] == UInt8(ascii: " ") { index -= 1 }
        return index >= 0 && bytes[index] == open
    }

    func require(_ keys: Keys, _ key: String, in what: @autoclosure () -> String, at range: @autoclosure () -> SourceRange) -> YAMLNode? {
        if let pair = keys[key] { return pair.value }
        bag.error("missing-key", "\(what()) needs '\(key)'", at: range())
        return nil
    }

    // MARK: - Text inside scalars

    /// Maps characters of a scalar's value to the file when the value appears verbatim on one line.
    func origin(_ node: YAMLNode, range: SourceRange) -> TextOrigin {
        guard let style = node.style, !node.isAlias, range.start.line == range.end.line else {
            return TextOrigin(fallback: range)
        }
        let quote: Int
        switch style {
        case .plain: quote = 0
        case .singleQuoted, .doubleQuoted: quote = 1
        case .literal, .folded: return TextOrigin(fallback: range)
        }
        let rawBytes = range.end.offset - range.start.offset - 2 * quote
        guard rawBytes == node.byteCount else { return TextOrigin(fallback: range) }
        var start = range.start
        start.column += quote
        start.offset += quote
        return TextOrigin(file: range.file, start: start)
    }

    func expression(_ node: YAMLNode, _ what: @autoclosure () -> String) -> Expression? {
        guard let text = node.string else {
            wrongShape(node, expected: "an expression (a scalar)", for: what())
            return nil
        }
        return ExpressionParser.parse(text, origin: origin(node, range: node.range), diagnostics: &bag)
    }

    func template(_ node: YAMLNode, _ what: @autoclosure () -> String) -> Template? {
        guard let text = node.string else {
            wrongShape(node, expected: "text (a scalar)", for: what())
            return nil
        }
        let range = node.range
        return TemplateParser.parse(text, origin: origin(node, range: range), range: range, diagnostics: &bag)
    }

    func binding(_ node: YAMLNode, _ what: @autoclosure () -> String) -> Binding? {
        guard let text = node.string else {
            wrongShape(node, expected: "a binding such as '$path'", for: what())
            return nil
        }
        return ExpressionParser.parseBinding(text, origin: origin(node, range: node.range), diagnostics: &bag)
    }

    func type(_ node: YAMLNode, _ what: @autoclosure () -> String) -> TypeRef? {
        guard let text = scalar(node, what()) else { return nil }
        if let type = TypeRef.parse(text) { return type }
        bag.error("invalid-value", "'\(text)' is not a type; write a name such as 'Recipe', 'Recipe?', '[Recipe]' or 'Recipe.ID' (quote types that start with '[')",
                  at: node.range)
        return nil
    }

    func bool(_ node: YAMLNode, _ what: @autoclosure () -> String) -> Bool? {
        guard let text = scalar(node, what()) else { return nil }
        switch text {
        case "true", "True", "TRUE", "yes": return true
        case "false", "False", "FALSE", "no": return false
        default:
            bag.error("invalid-value", "\(what()) must be true or false, not '\(text)'", at: node.range)
            return nil
        }
    }

    // MARK: - Declarations

    /// Records a declaration; false (with a duplicate-declaration error) when the name is taken in another file.
    /// Within one file the YAML layer already reported the duplicate key.
    func declare(_ kind: String, _ name: String, at range: SourceRange) -> Bool {
        let key = kind + " " + name
        if let previous = declared[key] {
            if previous.file != range.file {
                bag.error("duplicate-declaration", "\(kind) '\(name)' is declared twice", at: range,
                          notes: [Note("the other declaration of '\(name)' is here", at: previous)])
            }
            return false
        }
        declared[key] = range
        return true
    }
}

/// A mapping whose keys were checked against an allowed list (`LoadContext.keyed`). Looking a key up scans the pairs:
/// the mappings checked this way hold a handful of keys, and no dictionary is built for them.
struct Keys {
    let pairs: YAMLNode.Pairs
    let allowed: [String]

    /// The first pair with this key, when the key is allowed.
    subscript(key: String) -> YAMLNode.Pair? {
        guard allowed.contains(key) else { return nil }
        return pairs.first { $0.key.isScalar(key) }
    }
}
