import NavSceneDiagnostics
import SwiftSyntax

/// Every declaration of one Swift target (all `.swift` files of a directory, as the compiler sees one module) that the
/// front end reads: views, the app, model types, and the members of classes (observable models) whose types say what
/// an expression over them holds.
final class SwiftModule {
    struct Property {
        var name: String
        /// `State`, `Binding`, `SceneStorage`, `AppStorage`, `Environment`, `EnvironmentObject`, `StateObject`,
        /// `ObservedObject`, `Bindable`... (nil: a plain stored property).
        var wrapper: String?
        /// The argument of `@Environment(\.dismiss)`.
        var wrapperArgument: String?
        var type: TypeSyntax?
        var initial: ExprSyntax?
        var isStatic: Bool
        var isComputed: Bool
        var syntax: VariableDeclSyntax
        var source: SwiftSource
        /// The calls of bare names under `syntax` (walked once per parse).
        let calls = BareCalls()
        /// What the declaration alone says about the property's value (found once per parse: `PropertyFacts`).
        let facts = PropertyFacts()
    }

    struct Method {
        var name: String
        var parameters: [(label: String, name: String, type: TypeSyntax)]
        var returnType: TypeSyntax?
        var body: CodeBlockItemListSyntax?
        var syntax: FunctionDeclSyntax
        var source: SwiftSource
        /// The calls of bare names under `syntax` (walked once per parse).
        let calls = BareCalls()
    }

    /// A struct, class or enum, with the members of its extensions.
    final class TypeDeclaration {
        enum Kind { case structure, classType, enumeration }
        fileprivate(set) var name: String
        let kind: Kind
        var conformances: Set<String> = []
        var properties: [Property] = [] { didSet { propertyIndex = nil } }
        var methods: [Method] = [] { didSet { methodIndex = nil } }
        /// The first instance property and the first method of each name (`property(_:)`, `method(_:)`), made at the
        /// first ask after the members last changed: a lookup is constant time, not a scan of every member.
        private var propertyIndex: [String: Int]?
        private var methodIndex: [String: Int]?
        var initializers: [InitializerDeclSyntax] = []
        /// The type aliases it declares (`typealias RouteType = AppRoute`), by name.
        var typeAliases: [String: TypeSyntax] = [:]
        /// Whether `.init(...)` with these argument labels may make a value of it (`ExpressionTranslator.mayBeMade`),
        /// by the labels joined with ":", decided once.
        var madeByLabels: [String: Bool] = [:]
        /// The names of the types declared inside it (its own body or its extensions'), as the module names them.
        var nestedTypes: [String] = []
        /// Enum cases in order, with whether they carry associated values.
        var cases: [(name: String, hasPayload: Bool, range: SourceRange)] = []
        /// The types of each case's associated values.
        var payloads: [String: [TypeSyntax]] = [:]
        func payloadTypes(of name: String) -> [TypeSyntax] { payloads[name] ?? [] }
        /// The labels of each case's associated values (nil where unlabelled).
        var payloadLabels: [String: [String?]] = [:]
        /// Explicit raw values (`case sent = 5`, `case mint = "Mint"`).
        var rawValues: [String: ExprSyntax] = [:]
        var rawType: String?
        let range: SourceRange
        let nameRange: SourceRange
        let source: SwiftSource
        init(name: String, kind: Kind, range: SourceRange, nameRange: SourceRange, source: SwiftSource) {
            self.name = name; self.kind = kind; self.range = range; self.nameRange = nameRange; self.source = source
        }

