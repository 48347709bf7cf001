import Foundation
import NavLintKit
import NavSceneDiagnostics
import NavSceneLoader
import NavSceneModel

/// Code actions, hover, definition, completion and document symbols, from the document's text and its last check.
extension LanguageServer {
    // MARK: - Code actions: the fix-its, the same edits `--fix` applies

    func codeActions(_ document: Document, in range: Range) -> [CodeAction] {
        guard let check = document.check else { return [] }
        let table = LineTable(document.text)
        var actions: [CodeAction] = []
        for diagnostic in check.diagnostics where diagnostic.range.file == document.path && !diagnostic.fixIts.isEmpty {
            let lspRange = table.range(diagnostic.range)
            guard Self.overlaps(lspRange, range) else { continue }
            for fix in diagnostic.fixIts {
                var changes: [String: [LSPTextEdit]] = [:]
                for edit in fix.edits {
                    guard let location = location(edit.range, document) else { continue }
                    changes[location.uri, default: []].append(LSPTextEdit(range: location.range, newText: edit.replacement))
                }
                actions.append(CodeAction(title: fix.message, kind: "quickfix", diagnostics: [lsp(diagnostic, table, document)],
                                          isPreferred: fix == diagnostic.fixIts.first, edit: WorkspaceEdit(changes: changes)))
            }
        }
        return actions
    }

    static func overlaps(_ a: Range, _ b: Range) -> Bool {
        func before(_ x: Position, _ y: Position) -> Bool { x.line < y.line || (x.line == y.line && x.character < y.character) }
        return !before(a.end, b.start) && !before(b.end, a.start)
    }

    // MARK: - Hover

    func hover(_ document: Document, at position: Position) -> Hover? {
        let table = LineTable(document.text)
        let offset = table.offset(position)
        // Findings under the cursor: what their rules are about (`navlint explain`).
        let here = (document.check?.diagnostics ?? []).filter {
            $0.range.file == document.path && $0.range.start.offset <= offset && offset <= $0.range.end.offset
        }
        if let first = here.first {
            var seen: Set<String> = []
            let parts = here.filter { seen.insert($0.id).inserted }.map { diagnostic -> String in
                var text = "**\(diagnostic.id)** (\(diagnostic.severity.rawValue)): \(diagnostic.message)"
                if case .success(let explanation) = RuleCatalogText.explain(diagnostic.id) { text += "\n\n```text\n" + explanation + "```" }
                return text
            }
            return Hover(contents: MarkupContent(value: parts.joined(separator: "\n\n---\n\n")), range: table.range(first.range))
        }
        // Names in Swift are sourcekit-lsp's to describe.
        guard document.language == .yaml, let (word, range) = Self.word(in: table, at: position),
              let text = describe(word, document) else { return nil }
        return Hover(contents: MarkupContent(value: text), range: range)
    }

    /// What a name is: a built-in element or modifier (Grammar.md's summary), a view, type, state variable, query or action.
    func describe(_ word: String, _ document: Document) -> String? {
        let scene = document.scene
        if let view = scene?.views[word] {
            let parameters = view.parameters.map { "\($0.name): \($0.type)" }.joined(separator: ", ")
            return "```swift\nstruct \(word): View  // (\(parameters))\n```\nview declared in \(Self.fileName(view.nameRange.file))"
        }
        if let type = scene?.types[word] {
            if type.isEnum { return "```swift\nenum \(word)\(type.codable ? ": Codable" : "") { case \(type.cases.map(\.name).joined(separator: ", ")) }\n```" }
            let fields = type.fields.map { "let \($0.name): \($0.type)" }.joined(separator: "; ")
            return "```swift\nstruct \(word)\(type.codable ? ": Codable" : "") { \(fields) }\n```"
        }
        if let variable = scene?.stateVariable(word) {
            return "```swift\n@State var \(word): \(variable.type)\n```\nstate variable"
        }
        if let query = scene?.queries[word] {
            return "```swift\nfunc \(word)(\(query.parameters.map { "\($0.label): \($0.type)" }.joined(separator: ", ")))\n```\nquery"
        }
        if scene?.actions[word] != nil { return "```swift\nfunc \(word)()\n```\nnamed action" }
        if GrammarTables.elementNames.contains(word) {
            var text = "**\(word)** (element)"
            if let summary = GrammarSummaries.elements[word] { text += "\n\n" + summary }
            if let element = GrammarTables.elements[word], !element.arguments.isEmpty {
                text += "\n\narguments: " + element.arguments.map { "`\($0.name)`" }.joined(separator: ", ")
            }
            return text
        }
        if GrammarTables.modifierNames.contains(word) || GrammarTables.ignoredModifiers.contains(word) {
            return "**\(word)** (modifier)\n\n" + (GrammarSummaries.modifiers[word] ?? "")
        }
        if let summary = GrammarSummaries.keys[word] { return "**\(word)**\n\n" + summary }
        return nil
    }

