import NavSceneDiagnostics

/// One node of a view template: an element (`List`, `NavigationLink`, a user view...) with its arguments, children and
/// modifiers. Templates are instantiated by the interpreter; rules read them directly.
public final class ViewNode: @unchecked Sendable {
    // Stored in an order that packs: a scene holds one node per view node written, so every byte counts (168 bytes
    // a node, not 200). The two ranges share their file name.
    public let element: Element
    /// How this node hangs from its parent; set when the scene is finished.
    public internal(set) var role: ChildRole = .root
    @usableFromInline var storedID: Int32 = -1
    @usableFromInline let file: String
    @usableFromInline let rangeStart: SourceLocation
    @usableFromInline let rangeEnd: SourceLocation
    @usableFromInline let nameStart: SourceLocation
    @usableFromInline let nameEnd: SourceLocation
    public let modifiers: [Modifier]
    /// Set when the scene is finished: the enclosing node.
    public internal(set) weak var parent: ViewNode?
    /// The user view whose body holds this node (nil for the scene root).
    public internal(set) var owningView: String?

    /// Unique within a scene, assigned in source order; the template half of a runtime identity.
    @inlinable public internal(set) var id: Int {
        get { Int(storedID) }
        set { storedID = Int32(truncatingIfNeeded: newValue) }
    }

    /// The whole node.
    @inlinable public var range: SourceRange { SourceRange(file: file, start: rangeStart, end: rangeEnd) }

    /// The element's name as written (`LazyVGrid`), for precise underlines.
    @inlinable public var nameRange: SourceRange { SourceRange(file: file, start: nameStart, end: nameEnd) }

    /// `nameRange` lies inside `range`, in the same file.
    public init(element: Element, range: SourceRange, nameRange: SourceRange, modifiers: [Modifier]) {
        assert(nameRange.file == range.file, "a node's name is in the node's file")
        self.element = element
        file = range.file
        rangeStart = range.start
        rangeEnd = range.end
        nameStart = nameRange.start
        nameEnd = nameRange.end
        self.modifiers = modifiers
    }

    public var name: String { element.name }

    /// The view a `safeAreaInset` or `layered` container was built around (the child with the container's range),
    /// which the modifiers chained after it modify with its inset or layered content.
    public var layeredView: ViewNode? {
        switch element {
        case .container(.layered, let content): return content.first
        case .container(.safeAreaInset, let content): return content.first { $0.range == range }
        default: return nil
        }
    }

    public var isForEach: Bool { if case .forEach = element { return true } else { return false } }
    public var isInstance: Bool { if case .instance = element { return true } else { return false } }

    /// Every child with its role, in source order: content first, then modifier content.
    public var children: [(role: ChildRole, node: ViewNode)] {
        var result: [(role: ChildRole, node: ViewNode)] = []
        forEachChild { result.append(($0, $1)) }
        return result
    }

    /// Calls `body` with every child and its role, in the order of `children`, without building a list (walks over
    /// a whole scene visit every node).
    public func forEachChild(_ body: (ChildRole, ViewNode) throws -> Void) rethrows {
        func each(_ nodes: [ViewNode], _ role: ChildRole) throws { for n in nodes { try body(role, n) } }
        switch element {
        case .text, .leaf, .viewParameter: break
        case .instance(let instance):
            // Views passed as arguments are written here, in the caller (they are shown where the view uses them).
            for argument in instance.arguments { if let views = argument.views { try each(views, .content) } }
        case .container(_, let content): try each(content, .content)
        case .list(let list): try each(list.content, .content)
        case .table(let table): try each(table.row, .content)
        case .section(let section):
            try each(section.headerViews, .content)
            try each(section.content, .content)
            try each(section.footerViews, .content)
        case .forEach(let forEach): try each(forEach.content, .content)
        case .stack(let stack): try each(stack.root, .content)
        case .navigationView(let view): try each(view.content, .content)
        case .splitView(let split): for column in split.columns { try each(column.content, .column(column.kind)) }
        case .link(let link):
            try each(link.label, .label)
            try each(link.destination, .linkDestination)
        case .button(let button): try each(button.label, .label)
        case .menu(let menu):
            try each(menu.label, .label)
            try each(menu.content, .attached)
        case .tabView(let tabs): for tab in tabs.tabs { try each(tab.content, .tab) }
        case .conditional(let cond):
            try each(cond.then, .branch)
            try each(cond.otherwise, .branch)
        case .switchOn(let sw):
            for c in sw.cases { try each(c.content, .branch) }
            try each(sw.defaultContent, .branch)
        }
        for modifier in modifiers {
            switch modifier.kind {
            case .navigationDestination(let d): try each(d.content, .destination)
            case .presentation(let p): try each(p.content, .presentation)
            case .attached(let a): try each(a.content, .attached)
            case .navigationTitle, .disabled, .ignored, .event, .screenFlag: break
            }
        }
    }