        /// A view, or toolbar content (`struct CloseItem: ToolbarContent`: its body's items are views of the bar, read
        /// like a view's body where `.toolbar { CloseItem() }` shows it).
        var isView: Bool {
            kind == .structure && !isPreview
                && (conformances.contains("View") || conformances.contains("ToolbarContent") || conformances.contains("CustomizableToolbarContent"))
        }
        /// A view, or a `ViewModifier` struct: SwiftUI keeps the `@State` of either for as long as it is shown and
        /// gives its `@Binding` alike (a modifier's `body(content:)` is a view's body around the content it is given).
        var holdsViewState: Bool { isView || (kind == .structure && !isPreview && conformances.contains("ViewModifier")) }
        /// Generic parameters constrained to `View` (`struct RouterView<Content: View>`), or to a protocol of the
        /// module that refines it (`struct CaseStudyButton<C: SwiftUICaseStudy>`).
        var viewGenericParameters: Set<String> = []
        /// Every generic parameter with the protocols it is constrained to.
        var genericConstraints: [(name: String, constraints: [String])] = []
        /// `@resultBuilder`: a custom result builder of the module.
        var isResultBuilder = false
        /// Declared for previews only (`PreviewProvider`, a view nested in one): not part of the running app.
        var isPreview = false
        /// Declared `public` (or `open`): other modules may show it (a feature package's screen).
        var isPublic = false
        /// Declares a `subscript` or a `deinit` (in its body or an extension): code that runs on an instance besides its
        /// methods, initializers and accessors.
        var runsOtherCode = false
        /// An `@Observable` class or an `ObservableObject`: views observe its stored properties.
        var isObservable: Bool { kind == .classType && (conformances.contains("Observable") || conformances.contains("ObservableObject")) }
        var isApp: Bool { conformances.contains("App") }
        /// A class whose instances are navigation values: `Hashable` by declaration (also an observable one: a class
        /// that declares `Hashable` is compared and pushed as a value, whatever its views observe), a SwiftData
        /// `@Model` (`PersistentModel` refines `Hashable`) or a Core Data `NSManagedObject` (`NSObject` is `Hashable`)
        /// that is no observable model (those hold the app's state, not values pushed onto a path).
        var isRecordClass: Bool {
            guard kind == .classType else { return false }
            return conformances.contains("Hashable") || (!isObservable && !conformances.isDisjoint(with: ["PersistentModel", "NSManagedObject"]))
        }
        func property(_ name: String) -> Property? {
            if propertyIndex == nil {
                var index: [String: Int] = [:]
                for (position, p) in properties.enumerated() where !p.isStatic && index[p.name] == nil { index[p.name] = position }
                propertyIndex = index
            }
            return propertyIndex![name].map { properties[$0] }
        }

        func method(_ name: String) -> Method? {
            if methodIndex == nil {
                var index: [String: Int] = [:]
                for (position, m) in methods.enumerated() where index[m.name] == nil { index[m.name] = position }
                methodIndex = index
            }
            return methodIndex![name].map { methods[$0] }
        }

        /// `var body: some View { ... }` (or `some Scene`): its statements.
        var body: (items: CodeBlockItemListSyntax, source: SwiftSource)? {
            guard let body = properties.first(where: { $0.name == "body" && $0.isComputed }) else { return nil }
            for binding in body.syntax.bindings {
                guard let accessors = binding.accessorBlock?.accessors else { continue }
                switch accessors {
                case .getter(let items): return (items, body.source)
                case .accessors(let list):
                    if let get = list.first(where: { $0.accessorSpecifier.text == "get" }), let items = get.body?.statements {
                        return (items, body.source)
                    }
                }
            }
            return nil
        }
    }

    let sources: [SwiftSource]
    /// The files with their declarations and facts (`SwiftFileFacts`, read once per parse).
    let files: [SwiftFileFacts]
    private(set) var types: [String: TypeDeclaration] = [:]
    /// Declaration order over the files as given (sorted by path by the caller).
    private(set) var typeOrder: [String] = []
    /// `extension View` methods (`func withRoutes() -> some View`), by name: inlined where they are applied.
    private(set) var viewExtensions: [String: Method] = [:]
    /// `extension View` properties holding the view in a wrapper of the module (`var backport: Backport<Self>`),
    /// by name: the wrapper's type name (`ViewTranslator.wrapperMethod`).
    private(set) var viewWrappers: [String: String] = [:]
    /// Free functions returning views (`func badge(for: Item) -> some View`), by name: inlined where they are called.
    private(set) var freeViewFunctions: [String: Method] = [:]
    /// Every free function of the module, by name (the last declared of an overloaded name).
    private(set) var freeFunctions: [String: Method] = [:]
    /// Variables declared at a file's top level, by name.
    private(set) var globals: [String: Property] = [:]
    /// Which types hold navigation, kept for the builder's next pass over the module (`NavigationHolding.kept`).
    var keptHolding: NavigationHolding?
    /// The module's protocols, with the protocols (or classes) each refines.
    private(set) var protocolRefinements: [String: [String]] = [:]
    /// The module's `public` protocols: another module may conform to them.
    private(set) var publicProtocols: Set<String> = []
    /// The module's protocols that refine `View`, directly or through others of the module (`protocol
    /// SwiftUICaseStudy: CaseStudy, View`): a type conforming to one is a view, and a generic parameter constrained
    /// to one is a view parameter.
    private(set) var viewProtocols: Set<String> = []

