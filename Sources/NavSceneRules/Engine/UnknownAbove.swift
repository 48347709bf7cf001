import NavSceneModel

extension SceneIndex {
    /// Why a question about what is above `node` (is there a stack around it?) has no answer: the first of its
    /// contexts whose climb ends unknown before a step decides, in words (the unknown view or modifier where the climb
    /// stopped, or the view no code read shows). nil when a known step answers `unless` in some context (the finding
    /// would be false there anyway) or no context is unknown.
    func unknownAbove(_ node: ViewNode, unless: Bool, decide: (Ancestry) -> Bool?) -> String? {
        // An unknown modifier can only add views around the node: where the climb past it meets a step that answers
        // `unless` (a stack above it), the answer is that whatever the modifier adds.
        for context in contexts(from: node, modifiersBreak: false) where context.chain.lazy.compactMap(decide).first == unless { return nil }
        var reason: String?
        for context in contexts(from: node, modifiersBreak: true) {
            if let decision = context.chain.lazy.compactMap(decide).first {
                if decision == unless { return nil }
                continue
            }
            guard !context.isKnown, reason == nil else { continue }
            reason = describeBreak(at: context.chain.last?.node ?? node)
        }
        return reason
    }

    /// What stopped a climb at `top`: an unknown view or modifier there (or at its parent), else the view whose
    /// callers the code read does not hold.
    private func describeBreak(at top: ViewNode) -> String {
        let candidates = [top, top.parent].compactMap { $0 }
        for candidate in candidates {
            guard let site = scene.opaque.first(where: { $0.node === candidate && (($0.kind == .view && !$0.isUnreadTab) || ($0.kind == .modifier && $0.mayRegisterDestinations)) }) else { continue }
            let at = "\(site.range.file):\(site.range.start.line):\(site.range.start.column)"
            // Another module's code the checkout does not hold (a remote package's modifier): nothing read can decide it.
            let whose = site.foreignTypesOnly ? " (another module's: its code is not read)" : ""
            return "what is around it is unknown: \(site.kind.rawValue) '\(site.what)' at \(at)\(whose) may put a stack around it"
        }
        var root = top
        while let parent = root.parent { root = parent }
        guard let owner = root.owningView else { return "what is around it is unknown" }
        if (instances[owner] ?? []).isEmpty { return "what shows '\(owner)' is unknown: no code read shows it (another module may)" }
        return "what shows '\(owner)' is unknown"
    }
}