    public var destinations: [(modifier: Modifier, destination: Destination)] {
        modifiers.compactMap { m in
            if case .navigationDestination(let d) = m.kind { return (m, d) } else { return nil }
        }
    }

    /// The `slot`th navigationDestination modifier's destination (as indexed in `destinations`), without building
    /// the list.
    public func destination(at slot: Int) -> Destination? {
        var index = 0
        for m in modifiers {
            guard case .navigationDestination(let d) = m.kind else { continue }
            if index == slot { return d }
            index += 1
        }
        return nil
    }

    public var ancestors: AnySequence<ViewNode> {
        AnySequence(sequence(first: parent, next: { $0?.parent }).lazy.compactMap { $0 })
    }
}

public enum ChildRole: Hashable, Sendable {
    case root, content, label, linkDestination, destination, presentation, branch, tab
    /// Content shown somewhere other than in place: a toolbar, a context menu, swipe actions, a Menu's items.
    case attached
    case column(SplitColumn.Kind)
}

/// The larger elements are boxed (`indirect`) so that every node does not carry the largest one inline: a node's
/// element is at most a text template in place.
public enum Element {
    case text(Template)
    /// Decorative elements with no navigation meaning: Spacer, Divider, Image, Rectangle, EmptyView...
    case leaf(String)
    case container(ContainerKind, content: [ViewNode])
    indirect case list(ListElement)
    indirect case table(TableElement)
    indirect case section(SectionElement)
    indirect case forEach(ForEachElement)
    indirect case stack(StackElement)
    indirect case navigationView(NavigationViewElement)
    indirect case splitView(SplitViewElement)
    indirect case link(LinkElement)
    indirect case button(ButtonElement)
    /// `Menu`: its items are reached by opening it.
    indirect case menu(MenuElement)
    indirect case tabView(TabViewElement)
    indirect case conditional(ConditionalElement)
    indirect case switchOn(SwitchElement)
    /// A user view from `views:` with its arguments.
    case instance(InstanceElement)
    /// A view parameter used in its view's body (`@ViewBuilder let related: Related` shown as `related`): the views
    /// the caller passed, in the caller's context.
    case viewParameter(String)

    public var name: String {
        switch self {
        case .text: return "Text"
        case .leaf(let name): return name
        case .container(let kind, _): return kind.rawValue
        case .list: return "List"
        case .table: return "Table"
        case .section: return "Section"
        case .forEach: return "ForEach"
        case .stack: return "NavigationStack"
        case .navigationView: return "NavigationView"
        case .splitView: return "NavigationSplitView"
        case .link: return "NavigationLink"
        case .button: return "Button"
        case .menu: return "Menu"
        case .tabView: return "TabView"
        case .conditional: return "if"
        case .switchOn: return "switch"
        case .instance(let i): return i.view
        case .viewParameter(let name): return name
        }
    }
}

