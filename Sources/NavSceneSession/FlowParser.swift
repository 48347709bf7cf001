import NavSceneDiagnostics
import NavSceneLoader
import NavSceneModel
import NavSceneYAML

/// Flow file text -> `Flow`, or located diagnostics (the loader's ids: `wrong-shape`, `unknown-key`, `missing-key`,
/// `invalid-value`, plus the YAML layer's). Keeps going after an error so one run reports every mistake.
public enum FlowParser {
    public static let topKeys = ["scene", "size", "description", "steps"]
    public static let stepKeys = ["expect", "expect-link-disabled", "expect-link-dead", "expect-no-link", "expect-finding", "expect-no-finding", "expect-notes"]
    /// What `expect: {presented: ...}` may name.
    public static let presentedStyles = ["sheet", "fullScreenCover", "popover", "alert", "confirmationDialog", "none"]
    public static let expectKeys = ["path", "screens", "top", "title", "selection", "state", "elements", "tab", "presented", "screen"]

    public static func parse(_ source: SourceFile) -> (flow: Flow?, diagnostics: [Diagnostic]) {
        let document = YAMLParser.parse(source)
        var bag = DiagnosticBag()
        bag.append(contentsOf: document.diagnostics)
        guard let root = document.root else {
            if document.diagnostics.isEmpty {
                bag.error("empty-file", "the flow file is empty; it needs 'scene' and 'steps'", at: source.pointRange(at: 0))
            }
            return (nil, bag.diagnostics)
        }
        guard let pairs = root.pairs else {
            bag.error("wrong-shape", "a flow file is a mapping with 'scene', 'size' and 'steps', not \(root.kindName)", at: root.range)
            return (nil, bag.diagnostics)
        }
        for pair in pairs where !topKeys.contains(pair.key.string ?? "") {
            let key = pair.key.string ?? "?"
            bag.error("unknown-key", "unknown flow key '\(key)'" + Suggestions.didYouMean(key, in: topKeys), at: pair.key.range)
        }
        var scenePath = ""
        var sceneRange = root.range
        if let scene = root["scene"] {
            sceneRange = scene.range
            if let text = scene.string, !text.isEmpty { scenePath = SceneLoader.includePathForFlow(text, from: source.path) } else {
                bag.error("wrong-shape", "'scene' is the path of a scene file, relative to this flow file", at: scene.range)
            }
        } else {
            bag.error("missing-key", "a flow needs 'scene: PATH' (relative to the flow file)", at: root.range)
        }
        var size: SizeClass?
        if let node = root["size"] {
            size = node.string.flatMap(SizeClass.init(rawValue:))
            if size == nil { bag.error("invalid-value", "'size' is compact or regular", at: node.range) }
        }
        var steps: [FlowStep] = []
        if let node = root["steps"] {
            if let items = node.items {
                steps = items.compactMap { step($0, source, &bag) }
            } else {
                bag.error("wrong-shape", "'steps' is a list of commands and expectations, not \(node.kindName)", at: node.range)
            }
        } else {
            bag.error("missing-key", "a flow needs 'steps': a list of commands and expectations", at: root.range)
        }
        guard !bag.hasErrors else { return (nil, bag.diagnostics) }
        return (Flow(path: source.path, scenePath: scenePath, sceneRange: sceneRange, size: size, steps: steps), bag.diagnostics)
    }

