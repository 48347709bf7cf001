import NavSceneDiagnostics

/// View templates: elements, modifiers and the names they bring into scope.
extension Checker {
    enum BindingKind: String {
        case selection, path, isPresented, item, isActive, tabSelection = "selection of a TabView", columnVisibility, preferredCompactColumn
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
    /// Resolves bindings and statement targets against the view's own state and `@Binding` parameters first.
    func checkBinding(_ binding: Binding?, _ kind: BindingKind) -> TypeRef? {
        guard let binding, let variable = state(binding.state, at: binding.range) else { return nil }
        if kind == .path, viewVariables[binding.state] == nil, scene.computed[binding.state] != nil {
            bag.error("type-mismatch", "a stack's path must be stored state, but '\(binding.state)' is computed; bind the variable it is computed from", at: binding.range)
            return nil
        }
        let type = canonical(variable.type)
        let ok: Bool, wanted: String
        switch kind {
        case .selection: ok = type.isOptional; wanted = "an optional (T?)"
        case .path: ok = type.isPath; wanted = "a path ([T] or NavigationPath)"
        case .isPresented, .isActive: ok = type == .bool; wanted = "Bool"
        case .item: ok = type.isOptional; wanted = "an optional (T?)"
        case .tabSelection: ok = true; wanted = ""
        case .columnVisibility: ok = type == .named(TypeDecl.splitViewVisibilityName); wanted = TypeDecl.splitViewVisibilityName
        case .preferredCompactColumn: ok = type == .named(TypeDecl.splitViewColumnName); wanted = TypeDecl.splitViewColumnName
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
                withElementScope(list.elementName, element) { checkNodes(list.content) }
            } else {
                checkNodes(list.content)
            }
        case .table(let table):
            checkBinding(table.selection, .selection)
            let element = listElement(table.data, "'data' of Table")
            withElementScope(table.elementName, element) {
                table.columns.forEach { checkTemplate($0) }
                checkNodes(table.row)
            }
        case .section(let section):
            checkTemplate(section.header)
            checkTemplate(section.footer)
            checkNodes(section.headerViews)
            checkNodes(section.content)
            checkNodes(section.footerViews)
        case .forEach(let each):
            let element = listElement(each.data, "'data' of ForEach")
            withElementScope(each.elementName, element) { checkNodes(each.content) }
        case .stack(let stack):
            checkBinding(stack.path, .path)
            checkNodes(stack.root)
        case .navigationView(let view): checkNodes(view.content)
        case .splitView(let split):
            checkBinding(split.columnVisibility, .columnVisibility)
            checkBinding(split.preferredCompactColumn, .preferredCompactColumn)
            for column in split.columns { checkNodes(column.content) }
        case .link(let link): checkLink(link)
        case .button(let button):
            checkTemplate(button.title)
            checkNodes(button.label)
            checkStatements(button.action)
        case .menu(let menu):
            checkTemplate(menu.title)
            checkNodes(menu.label)
            checkNodes(menu.content)
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
        case .viewParameter: break  // the loader makes one only for a `View` parameter of the enclosing view
        }
    }

    /// Checks `body` with the element name in scope; when the data failed (already an error), uses of the name are
    /// not reported again (one mistake, one error).
    func withElementScope(_ name: String?, _ type: TypeRef?, _ body: () -> Void) {
        guard let name, type == nil else { withScope(scope(name, type)) { body() }; return }
        let outer = failedNames
        failedNames.insert(name)
        defer { failedNames = outer }
        body()
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
        var optional = false
        if let subjectType {
            let canonicalType = canonical(subjectType)
            optional = canonicalType.isOptional
            decl = self.decl(canonicalType.unwrapped)
            if decl?.isEnum != true {
                bag.error("type-mismatch", "'switch' needs a value of an enum type (or an optional one), but '\(switchOn.subject)' is \(subjectType)",
                          at: switchOn.subject.range)
                decl = nil
            }
        }
        var covered: Set<String> = []
        let caseList = decl?.cases.map(\.name) ?? []
        for entry in switchOn.cases {
            var scope: [String: TypeRef] = [:]
            if let decl {
                if entry.pattern == SwitchElement.Case.nilPattern {
                    if optional { covered.insert(entry.pattern) } else {
                        bag.error("type-mismatch", "'case nil' needs an optional subject, but '\(switchOn.subject)' is \(subjectType!)", at: entry.range)
                    }
                } else if let enumCase = self.enumCase(decl, entry.pattern) {
                    // `case .recipe:` matches every payload and covers the case; bindings must name every value.
                    covered.insert(entry.pattern)
                    if !entry.bindings.isEmpty, entry.bindings.count != enumCase.associated.count {
                        bag.error("wrong-shape", "case '\(entry.pattern)' of '\(decl.name)' has \(enumCase.associated.count) associated value(s) (\(Checker.describe(enumCase))), but the pattern binds \(entry.bindings.count)",
                                  at: entry.range)
                    } else {
                        for (name, associated) in zip(entry.bindings, enumCase.associated) {
                            if let name { scope[name] = associated.type }
                        }
                    }
                } else {
                    bag.error("unknown-case", "'\(entry.pattern)' is not a case of '\(decl.name)'\(Suggestions.didYouMean(entry.pattern, in: caseList))",
                              at: entry.range)
                }
            }
            withScope(scope) { checkNodes(entry.content) }
        }
        checkNodes(switchOn.defaultContent)
        if let decl, switchOn.defaultContent.isEmpty {
            let missing = (decl.cases.map(\.name) + (optional ? [SwitchElement.Case.nilPattern] : [])).filter { !covered.contains($0) }
            if !missing.isEmpty {
                bag.warning("incomplete-switch", "'switch' shows nothing for " + missing.map { "'\($0)'" }.joined(separator: ", ")
                            + "; add those cases or a 'default'", at: range)
            }
        }
    }

