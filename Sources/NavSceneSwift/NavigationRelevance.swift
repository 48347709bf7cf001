import SwiftSyntax

/// Which views' own state no navigation depends on: the complement of the navigation slice, for the view state
/// (`@State`, `@Binding` of a view or of a `ViewModifier` struct, `holdsViewState`) whose value holds none of the module's types (`NavigationHolding.edges` empty: a `String`, a
/// `Bool`, a `[String]`). Writing such a property changes nothing any navigation reads, so it is not navigation state
/// (`NavigationHolding.isNavigationState`): an unknown statement whose only navigation effect was that write is no
/// navigation at all.
///
/// Decided on the syntax, before translation, as a least fixpoint over the names of that state. A name is
/// **relevant** (its value may change what navigation exists or happens) when any use of it in the module is one the
/// pass does not know to be harmless: read by a condition, a `ForEach`, an `id:`, a trigger (`onChange(of:)`,
/// `task(id:)`), an argument of any call (a view, a modifier, a function of the module or of another module: unknown
/// code may read it), a closure, a key path, `&name`, a navigation API's binding (`NavigationBoundNames`), `self`
/// given away whole. The uses known to be harmless:
/// - a write: `name = e`, `name += e`, `name.append(e)` (a standard mutating method, as a statement, of a name the
///   module declares no method for), `_name = State(initialValue: e)`;
/// - a read shown as text: inside the arguments of `Text(...)`, through plain expressions (operators, string
///   interpolation, members, other modules' methods with no closure);
/// - a read written into another such name (`q = name.count`, `q.append(name)`): `name` is relevant when `q` is (the
///   data flow edge);
/// - `$name` given to a control that only edits it (`TextField(text:)`, `Toggle(isOn:)`, `Slider(value:)`, ...);
/// - `$name` given to the `@Binding` property `b` of a view of the module built by its memberwise initializer: the
///   same storage, so `name` and `b` are one class (union-find).
/// Names are matched without resolving scopes (every bare `name` or `self.name` in the module is a use of every
/// candidate of that name), which only makes more names relevant. A name some other property wrapper declares
/// (`@AppStorage`, `@Published`, a non-candidate `@State`) is relevant, so `$name` always binds a candidate's
/// storage. A view whose `self` is used whole (`let copy = self`) keeps all its state relevant; a `@Binding` is a
/// candidate only in a view that is not public, has no initializer of its own, and whose type name is used only as
/// `W(...)` calls that are not stored: every binding it holds is one the module gives it there, and no other
/// instance's `b` is read.
///
///
/// **Model candidates**: a stored property (plain or `@Published`, no accessors, not `@objc`/`dynamic`) of a class of
/// the module whose value holds none of the module's types. Every `x.name` of any base is a use of it (the object's
/// storage, whichever object: a model given away whole changes nothing), judged as above; `$x.name`, `Bindable(x).name`
/// is a binding of it, `x.$name` its publisher (relevant unless given to an editing control). Not a candidate when
/// another module's code may read it without naming it (`modelExclusions`: a conformance outside
/// `modelConformances`, such as `Encodable`'s synthesized encoding; a superclass of another module other than
/// `NSObject`, whose key-value coding reaches only `@objc` members; the requirement names of the foreign protocols it
/// conforms to, `Identifiable.id`). Relevant: a name an override declares (its observer runs on each write), the
/// candidates of an `open` class (another module's subclass may override them) or an `@objcMembers` one, an `inout`
/// parameter's name,
/// and all model candidates when the module watches writes wholesale (`objectWillChange` other than `.send()`,
/// `withObservationTracking`, `Mirror`).
///
/// A read written into `q` is a flow only when no stored property that is no candidate is named `q` (such storage
/// may be read without being named: a synthesized encoding, a copy given away whole).
///
/// One walk over the module's syntax, then union-find and one backwards propagation over the edges: linear (up to
/// the inverse Ackermann factor), each climb from a use bounded by the depth of its expression (at most 64 steps).
struct NavigationRelevance {
    /// `Type.property` of the view state no navigation depends on.
    let irrelevant: Set<String>

