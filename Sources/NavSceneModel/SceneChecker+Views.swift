import NavSceneDiagnostics

/// View templates: elements, modifiers and the names they bring into scope.
extension Checker {
    enum BindingKind: String {
        case selection, path, isPresented, item, isActive, tabSelection = "selection of a TabView"
    }

    func checkNodes(_ nodes: [ViewNode]) {
        for node in nodes { checkNode(node) }
    }

    func checkNode(_ node: ViewNode) {
        checkElement(node)
        for modifier in node.modifiers { checkModifier(modifier) }
    }

    func checkTemplate(_ template: Template?) {
        for part in template?.parts ?? [] {
            if case .expression(let e) = part { type(of: e) }
        }
    }

    /// The element type of a `data` expression, or nil (with a diagnostic) when it is not a list.
    func listElement(_ data: Expression, _ what: String) -> TypeRef? {
        guard let type = type(of: data) else { return nil }
        if let element = canonical(type).arrayElement { return element }
        let hint = type.isOptional ? "; supply a default with '?? []'" : ""
        bag.error("type-mismatch", "\(what) must be a list, but '\(data)' is \(type)\(hint)", at: data.range)
        return nil
    }

    /// Checks a binding and returns the bound variable's type.
    @discardableResult
    func checkBinding(_ binding: Binding?, _ kind: BindingKind) -> TypeRef? {
        guard let binding, let variable = state(binding.state, at: binding.range) else { return nil }
        let type = canonical(variable.type)
        let ok: Bool, wanted: String
        switch kind {
        case .selection: ok = type.isOptional; wanted = "an optional (T?)"
        case .path: ok = type.isPath; wanted = "a path ([T] or NavigationPath)"
        case .isPresented, .isActive: ok = type == .bool; wanted = "Bool"
        case .item: ok = type.isOptional; wanted = "an optional (T?)"
        case .tabSelection: ok = true; wanted = ""
        }
        if !ok {
            bag.error("type-mismatch", "'\(kind.rawValue)' needs a state variable of type \(wanted), but '\(binding.state)' is \(variable.type)",
                      at: binding.range, notes: [Note("'\(binding.state)' is declared here", at: variable.range)])
        }
        return variable.type
    }

    private func checkElement(_ node: ViewNode) {
        switch node.element {
        case .text(let template): checkTemplate(template)
        case .leaf: break
        case .container(_, let content): checkNodes(content)
        case .list(let list):
            checkBinding(list.selection, .selection)
            if let data = list.data {
                let element = listElement(data, "'data' of List")
                withScope(scope(list.elementName, element)) { checkNodes(list.content) }
            } else {
                checkNodes(list.content)
            }
        case .table(let table):
            checkBinding(table.selection, .selection)
            let element = listElement(table.data, "'data' of Table")
            withScope(scope(table.elementName, element)) {
                table.columns.forEach { checkTemplate($0) }
                checkNodes(table.row)
            }
        case .section(let section):
            checkTemplate(section.header)
            checkNodes(section.content)
        case .forEach(let each):
            let element = listElement(each.data, "'data' of ForEach")
            withScope(scope(each.elementName, element)) { checkNodes(each.content) }
        case .stack(let stack):
            checkBinding(stack.path, .path)
            checkNodes(stack.root)
        case .navigationView(let view): checkNodes(view.content)
        case .splitView(let split): for column in split.columns { checkNodes(column.content) }
        case .link(let link): checkLink(link)
        case .button(let button):
            checkTemplate(button.title)
            checkNodes(button.label)
            checkStatements(button.action)
        case .tabView(let tabs):
            let selectionType = checkBinding(tabs.selection, .tabSelection)
            for tab in tabs.tabs {
                checkTemplate(tab.title)
                if let value = tab.value {
                    if let selectionType { expect(value, selectionType, "the value of a Tab") } else { type(of: value) }
                }
                checkNodes(tab.content)
            }
        case .conditional(let conditional): checkConditional(conditional)
        case .switchOn(let switchOn): checkSwitch(switchOn, at: node.nameRange)
        case .instance(let instance): checkInstance(instance, at: node.nameRange)
        }
    }

    func scope(_ name: String?, _ type: TypeRef?) -> [String: TypeRef] {
        guard let name, let type else { return [:] }
        return [name: type]
    }

    private func checkLink(_ link: LinkElement) {
        checkTemplate(link.title)
        checkNodes(link.label)
        if let value = link.value { type(of: value) }
        checkBinding(link.isActive, .isActive)
        let selectionType = checkBinding(link.selection, .selection)
        if let tag = link.tag {
            if let selectionType { expect(tag, selectionType, "the tag of a NavigationLink") } else { type(of: tag) }
        }
        checkNodes(link.destination)
    }

