import NavSceneDiagnostics
import NavSceneModel
import NavSceneYAML

/// View nodes: a mapping with exactly one capitalised key (the element; its value holds the arguments) whose
/// lower-case siblings are modifiers; the `if` and `switch` nodes; a bare scalar naming an element or a user view
/// without arguments. Built after every file is read, so user views declared anywhere are known.
struct ViewLoader {
    let context: LoadContext
    /// Every user view name in the scene (and its includes).
    let viewNames: Set<String>

    var scene: Scene { context.scene }

    /// Builds the `views` declarations and the root collected by the file loader.
    func buildPending() {
        for (name, pair) in context.pendingViews {
            guard let decl = viewDecl(name, pair) else { continue }
            scene.views[name] = decl
            scene.viewOrder.append(name)
        }
        if let root = context.pendingRoot { scene.root = viewList(root, "'root'") }
    }

    private func viewDecl(_ name: String, _ pair: Node.Pair) -> ViewDecl? {
        guard let pairs = context.mapping(pair.value, "view '\(name)'") else { return nil }
        let keys = context.keyed(pairs, allowed: ["parameters", "body"], in: "view '\(name)'")
        var parameters: [ViewDecl.Parameter] = []
        if let params = keys["parameters"]?.value {
            for param in context.mapping(params, "'parameters'") ?? [] {
                guard let paramName = context.name(param.key, "a parameter name"),
                      let type = context.type(param.value, "the type of parameter '\(paramName)'") else { continue }
                parameters.append(.init(name: paramName, type: type, range: param.key.range.union(param.value.range)))
            }
        }
        guard let bodyNode = context.require(keys, "body", in: "view '\(name)'", at: pair.key.range) else { return nil }
        return ViewDecl(name: name, parameters: parameters, body: viewList(bodyNode, "the body of '\(name)'"),
                        range: pair.key.range.union(pair.value.range))
    }

    /// A view node or a list of them.
    func viewList(_ node: Node, _ what: String) -> [ViewNode] {
        if node.isNull { return [] }
        if let items = node.items { return items.compactMap { viewNode($0) } }
        return viewNode(node).map { [$0] } ?? []
    }

    static func isCapitalised(_ key: String) -> Bool {
        guard let first = key.unicodeScalars.first else { return false }
        return first.properties.isUppercase
    }

    func viewNode(_ node: Node) -> ViewNode? {
        if let s = node.scalar {
            guard !node.isNull else {
                context.bag.error("wrong-shape", "an empty entry is not a view; remove it or name an element", at: node.range)
                return nil
            }
            guard let element = element(s.value, nameNode: node, args: nil, nodeRange: node.range) else { return nil }
            return ViewNode(element: element, range: node.range, nameRange: node.range, modifiers: [])
        }
        guard let pairs = node.pairs else {
            context.wrongShape(node, expected: "a view (a mapping such as '{ Text: Hello }' or an element name)", for: "a view")
            return nil
        }
        if let ifPair = pairs.first(where: { $0.key.string == "if" }) { return conditional(node, pairs, ifPair) }
        if let switchPair = pairs.first(where: { $0.key.string == "switch" }) { return switchNode(node, pairs, switchPair) }
        let elementPairs = pairs.filter { $0.key.string.map(ViewLoader.isCapitalised) ?? false }
        guard let elementPair = elementPairs.first, let name = elementPair.key.string else {
            context.bag.error("wrong-shape", "a view needs an element: one capitalised key such as 'Text' or 'VStack' (lower-case keys are modifiers)",
                              at: node.range)
            return nil
        }
        for extra in elementPairs.dropFirst() {
            context.bag.error("wrong-shape", "a view has exactly one element, but '\(extra.key.string ?? "")' follows '\(name)'; put them in a list or a container",
                              at: extra.key.range, notes: [Note("the element '\(name)' is here", at: elementPair.key.range)])
        }
        guard let element = element(name, nameNode: elementPair.key, args: elementPair.value, nodeRange: node.range) else { return nil }
        var modifiers: [Modifier] = []
        for pair in pairs where !(pair.key.string.map(ViewLoader.isCapitalised) ?? false) {
            modifiers.append(contentsOf: self.modifiers(pair))
        }
        return ViewNode(element: element, range: node.range, nameRange: elementPair.key.range, modifiers: modifiers)
    }

    // MARK: - if / switch

    private func conditional(_ node: Node, _ pairs: [Node.Pair], _ ifPair: Node.Pair) -> ViewNode? {
        let keys = context.keyed(pairs, allowed: ["if", "let", "then", "else"], in: "an 'if' view")
        guard let condition = context.expression(ifPair.value, "the condition of 'if'") else { return nil }
        var binding: String?
        if let letNode = keys["let"]?.value { binding = context.name(letNode, "the name after 'let'") }
        guard let thenNode = context.require(keys, "then", in: "an 'if' view", at: ifPair.key.range) else { return nil }
        let then = viewList(thenNode, "'then'")
        let otherwise = keys["else"].map { viewList($0.value, "'else'") } ?? []
        return ViewNode(element: .conditional(ConditionalElement(condition: condition, binding: binding, then: then, otherwise: otherwise)),
                        range: node.range, nameRange: ifPair.key.range, modifiers: [])
    }

    private func switchNode(_ node: Node, _ pairs: [Node.Pair], _ switchPair: Node.Pair) -> ViewNode? {
        let keys = context.keyed(pairs, allowed: ["switch", "cases", "default"], in: "a 'switch' view")
        guard let subject = context.expression(switchPair.value, "the subject of 'switch'") else { return nil }
        var cases: [SwitchElement.Case] = []
        if let casesNode = context.require(keys, "cases", in: "a 'switch' view", at: switchPair.key.range) {
            for entry in context.mapping(casesNode, "'cases' (case name: views)") ?? [] {
                guard var pattern = context.scalar(entry.key, "a case name") else { continue }
                if pattern.hasPrefix(".") { pattern.removeFirst() }
                cases.append(.init(pattern: pattern, range: entry.key.range, content: viewList(entry.value, "case '\(pattern)'")))
            }
        }
        let defaultContent = keys["default"].map { viewList($0.value, "'default'") } ?? []
        return ViewNode(element: .switchOn(SwitchElement(subject: subject, cases: cases, defaultContent: defaultContent)),
                        range: node.range, nameRange: switchPair.key.range, modifiers: [])
    }

    // MARK: - User views

    func instance(_ name: String, args: Node?) -> Element? {
        var arguments: [InstanceElement.Argument] = []
        if let args, !args.isNull {
            guard let pairs = context.mapping(args, "the arguments of '\(name)' (parameter: value)") else { return nil }
            for pair in pairs {
                guard let argName = context.name(pair.key, "a parameter name"),
                      let value = context.expression(pair.value, "argument '\(argName)'") else { continue }
                arguments.append(.init(name: argName, nameRange: pair.key.range, value: value))
            }
        }
        return .instance(InstanceElement(view: name, arguments: arguments))
    }

    func reportUnknownElement(_ name: String, at range: SourceRange) {
        let candidates = ViewLoader.elementNames + viewNames.sorted()
        let match = Suggestions.closest(to: name, in: candidates)
        let suggestion = match.map { "; did you mean '\($0)'?" } ?? ""
        if let match, viewNames.contains(match) {
            context.bag.error("unknown-view", "unknown view '\(name)'\(suggestion)", at: range)
        } else {
            context.bag.error("unknown-element", "unknown element '\(name)'\(suggestion)", at: range,
                              notes: match == nil ? [Note("declare it under 'views' to use it as a view")] : [])
        }
    }
}