    static let controls: [String: Set<String>] = [
        "TextField": ["text"], "SecureField": ["text"], "TextEditor": ["text"], "Toggle": ["isOn"], "Slider": ["value"],
        "Stepper": ["value"], "DatePicker": ["selection"], "ColorPicker": ["selection"],
    ]

    /// How many of the module's files the walk read (the others hold no name it asks about: `RelevanceFileFacts`).
    let walkedFiles: Int

    /// `prefilter` false walks every file (tests compare the two).
    init(module: SwiftModule, boundNames: Set<String>, codeMethods: Set<String>, protocols: Set<String> = [], prefilter: Bool = true,
         isCandidate: (SwiftModule.TypeDeclaration, SwiftModule.Property) -> Bool) {
        // The candidates, by name; the view types by last name.
        var candidates: [String: [String]] = [:]
        var seeds: Set<String> = []
        var bindingNames: Set<String> = []
        var viewsByLastName: [String: [SwiftModule.TypeDeclaration]] = [:]
        // Model candidates: their names, the model classes, and the names of stored properties that are no candidate
        // (another type's storage of a model candidate's name, which the module may read without naming it).
        var modelNames: Set<String> = []
        var modelTypes: Set<String> = []
        var plainNames: Set<String> = []
        for name in module.typeOrder {
            guard let type = module.types[name] else { continue }
            let last = name.split(separator: ".").last.map(String.init) ?? name
            if type.holdsViewState { viewsByLastName[last, default: []].append(type) }
            let excluded = type.holdsViewState ? nil : Self.modelExclusions(type, module: module, protocols: protocols)
            if excluded != nil { modelTypes.insert(name) }
            for property in type.properties {
                // An override (`override var x { didSet { ... } }`) runs its code on every write of the name.
                if property.syntax.modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) }) { seeds.insert(property.name) }
                if property.isStatic { continue }
                if type.holdsViewState, !property.isComputed, property.wrapper == "State" || property.wrapper == "Binding", isCandidate(type, property) {
                    candidates[property.name, default: []].append("\(name).\(property.name)")
                    if property.wrapper == "Binding" { bindingNames.insert(property.name) }
                } else if let excluded, !property.isComputed, property.wrapper == nil || property.wrapper == "Published",
                          !excluded.contains(property.name), !Self.isDynamic(property), isCandidate(type, property) {
                    candidates[property.name, default: []].append("\(name).\(property.name)")
                    modelNames.insert(property.name)
                } else if property.wrapper != nil {
                    seeds.insert(property.name)
                } else if !property.isComputed {
                    plainNames.insert(property.name)
                }
            }
        }
        // `@Binding` candidates: the view's name is unique among the module's views, it is not public and has no
        // initializer of its own.
        var bindingViews: [String: SwiftModule.TypeDeclaration] = [:]
        for (last, types) in viewsByLastName where types.count == 1 {
            let type = types[0]
            if !type.isPublic, type.initializers.isEmpty, type.properties.contains(where: { $0.wrapper == "Binding" }) { bindingViews[last] = type }
        }
        guard !candidates.isEmpty else { irrelevant = []; walkedFiles = 0; return }
        seeds.formUnion(boundNames)
        let finder = RelevanceUses(names: Set(candidates.keys), modelNames: modelNames, storedNames: plainNames, bindingNames: bindingNames, bindingViews: bindingViews, codeMethods: codeMethods)
        // A file none of whose tokens is a candidate's name (bare, `$name`, `_name`) or a binding view's name holds no
        // use the walk judges: only its facts about no name (`RelevanceFileFacts`), found once per parse and shared
        // by every target that reads the file, are taken; every other file is walked.
        let names = Set(candidates.keys).union(bindingViews.keys)
        var walked = 0
        // A file that names one: only its sites at those names (`RelevanceSites`, found once per parse, in walk
        // order) are visited, the only nodes whose visit records anything for them; its facts about no name are taken
        // as for a file that names none. The walk of every node of the file is made only without the prefilter.
        for file in module.files {
            if prefilter, file.tokenTexts.isDisjoint(with: names) {
                finder.take(file.relevanceFacts)
            } else if prefilter {
                finder.take(file.relevanceFacts)
                finder.replay(file.relevanceSites.sites(named: names))
                walked += 1
            } else {
                finder.walk(file.source.tree)
                walked += 1
            }
        }
        walkedFiles = walked
        seeds.formUnion(finder.relevant)
        // Every write of a model's property is observed (`objectWillChange`, `withObservationTracking`, `Mirror`).
        if finder.observesModels { seeds.formUnion(modelNames) }
        // An `open` class: another module's subclass may override a property with an observer; an `@objcMembers`
        // one: key-value coding reads its properties by string.
        for name in modelTypes where finder.openClasses.contains(name.split(separator: ".").last.map(String.init) ?? name) {
            for property in module.types[name]?.properties ?? [] where modelNames.contains(property.name) { seeds.insert(property.name) }
        }
        // A view whose `self` escapes, or (for its bindings) whose instances may be kept: all its candidates. (A
        // model given away whole changes nothing: every read of its candidates names them, `x.name`, and is judged.)
        for name in module.typeOrder {
            guard let type = module.types[name] else { continue }
            let last = name.split(separator: ".").last.map(String.init) ?? name
            let escapes = finder.escapingSelf.contains(last) && !modelTypes.contains(name)
            let kept = finder.keptViews.contains(last) || bindingViews[last] == nil
            for property in type.properties where escapes || (property.wrapper == "Binding" && kept) { seeds.insert(property.name) }
        }
        // Union-find over the names.
        var parent: [String: String] = [:]
        func find(_ name: String) -> String {
            var root = name
            while let up = parent[root], up != root { root = up }
            var current = name
            while let up = parent[current], up != root { parent[current] = root; current = up }
            return root
        }
        for (a, b) in finder.unions {
            let ra = find(a), rb = find(b)
            if ra != rb { parent[ra] = rb }
        }
        // Edges `from -> to`: `from` is relevant when `to` is; propagated backwards from the relevant classes.
        var readers: [String: [String]] = [:]
        for (from, to) in finder.flows { readers[find(to), default: []].append(find(from)) }
        var relevant: Set<String> = []
        var queue: [String] = []
        for seed in seeds where relevant.insert(find(seed)).inserted { queue.append(find(seed)) }
        var next = 0
        while next < queue.count {
            let node = queue[next]
            next += 1
            for reader in readers[node] ?? [] where relevant.insert(reader).inserted { queue.append(reader) }
        }
        var result: Set<String> = []
        for (name, keys) in candidates where !relevant.contains(find(name)) { result.formUnion(keys) }
        irrelevant = result
    }

    /// Other modules' protocols a model class may conform to: their requirements (`ForeignProtocols`) are the only
    /// members of it another module's code reads or runs without naming them, and none reads every stored property
    /// (`Encodable`'s synthesized `encode(to:)` does: excluded, as are protocols this table does not know).
    static let modelConformances: Set<String> = Set(ForeignProtocols.requirements.keys).subtracting(["Encodable", "Codable", "CustomReflectable"])

    /// For a class of the module whose stored properties may be model candidates: the names of the requirements of
    /// the other modules' protocols it conforms to (`id` of `Identifiable`: read by `ForEach`, `List`, `sheet(item:)`
    /// without being named), which stay relevant. nil when another module's code may read its stored properties
    /// unnamed: a conformance (of the class, of a superclass of the module's, or refined by a protocol of the module)
    /// outside `modelConformances`, a superclass of another module's other than `NSObject` (whose key-value coding
    /// reads only `@objc` members, `isDynamic`), or a superclass chain deeper than 32.
    static func modelExclusions(_ type: SwiftModule.TypeDeclaration, module: SwiftModule, protocols: Set<String>) -> Set<String>? {
        guard type.kind == .classType else { return nil }
        func last(_ name: String) -> String { name.split(separator: ".").last.map(String.init) ?? name }
        var excluded: Set<String> = []
        var current: SwiftModule.TypeDeclaration? = type
        var steps = 0
        while let t = current {
            steps += 1
            if steps > 32 { return nil }
            for conformance in module.refinedProtocols(t.conformances) {
                if let other = module.types[conformance], other.kind == .classType, !module.isProvisional(conformance) { continue }
                if protocols.contains(conformance) || protocols.contains(last(conformance)) { continue }
                // `NSObject`: key-value coding reaches only `@objc` members (`isDynamic`; `@objcMembers` classes are
                // the walk's `openClasses`).
                if conformance == "NSObject", module.types[conformance] == nil { continue }
                guard modelConformances.contains(last(conformance)) else { return nil }
                excluded.formUnion(ForeignProtocols.requirements[last(conformance)] ?? [])
            }
            current = module.superclass(of: t)
        }
        return excluded
    }

    /// `@objc` or `dynamic`: read and observed by name at run time (key-value coding, `#keyPath`).
    static func isDynamic(_ property: SwiftModule.Property) -> Bool {
        property.syntax.modifiers.contains { $0.name.tokenKind == .keyword(.dynamic) }
            || property.syntax.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription.hasPrefix("objc") == true }
    }
}

