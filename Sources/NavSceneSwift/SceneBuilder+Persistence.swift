import NavSceneDiagnostics
import NavSceneModel
import SwiftSyntax

/// Saved navigation state: a `@SceneStorage`/`@AppStorage` property assigned an encoding of a path —
/// `storage = try? path.codable.map { try JSONEncoder().encode($0) }` (a NavigationPath's `CodableRepresentation`) or
/// `storage = try? JSONEncoder().encode(path)` (a typed path) — becomes the scene's `persistence`, so
/// `non-codable-path` and `restore-mismatch` read Swift as they read scene files (Grammar.md, "Persistence").
extension SceneBuilder {
    func declarePersistence() {
        for view in module.views {
            let storage = view.properties.filter { $0.wrapper == "SceneStorage" || $0.wrapper == "AppStorage" }
            guard !storage.isEmpty, let body = view.properties.first(where: { $0.name == "body" && $0.isComputed }) else { continue }
            let finder = EncodedPathFinder(storage: Set(storage.map(\.name)))
            finder.walk(body.syntax)
            for found in finder.found {
                guard let state = stateName(owner: view.name, property: found.path), let property = storage.first(where: { $0.name == found.storage }) else { continue }
                let range = body.source.range(found.site)
                let key = property.wrapperArgument.flatMap { $0.count >= 2 && $0.hasPrefix("\"") && $0.hasSuffix("\"") ? String($0.dropFirst().dropLast()) : nil } ?? property.name
                let entry = Persistence.Entry(key: found.path, state: state, encoding: .value, range: range)
                if scene.persistence == nil {
                    scene.persistence = Persistence(sceneStorage: key, entries: [entry], range: property.source.range(property.syntax))
                } else if scene.persistence?.sceneStorage == key, scene.persistence?.entries.contains(where: { $0.state == state }) == false {
                    scene.persistence?.entries.append(entry)
                }
            }
        }
    }
}

/// `storage = <an encoding of path>` under a view's body; the site is the event modifier that holds it
/// (`onChange(of: path)`), else the assignment. A closure parameter standing for the observed path (`{ _, newPath in }`)
/// is the path `onChange(of:)` observes.
final class EncodedPathFinder: SyntaxVisitor {
    struct Found { var storage: String; var path: String; var site: Syntax }
    let storage: Set<String>
    var found: [Found] = []
    init(storage: Set<String>) { self.storage = storage; super.init(viewMode: .sourceAccurate) }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self), let target = name(elements[0]), storage.contains(target),
              let encoded = encodedName(elements[2]) else { return .visitChildren }
        var path = encoded
        var site = Syntax(node)
        // The enclosing event modifier: its name is the site; `onChange(of: path)` maps a closure parameter to the path.
        var ancestor = node.parent
        while let current = ancestor {
            if let call = current.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self),
               ["onChange", "task", "onDisappear", "onAppear"].contains(member.declName.baseName.text) {
                site = Syntax(member.declName)
                if member.declName.baseName.text == "onChange", let observed = call.arguments.first(where: { $0.label?.text == "of" })?.expression,
                   let observedName = name(observed), let closure = call.trailingClosure, parameters(closure).contains(path) {
                    path = observedName
                }
                break
            }
            ancestor = current.parent
        }
        found.append(Found(storage: target, path: path, site: site))
        return .visitChildren
    }

    func name(_ expr: ExprSyntax) -> String? {
        if let ref = expr.as(DeclReferenceExprSyntax.self) { return ref.baseName.text }
        if let member = expr.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self" { return member.declName.baseName.text }
        return nil
    }

    /// The path an expression encodes: `x.codable` anywhere in it, or `encode(x)`.
    func encodedName(_ expr: ExprSyntax) -> String? {
        final class Search: SyntaxVisitor {
            var result: String?
            override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
                if result == nil, node.declName.baseName.text == "codable", let base = node.base?.as(DeclReferenceExprSyntax.self) { result = base.baseName.text }
                return .visitChildren
            }
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                if result == nil, node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "encode", node.arguments.count == 1,
                   let ref = node.arguments.first?.expression.as(DeclReferenceExprSyntax.self), ref.baseName.text != "$0" {
                    result = ref.baseName.text
                }
                return .visitChildren
            }
        }
        let search = Search(viewMode: .sourceAccurate)
        search.walk(expr)
        return search.result
    }

    func parameters(_ closure: ClosureExprSyntax) -> [String] {
        guard let clause = closure.signature?.parameterClause else { return [] }
        switch clause {
        case .simpleInput(let names): return names.map(\.name.text)
        case .parameterClause(let p): return p.parameters.map { ($0.secondName ?? $0.firstName).text }
        }
    }
}
