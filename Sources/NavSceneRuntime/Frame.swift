import NavSceneDiagnostics
import NavSceneModel

/// What is on screen for one navigation state, as data: regions (split columns, stacks, tabs), screens, and the
/// interactive elements of the screens a person can touch. Deterministic, so it can be compared in goldens.
public struct Frame: Sendable {
    public var size: SizeClass
    /// The scene's root content.
    public var base: Screen
    /// Sheets and full-screen covers, bottom to top; only the top one is interactive.
    public var presentations: [PresentedContext] = []
    /// Interactive elements of the active screens, in reading order (columns left to right); numbered from 1 in the REPL.
    public var elements: [InteractiveElement] = []
    /// Every stack rendered, by identity, with its registry of destinations.
    public var stacks: [String: StackInfo] = [:]
    /// What went wrong while rendering (a stale record, a path value with no destination...).
    public var problems: [RuntimeProblem] = []
    /// Every realised runtime node: identity and template (for rules that inspect what was instantiated).
    public var realised: [RealisedNode] = []
    /// Lazy containers that were realised, with their scroll windows.
    public var lazy: [LazyContainer] = []
    /// The keys of the view-local `@State` of every view instance in the hierarchy (see `LocalState`).
    public var liveLocalState: Set<String> = []
    /// Key prefixes of content that stays in the hierarchy without being rendered (a TabView's other tabs).
    public var retainedPrefixes: [String] = []
    /// Event handlers (`onAppear`, `onChange`, `onOpenURL`...) of every realised view, in reading order.
    public var handlers: [HandlerInstance] = []
    /// Collapsed split views with a `preferredCompactColumn` binding, by split key.
    public var preferredColumns: [String: PreferredColumn] = [:]

    /// The NavigationStacks on screen with their paths, in display order: a split view collapsed in compact width
    /// contributes the column stacks folded into it, not the collapsed presentation.
    public var navigationStacks: [StackView] { stacks(expandingCollapsed: true) }

    /// The stacks as displayed (a collapsed split view is one stack), in display order.
    public var visibleStacks: [StackView] { stacks(expandingCollapsed: false) }

    private func stacks(expandingCollapsed: Bool) -> [StackView] {
        var result: [StackView] = []
        func visit(_ region: Region) {
            switch region {
            case .stack(let stack):
                result.append(stack)
                for screen in stack.screens { screen.regions.forEach(visit) }
            case .collapsed(let stack):
                if expandingCollapsed { result.append(contentsOf: stack.folded) } else { result.append(stack) }
                for screen in stack.screens { screen.regions.forEach(visit) }
            case .columns(let split): split.columns.forEach { visit($0.region) }
            case .tabs(let tabs): visit(tabs.content)
            case .screen(let screen): screen.regions.forEach(visit)
            }
        }
        base.regions.forEach(visit)
        for p in presentations { visit(p.content) }
        return result
    }
}

/// A collapsed split view's `preferredCompactColumn`: the state it is bound to, the case naming each column, and the
/// value of the selection driving each column (from the column before it) in this render.
public struct PreferredColumn: Hashable, Sendable {
    public var state: String
    public var names: [String]
    public var drivers: [Int: Value]
}

public struct RealisedNode: Hashable, Sendable {
    public var key: String
    public var template: Int
}

public struct RuntimeProblem: Hashable, Sendable {
    public var message: String
    public var range: SourceRange
}

public indirect enum Region: Sendable {
    case screen(Screen)
    case stack(StackView)
    case columns(SplitView)
    /// A split view in compact width: one stack made of its columns and the detail stack.
    case collapsed(StackView)
    case tabs(TabsView)
}

public struct Screen: Sendable {
    public var key: String
    /// The user view (or element) the screen shows, e.g. `RecipeDetail`.
    public var view: String
    /// The value the screen presents (path value, item), if any.
    public var value: Value?
    public var valueText: String?
    public var title: String?
    /// Texts shown, in order (for display; not interactive).
    public var texts: [String] = []
    /// Texts and elements interleaved in reading order; `.element` holds an index into `Frame.elements` once the
    /// screen is active (inactive screens list their texts only).
    public var items: [ScreenItem] = []
    /// Navigation containers inside this screen (a stack in a tab, a split view at the root...).
    public var regions: [Region] = []
    /// Indexes into `Frame.elements` (only for active screens).
    public var elements: [Int] = []
    /// How the screen got there; what `back` undoes.
    public var origin: ScreenOrigin
    /// Set when the screen stands for a path value no destination maps.
    public var unresolved: String?
    /// Switches set by modifiers of the views on the screen (`navigationBarBackButtonHidden(true)`...).
    public var flags: Set<ScreenFlag> = []
    /// For a state-driven push: the destination that pushed it.
    public var pushedBy: StatePushSource?
    /// The screen shows a built-in element (`Text`, `VStack`...) rather than a user view.
    public var showsElement = false

    /// What breadcrumbs call the screen: its title, else the value it presents, else, for content pushed inline
    /// (a view link's `Text: About`), its first text, else its view's name.
    public var crumb: String {
        if let title { return title }
        if let valueText { return valueText }
        if showsElement, let first = texts.first, !first.isEmpty {
            switch origin {
            case .viewPush, .stateDriven, .columnOverride, .presentation: return first
            default: break
            }
        }
        return view
    }
}