/// The walk of `NavigationRelevance`: every use of a candidate name, judged harmless, a flow, a union, or relevant.
final class RelevanceUses: SyntaxVisitor {
    let names: Set<String>
    let bindingViews: [String: SwiftModule.TypeDeclaration]
    let codeMethods: Set<String>
    /// The names of the candidate `@Binding` properties.
    let bindingNames: Set<String>
    private(set) var relevant: Set<String> = []
    private(set) var flows: [(from: String, to: String)] = []
    private(set) var unions: [(String, String)] = []
    /// Views (by last name) whose `self` is used whole.
    private(set) var escapingSelf: Set<String> = []
    /// Views (by last name) named other than as the callee of a `W(...)` call.
    private(set) var keptViews: Set<String> = []

    /// The names of the model candidates: every `x.name` is a use of the object's storage, whatever `x` is.
    let modelNames: Set<String>
    /// Whether the module observes every write of a model (`objectWillChange` other than `send()`,
    /// `withObservationTracking`, `Mirror`): all model candidates are relevant.
    private(set) var observesModels = false

    /// The names of stored properties that are no candidate (and have no wrapper): such storage may be read without
    /// being named (a synthesized encoding, a copy given away whole), so a read written into a name of theirs is no flow.
    let storedNames: Set<String>

