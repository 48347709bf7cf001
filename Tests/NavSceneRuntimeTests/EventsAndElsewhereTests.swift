import NavSceneModel
@testable import NavSceneRuntime
import XCTest

/// Content shown elsewhere (toolbar, menus, swipe actions, context menus), dialogs and popovers, statements run on
/// events (appear, disappear, task, change, open URL), tabs with `tabItem`, screen switches and display names.
final class EventsAndElsewhereTests: XCTestCase {
    static let counter = """
    scene: Counter
    types:
      Item:
        fields: { id: String, subject: String }
        display: subject
    data:
      Item:
        first: { id: a1, subject: First item }
        second: { id: b2, subject: Second item }
    state:
      path: "[Item]"
      appeared: Int
      disappeared: Int
      tasks: Int
      changes: Int
      lastSeen: Item?
    views:
      Detail:
        parameters: { item: Item }
        body:
          - Text: "{item.subject}"
            onAppear: [{ set: { lastSeen: item } }]
            onDisappear: [{ set: { disappeared: "1" } }]
    root:
      NavigationStack:
        path: $path
        root:
          List:
            data: Item.all
            as: item
            row: { NavigationLink: { title: "{item.subject}", value: item } }
          onAppear: [{ set: { appeared: "1" } }]
          task: [{ set: { tasks: "1" } }]
          onChange: { of: path.count, action: [{ set: { changes: "1" } }] }
          navigationDestination: { for: Item, as: item, destination: { Detail: { item: item } } }
          onOpenURL:
            - url: "app://item/{item: Item}"
              action: [{ set: { path: "[item]" } }]
            - url: "app://count/{n: Int}"
              action: [{ set: { appeared: n } }]
    """

    func testAppearRunsOncePerAppearanceAndDisappearWhenCoveredOrPopped() throws {
        let runtime = try startInline(Self.counter)
        XCTAssertEqual(runtime.value("appeared"), "1", "onAppear ran when the scene appeared")
        XCTAssertEqual(runtime.value("tasks"), "1", "task runs like onAppear")
        XCTAssertEqual(runtime.value("changes"), "0", "nothing changed yet")
        runtime.set("appeared", to: .int(5))
        XCTAssertEqual(runtime.value("appeared"), "5", "a re-render is not a new appearance")
        let push = runtime.tap("First item")
        XCTAssertTrue(push.message.hasSuffix("then ran onChange, onAppear"), push.message)
        XCTAssertEqual(runtime.value("lastSeen"), "First item", "the pushed view appeared")
        XCTAssertEqual(runtime.value("changes"), "1", "onChange saw path.count change")
        runtime.back()
        XCTAssertEqual(runtime.value("disappeared"), "1", "the popped view disappeared")
        XCTAssertEqual(runtime.value("appeared"), "1", "the list appeared again when uncovered")
    }

    func testOpenURLReadsCapturesAsTheirTypes() throws {
        let runtime = try startInline(Self.counter)
        XCTAssertTrue(runtime.openURL("app://item/b2").changed)
        XCTAssertEqual(runtime.names("path"), ["Second item"])
        let wrong = runtime.openURL("app://item/zz")
        XCTAssertFalse(wrong.changed)
        XCTAssertTrue(wrong.message.contains("'zz' is not a Item"), wrong.message)
        XCTAssertFalse(runtime.openURL("app://elsewhere").changed)
        runtime.openURL("app://count/42")
        XCTAssertEqual(runtime.value("appeared"), "42")
        XCTAssertEqual(runtime.navigator.candidateURLs(in: runtime.frame), ["app://item/a1", "app://item/b2", "app://count/0"])
    }

    func testHandlersThatNeverSettleStopWithAProblem() throws {
        let runtime = try startInline("""
        scene: Loop
        state:
          flag: Bool
        root:
          Text: Hello
          onChange: { of: flag, action: [{ toggle: flag }] }
        """)
        runtime.set("flag", to: .bool(true))
        XCTAssertTrue(runtime.frame.problems.contains { $0.message.contains("still changing the state") }, "\(runtime.frame.problems)")
    }

