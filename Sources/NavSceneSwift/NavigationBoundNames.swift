import SwiftSyntax

/// The names of properties a file binds to a navigation API: what a stack's path, a presentation's trigger, a
/// selection or a TCA store's scoped state is made of. A property of any type with one of these names is navigation
/// state (`NavigationHolding`): writing it may push, present or select, whichever type declares it.
///
/// `NavigationStack(path: $router.path)` -> `path`; `.sheet(item: $model.editing)` -> `editing`;
/// `TabView(selection: $tab)` -> `tab`; `.navigationDestination(item: $store.scope(state: \.destination?.edit, ...))`
/// -> `destination`, `edit`; `.alert($store.scope(state: \.alert, ...))` -> `alert`. Name-based, so it over-approximates
/// (a same-named property elsewhere counts too), which is the safe side.
struct NavigationBoundNames {
    var names: Set<String> = []
    /// The protocols the file declares: a value of such a type may be any conforming type of the module.
    var protocols: Set<String> = []

    /// Argument labels that bind navigation state.
    static let labels: Set<String> = ["path", "item", "isPresented", "selection", "store", "columnVisibility", "preferredCompactColumn"]
    /// Presentations whose first, unlabelled argument may bind state (TCA's `.alert($store.scope(...))`).
    static let presentations: Set<String> = [
        "sheet", "fullScreenCover", "popover", "alert", "confirmationDialog", "inspector", "navigationDestination",
    ]

    /// SwiftUI's controls whose `selection:` is a value the user picks or text the user selects, never navigation.
    static let controlSelections: Set<String> = [
        "Picker", "TextEditor", "TextField", "SecureField", "DatePicker", "MultiDatePicker", "ColorPicker", "PhotosPicker",
        "photosPicker",
    ]

    mutating func record(_ call: FunctionCallExprSyntax) {
        let callee = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text ?? ""
        for argument in call.arguments {
            let label = argument.label?.text
            guard label.map(Self.labels.contains) ?? Self.presentations.contains(callee) else { continue }
            if label == "selection", Self.controlSelections.contains(callee) { continue }
            let finder = BoundNameFinder(viewMode: .sourceAccurate)
            finder.walk(argument.expression)
            names.formUnion(finder.names)
        }
    }
}

/// In one argument: `$x` -> `x`, the last member of a `$x.a.b` chain -> `b`, every property of a key path
/// (`\.$destination?.edit` -> `destination`, `edit`). Closures are not read (their code is statements).
private final class BoundNameFinder: SyntaxVisitor {
    var names: Set<String> = []

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        let text = node.baseName.text
        guard text.hasPrefix("$"), text.count > 1 else { return .skipChildren }
        // The name itself when nothing follows it; else the chain's last member.
        var top = Syntax(node)
        while let parent = top.parent?.as(MemberAccessExprSyntax.self), parent.base.map(Syntax.init) == top { top = Syntax(parent) }
        if let member = top.as(MemberAccessExprSyntax.self) { names.insert(member.declName.baseName.text) } else { names.insert(String(text.dropFirst())) }
        return .skipChildren
    }

    override func visit(_ node: KeyPathPropertyComponentSyntax) -> SyntaxVisitorContinueKind {
        let text = node.declName.baseName.text
        names.insert(text.hasPrefix("$") ? String(text.dropFirst()) : text)
        return .skipChildren
    }
}