    /// A file's `private`/`fileprivate` top-level types whose name another top-level type of the module also declares
    /// (`private struct Row: View` in two files), by file path, then by the name code writes: the module's name for
    /// each (`ChefsView.swift.Row`), never merged with the other. Swift finds such a type only in its own file, where it is
    /// the type the name means (`lexicalTypeName`, `fileTypeName`); elsewhere the name means the module's other type.
    private(set) var fileTypes: [String: [String: String]] = [:]
    /// Each file's path by its tree's root (`fileTypeName(_:at:)`), made when first asked.
    private(set) lazy var fileOfRoot: [SyntaxIdentifier: String] = Dictionary(sources.map { ($0.tree.id, $0.file.path) }, uniquingKeysWith: { first, _ in first })

    init(files: [SwiftFileFacts]) {
        self.files = files
        sources = files.map(\.source)
        fileTypes = Self.fileScopedNames(files)
        // The protocols first: a top-level protocol keeps its name for its extensions whatever the file order.
        for file in files {
            for case .protocolDeclaration(let name, let inherited, let isPublic) in file.declarations.entries {
                protocolRefinements[name, default: []] += inherited
                if isPublic { publicProtocols.insert(name) }
            }
        }
        for file in files {
            for entry in file.declarations.entries { add(entry, file.source) }
        }
        // A private type only a file's previews use is a preview's (a wrapper built for `#Preview`).
        for file in files {
            let path = file.source.file.path
            for written in file.previewOnlyTypes {
                let name = fileTypes[path]?[written] ?? written
                if types[name]?.range.file == path { types[name]?.isPreview = true }
            }
        }
        resolveViewProtocols()
        resolveObservableProtocols()
        inheritProtocolExtensionMethods()
    }

    /// A class conforming to a protocol of the module that refines `ObservableObject` or `Observable`
    /// (`protocol Coordinator: ObservableObject`) is an observable model, as Swift requires of it: the conformance is
    /// made explicit, so views observe its stored properties as they do a direct conformer's.
    private func resolveObservableProtocols() {
        let observable = Set(protocolRefinements.keys.filter { name in
            let refined = refinedProtocols([name])
            return refined.contains("ObservableObject") || refined.contains("Observable")
        })
        guard !observable.isEmpty else { return }
        for name in typeOrder {
            guard let t = types[name], t.kind == .classType, !provisional.contains(name), !t.conformances.isDisjoint(with: observable) else { continue }
            let refined = refinedProtocols(t.conformances)
            if refined.contains("ObservableObject") { t.conformances.insert("ObservableObject") }
            if refined.contains("Observable") { t.conformances.insert("Observable") }
        }
    }

    /// A method a protocol's extension in the module declares (`extension Coordinator { func push(_ route:) }`) is a
    /// method of each of the module's types conforming to that protocol (or to one refining it) that declares no
    /// member of that name, nor a superclass of the module does: Swift runs the extension's code on such a value with
    /// `self` the conformer, its requirements (`path`) answered by the conformer's members. A name two of the
    /// extensions declare (constrained extensions, overloads) is left as it was: which runs is not told here. One pass
    /// over the types.
    private func inheritProtocolExtensionMethods() {
        var defaults: [String: [Method]] = [:]
        for name in protocolRefinements.keys where provisional.contains(name) {
            guard let extended = types[name], !extended.methods.isEmpty else { continue }
            var counts: [String: Int] = [:]
            for m in extended.methods { counts[m.name, default: 0] += 1 }
            let single = extended.methods.filter { counts[$0.name] == 1 && extended.property($0.name) == nil }
            if !single.isEmpty { defaults[name] = single }
        }
        guard !defaults.isEmpty else { return }
        for name in typeOrder {
            guard let t = types[name], !provisional.contains(name), protocolRefinements[name] == nil else { continue }
            for p in refinedProtocols(t.conformances).sorted() {
                for m in defaults[p] ?? [] where declaring(m.name, from: t) == nil { t.methods.append(m) }
            }
        }
    }

