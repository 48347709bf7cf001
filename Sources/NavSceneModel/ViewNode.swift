import NavSceneDiagnostics

/// One node of a view template: an element (`List`, `NavigationLink`, a user view...) with its arguments, children and
/// modifiers. Templates are instantiated by the interpreter; rules read them directly.
public final class ViewNode: @unchecked Sendable {
    /// Unique within a scene, assigned in source order; the template half of a runtime identity.
    public internal(set) var id: Int = -1
    public let element: Element
    /// The whole node.
    public let range: SourceRange
    /// The element's name as written (`LazyVGrid`), for precise underlines.
    public let nameRange: SourceRange
    public let modifiers: [Modifier]
    /// Set when the scene is finished: the enclosing node and how this node hangs from it.
    public internal(set) weak var parent: ViewNode?
    public internal(set) var role: ChildRole = .root
    /// The user view whose body holds this node (nil for the scene root).
    public internal(set) var owningView: String?

    public init(element: Element, range: SourceRange, nameRange: SourceRange, modifiers: [Modifier]) {
        self.element = element
        self.range = range
        self.nameRange = nameRange
        self.modifiers = modifiers
    }

    public var name: String { element.name }

    public var isForEach: Bool { if case .forEach = element { return true } else { return false } }

    /// Every child with its role, in source order: content first, then modifier content.
    public var children: [(role: ChildRole, node: ViewNode)] {
        var result: [(ChildRole, ViewNode)] = []
        func add(_ nodes: [ViewNode], _ role: ChildRole) { for n in nodes { result.append((role, n)) } }
        switch element {
        case .text, .leaf, .instance: break
        case .container(_, let content): add(content, .content)
        case .list(let list): add(list.content, .content)
        case .table(let table): add(table.row, .content)
        case .section(let section): add(section.content, .content)
        case .forEach(let each): add(each.content, .content)
        case .stack(let stack): add(stack.root, .content)
        case .navigationView(let view): add(view.content, .content)
        case .splitView(let split): for column in split.columns { add(column.content, .column(column.kind)) }
        case .link(let link):
            add(link.label, .label)
            add(link.destination, .linkDestination)
        case .button(let button): add(button.label, .label)
        case .tabView(let tabs): for tab in tabs.tabs { add(tab.content, .tab) }
        case .conditional(let cond):
            add(cond.then, .branch)
            add(cond.otherwise, .branch)
        case .switchOn(let sw):
            for c in sw.cases { add(c.content, .branch) }
            add(sw.defaultContent, .branch)
        }
        for modifier in modifiers {
            switch modifier.kind {
            case .navigationDestination(let d): add(d.content, .destination)
            case .presentation(let p): add(p.content, .presentation)
            case .navigationTitle, .disabled, .ignored: break
            }
        }
        return result
    }

    public var destinations: [(modifier: Modifier, destination: Destination)] {
        modifiers.compactMap { m in
            if case .navigationDestination(let d) = m.kind { return (m, d) } else { return nil }
        }
    }

    public var ancestors: AnySequence<ViewNode> {
        AnySequence(sequence(first: parent, next: { $0?.parent }).lazy.compactMap { $0 })
    }
}

public enum ChildRole: Hashable, Sendable {
    case root, content, label, linkDestination, destination, presentation, branch, tab
    case column(SplitColumn.Kind)
}

public enum Element {
    case text(Template)
    /// Decorative elements with no navigation meaning: Spacer, Divider, Image, Rectangle, EmptyView...
    case leaf(String)
    case container(ContainerKind, content: [ViewNode])
    case list(ListElement)
    case table(TableElement)
    case section(SectionElement)
    case forEach(ForEachElement)
    case stack(StackElement)
    case navigationView(NavigationViewElement)
    case splitView(SplitViewElement)
    case link(LinkElement)
    case button(ButtonElement)
    case tabView(TabViewElement)
    case conditional(ConditionalElement)
    case switchOn(SwitchElement)
    /// A user view from `views:` with its arguments.
    case instance(InstanceElement)

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
        case .tabView: return "TabView"
        case .conditional: return "if"
        case .switchOn: return "switch"
        case .instance(let i): return i.view
        }
    }
}

public enum ContainerKind: String, CaseIterable, Sendable {
    case vStack = "VStack", hStack = "HStack", zStack = "ZStack", group = "Group", scrollView = "ScrollView"
    case form = "Form", lazyVStack = "LazyVStack", lazyHStack = "LazyHStack", lazyVGrid = "LazyVGrid", lazyHGrid = "LazyHGrid"

    /// Whether SwiftUI creates the children only when they are about to be shown.
    public var isLazy: Bool {
        switch self {
        case .form, .lazyVStack, .lazyHStack, .lazyVGrid, .lazyHGrid: return true
        case .vStack, .hStack, .zStack, .group, .scrollView: return false
        }
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
    public var header: Template?
    public var content: [ViewNode]
    public init(header: Template?, content: [ViewNode]) { self.header = header; self.content = content }
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
}

public struct NavigationViewElement {
    public enum Style: String, Sendable { case stack, columns }
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
    public init(columns: [SplitColumn]) { self.columns = columns }
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
    public init(title: Template, value: Expression?, content: [ViewNode], range: SourceRange) {
        self.title = title; self.value = value; self.content = content; self.range = range
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
    public struct Case {
        public var pattern: String
        public var range: SourceRange
        public var content: [ViewNode]
        public init(pattern: String, range: SourceRange, content: [ViewNode]) { self.pattern = pattern; self.range = range; self.content = content }
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
        public var value: Expression
        public init(name: String, nameRange: SourceRange, value: Expression) { self.name = name; self.nameRange = nameRange; self.value = value }
    }
    public var view: String
    public var arguments: [Argument]
    public init(view: String, arguments: [Argument]) { self.view = view; self.arguments = arguments }
}
