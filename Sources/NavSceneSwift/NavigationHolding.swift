import Foundation
import SwiftSyntax

/// Which properties are navigation state and which types of the module hold navigation, decided once per scene.
///
/// A property is navigation state when the scene model holds it (a state variable, a view's own `@State`, a binding),
/// when a navigation API binds a property of its name somewhere (`NavigationBoundNames`), or when it is a
/// `NavigationPath`; except a view's own `@State`/`@Binding` of a value with none of the module's types that no
/// navigation reads (`NavigationRelevance`: writing it changes nothing any navigation depends on). A type holds
/// navigation when a value of it can reach navigation state: one of its stored properties is navigation state, or may
/// be anything (a closure, a binding, an existential or a protocol of the module, a generic parameter, a type the front
/// end cannot tell, an environment action such as `dismiss`), or is of a type that holds navigation (a foreign generic
/// holds what its arguments do, and also what the types nested in them do: `StoreOf<Feature>` reaches `Feature.State`).
/// A property with no type written holds what its initializer makes: another module's value made from other modules'
/// names (`let id = UUID().uuidString`) holds nothing, an `@AppStorage`/`@SceneStorage` value only what a raw value
/// makes. Reachability over the graph of types, computed by one propagation backwards from the types that hold
/// navigation themselves: linear in the properties, and cycles (`Node` holding `[Node]`) hold navigation only when
/// something on them does.
final class NavigationHolding {
    /// Every name a navigation API binds (`NavigationBoundNames`), whichever type's property it is.
    let names: Set<String>
    /// The bound names whose owner type the module cannot tell: a property of any type with one is navigation state.
    private let unownedNames: Set<String>
    /// `Type.property`: the bound properties whose owner type the module tells (`BoundNameOwners`).
    private let ownedNames: Set<String>
    let protocols: Set<String>
    /// The protocols of the module a value of which holds only what one of its conformers may (`decidedProtocols`).
    let decided: Set<String>
    /// Their conformers, by protocol (`decidedProtocols`): the propagation's edges from each conformer to its protocol.
    private let decidedConformers: [String: [String]]
    /// What the table was computed from besides the module (see `Inputs`).
    let inputs: Inputs
    /// The builder whose state `isNavigationState` reads: the pass's that asks (`kept(for:)`).
    private unowned var builder: SceneBuilder
    private var holding: Set<String> = []
    /// The views' own state no navigation depends on (`NavigationRelevance`): `Type.property`.
    private(set) var irrelevantState: Set<String> = []
    /// A type with what its nested types hold (`Feature*`).
    private var deepHolding: Set<String> = []
    /// The types a copy of whose value can reach navigation state (`copyHolds`).
    private var copyHolding: Set<String> = []

    /// Debugging only: with `NAVLINT_EXPLAIN_HOLDING` set, each run prints to standard error, for every type of the
    /// module that holds navigation, the chain of properties that makes it hold it and the criterion at its end
    /// (`explanation(of:)`). Nothing is recorded otherwise.
    static let explaining = ProcessInfo.processInfo.environment["NAVLINT_EXPLAIN_HOLDING"] != nil
    /// Why each node of the propagation holds navigation (only when `explaining`): the node it was reached from and
    /// how, or the criterion that marked it.
    private var causes: [String: (from: String?, reason: String)] = [:]
    /// `edges(_:of:depth:)`'s answers (the facts object kept so that its identity is not reused while the memo lives).
    private var edgeMemo: [EdgeQuestion: (facts: PropertyFacts, answer: [(name: String, deep: Bool)]?)] = [:]

    /// What the table depends on besides the module: which properties the builder made state variables of the scene
    /// (`SceneBuilder.stateName`) and views' own state (`SceneBuilder.localStateVariable`). Both are set by
    /// `declareState` from the module alone, so every pass of the builder over one module has the same; a table is
    /// kept with the module and reused by a later pass only when they are equal.
    struct Inputs: Equatable {
        let stateNames: [String: String]
        let localState: [String: [String]]

        init(_ builder: SceneBuilder) {
            stateNames = builder.stateNames
            localState = builder.localState.mapValues { $0.map(\.name) }
        }
    }

    /// The module's table for this pass of the builder: the one an earlier pass built when its inputs are the same
    /// (the builder's passes over a module differ only in the views they make unknown, which the table does not
    /// read), else a new one, kept with the module.
    static func kept(for builder: SceneBuilder) -> NavigationHolding {
        let inputs = Inputs(builder)
        if let kept = builder.module.keptHolding, kept.inputs == inputs {
            kept.builder = builder
            return kept
        }
        let table = NavigationHolding(builder, inputs: inputs)
        builder.module.keptHolding = table
        return table
    }

    private init(_ builder: SceneBuilder, inputs: Inputs) {
        self.builder = builder
        self.inputs = inputs
        let owners = BoundNameOwners(module: builder.module, unowned: builder.module.files.reduce(into: Set<String>()) { $0.formUnion($1.navigationNames.names) },
                                     chains: builder.module.files.flatMap(\.navigationNames.chains))
        self.names = owners.allNames
        self.unownedNames = owners.names
        self.ownedNames = owners.owned
        self.protocols = builder.reach.protocols(builder)
        (self.decided, self.decidedConformers) = Self.decidedProtocols(builder.module, protocols: protocols, aliases: builder.reach.aliases(builder))
        let codeMethods = builder.reach.codeRunningNames(builder).methods.union(builder.reach.extendedTypeMethodNames(builder))
        // A first table with no state taken out (`irrelevantState` empty): every type that may hold navigation, a
        // superset of what the final table says. A model's property holding only values of types outside it (a plain
        // enum, a record struct of the module) holds no navigation whatever the relevance pass decides.
        propagate()
        let upper = holding, upperDeep = deepHolding
        irrelevantState = NavigationRelevance(module: builder.module, boundNames: names, codeMethods: codeMethods, protocols: protocols) { type, property in
            // (An observer, `didSet`, runs code on each write: its own reach decides; such state stays as it was.)
            guard !Self.isFocus(property), !property.facts.of(property).declaresState, !property.syntax.bindings.contains(where: { $0.accessorBlock != nil }),
                  let edges = self.edges(property, of: type) else { return false }
            if type.holdsViewState { return edges.isEmpty }
            return edges.allSatisfy { edge in
                !(edge.deep ? upperDeep.contains(edge.name) : upper.contains(edge.name)) && !self.protocols.contains(edge.name)
            }
        }.irrelevant
        if !irrelevantState.isEmpty {
            holding = []
            deepHolding = []
            copyHolding = []
            causes = [:]
            propagate()
        }
        if Self.explaining { printExplanations() }
    }