public enum ContainerKind: String, CaseIterable, Sendable {
    case vStack = "VStack", hStack = "HStack", zStack = "ZStack", group = "Group", scrollView = "ScrollView"
    /// Toolbar content: an item or a group of items, each shown in the navigation bar (placement is not modelled).
    case toolbarItem = "ToolbarItem", toolbarItemGroup = "ToolbarItemGroup"
    case form = "Form", lazyVStack = "LazyVStack", lazyHStack = "LazyHStack", lazyVGrid = "LazyVGrid", lazyHGrid = "LazyHGrid"
    /// `ViewThatFits { wide; narrow }`: shows one child, chosen by the width class (see `fittingChild`).
    case viewThatFits = "ViewThatFits"
    /// `view.safeAreaInset(edge:) { bar }`: the view and its inset content side by side. Not written as an element:
    /// the loader builds it from the modifier, so that the modifiers after it apply to both.
    case safeAreaInset = "safeAreaInset"
    /// `view.overlay { c }`, `view.background { c }`: the view and content SwiftUI shows with it, in its place (a link
    /// in `c` pushes on the stack around the view, a destination in `c` is declared where the view is). Built by the
    /// Swift front end from the modifier, so that the modifiers after it apply to both; the view is the first child
    /// (`layeredView`). Not written as an element in scene files.
    case layered = "layered view"
    /// A view the Swift front end does not know (another module's container, an unmodelled Apple view): its closures'
    /// content, which it may show zero or more times, in an unknown place. Not written as an element in scene files.
    case unknown = "unknown view"

    /// Whether SwiftUI creates the children only when they are about to be shown.
    public var isLazy: Bool {
        switch self {
        case .form, .lazyVStack, .lazyHStack, .lazyVGrid, .lazyHGrid: return true
        case .vStack, .hStack, .zStack, .group, .scrollView, .viewThatFits, .safeAreaInset, .layered, .toolbarItem, .toolbarItemGroup, .unknown: return false
        }
    }

    /// Whether a scene may write it as an element (the others come from modifiers).
    public var isElement: Bool { self != .safeAreaInset && self != .layered && self != .unknown }

    /// Elements that lay their content out side by side, so that they need the width of a regular size class.
    public static let horizontalElements: Set<String> = ["HStack", "LazyHStack", "LazyHGrid", "Table", "NavigationSplitView"]

    /// `ViewThatFits`: the first child that fits the width. Without sizes the rule is the width class: in regular
    /// width the first child fits; in compact width the first child whose outermost element does not lay its content
    /// out side by side (`horizontalElements`), or the last child when every one does.
    public static func fittingChild(_ children: [ViewNode], compact: Bool) -> Int? {
        guard !children.isEmpty else { return nil }
        guard compact else { return 0 }
        return children.firstIndex { !horizontalElements.contains($0.name) } ?? children.count - 1
    }
}

public struct ListElement {
    /// Data-driven rows (`List(data) { row }`): the rows are `content`, instantiated once per element bound to `as`.
    public var data: Expression?
    public var elementName: String?
    public var selection: Binding?
    public var content: [ViewNode]
    public init(data: Expression?, elementName: String?, selection: Binding?, content: [ViewNode]) {
        self.data = data; self.elementName = elementName; self.selection = selection; self.content = content
    }
}

public struct TableElement {
    public var data: Expression
    public var elementName: String
    public var selection: Binding?
    public var columns: [Template]
    /// Optional interactive content per row (e.g. a link in a column).
    public var row: [ViewNode]
    public init(data: Expression, elementName: String, selection: Binding?, columns: [Template], row: [ViewNode]) {
        self.data = data; self.elementName = elementName; self.selection = selection; self.columns = columns; self.row = row
    }
}

public struct SectionElement {
    /// `Section { ... } header: { HStack { ... } }`: header and footer made of views (shown above and below).
    public var headerViews: [ViewNode] = []
    public var footerViews: [ViewNode] = []
    public var header: Template?
    public var footer: Template?
    public var content: [ViewNode]
    public init(header: Template?, content: [ViewNode], footer: Template? = nil, headerViews: [ViewNode] = [], footerViews: [ViewNode] = []) {
        self.header = header; self.content = content; self.footer = footer; self.headerViews = headerViews; self.footerViews = footerViews
    }
}

