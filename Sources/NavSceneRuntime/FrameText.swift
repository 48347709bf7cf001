import NavSceneModel

/// Draws a frame as plain text: in regular width the columns side by side (sidebar | content | detail), each with its
/// title, its stack as breadcrumbs and its numbered elements; in compact width the single stack. Shared by the REPL,
/// flows and goldens, so it is deterministic and free of colour.
public struct FrameText {
    public let navigator: Navigator
    public var columnWidth = 34

    public init(navigator: Navigator) { self.navigator = navigator }

    public func render(_ frame: Frame, state: NavigationState) -> String {
        var blocks = lines(screen: frame.base, frame: frame, state: state)
        for presented in frame.presentations {
            blocks.append("── \(FrameText.name(of: presented.style, frame.size)) ──")
            blocks.append(contentsOf: lines(region: presented.content, frame: frame, state: state))
        }
        return blocks.joined(separator: "\n") + "\n"
    }

    /// A popover is shown as a sheet in compact width.
    static func name(of style: Presentation.Style, _ size: SizeClass) -> String {
        switch style {
        case .sheet: return "sheet"
        case .fullScreenCover: return "full-screen cover"
        case .popover: return size == .compact ? "sheet" : "popover"
        case .alert: return "alert"
        case .confirmationDialog: return "confirmation dialog"
        }
    }

    func lines(region: Region, frame: Frame, state: NavigationState) -> [String] {
        switch region {
        case .screen(let screen): return lines(screen: screen, frame: frame, state: state)
        case .stack(let stack), .collapsed(let stack): return lines(stack: stack, frame: frame, state: state)
        case .columns(let split):
            let blocks = split.columns.map { column in
                ["[\(column.kind.rawValue)]"] + lines(region: column.region, frame: frame, state: state)
            }
            return sideBySide(blocks)
        case .tabs(let tabs):
            let bar = tabs.titles.enumerated().map { offset, title in offset == tabs.selected ? "[\(title)]" : " \(title) " }
            var out = ["tabs: " + bar.joined(separator: " ")]
            for element in frame.elements.enumerated() where element.element.kind == .tab && element.element.key.hasPrefix(tabs.key + "#tab") {
                out.append("  \(element.offset + 1). tab \(element.element.label)")
            }
            return out + lines(region: tabs.content, frame: frame, state: state)
        }
    }

    func lines(stack: StackView, frame: Frame, state: NavigationState) -> [String] {
        let crumbs = stack.screens.map { $0.crumb }
        var out = [crumbs.joined(separator: " › ")]
        for real in stack.folded.isEmpty ? [stack] : stack.folded where real.binding != nil || !real.path.isEmpty {
            out.append("path: [" + real.path.map(navigator.display).joined(separator: ", ") + "]")
        }
        out.append(contentsOf: lines(screen: stack.top, frame: frame, state: state, showTitle: false))
        return out
    }

    func lines(screen: Screen, frame: Frame, state: NavigationState, showTitle: Bool = true) -> [String] {
        var out: [String] = []
        if showTitle, let title = screen.title { out.append(title) }
        if let unresolved = screen.unresolved { out.append("  ⚠ \(screen.valueText ?? "?"): \(unresolved)") }
        func add(_ items: [ScreenItem], indent: String) {
            for item in items {
                switch item {
                case .text(let text): out.append(indent + text)
                case .element(let index): out.append(indent + describe(index, frame.elements[index], state: state))
                case .group(let title, let inner):
                    out.append(indent + title + ":")
                    add(inner, indent: indent + "  ")
                }
            }
        }
        add(screen.items, indent: "  ")
        for region in screen.regions { out.append(contentsOf: lines(region: region, frame: frame, state: state)) }
        return out
    }

    func describe(_ index: Int, _ element: InteractiveElement, state: NavigationState) -> String {
        var mark = ""
        if case .select(let name, let value) = element.effect, navigator.read(name, state) == value { mark = " ●" }
        let head = "\(index + 1). \(element.label)\(mark)"
        switch element.effect {
        case .push(_, let value): return head + "  → push \(navigator.display(value))"
        case .replacePath(_, let value): return head + "  → show \(navigator.display(value))"
        case .select: return head + "  → select"
        case .pushView: return head + "  → push view"
        case .showInColumn: return head + "  → show in next column"
        case .setState(let name, _): return head + "  → set \(name)"
        case .runButton: return head + "  → button"
        case .selectTab: return head + "  → tab"
        case .disabled(let reason): return head + "  (disabled: \(reason))"
        case .dead(let reason): return head + "  ✗ does nothing: \(reason)"
        }
    }

    func sideBySide(_ blocks: [[String]]) -> [String] {
        let height = blocks.map(\.count).max() ?? 0
        var out: [String] = []
        for row in 0..<height {
            let cells = blocks.enumerated().map { offset, block -> String in
                let cell = row < block.count ? block[row] : ""
                return offset == blocks.count - 1 ? cell : pad(cell, columnWidth)
            }
            var line = cells.joined(separator: " │ ")
            while line.hasSuffix(" ") { line.removeLast() }
            out.append(line)
        }
        return out
    }

    func pad(_ text: String, _ width: Int) -> String {
        let count = text.count
        if count > width { return String(text.prefix(width - 1)) + "…" }
        return text + String(repeating: " ", count: width - count)
    }
}