    /// Whether a value of the module type `name` can reach navigation state.
    /// (A protocol's extension, which the module names as a type, may be any conforming type.)
    func holds(_ name: String) -> Bool { holding.contains(name) || protocols.contains(name) }

    /// What a value typed by the module type or protocol `name` holds: as `holds`, but a protocol decided by its
    /// conformers (`decided`) holds what one of them may. (Only for the value itself: a member of it is a conformer's,
    /// which may run its code: `NavigationReach` reads a member of such a value as it reads one of any value.)
    func valueHolds(_ name: String) -> Bool { holding.contains(name) || protocols.contains(name) && !decided.contains(name) }

    /// `copyHolds` of the value itself, as `valueHolds`.
    func valueCopyHolds(_ name: String) -> Bool { copyHolding.contains(name) || protocols.contains(name) && !decided.contains(name) }

    /// Whether a copy of a value of the module type `name` can reach navigation state: what code given the value
    /// (an argument, a return, a value stored elsewhere) can reach through it. An instance of a class is the object
    /// itself: whatever the object holds. A struct or an enum is a value: a copy shares no storage with the value it
    /// was made from, so writing the copy's stored properties changes nothing of the original's, whichever of them is
    /// navigation state; the copy reaches navigation only through what it holds by reference: an object that holds
    /// navigation, a property wrapper's storage (`@State`, `@Binding`, `@Environment`: shared by every copy) that is or
    /// holds navigation state, a binding, a closure, an existential, a protocol or generic value (which may be an
    /// object), a type the front end cannot tell, or another module's generic over a type that holds navigation
    /// (which may be an object holding it: `StoreOf<Feature>`). A type the module only extends may be a class: what
    /// it holds. (A write of the value itself, `x = ...`, `x.mutate()`, `&x`, changes the stored value: `holds`.)
    func copyHolds(_ name: String) -> Bool { copyHolding.contains(name) || protocols.contains(name) }

    /// The protocols of the module whose values are exactly the values of its conforming types, with those types: a
    /// protocol no other module can conform to (not `public`/`open`, or any protocol of a module with an App: an app's
    /// target is imported by no module that runs in it, and the local packages it depends on are read with it, so a
    /// `public` protocol of one of them has no conformer the module does not read in the app's process), that no type
    /// of another module is made to conform
    /// to by an extension (directly or through a protocol refining it), where no type conforms through a type alias.
    /// A conformer is a type of the module that declares the conformance (in its declaration or an extension) to the
    /// protocol or to one refining it, or a subclass of the module's of such a class. A protocol with no conformer
    /// holds nothing (no value of it exists). Linear in the types, their conformances and their superclass chains
    /// (at most 32 levels).
    static func decidedProtocols(_ module: SwiftModule, protocols: Set<String>, aliases: Set<String>)
        -> (protocols: Set<String>, conformers: [String: [String]]) {
        func last(_ name: String) -> String { name.split(separator: ".").last.map(String.init) ?? name }
        var candidates = module.app != nil ? protocols : protocols.subtracting(module.publicProtocols)
        // (A protocol whose name is also a type the module declares is left undecided: which one a name means is not told.)
        candidates = candidates.filter { module.types[$0] == nil || module.isProvisional($0) }
        var conformers: [String: [String]] = [:]
        var undecided: Set<String> = []
        for name in module.typeOrder {
            guard let t = module.types[name], !protocols.contains(name) else { continue }
            var reached: Set<String> = []
            var current: SwiftModule.TypeDeclaration? = t
            var steps = 0
            while let type = current, steps < 32 {
                steps += 1
                for conformance in type.conformances {
                    if aliases.contains(conformance) || aliases.contains(last(conformance)) {
                        if explaining { trace("navlint-holding: every protocol undecided: \(name) conforms to the alias \(conformance)") }
                        undecided.formUnion(candidates)
                    }
                }
                reached.formUnion(module.refinedProtocols(Set(type.conformances.flatMap { [$0, last($0)] })))
                current = module.superclass(of: type)
            }
            if steps >= 32, current != nil { undecided.formUnion(candidates) }
            let conformed = reached.intersection(candidates)
            if module.isProvisional(name) {
                if explaining, !conformed.isEmpty { trace("navlint-holding: undecided \(conformed.sorted()): another module's \(name) conforms") }
                undecided.formUnion(conformed)
                continue
            }
            for p in conformed { conformers[p, default: []].append(name) }
        }
        let decided = candidates.subtracting(undecided)
        return (decided, conformers.filter { decided.contains($0.key) })
    }

    /// The conformers of a protocol decided by them (`decidedProtocols`), nil for any other protocol.
    func conformers(of p: String) -> [String]? { decided.contains(p) ? decidedConformers[p] ?? [] : nil }

