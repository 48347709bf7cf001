import NavSceneDiagnostics
import NavSceneModel
import NavSceneYAML

/// Statements of a Button's `action` and of named actions: `set`, `append`, `removeLast`, `removeAll`, `toggle`,
/// `run`, `dismiss`, and `if` (with `let`, `then`, `else`, as the `if` view). `set: {a: x, b: y}` becomes one
/// statement per variable, in order. Nesting is bounded by the YAML tree's depth limit.
struct StatementLoader {
    let context: LoadContext
    static let names = GrammarTables.statements.map(\.name)

    func statements(_ node: YAMLNode, _ what: @autoclosure () -> String) -> [Statement] {
        var result: [Statement] = []
        for item in context.listOrOne(node) {
            if let word = item.string {
                if word == "dismiss" {
                    result.append(Statement(kind: .dismiss, range: item.range, targetRange: item.range))
                } else {
                    context.bag.error("unknown-key", "unknown statement '\(word)' in \(what())\(Suggestions.didYouMean(word, in: StatementLoader.names))",
                                      at: item.range)
                }
                continue
            }
            guard let pairs = context.mapping(item, "a statement") else { continue }
            if let ifPair = pairs.first(where: { $0.key.isScalar("if") }) {
                if let conditional = conditional(item, pairs, ifPair) { result.append(conditional) }
                continue
            }
            for pair in pairs {
                guard let key = pair.key.string else { continue }
                statement(key, pair, into: &result, what())
            }
        }
        return result
    }

    /// `- if: condition` (`let: name` for an optional), `then: [...]`, `else: [...]`: one mapping, like the `if` view.
    private func conditional(_ item: YAMLNode, _ pairs: YAMLNode.Pairs, _ ifPair: YAMLNode.Pair) -> Statement? {
        let keys = context.keyed(pairs, allowed: StatementLoader.conditionalKeys, in: "an 'if' statement")
        guard let condition = context.expression(ifPair.value, "the condition of 'if'") else { return nil }
        var binding: String?
        if let letNode = keys["let"]?.value { binding = context.name(letNode, "the name after 'let'") }
        guard let thenNode = context.require(keys, "then", in: "an 'if' statement", at: ifPair.key.range) else { return nil }
        let then = statements(thenNode, "'then'")
        let otherwise = keys["else"].map { statements($0.value, "'else'") } ?? []
        return Statement(kind: .conditional(ConditionalStatement(condition: condition, binding: binding, then: then, otherwise: otherwise)),
                         range: item.range, targetRange: ifPair.key.range)
    }

    static let conditionalKeys = ["if", "let", "then", "else"]

    private func statement(_ key: String, _ pair: YAMLNode.Pair, into result: inout [Statement], _ what: @autoclosure () -> String) {
        let range = pair.key.range.union(pair.value.range)
        switch key {
        case "set", "append":
            for entry in context.mapping(pair.value, "'\(key)' (state variable: value)") ?? .empty {
                guard let name = context.name(entry.key, "a state variable name"),
                      let value = context.expression(entry.value, "the value for '\(name)'") else { continue }
                let entryRange = entry.key.range.union(entry.value.range)
                let kind: Statement.Kind = key == "set" ? .set(name, value) : .append(name, value)
                result.append(Statement(kind: kind, range: entryRange, targetRange: entry.key.range))
            }
        case "removeLast":
            if pair.value.isScalar {
                guard let name = context.name(pair.value, "'removeLast'") else { return }
                result.append(Statement(kind: .removeLast(name, count: 1), range: range, targetRange: pair.value.range))
                return
            }
            for entry in context.mapping(pair.value, "'removeLast' (a name, or name: count)") ?? .empty {
                guard let name = context.name(entry.key, "a state variable name"),
                      let text = context.scalar(entry.value, "the count") else { continue }
                guard let count = Int(text), count > 0 else {
                    context.bag.error("invalid-value", "'removeLast' needs a count above 0, not '\(text)'", at: entry.value.range)
                    continue
                }
                result.append(Statement(kind: .removeLast(name, count: count), range: entry.key.range.union(entry.value.range),
                                        targetRange: entry.key.range))
            }
        case "popLast":
            guard let name = context.name(pair.value, "'popLast'") else { return }
            result.append(Statement(kind: .popLast(name), range: range, targetRange: pair.value.range))
        case "removeAll", "toggle", "run":
            guard let name = context.name(pair.value, "'\(key)'") else { return }
            let kind: Statement.Kind = key == "removeAll" ? .removeAll(name) : key == "toggle" ? .toggle(name) : .run(name)
            result.append(Statement(kind: kind, range: range, targetRange: pair.value.range))
        case "dismiss":
            if !pair.value.isNull {
                context.bag.error("wrong-shape", "'dismiss' takes no value", at: pair.value.range)
            }
            result.append(Statement(kind: .dismiss, range: range, targetRange: pair.key.range))
        default:
            context.bag.error("unknown-key", "unknown statement '\(key)' in \(what())\(Suggestions.didYouMean(key, in: StatementLoader.names))",
                              at: pair.key.range)
        }
    }
}
