import NavSceneDiagnostics
import NavSceneModel
import SwiftSyntax

/// The modules a target imports, given to the front end as read-only declaration sources (`SwiftFrontEnd.load`'s
/// `dependencies`): a local package's router enum, its `@Observable` router, its views and `extension View` modifiers.
///
/// They are translated with the target, as one scope, so that every name the target uses from them resolves; then
/// the scene's own files are the target's alone (rules about unused declarations look only at them), and what the
/// front end reports inside a dependency is dropped (that module is linted as its own target). A dependency file
/// larger than the front end reads is left out: what it declares stays unknown.
enum DependencyModules {
    /// The dependency files the front end reads: not the target's own, and within the size it reads (a larger one is
    /// left out: what it declares stays unknown).
    static func readable(_ dependencies: [SourceFile], own: Set<String>) -> [SourceFile] {
        dependencies.filter { $0.bytes.count <= SwiftFrontEnd.maxFileSize && !own.contains($0.path) }
    }

    /// After the target and its dependencies were translated as one scope: the scene's own files are the target's, and
    /// nothing is reported inside a dependency.
    static func keepOwn(_ result: inout SwiftFrontEnd.Result, own: Set<String>, dependencies: [SourceFile]) {
        result.scene?.ownFiles = own
        let dependencyPaths = Set(dependencies.map(\.path))
        result.diagnostics.removeAll { dependencyPaths.contains($0.range.file) }
        for file in dependencies { result.sources[file.path] = file }
    }
}

/// The capitalized names a file's code uses (every identifier token starting with an ASCII capital, backticks
/// removed), split by where they are written: inside each top-level `struct`, inside each `PreviewProvider`, and
/// everywhere else (classes, enums, extensions, functions, globals), except inside a `#Preview`. Found once per parse
/// (`SwiftFileFacts.typeNameUses`). A view can only be shown by code that names its type (`Row(...)`, `Row.init`,
/// `Wrapper<Row>`, a `typealias` to it): what `DependencyModules.viewsNothingNames` follows. A `#Preview` is no code
/// of the program (it has no name: nothing can run it but Xcode's previews, in its own module), so what it names is
/// not a use; a `PreviewProvider`'s names are uses only where something names the provider.
struct TypeNameUses {
    /// Per top-level struct: the names its declaration uses, and whether it declares a type inside it (or is
    /// declared twice in the file), which keeps it out of the views that may be left out.
    var structs: [String: (names: Set<String>, closed: Bool)] = [:]
    /// The names used outside every top-level struct, every `PreviewProvider` and every `#Preview`.
    var rest: Set<String> = []
    /// Per struct conforming to `PreviewProvider` (top-level, or inside other code such as `#if DEBUG`): the names its
    /// declaration uses.
    var previewProviders: [String: Set<String>] = [:]

    init(_ tree: SourceFileSyntax) {
        for item in tree.statements {
            if let decl = item.item.as(StructDeclSyntax.self) {
                let name = Self.plain(decl.name.text)
                var names: Set<String> = []
                var nested = false
                for token in decl.tokens(viewMode: .sourceAccurate) {
                    switch token.tokenKind {
                    case .identifier(let text): if let used = Self.capitalized(text) { names.insert(used) }
                    case .keyword(.struct), .keyword(.class), .keyword(.enum), .keyword(.actor), .keyword(.protocol), .keyword(.extension):
                        if token.id != decl.structKeyword.id { nested = true }
                    default: break
                    }
                }
                if let earlier = structs[name] {
                    structs[name] = (earlier.names.union(names), false)
                } else {
                    structs[name] = (names, !nested)
                }
                if PreviewOnlyTypes.isPreviewProvider(decl.inheritanceClause) { previewProviders[name, default: []].formUnion(names) }
            } else {
                let finder = OtherCodeNames(viewMode: .sourceAccurate)
                finder.walk(item)
                rest.formUnion(finder.names)
                previewProviders.merge(finder.previewProviders) { $0.union($1) }
            }
        }
    }