    func testToolbarMenusAndSwipeActionsAreTappableWhereTheyAreShown() throws {
        let runtime = try startInline("""
        scene: Elsewhere
        state:
          showSheet: Bool
          count: Int
        root:
          NavigationStack:
            - List:
                - Text: Row
                  swipeActions: [{ Button: { title: Delete, action: [{ set: { count: "1" } }] } }]
                  contextMenu: [{ Button: { title: Copy, action: [{ set: { count: "2" } }] } }]
                - Menu:
                    title: More
                    content: [{ Button: { title: Archive, action: [{ set: { count: "3" } }] } }]
              toolbar:
                - ToolbarItem: { placement: primaryAction, content: { Button: { title: Add, action: [{ set: { showSheet: true } }] } } }
              sheet:
                isPresented: $showSheet
                content:
                  Text: Outside any stack
                  toolbar: [{ Button: { title: Hidden, action: [dismiss] } }]
        """)
        XCTAssertEqual(runtime.frame.elements.map(\.label), ["Add", "Delete", "Copy", "Archive"], "the navigation bar first, then in place")
        XCTAssertTrue(runtime.text.contains("  toolbar:\n    1. Add  → button\n"), runtime.text)
        XCTAssertTrue(runtime.text.contains("  Row\n  swipe actions:\n    2. Delete"), runtime.text)
        XCTAssertTrue(runtime.text.contains("  menu More:\n    4. Archive"), runtime.text)
        runtime.tap("Archive")
        XCTAssertEqual(runtime.value("count"), "3")
        runtime.tap("Add")
        XCTAssertEqual(runtime.frame.presentations.count, 1)
        XCTAssertNil(runtime.element("Hidden"), "a toolbar outside every stack has no navigation bar to be shown in")
    }

    func testDialogButtonsCloseAfterTheirActionAndAlertsWithoutButtonsHaveOK() throws {
        let runtime = try startInline("""
        scene: Dialogs
        types:
          Item: { fields: { id: String, subject: String }, display: subject }
        data:
          Item: { only: { id: x, subject: Only } }
        state:
          asking: Bool
          pending: Item?
          deleted: Item?
          warned: Bool
        root:
          VStack:
            - Button: { title: Delete, action: [{ set: { pending: Item.only, asking: true } }] }
            - Button: { title: Warn, action: [{ set: { warned: true } }] }
          confirmationDialog:
            title: "Delete?"
            isPresented: $asking
            presenting: pending
            as: item
            actions:
              - Button: { title: "Delete {item.subject}", action: [{ set: { deleted: item } }] }
          alert: { title: Careful, isPresented: $warned, message: Nothing happened }
        """)
        runtime.set("asking", to: .bool(true))
        XCTAssertTrue(runtime.frame.presentations.isEmpty, "with presenting data nil, the dialog is not shown")
        runtime.set("asking", to: .bool(false))
        runtime.tap("Delete")
        XCTAssertEqual(runtime.frame.presentations.first?.style, .confirmationDialog)
        runtime.tap("Delete Only")
        XCTAssertEqual(runtime.value("deleted"), "Only", "the action ran with the presented data")
        XCTAssertEqual(runtime.value("asking"), "false", "then the dialog closed")
        runtime.tap("Warn")
        XCTAssertEqual(runtime.frame.elements.map(\.label), ["OK"])
        XCTAssertTrue(runtime.text.contains("── alert ──\nCareful\n  Nothing happened\n  1. OK"), runtime.text)
        runtime.tap("OK")
        XCTAssertTrue(runtime.frame.presentations.isEmpty)
    }

    /// `alert: { item: $x, as: name }` (SwiftUI's older `alert(item:)`): shown while the item is non-nil, the actions
    /// reading it by name; a button runs its action and then closes the alert by setting the item back to nil.
    func testAnItemAlertIsShownWhileItsItemIsSetAndItsButtonsClearIt() throws {
        let runtime = try startInline("""
        scene: ItemAlert
        types:
          Item: { fields: { id: String, subject: String }, display: subject }
        data:
          Item: { only: { id: x, subject: Only } }
        state:
          failed: Item?
          retried: Item?
        root:
          VStack:
            - Button: { title: Fail, action: [{ set: { failed: Item.only } }] }
          alert:
            title: "Failed {item.subject}"
            item: $failed
            as: item
            actions:
              - Button: { title: "Retry {item.subject}", action: [{ set: { retried: item } }] }
        """)
        XCTAssertTrue(runtime.frame.presentations.isEmpty, "with the item nil, the alert is not shown")
        runtime.tap("Fail")
        XCTAssertEqual(runtime.frame.presentations.first?.style, .alert)
        runtime.tap("Retry Only")
        XCTAssertEqual(runtime.value("retried"), "Only", "the action ran with the item")
        XCTAssertEqual(runtime.value("failed"), "nil", "then the alert closed")
        XCTAssertTrue(runtime.frame.presentations.isEmpty)
    }

    func testPopoverIsASheetInCompactWidth() throws {
        let yaml = """
        scene: Pop
        state:
          show: { type: Bool, initial: "true" }
        root:
          Text: Anchor
          popover: { isPresented: $show, content: { Text: Inside } }
        """
        XCTAssertTrue(try startInline(yaml, size: .regular).text.contains("── popover ──"))
        XCTAssertTrue(try startInline(yaml, size: .compact).text.contains("── sheet ──"))
    }