    /// Whether the walk looks for wholesale observers of models (`observesModels`): when the module has model
    /// candidates, or for a file's facts about no name (`RelevanceFileFacts`).
    let watchesObservers: Bool

    init(names: Set<String>, modelNames: Set<String> = [], storedNames: Set<String> = [], bindingNames: Set<String>,
         bindingViews: [String: SwiftModule.TypeDeclaration], codeMethods: Set<String>, watchesObservers: Bool? = nil) {
        self.names = names
        self.modelNames = modelNames
        self.watchesObservers = watchesObservers ?? !modelNames.isEmpty
        self.storedNames = storedNames
        self.bindingNames = bindingNames
        self.bindingViews = bindingViews
        self.codeMethods = codeMethods
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        // A binding given by a label of a view's binding to anything but `W(...)` of that view (`.init(b: x)`,
        // `W.init(b:)`, a wrapper's initializer): the binding may be made of storage the pass does not see.
        if let callee = call(node), bindingViews[callee] != nil { return .visitChildren }
        for argument in node.arguments {
            if let label = argument.label?.text, bindingNames.contains(label) { relevant.insert(label) }
        }
        return .visitChildren
    }

    /// A file's facts about no name, for a file the walk would find no candidate's or binding view's name in: what
    /// walking it would have added.
    func take(_ facts: RelevanceFileFacts) {
        escapingSelf.formUnion(facts.escapingSelf)
        openClasses.formUnion(facts.openClasses)
        if watchesObservers, facts.observesModels { observesModels = true }
    }

    private func call(_ node: FunctionCallExprSyntax) -> String? { node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text }

