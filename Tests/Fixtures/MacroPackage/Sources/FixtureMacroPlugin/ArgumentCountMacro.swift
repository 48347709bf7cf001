import SwiftCompilerPlugin
import SwiftSyntax
import SwiftSyntaxMacros

/// `#argumentCount(a, b, c)` expands to `3`: the smallest macro that needs swift-syntax to build and to run.
public struct ArgumentCountMacro: ExpressionMacro {
    public static func expansion(of node: some FreestandingMacroExpansionSyntax,
                                 in context: some MacroExpansionContext) -> ExprSyntax {
        ExprSyntax(IntegerLiteralExprSyntax(node.arguments.count))
    }
}

@main
struct FixtureMacroPlugin: CompilerPlugin {
    let providingMacros: [Macro.Type] = [ArgumentCountMacro.self]
}