    /// The conformances with every protocol of the module they refine (at most one step per protocol).
    func refinedProtocols(_ conformances: Set<String>) -> Set<String> {
        var result = conformances
        var pending = Array(conformances)
        while let next = pending.popLast() {
            for refined in protocolRefinements[next] ?? [] where result.insert(refined).inserted { pending.append(refined) }
        }
        return result
    }

    /// `viewProtocols`, then what they make views: the module's structs conforming to one (the conformance to
    /// `View` it implies, as Swift requires of them), and generic parameters constrained to one. A fixed point over
    /// the protocols' refinements: each round adds a protocol or stops, so at most one round per protocol.
    private func resolveViewProtocols() {
        guard !protocolRefinements.isEmpty else { return }
        var changed = true
        while changed {
            changed = false
            for (name, refined) in protocolRefinements where !viewProtocols.contains(name)
                && refined.contains(where: { $0 == "View" || viewProtocols.contains($0) }) {
                viewProtocols.insert(name)
                changed = true
            }
        }
        guard !viewProtocols.isEmpty else { return }
        for name in typeOrder {
            guard let t = types[name], t.kind == .structure, !provisional.contains(name) else { continue }
            if !t.conformances.isDisjoint(with: viewProtocols) { t.conformances.insert("View") }
            for (parameter, constraints) in t.genericConstraints where !viewProtocols.isDisjoint(with: constraints) {
                t.viewGenericParameters.insert(parameter)
            }
        }
    }

    /// The views, in declaration order (the module does not change once read: found once).
    private(set) lazy var views: [TypeDeclaration] = typeOrder.compactMap { types[$0] }.filter(\.isView)

    /// Computed view properties of types that are not views (`enum Drawer { var screen: some View }`), by name.
    private(set) lazy var viewProperties: [String: (owner: TypeDeclaration, property: Property)] = {
        var table: [String: (owner: TypeDeclaration, property: Property)] = [:]
        for name in typeOrder {
            guard let t = types[name], !t.isView, !t.isApp else { continue }
            for p in t.properties where p.isComputed && returnsView(p.type) && table[p.name] == nil { table[p.name] = (t, p) }
        }
        return table
    }()

    /// Whether `type` is a view type: `some View`, `AnyView` (`returnsView`), or one of the module's views
    /// (`func settingsView() -> SettingsView`).
    func returnsView(_ type: TypeSyntax?) -> Bool {
        NavSceneSwift.returnsView(type) || moduleView(returnedBy: type) != nil
    }

    /// The module's view a function returning `type` returns, by its name in the module (nil: another type).
    func moduleView(returnedBy type: TypeSyntax?) -> String? {
        guard let type, let view = types[typeName(type)], view.isView else { return nil }
        return view.name
    }