    /// Whether the module type `name` or a type nested in it can reach navigation state (what another module's
    /// generic over it may reach: `StoreOf<Feature>` -> `Feature.State`).
    func holdsWithNested(_ name: String) -> Bool { deepHolding.contains(name) }

    /// Whether writing the property (assigning it, mutating it in place, binding it) may navigate.
    func isNavigationState(_ owner: SwiftModule.TypeDeclaration, _ property: SwiftModule.Property) -> Bool {
        // Focus moves keyboard focus and never navigates, its binding (`@FocusState.Binding`) neither.
        if Self.isFocus(property) { return false }
        // State no navigation reads (the complement of the navigation slice): writing it changes no navigation.
        if !irrelevantState.isEmpty, irrelevantState.contains("\(owner.name).\(property.name)") { return false }
        if builder.stateName(owner: owner.name, property: property.name) != nil { return true }
        if !property.isStatic, builder.localStateVariable(view: owner.name, property: property.name) != nil { return true }
        if property.wrapper == "Binding" || isOwnedBound(owner, property.name) { return true }
        // A bound name whose owner is not told: any property of the name that can change. An object's plain `let`
        // never does (a binding needs a writable property; what holds the object is written where it is).
        if unownedNames.contains(property.name), !Self.isConstant(property, of: owner) { return true }
        return property.facts.of(property).declaresState
    }

    /// A plain `let` of a class: fixed for the object's lifetime once its initializer has run.
    private static func isConstant(_ property: SwiftModule.Property, of owner: SwiftModule.TypeDeclaration) -> Bool {
        owner.kind == .classType && property.wrapper == nil && property.syntax.bindingSpecifier.tokenKind == .keyword(.let)
    }

    /// Whether a navigation API binds the property `name` of `owner`, or of a superclass of it (which an override shares).
    private func isOwnedBound(_ owner: SwiftModule.TypeDeclaration, _ name: String) -> Bool {
        guard !ownedNames.isEmpty else { return false }
        var current: SwiftModule.TypeDeclaration? = owner
        var steps = 0
        while let type = current, steps < 32 {
            steps += 1
            if ownedNames.contains("\(type.name).\(name)") { return true }
            current = builder.module.superclass(of: type)
        }
        return false
    }

    private var givenOnly: [String: Bool] = [:]

    /// Whether a new value of the module type holds only what its initializer is given: a struct (a value: a copy
    /// shares no state with the one it was made from) none of whose stored properties is state the scene holds or
    /// declares (a binding, a path, TCA's presented state), has a wrapper (`@Environment` is filled by SwiftUI, not by
    /// the caller) or has a default that may hold anything (a default must be a value another module makes, with no
    /// closure: `false`, `nil`, `Date()`). What such a value holds then comes from its arguments, which the code making
    /// it reads where it gives them (a closure literal, a property that holds navigation), as a case's payload is.
    /// (A class is excluded: its instances are the model's, one value per property whichever instance holds it.)
    func holdsOnlyWhatItIsGiven(_ type: SwiftModule.TypeDeclaration) -> Bool {
        if let known = givenOnly[type.name] { return known }
        let module = builder.module
        var result = type.kind == .structure && !module.isProvisional(type.name)
        if result {
            for property in type.properties where !property.isStatic && !property.isComputed {
                if property.wrapper != nil || builder.stateName(owner: type.name, property: property.name) != nil
                    || builder.localStateVariable(view: type.name, property: property.name) != nil || property.facts.of(property).declaresState {
                    result = false
                    break
                }
                if let initial = property.initial {
                    guard !initial.tokens(viewMode: .sourceAccurate).contains(where: { $0.tokenKind == .leftBrace }), let held = edges(initial), held.isEmpty else {
                        result = false
                        break
                    }
                }
            }
        }
        givenOnly[type.name] = result
        return result
    }

    /// What the declaration alone makes navigation state (`PropertyFacts` keeps it per parse): TCA's presented state
    /// (`@Presents var destination`) and stack (`var path: StackState<Path.State>`), a `NavigationPath`, a binding.
    static func declaredState(_ property: SwiftModule.Property) -> Bool {
        if property.wrapper == "Presents" || property.wrapper == "PresentationState" { return true }
        let declared = property.type.map(Syntax.init) ?? property.initial.map(Syntax.init)
        if declared?.tokens(viewMode: .sourceAccurate).contains(where: { $0.text == "StackState" }) == true { return true }
        guard let type = property.type else {
            // `var path = NavigationPath()`: the type its initializer makes.
            return property.initial?.as(FunctionCallExprSyntax.self)?.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "NavigationPath"
        }
        return type.tokens(viewMode: .sourceAccurate).contains { $0.text == "NavigationPath" || $0.text == "Binding" }
    }

    /// `@FocusState var field`, `@FocusState.Binding var focused: Bool`, `let focused: FocusState<Bool>.Binding`
    /// (and the accessibility focus's): which control has focus. It holds a value of its type and nothing else.
    static func isFocus(_ property: SwiftModule.Property) -> Bool { property.facts.of(property).isFocus }

    /// `isFocus` read from the declaration (`PropertyFacts` keeps it per parse).
    static func declaredFocus(_ property: SwiftModule.Property) -> Bool {
        let focusNames: Set<String> = ["FocusState", "AccessibilityFocusState"]
        if property.syntax.attributes.contains(where: { focusNames.contains($0.as(AttributeSyntax.self)?.attributeName.firstToken(viewMode: .sourceAccurate)?.text ?? "") }) {
            return true
        }
        return property.type?.firstToken(viewMode: .sourceAccurate).map { focusNames.contains($0.text) } ?? false
    }

    // MARK: - What a property's value may hold

