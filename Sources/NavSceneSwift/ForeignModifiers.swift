import NavSceneDiagnostics
import NavSceneModel
import SwiftSyntax

/// Every function name the module (with the dependency modules read with it) declares, at any depth: a modifier of
/// one of these names may be the module's own code, which can name the module's types. And whether a literal may be a
/// value of one of its types.
final class FunctionNameFinder: SyntaxVisitor {
    private(set) var names: Set<String> = []
    /// Some type of the code read conforms to an `ExpressibleBy...Literal` protocol, so a literal argument may be a
    /// value of it.
    private(set) var literalExpressible = false
    init() { super.init(viewMode: .sourceAccurate) }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        names.insert(node.name.text)
        return .visitChildren
    }
    override func visit(_ node: InheritedTypeSyntax) -> SyntaxVisitorContinueKind {
        if node.type.tokens(viewMode: .sourceAccurate).contains(where: { $0.text.hasPrefix("ExpressibleBy") }) { literalExpressible = true }
        return .skipChildren
    }

    static func declarations(in module: SwiftModule) -> (functions: Set<String>, literalExpressible: Bool) {
        let finder = FunctionNameFinder()
        for source in module.sources { finder.walk(source.tree) }
        return (finder.names, finder.literalExpressible)
    }
}

extension ViewTranslator {
    /// An unknown modifier of another module (no function of its name is declared in the code read) applied with no
    /// argument, or with literal arguments only (when no type of the code read is expressible by a literal): its code
    /// cannot name a type of this module, and no argument can bind one of its generic parameters to such a type, so any destination it declares is for a type of its own. It is
    /// recorded as an unknown site that may declare destinations for other modules' types only
    /// (`OpaqueSite.foreignTypesOnly`).
    func foreignModifier(_ name: String, _ call: FunctionCallExprSyntax?, _ range: SourceRange) -> Bool {
        let declared = builder.declaredFunctions
        guard !declared.functions.contains(name) else { return false }
        if let call {
            guard call.trailingClosure == nil, call.additionalTrailingClosures.isEmpty,
                  call.arguments.allSatisfy({ isLiteral($0.expression) }) else { return false }
            // A literal may be a value of a type of this code that a literal can express: it may bind a type.
            guard call.arguments.isEmpty || !declared.literalExpressible else { return false }
        }
        builder.noteOpaque(.modifier, "." + name, range, mayRegister: true, mayNavigate: true)
        builder.scene.opaque[builder.scene.opaque.count - 1].foreignTypesOnly = true
        return true
    }

    func isLiteral(_ expr: ExprSyntax) -> Bool {
        if let string = expr.as(StringLiteralExprSyntax.self) {
            return string.segments.allSatisfy { $0.is(StringSegmentSyntax.self) }
        }
        return expr.is(IntegerLiteralExprSyntax.self) || expr.is(FloatLiteralExprSyntax.self) || expr.is(BooleanLiteralExprSyntax.self)
            || expr.is(NilLiteralExprSyntax.self)
    }
}
