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

    /// Builds the `views` declarations and the root collected by the file loader. Each file's views and root are
    /// built in file order and the YAML nodes before the next one are freed as the loader passes them, so a large
    /// file's tree and its model are never both whole in memory.
    func buildPending() {
        var decls = [ViewDecl?](repeating: nil, count: context.pendingViews.count)
        var root: [ViewNode]?
        for tree in context.trees {
            var items: [(start: Int32, first: YAMLNode, view: Int?)] = []
            for (index, pending) in context.pendingViews.enumerated() where pending.pair.key.tree === tree {
                items.append((tree.subtreeStart(of: pending.pair.key), pending.pair.key, index))
            }
            if let node = context.pendingRoot, node.tree === tree { items.append((tree.subtreeStart(of: node), node, nil)) }
            items.sort { $0.start < $1.start }
            if let first = items.first { tree.discard(before: first.first) }
            for (position, item) in items.enumerated() {
                if let index = item.view {
                    let (name, pair) = context.pendingViews[index]
                    decls[index] = viewDecl(name, pair)
                } else if let node = context.pendingRoot {
                    root = viewList(node, "'root'")
                }
                if position + 1 < items.count { tree.discard(before: items[position + 1].first) }
            }
            tree.discardAll()
        }
        for (index, pending) in context.pendingViews.enumerated() {
            guard let decl = decls[index] else { continue }
            scene.views[pending.name] = decl
            scene.viewOrder.append(pending.name)
        }
        if let root { scene.root = root }
    }

    private func viewDecl(_ name: String, _ pair: YAMLNode.Pair) -> ViewDecl? {
        guard let pairs = context.mapping(pair.value, "view '\(name)'") else { return nil }
        let keys = context.keyed(pairs, allowed: GrammarTables.names("view"), in: "view '\(name)'")
        var parameters: [ViewDecl.Parameter] = []
        if let params = keys["parameters"]?.value {
            for param in context.mapping(params, "'parameters'") ?? .empty {
                guard let paramName = context.name(param.key, "a parameter name") else { continue }
                // `() -> Void`: an action the caller passes (Swift's closure parameter).
                if let text = param.value.string, text.filter({ $0 != " " }) == "()->Void" {
                    parameters.append(.init(name: paramName, type: .named("Void"), range: param.key.range.union(param.value.range), isAction: true))
                    continue
                }
                // `Binding<T>`: Swift's `@Binding var name: T`.
                if let text = param.value.string, text.hasPrefix("Binding<"), text.hasSuffix(">") {
                    guard let inner = TypeRef.parse(String(text.dropFirst(8).dropLast())) else {
                        context.bag.error("invalid-value", "'\(text)' is not a type; write 'Binding<Type>'", at: param.value.range)
                        continue
                    }
                    parameters.append(.init(name: paramName, type: inner, range: param.key.range.union(param.value.range), isBinding: true))
                    continue
                }
                guard let type = context.type(param.value, "the type of parameter '\(paramName)'") else { continue }
                parameters.append(.init(name: paramName, type: type, range: param.key.range.union(param.value.range)))
            }
        }
        let state = keys["state"].map { DeclarationLoader(context: context).stateVariables($0.value, in: "view '\(name)'") } ?? []
        for variable in state where parameters.contains(where: { $0.name == variable.name }) {
            context.bag.error("duplicate-declaration", "'\(variable.name)' is both a parameter and a state variable of view '\(name)'", at: variable.range)
        }
        guard let bodyNode = context.require(keys, "body", in: "view '\(name)'", at: pair.key.range) else { return nil }
        context.viewParameterNames = Set(parameters.filter(\.isView).map(\.name))
        let body = viewList(bodyNode, "the body of '\(name)'")
        context.viewParameterNames = []
        var decl = ViewDecl(name: name, parameters: parameters, body: body,
                            range: pair.key.range.union(pair.value.range), nameRange: pair.key.range)
        decl.state = state
        return decl
    }

    /// A view node or a list of them.
    func viewList(_ node: YAMLNode, _ what: @autoclosure () -> String) -> [ViewNode] {
        if node.isNull { return [] }
        if let items = node.items { return items.compactMap { viewNode($0) } }
        return viewNode(node).map { [$0] } ?? []
    }

    /// Whether an argument is written as views (a view node, a view's or element's bare name, or a list starting
    /// with one) rather than statements or an expression.
    func isViews(_ node: YAMLNode) -> Bool {
        // An `if` or a `switch` is a view or a statement (an action's): what its branches hold says which. Nested
        // conditionals are looked into at most `maxConditionalDepth` deep; one that holds nothing decisive is views.
        func conditional(_ pairs: YAMLNode.Pairs, depth: Int) -> Bool? {
            guard depth < ViewLoader.maxConditionalDepth else { return nil }
            var branches: [YAMLNode] = []
            for pair in pairs {
                if pair.key.isScalar("then") || pair.key.isScalar("else") || pair.key.isScalar("default") { branches.append(pair.value) }
                if pair.key.isScalar("cases"), let cases = pair.value.pairs { branches += cases.map(\.value) }
            }
            for branch in branches {
                if let items = branch.items {
                    for item in items { if let decided = isView(item, depth: depth + 1) { return decided } }
                } else if let decided = isView(branch, depth: depth + 1) {
                    return decided
                }
            }
            return nil
        }
        func isView(_ n: YAMLNode, depth: Int) -> Bool? {
            if let pairs = n.pairs {
                if pairs.contains(where: { ViewLoader.isCapitalised($0.key) }) { return true }
                if pairs.contains(where: { $0.key.isScalar("if") || $0.key.isScalar("switch") }) { return conditional(pairs, depth: depth) }
                return pairs.isEmpty ? nil : false
            }
            guard let name = n.string else { return false }
            return viewNames.contains(name) || ViewLoader.builtIns[name] != nil || context.viewParameterNames.contains(name)
        }
        if let items = node.items { return items.first.map { isView($0, depth: 0) ?? true } ?? false }
        return isView(node, depth: 0) ?? true
    }

    /// How deep `isViews` looks into nested `if`/`switch` branches for what they hold.
    static let maxConditionalDepth = 16

    static func isCapitalised(_ key: String) -> Bool {
        guard let first = key.unicodeScalars.first else { return false }
        return first.properties.isUppercase
    }

    /// Whether a key is a scalar starting with a capital letter (an element), without making a `String` for ASCII.
    static func isCapitalised(_ key: YAMLNode) -> Bool {
        guard key.isScalar else { return false }
        let ascii: Bool? = key.withValueBytes { bytes in
            guard let first = bytes.first else { return false }
            if first < 0x80 { return first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z") }
            return nil
        }
        if let ascii { return ascii }
        return isCapitalised(key.string ?? "")
    }

    func viewNode(_ node: YAMLNode) -> ViewNode? {
        if node.isScalar {
            guard !node.isNull else {
                context.bag.error("wrong-shape", "an empty entry is not a view; remove it or name an element", at: node.range)
                return nil
            }
            let range = node.range
            if let name = node.string, context.viewParameterNames.contains(name) {
                // A `View` parameter of the view being built: the caller's views go here.
                return ViewNode(element: .viewParameter(name), range: range, nameRange: range, modifiers: [])
            }
            guard let element = element(node.string ?? "", nameNode: node, args: nil, nodeRange: range) else { return nil }
            let built = ViewNode(element: element, range: range, nameRange: range, modifiers: [])
            UnknownCodeLoader(context: context).attach([], to: built)
            return built
        }
        guard let pairs = node.pairs else {
            context.wrongShape(node, expected: "a view (a mapping such as '{ Text: Hello }' or an element name)", for: "a view")
            return nil
        }
        // One pass over the keys: the first 'if', the first 'switch', and the elements (capitalised keys).
        var ifPair: YAMLNode.Pair?, switchPair: YAMLNode.Pair?, elementPair: YAMLNode.Pair?
        var elementCount = 0
        for pair in pairs {
            if ViewLoader.isCapitalised(pair.key) {
                if elementPair == nil { elementPair = pair }
                elementCount += 1
            } else if ifPair == nil, pair.key.isScalar("if") {
                ifPair = pair
            } else if switchPair == nil, pair.key.isScalar("switch") {
                switchPair = pair
            }
        }
        if let ifPair { return conditional(node, pairs, ifPair) }
        if let switchPair { return switchNode(node, pairs, switchPair) }
        guard let elementPair, let name = elementPair.key.string else {
            context.bag.error("wrong-shape", "a view needs an element: one capitalised key such as 'Text' or 'VStack' (lower-case keys are modifiers)",
                              at: node.range)
            return nil
        }
        if elementCount > 1 {
            for extra in pairs.filter({ ViewLoader.isCapitalised($0.key) }).dropFirst() {
                context.bag.error("wrong-shape", "a view has exactly one element, but '\(extra.key.string ?? "")' follows '\(name)'; put them in a list or a container",
                                  at: extra.key.range, notes: [Note("the element '\(name)' is here", at: elementPair.key.range)])
            }
        }
        let range = node.range
        guard let element = element(name, nameNode: elementPair.key, args: elementPair.value, nodeRange: range) else { return nil }
        var modifiers: [Modifier] = []
        var built: ViewNode?
        var unknownSites: [OpaqueSite] = []
        if pairs.count > 1 {
            for pair in pairs where !ViewLoader.isCapitalised(pair.key) {
                if pair.key.isScalar("unknown") {
                    unknownSites += UnknownCodeLoader(context: context).sites(pair.value, kind: .modifier)
                    continue
                }
                if pair.key.isScalar("safeAreaInset") {
                    // `.safeAreaInset(edge:) { bar }`: the view so far and the bar side by side; the modifiers after
                    // it apply to both.
                    let inner = built.map { ViewNode(element: $0.element, range: range, nameRange: $0.nameRange, modifiers: modifiers) }
                        ?? ViewNode(element: element, range: range, nameRange: elementPair.key.range, modifiers: modifiers)
                    let (leading, bar) = safeAreaInset(pair)
                    built = ViewNode(element: .container(.safeAreaInset, content: leading ? bar + [inner] : [inner] + bar),
                                     range: range, nameRange: pair.key.range, modifiers: [])
                    modifiers = []
                    continue
                }
                appendModifiers(pair, to: &modifiers)
            }
        }
        let result = built.map { ViewNode(element: $0.element, range: range, nameRange: $0.nameRange, modifiers: modifiers) }
            ?? ViewNode(element: element, range: range, nameRange: elementPair.key.range, modifiers: modifiers)
        UnknownCodeLoader(context: context).attach(unknownSites, to: result)
        return result
    }

    /// `safeAreaInset: { edge: bottom, content: views }`; whether the bar comes before the view (top, leading edge).
    private func safeAreaInset(_ pair: YAMLNode.Pair) -> (Bool, [ViewNode]) {
        guard let pairs = context.mapping(pair.value, "'safeAreaInset' ({edge: top|bottom|leading|trailing, content: views})") else { return (false, []) }
        let keys = context.keyed(pairs, allowed: ["edge", "alignment", "spacing", "content"], in: "'safeAreaInset'")
        var leading = false
        if let edgeNode = keys["edge"]?.value, var edge = context.scalar(edgeNode, "'edge'") {
            if edge.hasPrefix(".") { edge.removeFirst() }
            let edges = ["top", "bottom", "leading", "trailing"]
            if edges.contains(edge) { leading = edge == "top" || edge == "leading" } else {
                context.bag.error("invalid-value", "'edge' is one of top, bottom, leading, trailing, not '\(edge)'\(Suggestions.didYouMean(edge, in: edges))", at: edgeNode.range)
            }
        }
        guard let content = context.require(keys, "content", in: "'safeAreaInset'", at: pair.key.range) else { return (leading, []) }
        return (leading, viewList(content, "'content' of safeAreaInset"))
    }

    // MARK: - if / switch

    private func conditional(_ node: YAMLNode, _ pairs: YAMLNode.Pairs, _ ifPair: YAMLNode.Pair) -> ViewNode? {
        let keys = context.keyed(pairs, allowed: GrammarTables.names("if"), in: "an 'if' view")
        guard let condition = context.expression(ifPair.value, "the condition of 'if'") else { return nil }
        var binding: String?
        if let letNode = keys["let"]?.value { binding = context.name(letNode, "the name after 'let'") }
        guard let thenNode = context.require(keys, "then", in: "an 'if' view", at: ifPair.key.range) else { return nil }
        let then = viewList(thenNode, "'then'")
        let otherwise = keys["else"].map { viewList($0.value, "'else'") } ?? []
        let built = ViewNode(element: .conditional(ConditionalElement(condition: condition, binding: binding, then: then, otherwise: otherwise)),
                             range: node.range, nameRange: ifPair.key.range, modifiers: [])
        attachUnknown(keys, to: built)
        return built
    }

    /// A case pattern as Swift writes it: `stack` or `.stack`, `.stack?` (an optional subject), `nil`,
    /// `.recipe(let r)`, `.detail(let id, _)`.
    private func casePattern(_ text: String, _ node: YAMLNode) -> (String, [String?])? {
        var body = Substring(text.trimmedOfSpaces)
        if body.hasPrefix(".") { body.removeFirst() }
        if body.hasSuffix("?") { body.removeLast() }
        var bindings: [String?] = []
        if let open = body.firstIndex(of: "("), body.hasSuffix(")") {
            for part in body[body.index(after: open)..<body.index(before: body.endIndex)].split(separator: ",", omittingEmptySubsequences: false) {
                let item = part.trimmedOfSpaces
                if item == "_" { bindings.append(nil); continue }
                let name = item.hasPrefix("let ") ? String(item.dropFirst(4)).trimmedOfSpaces : ""
                guard LoadContext.isASCIIName(name.utf8) || (!name.isEmpty && name.unicodeScalars.allSatisfy(LoadContext.isNameScalar) && !(name.first?.isNumber ?? true)) else {
                    context.bag.error("invalid-value", "'\(item)' does not bind an associated value; write 'let name' or '_', as in '.recipe(let recipe)'", at: node.range)
                    return nil
                }
                bindings.append(name)
            }
            body = body[..<open]
        }
        let name = String(body)
        guard LoadContext.isASCIIName(name.utf8) || (!name.isEmpty && name.unicodeScalars.allSatisfy(LoadContext.isNameScalar) && !(name.first?.isNumber ?? true)) else {
            context.bag.error("invalid-value", "a case pattern is a case name ('stack', '.stack?', 'nil') or a case with bindings ('.recipe(let recipe)'), not '\(text)'", at: node.range)
            return nil
        }
        return (name, bindings)
    }

    private func switchNode(_ node: YAMLNode, _ pairs: YAMLNode.Pairs, _ switchPair: YAMLNode.Pair) -> ViewNode? {
        let keys = context.keyed(pairs, allowed: GrammarTables.names("switch"), in: "a 'switch' view")
        guard let subject = context.expression(switchPair.value, "the subject of 'switch'") else { return nil }
        var cases: [SwitchElement.Case] = []
        if let casesNode = context.require(keys, "cases", in: "a 'switch' view", at: switchPair.key.range) {
            for entry in context.mapping(casesNode, "'cases' (case name: views)") ?? .empty {
                guard let text = context.scalar(entry.key, "a case name"),
                      let (pattern, bindings) = casePattern(text, entry.key) else { continue }
                cases.append(.init(pattern: pattern, range: entry.key.range, content: viewList(entry.value, "case '\(text)'"), bindings: bindings))
            }
        }
        let defaultContent = keys["default"].map { viewList($0.value, "'default'") } ?? []
        let built = ViewNode(element: .switchOn(SwitchElement(subject: subject, cases: cases, defaultContent: defaultContent)),
                             range: node.range, nameRange: switchPair.key.range, modifiers: [])
        attachUnknown(keys, to: built)
        return built
    }

    /// The `unknown` entries of an `if` or `switch` view (a condition or subject the front end could not read).
    private func attachUnknown(_ keys: Keys, to node: ViewNode) {
        guard let value = keys["unknown"]?.value else { return }
        let loader = UnknownCodeLoader(context: context)
        loader.attach(loader.sites(value, kind: .value), to: node)
    }

    // MARK: - User views

    func instance(_ name: String, args: YAMLNode?) -> Element? {
        var arguments: [InstanceElement.Argument] = []
        var failed: [String] = []
        if let args, !args.isNull {
            guard let pairs = context.mapping(args, "the arguments of '\(name)' (parameter: value)") else { return nil }
            for pair in pairs {
                guard let argName = context.name(pair.key, "a parameter name") else { continue }
                if let text = pair.value.string, text.hasPrefix("$") {
                    // `$variable` for a `@Binding` parameter.
                    guard let binding = context.binding(pair.value, "argument '\(argName)'") else { continue }
                    let read = Expression(.identifier(binding.state), range: binding.range)
                    arguments.append(.init(name: argName, nameRange: pair.key.range, value: read, binding: binding))
                    continue
                }
                if isViews(pair.value) {
                    // Views: the argument of a `View` parameter (Swift's trailing view-builder closure).
                    let views = viewList(pair.value, "argument '\(argName)'")
                    arguments.append(.init(name: argName, nameRange: pair.key.range, value: Expression(.null, range: pair.value.range), views: views))
                    continue
                }
                if !pair.value.isScalar {
                    // Statements: the argument of a `() -> Void` parameter.
                    let body = StatementLoader(context: context).statements(pair.value, "argument '\(argName)'")
                    arguments.append(.init(name: argName, nameRange: pair.key.range, value: Expression(.null, range: pair.value.range), action: body))
                    continue
                }
                guard let value = context.expression(pair.value, "argument '\(argName)'") else {
                    failed.append(argName)
                    continue
                }
                arguments.append(.init(name: argName, nameRange: pair.key.range, value: value))
            }
        }
        return .instance(InstanceElement(view: name, arguments: arguments, failedArguments: failed))
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

private extension StringProtocol {
    var trimmedOfSpaces: String {
        var s = Substring(self)
        while s.first == " " || s.first == "\t" { s.removeFirst() }
        while s.last == " " || s.last == "\t" { s.removeLast() }
        return String(s)
    }
}
