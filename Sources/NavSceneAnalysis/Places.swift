import NavSceneModel
import NavSceneRuntime

/// The screens the analysis tells apart. One abstract screen stands for every concrete screen of its kind: all the
/// values a path screen can show, every instance of a sheet. Keys are structural, so they are stable from one
/// iteration of the fixpoint to the next.
public enum ScreenKind: Hashable, Sendable {
    case base
    case stackRoot(stack: Int)
    /// A screen a `navigationDestination(for:)` shows for a path value: the destination's node and index.
    case path(stack: Int, template: Int, slot: Int)
    /// A view-destination link's `destination`, pushed on a stack.
    case viewPush(stack: Int, link: Int)
    /// `navigationDestination(isPresented:/item:)` (slot >= 0) or a deprecated programmatic link (slot -1).
    case statePush(stack: Int, template: Int, slot: Int)
    case column(split: Int, index: Int)
    /// A view shown in a split view's column instead of its declared content (view link, column destination).
    case columnOverride(split: Int, index: Int, template: Int, slot: Int)
    /// A sheet or full-screen cover: the node holding the modifier and the presentation's index among its modifiers.
    case presentation(template: Int, slot: Int)

    var stack: Int? {
        switch self {
        case .stackRoot(let s), .path(let s, _, _), .viewPush(let s, _), .statePush(let s, _, _): return s
        default: return nil
        }
    }

    /// A total order for deterministic iteration, without building strings.
    var orderKey: (Int, Int, Int, Int, Int) {
        switch self {
        case .base: return (0, 0, 0, 0, 0)
        case .stackRoot(let s): return (1, s, 0, 0, 0)
        case .path(let s, let t, let slot): return (2, s, t, slot, 0)
        case .viewPush(let s, let l): return (3, s, l, 0, 0)
        case .statePush(let s, let t, let slot): return (4, s, t, slot, 0)
        case .column(let split, let index): return (5, split, index, 0, 0)
        case .columnOverride(let split, let index, let t, let slot): return (6, split, index, t, slot)
        case .presentation(let t, let slot): return (7, t, slot, 0, 0)
        }
    }

    static func ordered(_ a: ScreenKind, _ b: ScreenKind) -> Bool { a.orderKey < b.orderKey }
}

/// A NavigationStack or NavigationSplitView instance: the screen it sits on, the chain of user-view instances that
/// led to it on that screen, and its node. Two tabs showing the same `ShopStack` view are two stacks.
struct ContainerKey: Hashable {
    var screen: Int
    var instancePath: Int
    var node: Int
}

/// A container's context with the containers around it named by their nodes (`ReachabilityAnalysis.containerContext`);
/// the screen kind's `stack:`/`split:` fields hold node ids here.
struct ContainerContext: Hashable {
    var node: Int
    var instancePath: Int
    var screen: ScreenKind
}

public enum PathKey: Hashable, Sendable {
    /// A stack bound to a state variable: every stack bound to it shares the values written to it.
    case bound(String)
    /// A stack without a `path:` binding (SwiftUI keeps its path privately).
    case implicit(Int)
}

/// Whether a `.disabled(...)` above an element may or must hold.
public enum Disabling: Int, Sendable, Comparable {
    case never, sometimes, always
    public static func < (a: Disabling, b: Disabling) -> Bool { a.rawValue < b.rawValue }
}

/// Where an element or modifier sits, as far as navigation cares (the interpreter's LinkContext, abstractly).
public struct Place: Sendable, Hashable {
    public var screen: Int
    public var stack: Int?
    public var split: Int?
    public var column: Int?
    public var selectionState: String?
    public var selectionType: String?
    public var inNavigation = false
    public var disabled = Disabling.never
    /// The nearest lazy container whose content holds this place on its screen.
    public var lazyContainer: Int?
    /// The conditions (branches, non-empty ForEach data) this place depends on within its screen.
    public var guards: Int = 0
    /// The presentation (sheet, cover) this place is in, if any.
    public var presentation: Int?
    var instancePath: Int = 0
    var labelOnly = false
}

/// A value link as the analysis saw it in one place.
public struct LinkOccurrence: Sendable {
    public var node: Int
    public var place: Place
    public var value: AbstractValue
    /// How the link may resolve here, and whether it surely does (filled after the fixpoint).
    public var outcomes: [LinkOutcome] = []
    public var surelyResolves = false
}

