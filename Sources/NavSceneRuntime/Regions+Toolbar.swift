/// A split-view column whose only content besides its stack is toolbar content chained on the stack.
extension Renderer {
    /// The column's toolbar groups when everything it shows outside its stack is toolbar content (none: `[]`); nil
    /// when it shows anything else.
    func onlyToolbar(_ column: Screen) -> [ScreenItem]? {
        if column.items.isEmpty { return column.texts.isEmpty && drafts[column.key] == nil ? [] : nil }
        let toolbar = column.items.filter { item in
            if case .group("toolbar", _) = item { return true } else { return false }
        }
        return toolbar.count == column.items.count ? toolbar : nil
    }

    /// `screen` with the column's toolbar in front of its own items; the toolbar's element drafts move with it.
    func carrying(_ toolbar: [ScreenItem], of column: Screen, onto screen: Screen) -> Screen {
        guard !toolbar.isEmpty else { return screen }
        var copy = screen
        let offset = drafts[screen.key]?.count ?? 0
        drafts[screen.key, default: []] += drafts[column.key] ?? []
        drafts[column.key] = nil
        func shifted(_ item: ScreenItem) -> ScreenItem {
            switch item {
            case .text: return item
            case .element(let index): return .element(index + offset)
            case .group(let title, let inner): return .group(title, inner.map(shifted))
            }
        }
        copy.items = toolbar.map(shifted) + copy.items
        copy.texts = column.texts + copy.texts
        return copy
    }
}
