import SwiftSyntax

/// The file's `private`/`fileprivate` top-level types that only previews use (`private struct PreviewHelper: View`
/// shown by `#Preview { PreviewHelper() }`, or by another such helper): a private type can be named in its own file
/// only, so when every reference to it outside its own declaration sits in a `#Preview`, a `PreviewProvider` or
/// another preview-only type, it is preview code, not the app's (issue 22 item 8: previews never decide how the app
/// is modelled). Collected in one walk with the file's other facts; decided after it over the file's few private types.
struct PreviewOnlyTypes {
    /// Where a name is read: inside a preview, or inside a top-level type (nil: elsewhere, such as a free function).
    private enum User: Hashable {
        case preview
        case type(String?)
    }
    private var privateTypes: Set<String> = []
    private var users: [String: Set<User>] = [:]
    /// The names of the type declarations around the current node, outermost first.
    private var enclosingTypes: [String] = []
    /// How many previews (`#Preview`, a `PreviewProvider`) enclose the current node.
    private var previewDepth = 0

    /// The private types reached from previews only: the largest set whose every user is a preview or a member of the
    /// set, kept to those a preview reaches (two helpers naming each other and nothing else are not preview code).
    var names: Set<String> {
        var set = privateTypes.filter { users[$0] != nil }
        var changed = true
        while changed {
            changed = false
            for name in set where !users[name]!.allSatisfy({ $0 == .preview || ($0 != .type(nil) && $0 != .type(name) && set.contains(owner($0))) }) {
                set.remove(name)
                changed = true
            }
        }
        var reached = Set(set.filter { users[$0]!.contains(.preview) })
        var pending = Array(reached)
        while let next = pending.popLast() {
            for name in set where !reached.contains(name) && users[name]!.contains(.type(next)) {
                reached.insert(name)
                pending.append(name)
            }
        }
        return reached
    }

    private func owner(_ user: User) -> String {
        if case .type(let name?) = user { return name }
        return ""
    }

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
        guard let first = name.unicodeScalars.first, first.properties.isUppercase, !enclosingTypes.contains(name) else { return }
        users[name, default: []].insert(previewDepth > 0 ? .preview : .type(enclosingTypes.first))
    }

    static func isPreviewProvider(_ clause: InheritanceClauseSyntax?) -> Bool {
        clause?.inheritedTypes.contains { $0.type.as(IdentifierTypeSyntax.self)?.name.text == "PreviewProvider" } ?? false
    }
}