    private func checkConditional(_ conditional: ConditionalElement) {
        if let name = conditional.binding {
            let type = type(of: conditional.condition)
            if let type, !canonical(type).isOptional {
                bag.error("type-mismatch", "'if let' unwraps an optional, but '\(conditional.condition)' is \(type)", at: conditional.condition.range)
            }
            withScope(scope(name, type.map { $0.isOptional ? $0.unwrapped : $0 })) { checkNodes(conditional.then) }
        } else {
            expect(conditional.condition, .bool, "the condition of 'if'")
            checkNodes(conditional.then)
        }
        checkNodes(conditional.otherwise)
    }

    private func checkSwitch(_ switchOn: SwitchElement, at range: SourceRange) {
        let subjectType = type(of: switchOn.subject)
        var decl: TypeDecl?
        if let subjectType {
            decl = self.decl(canonical(subjectType))
            if decl?.isEnum != true {
                let hint = subjectType.isOptional ? "; supply a default with '??'" : ""
                bag.error("type-mismatch", "'switch' needs a value of an enum type, but '\(switchOn.subject)' is \(subjectType)\(hint)",
                          at: switchOn.subject.range)
                decl = nil
            }
        }
        var covered: Set<String> = []
        for entry in switchOn.cases {
            if let decl {
                if decl.cases.contains(where: { $0.name == entry.pattern }) {
                    covered.insert(entry.pattern)
                } else {
                    bag.error("unknown-case", "'\(entry.pattern)' is not a case of '\(decl.name)'\(Suggestions.didYouMean(entry.pattern, in: decl.cases.map(\.name)))",
                              at: entry.range)
                }
            }
            checkNodes(entry.content)
        }
        checkNodes(switchOn.defaultContent)
        if let decl, switchOn.defaultContent.isEmpty {
            let missing = decl.cases.map(\.name).filter { !covered.contains($0) }
            if !missing.isEmpty {
                bag.warning("incomplete-switch", "'switch' shows nothing for " + missing.map { "'\($0)'" }.joined(separator: ", ")
                            + "; add those cases or a 'default'", at: range)
            }
        }
    }

    private func checkInstance(_ instance: InstanceElement, at range: SourceRange) {
        guard let view = scene.views[instance.view] else {
            instance.arguments.forEach { type(of: $0.value) }
            bag.error("unknown-view", "unknown view '\(instance.view)'\(Suggestions.didYouMean(instance.view, in: scene.viewOrder))", at: range)
            return
        }
        var given: Set<String> = []
        for argument in instance.arguments {
            guard let parameter = view.parameters.first(where: { $0.name == argument.name }) else {
                bag.error("unknown-argument", "view '\(view.name)' has no parameter '\(argument.name)'\(Suggestions.didYouMean(argument.name, in: view.parameters.map(\.name)))",
                          at: argument.nameRange)
                type(of: argument.value)
                continue
            }
            given.insert(argument.name)
            expect(argument.value, parameter.type, "argument '\(argument.name)'")
        }
        let missing = view.parameters.filter { !given.contains($0.name) && !$0.type.isOptional }
        if !missing.isEmpty {
            bag.error("missing-argument", "view '\(view.name)' needs " + missing.map { "'\($0.name)' (\($0.type))" }.joined(separator: ", "),
                      at: range, notes: [Note("'\(view.name)' is declared here", at: view.range)])
        }
    }

    private func checkModifier(_ modifier: Modifier) {
        switch modifier.kind {
        case .navigationTitle(let template): checkTemplate(template)
        case .disabled(let e): expect(e, .bool, "'disabled'")
        case .ignored: break
        case .navigationDestination(let destination):
            var bound: TypeRef?
            switch destination.trigger {
            case .forType(let type, let range):
                if validate(type, at: range) { bound = type }
            case .isPresented(let binding): checkBinding(binding, .isPresented)
            case .item(let binding): bound = checkBinding(binding, .item).map { canonical($0).isOptional ? $0.unwrapped : $0 }
            }
            withScope(scope(destination.elementName, bound)) { checkNodes(destination.content) }
        case .presentation(let presentation):
            var bound: TypeRef?
            switch presentation.trigger {
            case .isPresented(let binding): checkBinding(binding, .isPresented)
            case .item(let binding): bound = checkBinding(binding, .item).map { canonical($0).isOptional ? $0.unwrapped : $0 }
            }
            withScope(scope(presentation.elementName, bound)) { checkNodes(presentation.content) }
        }
    }
}
