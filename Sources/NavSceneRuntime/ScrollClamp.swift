/// Scroll offsets that outlive the content they were measured on.
extension Navigator {
    /// A scroll view clamps its offset when its content shrinks (a filter narrowed, rows deleted), and the clamped
    /// offset is the one it keeps: when the content grows back it does not return to the stale offset. Rendering
    /// already shows the clamped window; this stores it, so the state is what the screen shows.
    func clampingScroll(_ state: NavigationState) -> NavigationState {
        guard !state.scroll.isEmpty else { return state }
        var next = state
        for lazy in render(state).lazy {
            guard let stored = state.scroll[lazy.key], stored != lazy.first else { continue }
            next.scroll[lazy.key] = lazy.first == 0 ? nil : lazy.first
        }
        return next
    }
}
