import NavSceneModel
import SwiftSyntax

/// Which functions, methods, getters and initializers of the module may navigate, each decided once per scene.
///
/// Calls form cycles (a method that retries itself, two that call each other). A body is decided assuming that the
/// functions still being decided do not navigate; a "may navigate" found so is final. A "does not" that rests on such
/// an assumption is held back until the outermost function of its cycle is decided: if that one does not navigate
/// either, the assumption held and every "does not" of the cycle is final (the least solution); if it does, they are
/// all taken to navigate (the safe side). Each body is read once, so the cost is linear in the code.
final class NavigationReachMemo {
    private var decided: [String: Bool] = [:]
    /// Being decided, by depth.
    private var deciding: [String: Int] = [:]
    /// Decided "does not" under the assumption about the function at the given depth.
    private var tentative: [String: Int] = [:]
    private var pending: [String] = []
    /// The shallowest function being decided that the current body's answer assumed.
    private var assumed = Int.max
    /// How deep a chain of calls is followed; past it a call may navigate.
    static let maxDepth = 32
    private var holdingTable: NavigationHolding?
    /// What each function of the module may write (`NavigationWriteSets`).
    let writeSets = NavigationWriteSets()
    /// What each closure property of the module's views may write when called (`ClosurePropertyWrites`).
    let closureWrites = ClosurePropertyWrites()
    private var urlHandlerTable: NavigationURLHandlers?
    /// Why the last "may navigate" (or unknown write set, `NavigationWriteSets`) answer was given: the innermost
    /// statement or expression that made it so (`NavigationCauses`). Set where a use is found to navigate, kept when a
    /// callee's body set it, cleared by every "does not"; each function's own is kept with its decision, so asking again
    /// costs nothing.
    var cause: OpaqueCause?
    /// What the innermost answer found (`writes navigation state`), until a use with a place takes it into `cause`.
    var why: String?
    private var causes: [String: OpaqueCause] = [:]

    /// Where a URL the app opens may come back into it (each file's found once per parse, `SwiftFileFacts.urlHandlers`).
    func urlHandlers(_ builder: SceneBuilder) -> NavigationURLHandlers {
        if let urlHandlerTable { return urlHandlerTable }
        var table = NavigationURLHandlers([])
        for file in builder.module.files {
            let handlers = file.urlHandlers
            table.bodies += handlers.bodies
            table.unfollowed = table.unfollowed || handlers.unfollowed
        }
        urlHandlerTable = table
        return table
    }
    private var staticMemberTable: [String: [SwiftModule.TypeDeclaration]]?
    private var subclassTable: [String: [String]]?

    /// The module's classes below a class (by the last part of their superclasses' names), at most `maxDepth`
    /// generations down: what dynamic dispatch may run in its place. The direct subclasses of every name are found in
    /// one pass over the module's types; each answer is kept.
    func subclasses(of type: SwiftModule.TypeDeclaration, _ builder: SceneBuilder) -> [SwiftModule.TypeDeclaration] {
        guard type.kind == .classType else { return [] }
        if let known = subclassAnswers[type.name] { return known.compactMap { builder.module.types[$0] } }
        if subclassTable == nil {
            var table: [String: [String]] = [:]
            for name in builder.module.typeOrder {
                guard let candidate = builder.module.types[name], candidate.kind == .classType else { continue }
                for parent in candidate.conformances { table[parent.split(separator: ".").last.map(String.init) ?? parent, default: []].append(name) }
            }
            subclassTable = table
        }
        var found: [String] = []
        var seen: Set<String> = [type.name]
        var generation = [type.name.split(separator: ".").last.map(String.init) ?? type.name]
        for _ in 0..<Self.maxDepth where !generation.isEmpty {
            var next: [String] = []
            for parent in generation {
                for child in subclassTable?[parent] ?? [] where !seen.contains(child) {
                    seen.insert(child)
                    found.append(child)
                    next.append(child.split(separator: ".").last.map(String.init) ?? child)
                }
            }
            generation = next
        }
        subclassAnswers[type.name] = found
        return found.compactMap { builder.module.types[$0] }
    }
    private var subclassAnswers: [String: [String]] = [:]
    private var memberOwnerTable: (methods: [String: [String]], properties: Set<String>)?

