import Foundation
import NavSceneDiagnostics
import NavSceneYAML

/// Reads `.navlint.yml`. Every problem is a located diagnostic; unknown keys and ids come with a did-you-mean.
public enum ConfigParser {
    public static let topKeys = ["rules", "include", "exclude", "exploration", "limits"]
    public static let explorationKeys = ["maxStates", "maxDepth", "maxWork"]
    public static let limitKeys = ["maxFileSize", "maxDepth", "maxAliasExpansion", "maxIncludeDepth"]
    public static let severityWords = ["off", "error", "warning", "info"]

    public static func parse(_ source: SourceFile, directory: String) -> (LintConfig, [Diagnostic]) {
        var config = LintConfig(path: source.path, directory: directory)
        let document = YAMLParser.parse(source)
        var bag = DiagnosticBag()
        bag.append(contentsOf: document.diagnostics)
        guard let root = document.root, !root.isNull else { return (config, bag.diagnostics) }
        guard let pairs = root.pairs else {
            bag.error("invalid-config", "a navlint config is a mapping with keys \(list(topKeys)); found \(root.kindName)", at: root.range)
            return (config, bag.diagnostics)
        }
        for pair in pairs {
            guard let key = pair.key.string else { continue }
            let value = pair.value
            switch key {
            case "rules": parseRules(value, into: &config, &bag)
            case "include": config.include = globs(value, &bag)
            case "exclude": config.exclude = globs(value, &bag)
            case "exploration":
                forEachInt(value, keys: explorationKeys, &bag) { name, number in
                    switch name {
                    case "maxStates": config.maxStates = number
                    case "maxWork": config.maxWork = number
                    default: config.maxDepth = number
                    }
                }
            case "limits":
                forEachInt(value, keys: limitKeys, &bag) { name, number in
                    switch name {
                    case "maxFileSize": config.limits.maxFileSize = number
                    case "maxDepth": config.limits.maxDepth = number
                    case "maxAliasExpansion": config.limits.maxAliasExpansion = number
                    default: config.maxIncludeDepth = number
                    }
                }
            default:
                bag.error("unknown-key", "unknown key '\(key)' in navlint config" + Suggestions.didYouMean(key, in: topKeys)
                          + (Suggestions.closest(to: key, in: topKeys) == nil ? "; expected one of \(list(topKeys))" : ""),
                          at: pair.key.range)
            }
        }
        return (config, bag.diagnostics)
    }

    private static func parseRules(_ node: Node, into config: inout LintConfig, _ bag: inout DiagnosticBag) {
        guard let pairs = node.pairs else {
            if !node.isNull { bag.error("invalid-config", "'rules' maps rule ids to off, error, warning or info; found \(node.kindName)", at: node.range) }
            return
        }
        let known = KnownIDs.all
        for pair in pairs {
            guard let id = pair.key.string else { continue }
            guard known.contains(id) else {
                bag.error("unknown-rule", KnownIDs.unknownRuleMessage(id), at: pair.key.range)
                continue
            }
            let word = pair.value.string ?? ""
            switch word {
            case "off": config.rules[id] = .some(nil)
            case "error", "warning", "info": config.rules[id] = Severity(rawValue: word)
            default:
                bag.error("invalid-config", "a rule's setting is one of \(list(severityWords)); found '\(word)'"
                          + Suggestions.didYouMean(word, in: severityWords), at: pair.value.range)
            }
        }
    }

    private static func globs(_ node: Node, _ bag: inout DiagnosticBag) -> [Glob] {
        if let single = node.string, !node.isNull { return [Glob(single)] }
        guard let items = node.items else {
            if !node.isNull { bag.error("invalid-config", "expected a glob or a list of globs; found \(node.kindName)", at: node.range) }
            return []
        }
        return items.compactMap { item in
            guard let text = item.string, !item.isNull else {
                bag.error("invalid-config", "expected a glob (a string); found \(item.kindName)", at: item.range)
                return nil
            }
            return Glob(text)
        }
    }

    private static func forEachInt(_ node: Node, keys: [String], _ bag: inout DiagnosticBag, _ body: (String, Int) -> Void) {
        guard let pairs = node.pairs else {
            if !node.isNull { bag.error("invalid-config", "expected a mapping with keys \(list(keys)); found \(node.kindName)", at: node.range) }
            return
        }
        for pair in pairs {
            guard let key = pair.key.string else { continue }
            guard keys.contains(key) else {
                bag.error("unknown-key", "unknown key '\(key)'" + Suggestions.didYouMean(key, in: keys)
                          + (Suggestions.closest(to: key, in: keys) == nil ? "; expected one of \(list(keys))" : ""), at: pair.key.range)
                continue
            }
            let text = (pair.value.string ?? "").replacingOccurrences(of: "_", with: "")
            guard let number = Int(text), number > 0 else {
                bag.error("invalid-config", "'\(key)' must be a positive whole number; found '\(pair.value.string ?? pair.value.kindName)'", at: pair.value.range)
                continue
            }
            body(key, number)
        }
    }

    private static func list(_ words: [String]) -> String {
        words.map { "'\($0)'" }.joined(separator: ", ")
    }
}
