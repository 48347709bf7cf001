import SwiftSyntax

/// The file's `private`/`fileprivate` top-level types that only previews use (`private struct PreviewHelper: View`
/// shown by `#Preview { PreviewHelper() }`): a private type can be named in its own file only, so when every reference
/// to it outside its own declaration sits in a `#Preview` or a `PreviewProvider`, it is preview code, not the app's
/// (issue 22 item 8: previews never decide how the app is modelled). One walk with the file's other facts.
struct PreviewOnlyTypes {
    private var privateTypes: Set<String> = []
    private var previewUses: Set<String> = []
    private var otherUses: Set<String> = []
    /// The names of the type declarations around the current node, outermost first.
    private var enclosingTypes: [String] = []
    /// How many previews (`#Preview`, a `PreviewProvider`) enclose the current node.
    private var previewDepth = 0

    var names: Set<String> { privateTypes.intersection(previewUses).subtracting(otherUses) }

    mutating func enterType(_ name: String, modifiers: DeclModifierListSyntax, inherited: InheritanceClauseSyntax?) {
        let isPrivate = modifiers.contains { $0.name.tokenKind == .keyword(.private) || $0.name.tokenKind == .keyword(.fileprivate) }
        if isPrivate, enclosingTypes.isEmpty { privateTypes.insert(name) }
        enclosingTypes.append(name)
        if Self.isPreviewProvider(inherited) { previewDepth += 1 }
    }

    mutating func leaveType(inherited: InheritanceClauseSyntax?) {
        enclosingTypes.removeLast()
        if Self.isPreviewProvider(inherited) { previewDepth -= 1 }
    }

    mutating func enterMacro(_ name: String) { if name == "Preview" { previewDepth += 1 } }
    mutating func leaveMacro(_ name: String) { if name == "Preview" { previewDepth -= 1 } }

    /// A type name read (a call `PreviewHelper()`, a type annotation): a use unless it is inside the type itself.
    mutating func use(_ name: String) {
        guard let first = name.unicodeScalars.first, first.properties.isUppercase,
              !enclosingTypes.contains(name) else { return }
        if previewDepth > 0 { previewUses.insert(name) } else { otherUses.insert(name) }
    }

    private static func isPreviewProvider(_ clause: InheritanceClauseSyntax?) -> Bool {
        clause?.inheritedTypes.contains { $0.type.as(IdentifierTypeSyntax.self)?.name.text == "PreviewProvider" } ?? false
    }
}
