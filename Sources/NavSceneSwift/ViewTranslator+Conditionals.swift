import NavSceneDiagnostics
import NavSceneModel
import SwiftSyntax

/// `if`, `if let`, `else if` and `switch` in view builders.
extension ViewTranslator {
    // MARK: - if / switch

    func conditional(_ node: IfExprSyntax) -> ViewNode? {
        let range = source.range(node)
        let nameRange = source.range(node.ifKeyword)
        var expr: Expression?
        var bound: String?
        var inner = scope
        switch node.conditions.count == 1 ? node.conditions.first?.condition : nil {
        case .expression(let e):
            // `if caseStudy.isPresentedInSheet` of a generic `caseStudy: C` whose every conforming type answers the
            // same constant (`conformersConstant`): the branch not taken is never shown by any instance, so only the
            // other is read.
            if let member = e.as(MemberAccessExprSyntax.self), let base = member.base,
               let constant = expressions.conformersConstant(base, member.declName.baseName.text) {
                var taken: [ViewNode] = []
                if constant {
                    taken = viewList(node.body.statements)
                } else {
                    switch node.elseBody {
                    case .ifExpr(let nested)?: taken = conditional(nested).map { [$0] } ?? []
                    case .codeBlock(let block)?: taken = viewList(block.statements)
                    case nil: break
                    }
                }
                return ViewNode(element: .container(.group, content: taken), range: range, nameRange: nameRange, modifiers: [])
            }
            if let (value, type) = expressions.translate(e), type == .bool { expr = value }
        case .optionalBinding(let b):
            guard let name = b.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { break }
            let valueSyntax = b.initializer?.value ?? ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(name)))
            // (The detached reference above is only translated for its meaning; its range is the pattern's.)
            if b.initializer == nil {
                // `if let name`: the optional of the same name.
                if let (value, type) = expressions.translate(ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(name)))), type.isOptional {
                    inner = scope.binding(name, type.unwrapped, builder)
                    expr = Expression(value.kind, range: source.range(b.pattern)); bound = inner.modelName(name)
                }
            } else if let (value, type) = expressions.translate(valueSyntax), type.isOptional {
                inner = scope.binding(name, type.unwrapped, builder)
                expr = value; bound = inner.modelName(name)
            }
        default: break
        }
        // `if let x = nil` (a helper called with `nil`): never taken; read as unknown (both branches).
        if let e = expr, case .null = e.kind { expr = nil }
        if expr == nil {
            // A condition the front end cannot compute: an unknown Bool, so both branches are read (names it binds
            // stay unknown in the branch).
            builder.noteOpaque(.value, "if " + brief(node.conditions), nameRange, mayNavigate: false)
            expr = builder.unknownCondition(at: nameRange)
            bound = nil
            inner = scope
            for condition in node.conditions {
                if case .optionalBinding(let b) = condition.condition, let name = b.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                    // A value that cannot navigate (`if let subtitle`, a `String?`): reading the name is reading an
                    // unknown value. One that may (`if let onApply`, a closure; `if let action = action as? Basic`)
                    // is judged where the branch uses it, as the value it was bound from.
                    let source = b.initializer?.value ?? ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(name)))
                    if let object = expressions.boundObject(b) {
                        // `if let router`: where the model object is there, the local is it (`Scope.objects`).
                        inner.forget(name)
                        inner.objects[name] = object
                    } else if expressions.mayNavigate(source) { inner.forget(name) } else { inner.hide(name) }
                }
            }
        }
        guard let expr else { return nil }
        let then = with(inner).viewList(node.body.statements)
        var otherwise: [ViewNode] = []
        switch node.elseBody {
        case .ifExpr(let nested)?:
            // An `else if` chain is a chain of nested conditionals: it counts towards the nesting bound.
            guard builder.viewDepth < SceneBuilder.maxViewDepth else {
                builder.noteOpaque(.view, "an else-if chain longer than \(SceneBuilder.maxViewDepth)", source.range(nested.ifKeyword), mayRegister: true, mayNavigate: true)
                break
            }
            builder.viewDepth += 1
            defer { builder.viewDepth -= 1 }
            otherwise = conditional(nested).map { [$0] } ?? []
        case .codeBlock(let block)?: otherwise = viewList(block.statements)
        case nil: break
        }
        return ViewNode(element: .conditional(ConditionalElement(condition: expr, binding: bound, then: then, otherwise: otherwise)),
                        range: range, nameRange: nameRange, modifiers: [])
    }

    /// `content` reads a case's statements (views by default; an older alert's `Alert` value gives its buttons).
    func switchNode(_ node: SwitchExprSyntax, content: ((ViewTranslator, CodeBlockItemListSyntax) -> [ViewNode])? = nil) -> ViewNode? {
        let nameRange = source.range(node.switchKeyword)
        let read = content ?? { $0.viewList($1) }
        guard let (subject, type) = expressions.translate(node.subject), case .named(let typeName) = type.unwrapped, scene.types[typeName]?.isEnum == true else {
            return unknownSwitch(node, content: read)
        }
        // `switch item` where the caller gave `nil` (`itemLabel(nil)`): the one case taken, `case nil:` or `default:`.
        if case .null = subject.kind {
            for entry in node.cases {
                guard case .switchCase(let c) = entry else { continue }
                let taken: Bool
                switch c.label {
                case .default: taken = true
                case .case(let label): taken = label.caseItems.contains { $0.whereClause == nil && isNilPattern($0.pattern) }
                }
                if taken { return ViewNode(element: .container(.group, content: read(self, c.statements)), range: source.range(node), nameRange: nameRange, modifiers: []) }
            }
            return unknownSwitch(node, content: read)
        }
        // A case the model cannot match (`case let .display(items) where ...`, a case the enum's declaration does not
        // hold): which case is taken is unknown, every case's content is still read.
        for entry in node.cases {
            guard case .switchCase(let c) = entry, case .case(let label) = c.label else { continue }
            for item in label.caseItems where !(type.isOptional && isNilPattern(item.pattern)) && !isModelled(item, typeName) {
                return unknownSwitch(node, content: read)
            }
        }
        var cases: [SwitchElement.Case] = []
        var defaultContent: [ViewNode] = []
        for entry in node.cases {
            guard case .switchCase(let c) = entry else { continue }
            switch c.label {
            case .default: defaultContent = read(self, c.statements)
            case .case(let label):
                for item in label.caseItems {
                    if type.isOptional, isNilPattern(item.pattern) {
                        // `case nil:` on an optional subject.
                        cases.append(.init(pattern: SwitchElement.Case.nilPattern, range: source.range(item), content: read(self, c.statements)))
                        continue
                    }
                    guard item.whereClause == nil, let (caseName, bound) = casePattern(item.pattern),
                          let enumCase = scene.types[typeName]?.enumCase(caseName) else {
                        builder.noteOpaque(.view, "case \(brief(item))", source.range(item), mayRegister: true, mayNavigate: true)
                        continue
                    }
                    var inner = scope
                    var bindings: [String?] = []
                    if !enumCase.associated.isEmpty, !bound.isEmpty {
                        // `case .recipe(let recipe)`: the names bound to the values, as the model binds them.
                        guard bound.count == enumCase.associated.count else {
                            builder.noteOpaque(.view, "case \(brief(item))", source.range(item), mayRegister: true, mayNavigate: true)
                            continue
                        }
                        for (name, value) in zip(bound, enumCase.associated) {
                            if let name { inner = inner.binding(name, value.type, builder); inner.substitutions[name] = nil }
                        }
                        bindings = bound.map { $0.map(inner.modelName) }
                    } else {
                        // Values the model does not hold: a bound value stands for any value of its declared type.
                        let payload = builder.module.types[typeName]?.payloadTypes(of: caseName) ?? []
                        for (index, name) in bound.enumerated() {
                            guard let name, index < payload.count, let type = builder.typeRef(payload[index]),
                                  let value = builder.approximation(type, at: source.range(item), what: name) else { continue }
                            inner.substitutions[name] = (value, type)
                        }
                    }
                    cases.append(.init(pattern: caseName, range: source.range(item), content: read(with(inner), c.statements), bindings: bindings))
                }
            }
        }
        return ViewNode(element: .switchOn(SwitchElement(subject: subject, cases: cases, defaultContent: defaultContent)),
                        range: source.range(node), nameRange: nameRange, modifiers: [])
    }

    /// Whether the model matches the case item: a plain pattern of a case the enum declares, binding all or none of
    /// its values.
    private func isModelled(_ item: SwitchCaseItemSyntax, _ typeName: String) -> Bool {
        guard item.whereClause == nil, let (caseName, bound) = casePattern(item.pattern), let enumCase = scene.types[typeName]?.enumCase(caseName) else {
            return false
        }
        return enumCase.associated.isEmpty || bound.isEmpty || bound.count == enumCase.associated.count
    }

    /// A `switch` whose subject the front end cannot compute: every case may be taken, as a chain of conditionals on
    /// unknown Bools (`case a: A; case b: B; default: C` -> `if ? { A } else if ? { B } else { C }`).
    func unknownSwitch(_ node: SwitchExprSyntax, content: ((ViewTranslator, CodeBlockItemListSyntax) -> [ViewNode])? = nil) -> ViewNode? {
        let read = content ?? { $0.viewList($1) }
        builder.noteOpaque(.value, "switch " + brief(node.subject), source.range(node.switchKeyword), mayNavigate: false)
        var branches: [(range: SourceRange, content: [ViewNode])] = []
        for entry in node.cases {
            guard case .switchCase(let c) = entry else { continue }
            var inner = scope
            if case .case(let label) = c.label {
                for item in label.caseItems {
                    for name in casePattern(item.pattern)?.1.compactMap({ $0 }) ?? [] { inner.forget(name) }
                }
            }
            branches.append((source.range(c.label), read(with(inner), c.statements)))
        }
        guard !branches.isEmpty else { return nil }
        var otherwise: [ViewNode] = []
        // A switch is exhaustive: the last case (or `default`) is taken when no other is.
        otherwise = branches.removeLast().content
        for branch in branches.reversed() {
            let condition = builder.unknownCondition(at: branch.range)
            otherwise = [ViewNode(element: .conditional(ConditionalElement(condition: condition, binding: nil, then: branch.content, otherwise: otherwise)),
                                  range: branch.range, nameRange: branch.range, modifiers: [])]
        }
        // The outermost conditional stands for the whole switch.
        guard let first = otherwise.first else { return nil }
        return ViewNode(element: first.element, range: source.range(node), nameRange: source.range(node.switchKeyword), modifiers: [])
    }
}