    /// Methods returning views of types that are not views (`coordinator.build(screen:)`, `route.view()`), by name.
    private(set) lazy var viewMethods: [String: (owner: TypeDeclaration, method: Method)] = {
        var table: [String: (owner: TypeDeclaration, method: Method)] = [:]
        for name in typeOrder {
            guard let t = types[name], !t.isView, !t.isApp else { continue }
            for m in t.methods where self.returnsView(m.returnType) && m.body != nil && table[m.name] == nil { table[m.name] = (t, m) }
        }
        return table
    }()
    /// Method names every declaration of which (in any type, or free) returns one of SwiftUI's leaf views
    /// (`func image(thumbnail: Bool) -> Image`): such a call draws, it cannot navigate.
    private(set) lazy var leafViewMethods: Set<String> = {
        var returns: [String: Bool] = [:]
        let methods = typeOrder.compactMap { types[$0] }.flatMap(\.methods) + freeFunctions.values
        for m in methods { returns[m.name] = (returns[m.name] ?? true) && isLeafViewType(m.returnType) }
        return Set(returns.filter(\.value).keys)
    }()
    /// Property names every declaration of which (in any type) is typed as one of SwiftUI's leaf views
    /// (`var image: Image { ... }`): reading one draws, it cannot navigate.
    private(set) lazy var leafViewProperties: Set<String> = {
        var typed: [String: Bool] = [:]
        for p in typeOrder.compactMap({ types[$0] }).flatMap(\.properties) { typed[p.name] = (typed[p.name] ?? true) && isLeafViewType(p.type) }
        return Set(typed.filter(\.value).keys)
    }()
    /// The property names any `NavigationStack(path:)` of the module binds (`$path`, `$router.path` -> `path`), from
    /// each file's facts (`SwiftFileFacts`: one walk per parse).
    private(set) lazy var boundPathNames: Set<String> = files.reduce(into: []) { $0.formUnion($1.boundPathNames) }

    /// `Color.mint`, `Color.red`...: the colours the module names, each at its first use, files in order.
    private(set) lazy var colors: [(name: String, range: SourceRange)] = {
        var seen: Set<String> = []
        return files.flatMap(\.colors).filter { seen.insert($0.name).inserted }
    }()

    private(set) lazy var app: TypeDeclaration? = typeOrder.compactMap { types[$0] }.first(where: \.isApp)

    /// Each nested type's enclosing type (found once, when the module is read).
    private(set) lazy var enclosingTypes: [String: String] = {
        var table: [String: String] = [:]
        for outer in typeOrder {
            for nested in types[outer]?.nestedTypes ?? [] where table[nested] == nil { table[nested] = outer }
        }
        return table
    }()

    /// One declaration of a file (`SwiftFileDeclarations`, read once per parse), merged into the module.
    private func add(_ entry: SwiftFileDeclarations.Entry, _ source: SwiftSource) {
        switch entry {
        case .type(let record): add(record, enclosing: nil, source)
        case .viewExtension(let method): viewExtensions[method.name] = method
        case .freeViewFunction(let method): freeViewFunctions[method.name] = method; freeFunctions[method.name] = method
        case .freeFunction(let method): freeFunctions[method.name] = method
        case .globalVariable(let property): globals[property.name] = property
        case .viewWrapper(let name, let type): viewWrappers[name] = type
        case .protocolDeclaration:
            break   // (read before every other declaration: `init`)
        }
    }

    private func add(_ record: SwiftFileDeclarations.TypeRecord, enclosing: String?, _ source: SwiftSource) {
        // Nested types are named by their own name (as Swift code usually refers to them); a second nested type of a
        // name already declared (`ViewModel` nested in two views) by its qualified name, never merged with the first.
        // A file's own type of a name other files declare too has its file's name for it (`fileTypes`), and so has an
        // extension of it in that file.
        let fileScoped = enclosing == nil ? fileTypes[source.file.path]?[record.name] : nil
        func qualified(_ name: String) -> String {
            if let fileScoped { return fileScoped }
            guard let enclosing else { return name }
            // (A top-level protocol keeps its name for its extensions, whatever the file order: a type nested
            // elsewhere under that name, a representable's `Coordinator`, is named by its enclosing type.)
            guard protocolRefinements[name] != nil || types[name] != nil && !provisional.contains(name) else { return name }
            return "\(enclosing).\(name)"
        }
        if enclosing == nil, record.kind != .extensionOf, fileScoped == nil { yieldShortName(record.name) }
        let t: TypeDeclaration
        switch record.kind {
        case .structure:
            t = declare(qualified(record.name), .structure, record.range, record.nameRange, source)
            add(record.inherited, to: t)
            t.viewGenericParameters.formUnion(record.viewGenericParameters)
            t.genericConstraints = record.genericConstraints
            t.isResultBuilder = record.isResultBuilder
            t.isPublic = record.isPublic
        case .classType:
            t = declare(qualified(record.name), .classType, record.range, record.nameRange, source)
            add(record.inherited, to: t)
            if record.observableAttribute { t.conformances.insert("Observable") }
            if record.persistentModelAttribute { t.conformances.insert("PersistentModel") }
        case .enumeration:
            t = declare(qualified(record.name), .enumeration, record.range, record.nameRange, source)
            add(record.inherited, to: t)
            if let raw = record.rawType { t.rawType = raw }
            t.isResultBuilder = record.isResultBuilder
        case .extensionOf:
            let name = qualified(record.name)
            t = types[name] ?? declare(name, .structure, record.range, nil, source, provisional: true)
            add(record.inherited, to: t)
        }
        if let enclosing, enclosing != t.name {
            types[enclosing]?.nestedTypes.append(t.name)
            if t.name == record.name { nestedShortNames[t.name] = enclosing }
        }
        for member in record.members { add(member, to: t, source) }
    }

