import NavSceneDiagnostics
import NavSceneModel
import NavSceneYAML

/// State shared by every part of one load: the scene being built, the diagnostics, and the shape helpers that turn
/// YAML nodes into names, types, expressions and templates with exact ranges.
final class LoadContext {
    var bag = DiagnosticBag()
    let scene: Scene
    /// Where each declaration came from, for duplicate-declaration notes: "type Recipe" -> range of its key.
    var declared: [String: SourceRange] = [:]
    /// Data sections waiting for every type to be known.
    var pendingData: [(type: String, typeRange: SourceRange, value: Node)] = []
    /// User view declarations and the root, built once every file is read (so every view name is known).
    var pendingViews: [(name: String, pair: Node.Pair)] = []
    var pendingRoot: Node?
    var sources: [String: SourceFile] = [:]

    init(scene: Scene) { self.scene = scene }

    static let modifierNames: Set<String> = ["navigationTitle", "navigationDestination", "sheet", "fullScreenCover", "disabled"]

    // MARK: - Shapes

    func wrongShape(_ node: Node, expected: String, for what: String) {
        bag.error("wrong-shape", "\(what) must be \(expected), not \(node.kindName)", at: node.range)
    }

    func mapping(_ node: Node, _ what: String) -> [Node.Pair]? {
        if let pairs = node.pairs { return pairs }
        wrongShape(node, expected: "a mapping", for: what)
        return nil
    }

    /// A list, or (for convenience) a single item that is not a list.
    func listOrOne(_ node: Node) -> [Node] {
        if let items = node.items { return items }
        if node.isNull { return [] }
        return [node]
    }

    /// The text of a scalar; reports wrong-shape for a mapping or a list.
    func scalar(_ node: Node, _ what: String) -> String? {
        if let s = node.scalar { return s.value }
        wrongShape(node, expected: "a scalar", for: what)
        return nil
    }

    /// A name (identifier-like scalar).
    func name(_ node: Node, _ what: String) -> String? {
        guard let text = scalar(node, what) else { return nil }
        if text.isEmpty || !text.unicodeScalars.allSatisfy(LoadContext.isNameScalar) || (text.first?.isNumber ?? true) {
            bag.error("invalid-value", "\(what) must be a name (letters, digits and '_'), not '\(text)'", at: node.range)
            return nil
        }
        return text
    }

    static func isNameScalar(_ s: Unicode.Scalar) -> Bool {
        s == "_" || (s.value < 0x80 ? (s >= "a" && s <= "z") || (s >= "A" && s <= "Z") || (s >= "0" && s <= "9")
                                    : s.properties.isAlphabetic)
    }

    /// Reports keys not in `allowed` (with a did-you-mean) and returns the known pairs by key.
    func keyed(_ pairs: [Node.Pair], allowed: [String], in what: String, modifierHint: Bool = false) -> [String: Node.Pair] {
        var result: [String: Node.Pair] = [:]
        for pair in pairs {
            guard let key = pair.key.string else {
                bag.error("wrong-shape", "keys in \(what) must be names, not \(pair.key.kindName)", at: pair.key.range)
                continue
            }
            if allowed.contains(key) {
                if result[key] == nil { result[key] = pair }
            } else {
                let isModifier = modifierHint && (LoadContext.modifierNames.contains(key) || Modifier.presentational.contains(key))
                let note = isModifier ? "'\(key)' is a modifier: write it beside the element's key, not inside its arguments"
                                      : "allowed here: " + (allowed.isEmpty ? "nothing" : allowed.joined(separator: ", "))
                let suggestion = isModifier ? "" : Suggestions.didYouMean(key, in: allowed)
                bag.error("unknown-key", "unknown key '\(key)' in \(what)\(suggestion)", at: pair.key.range, notes: [Note(note)])
            }
        }
        return result
    }

    func require(_ keys: [String: Node.Pair], _ key: String, in what: String, at range: SourceRange) -> Node? {
        if let pair = keys[key] { return pair.value }
        bag.error("missing-key", "\(what) needs '\(key)'", at: range)
        return nil
    }

    // MARK: - Text inside scalars

    /// Maps characters of a scalar's value to the file when the value appears verbatim on one line.
    func origin(_ node: Node) -> TextOrigin {
        guard let s = node.scalar, node.alias == nil, node.range.start.line == node.range.end.line else {
            return TextOrigin(fallback: node.range)
        }
        let quote: Int
        switch s.style {
        case .plain: quote = 0
        case .singleQuoted, .doubleQuoted: quote = 1
        case .literal, .folded: return TextOrigin(fallback: node.range)
        }
        let rawBytes = node.range.end.offset - node.range.start.offset - 2 * quote
        guard rawBytes == s.value.utf8.count else { return TextOrigin(fallback: node.range) }
        var start = node.range.start
        start.column += quote
        start.offset += quote
        return TextOrigin(file: node.range.file, start: start)
    }

    func expression(_ node: Node, _ what: String) -> Expression? {
        guard let s = node.scalar else {
            wrongShape(node, expected: "an expression (a scalar)", for: what)
            return nil
        }
        return ExpressionParser.parse(s.value, origin: origin(node), diagnostics: &bag)
    }

    func template(_ node: Node, _ what: String) -> Template? {
        guard let s = node.scalar else {
            wrongShape(node, expected: "text (a scalar)", for: what)
            return nil
        }
        return TemplateParser.parse(s.value, origin: origin(node), range: node.range, diagnostics: &bag)
    }

    func binding(_ node: Node, _ what: String) -> Binding? {
        guard let s = node.scalar else {
            wrongShape(node, expected: "a binding such as '$path'", for: what)
            return nil
        }
        return ExpressionParser.parseBinding(s.value, origin: origin(node), diagnostics: &bag)
    }

    func type(_ node: Node, _ what: String) -> TypeRef? {
        guard let text = scalar(node, what) else { return nil }
        if let type = TypeRef.parse(text) { return type }
        bag.error("invalid-value", "'\(text)' is not a type; write a name such as 'Recipe', 'Recipe?', '[Recipe]' or 'Recipe.ID' (quote types that start with '[')",
                  at: node.range)
        return nil
    }

    func bool(_ node: Node, _ what: String) -> Bool? {
        guard let text = scalar(node, what) else { return nil }
        switch text {
        case "true", "True", "TRUE", "yes": return true
        case "false", "False", "FALSE", "no": return false
        default:
            bag.error("invalid-value", "\(what) must be true or false, not '\(text)'", at: node.range)
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