public struct ForEachElement {
    public var data: Expression
    public var elementName: String
    public var content: [ViewNode]
    public init(data: Expression, elementName: String, content: [ViewNode]) {
        self.data = data; self.elementName = elementName; self.content = content
    }
}

public struct StackElement {
    public var path: Binding?
    public var root: [ViewNode]
    public init(path: Binding?, root: [ViewNode]) { self.path = path; self.root = root }

    /// Whether the root holds an `if`/`switch` directly, so the root view's identity can change (another branch is
    /// another view; SwiftUI then resets the path). A user view's own conditionals are inside it, not at the root.
    public var rootMayChangeIdentity: Bool {
        root.contains { node in
            switch node.element {
            case .conditional, .switchOn: return true
            default: return false
            }
        }
    }
}

public struct NavigationViewElement {
    public enum Style: String, Sendable, CaseIterable { case stack, columns }
    public var style: Style
    public var content: [ViewNode]
    public init(style: Style, content: [ViewNode]) { self.style = style; self.content = content }
}

public struct SplitColumn {
    public enum Kind: String, Sendable, Hashable { case sidebar, content, detail }
    public var kind: Kind
    public var content: [ViewNode]
    public var range: SourceRange
    public init(kind: Kind, content: [ViewNode], range: SourceRange) { self.kind = kind; self.content = content; self.range = range }
}

public struct SplitViewElement {
    /// Two (sidebar, detail) or three (sidebar, content, detail) columns, in order.
    public var columns: [SplitColumn]
    /// `columnVisibility: $visibility`, a `NavigationSplitViewVisibility` that hides leading columns in regular width.
    public var columnVisibility: Binding?
    /// `preferredCompactColumn: $column`, a `NavigationSplitViewColumn`: the column a collapsed split view shows.
    public var preferredCompactColumn: Binding?
    public init(columns: [SplitColumn], columnVisibility: Binding? = nil, preferredCompactColumn: Binding? = nil) {
        self.columns = columns; self.columnVisibility = columnVisibility; self.preferredCompactColumn = preferredCompactColumn
    }

    /// The column index a `NavigationSplitViewColumn` case names in this split view (`content` in a two-column one:
    /// the detail, as SwiftUI shows it).
    public func columnIndex(_ name: String) -> Int? {
        switch name {
        case "sidebar": return 0
        case "content": return columns.count == 3 ? 1 : columns.count - 1
        case "detail": return columns.count - 1
        default: return nil
        }
    }

    /// The `NavigationSplitViewColumn` case naming a column index.
    public func columnName(_ index: Int) -> String {
        index == 0 ? "sidebar" : (index == columns.count - 1 ? "detail" : "content")
    }
}

public struct LinkElement {
    public var title: Template?
    public var label: [ViewNode]
    /// The presented value (value-destination link).
    public var value: Expression?
    /// The pushed view (view-destination link).
    public var destination: [ViewNode]
    /// Deprecated forms: `NavigationLink(isActive:)` and `NavigationLink(tag:selection:)`.
    public var isActive: Binding?
    public var tag: Expression?
    public var selection: Binding?
    public init(title: Template?, label: [ViewNode], value: Expression?, destination: [ViewNode],
                isActive: Binding?, tag: Expression?, selection: Binding?) {
        self.title = title; self.label = label; self.value = value; self.destination = destination
        self.isActive = isActive; self.tag = tag; self.selection = selection
    }
    public var isDeprecatedForm: Bool { isActive != nil || selection != nil || tag != nil }
}

public struct ButtonElement {
    public var title: Template?
    public var label: [ViewNode]
    public var action: [Statement]
    public init(title: Template?, label: [ViewNode], action: [Statement]) { self.title = title; self.label = label; self.action = action }
}

public struct MenuElement {
    public var title: Template?
    public var label: [ViewNode]
    public var content: [ViewNode]
    public init(title: Template?, label: [ViewNode], content: [ViewNode]) { self.title = title; self.label = label; self.content = content }
}