    /// `fileTypes`: each file's `private`/`fileprivate` top-level type (not an extension) whose name is declared by
    /// another top-level type of the module, with a name of its own (the file's name, numbered when two files share one,
    /// then the written name). One pass over the declarations.
    private static func fileScopedNames(_ files: [SwiftFileFacts]) -> [String: [String: String]] {
        var declaring: [String: Int] = [:]
        for file in files {
            for case .type(let record) in file.declarations.entries where record.kind != .extensionOf { declaring[record.name, default: 0] += 1 }
        }
        var table: [String: [String: String]] = [:]
        var taken = Set(declaring.keys)
        for file in files {
            let path = file.source.file.path
            let fileName = String(path.split(separator: "/").last ?? Substring(path))
            for case .type(let record) in file.declarations.entries
            where record.kind != .extensionOf && record.isFilePrivate && (declaring[record.name] ?? 0) > 1 && table[path]?[record.name] == nil {
                // Qualified by the file as a nested type is by its enclosing type: the last part is the name code writes.
                var name = "\(fileName).\(record.name)", counter = 1
                while taken.contains(name) { counter += 1; name = "\(fileName)-\(counter).\(record.name)" }
                taken.insert(name)
                table[path, default: [:]][record.name] = name
            }
        }
        return table
    }

    /// Nested types named by their own short name (the first of that name), with the type they are nested in.
    private var nestedShortNames: [String: String] = [:]

    /// A top-level type takes its name from a nested type that was declared first under it (`struct Section: View` in
    /// one file, `SectionIndex.Section` read before it): code outside the enclosing type means the top-level one, so
    /// the nested type moves to its qualified name (as a second nested type of a name is), never merged with it.
    private func yieldShortName(_ name: String) {
        guard let enclosing = nestedShortNames.removeValue(forKey: name), let nested = types[name], !provisional.contains(name) else { return }
        let qualified = "\(enclosing).\(name)"
        guard types[qualified] == nil else { return }
        nested.name = qualified
        types[name] = nil
        types[qualified] = nested
        if let index = typeOrder.firstIndex(of: name) { typeOrder[index] = qualified }
        if let outer = types[enclosing], let index = outer.nestedTypes.firstIndex(of: name) { outer.nestedTypes[index] = qualified }
    }

    private func add(_ member: SwiftFileDeclarations.Member, to t: TypeDeclaration, _ source: SwiftSource) {
        switch member {
        case .property(let p): t.properties.append(p)
        case .method(let m): t.methods.append(m)
        case .initializer(let i): t.initializers.append(i)
        case .otherInstanceCode: t.runsOtherCode = true
        case .typeAlias(let name, let type): if t.typeAliases[name] == nil { t.typeAliases[name] = type }
        case .enumCase(let c):
            t.cases.append((c.name, c.hasPayload, c.range))
            if let types = c.payloadTypes { t.payloads[c.name] = types }
            if let labels = c.payloadLabels { t.payloadLabels[c.name] = labels }
            if let raw = c.rawValue { t.rawValues[c.name] = raw }
        case .nested(let record):
            add(record, enclosing: t.name, source)
            // A type nested in a preview is a preview's (a preview-only wrapper view).
            if t.isPreview { types[record.name]?.isPreview = true }
        }
    }