    /// The classes declared `open` or `@objcMembers` (by last name): another module's subclass may override their
    /// properties, or key-value coding read them by string.
    private(set) var openClasses: Set<String> = []

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.open) })
            || node.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "objcMembers" }) {
            openClasses.insert(node.name.text)
        }
        return .visitChildren
    }

    /// `inout q`: writing `q` writes the caller's storage, which the pass does not see: `q` is relevant.
    override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
        if Self.isInout(node) {
            let name = (node.secondName ?? node.firstName).text
            if names.contains(name) { relevant.insert(name) }
        }
        return .visitChildren
    }

    static func isInout(_ node: FunctionParameterSyntax) -> Bool {
        guard let attributed = node.type.as(AttributedTypeSyntax.self) else { return false }
        return attributed.specifiers.contains(where: { $0.trimmedDescription == "inout" })
    }

    /// Visits the sites of a file (`RelevanceSites.sites(named:)`) as the walk of the file visits them, in its order.
    func replay(_ sites: [Syntax]) {
        for site in sites {
            if let node = site.as(DeclReferenceExprSyntax.self) { _ = visit(node) }
            else if let node = site.as(FunctionCallExprSyntax.self) { _ = visit(node) }
            else if let node = site.as(KeyPathPropertyComponentSyntax.self) { _ = visit(node) }
            else if let node = site.as(FunctionParameterSyntax.self) { _ = visit(node) }
        }
    }

    override func visit(_ node: KeyPathPropertyComponentSyntax) -> SyntaxVisitorContinueKind {
        let name = Self.stripped(node.declName.baseName.text).name
        if names.contains(name) { relevant.insert(name) }
        return .skipChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        let text = node.baseName.text
        if text == "self" {
            // `self.x` is a use of `x`; `self` itself given away may be read anywhere.
            // (`Route.self` names a type.)
            let member = node.parent?.as(MemberAccessExprSyntax.self)
            if member?.declName.id == node.id { return .skipChildren }
            if member?.base?.id != Syntax(node).id, let owner = Self.enclosingTypeName(Syntax(node)) {
                escapingSelf.insert(owner)
            }
            return .skipChildren
        }
        if bindingViews[text] != nil { viewName(node, text) }
        if watchesObservers, !observesModels, text == "objectWillChange" || text == "withObservationTracking" || text == "Mirror" {
            // (`objectWillChange.send()` announces a write; it observes nothing.)
            var subject = Syntax(node)
            if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id { subject = Syntax(member) }
            let send = subject.parent?.as(MemberAccessExprSyntax.self)
            let sends = text == "objectWillChange" && send?.base?.id == subject.id && send?.declName.baseName.text == "send"
                && send?.parent?.as(FunctionCallExprSyntax.self)?.calledExpression.id == send?.id
            if !sends { observesModels = true }
        }
        let (name, form) = Self.stripped(text)
        guard names.contains(name) else { return .skipChildren }
        var reference = ExprSyntax(node)
        if modelNames.contains(name), let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id, let base = member.base {
            // `model.name`, `self?.name`, `$model.name` (a binding to the object's property), `model.$name` (its
            // publisher): the object's storage, whichever object it is.
            let binding = form == .plain && Self.isBindingBase(base)
            if !judge(ExprSyntax(member), name: name, form: binding ? .binding : form) { relevant.insert(name) }
            return .skipChildren
        }
        if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id {
            // `x.name` of another value: not this view's state (another instance's `@State` is not installed and
            // reads its initial value); a binding of another instance is the storage it was given: relevant.
            guard let base = member.base?.as(DeclReferenceExprSyntax.self), base.baseName.text == "self" else {
                if bindingNames.contains(name) { relevant.insert(name) }
                return .skipChildren
            }
            reference = ExprSyntax(member)
        }
        if !judge(reference, name: name, form: form) { relevant.insert(name) }
        return .skipChildren
    }

    /// `W` of a view with bindings: fine as the callee of a `W(...)`; each candidate binding given there is `$name` of
    /// a candidate (a union) or makes the binding relevant. Named otherwise (`W.init`, a function value), its bindings
    /// are relevant.
    private func viewName(_ node: DeclReferenceExprSyntax, _ name: String) {
        guard let call = node.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == node.id, let view = bindingViews[name] else {
            keptViews.insert(name)
            return
        }
        for argument in call.arguments {
            guard let label = argument.label?.text, let property = view.property(label), property.wrapper == "Binding" else { continue }
            guard let given = Self.bindingArgument(argument.expression), names.contains(given) else {
                relevant.insert(label)
                continue
            }
        }
    }

    /// Whether a member of `base` is a binding: its chain starts at `$x` or passes `.$x` or `Bindable(x)`.
    static func isBindingBase(_ base: ExprSyntax) -> Bool {
        var expression = base
        for _ in 0..<64 {
            if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text.hasPrefix("$") }
            if let member = expression.as(MemberAccessExprSyntax.self) {
                if member.declName.baseName.text.hasPrefix("$") { return true }
                guard let inner = member.base else { return false }
                expression = inner
            } else if let call = expression.as(FunctionCallExprSyntax.self) {
                if call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Bindable" { return true }
                expression = call.calledExpression
            } else if let optional = expression.as(OptionalChainingExprSyntax.self) {
                expression = optional.expression
            } else if let unwrap = expression.as(ForceUnwrapExprSyntax.self) {
                expression = unwrap.expression
            } else if let subscriptCall = expression.as(SubscriptCallExprSyntax.self) {
                expression = subscriptCall.calledExpression
            } else {
                return false
            }
        }
        return true
    }

    /// `$name` or `self.$name`: the candidate name bound; nil for anything else.
    static func bindingArgument(_ expression: ExprSyntax) -> String? {
        var reference = expression.as(DeclReferenceExprSyntax.self)
        if let member = expression.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
            reference = member.declName
        }
        guard let text = reference?.baseName.text else { return nil }
        let (name, form) = stripped(text)
        return form == .binding ? name : nil
    }

    enum Form { case plain, binding, storage }

    static func stripped(_ text: String) -> (name: String, form: Form) {
        if text.hasPrefix("$"), text.count > 1, text.dropFirst().first?.isNumber == false { return (String(text.dropFirst()), .binding) }
        if text.hasPrefix("_"), text.count > 1 { return (String(text.dropFirst()), .storage) }
        return (text, .plain)
    }

    /// The last name of the type declaration or extension around `node`.
    static func enclosingTypeName(_ node: Syntax) -> String? {
        var current = node.parent
        while let parent = current {
            if let s = parent.as(StructDeclSyntax.self) { return s.name.text }
            if let e = parent.as(ExtensionDeclSyntax.self) { return e.extendedType.trimmedDescription.split(separator: ".").last.map(String.init) }
            if let c = parent.as(ClassDeclSyntax.self) { return c.name.text }
            if let e = parent.as(EnumDeclSyntax.self) { return e.name.text }
            current = parent.parent
        }
        return nil
    }

    /// Whether the use is harmless (recording its flow or union); false: relevant.
    private func judge(_ reference: ExprSyntax, name: String, form: Form) -> Bool {
        switch form {
        case .binding:
            guard let argument = reference.parent?.as(LabeledExprSyntax.self), let label = argument.label?.text,
                  let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
                  let callee = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text else { return false }
            if NavigationRelevance.controls[callee]?.contains(label) == true, !codeMethods.contains(callee) { return true }
            if let view = bindingViews[callee], view.property(label)?.wrapper == "Binding" {
                unions.append((name, label))
                return true
            }
            return false
        case .storage:
            // `_name = State(initialValue: e)`: the initial value; `e` is read where it is.
            guard assignmentTarget(Syntax(reference)) != nil, let value = assignedValue(Syntax(reference))?.as(FunctionCallExprSyntax.self),
                  value.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "State" else { return false }
            return true
        case .plain:
            if reference.parent?.is(InOutExprSyntax.self) == true { return false }
            if NavigationUses.isWritten(Syntax(reference)) { return true }
            if let member = reference.parent?.as(MemberAccessExprSyntax.self), member.base?.id == reference.id,
               let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id,
               ReachTables.mutatingMethods.contains(member.declName.baseName.text), !codeMethods.contains(member.declName.baseName.text),
               call.parent?.is(CodeBlockItemSyntax.self) == true {
                return true
            }
            return climb(Syntax(reference), name: name)
        }
    }

    /// The first element of the assignment `node` is the target of, when it is one.
    private func assignmentTarget(_ node: Syntax) -> Syntax? {
        guard let list = node.parent?.as(ExprListSyntax.self), list.first?.id == node.id, list.count >= 3,
              Self.isAssignment(list[list.index(after: list.startIndex)]) else { return nil }
        return node
    }

    private func assignedValue(_ node: Syntax) -> ExprSyntax? {
        guard let list = node.parent?.as(ExprListSyntax.self), list.count == 3 else { return nil }
        return list.last
    }

    static func isAssignment(_ op: ExprSyntax) -> Bool {
        if op.is(AssignmentExprSyntax.self) { return true }
        guard let text = op.as(BinaryOperatorExprSyntax.self)?.operator.text else { return false }
        return text.hasSuffix("=") && !["==", "!=", "<=", ">=", "===", "!=="].contains(text)
    }

    /// A candidate named at the root of `expression` alone (`q`, `self.q`, `_q`, `model.q` of a model candidate), or nil.
    private func candidateRoot(_ expression: ExprSyntax) -> String? {
        var reference = expression.as(DeclReferenceExprSyntax.self)
        if let member = expression.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" {
            reference = member.declName
        } else if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base, modelNames.contains(member.declName.baseName.text), !Self.isBindingBase(base) {
            reference = member.declName
        }
        guard let text = reference?.baseName.text else { return nil }
        let (name, form) = Self.stripped(text)
        return form != .binding && names.contains(name) && !storedNames.contains(name) ? name : nil
    }

    /// A read: up through plain expressions to `Text(...)` (harmless) or to a write of a candidate (a flow).
    private func climb(_ start: Syntax, name: String) -> Bool {
        var node = start
        var steps = 0
        while let parent = node.parent, steps < 64 {
            steps += 1
            if let list = parent.as(ExprListSyntax.self) {
                // A flat sequence: `q = ... name ...` is a flow into `q`; an expression otherwise.
                if list.count >= 3, let first = list.first, first.id != node.id, Self.isAssignment(list[list.index(after: list.startIndex)]) {
                    guard let target = candidateRoot(first) else { return false }
                    flows.append((name, target))
                    return true
                }
                node = parent
                continue
            }
            if let argument = parent.as(LabeledExprSyntax.self), let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self) {
                if let callee = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, callee == "Text", !codeMethods.contains(callee) { return true }
                // `q.append(name)`: a flow into `q`.
                if let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base,
                   ReachTables.mutatingMethods.contains(member.declName.baseName.text), !codeMethods.contains(member.declName.baseName.text),
                   call.parent?.is(CodeBlockItemSyntax.self) == true, let target = candidateRoot(base) {
                    flows.append((name, target))
                    return true
                }
                guard plainCall(call) else { return false }
                node = Syntax(call)
                continue
            }
            if let call = parent.as(FunctionCallExprSyntax.self) {
                // The callee chain (`name.formatted()`).
                guard call.calledExpression.id == node.id, plainCall(call) else { return false }
                node = parent
                continue
            }
            if parent.is(LabeledExprSyntax.self) || parent.is(LabeledExprListSyntax.self) || parent.is(MemberAccessExprSyntax.self) || parent.is(OptionalChainingExprSyntax.self)
                || parent.is(ForceUnwrapExprSyntax.self) || parent.is(PrefixOperatorExprSyntax.self) || parent.is(PostfixOperatorExprSyntax.self)
                || parent.is(SequenceExprSyntax.self) || parent.is(TernaryExprSyntax.self) || parent.is(TupleExprSyntax.self)
                || parent.is(ExpressionSegmentSyntax.self) || parent.is(StringLiteralSegmentListSyntax.self) || parent.is(StringLiteralExprSyntax.self)
                || parent.is(TryExprSyntax.self) || parent.is(AwaitExprSyntax.self) || parent.is(AsExprSyntax.self) || parent.is(IsExprSyntax.self)
                || parent.is(InfixOperatorExprSyntax.self) {
                if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id != node.id { return false }
                node = parent
                continue
            }
            return false
        }
        return false
    }

    /// A call of another module's code with no closure: a method the module declares no method of that name for, or
    /// another module's type's initializer (`String(x)`).
    private func plainCall(_ call: FunctionCallExprSyntax) -> Bool {
        if call.trailingClosure != nil || !call.additionalTrailingClosures.isEmpty { return false }
        if call.arguments.contains(where: { $0.expression.is(ClosureExprSyntax.self) }) { return false }
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            return member.base != nil && !codeMethods.contains(member.declName.baseName.text)
        }
        if let callee = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text {
            return callee.first?.isUppercase == true && !codeMethods.contains(callee)
        }
        return false
    }
}


