import NavSceneDiagnostics
import NavSceneModel
import SwiftSyntax

/// Swift expressions and statements -> the scene language's, where the meaning is the same: names in scope, state,
/// fields, enum cases, literals, `??`, `==`, `!=`, `&&`, `||`, `!`, `?.`, comparison and arithmetic, the ternary
/// `?:`, `count`/`isEmpty`/`first`/`last`/`contains(_:)`, `rawValue`, `T.allCases`; and the navigation statements of Buttons and actions. Anything else is not translated (nil): the
/// caller approximates it by its type or leaves it opaque.
struct ExpressionTranslator {
    let builder: SceneBuilder
    var scope: Scope
    /// While a write set is collected (`collectWrites`): where a call of the module's code adds the state it writes.
    var writeCollector: WriteCollector? = nil
    /// While code is read for whether it may navigate: the locals it binds to values of module types
    /// (`ForeignCodeReach`), each judged where it is used.
    var typedLocals: TypedLocalTable? = nil
    /// While a getter is read for a use that judges the value it returns (`GetterResults`): its accessor block, whose
    /// returned values are judged there.
    var returnsJudgedAtUses: SyntaxIdentifier? = nil
    var scene: Scene { builder.scene }
    var source: SwiftSource { scope.source }

    func make(_ kind: Expression.Kind, _ node: some SyntaxProtocol) -> Expression { Expression(kind, range: source.range(node)) }

    // MARK: - Values

