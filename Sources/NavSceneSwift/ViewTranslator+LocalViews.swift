import SwiftSyntax

/// Views named by a local constant of a view builder: `let shape = RoundedRectangle(cornerRadius: 4)` then
/// `shape.strokeBorder(.gray)` among the views. Swift evaluates the initializer and the name is that view, so where
/// the name is shown, the view is the initializer's with the use's modifiers after its own.
extension ViewTranslator {
    /// How many local names one view may go through (`let a = Circle(); let b = a.fill(.red); b.padding()`): each
    /// step removes a name, so the walk ends anyway; the bound keeps it short.
    static let maxLocalViewSteps = 8

    /// The translator after a `let` among a view builder's statements: each `let name = expression` (one name, an
    /// initializer) is a local view where it is shown; the name hides an earlier local of that name. Any other
    /// declaration (a `var`, a tuple, no initializer) declares nothing shown: its names hide earlier locals.
    func declaring(_ declaration: VariableDeclSyntax) -> ViewTranslator {
        var inner = scope
        let isLet = declaration.bindingSpecifier.tokenKind == .keyword(.let)
        for binding in declaration.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            if isLet, declaration.bindings.count == 1, binding.accessorBlock == nil, let value = binding.initializer?.value {
                inner.localViews[name] = value
            } else {
                inner.localViews[name] = nil
            }
        }
        return with(inner)
    }

    /// A view whose core is a local view's name: the initializer's core, its modifiers then the use's, read in the
    /// scope where the name is no longer that local (an initializer cannot read the constant it initialises). nil
    /// when the core is not such a name.
    func localView(_ core: ExprSyntax, _ modifierCalls: [ModifierCall])
        -> (translator: ViewTranslator, core: ExprSyntax, modifierCalls: [ModifierCall])? {
        var translator = self
        var core = core
        var modifierCalls = modifierCalls
        var steps = 0
        while steps < Self.maxLocalViewSteps, let reference = core.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil,
              let value = translator.scope.localViews[reference.baseName.text] {
            var inner = translator.scope
            inner.localViews[reference.baseName.text] = nil
            translator = translator.with(inner)
            let (valueCore, valueModifiers) = translator.peel(value)
            core = valueCore
            modifierCalls = valueModifiers + modifierCalls
            steps += 1
        }
        return steps == 0 ? nil : (translator, core, modifierCalls)
    }
}