/// What `RelevanceUses` finds in one file whatever the candidates are: the views whose `self` is used whole, the `open`
/// or `@objcMembers` classes, and whether the file observes models wholesale. Every other fact of the walk is found at
/// a token naming a candidate or a binding view (`SwiftFileFacts.tokenTexts`), so for a file with none of those this is
/// all the walk finds. Found once per parse (`SwiftFileFacts.relevanceFacts`).
struct RelevanceFileFacts {
    let escapingSelf: Set<String>
    let openClasses: Set<String>
    let observesModels: Bool

    init(_ tree: SourceFileSyntax) {
        let finder = RelevanceUses(names: [], bindingNames: [], bindingViews: [:], codeMethods: [], watchesObservers: true)
        finder.walk(tree)
        escapingSelf = finder.escapingSelf
        openClasses = finder.openClasses
        observesModels = finder.observesModels
    }
}

/// The nodes of one file whose visit by `RelevanceUses` records something about a name only when that name is asked
/// about, in the walk's order, by the names that decide it: a call by each argument label (a candidate `@Binding`'s
/// label), an `inout` parameter by its name, a key path's component and a name used (`x`, `$x`, `_x`, not `self`) by
/// the name and by the name stripped of `$`/`_` (a candidate's name, a binding view's). Found once per parse by one walk
/// that skips what the relevance walk skips (a name's and a key path component's insides), and shared by every target
/// that reads the file: a target visits only the sites of its candidates' names (`sites(named:)`), in the order the
/// walk visits them, instead of every node of the file. The facts about no name (`self` given away, `open` classes,
/// wholesale observers) are the file's `RelevanceFileFacts`.
struct RelevanceSites {
    let nodes: [Syntax]
    let byName: [String: [Int]]