    /// The module's types (its extensions of other modules' types included) that declare a method of each name, and
    /// the names of every property it declares: found in one pass over its types, at the first ask.
    func memberOwners(_ builder: SceneBuilder) -> (methods: [String: [String]], properties: Set<String>) {
        if let memberOwnerTable { return memberOwnerTable }
        var methods: [String: [String]] = [:]
        var properties: Set<String> = []
        for name in builder.module.typeOrder {
            guard let type = builder.module.types[name] else { continue }
            for method in Set(type.methods.map(\.name)) { methods[method, default: []].append(name) }
            for property in type.properties { properties.insert(property.name) }
        }
        let table = (methods, properties)
        memberOwnerTable = table
        return table
    }
    private var featureTable: TCAFeatures?

    /// The module's Composable Architecture features (`TCAFeatures`), read once per scene.
    func features(_ builder: SceneBuilder) -> TCAFeatures {
        if let featureTable { return featureTable }
        let table = TCAFeatures(builder.module)
        featureTable = table
        return table
    }

    private var codeRunningTable: (properties: Set<String>, methods: Set<String>)?

    /// The names of the module's properties that run code when read or written (computed, or with `didSet`/`willSet`)
    /// and of its methods, functions and types: a member of one of these names in a chain may be the module's code
    /// (found once, one pass over the declarations).
    func codeRunningNames(_ builder: SceneBuilder) -> (properties: Set<String>, methods: Set<String>) {
        if let codeRunningTable { return codeRunningTable }
        var properties: Set<String> = []
        var methods: Set<String> = Set(builder.module.freeFunctions.keys)
        for name in builder.module.typeOrder {
            guard let type = builder.module.types[name] else { continue }
            for property in type.properties where property.syntax.bindings.contains(where: { $0.accessorBlock != nil }) {
                properties.insert(property.name)
            }
            for method in type.methods { methods.insert(method.name) }
            methods.insert(name.split(separator: ".").last.map(String.init) ?? name)
        }
        for (name, global) in builder.module.globals where global.syntax.bindings.contains(where: { $0.accessorBlock != nil }) {
            properties.insert(name)
        }
        let table = (properties, methods)
        codeRunningTable = table
        return table
    }

    private var overriddenNameTable: Set<String>?