    /// The names code outside the top-level structs uses: every `#Preview` left out, every `PreviewProvider` kept
    /// apart.
    private final class OtherCodeNames: SyntaxVisitor {
        var names: Set<String> = []
        var previewProviders: [String: Set<String>] = [:]

        override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
            node.macroName.text == "Preview" ? .skipChildren : .visitChildren
        }

        override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
            node.macroName.text == "Preview" ? .skipChildren : .visitChildren
        }

        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
            guard PreviewOnlyTypes.isPreviewProvider(node.inheritanceClause) else { return .visitChildren }
            var used: Set<String> = []
            for token in node.tokens(viewMode: .sourceAccurate) {
                if case .identifier(let text) = token.tokenKind, let name = TypeNameUses.capitalized(text) { used.insert(name) }
            }
            previewProviders[TypeNameUses.plain(node.name.text), default: []].formUnion(used)
            return .skipChildren
        }

        override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
            if case .identifier(let text) = token.tokenKind, let name = TypeNameUses.capitalized(text) { names.insert(name) }
            return .skipChildren
        }
    }

    static func plain(_ text: String) -> String {
        text.hasPrefix("`") && text.hasSuffix("`") && text.count >= 2 ? String(text.dropFirst().dropLast()) : text
    }

    /// The name without backticks when it starts with an ASCII capital (a type name by Swift's convention).
    static func capitalized(_ text: String) -> String? {
        let name = plain(text)
        guard let first = name.utf8.first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z") else { return nil }
        return name
    }
}

extension DependencyModules {
    /// The views of the dependency files in `checkedElsewhere` (modules linted as their own targets in the same run)
    /// that nothing the target can reach names: not its own files, not any other code of its dependencies (their
    /// models, extensions, functions), not a view that is itself named, not a `PreviewProvider` that is named. Such a
    /// view cannot be shown by the target's program (Swift shows a view only by naming its type); it is its own
    /// module's, translated and analysed there, as an entry with unknown context when nothing in that module shows
    /// it. The importing target neither translates it nor takes it as an entry (`SceneBuilder.unnamedViews`).
    /// Previews are not the program's code: a `#Preview` has no name, so nothing can run it but Xcode's preview of
    /// its own module; a `PreviewProvider` runs only where code names it (`TypeNameUses`).
    ///
    /// Only a view declared by one top-level `struct` of the whole scope, with no type declared inside it, whose name
    /// starts with a capital, may be left out; everything else is kept. Linear in the names the files use.
    static func viewsNothingNames(_ files: [SwiftFileFacts], module: SwiftModule, checkedElsewhere: Set<String>) -> Set<String> {
        guard !checkedElsewhere.isEmpty else { return [] }
        var declaredIn: [String: Int] = [:]
        var candidates: [String: Set<String>] = [:]
        for file in files {
            for (name, declared) in file.typeNameUses.structs {
                declaredIn[name, default: 0] += 1
                guard declared.closed, checkedElsewhere.contains(file.source.file.path),
                      let type = module.types[name], type.isView, type.source.file.path == file.source.file.path else { continue }
                candidates[name] = declared.names
            }
        }
        for (name, count) in declaredIn where count > 1 { candidates[name] = nil }
        guard !candidates.isEmpty else { return [] }
        // What each preview provider names, counted only once the provider is named.
        var providers: [String: Set<String>] = [:]
        for file in files { providers.merge(file.typeNameUses.previewProviders) { $0.union($1) } }
        var named: Set<String> = []
        var work: [String] = []
        func use(_ names: Set<String>) {
            for name in names where (candidates[name] != nil || providers[name] != nil) && named.insert(name).inserted { work.append(name) }
        }
        for file in files {
            use(file.typeNameUses.rest)
            for (name, declared) in file.typeNameUses.structs where candidates[name] == nil && file.typeNameUses.previewProviders[name] == nil {
                use(declared.names)
            }
        }
        while let name = work.popLast() {
            use(candidates[name] ?? [])
            use(providers[name] ?? [])
        }
        return Set(candidates.keys).subtracting(named)
    }
}