    static func step(_ node: Node, _ source: SourceFile, _ bag: inout DiagnosticBag) -> FlowStep? {
        if let command = node.string, !node.isNull {
            return FlowStep(kind: .command(command), range: node.range, summary: command)
        }
        guard let pairs = node.pairs, pairs.count == 1, let key = pairs[0].key.string else {
            bag.error("wrong-shape", "a step is a command ('- tap \"Apple Pie\"') or one expectation ('- expect: {...}')", at: node.range)
            return nil
        }
        let value = pairs[0].value
        let summary = key + ": " + FlowParser.text(value)
        func scalar() -> String? {
            guard let s = value.string, !value.isNull else {
                bag.error("wrong-shape", "'\(key)' takes a title or id, not \(value.kindName)", at: value.range)
                return nil
            }
            return s
        }
        switch key {
        case "expect":
            guard let expectation = expectation(value, &bag) else { return nil }
            return FlowStep(kind: .expect(expectation), range: node.range, summary: summary)
        case "expect-link-disabled": return scalar().map { FlowStep(kind: .linkDisabled($0), range: node.range, summary: summary) }
        case "expect-link-dead": return scalar().map { FlowStep(kind: .linkDead($0), range: node.range, summary: summary) }
        case "expect-no-link": return scalar().map { FlowStep(kind: .noLink($0), range: node.range, summary: summary) }
        case "expect-finding": return scalar().map { FlowStep(kind: .finding($0), range: node.range, summary: summary) }
        case "expect-no-finding": return scalar().map { FlowStep(kind: .noFinding($0), range: node.range, summary: summary) }
        case "expect-notes":
            guard let items = value.items ?? (value.isNull ? [] : nil) else {
                bag.error("wrong-shape", "'expect-notes' is a list of texts each note must contain ([] for none)", at: value.range)
                return nil
            }
            return FlowStep(kind: .notes(items.map(FlowParser.text)), range: node.range, summary: summary)
        default:
            bag.error("unknown-key", "unknown step '\(key)'" + Suggestions.didYouMean(key, in: stepKeys), at: pairs[0].key.range)
            return nil
        }
    }

    static func expectation(_ node: Node, _ bag: inout DiagnosticBag) -> ScreenExpectation? {
        guard let pairs = node.pairs else {
            bag.error("wrong-shape", "'expect' is a mapping of \(expectKeys.joined(separator: ", "))", at: node.range)
            return nil
        }
        var e = ScreenExpectation()
        for pair in pairs {
            let key = pair.key.string ?? "?"
            let value = pair.value
            e.ranges[key] = pair.key.range
            switch key {
            case "path": e.path = list(value, key, &bag)
            case "elements": e.elements = list(value, key, &bag)
            case "screens": e.screens = list(value, key, &bag)
            case "top": e.top = text(value)
            case "title": e.title = text(value)
            case "tab": e.tab = text(value)
            case "screen": e.screen = text(value)
            case "presented":
                e.presented = text(value)
                let styles = FlowParser.presentedStyles
                if !styles.contains(e.presented ?? "") {
                    bag.error("invalid-value", "'presented' is one of \(styles.joined(separator: ", "))\(Suggestions.didYouMean(e.presented ?? "", in: styles))", at: value.range)
                }
            case "selection", "state":
                guard let entries = value.pairs else {
                    bag.error("wrong-shape", "'\(key)' is a mapping of state variables to values", at: value.range)
                    continue
                }
                for entry in entries { e.state.append((entry.key.string ?? "?", text(entry.value), entry.value.range)) }
            default:
                bag.error("unknown-key", "unknown expectation '\(key)'" + Suggestions.didYouMean(key, in: expectKeys), at: pair.key.range)
            }
        }
        return e
    }

    static func list(_ node: Node, _ key: String, _ bag: inout DiagnosticBag) -> [String]? {
        guard let items = node.items else {
            bag.error("wrong-shape", "'\(key)' is a list, e.g. [Apple Pie, Pie Crust]", at: node.range)
            return nil
        }
        return items.map(text)
    }

    /// A node as one line of text: scalars as written (null as nil), sequences in brackets, mappings in braces.
    static func text(_ node: Node) -> String {
        if node.isNull { return "nil" }
        switch node.content {
        case .scalar(let s): return s.value
        case .sequence(let items): return "[" + items.map(text).joined(separator: ", ") + "]"
        case .mapping(let pairs): return "{" + pairs.map { text($0.key) + ": " + text($0.value) }.joined(separator: ", ") + "}"
        }
    }
}

extension SceneLoader {
    /// A flow's `scene:` resolves like an include: relative to the flow file's directory.
    static func includePathForFlow(_ relative: String, from flowPath: String) -> String {
        if relative.hasPrefix("/") { return relative }
        guard let slash = flowPath.lastIndex(of: "/") else { return relative }
        return normalizeForFlow(String(flowPath[...slash]) + relative)
    }

    /// `a/b/../c` -> `a/c`, lexically (leading `..` kept), so reports show the path a person would write.
    static func normalizeForFlow(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/") {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." { parts.removeLast(); continue }
            parts.append(part)
        }
        let joined = parts.joined(separator: "/")
        return path.hasPrefix("/") ? "/" + joined : (joined.isEmpty ? "." : joined)
    }
}