    /// The names of the properties the module declares `override` (an observer or accessors a subclass adds to a
    /// property it inherits): found once, one pass over the declarations.
    func overriddenPropertyNames(_ builder: SceneBuilder) -> Set<String> {
        if let overriddenNameTable { return overriddenNameTable }
        var names: Set<String> = []
        for name in builder.module.typeOrder {
            for property in builder.module.types[name]?.properties ?? []
            where property.syntax.modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) }) {
                names.insert(property.name)
            }
        }
        overriddenNameTable = names
        return names
    }

    private var typeLastNameTable: Set<String>?

    /// The last part of every type name the module declares (`Style` for `Outer.Style`).
    func typeLastNames(_ builder: SceneBuilder) -> Set<String> {
        if let typeLastNameTable { return typeLastNameTable }
        let names = Set(builder.module.typeOrder.map { $0.split(separator: ".").last.map(String.init) ?? $0 })
        typeLastNameTable = names
        return names
    }

    private var extendedTypeMethodTable: Set<String>?

    /// The names of the methods the module declares in its extensions of other modules' types and protocols (types
    /// that stay provisional, `SwiftModule.isProvisional`) and in its own protocols (which another module's type may
    /// be made to conform to): what a value of another module's type may call of this module's code.
    func extendedTypeMethodNames(_ builder: SceneBuilder) -> Set<String> {
        if let extendedTypeMethodTable { return extendedTypeMethodTable }
        var names: Set<String> = []
        // (A protocol of the module's extension methods reach another module's type that conforms to it.)
        let protocols = protocols(builder)
        for name in builder.module.typeOrder where builder.module.isProvisional(name) || protocols.contains(name) {
            for method in builder.module.types[name]?.methods ?? [] { names.insert(method.name) }
        }
        extendedTypeMethodTable = names
        return names
    }

    private var conformedTable: Set<String>?

    /// The names (by their last part) any type of the module inherits from or conforms to: a value of a type or
    /// protocol named so may be one of the module's.
    func conformedNames(_ builder: SceneBuilder) -> Set<String> {
        if let conformedTable { return conformedTable }
        var names: Set<String> = []
        for type in builder.module.types.values {
            // (An enum's raw type, `enum Tab: String`, is not a supertype.)
            for name in type.conformances where !(type.kind == .enumeration && name == type.rawType) {
                names.insert(name.split(separator: ".").last.map(String.init) ?? name)
            }
        }
        conformedTable = names
        return names
    }

    private var extendedTypeMemberTable: Set<String>?

    /// The names of the methods and properties the module declares in its extensions of other modules' types and
    /// protocols (`extendedTypeMethodNames` with the properties).
    func extendedTypeMemberNames(_ builder: SceneBuilder) -> Set<String> {
        if let extendedTypeMemberTable { return extendedTypeMemberTable }
        var names = extendedTypeMethodNames(builder)
        let protocols = protocols(builder)
        for name in builder.module.typeOrder where builder.module.isProvisional(name) || protocols.contains(name) {
            for property in builder.module.types[name]?.properties ?? [] { names.insert(property.name) }
        }
        extendedTypeMemberTable = names
        return names
    }

    private var aliasTable: Set<String>?
    private var superclassTable: Set<String>?
    private var constructionTable: ConstructionSites?

    /// Where the module makes values of its types (each file's found once per parse, `SwiftFileFacts.constructionSites`).
    func constructionSites(_ builder: SceneBuilder) -> ConstructionSites {
        if let constructionTable { return constructionTable }
        let table = ConstructionSites.merged(builder.module.files.map(\.constructionSites))
        constructionTable = table
        return table
    }

    private var candidateTable: [ObjectIdentifier: [ConstructionSites.Site]] = [:]
    /// How many times `constructionCandidates` answered from the table (tests read it).
    private(set) var constructionCandidatesReused = 0

    /// The calls that may make a type (`ExpressionTranslator.heldClosures`): those naming it, then those through a type
    /// alias or `.init(...)` whose labels its initializers take. They depend on the type and the module's files alone,
    /// so they are found once per type, not once per closure property read (each read scanned every such call's
    /// arguments again).
    func constructionCandidates(of type: SwiftModule.TypeDeclaration, _ find: () -> [ConstructionSites.Site]) -> [ConstructionSites.Site] {
        if let known = candidateTable[ObjectIdentifier(type)] {
            constructionCandidatesReused += 1
            return known
        }
        let found = find()
        candidateTable[ObjectIdentifier(type)] = found
        return found
    }

    /// Whether calling a type's closure property may navigate: what its callers give it
    /// (`ExpressionTranslator.closurePropertyMayNavigate`).
    func closureProperty(_ type: SwiftModule.TypeDeclaration, _ property: SwiftModule.Property, _ caller: ExpressionTranslator) -> Bool {
        decide("\(type.name).closure \(property.name)", caller) { caller.closurePropertyMayNavigate(type, property) }
    }

    /// Whether another module's superclass code, run on a class of the module (`super.init()`), may navigate
    /// (`ExpressionTranslator.superMayNavigate`): the class holds navigation, or a method, initializer or accessor of
    /// the class or of one of the module's subclasses of it may (what dynamic dispatch may run). The subclasses are
    /// found by name, at most `maxDepth` generations down.
    func superclassCode(_ type: SwiftModule.TypeDeclaration, _ caller: ExpressionTranslator) -> Bool {
        decide("\(type.name).super", caller) {
            let builder = caller.builder
            if holding(builder).holds(type.name) { return caller.because("runs on a class that holds navigation") }
            var classes = [type]
            var seen: Set<String> = [type.name]
            var generation = [type.name.split(separator: ".").last.map(String.init) ?? type.name]
            for _ in 0..<Self.maxDepth where !generation.isEmpty {
                let parents = Set(generation)
                generation = []
                for name in builder.module.typeOrder {
                    guard let candidate = builder.module.types[name], candidate.kind == .classType, !seen.contains(name),
                          !candidate.conformances.isDisjoint(with: parents) else { continue }
                    seen.insert(name)
                    classes.append(candidate)
                    generation.append(name.split(separator: ".").last.map(String.init) ?? name)
                }
            }
            for owner in classes {
                for name in Set(owner.methods.map(\.name)) where method(owner.name, name, caller) { return true }
                if !owner.initializers.isEmpty, initializers(owner, caller) { return true }
                for property in owner.properties where property.syntax.bindings.contains(where: { $0.accessorBlock != nil }) {
                    if getter(owner, property, caller) { return true }
                }
            }
            return false
        }
    }

    /// Whether a new instance of a class of the module may navigate once made, through the module's code that may run
    /// on it (`ExpressionTranslator.madeObjectMayNavigate`), decided once per class.
    func madeObject(_ type: SwiftModule.TypeDeclaration, _ caller: ExpressionTranslator) -> Bool {
        decide("\(type.name).made", caller) { caller.madeObjectMayNavigate(type) }
    }

    /// Whether a method the module declares on other modules' types or protocols, which an instance of a class of the
    /// module may have (`ExpressionTranslator.extensionMethodsMayNavigate`), may navigate; decided once per scene.
    func extensionMethods(_ caller: ExpressionTranslator) -> Bool {
        decide(" extension methods", caller) { caller.extensionMethodsMayNavigate() }
    }

    /// Whether a type's stored properties' defaults may navigate (each read in the type's scope), decided once per type.
    func defaults(_ type: SwiftModule.TypeDeclaration, _ caller: ExpressionTranslator) -> Bool {
        decide("\(type.name).defaults", caller) {
            type.properties.contains { property in
                guard !property.isStatic, !property.isComputed, let initial = property.initial else { return false }
                return Self.body(initial, owner: type.name, source: property.source, parameters: [], caller)
            }
        }
    }

    /// The names the module declares as `typealias` or `associatedtype`: a type written so may be one of the
    /// module's (each file's found once per parse, `SwiftFileFacts.aliases`).
    func aliases(_ builder: SceneBuilder) -> Set<String> {
        if let aliasTable { return aliasTable }
        let names = builder.module.files.reduce(into: Set<String>()) { $0.formUnion($1.aliases) }
        aliasTable = names
        return names
    }

    /// The names the module's classes inherit from or conform to (by their last part): a class named so may have a
    /// subclass of the module's.
    func superclasses(_ builder: SceneBuilder) -> Set<String> {
        if let superclassTable { return superclassTable }
        var names: Set<String> = []
        for type in builder.module.types.values where type.kind == .classType {
            for name in type.conformances { names.insert(name.split(separator: ".").last.map(String.init) ?? name) }
        }
        superclassTable = names
        return names
    }

    private var protocolTable: Set<String>?

    /// The protocols the module declares: a value of such a type may be any conforming type of the module. (Read from
    /// the files alone, so the holding table, which needs it, can ask while it is being built.)
    func protocols(_ builder: SceneBuilder) -> Set<String> {
        if let protocolTable { return protocolTable }
        let names = builder.module.files.reduce(into: Set<String>()) { $0.formUnion($1.navigationNames.protocols) }
        protocolTable = names
        return names
    }

    /// Whether `name` can only be another module's type: not one of the module's (an extension of another module's
    /// type is), not a type alias, a protocol or a supertype of the module, nor `Any`/`AnyObject`/`Self`.
    func isPlainForeignTypeName(_ name: String, _ builder: SceneBuilder) -> Bool {
        let module = builder.module
        if module.types[name] != nil && !module.isProvisional(name) { return false }
        if module.types[name] == nil && typeLastNames(builder).contains(name) { return false }
        return !aliases(builder).contains(name) && !["Any", "AnyObject", "Self"].contains(name)
            && !protocols(builder).contains(name) && !conformedNames(builder).contains(name)
    }

    func holding(_ builder: SceneBuilder) -> NavigationHolding {
        if let holdingTable { return holdingTable }
        let table = NavigationHolding.kept(for: builder)
        holdingTable = table
        return table
    }

    /// The module types with a static member (or initializer) of this name: what `.name` may refer to.
    func staticMembers(named name: String, _ builder: SceneBuilder) -> [SwiftModule.TypeDeclaration] {
        if staticMemberTable == nil {
            var table: [String: [SwiftModule.TypeDeclaration]] = [:]
            for typeName in builder.module.typeOrder {
                guard let type = builder.module.types[typeName] else { continue }
                var names: Set<String> = type.initializers.isEmpty ? [] : ["init"]
                for property in type.properties where property.isStatic { names.insert(property.name) }
                for method in type.methods where method.syntax.modifiers.contains(where: { $0.name.text == "static" || $0.name.text == "class" }) {
                    names.insert(method.name)
                }
                for member in names { table[member, default: []].append(type) }
            }
            staticMemberTable = table
        }
        return staticMemberTable?[name] ?? []
    }

    func method(_ owner: String, _ name: String, _ caller: ExpressionTranslator) -> Bool {
        guard let type = caller.builder.module.types[owner] else { return true }
        let overloads = type.methods.filter { $0.name == name }
        guard !overloads.isEmpty else { return true }
        return decide("\(owner).\(name)", caller) {
            overloads.contains { method in
                guard let body = method.body else { return true }
                return Self.body(body, owner: owner, source: method.source, parameters: method.parameters.map(\.name), caller)
            }
        }
    }

    func function(_ name: String, _ caller: ExpressionTranslator) -> Bool {
        guard let function = caller.builder.module.freeFunctions[name] else { return true }
        return decide(" \(name)", caller) {
            guard let body = function.body else { return true }
            return Self.body(body, owner: "", source: function.source, parameters: function.parameters.map(\.name), caller)
        }
    }

    /// A computed property's accessors (a getter with effects, a setter); with `reading`, only those a read of the
    /// property runs (`unreadAccessors` left out).
    func getter(_ type: SwiftModule.TypeDeclaration, _ property: SwiftModule.Property, _ caller: ExpressionTranslator, reading: Bool = false) -> Bool {
        decide("\(type.name).get\(reading ? "-read" : "") \(property.name)", caller) {
            property.syntax.bindings.contains { binding in
                guard let accessors = binding.accessorBlock else { return false }
                return Self.body(accessors, owner: type.name, source: property.source, parameters: ["newValue", "oldValue"],
                                 skipping: reading ? Self.unreadAccessors(accessors) : [], caller)
            }
        }
    }

    /// The accessors a read of a property does not run: its `set`, `_modify`, `willSet`, `didSet` and `init`
    /// accessors, which Swift runs only when the property is written or initialized (a read runs the getter: `get`,
    /// `_read`, `unsafeAddress`, or the body of a read-only property).
    static func unreadAccessors(_ block: AccessorBlockSyntax) -> Set<SyntaxIdentifier> {
        guard case .accessors(let accessors) = block.accessors else { return [] }
        var unread: Set<SyntaxIdentifier> = []
        for accessor in accessors where !["get", "_read", "unsafeAddress"].contains(accessor.accessorSpecifier.text) { unread.insert(accessor.id) }
        return unread
    }

    /// A top-level variable's initializer: whether what it is given may navigate (a closure that does, a value that
    /// holds navigation), so the value made from it may.
    func globalInitializer(_ name: String, _ initial: ExprSyntax, source: SwiftSource, _ caller: ExpressionTranslator) -> Bool {
        decide("global \(name)", caller) { Self.body(initial, owner: "", source: source, parameters: [], caller) }
    }

    func initializers(_ type: SwiftModule.TypeDeclaration, _ caller: ExpressionTranslator) -> Bool {
        decide("\(type.name).init", caller) {
            type.initializers.contains { initializer in
                guard let body = initializer.body else { return false }
                let parameters = initializer.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text }
                return Self.body(body, owner: type.name, source: type.source, parameters: parameters, initializing: true, caller)
            }
        }
    }

    /// A body read in its owner's scope. The parameters hold what the caller passed, which the caller's own check reads.
    private static func body(_ node: some SyntaxProtocol, owner: String, source: SwiftSource, parameters: [String], initializing: Bool = false,
                             skipping: Set<SyntaxIdentifier> = [], _ caller: ExpressionTranslator) -> Bool {
        var scope = Scope(owner: owner, source: source)
        for parameter in parameters { scope.locals[parameter] = (parameter, .string) }
        return ExpressionTranslator(builder: caller.builder, scope: scope).mayNavigate(node, initializing: initializing, skipping: skipping)
    }

    func decide(_ key: String, _ caller: ExpressionTranslator, _ read: () -> Bool) -> Bool {
        if let known = decided[key] {
            cause = known ? causes[key] : nil
            why = nil
            return known
        }
        if let depth = deciding[key] ?? tentative[key] {
            assumed = min(assumed, depth)
            cause = nil
            return false
        }
        guard deciding.count < Self.maxDepth else {
            cause = nil
            why = "calls functions more than \(Self.maxDepth) deep"
            return true
        }
        let depth = deciding.count
        deciding[key] = depth
        let outerAssumed = assumed
        assumed = Int.max
        let pendingStart = pending.count
        cause = nil
        why = nil
        let result = read()
        if !result { cause = nil }
        deciding[key] = nil
        let ownAssumed = assumed
        assumed = min(outerAssumed, ownAssumed)
        if result || ownAssumed >= depth {
            // Final: a "may navigate", or a "does not" that assumed nothing outside this function. What was held back
            // under it is final too: navigating if this does (the safe side), not if this does not.
            decided[key] = result
            if result, let cause { causes[key] = cause }
            for held in pending[pendingStart...] {
                tentative[held] = nil
                decided[held] = result
                if result, let cause { causes[held] = cause }
            }
            pending.removeSubrange(pendingStart...)
            return result
        }
        tentative[key] = ownAssumed
        pending.append(key)
        return false
    }
}

