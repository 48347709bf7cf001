import NavSceneModel

/// Where an element sits, as far as link resolution cares.
struct LinkContext: Hashable {
    var stack: String?
    var split: String?
    var column: Int?
    /// The enclosing `List(selection:)`: its state variable and the selection's value type.
    var selectionState: String?
    var selectionType: String?
    var inNavigation: Bool
    var disabled: String?
}

/// A value link waiting for every registry of the frame to be known before it is resolved.
struct PendingLink {
    var element: Int
    var value: Value
    var context: LinkContext
}

/// Collects what one screen's content declares while it is instantiated.
final class ScreenBuilder {
    let key: String
    let origin: ScreenOrigin
    var view: String?
    var viewIsElement = false
    var title: String?
    var texts: [String] = []
    /// Texts and element drafts in the order they appear (elements by their index among this screen's drafts).
    var order: [ScreenItem] = []
    var regions: [Region] = []
    var elements: [Int] = []
    /// `navigationDestination(for:)` uses, in declaration order.
    var destinations: [(type: String, use: DestinationUse)] = []
    /// Active state-driven destinations (isPresented/item/deprecated links): content to push above this screen.
    var statePushes: [StatePush] = []
    /// Active sheets and covers.
    var presentations: [ActivePresentation] = []
    /// Destinations declared outside any stack (in a split column): shown in the next column.
    var columnDestinations: [(type: String, use: DestinationUse)] = []
    /// The navigation bar's items (`toolbar` content of the screen's views), shown first.
    var toolbar: [ScreenItem] = []
    var flags: Set<ScreenFlag> = []
    /// Element drafts added in place (not in a toolbar, menu, context menu or swipe actions), and the group nesting.
    var inPlaceDrafts = 0
    var groupDepth = 0

    /// Collects what `body` adds as one group shown elsewhere: the navigation bar for toolbar content, else a
    /// named group in place (a menu's items, a row's context menu or swipe actions).
    func group(_ title: String, toolbar isToolbar: Bool, _ body: () -> Void) {
        let saved = order
        order = []
        groupDepth += 1
        body()
        groupDepth -= 1
        let items = order
        order = saved
        guard !items.isEmpty else { return }
        if isToolbar { toolbar.append(contentsOf: items) } else { order.append(.group(title, items)) }
    }

    func addText(_ text: String) {
        order.append(.text(text))
        texts.append(text)
    }

    init(key: String, origin: ScreenOrigin) {
        self.key = key
        self.origin = origin
    }

    func screen() -> Screen {
        var screen = Screen(key: key, view: view ?? "EmptyView", value: nil, valueText: nil, title: title, texts: texts,
                            items: toolbar.isEmpty ? order : [.group("toolbar", toolbar)] + order, regions: regions,
                            elements: elements, origin: origin, unresolved: nil)
        screen.flags = flags
        screen.showsElement = viewIsElement
        return screen
    }
}

struct StatePush {
    var content: [ViewNode]
    var environment: Environment
    var origin: ScreenOrigin
    var view: String
    var value: Value?
    var source: StatePushSource
    typealias Source = StatePushSource
}

/// The destination behind a state-driven push: the node holding the modifier and its index among the node's
/// navigationDestinations (-1: a deprecated programmatic link's own destination).
public struct StatePushSource: Hashable, Sendable {
    public var template: Int
    public var slot: Int
    public init(template: Int, slot: Int) { self.template = template; self.slot = slot }
}

struct ActivePresentation {
    var presentation: Presentation
    var environment: Environment
    var key: String
    var origin: ScreenOrigin
    var template = -1
    var modifier = -1
    var presenter = ""
}

/// The instantiation context: identity prefix, enclosing containers, and how deep instantiation has gone.
struct Context {
    var keyPrefix: String
    var link: LinkContext
    /// The origin of the screen being built (what `dismiss` undoes).
    var screenOrigin: ScreenOrigin
    var depth: Int = 0
    /// The sheet or cover being rendered, if any: what `dismiss` closes when the screen itself cannot be popped.
    var presentation: ScreenOrigin?
    /// The alert or confirmation dialog being rendered: its buttons close it after their action.
    var closes: ScreenOrigin?
    /// Instantiating a label: collect texts only, no elements.
    var labelOnly = false
    /// Inside a lazy container's content (List rows, LazyVGrid cells, page-style TabView pages) on this screen:
    /// SwiftUI ignores `for:` and `item:` destinations declared here, whether or not the row is on screen.
    var inLazyContent = false

    /// What a `dismiss` in this screen undoes: the screen's own push, else the enclosing presentation.
    var dismissTarget: ScreenOrigin? {
        switch screenOrigin {
        case .pathValue, .viewPush, .stateDriven, .columnOverride, .presentation: return screenOrigin
        case .root, .stackRoot, .column: return presentation
        }
    }

    func child(_ node: ViewNode, identity: Value? = nil) -> Context {
        var copy = self
        var key = keyPrefix
        key.append("/")
        key.append(String(node.id))
        if let identity {
            key.append("[")
            key.append(identity.keyFragment)
            key.append("]")
        }
        copy.keyPrefix = key
        copy.depth = depth + 1
        return copy
    }
}
