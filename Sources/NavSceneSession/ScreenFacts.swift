import NavSceneModel
import NavSceneRuntime

/// The facts about the current screen that flows check and `record` writes: the top screen (the one a person looks
/// at: the last active screen in reading order), the stack holding it, the selected tab and what is presented.
public struct ScreenFacts {
    public var top: Screen?
    public var path: [Value]
    public var pathNames: [String]
    /// The breadcrumbs of the stack holding the top screen (each screen's title, else its value, else its view).
    public var screens: [String]
    /// Each screen's view name: flows written before inline pushed content was named by its text (`[Settings,
    /// Text]`) still match.
    public var screenViews: [String]
    public var elements: [String]
    public var tab: String?
    public var presented: String

    public init(frame: Frame, navigator: Navigator) {
        let active = frame.activeScreens.filter { $0.key != "presentation" }
        top = active.last
        let stack = frame.visibleStacks.last { stack in stack.screens.last?.key == active.last?.key }
        // A split view collapsed in compact width shows its columns' stacks as one; the path a person sees (the
        // `path:` lines under it) is theirs, in column order.
        if let stack, !stack.folded.isEmpty { path = stack.folded.flatMap(\.path) } else { path = stack?.path ?? [] }
        pathNames = path.map(navigator.display)
        screens = (stack?.screens ?? active.suffix(1)).map { $0.crumb }
        screenViews = (stack?.screens ?? active.suffix(1)).map { $0.title ?? $0.valueText ?? $0.view }
        elements = frame.elements.map(\.label)
        presented = frame.presentations.last.map { $0.style.rawValue } ?? "none"
        tab = ScreenFacts.selectedTab(frame)
    }

    static func selectedTab(_ frame: Frame) -> String? {
        var found: String?
        func visit(_ region: Region) {
            switch region {
            case .tabs(let tabs):
                if found == nil, tabs.titles.indices.contains(tabs.selected) { found = tabs.titles[tabs.selected] }
                visit(tabs.content)
            case .screen(let screen): screen.regions.forEach(visit)
            case .stack(let stack), .collapsed(let stack): stack.screens.forEach { $0.regions.forEach(visit) }
            case .columns(let split): split.columns.forEach { visit($0.region) }
            }
        }
        frame.base.regions.forEach(visit)
        return found
    }
}