    static func fileName(_ path: String) -> String { path.split(separator: "/").last.map(String.init) ?? path }

    /// The identifier (or include path) under the cursor.
    static func word(in table: LineTable, at position: Position, pathCharacters: Bool = false) -> (String, Range)? {
        let line = Array(table.line(position.line).utf16)
        func isWord(_ unit: UInt16) -> Bool {
            guard let scalar = Unicode.Scalar(unit) else { return false }
            if CharacterSet.alphanumerics.contains(scalar) || scalar == "_" { return true }
            return pathCharacters && (scalar == "." || scalar == "/" || scalar == "-")
        }
        var start = max(0, min(position.character, line.count)), end = start
        while start > 0, isWord(line[start - 1]) { start -= 1 }
        while end < line.count, isWord(line[end]) { end += 1 }
        guard start < end else { return nil }
        let word = String(decoding: line[start..<end], as: UTF16.self)
        return (word, Range(start: Position(line: position.line, character: start), end: Position(line: position.line, character: end)))
    }

    // MARK: - Definition

    func definition(_ document: Document, at position: Position) -> [Location] {
        let table = LineTable(document.text)
        // An include path.
        if table.line(position.line).contains(".yaml") || table.line(position.line).contains(".yml"),
           let (path, _) = Self.word(in: table, at: position, pathCharacters: true), path.hasSuffix(".yaml") || path.hasSuffix(".yml") {
            let absolute = SceneLoaderPaths.include(path, from: document.path)
            if FileManager.default.fileExists(atPath: absolute) {
                let origin = Position(line: 0, character: 0)
                return [Location(uri: Self.uri(fromPath: absolute), range: Range(start: origin, end: origin))]
            }
        }
        guard let (word, _) = Self.word(in: table, at: position), let scene = document.scene else { return [] }
        let range: SourceRange?
        if let view = scene.views[word] { range = view.nameRange }
        else if let type = scene.types[word] { range = type.range }
        else if let variable = scene.stateVariable(word) { range = variable.range }
        else if let action = scene.actions[word] { range = action.nameRange }
        else if let query = scene.queries[word] { range = query.nameRange }
        else { range = nil }
        return range.flatMap { location($0, document) }.map { [$0] } ?? []
    }

    // MARK: - Completion