public enum LinkOutcome: Hashable, Sendable {
    case push(stack: Int, type: String)
    case replacePath(stack: Int, type: String)
    case showInColumn(split: Int, column: Int, type: String)
    case select(state: String, type: String)
    case dead(DeadReason)
    case disabled
}

/// A navigationDestination modifier's entry as seen in one place.
public struct DestinationOccurrence: Sendable {
    public var node: Int
    public var slot: Int
    public var place: Place
    /// The stack it registers on (for: destinations at a stack's root or on a path screen of an untyped path).
    public var registeredOn: Int?
    /// Why it is ignored here, if it is.
    public var ignored: IgnoredReason?
    /// The state variable an `isPresented:`/`item:` destination is bound to here (a view's own state resolved).
    public var bindingKey: String?
    var env: AbstractEnvironment
}

public enum IgnoredReason: Hashable, Sendable {
    case lazyContent(container: Int)
    case outsideNavigation
    /// On a pushed screen of a stack whose path is a typed array: only root-level destinations count.
    case notAtRootOfTypedPath(stack: Int)
    /// On a screen pushed by a view-destination link or a state-driven destination (the interpreter registers
    /// destinations of the root and of path screens only).
    case notRegisteringScreen
}

/// Statements that may run where they were walked: a Button's action, or an event handler's.
struct ButtonOccurrence {
    var node: Int
    var statements: [Statement]
    var place: Place
    var env: AbstractEnvironment
    var source: PushSource

    /// What running it depends on besides the facts: the statements are the source's (a Button's action, or the
    /// handler of a node's modifier), run in `env`. Occurrences with equal runs write the same at the same facts.
    var run: ButtonRun { ButtonRun(source: source, env: env) }
}

/// A `ButtonOccurrence`'s statements and environment (`ButtonOccurrence.run`).
struct ButtonRun: Hashable {
    var source: PushSource
    var env: AbstractEnvironment
}

/// Facts about one stack instance.
public struct StackFacts: Sendable {
    public var id: Int
    public var node: Int
    public var binding: String?
    public var typedElement: String?
    public var hostScreen: Int
    /// The place of the NavigationStack node itself.
    public var place: Place
    /// Further places the same stack was met in (a pushed view that wraps itself in a stack, met again in its own
    /// walk: `walkStack`'s back-edge).
    public var otherHosts: [Place] = []
    public var rootScreen: Int
    /// `for:` destinations registered on the stack, in the order the interpreter registers them (root first).
    public var registrations: [(type: String, occurrence: Int)] = []
    /// The same registrations by type, each list in registration order.
    public var registrationsByType: [String: [Int]] = [:]
    /// The stack's screens in the order the walk met them (`addScreen`).
    public private(set) var screens: [Int] = []
    /// The same screens as a set: whether a screen is on the stack, in constant time.
    public private(set) var screenSet: Set<Int> = []

    /// Adds a screen the walk met on this stack (once: the walk takes every screen once).
    mutating func addScreen(_ screen: Int) {
        if screenSet.insert(screen).inserted { screens.append(screen) }
    }
}

public struct SplitFacts: Sendable {
    public var id: Int
    public var node: Int
    public var columnCount: Int
    /// The stacks found in each column, in instantiation order (the first one is the column's stack).
    public var columnStacks: [Int: [Int]] = [:]
    /// `for:` destinations declared in a column outside any stack: (type, occurrence, column).
    public var columnDestinations: [(type: String, occurrence: Int, column: Int)] = []
    /// `List(selection:)`s per column: state variable, its value type, and the list's guards.
    public var columnSelections: [Int: [(state: String, type: String?, guards: Int)]] = [:]
}

public struct ScreenFacts: Sendable {
    public var kind: ScreenKind
    /// The occurrences that show this screen (registrations for path screens, the state destination or link).
    public var entries: [Int] = []
}

/// A modifier slot of a template node: which `navigationDestination` (or presentation) of which node.
struct TemplateSlot: Hashable {
    var node: Int
    var slot: Int
}

/// A stack and a type registered (or not) on it.
struct StackType: Hashable {
    var stack: Int
    var type: String
}
