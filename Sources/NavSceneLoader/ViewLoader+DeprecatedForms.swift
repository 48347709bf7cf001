import NavSceneDiagnostics
import NavSceneModel
import NavSceneYAML

/// Forms that once loaded and now mean something else. Each still loads, with a `deprecated-form` warning and a
/// fix-it that writes the form the language reads today (Grammar.md, "Deprecated forms", lists them).
///
/// Before `toolbar` held views and `tabItem` named a tab's title, both were presentational modifiers that took any
/// value: `toolbar: hidden`, `toolbar: Edit and Done buttons`, `tabItem: Home`.
extension ViewLoader {
    /// Words where views are expected: a scalar, a list of scalars or a mapping with no element key, none of them
    /// naming a view. nil when the value is views (or empty), to be loaded as views.
    func freeText(_ node: YAMLNode) -> String? {
        if node.isNull || isViews(node) { return nil }
        if let text = node.string { return text }
        if let items = node.items {
            let words = items.compactMap(\.string)
            return words.count == items.count ? words.joined(separator: ", ") : nil
        }
        if let pairs = node.pairs {
            guard pairs.allSatisfy({ !ViewLoader.isCapitalised($0.key) && !$0.key.isScalar("if") && !$0.key.isScalar("switch") })
            else { return nil }
            let words = pairs.map { pair in [pair.key.string, pair.value.string].compactMap { $0 }.joined(separator: ": ") }
            return words.joined(separator: ", ")
        }
        return nil
    }

    /// `toolbar: hidden` and the like: loads as an empty toolbar, warns, and offers to keep the words as a comment.
    func deprecatedFreeTextToolbar(_ pair: YAMLNode.Pair, _ text: String) {
        let suggestion = Suggestions.didYouMean(text, in: viewNames.sorted() + ViewLoader.builtIns.keys.sorted())
        context.bag.warning("deprecated-form",
                            "'toolbar' shows views now; '\(text)' names none\(suggestion), so the toolbar shows nothing. Write its items as views (ToolbarItem, Button, ...) or keep the words as a comment",
                            at: pair.value.range,
                            fixIts: [FixIt(message: "show nothing, keeping the words as a comment",
                                           edits: [TextEdit(range: pair.value.range, replacement: emptyKeepingWords(pair.value, text))])])
    }

    /// `tabItem: Home`: the words are the tab's title, as `tabItem: { Text: Home }` says today.
    func deprecatedFreeTextTabItem(_ pair: YAMLNode.Pair, _ text: String) -> Template {
        context.bag.warning("deprecated-form",
                            "'tabItem' shows views now (a Label, a Text or an Image); '\(text)' is read as the tab's title",
                            at: pair.value.range,
                            fixIts: [FixIt(message: "write the title as a Text",
                                           edits: [TextEdit(range: pair.value.range, replacement: "{ Text: \(ViewLoader.quoted(text)) }")])])
        return Template(parts: [.text(text)], range: pair.value.range)
    }

    /// `[]`, followed by the words as a comment when nothing but blanks or a comment follows on the value's line (in a
    /// flow mapping a comment would swallow the rest of the line).
    func emptyKeepingWords(_ value: YAMLNode, _ text: String) -> String {
        let range = value.range
        guard range.start.line == range.end.line, let file = context.sources[range.file] else { return "[]" }
        let end = file.byteRange(ofLine: range.end.line).upperBound
        var offset = range.end.offset
        while offset < end, offset < file.bytes.count {
            let byte = file.bytes[offset]
            if byte == UInt8(ascii: "#") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { break }
            guard byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") else { return "[]" }
            offset += 1
        }
        return "[]  # \(text)"
    }

    /// A YAML double-quoted scalar.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for character in text {
            switch character {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            default: out.append(character)
            }
        }
        return out + "\""
    }
}