    func testBackButtonHiddenAndInteractiveDismissDisabled() throws {
        let runtime = try startInline("""
        scene: Flags
        state:
          path: "[String]"
          show: Bool
        root:
          NavigationStack:
            path: $path
            root:
              VStack:
                - NavigationLink: { title: Next, value: "'next'" }
                - Button: { title: Show, action: [{ set: { show: true } }] }
              navigationDestination:
                for: String
                as: word
                destination:
                  Button: { title: Done, action: [dismiss] }
                  navigationBarBackButtonHidden: "true"
              sheet:
                isPresented: $show
                content:
                  NavigationStack:
                    - Button: { title: Close, action: [dismiss] }
                      interactiveDismissDisabled:
        """)
        runtime.tap("Next")
        let back = runtime.back()
        XCTAssertFalse(back.changed)
        XCTAssertTrue(back.message.contains("hides its back button"), back.message)
        runtime.tap("Done")
        XCTAssertEqual(runtime.names("path"), [])
        runtime.tap("Show")
        XCTAssertFalse(runtime.back().changed, "the sheet cannot be swiped away")
        runtime.tap("Close")
        XCTAssertTrue(runtime.frame.presentations.isEmpty)
    }

    func testTabItemAndTagMakeTabs() throws {
        let runtime = try startInline("""
        scene: OldTabs
        types:
          Section: { enum: [inbox, sent] }
        state:
          tab: { type: Section, initial: .sent }
        root:
          TabView:
            selection: $tab
            content:
              - Text: Inbox list
                tabItem: { Label: { title: Inbox, systemImage: tray } }
                tag: .inbox
              - Text: Sent list
                tabItem: { Label: Sent }
                tag: .sent
        """)
        XCTAssertTrue(runtime.text.contains("tabs:  Inbox  [Sent]"), runtime.text)
        XCTAssertTrue(runtime.text.contains("Sent list"))
        runtime.tap("Inbox")
        XCTAssertEqual(runtime.value("tab"), "inbox")
        XCTAssertTrue(runtime.text.contains("Inbox list"))
    }
}

/// `NavigationSplitView(columnVisibility:)`: hidden leading columns in regular width, a sidebar button to show them.
final class ColumnVisibilityTests: XCTestCase {
    func testDetailOnlyHidesTheSidebarUntilItsButtonShowsIt() throws {
        let runtime = try startInline("""
        scene: Split
        types:
          Item: { enum: [a, b] }
        state:
          visibility: { type: NavigationSplitViewVisibility, initial: .detailOnly }
          selected: Item?
        root:
          NavigationSplitView:
            columnVisibility: $visibility
            sidebar:
              List:
                data: Item.allCases
                as: item
                selection: $selected
                row: { NavigationLink: { title: "{item}", value: item } }
            detail:
              Text: "Detail {selected}"
        """)
        XCTAssertEqual(runtime.frame.elements.map(\.label), ["Show sidebar"])
        XCTAssertFalse(runtime.text.contains("[sidebar]"), runtime.text)
        runtime.tap("Show sidebar")
        XCTAssertEqual(runtime.value("visibility"), "all")
        XCTAssertEqual(runtime.frame.elements.map(\.label), ["a", "b"])
        runtime.set("visibility", to: .enumCase(type: "NavigationSplitViewVisibility", name: "detailOnly"))
        runtime.setSize(.compact)
        XCTAssertEqual(runtime.frame.elements.map(\.label), ["a", "b"], "compact width collapses the columns whatever the visibility")
    }
}

/// URL patterns: literal text and captures, shortest captures first, bounded work on hostile patterns.
final class URLPatternTests: XCTestCase {
    func pattern(_ parts: [URLPattern.Part]) -> URLPattern {
        URLPattern(text: "", parts: parts, range: .synthetic("test"))
    }

    func testCapturesTakeOneSegmentAndTheRestMustMatch() {
        let p = pattern([.literal("myapp://recipe/"), .capture(name: "id", type: .named("String")), .literal("/steps")])
        XCTAssertEqual(p.match("myapp://recipe/apple-pie/steps"), ["id": "apple-pie"])
        XCTAssertNil(p.match("myapp://recipe/apple/pie/steps"), "a capture never spans a '/'")
        XCTAssertNil(p.match("myapp://recipe//steps"), "a capture is never empty")
        XCTAssertNil(p.match("myapp://recipe/apple-pie"))
        XCTAssertEqual(p.fill(["id": "x"]), "myapp://recipe/x/steps")
    }

    func testHostilePatternsStayFast() {
        var parts: [URLPattern.Part] = []
        for index in 0..<60 { parts += [.capture(name: "c\(index)", type: .named("String")), .literal("x")] }
        parts.append(.literal("y"))
        // Every capture could end at every 'x': without remembering failures this is exponential.
        XCTAssertNil(pattern(parts).match(String(repeating: "x", count: 200) + "z"))
    }
}