public enum ScreenOrigin: Hashable, Sendable {
    case root
    case stackRoot(stack: String)
    case pathValue(stack: String, index: Int)
    case viewPush(stack: String, index: Int)
    /// Pushed while a Bool is true / an optional is non-nil (`navigationDestination(isPresented:/item:)`, deprecated links).
    case stateDriven(state: String, clearTo: Value)
    /// A split-view column; `drivenBy` is the selection that made it appear when collapsed.
    case column(split: String, index: Int, drivenBy: String?)
    case columnOverride(split: String, index: Int)
    case presentation(state: String, clearTo: Value)
}

public indirect enum ScreenItem: Hashable, Sendable {
    case text(String)
    case element(Int)
    /// Content shown somewhere other than in place (a toolbar, a menu's items, a row's swipe actions), with the
    /// name of that place.
    case group(String, [ScreenItem])
}

public struct StackView: Sendable {
    public var key: String
    /// The bound state variable, if any.
    public var binding: String?
    public var path: [Value]
    public var screens: [Screen]
    /// For a split view collapsed in compact width: the column stacks whose screens it shows (their paths are real).
    public var folded: [StackView] = []
    public var top: Screen { screens[screens.count - 1] }
}

public struct SplitView: Sendable {
    public var key: String
    public var columns: [Column]
    public struct Column: Sendable {
        public var kind: SplitColumn.Kind
        public var region: Region
    }
}

public struct TabsView: Sendable {
    public var key: String
    public var titles: [String]
    public var selected: Int
    public var content: Region
}

public struct PresentedContext: Sendable {
    public var style: Presentation.Style
    public var content: Region
    public var origin: ScreenOrigin
    /// `interactiveDismissDisabled(true)` inside it: it cannot be swiped away.
    public var dismissDisabled = false
    /// The node holding the presentation modifier and the modifier's index among the node's modifiers.
    public var template = -1
    public var modifier = -1
    /// The identity of the view holding the modifier: a presentation whose `presenter` starts with another's content
    /// key is presented from inside that one.
    public var presenter = ""
}

/// One realised event handler: which modifier, on which view instance, with the names it sees.
public struct HandlerInstance: Hashable, Sendable {
    /// The view instance's identity and the modifier's index: stable across renders.
    public var key: String
    public var template: Int
    public var modifier: Int
    public var environment: Environment
    /// What `dismiss` in its statements undoes.
    public var dismiss: ScreenOrigin?
    /// On a screen a person sees (not covered by a push on its stack).
    public var shown: Bool
    /// `onChange`: the observed value in this render.
    public var observed: Value?
    /// Under a presented sheet or dialog: shown, but out of a person's reach (no tap, no gesture).
    public var underPresentation = false
}

public struct StackInfo: Sendable {
    public var key: String
    public var template: Int
    public var binding: String?
    /// Element type of a typed (homogeneous) path; nil for NavigationPath or an unbound stack.
    public var typedElement: String?
    /// Destinations by value type, closest to the root first (the first one wins).
    public var registry: [String: [DestinationUse]]
    /// Types with a destination declared on a pushed screen of a typed path, which SwiftUI does not use.
    public var nestedOnTypedPath: Set<String> = []
    /// The structural identity of the root view (the branches taken by the conditionals directly at the root):
    /// when it changes, SwiftUI resets the stack's path (see `Navigator.resetChangedRoots`).
    public var rootIdentity: String = ""
}

/// A `navigationDestination(for:)` that was realised on a stack.
public struct DestinationUse: Hashable, Sendable {
    public var template: Int
    public var index: Int
    public var environment: Environment
    /// Depth of the screen declaring it (0 = the stack's root).
    public var depth: Int
}

public struct InteractiveElement: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable { case link, button, row, tab }
    public var kind: Kind
    public var label: String
    /// Runtime identity (template + data identity).
    public var key: String
    public var template: Int
    public var effect: Effect
}

/// What activating an element does.
public enum Effect: Hashable, Sendable {
    /// Append to a stack's path (view-destination pushes on it are popped first).
    case push(stack: String, value: Value)
    /// Make `value` the only item of a stack in a later column.
    case replacePath(stack: String, value: Value)
    case select(state: String, value: Value)
    case pushView(stack: String, PushedView)
    case showInColumn(split: String, column: Int, PushedView)
    case setState(String, Value)
    /// `closes`: the alert or dialog the button is in, dismissed after its action runs.
    case runButton(template: Int, environment: Environment, dismiss: ScreenOrigin?, closes: ScreenOrigin? = nil)
    case selectTab(tabs: String, index: Int, state: String?, value: Value?)
    /// Does nothing; why (SwiftUI would show the link disabled).
    case disabled(String)
    /// Looks active but does nothing when tapped; why.
    case dead(DeadReason)

    public var isInert: Bool {
        switch self {
        case .disabled, .dead: return true
        default: return false
        }
    }
}

/// Why a value link that looks active does nothing: structured, so rules decide on the case, not on wording.
public enum DeadReason: Hashable, Sendable, CustomStringConvertible {
    /// No destination for the value's type is visible and no List selection takes it.
    case noDestination(type: String)
    /// The enclosing stack's path is a typed array of another element type.
    case pathTypeMismatch(pathElement: String, type: String)
    /// The typed path's element type matches, but its destination is not declared at the stack's root.
    case destinationNotAtRoot(type: String)

    public var description: String {
        switch self {
        case .noDestination(let type):
            return "no navigationDestination for \(type) is visible from this link, and no List selection takes a \(type)"
        case .pathTypeMismatch(let element, let type):
            return "the stack's path holds \(element) values; a \(type) cannot be appended to it"
        case .destinationNotAtRoot(let type):
            return "no root-level navigationDestination for \(type) on this stack (a typed path only uses destinations declared at its root)"
        }
    }
}