enum ReachTables {
    /// Environment values that hold nothing of the module and cannot navigate (`@Environment(\.colorScheme)`,
    /// `@Environment(\.openWindow)`): `SwiftUIVocabulary.environmentValues`.
    static let inertEnvironment: Set<String> = Set(SwiftUIVocabulary.environmentValues.keys)
    /// Methods of the standard library's values that read their value and never mutate it: a call of one cannot
    /// navigate, even on navigation state (`path.contains(x)`); what it returns is a plain value (`plainResults`) or
    /// part of the value read (`filter`, `first`), which holds what that value holds.
    static let readingMethods: Set<String> = plainResults.union([
        "filter", "map", "compactMap", "flatMap", "first", "last", "sorted", "reduce", "prefix", "suffix", "dropFirst",
        "dropLast", "reversed", "enumerated", "min", "max", "union", "intersection", "subtracting", "randomElement",
    ])
    /// Methods of the standard library's collections and values that mutate their value in place and run none of the
    /// module's code (but what they are given, which is read where it is given).
    static let mutatingMethods: Set<String> = [
        "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "popLast", "removeSubrange",
        "replaceSubrange", "sort", "reverse", "shuffle", "toggle", "formUnion", "formIntersection", "subtract",
        "formSymmetricDifference", "merge", "updateValue", "removeValue", "move", "swapAt", "reserveCapacity",
    ]
    /// The standard library's collection types and the protocols they conform to: a method the module declares in an
    /// extension of one of them may be called on any standard collection.
    static let collectionTypes: [String] = [
        "Array", "Set", "Dictionary", "ContiguousArray", "ArraySlice", "Sequence", "Collection", "MutableCollection",
        "RangeReplaceableCollection", "BidirectionalCollection", "RandomAccessCollection", "SetAlgebra",
    ]
    /// Methods of the standard library's arrays and sets that take an element, by the label of that parameter, which
    /// comes first (`append(_:)`, `insert(_:at:)`, `firstIndex(of:)`, `update(with:)`).
    static let elementParameters: [String: String] = [
        "append": "_", "insert": "_", "contains": "_", "remove": "_", "firstIndex": "of", "lastIndex": "of", "update": "with",
    ]
    static let plainResults: Set<String> = [
        "contains", "firstIndex", "lastIndex", "allSatisfy", "starts", "hasPrefix", "hasSuffix", "lowercased",
        "uppercased", "trimmingCharacters", "formatted", "components", "split", "replacingOccurrences", "index",
        "distance", "isSubset", "isSuperset", "elementsEqual", "localizedCaseInsensitiveContains",
        "localizedStandardContains", "compare", "range", "appending", "appendingPathComponent", "addingTimeInterval",
        "joined", "count", "isEmpty", "description", "hash",
    ]
    /// Properties of the standard library's values that are plain values (`layers.count`, `path.isEmpty`): reading one
    /// reads nothing that can navigate, whatever its value holds.
    static let plainProperties: Set<String> = [
        "count", "isEmpty", "description", "debugDescription", "hashValue", "startIndex", "endIndex", "indices",
        "underestimatedCount", "isNaN", "isZero", "isFinite", "absoluteString", "lastPathComponent", "timeIntervalSince1970",
    ]
}
