import NavSceneModel
import SwiftSyntax

/// The views a caller gives an inlined wrapper view (`Shelf { rows }`) or modifier helper: `.modalSheet(isPresented:
/// $x) { SeatsView() }` through `func modalSheet<Sheet: View>(isPresented:content: @escaping () -> Sheet)`, or
/// `.modifier(ModalSheet(builder: { ... }))` whose `let builder: () -> Sheet` a `content.sheet(isPresented:content:
/// builder)` presents. Inside the helper each such name stands for the caller's closure, translated in the caller's
/// scope where the helper shows it (without this, a helper's name resolved to nothing and the sheet's screen was
/// never seen).
extension ViewTranslator {
    /// A function-typed parameter (or property) whose result is one of `generics` (the helper's `View` generic
    /// parameters) or `some View` (an anonymous one) is a view builder the caller fills.
    static func returnsViewGeneric(_ type: TypeSyntax, _ generics: Set<String>) -> Bool {
        var type = type
        if let attributed = type.as(AttributedTypeSyntax.self) { type = attributed.baseType }
        guard let function = type.as(FunctionTypeSyntax.self) else { return false }
        let result = function.returnClause.type
        if let opaque = result.as(SomeOrAnyTypeSyntax.self), opaque.someOrAnySpecifier.tokenKind == .keyword(.some),
           opaque.constraint.as(IdentifierTypeSyntax.self)?.name.text == "View" { return true }
        return generics.contains(typeName(result))
    }

    /// The generic parameters of `function` constrained to `View` (in its clause or its `where`).
    static func viewGenerics(of function: FunctionDeclSyntax) -> Set<String> {
        var generics = Set<String>()
        let declared = Set(function.genericParameterClause?.parameters.map(\.name.text) ?? [])
        for parameter in function.genericParameterClause?.parameters ?? [] where parameter.inheritedType.map(typeName) == "View" {
            generics.insert(parameter.name.text)
        }
        for requirement in function.genericWhereClause?.requirements ?? [] {
            guard case .conformanceRequirement(let c) = requirement.requirement, typeName(c.rightType) == "View",
                  let left = c.leftType.as(IdentifierTypeSyntax.self), declared.contains(left.name.text) else { continue }
            generics.insert(left.name.text)
        }
        return generics
    }

    /// Each view-builder name (`names`, in declaration order, with the label a caller writes) bound to what `call`
    /// gives it: the labelled argument, an additional trailing closure of that label, else the trailing closure (for
    /// the first name given none). A name given nothing stands for no views (it has a default, or the code does not
    /// compile).
    func helperViewArguments(_ names: [(label: String, name: String)], _ call: FunctionCallExprSyntax?) -> [String: ViewArgument] {
        var arguments: [String: ViewArgument] = [:]
        var trailingUsed = false
        for p in names {
            if let labelled = call?.arguments.first(where: { $0.label?.text == p.label }) {
                arguments[p.name] = ViewArgument(closure: labelled.expression.as(ClosureExprSyntax.self), expression: labelled.expression, scope: scope)
            } else if let extra = call?.additionalTrailingClosures.first(where: { $0.label.text == p.label }) {
                arguments[p.name] = ViewArgument(closure: extra.closure, expression: nil, scope: scope)
            } else if !trailingUsed, let trailing = call?.trailingClosure {
                trailingUsed = true
                arguments[p.name] = ViewArgument(closure: trailing, expression: nil, scope: scope)
            } else {
                arguments[p.name] = ViewArgument(closure: nil, expression: nil, scope: scope)
            }
        }
        return arguments
    }
}