public struct TabViewElement {
    public enum Style: String, Sendable, CaseIterable { case automatic, page, verticalPage }
    public var selection: Binding?
    public var style: Style
    public var tabs: [Tab]
    public init(selection: Binding?, style: Style, tabs: [Tab]) { self.selection = selection; self.style = style; self.tabs = tabs }
    /// Page-style tab views create their pages lazily, like a lazy container.
    public var isLazy: Bool { style != .automatic }
}

public struct Tab {
    public var title: Template
    public var value: Expression?
    public var content: [ViewNode]
    public var range: SourceRange
    /// A child of the TabView that is neither a `Tab` nor carries a `tabItem` (in its chain or in its own view's body):
    /// a tab bar shows an empty, unlabelled slot for it (apps leave one to make room for a button laid over the bar),
    /// a page-style TabView a page.
    public var unlabelled: Bool
    public init(title: Template, value: Expression?, content: [ViewNode], range: SourceRange, unlabelled: Bool = false) {
        self.title = title; self.value = value; self.content = content; self.range = range; self.unlabelled = unlabelled
    }
}

public struct ConditionalElement {
    public var condition: Expression
    /// `if let name = condition`: binds the unwrapped value in `then`.
    public var binding: String?
    public var then: [ViewNode]
    public var otherwise: [ViewNode]
    public init(condition: Expression, binding: String?, then: [ViewNode], otherwise: [ViewNode]) {
        self.condition = condition; self.binding = binding; self.then = then; self.otherwise = otherwise
    }
}

public struct SwitchElement {
    /// `case .recipe(let r):`, `case .stack?:`, `case nil:`. `pattern` is the case name, or `nil` for the nil pattern
    /// of an optional subject (no enum case can be called `nil`: it is a Swift keyword).
    public struct Case {
        public var pattern: String
        public var range: SourceRange
        public var content: [ViewNode]
        /// The names `let` binds to the associated values, in order (nil for `_`); empty when the pattern binds
        /// nothing (`case .recipe:` matches every payload).
        public var bindings: [String?]
        public init(pattern: String, range: SourceRange, content: [ViewNode], bindings: [String?] = []) {
            self.pattern = pattern; self.range = range; self.content = content; self.bindings = bindings
        }
        public static let nilPattern = "nil"
        /// The pattern a value matches: its case name, or `nil` for no value (what `Case.pattern` is compared with).
        public static func patternName(of value: Value) -> String? {
            switch value {
            case .enumCase(_, let name, _): return name
            case .null: return nilPattern
            default: return nil
            }
        }
    }
    public var subject: Expression
    public var cases: [Case]
    public var defaultContent: [ViewNode]
    public init(subject: Expression, cases: [Case], defaultContent: [ViewNode]) {
        self.subject = subject; self.cases = cases; self.defaultContent = defaultContent
    }
}

public struct InstanceElement {
    public struct Argument {
        public var name: String
        public var nameRange: SourceRange
        /// The value (for a `$name` argument: reading the bound variable).
        public var value: Expression
        /// `$name`: the argument of a `@Binding` parameter, which then reads and writes the caller's variable.
        public var binding: Binding?
        /// Statements: the argument of an action parameter (a closure run in the caller's context).
        public var action: [Statement]?
        /// Views: the argument of a `View` parameter (a view builder, shown in the caller's context).
        public var views: [ViewNode]?
        public init(name: String, nameRange: SourceRange, value: Expression, binding: Binding? = nil, action: [Statement]? = nil,
                    views: [ViewNode]? = nil) {
            self.name = name; self.nameRange = nameRange; self.value = value; self.binding = binding; self.action = action; self.views = views
        }
    }
    public var view: String
    public var arguments: [Argument]
    /// Arguments written whose value did not load (already an error): not reported again as missing.
    public var failedArguments: [String]
    public init(view: String, arguments: [Argument], failedArguments: [String] = []) {
        self.view = view; self.arguments = arguments; self.failedArguments = failedArguments
    }
}