    func completions(_ document: Document, at position: Position) -> [CompletionItem] {
        let table = LineTable(document.text)
        let line = table.line(position.line)
        let before = String(decoding: Array(line.utf16).prefix(position.character), as: UTF16.self)
        let scene = document.scene
        let trimmed = before.drop { $0 == " " || $0 == "-" }
        var items: [CompletionItem] = []
        func add(_ names: [String], _ kind: Int, _ detail: String) {
            for name in names where !items.contains(where: { $0.label == name }) { items.append(CompletionItem(label: name, kind: kind, detail: detail)) }
        }
        // `$name`: a binding to a state variable.
        if let dollar = before.lastIndex(of: "$"), before[before.index(after: dollar)...].allSatisfy({ $0.isLetter || $0.isNumber }) {
            add(scene?.state.map(\.name) ?? [], 6, "state")
            return items
        }
        // `Type.`: an enum's cases, or a struct's named records.
        if let dot = before.lastIndex(of: "."), let typeName = Self.trailingIdentifier(String(before[..<dot])), let type = scene?.types[typeName],
           before[before.index(after: dot)...].allSatisfy({ $0.isLetter || $0.isNumber }) {
            if type.isEnum { add(type.cases.map(\.name), 20, "case of \(typeName)") }
            add(scene?.data.records[typeName]?.compactMap(\.name) ?? [], 20, typeName)
            return items
        }
        let indent = line.prefix { $0 == " " }.count
        if let colon = trimmed.firstIndex(of: ":") {
            // A value: types after a key that takes one, otherwise names an expression may use.
            let key = trimmed[..<colon].trimmingCharacters(in: .whitespaces)
            if ["for", "type"].contains(key) || Self.parentKey(in: table, above: position.line, indent: indent).map({ ["fields", "parameters", "state"].contains($0) }) == true {
                add(scene?.typeOrder ?? [], 7, "type")
                add(["String", "Int", "Bool", "UUID", "Double", "NavigationPath"], 7, "built-in type")
            } else {
                add(scene?.state.map(\.name) ?? [], 6, "state")
                add(scene?.viewOrder ?? [], 7, "view")
                add(scene?.actionOrder ?? [], 3, "action")
                add(scene?.typeOrder ?? [], 7, "type")
            }
            return items
        }
        // A key: top-level keys at column 0; otherwise the parent's arguments, elements, views and modifiers.
        if indent == 0 && !before.hasPrefix("-") {
            let keys = (scene?.isLibrary ?? false) ? GrammarTables.libraryFile : GrammarTables.sceneFile
            add(keys.map(\.name), 14, "top-level key")
            return items
        }
        if let parent = Self.parentKey(in: table, above: position.line, indent: indent) {
            if let element = GrammarTables.elements[parent] { add(element.arguments.map(\.name), 5, "argument of \(parent)") }
            for name in ["navigationDestination", "sheet", "fullScreenCover"] where parent == name {
                add(GrammarTables.keys[name == "navigationDestination" ? "destination" : "presentation"]!.map(\.name), 5, "argument of \(name)")
            }
            if parent == "actions" || parent == "action" { add(GrammarTables.statements.map(\.name), 14, "statement") }
        }
        add(GrammarTables.elementNames, 7, "element")
        add(scene?.viewOrder ?? [], 7, "view")
        add(GrammarTables.modifierNames, 10, "modifier")
        add(GrammarTables.ignoredModifiers, 10, "modifier (ignored)")
        add(["if", "switch"], 14, "conditional view")
        return items
    }

    static func trailingIdentifier(_ text: String) -> String? {
        let name = String(text.reversed().prefix { $0.isLetter || $0.isNumber || $0 == "_" }.reversed())
        return name.isEmpty ? nil : name
    }

    /// The nearest key above `line` written with less indentation (list dashes count as indentation).
    static func parentKey(in table: LineTable, above line: Int, indent: Int) -> String? {
        var index = line - 1
        while index >= 0 {
            let text = table.line(index)
            let content = text.drop { $0 == " " || $0 == "-" }
            let contentIndent = text.count - content.count
            if !content.isEmpty, !content.hasPrefix("#"), contentIndent < indent || (contentIndent == indent && text.contains("- ") && !table.line(line).contains("- ")) {
                if let colon = content.firstIndex(of: ":") {
                    return content[..<colon].trimmingCharacters(in: CharacterSet(charactersIn: " {\"'"))
                }
                if contentIndent < indent { return nil }
            }
            index -= 1
        }
        return nil
    }

    // MARK: - Document symbols

    func symbols(_ document: Document) -> [DocumentSymbol] {
        guard let scene = document.scene else { return [] }
        let table = LineTable(document.text)
        var symbols: [DocumentSymbol] = []
        func add(_ name: String, _ detail: String, _ kind: Int, _ range: SourceRange, _ selection: SourceRange) {
            guard range.file == document.path else { return }
            symbols.append(DocumentSymbol(name: name, detail: detail, kind: kind, range: table.range(range), selectionRange: table.range(selection)))
        }
        for name in scene.typeOrder { if let type = scene.types[name] { add(name, type.isEnum ? "enum" : "struct", type.isEnum ? 10 : 23, type.range, type.range) } }
        for variable in scene.state { add(variable.name, "state: \(variable.type)", 13, variable.range, variable.range) }
        for name in scene.viewOrder { if let view = scene.views[name] { add(name, "view", 5, view.range, view.nameRange) } }
        for name in scene.queries.keys.sorted() { if let query = scene.queries[name] { add(name, "query", 12, query.range, query.nameRange) } }
        for name in scene.actionOrder { if let action = scene.actions[name] { add(name, "action", 12, action.range, action.nameRange) } }
        return symbols.sorted { ($0.range.start.line, $0.name) < ($1.range.start.line, $1.name) }
    }
}