    /// Extensions seen before their type (another file) make a provisional declaration the real one replaces; one
    /// still provisional after every file extends a type of another module (`extension CGFloat`).
    private var provisional: Set<String> = []
    func isProvisional(_ name: String) -> Bool { provisional.contains(name) }

    private func declare(_ name: String, _ kind: TypeDeclaration.Kind, _ range: SourceRange, _ nameRange: SourceRange?, _ source: SwiftSource,
                         provisional isProvisional: Bool = false) -> TypeDeclaration {
        let nameRange = nameRange ?? range
        if let existing = types[name] {
            guard provisional.contains(name), !isProvisional else { return existing }
            provisional.remove(name)
            let real = TypeDeclaration(name: name, kind: kind, range: range, nameRange: nameRange, source: source)
            real.conformances = existing.conformances
            real.properties = existing.properties
            real.methods = existing.methods
            real.initializers = existing.initializers
            real.runsOtherCode = existing.runsOtherCode
            real.cases = existing.cases
            // Types nested in an extension read before the declaration (`extension Stack { enum Route }` in a file
            // before the struct's) stay nested in it: code inside the type finds them first.
            real.nestedTypes = existing.nestedTypes
            types[name] = real
            return real
        }
        let t = TypeDeclaration(name: name, kind: kind, range: range, nameRange: nameRange, source: source)
        types[name] = t
        typeOrder.append(name)
        if isProvisional { provisional.insert(name) }
        return t
    }

    private func add(_ inherited: [String], to t: TypeDeclaration) {
        for name in inherited { t.conformances.insert(name) }
        if t.conformances.contains("PreviewProvider") { t.isPreview = true }
        if t.conformances.contains("Codable") || (t.conformances.contains("Encodable") && t.conformances.contains("Decodable")) {
            t.conformances.insert("Codable")
        }
    }

}

/// A type's last name from tokens (`View`, `SwiftUI.View` -> `View`, `Array<T>` -> `Array`).
func typeName(_ type: TypeSyntax) -> String {
    if let id = type.as(IdentifierTypeSyntax.self) { return id.name.text }
    if let member = type.as(MemberTypeSyntax.self) { return member.name.text }
    return ""
}

/// `Image`, `Text`, `Color`, `Image?`: one of SwiftUI's views that draw and hold no other view (no navigation).
func isLeafViewType(_ type: TypeSyntax?) -> Bool {
    guard var type else { return false }
    if let optional = type.as(OptionalTypeSyntax.self) { type = optional.wrappedType }
    guard type.is(IdentifierTypeSyntax.self) || type.as(MemberTypeSyntax.self)?.baseType.as(IdentifierTypeSyntax.self)?.name.text == "SwiftUI",
          (type.as(IdentifierTypeSyntax.self)?.genericArgumentClause ?? nil) == nil else { return false }
    let name = typeName(type)
    return name == "Text" || SwiftUIVocabulary.views[name] == .leaf
}

/// `some View`, `any View`, `AnyView`, `V` (a view type), `some ToolbarContent` (toolbar items, views of the bar):
/// whether a declared type is a view's.
func returnsView(_ type: TypeSyntax?) -> Bool {
    guard let type else { return false }
    if let opaque = type.as(SomeOrAnyTypeSyntax.self) { return ["View", "ToolbarContent"].contains(typeName(opaque.constraint)) }
    let name = typeName(type)
    return name == "AnyView" || name == "View"
}


/// The `#if` clause the front end reads for declarations of `source` (see `BuildConfiguration`).
func chosenClause(_ node: IfConfigDeclSyntax, in source: SwiftSource) -> IfConfigClauseSyntax? {
    source.configuration.declarationClause(node)
}

extension StringProtocol {
    func trimmingCharacters(in set: String) -> String {
        var s = Substring(self)
        while let f = s.first, set.contains(f) { s.removeFirst() }
        while let l = s.last, set.contains(l) { s.removeLast() }
        return String(s)
    }
}