    /// The module types a property's value holds through (`deep` for a foreign generic's arguments), or nil when the
    /// value may hold navigation whatever the module's types hold.
    /// Decided once per property, owner and depth for this table (`edgeMemo`): the answer reads only the declaration,
    /// the module and the table's fixed sets (`protocols`, `decided`), never what the table found to hold.
    func edges(_ property: SwiftModule.Property, of owner: SwiftModule.TypeDeclaration?, depth: Int = 0) -> [(name: String, deep: Bool)]? {
        let key = EdgeQuestion(property: ObjectIdentifier(property.facts), owner: owner?.name, depth: depth)
        if let known = edgeMemo[key] { return known.answer }
        let answer = findEdges(property, of: owner, depth: depth)
        edgeMemo[key] = (property.facts, answer)
        return answer
    }

    /// A property (by its declaration's `PropertyFacts`, one object per parsed declaration and name, which every copy
    /// of the property shares and the memo keeps alive), the owner it is read in, and the depth of the chain read.
    private struct EdgeQuestion: Hashable {
        let property: ObjectIdentifier
        let owner: String?
        let depth: Int
    }

    /// How many distinct questions `edges(_:of:depth:)` answered (read by tests).
    var edgeQuestions: Int { edgeMemo.count }

    private func findEdges(_ property: SwiftModule.Property, of owner: SwiftModule.TypeDeclaration?, depth: Int) -> [(name: String, deep: Bool)]? {
        if Self.isFocus(property) { return [] }
        if property.wrapper == "Environment" {
            guard let key = property.wrapperArgument else { return nil }
            if key.hasSuffix(".self") { return edges(typeNamed: String(key.dropLast(5))) }
            let name = key.split(separator: ".").last.map(String.init) ?? key
            if ReachTables.inertEnvironment.contains(name) { return [] }
            // A value the module adds to the environment (`extension EnvironmentValues { var isCompact: Bool }`,
            // `@Entry var router: Router?`): what its declared type holds.
            guard let declared = builder.module.environmentProperty(keyPath: key), let type = declared.type else { return nil }
            var found: [(name: String, deep: Bool)] = []
            return collect(type, generics: [], deep: false, depth: 0, into: &found) ? found : nil
        }
        // `@Namespace var animation`: SwiftUI's `Namespace.ID`, a plain value (unless the module declares its own wrapper of the name).
        if property.wrapper == "Namespace", property.type == nil, builder.module.types["Namespace"] == nil { return [] }
        // `@AppStorage("tab") var tab = Tab.home.id`: a value UserDefaults stores (a number, a string, a date, a URL,
        // data) or a `RawRepresentable` made from one: of the module's types only one with a raw value may be it.
        if property.type == nil, property.wrapper == "AppStorage" || property.wrapper == "SceneStorage" { return rawValueTypes() }
        // (A `@Binding` property reads as its wrapped value; writing it is navigation state, `isNavigationState`.)
        if let type = property.type {
            // `static let buttonPress: Self = .light`: in a struct, an enum, a class or an extension of one (not a
            // protocol's, where `Self` is any conformer), `Self` in a property's type is the type itself (Swift allows
            // no covariant `Self` in a stored property of a class). An extension of another module's name may be a
            // protocol's, which can declare no stored property: only a stored one of it is told.
            if let owner, Self.isSelfType(type), !protocols.contains(owner.name),
               !builder.module.isProvisional(owner.name) || !property.isComputed && !property.syntax.bindings.contains(where: { $0.accessorBlock != nil }) {
                return edges(typeNamed: owner.name)
            }
            var found: [(name: String, deep: Bool)] = []
            return collect(type, generics: genericParameters(property), deep: false, depth: 0, into: &found) ? found : nil
        }
        guard let initial = property.initial else { return nil }
        return edges(initial, depth: depth)
    }

