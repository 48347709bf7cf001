import NavSceneModel
import SwiftSyntax

/// Why code is unknown, for the user who reads `--verbose`: a call of the module's own code (`submit()`) is unknown
/// because something inside its callee, or its callee's callee, may navigate in a way the model cannot hold. The answer
/// names that innermost statement or expression, where it is, and what it does (`OpaqueSite.cause`).
///
/// The cause travels with the answers it explains (`NavigationReachMemo.cause`): a use found to navigate takes the
/// cause its callee's body left (set while that body was read), or becomes the cause itself, with what the innermost
/// check found (`because`); every "does not" clears it, and each function keeps its own with its memoised decision
/// (`NavigationReachMemo.decide`, `NavigationWriteSets.writes`). So a cause is found once per callee, in the same read
/// that decides it, and asking for a site's costs one more look at the site's own uses: linear in the code, like the
/// decision.
extension ExpressionTranslator {
    /// Says what the innermost check found, unless something deeper already did; true, so that a check returns
    /// `condition && because("...")`.
    func because(_ why: String) -> Bool {
        if builder.reach.why == nil { builder.reach.why = why }
        return true
    }

    /// Before one use is read: no cause yet.
    func startCause() {
        builder.reach.cause = nil
        builder.reach.why = nil
    }

    /// `node` was found to navigate: the cause is what a callee's body left, else `node` itself, with what the
    /// innermost check found or `otherwise`.
    func explain(_ node: Syntax?, otherwise: String) {
        let reach = builder.reach
        guard reach.cause == nil, let node else { return }
        reach.cause = OpaqueCause(what: brief(node, limit: 60, oneLine: true), range: source.range(node), why: reach.why ?? otherwise)
        reach.why = nil
    }

    /// The use's chain as written (`router.path.append(x)`), where the cause of a use is said.
    func chainNode(_ use: NavigationUse) -> Syntax? {
        use.root.map { NavigationUses.chain(from: Syntax($0)).top }
    }

    /// What a use does, when no check said more.
    func plainWhy(_ use: NavigationUse) -> String {
        switch use.context {
        case .call: return "calls code that may navigate"
        case .write: return "writes a value that may navigate"
        case .read: return "passes on a value that may navigate"
        }
    }

    /// Why `node`, a statement that may navigate, does: the innermost cause (nil when it does not navigate). Decisions
    /// are memoised, so this reads only the node's own uses again.
    func navigationCause(of node: some SyntaxProtocol) -> OpaqueCause? {
        startCause()
        guard mayNavigate(node) else { return nil }
        return builder.reach.cause
    }
}