    private func checkInstance(_ instance: InstanceElement, at range: SourceRange) {
        guard let view = scene.views[instance.view] else {
            instance.arguments.forEach {
                if let body = $0.action { checkStatements(body) } else if let views = $0.views { checkNodes(views) } else { type(of: $0.value) }
            }
            bag.error("unknown-view", "unknown view '\(instance.view)'\(Suggestions.didYouMean(instance.view, in: scene.viewOrder))", at: range)
            return
        }
        var given: Set<String> = []
        for argument in instance.arguments {
            guard let parameter = view.parameters.first(where: { $0.name == argument.name }) else {
                bag.error("unknown-argument", "view '\(view.name)' has no parameter '\(argument.name)'\(Suggestions.didYouMean(argument.name, in: view.parameters.map(\.name)))",
                          at: argument.nameRange)
                if let body = argument.action { checkStatements(body) } else if let views = argument.views { checkNodes(views) } else { type(of: argument.value) }
                continue
            }
            given.insert(argument.name)
            if parameter.isView {
                // A view builder: its views are checked where they are written, with the caller's names.
                guard let views = argument.views else {
                    bag.error("type-mismatch", "'\(argument.name)' of '\(view.name)' takes views (a view builder); pass them as a view node, such as '{ Text: Hello }'",
                              at: argument.value.range, notes: [Note("'\(argument.name)' is declared here", at: parameter.range)])
                    if argument.action == nil { type(of: argument.value) }
                    continue
                }
                checkNodes(views)
                continue
            } else if argument.views != nil {
                bag.error("type-mismatch", "'\(argument.name)' of '\(view.name)' takes \(parameter.isAction ? "statements" : "a value (\(parameter.type))"), not views",
                          at: argument.nameRange, notes: [Note("'\(argument.name)' is declared here", at: parameter.range)])
                continue
            }
            if parameter.isAction {
                // A closure: checked where it is written, with the caller's names, state and actions.
                guard let body = argument.action else {
                    bag.error("type-mismatch", "'\(argument.name)' of '\(view.name)' is an action (() -> Void); pass statements, such as '[{ run: someAction }]'",
                              at: argument.value.range, notes: [Note("'\(argument.name)' is declared here", at: parameter.range)])
                    continue
                }
                checkStatements(body)
                continue
            } else if argument.action != nil {
                bag.error("type-mismatch", "'\(argument.name)' of '\(view.name)' takes a value (\(parameter.type)), not statements",
                          at: argument.nameRange, notes: [Note("'\(argument.name)' is declared here", at: parameter.range)])
                continue
            }
            if parameter.isBinding {
                // `@Binding`: the caller passes `$variable` of exactly the parameter's type.
                guard let binding = argument.binding else {
                    bag.error("type-mismatch", "'\(argument.name)' of '\(view.name)' is a Binding<\(parameter.type)>; pass a variable with '$', such as '$\(argument.value)'",
                              at: argument.value.range, notes: [Note("'\(argument.name)' is declared here", at: parameter.range)])
                    type(of: argument.value)
                    continue
                }
                guard let variable = state(binding.state, at: binding.range) else { continue }
                if !(fits(variable.type, parameter.type) && fits(parameter.type, variable.type)) {
                    bag.error("type-mismatch", "'\(argument.name)' of '\(view.name)' binds a \(parameter.type), but '\(binding.state)' is \(variable.type)",
                              at: binding.range, notes: [Note("'\(argument.name)' is declared here", at: parameter.range)])
                }
                type(of: argument.value)
            } else if argument.binding != nil {
                bag.error("type-mismatch", "'\(argument.name)' of '\(view.name)' takes a value, not a binding; write it without '$' (or declare the parameter as Binding<\(parameter.type)>)",
                          at: argument.value.range, notes: [Note("'\(argument.name)' is declared here", at: parameter.range)])
            } else {
                expect(argument.value, parameter.type, "argument '\(argument.name)'")
            }
        }
        given.formUnion(instance.failedArguments)
        // A parameter whose type does not exist is already an error where it is declared.
        let missing = view.parameters.filter {
            !given.contains($0.name) && (!$0.type.isOptional || $0.isBinding || $0.isAction || $0.isView)
                && ($0.isAction || $0.isView || typeExists($0.type))
        }
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
        case .attached(let attached): checkNodes(attached.content)
        case .screenFlag(_, let e): expect(e, .bool, "'\(modifier.name)'")
        case .event(let handler):
            switch handler.event {
            case .appear, .disappear, .task, .external:
                checkStatements(handler.statements)
            case .change(let observed, _):
                type(of: observed)
                checkStatements(handler.statements)
            case .openURL(let pattern):
                var names: [String: TypeRef] = [:]
                for capture in pattern.captures where validate(capture.type, at: pattern.range) { names[capture.name] = capture.type }
                withScope(names) { checkStatements(handler.statements) }
            }
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
            // An alert presented by its item (SwiftUI's older `alert(item:)`) builds its title from the item too.
            let titleSeesItem: Bool
            if case .item = presentation.trigger { titleSeesItem = true } else { titleSeesItem = false }
            if !titleSeesItem { checkTemplate(presentation.title) }
            if let presenting = presentation.presenting {
                // `presenting:` data is shown only while non-nil; the actions see it unwrapped.
                bound = type(of: presenting).map { canonical($0).isOptional ? $0.unwrapped : $0 }
            }
            withScope(scope(presentation.elementName, bound)) {
                if titleSeesItem { checkTemplate(presentation.title) }
                checkTemplate(presentation.message)
                checkNodes(presentation.content)
            }
        }
    }
}