    /// `expr` as a model expression of type `expected`; when it cannot be translated and `approximate` is set, a
    /// stand-in of the expected type (see `SceneBuilder.approximation`).
    func value(_ expr: ExprSyntax, expecting expected: TypeRef?, approximate: Bool = true) -> Expression? {
        if let member = expr.as(MemberAccessExprSyntax.self), member.base == nil, let expected,
           case .named(let n) = expected.unwrapped, let decl = scene.types[n],
           // (A case that carries values is no value written bare: `.cancel` is then a static member of that name,
           // `static let cancel = Role.cancel(title: "Cancel")`.)
           decl.cases.contains(where: { $0.name == member.declName.baseName.text && $0.associated.isEmpty }) {
            return make(.member(make(.identifier(n), member), name: member.declName.baseName.text, optional: false), member)
        }
        if let call = expr.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
           member.base == nil, let expected, case .named(let n) = expected.unwrapped, let decl = scene.types[n],
           let enumCase = decl.enumCase(member.declName.baseName.text) {
            // `.comments(story)`: the case with its values; a case whose values the model does not hold, the case.
            guard !enumCase.associated.isEmpty else {
                return make(.member(make(.identifier(n), member), name: member.declName.baseName.text, optional: false), member)
            }
            guard let arguments = payload(call, enumCase) else { return fallback(expr, expected, approximate) }
            return make(.call(base: make(.identifier(n), member), name: enumCase.name, arguments: arguments), call)
        }
        if let array = expr.as(ArrayExprSyntax.self), let element = expected?.arrayElement {
            var items: [Expression] = []
            for item in array.elements {
                guard let e = value(item.expression, expecting: element, approximate: false) else { return fallback(expr, expected, approximate) }
                items.append(e)
            }
            return make(.array(items), array)
        }
        // `nil` where the context is no optional: an implicitly unwrapped optional (`var id: String! = nil`, held as
        // its wrapped type, unset until code sets it), which the model cannot start at nil.
        if expr.is(NilLiteralExprSyntax.self) {
            if let expected, !expected.isOptional { return fallback(expr, expected, approximate) }
            return make(.null, expr)
        }
        // `NavigationPath()`, `[Route]()`, `Array<Route>()`: an empty path or array (nothing on it, not a value the
        // model cannot compute).
        if let call = expr.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosure == nil, let expected {
            let callee = call.calledExpression
            let emptyPath = expected == .navigationPath && callee.as(DeclReferenceExprSyntax.self)?.baseName.text == "NavigationPath"
            let emptyArray = expected.arrayElement != nil
                && (callee.as(ArrayExprSyntax.self)?.elements.count == 1
                    || callee.as(GenericSpecializationExprSyntax.self)?.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Array")
            if emptyPath || emptyArray { return make(.array([]), call) }
        }
        if let sequence = expr.as(SequenceExprSyntax.self), let (condition, then, rest) = ternary(Array(sequence.elements)),
           let (c, ct) = operand(condition), ct == .bool,
           let t = value(then, expecting: expected, approximate: false),
           let o = rest.count == 1 ? value(rest[0], expecting: expected, approximate: false) : operand(rest)?.0 {
            // `flag ? .mint : .pink`: the branches typed by what the context expects.
            return make(.conditional(c, then: t, otherwise: o), expr)
        }
        if let (e, type) = translate(expr) {
            // A value of another type than the context's (a positional argument read against the wrong parameter,
            // `0` for a CGFloat) is not this value: a stand-in of the expected type, or unknown.
            if let expected, !ExpressionTranslator.fits(type, expected) { return fallback(expr, expected, approximate) }
            return e
        }
        if let inferred = expected ?? inferType(expr), approximate {
            // `store.isLoading` of a TCA store: state any send may change, any value of its type (TCASends).
            if readsStoreState(expr) { return storeStateValue(expr, inferred) }
            return builder.approximation(inferred, at: source.range(expr), what: brief(expr))
        }
        return nil
    }

    /// Whether a value of type `type` may stand where `expected` is declared (the model's checker decides exactly; this
    /// only keeps the front end from writing what it would reject).
    static func fits(_ type: TypeRef, _ expected: TypeRef) -> Bool {
        if type == expected || expected.isAnyHashable || type == .nilLiteral && expected.isOptional { return true }
        switch (type, expected) {
        case (_, .optional(let wrapped)): return fits(type.unwrapped, wrapped) && (!type.isOptional || fits(type.unwrapped, wrapped))
        case (.optional, _): return false
        case (.identifier, _), (_, .identifier): return true
        case (.array(let a), .array(let b)): return fits(a, b)
        case (_, .navigationPath), (.navigationPath, _): return type.isPath && expected.isPath
        case (.named(let a), .named(let b)): return a == b || (a == "Int" && b == "Double")
        default: return false
        }
    }

    func fallback(_ expr: ExprSyntax, _ expected: TypeRef?, _ approximate: Bool) -> Expression? {
        guard approximate, let expected else { return nil }
        return builder.approximation(expected, at: source.range(expr), what: brief(expr))
    }

    /// The exact translation and its type, or nil.
    func translate(_ expr: ExprSyntax) -> (Expression, TypeRef)? {
        // Deeper than the scene language allows (Grammar.md, "Limits"): opaque, never a stack overflow.
        guard builder.expressionDepth < SceneBuilder.maxExpressionDepth else { return nil }
        builder.expressionDepth += 1
        defer { builder.expressionDepth -= 1 }
        if let ref = expr.as(DeclReferenceExprSyntax.self) {
            // A type nested in a type around the code (`Route` in a view that nests one) before any other of its name.
            let lexical = builder.scopedTypeName(ref.baseName.text, at: ref, owner: scope.owner)
            if lexical != ref.baseName.text, scene.types[lexical] != nil { return (make(.identifier(lexical), ref), .metatype(lexical)) }
            return name(ref.baseName.text, source.range(ref))
        }
        if let b = expr.as(BooleanLiteralExprSyntax.self) { return (make(.bool(b.literal.tokenKind == .keyword(.true)), b), .bool) }
        if let i = expr.as(IntegerLiteralExprSyntax.self), let v = Int(i.literal.text.filter { $0 != "_" }) { return (make(.int(v), i), .int) }
        if let d = expr.as(FloatLiteralExprSyntax.self), let v = Double(d.literal.text.filter { $0 != "_" }) { return (make(.double(v), d), .double) }
        if let s = expr.as(StringLiteralExprSyntax.self), let text = plainString(s) { return (make(.string(text), s), .string) }
        if let t = expr.as(TupleExprSyntax.self), t.elements.count == 1, t.elements.first!.label == nil { return translate(t.elements.first!.expression) }
        if let p = expr.as(PrefixOperatorExprSyntax.self), p.operator.text == "!",
           let (e, type) = translate(p.expression), type == .bool {
            return (make(.unary(.not, e), p), .bool)
        }
        if let cast = expr.as(AsExprSyntax.self), cast.questionOrExclamationMark == nil, let (e, type) = translate(cast.expression),
           let target = builder.typeRef(cast.type), target == type || target == .optional(type) {
            return (e, target)
        }
        if let sequence = expr.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            // `area as Area?`: the value itself (an upcast to the optional the context expects).
            if elements.count == 3, elements[1].is(UnresolvedAsExprSyntax.self), let (e, type) = translate(elements[0]) {
                if let target = elements[2].as(TypeExprSyntax.self).flatMap({ builder.typeRef($0.type) }), target == type || target == .optional(type) {
                    return (e, target)
                }
                return nil
            }
            return binary(elements)
        }
        if let member = expr.as(MemberAccessExprSyntax.self) { return self.member(member) }
        if let call = expr.as(FunctionCallExprSyntax.self) { return lookup(call) ?? caseWithPayload(call) ?? contains(call) }
        return nil
    }