    /// `Self`, `Self?`, `Self!`.
    private static func isSelfType(_ type: TypeSyntax) -> Bool {
        var type = type
        while let wrapped = type.as(OptionalTypeSyntax.self)?.wrappedType ?? type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self)?.wrappedType {
            type = wrapped
        }
        guard let identifier = type.as(IdentifierTypeSyntax.self) else { return false }
        return identifier.name.tokenKind == .keyword(.Self) || identifier.name.text == "Self"
    }

    /// What a value written without a type holds: a literal nothing, `T(...)` / `T.member` what `T` holds (another
    /// module's type: nothing), a closure anything, anything else what the front end cannot tell.
    func edges(_ initial: ExprSyntax, depth: Int = 0) -> [(name: String, deep: Bool)]? {
        if let chained = chainEdges(initial, depth: depth) { return chained }
        if initial.is(StringLiteralExprSyntax.self) || initial.is(IntegerLiteralExprSyntax.self) || initial.is(FloatLiteralExprSyntax.self)
            || initial.is(BooleanLiteralExprSyntax.self) || initial.is(NilLiteralExprSyntax.self) { return [] }
        if let array = initial.as(ArrayExprSyntax.self), array.elements.isEmpty { return [] }
        // `-90.0`, `-1`: a signed number literal, an `Int` or a `Double` where nothing else is said, unless the module
        // declares an operator of that name (which may make anything of it).
        if let signed = initial.as(PrefixOperatorExprSyntax.self), ["-", "+"].contains(signed.operator.text),
           signed.expression.is(IntegerLiteralExprSyntax.self) || signed.expression.is(FloatLiteralExprSyntax.self),
           !builder.reach.codeRunningNames(builder).methods.contains(signed.operator.text) { return [] }
        var callee = initial.as(FunctionCallExprSyntax.self)?.calledExpression ?? initial
        // `[Item]()`, `[String: Item]()`: a collection of what the element types hold.
        if let array = callee.as(ArrayExprSyntax.self), array.elements.count == 1, let element = array.elements.first?.expression {
            return edges(element)
        }
        if let dictionary = callee.as(DictionaryExprSyntax.self), case .elements(let pairs) = dictionary.content, pairs.count == 1, let pair = pairs.first {
            guard let keys = edges(pair.key), let values = edges(pair.value) else { return nil }
            return keys + values
        }
        if let member = callee.as(MemberAccessExprSyntax.self), let nested = nestedTypeEdges(member) { return nested }
        if let member = callee.as(MemberAccessExprSyntax.self), let base = member.base { callee = base }
        if let generic = callee.as(GenericSpecializationExprSyntax.self) {
            var found: [(name: String, deep: Bool)] = []
            for argument in generic.genericArgumentClause.arguments {
                guard let type = Syntax(argument.argument).as(TypeSyntax.self),
                      collect(type, generics: [], deep: true, depth: 0, into: &found) else { return nil }
            }
            callee = generic.expression
        }
        guard let reference = callee.as(DeclReferenceExprSyntax.self), reference.baseName.text.first?.isUppercase == true else { return nil }
        return edges(typeNamed: builder.module.lexicalTypeName(reference.baseName.text, at: reference))
    }

    /// `Outer.Inner(...)`, `Notification.Name("closed")`: a capitalised member of one of the module's types, named as
    /// a type. A type nested in it (or in a module superclass above it, which it inherits) is that type: what its value
    /// holds. Where neither it nor those superclasses declare a member, case or nested type of that name, and the
    /// module declares no type alias or associated type of it, the name in code that compiles is no member of the
    /// module's type (a file may see another module's type of the name, `Foundation.Notification` beside a server's
    /// `Notification` of the module): a type nested in another module's type, whose new value holds nothing of the
    /// module (as another module's `T(...)`). nil when the member is none of these (read as before: a static member
    /// of the module's type).
    private func nestedTypeEdges(_ member: MemberAccessExprSyntax) -> [(name: String, deep: Bool)]?? {
        guard let base = member.base?.as(DeclReferenceExprSyntax.self), base.argumentNames == nil, member.declName.argumentNames == nil else { return nil }
        let inner = member.declName.baseName.text
        let module = builder.module
        guard inner.first?.isUppercase == true, let outer = module.types[module.lexicalTypeName(base.baseName.text, at: base)], !protocols.contains(outer.name) else { return nil }
        var current: SwiftModule.TypeDeclaration? = outer
        var steps = 0
        while let type = current {
            steps += 1
            guard steps < 32 else { return nil }
            if let nested = type.nestedType(named: inner) ?? (module.types["\(type.name).\(inner)"] != nil ? "\(type.name).\(inner)" : nil) {
                return .some(edges(typeNamed: nested))
            }
            guard type.method(inner) == nil, !type.properties.contains(where: { $0.name == inner }), !type.cases.contains(where: { $0.name == inner }) else { return nil }
            // (A supertype named through an alias or by a nested type's short name the module gives another: not told.)
            if type.kind == .classType, type.conformances.contains(where: { name in
                builder.reach.aliases(builder).contains(name) || module.types[name] == nil && builder.reach.typeLastNames(builder).contains(name)
            }) { return nil }
            current = module.superclass(of: type)
        }
        guard !builder.reach.aliases(builder).contains(inner) else { return nil }
        return .some([])
    }

    /// `Theme.shared.tintColor`: a chain of properties from a static property the module declares on one of its types
    /// (no call, subscript or optional step), each step but the last a value of exactly one of the module's types
    /// (declared so, or made by `T(...)`), its next member a property that type declares. The value is one of the last
    /// property's: it holds what that property's value holds (its declared type, or what its own initializer makes).
    /// nil when the chain is not one (read as before). Each step follows one property and the chain is read at most
    /// `chainDepth` deep through initializers that are chains themselves, so the cost is bounded by construction.
    private func chainEdges(_ initial: ExprSyntax, depth: Int) -> [(name: String, deep: Bool)]? {
        guard depth < Self.chainDepth, initial.is(MemberAccessExprSyntax.self) else { return nil }
        var names: [String] = []
        var current = initial
        while let member = current.as(MemberAccessExprSyntax.self), let base = member.base, names.count < 32 {
            guard member.declName.argumentNames == nil else { return nil }
            names.insert(member.declName.baseName.text, at: 0)
            current = base
        }
        let module = builder.module
        guard let root = current.as(DeclReferenceExprSyntax.self), root.argumentNames == nil, root.baseName.text.first?.isUppercase == true,
              let rootType = module.types[module.lexicalTypeName(root.baseName.text, at: root)], !module.isProvisional(rootType.name), let first = names.first,
              var property = rootType.properties.first(where: { $0.isStatic && $0.name == first }) else { return nil }
        var owner = rootType
        for name in names.dropFirst() {
            guard let next = exactModuleType(of: property, in: owner), let stepped = next.property(name) else { return nil }
            owner = next
            property = stepped
        }
        return edges(property, of: owner, depth: depth + 1)
    }

    /// How deep `chainEdges` reads through initializers that are chains.
    static let chainDepth = 8

    /// The module type a property's value is exactly (`var theme: Theme`, `static let shared = Theme()`): one of the
    /// module's (not a generic parameter of its owner, not provisional), or nil.
    private func exactModuleType(of property: SwiftModule.Property, in owner: SwiftModule.TypeDeclaration) -> SwiftModule.TypeDeclaration? {
        guard property.wrapper == nil else { return nil }
        let name: String
        if var type = property.type {
            while let wrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self)?.wrappedType { type = wrapped }
            guard let identifier = type.as(IdentifierTypeSyntax.self), identifier.genericArgumentClause == nil else { return nil }
            name = builder.module.lexicalTypeName(identifier.name.text, at: identifier)
        } else {
            guard let call = property.initial?.as(FunctionCallExprSyntax.self), call.trailingClosure == nil, call.additionalTrailingClosures.isEmpty,
                  let callee = call.calledExpression.as(DeclReferenceExprSyntax.self), callee.argumentNames == nil else { return nil }
            name = builder.module.lexicalTypeName(callee.baseName.text, at: callee)
        }
        guard !genericParameters(property).contains(name), !protocols.contains(name), let type = builder.module.types[name],
              !builder.module.isProvisional(name) else { return nil }
        return type
    }

    private func edges(typeNamed name: String) -> [(name: String, deep: Bool)]? {
        if decided.contains(name) { return [(name, false)] }
        if protocols.contains(name) || ["Any", "AnyObject", "Binding"].contains(name) { return nil }
        return builder.module.types[name] != nil ? [(name, false)] : []
    }

    /// The module types in `type`, false when the type may hold anything (a closure, an existential, a generic).
    private func collect(_ type: TypeSyntax, generics: Set<String>, deep: Bool, depth: Int, into found: inout [(name: String, deep: Bool)]) -> Bool {
        guard depth < 16 else { return false }
        func inner(_ t: TypeSyntax, deep: Bool) -> Bool { collect(t, generics: generics, deep: deep, depth: depth + 1, into: &found) }
        if let optional = type.as(OptionalTypeSyntax.self) { return inner(optional.wrappedType, deep: deep) }
        if let optional = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return inner(optional.wrappedType, deep: deep) }
        if let array = type.as(ArrayTypeSyntax.self) { return inner(array.element, deep: deep) }
        if let dictionary = type.as(DictionaryTypeSyntax.self) { return inner(dictionary.key, deep: deep) && inner(dictionary.value, deep: deep) }
        if let tuple = type.as(TupleTypeSyntax.self) { return tuple.elements.allSatisfy { inner($0.type, deep: deep) } }
        if let attributed = type.as(AttributedTypeSyntax.self) { return inner(attributed.baseType, deep: deep) }
        if let metatype = type.as(MetatypeTypeSyntax.self) { return inner(metatype.baseType, deep: deep) }
        let name: String
        let arguments: GenericArgumentListSyntax?
        if let identifier = type.as(IdentifierTypeSyntax.self) {
            // A generic parameter is what its name says; any other name is the type Swift finds where it is written
            // (`Action` inside `Filter` is `Filter.Action` when Filter nests one, whatever type the module named
            // `Action` first).
            if generics.contains(identifier.name.text) { return false }
            name = builder.module.lexicalTypeName(identifier.name.text, at: identifier)
            arguments = identifier.genericArgumentClause?.arguments
        } else if let member = type.as(MemberTypeSyntax.self) {
            name = builder.module.types["\(typeName(member.baseType)).\(member.name.text)"] != nil ? "\(typeName(member.baseType)).\(member.name.text)" : member.name.text
            arguments = member.genericArgumentClause?.arguments
        } else if let existential = type.as(SomeOrAnyTypeSyntax.self), let constraint = existential.constraint.as(IdentifierTypeSyntax.self),
                  constraint.genericArgumentClause == nil, decided.contains(constraint.name.text), !generics.contains(constraint.name.text) {
            // `any P`, `some P` of a protocol decided by its conformers: what they hold.
            found.append((constraint.name.text, deep))
            return true
        } else {
            // A closure, `some`/`any P` of another protocol, a composition: may be anything.
            return false
        }
        // (A `NavigationPath` is a value: reading one cannot navigate; writing one is navigation state.)
        if decided.contains(name), !generics.contains(name), arguments == nil {
            found.append((name, deep))
            return true
        }
        if generics.contains(name) || protocols.contains(name) || ["Any", "AnyObject", "Binding", "Self"].contains(name) { return false }
        if builder.module.types[name] != nil {
            found.append((name, deep))
            if arguments == nil { return true }
        }
        // Another module's type holds what its arguments hold, and what the types nested in them hold.
        for argument in arguments ?? [] {
            guard let t = Syntax(argument.argument).as(TypeSyntax.self), inner(t, deep: true) else { return false }
        }
        return true
    }

    /// The generic parameters of the type declaring a property (a value of one may be anything).
    func genericParameters(_ property: SwiftModule.Property) -> Set<String> { property.facts.of(property).genericParameters }

    /// `genericParameters` read from the declaration (`PropertyFacts` keeps it per parse).
    static func declaredGenericParameters(_ property: SwiftModule.Property) -> Set<String> {
        var node = property.syntax.parent
        var names: Set<String> = []
        var steps = 0
        while let current = node, steps < 64 {
            steps += 1
            let clause = current.as(StructDeclSyntax.self)?.genericParameterClause ?? current.as(ClassDeclSyntax.self)?.genericParameterClause
                ?? current.as(EnumDeclSyntax.self)?.genericParameterClause
            for parameter in clause?.parameters ?? [] { names.insert(parameter.name.text) }
            node = current.parent
        }
        return names
    }

    private var rawValueTypeTable: [(name: String, deep: Bool)]?

    /// The module's types that may be made from a raw value (an enum with a raw type, a `RawRepresentable`).
    private func rawValueTypes() -> [(name: String, deep: Bool)] {
        if let rawValueTypeTable { return rawValueTypeTable }
        let module = builder.module
        let table = module.typeOrder.filter { name in
            guard let type = module.types[name] else { return false }
            return type.rawType != nil || type.conformances.contains { $0 == "RawRepresentable" || $0.hasSuffix(".RawRepresentable") }
        }.map { (name: $0, deep: false) }
        rawValueTypeTable = table
        return table
    }

    // MARK: - Values made by another module's code

    /// `var id = UUID().uuidString`, `let created = Date()`: a stored property with no type written, no wrapper and no
    /// observer whose initializer is another module's value, made from other modules' names only: its type is that
    /// value's type, another module's, none of whose values is one of the module's, so whatever is later written to it
    /// holds no navigation. (The check reads for the holding graph what `ExpressionTranslator.isAnotherModulesValue`
    /// reads for a single read, restricted to what needs no other decision: no static of the module, no member the
    /// module adds to another module's type, no implicit member, no collection or function type written inline.)
    private func isAnotherModulesStoredValue(_ property: SwiftModule.Property) -> Bool {
        guard property.type == nil, property.wrapper == nil, !property.isComputed, let initial = property.initial,
              !property.syntax.bindings.contains(where: { $0.accessorBlock != nil }) else { return false }
        let visitor = ForeignValueNames(viewMode: .sourceAccurate)
        visitor.allowsClosures = property.isConstant
        visitor.walk(initial)
        guard !visitor.rejected, visitor.implicitMembers.isEmpty, !visitor.inlineCompound else { return false }
        let module = builder.module
        let code = builder.reach.codeRunningNames(builder)
        if visitor.operators.contains(where: { code.methods.contains($0) }) { return false }
        let extended = builder.reach.extendedTypeMemberNames(builder)
        if visitor.members.contains(where: { extended.contains($0.member) }) { return false }
        for name in visitor.names.union(visitor.types).union(visitor.closureNames) {
            guard name.first?.isUppercase == true, module.globals[name] == nil, module.freeFunctions[name] == nil, builder.reach.isPlainForeignTypeName(name, builder) else { return false }
        }
        return true
    }

    // MARK: - The propagation

    private func propagate() {
        let module = builder.module
        let explaining = Self.explaining
        // `dependents[u]`: the nodes that hold navigation when `u` does. A node is a type's name, its name with "*"
        // (the type with what its nested types hold), or its name with "&" (a copy of its value: `copyHolds`).
        var dependents: [String: [String]] = [:]
        // (Debugging: how each edge was made, `u -> v`, only when `explaining`.)
        var edgeLabels: [String: String] = [:]
        var queue: [String] = []
        func mark(_ node: String, _ reason: @autoclosure () -> String) {
            let inserted: Bool
            if node.hasSuffix("*") { inserted = deepHolding.insert(String(node.dropLast())).inserted }
            else if node.hasSuffix("&") { inserted = copyHolding.insert(String(node.dropLast())).inserted }
            else { inserted = holding.insert(node).inserted }
            guard inserted else { return }
            queue.append(node)
            if explaining, causes[node] == nil { causes[node] = (nil, reason()) }
        }
        func depend(_ from: String, _ to: String, _ label: @autoclosure () -> String) {
            dependents[from, default: []].append(to)
            if explaining { edgeLabels[from + " -> " + to] = label() }
        }
        // A protocol of the module decided by its conformers holds what one of them holds (`decidedProtocols`).
        for (p, types) in decidedConformers {
            for conformer in types {
                depend(conformer, p, "conformer \(conformer)")
                depend(conformer + "&", p + "&", "conformer \(conformer)")
                depend(conformer + "*", p + "*", "conformer \(conformer)")
            }
        }
        for name in module.typeOrder {
            guard let t = module.types[name] else { continue }
            depend(name, name + "*", "itself")
            // An object (or a type the module only extends, which may be a class) is shared by every copy of a reference.
            let isValue = (t.kind == .structure || t.kind == .enumeration) && !module.isProvisional(name)
            // A class of the module: a reference to the object reaches each of its stored properties as the object
            // holds it, except a plain `let` (`isConstant`), fixed once the initializer has run: through the reference
            // no code can write it, so it reaches only what a copy of its value holds. (Replacing the reference, a
            // write of `holds`, still changes what the `let` reads.)
            let isObject = t.kind == .classType && !module.isProvisional(name)
            if !isValue, !isObject { depend(name, name + "&", "a type the module only extends (may be a class)") }
            for nested in t.nestedTypes { depend(nested + "*", name + "*", "nested \(nested)") }
            // A subclass holds what its superclass does.
            for inherited in t.conformances where module.types[inherited]?.kind == .classType {
                depend(inherited, name, "superclass \(inherited)")
                if isObject { depend(inherited + "&", name + "&", "superclass \(inherited)") }
            }
            for property in t.properties where !property.isStatic && !property.isComputed {
                // A wrapper's storage is shared by the copies of the value (`@State`, `@Binding`): what it holds at all.
                let shared = property.wrapper != nil
                // A property an object's reference reaches as it is (any but a plain `let`): what the object holds.
                let reached = isObject && !Self.isConstant(property, of: t)
                if isNavigationState(t, property) {
                    mark(name, "\(name).\(property.name): \(stateCriterion(t, property))")
                    if reached || !isValue && !isObject || shared || Self.declaresBinding(property) {
                        mark(name + "&", "\(name).\(property.name): \(stateCriterion(t, property)), \(!isValue ? "of an object" : shared ? "in a wrapper's shared storage" : "a binding")")
                        continue
                    }
                    // A value's stored navigation state: a copy has its own; what its value holds by reference still counts.
                    guard let edges = edges(property, of: t) else {
                        if !isAnotherModulesStoredValue(property) { mark(name + "&", "\(name).\(property.name): \(anythingCriterion(property)) (and navigation state)") }
                        continue
                    }
                    for edge in edges { depend(edge.deep ? edge.name + "*" : edge.name + "&", name + "&", "\(name).\(property.name)") }
                    continue
                }
                guard let edges = edges(property, of: t) else {
                    if !isAnotherModulesStoredValue(property) {
                        mark(name, "\(name).\(property.name): \(anythingCriterion(property))")
                        mark(name + "&", "\(name).\(property.name): \(anythingCriterion(property))")
                    }
                    continue
                }
                for edge in edges {
                    depend(edge.deep ? edge.name + "*" : edge.name, name, "\(name).\(property.name)")
                    // (Another module's generic may be an object holding its arguments; a wrapper's storage is shared,
                    // as is an object's property, which code given the object may write in place.)
                    let copied = edge.deep ? edge.name + "*" : shared || reached ? edge.name : edge.name + "&"
                    depend(copied, name + "&", "\(name).\(property.name)")
                }
            }
        }
        // (A protocol of the module that is not decided may be any conformer: it holds navigation itself.)
        if explaining { for p in protocols where !decided.contains(p) { causes[p] = causes[p] ?? (nil, "an undecided protocol \(p)") } }
        var next = 0
        while next < queue.count {
            let node = queue[next]
            next += 1
            for dependent in dependents[node] ?? [] {
                if explaining, causes[dependent] == nil, !(dependent.hasSuffix("*") ? deepHolding.contains(String(dependent.dropLast()))
                    : dependent.hasSuffix("&") ? copyHolding.contains(String(dependent.dropLast())) : holding.contains(dependent)) {
                    causes[dependent] = (node, edgeLabels[node + " -> " + dependent] ?? "")
                }
                mark(dependent, "")
            }
        }
    }

    // MARK: - Explanations (debugging)

    /// Debugging only: with `NAVLINT_EXPLAIN_STATE` set, each chain the reach reads through navigation state prints
    /// to standard error the property and the criterion of `isNavigationState` that makes it so (`traceState`).
    static let tracingState = ProcessInfo.processInfo.environment["NAVLINT_EXPLAIN_STATE"] != nil

    /// Prints a line of a trace to standard error.
    static func trace(_ line: String) { FileHandle.standardError.write((line + "\n").data(using: .utf8) ?? Data()) }

    /// Prints why `owner.property` is navigation state (only when `tracingState`).
    func traceState(_ owner: SwiftModule.TypeDeclaration, _ property: SwiftModule.Property) {
        guard Self.tracingState else { return }
        Self.trace("navlint-state: \(owner.name).\(property.name): \(stateCriterion(owner, property))")
    }

    /// Which criterion of `isNavigationState` makes the property navigation state.
    private func stateCriterion(_ owner: SwiftModule.TypeDeclaration, _ property: SwiftModule.Property) -> String {
        if builder.stateName(owner: owner.name, property: property.name) != nil { return "a state variable of the scene" }
        if !property.isStatic, builder.localStateVariable(view: owner.name, property: property.name) != nil { return "a view's own state" }
        if property.wrapper == "Binding" { return "a @Binding" }
        if isOwnedBound(owner, property.name) { return "bound by a navigation API (owner told)" }
        if unownedNames.contains(property.name), !Self.isConstant(property, of: owner) { return "a name a navigation API binds on an owner not told (unownedNames: \(property.name))" }
        return "declared navigation state (a path, a binding, TCA's presented state)"
    }

    /// Why `edges` gives nil for the property: what may be anything.
    private func anythingCriterion(_ property: SwiftModule.Property) -> String {
        if property.wrapper == "Environment" { return "an @Environment value the front end cannot tell (\(property.wrapperArgument ?? "?"))" }
        guard let type = property.type else {
            return property.initial == nil ? "no type and no initializer" : "no type written, an initializer the front end cannot tell"
        }
        let generics = genericParameters(property)
        var kinds: Set<String> = []
        for token in type.tokens(viewMode: .sourceAccurate) {
            if token.tokenKind == .arrow { kinds.insert("a closure") }
            if token.tokenKind == .keyword(.any) || token.tokenKind == .keyword(.some) { kinds.insert("an existential") }
            if generics.contains(token.text) { kinds.insert("a generic parameter") }
            if protocols.contains(token.text), !decided.contains(token.text) { kinds.insert("a protocol of the module (\(token.text))") }
            if ["Any", "AnyObject"].contains(token.text) { kinds.insert("Any") }
            if token.text == "Binding" { kinds.insert("a binding") }
        }
        if kinds.isEmpty { kinds.insert("a type the front end cannot tell") }
        return kinds.sorted().joined(separator: ", ") + " (`" + type.tokens(viewMode: .sourceAccurate).map(\.text).joined() + "`)"
    }

    /// The chain that makes `node` hold navigation, from it to the criterion (at most 64 steps).
    func explanation(of node: String) -> [String] {
        var lines: [String] = []
        var current: String? = node
        var seen: Set<String> = []
        while let n = current, lines.count < 64, seen.insert(n).inserted {
            guard let cause = causes[n] else { lines.append("\(n): ?"); break }
            lines.append(cause.from == nil ? "\(n) <- \(cause.reason)" : "\(n) <- \(cause.reason) <- \(cause.from!)")
            current = cause.from
        }
        return lines
    }

    private func printExplanations() {
        var text = ""
        for name in builder.module.typeOrder {
            for node in [name, name + "&"] where node.hasSuffix("&") ? copyHolding.contains(name) : holding.contains(name) {
                text += "navlint-holding: \(node): " + explanation(of: node).joined(separator: " | ") + "\n"
            }
        }
        FileHandle.standardError.write(text.data(using: .utf8) ?? Data())
    }

    /// A property declared as a binding (`let item: Binding<Item?>`): a reference to state elsewhere.
    private static func declaresBinding(_ property: SwiftModule.Property) -> Bool {
        property.type?.tokens(viewMode: .sourceAccurate).contains { $0.text == "Binding" } == true
    }
}