    init(_ tree: SourceFileSyntax) {
        let finder = Finder()
        finder.walk(tree)
        nodes = finder.nodes
        byName = finder.byName
    }

    /// The sites filed under any of `names`, each once, in walk order. Cost: the sites found, n log n.
    func sites(named names: Set<String>) -> [Syntax] {
        var indices: [Int] = []
        if byName.count <= names.count {
            for (name, list) in byName where names.contains(name) { indices += list }
        } else {
            for name in names { if let list = byName[name] { indices += list } }
        }
        indices.sort()
        var result: [Syntax] = []
        result.reserveCapacity(indices.count)
        var last = -1
        for index in indices where index != last {
            result.append(nodes[index])
            last = index
        }
        return result
    }

    private final class Finder: SyntaxVisitor {
        var nodes: [Syntax] = []
        var byName: [String: [Int]] = [:]

        init() { super.init(viewMode: .sourceAccurate) }

        private func add(_ node: Syntax, _ first: String, _ second: String? = nil) {
            let index = nodes.count
            nodes.append(node)
            byName[first, default: []].append(index)
            if let second, second != first { byName[second, default: []].append(index) }
        }

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            var filed = false
            for argument in node.arguments {
                guard let label = argument.label?.text else { continue }
                if !filed { nodes.append(Syntax(node)); filed = true }
                byName[label, default: []].append(nodes.count - 1)
            }
            return .visitChildren
        }

        override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
            if RelevanceUses.isInout(node) { add(Syntax(node), (node.secondName ?? node.firstName).text) }
            return .visitChildren
        }

        override func visit(_ node: KeyPathPropertyComponentSyntax) -> SyntaxVisitorContinueKind {
            add(Syntax(node), RelevanceUses.stripped(node.declName.baseName.text).name)
            return .skipChildren
        }

        override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
            let text = node.baseName.text
            if text != "self" { add(Syntax(node), text, RelevanceUses.stripped(text).name) }
            return .skipChildren
        }
    }
}