    /// `list.contains(value)` and `text.contains(other)`.
    func contains(_ call: FunctionCallExprSyntax) -> (Expression, TypeRef)? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "contains",
              let baseSyntax = member.base, call.arguments.count == 1, call.arguments.first!.label == nil, call.trailingClosure == nil,
              let (base, baseType) = translate(baseSyntax) else { return nil }
        let element: TypeRef
        if let e = baseType.arrayElement { element = e } else if baseType == .string { element = .string } else { return nil }
        guard let argument = value(call.arguments.first!.expression, expecting: element, approximate: false) else { return nil }
        return (make(.call(base: base, name: "contains", arguments: [.init(label: nil, value: argument)]), call), .bool)
    }

    /// A sequence whose operator of lowest precedence is the ternary `?:` (right-associative: the first one):
    /// the condition's elements, the `then` branch, and the elements of the `else` branch.
    func ternary(_ elements: [ExprSyntax]) -> ([ExprSyntax], ExprSyntax, [ExprSyntax])? {
        guard let index = elements.firstIndex(where: { $0.is(UnresolvedTernaryExprSyntax.self) }), index > 0, index + 1 < elements.count,
              let ternary = elements[index].as(UnresolvedTernaryExprSyntax.self) else { return nil }
        return (Array(elements[..<index]), ternary.thenExpression, Array(elements[(index + 1)...]))
    }

    /// `Route.comments(id)`: the case with its values (a case whose values the model does not hold: the case).
    func caseWithPayload(_ call: FunctionCallExprSyntax) -> (Expression, TypeRef)? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base?.as(DeclReferenceExprSyntax.self),
              let decl = scene.types[builder.scopedTypeName(base.baseName.text, at: base, owner: scope.owner)],
              let enumCase = decl.enumCase(member.declName.baseName.text) else { return nil }
        let range = source.range(call)
        let type = Expression(.identifier(decl.name), range: source.range(base))
        guard !enumCase.associated.isEmpty else {
            return (Expression(.member(type, name: member.declName.baseName.text, optional: false), range: range), .named(decl.name))
        }
        guard let arguments = payload(call, enumCase) else { return nil }
        return (Expression(.call(base: type, name: enumCase.name, arguments: arguments), range: range), .named(decl.name))
    }

    /// The associated values of `.recipe(pie)`, each of its declared type (a value the front end cannot compute
    /// stands for any value of that type); nil when the arguments do not match the case.
    func payload(_ call: FunctionCallExprSyntax, _ enumCase: TypeDecl.EnumCase) -> [Expression.Argument]? {
        guard call.arguments.count == enumCase.associated.count, call.trailingClosure == nil else { return nil }
        var arguments: [Expression.Argument] = []
        for (argument, declared) in zip(call.arguments, enumCase.associated) {
            guard argument.label?.text == declared.label, let value = value(argument.expression, expecting: declared.type) else { return nil }
            arguments.append(.init(label: declared.label, value: value))
        }
        return arguments
    }

    /// `ids.compactMap { dataModel[$0] }` (identities mapped to the values they name, missing ones dropped): the
    /// model's `T[ids]`.
    func lookup(_ call: FunctionCallExprSyntax) -> (Expression, TypeRef)? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "compactMap",
              let base = member.base, call.arguments.isEmpty, let closure = call.trailingClosure, closure.statements.count == 1,
              let subscriptCall = Syntax(closure.statements.first!.item).as(ExprSyntax.self)?.as(SubscriptCallExprSyntax.self),
              subscriptCall.arguments.count == 1, brief(subscriptCall.arguments.first!.expression, limit: 8) == "$0",
              let (ids, type) = translate(base), case .array(.identifier(let of)) = type else { return nil }
        let range = source.range(call)
        return (Expression(.lookup(Expression(.identifier(of), range: range), key: ids), range: range), .array(.named(of)))
    }

    func plainString(_ s: StringLiteralExprSyntax) -> String? {
        var text = ""
        for segment in s.segments {
            guard case .stringSegment(let part) = segment else { return nil }
            text += part.content.text
        }
        return text
    }

    func name(_ name: String, _ range: SourceRange) -> (Expression, TypeRef)? {
        func make(_ kind: Expression.Kind, _ range: SourceRange) -> Expression { Expression(kind, range: range) }
        if let local = scope.locals[name] { return (make(.identifier(local.name), range), local.type) }
        if let substitution = scope.substitutions[name] { return substitution }
        if scope.hidden.contains(name) { return nil }
        if let state = stateTarget(name), let variable = stateVariable(state) { return (make(.identifier(state), range), variable.type) }
        if let owner = builder.module.types[scope.owner], owner.isView,
           let p = builder.parameters(of: owner).first(where: { $0.name == name }),
           let type = builder.typeRef(p.type ?? builder.literalType(p.initial)) {
            // A view's parameter is its instance's: a method reading it is not a scene-wide action.
            builder.viewScopedUses += 1
            return (make(.identifier(name), range), type)
        }
        if scene.types[name] != nil { return (make(.identifier(name), range), .metatype(name)) }
        return nil
    }

    /// The state variable a name in scope stands for: the owner's `@State`, the owner's `@Binding` parameter (read
    /// and written through to whatever each caller passes), or (in a model's method) the model's own property.
    func stateTarget(_ name: String, explicitSelf: Bool = false) -> String? {
        // `self.cursor` is the property even where a local `cursor` hides it (`if let cursor { self.cursor = next }`).
        if !explicitSelf && (scope.locals[name] != nil || scope.hidden.contains(name)) { return nil }
        if let s = builder.stateName(owner: scope.owner, property: name) { return s }
        if builder.bindingParameterType(view: scope.owner, property: name) != nil
            || builder.localStateVariable(view: scope.owner, property: name) != nil {
            builder.viewScopedUses += 1
            return name
        }
        return nil
    }

    /// The variable a state target names: a scene state variable, or the owner's `@Binding` parameter (as a variable
    /// of its type, which is what statements and bindings need to know of it).
    func stateVariable(_ name: String) -> StateVariable? {
        if let variable = builder.localStateVariable(view: scope.owner, property: name) { return variable }
        // The owner's `@Binding tags` is that binding, not another view's scene state that happens to be named `tags`.
        if builder.stateName(owner: scope.owner, property: name) == nil, let type = builder.bindingParameterType(view: scope.owner, property: name) {
            return StateVariable(name: name, type: type, initial: nil, range: scene.range)
        }
        return scene.stateVariable(name)
    }

    /// The state an assignable expression names: `path`, `self.path`, `router.path`, `model.selection`. With
    /// `throughOptional`, also through optional chains (`router?.path`, `self?.item`, `model?.sub.flag`, where
    /// `router: Router?`): the state such a chain *may* write (nothing when a link is nil), which only a latent
    /// write may stand for (`writtenState`), never a write of a known value.
    func stateTarget(_ expr: ExprSyntax, chains: Bool = true, throughOptional: Bool = false) -> String? {
        if let ref = expr.as(DeclReferenceExprSyntax.self) { return stateTarget(ref.baseName.text) }
        guard let member = expr.as(MemberAccessExprSyntax.self), var base = member.base else { return nil }
        if throughOptional, let chain = base.as(OptionalChainingExprSyntax.self) { base = chain.expression }
        let property = member.declName.baseName.text
        if base.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" { return stateTarget(property, explicitSelf: true) }
        if let objectType = chains ? stateObjectType(base, throughOptional: throughOptional)
            : objectType(base, throughOptional: throughOptional) ?? reachedObjectType(base) {
            return builder.stateName(owner: objectType, property: property)
        }
        return nil
    }

    /// The class of an observable model a shared static of a model class holds (`Session.shared`, `Router.main`: a
    /// stored static property of the class whose type is that class or another model class). The model holds one value
    /// per model property whichever instance holds it, as for `objectType`. (A chain through a model's instance
    /// property, `settings.panel`, is not followed: on a real app it made the rules' witness searches blow up.)
    func reachedObjectType(_ expr: ExprSyntax) -> String? {
        guard let member = expr.as(MemberAccessExprSyntax.self), let reference = member.base?.as(DeclReferenceExprSyntax.self),
              !scope.declares(reference.baseName.text) else { return nil }
        let module = builder.module
        let name = member.declName.baseName.text
        guard let holderName = builder.module.typeNamed(reference.baseName.text, from: scope.owner), let holder = module.types[holderName],
              let property = holder.properties.first(where: { $0.isStatic && $0.name == name }) else { return nil }
        guard !property.isComputed, !property.syntax.bindings.contains(where: { $0.accessorBlock != nil }) else { return nil }
        // The annotation, else the type the initializer makes (`Router()`, `Router.init()`, `Self()`: `declaredTypeName`).
        guard let declared = module.declaredTypeName(of: property), case let typeName = declared == "Self" ? holder.name : declared,
              let resolved = builder.module.typeNamed(typeName, from: holder.name), let type = module.types[resolved],
              type.kind == .classType, type.isObservable else { return nil }
        return resolved
    }

    /// The class of the observable model whose state a chain names (`stateTarget`, bindings): a model the view
    /// reaches by a property (`objectType`: `router`, `$model`, `self.model`), or a chain from one through stored
    /// properties of observable model classes (`model.routerPath`, `$model.sub`, `Session.shared.panel`:
    /// `chainedObjectType`). Method calls through such a chain are not inlined here: they are decided by their write
    /// sets (`NavigationWriteSets`), as before.
    func stateObjectType(_ expr: ExprSyntax, throughOptional: Bool = false) -> String? {
        if let member = expr.as(MemberAccessExprSyntax.self) {
            if let base = member.base?.as(DeclReferenceExprSyntax.self), base.baseName.text == "self" {
                return objectType(ExprSyntax(DeclReferenceExprSyntax(baseName: member.declName.baseName)), throughOptional: throughOptional, ownProperty: true)
            }
            return chainedObjectType(member, depth: 0, throughOptional: throughOptional)
        }
        return objectType(expr, throughOptional: throughOptional)
    }

    /// The class of an observable model a view reaches by a property (`@Environment(Router.self) var router`,
    /// `@StateObject var model = Model()`, `let model: Model`, `@Environment(\.router) var router` of a value the
    /// module adds to the environment), or `$model` of `@Bindable`, or a local bound to one (`if let router`,
    /// `guard let router = self.router`: `Scope.objects`; any other local of the name hides the property).
    /// With `throughOptional`, also a property of an optional model type (`weak var router: Router?`), named so only
    /// where a chain goes through it with `?` (`stateTarget`). `ownProperty`: the owner's property of the name, whatever
    /// local hides it (`self.router`).
    func objectType(_ expr: ExprSyntax, throughOptional: Bool = false, ownProperty: Bool = false) -> String? {
        guard let ref = expr.as(DeclReferenceExprSyntax.self) else { return nil }
        var name = ref.baseName.text
        if name.hasPrefix("$") { name.removeFirst() }
        if !ownProperty {
            if let bound = scope.objects[name] { return bound }
            if scope.declares(name) { return nil }
        }
        guard let owner = builder.module.types[scope.owner] else { return nil }
        if owner.kind == .classType, name == "self" { return owner.name }
        guard var p = owner.property(name) else { return nil }
        // `@Environment(\.router)`: the type of the environment value the module declares.
        if p.wrapper == "Environment", let arg = p.wrapperArgument, let declared = builder.module.environmentProperty(keyPath: arg) { p = declared }
        var typeName = builder.module.declaredTypeName(of: p)
        if throughOptional, let wrapped = builder.module.optionalWrappedTypeName(of: p) { typeName = wrapped }
        if typeName == nil, let arg = p.wrapperArgument, arg.hasSuffix(".self") { typeName = String(arg.dropLast(5)) }
        // The annotation or initializer is looked up where the property is (`declaredTypeName`); a wrapper's argument
        // through the types around the owner.
        guard let typeName else { return nil }
        guard let resolved = builder.module.typeNamed(typeName, from: owner.name) else {
            // `var coordinator: C` of `Modifier<C: Coordinator>`: the one class that conforms.
            return builder.soleConformer(ofGeneric: typeName, at: Syntax(p.syntax))
        }
        guard builder.module.types[resolved]?.kind == .classType else { return nil }
        return resolved
    }

    /// `model.routerPath` (a property of a model whose type is another observable model class), `Session.shared` (a
    /// static property of a model class holding one: `reachedObjectType`), and chains of those, at most
    /// `chainDepthLimit` members. Stored properties only (a computed one, or one with observers, runs code: not
    /// followed), not optional (`model.sub?.flag` may write nothing). The model holds one value per (model class,
    /// property) whichever instance holds it, as for `objectType`: the instance a chain reaches is one of the class's.
    /// With `throughOptional`, also through optional links a chain follows with `?` (`model?.sub?.flag`: see
    /// `stateTarget`).
    func chainedObjectType(_ member: MemberAccessExprSyntax, depth: Int, throughOptional: Bool = false) -> String? {
        guard depth < Self.chainDepthLimit, var base = member.base else { return nil }
        var optional = false
        if throughOptional, let chain = base.as(OptionalChainingExprSyntax.self) { base = chain.expression; optional = true }
        if !optional, let reached = reachedObjectType(ExprSyntax(member)) { return reached }
        let holderName: String?
        if let inner = base.as(MemberAccessExprSyntax.self) {
            if let root = inner.base?.as(DeclReferenceExprSyntax.self), root.baseName.text == "self" {
                holderName = stateObjectType(base, throughOptional: throughOptional)
            } else {
                holderName = chainedObjectType(inner, depth: depth + 1, throughOptional: throughOptional)
            }
        } else {
            holderName = objectType(base, throughOptional: throughOptional)
        }
        let module = builder.module
        guard let holderName, let holder = module.types[holderName], holder.isObservable,
              let property = holder.property(member.declName.baseName.text),
              !property.isComputed, !property.syntax.bindings.contains(where: { $0.accessorBlock != nil }),
              property.wrapper == nil || property.wrapper == "Published",
              let typeName = throughOptional ? module.optionalWrappedTypeName(of: property) ?? module.declaredTypeName(of: property)
                : module.declaredTypeName(of: property),
              let resolved = module.typeNamed(typeName, from: holder.name), let type = module.types[resolved],
              type.kind == .classType, type.isObservable else { return nil }
        return resolved
    }

    static let chainDepthLimit = 8

    func member(_ member: MemberAccessExprSyntax) -> (Expression, TypeRef)? {
        let field = member.declName.baseName.text
        guard let baseSyntax = member.base else { return nil }
        if baseSyntax.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
            return name(field, source.range(member))
        }
        // A read through a chain (`layer.root.page`) stays unknown: naming it made mlem's witness searches ten times
        // slower (every page of its layers became reachable); writes and bindings through chains are named.
        if let state = stateTarget(ExprSyntax(member), chains: false), let variable = stateVariable(state) { return (make(.identifier(state), member), variable.type) }
        var optional = false
        var baseExpr = baseSyntax
        if let chain = baseSyntax.as(OptionalChainingExprSyntax.self) { optional = true; baseExpr = chain.expression }
        if !optional, let constant = conformersConstant(baseExpr, field) { return (make(.bool(constant), member), .bool) }
        guard let (base, baseType) = translate(baseExpr) else { return nil }
        func result(_ type: TypeRef) -> (Expression, TypeRef) {
            let wrapped = optional && !type.isOptional ? TypeRef.optional(type) : type
            return (make(.member(base, name: field, optional: optional), member), wrapped)
        }
        if case .metatype(let typeName) = baseType, let decl = scene.types[typeName] {
            if decl.cases.contains(where: { $0.name == field }) { return result(.named(typeName)) }
            // `Library.Shelf`: the type nested in the type, under the name the module gave it.
            if let nested = builder.module.types[typeName]?.nestedType(named: field),
               scene.types[nested] != nil {
                return (make(.identifier(nested), member), .metatype(nested))
            }
            if field == "allCases", decl.isEnum, !decl.hasAssociatedValues { return result(.array(.named(typeName))) }
            return nil
        }
        let value = optional ? baseType.unwrapped : baseType
        guard !value.isOptional || optional else { return nil }
        if let element = value.arrayElement {
            switch field {
            case "count": return result(.int)
            case "isEmpty": return result(.bool)
            case "first", "last": return result(.optional(element))
            default: return nil
            }
        }
        switch value {
        case .named(let typeName):
            guard let decl = scene.types[typeName] else { return nil }
            if decl.isEnum {
                if field == "id" { return result(value) }
                if field == "rawValue" { return result(decl.rawType ?? .string) }
                return decl.property(field) != nil ? result(.string) : nil
            }
            if let f = decl.field(field) { return result(f.type) }
            return nil
        case .navigationPath:
            switch field {
            case "count": return result(.int)
            case "isEmpty": return result(.bool)
            default: return nil
            }
        default:
            return nil
        }
    }

    /// Infix operators (swift-syntax leaves a sequence unfolded): split at the operator of lowest precedence, as
    /// Swift's standard precedence groups fold it — `||`, `&&`, comparison, `??` (right-associative), `+ -`, `* / %`.
    func binary(_ elements: [ExprSyntax]) -> (Expression, TypeRef)? {
        guard let first = elements.first, let last = elements.last, elements.count <= 2 * SceneBuilder.maxExpressionDepth else { return nil }
        let range = source.range(first).union(source.range(last))
        if let (condition, then, rest) = ternary(elements) {
            guard let (c, ct) = operand(condition), ct == .bool, let (t, tt) = translate(then), let (o, ot) = operand(rest) else { return nil }
            let type: TypeRef
            if tt == ot { type = tt } else if tt == .optional(ot) || ot.isOptional && ot.unwrapped == tt { type = tt.isOptional ? tt : ot }
            else { return nil }
            return (Expression(.conditional(c, then: t, otherwise: o), range: range), type)
        }
        let groups: [(operators: Set<String>, rightAssociative: Bool)] = [
            (["||"], false), (["&&"], false), (["==", "!=", "<", "<=", ">", ">="], false), (["??"], true),
            (["+", "-"], false), (["*", "/", "%"], false),
        ]
        func operatorText(_ expr: ExprSyntax) -> String? { expr.as(BinaryOperatorExprSyntax.self)?.operator.text }
        for group in groups {
            let isMember: (ExprSyntax) -> Bool = { operatorText($0).map(group.operators.contains) ?? false }
            guard let index = group.rightAssociative ? elements.firstIndex(where: isMember) : elements.lastIndex(where: isMember),
                  let opText = operatorText(elements[index]), let kind = Expression.BinaryOperator(rawValue: opText)
            else { continue }
            let left = Array(elements[..<index]), right = Array(elements[(index + 1)...])
            var lhs = operand(left), rhs = operand(right)
            // `item == .genres`: an implicit member compared with a value is of that value's type.
            if kind == .equal || kind == .notEqual {
                if rhs == nil, let (_, type) = lhs, right.count == 1, let value = value(right[0], expecting: type, approximate: false) { rhs = (value, type) }
                if lhs == nil, let (_, type) = rhs, left.count == 1, let value = value(left[0], expecting: type, approximate: false) { lhs = (value, type) }
            }
            guard let (l, lt) = lhs, let (r, rt) = rhs else { return nil }
            let expression = Expression(.binary(kind, l, r), range: range)
            switch kind {
            case .or, .and:
                guard lt == .bool, rt == .bool else { return nil }
                return (expression, .bool)
            case .coalesce:
                guard lt.isOptional else { return nil }
                return (expression, rt)
            case .equal, .notEqual:
                return (expression, .bool)
            case .less, .lessOrEqual, .greater, .greaterOrEqual:
                guard lt == rt, lt == .int || lt == .string || lt == .double else { return nil }
                return (expression, .bool)
            case .add:
                guard lt == rt, lt == .int || lt == .string else { return nil }
                return (expression, lt)
            case .subtract, .multiply, .divide, .remainder:
                guard lt == .int, rt == .int else { return nil }
                return (expression, .int)
            }
        }
        return nil
    }

    func operand(_ elements: [ExprSyntax]) -> (Expression, TypeRef)? {
        if elements.count == 1 { return translate(elements[0]) }
        return binary(elements)
    }

    /// The declared type of an expression the front end cannot translate but can type: a property or method of an
    /// observable model or of the view (`dataModel.recipes(in: category)` -> `[Recipe]`).
    func inferType(_ expr: ExprSyntax) -> TypeRef? {
        if let call = expr.as(FunctionCallExprSyntax.self), let ref = call.calledExpression.as(DeclReferenceExprSyntax.self),
           case let name = builder.scopedTypeName(ref.baseName.text, at: ref, owner: scope.owner), scene.types[name]?.isEnum == false {
            // `Item(id: UUID(), title: "New")`: a value of the model type the front end cannot compute.
            return .named(name)
        }
        if let call = expr.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
           let base = member.base, let owner = objectType(base),
           let method = builder.module.types[owner]?.method(member.declName.baseName.text) {
            return builder.typeRef(method.returnType)
        }
        if let call = expr.as(FunctionCallExprSyntax.self), let ref = call.calledExpression.as(DeclReferenceExprSyntax.self),
           let method = builder.module.types[scope.owner]?.method(ref.baseName.text) {
            return builder.typeRef(method.returnType)
        }
        if let member = expr.as(MemberAccessExprSyntax.self), let base = member.base, let owner = objectType(base),
           let p = builder.module.types[owner]?.property(member.declName.baseName.text) {
            return builder.typeRef(p.type)
        }
        if let member = expr.as(MemberAccessExprSyntax.self), let base = member.base?.as(DeclReferenceExprSyntax.self),
           let type = builder.module.types[builder.scopedTypeName(base.baseName.text, at: base, owner: scope.owner)],
           let p = type.properties.first(where: { $0.isStatic && $0.name == member.declName.baseName.text }) {
            // `Recipe.all`, `Book.samples`: a static property's declared type.
            return builder.typeRef(p.type ?? builder.literalType(p.initial))
        }
        if let ref = expr.as(DeclReferenceExprSyntax.self), let p = builder.module.types[scope.owner]?.property(ref.baseName.text) {
            return builder.typeRef(p.type ?? builder.literalType(p.initial))
        }
        // `DetailView.Item(id: x)`: a value of a model struct nested in another type.
        if let call = expr.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
           let name = typeName(ExprSyntax(member)), scene.types[name]?.isEnum == false {
            return .named(name)
        }
        // `AppModel.Route.web(url: URL(string: s)!)`: a case of one of the module's enums, whatever its payload.
        return caseType(expr)
    }

    // MARK: - Text

    /// Display text: a string literal with interpolations, or an expression. What cannot be translated is shown as
    /// written (text has no navigation meaning).
    func template(_ expr: ExprSyntax) -> Template {
        let range = source.range(expr)
        if let s = expr.as(StringLiteralExprSyntax.self) {
            var parts: [Template.Part] = []
            for segment in s.segments {
                switch segment {
                case .stringSegment(let part): parts.append(.text(part.content.text))
                case .expressionSegment(let e):
                    if e.expressions.count == 1, let (value, _) = translate(e.expressions.first!.expression) { parts.append(.expression(value)) }
                    else { parts.append(.text(brief(e.expressions, limit: 200))) }
                }
            }
            return Template(parts: parts, range: range)
        }
        if let call = expr.as(FunctionCallExprSyntax.self), call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Text", let first = call.arguments.first {
            return template(first.expression)
        }
        if let (value, _) = translate(expr) { return Template(parts: [.expression(value)], range: range) }
        return Template(parts: [.text(brief(expr, limit: 200))], range: range)
    }
}
