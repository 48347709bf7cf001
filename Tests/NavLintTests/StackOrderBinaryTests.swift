import Foundation
import XCTest

/// Through the binary, err/ok twins: a `navigationDestination(for:)` on screen S serves a link on screen L only while
/// S lies below L on the stack (`StackOrder`). A link on a screen pushed from a sibling, whose type's only destination
/// sits on the other sibling (which nothing above pushes it from), is dead; pushed from that sibling instead, it is
/// alive. On a stack's root, a destination in one branch of the root's content is not registered while a screen shown
/// by a destination of the other branch is: a link there is dead; the destination outside the branch keeps it alive.
final class StackOrderBinaryTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        try skipWithoutSwiftFrontEnd(); root = try makeTemporaryDirectory() }
    override func tearDownWithError() throws { if let root { try? FileManager.default.removeItem(at: root) } }

    static let shed = """
    import SwiftUI

    enum Fruit: Hashable { case apple, pear }
    enum Tool: Hashable { case saw, drill }
    enum Note: Hashable { case memo }

    struct FruitView: View {
        let fruit: Fruit
        var body: some View {
            VStack {
                Text("Fruit")
            }
            .navigationDestination(for: Note.self) { _ in
                Text("Memo")
            }
        }
    }

    struct ToolView: View {
        let tool: Tool
        var body: some View {
            NavigationLink("Memo", value: Note.memo)
        }
    }

    struct ShedView: View {
        var body: some View {
            NavigationStack {
                List {
                    NavigationLink("Apple", value: Fruit.apple)
                    NavigationLink("Saw", value: Tool.saw)
                }
                .navigationDestination(for: Fruit.self) { fruit in
                    FruitView(fruit: fruit)
                }
                .navigationDestination(for: Tool.self) { tool in
                    ToolView(tool: tool)
                }
            }
        }
    }

    @main
    struct ShedApp: App {
        var body: some Scene {
            WindowGroup { ShedView() }
        }
    }
    """

    /// The saw link moved onto the fruit screen: the fruit screen is below the tool screen whenever it is shown.
    static let shedPushedFromTheFruit = shed
        .replacingOccurrences(of: "                NavigationLink(\"Saw\", value: Tool.saw)\n", with: "")
        .replacingOccurrences(of: "            Text(\"Fruit\")\n", with: "            Text(\"Fruit\")\n            NavigationLink(\"Saw\", value: Tool.saw)\n")

    static let cart = """
    import SwiftUI

    enum Panel: Hashable { case orders, donuts }

    struct OrdersView: View {
        var body: some View {
            NavigationLink("Order A-1", value: "A-1")
        }
    }

    struct DonutList: View {
        var body: some View {
            Text("Donuts")
                .navigationDestination(for: String.self) { id in
                    Text(id)
                }
        }
    }

    struct CartView: View {
        @State private var showDonuts = false
        var body: some View {
            NavigationStack {
                VStack {
                    Button("Switch") { showDonuts.toggle() }
                    if showDonuts {
                        DonutList()
                    } else {
                        NavigationLink("Orders", value: Panel.orders)
                            .navigationDestination(for: Panel.self) { _ in
                                OrdersView()
                            }
                    }
                }
            }
        }
    }

    @main
    struct CartApp: App {
        var body: some Scene {
            WindowGroup { CartView() }
        }
    }
    """

    /// The donut list outside the `if`: its destination is on the root whichever branch shows.
    static let cartWithTheListAlwaysShown = cart.replacingOccurrences(of: """
                    if showDonuts {
                        DonutList()
                    } else {
                        NavigationLink
    """, with: """
                    DonutList()
                    if !showDonuts {
                        NavigationLink
    """)

    /// The fruit screen shows another module's view (unknown: it may declare destinations) instead of its destination.
    static let shedWithAnUnknownView = shed
        .replacingOccurrences(of: "import SwiftUI\n", with: "import GardenKit\nimport SwiftUI\n")
        .replacingOccurrences(of: """
                Text("Fruit")
            }
            .navigationDestination(for: Note.self) { _ in
                Text("Memo")
            }
    """, with: """
                Text("Fruit")
                GardenTip(hint: GardenHint(fruit: fruit))
            }
    """)

    static let shedWithAnUnknownViewBelow = shedWithAnUnknownView
        .replacingOccurrences(of: "                NavigationLink(\"Saw\", value: Tool.saw)\n", with: "")
        .replacingOccurrences(of: "            Text(\"Fruit\")\n", with: "            Text(\"Fruit\")\n            NavigationLink(\"Saw\", value: Tool.saw)\n")

    func lint(_ text: String, _ folder: String) throws -> NavLintProcess.Output {
        try NavLintProcess.lint(text, at: "\(folder)/\(folder).swift", in: root)
    }

    func testALinkOnASiblingOfTheScreenWithItsDestinationIsDead() throws {
        let output = try lint(Self.shed, "Shed")
        XCTAssertTrue(output.stdout.contains("Shed/Shed.swift:22:9: error: no navigationDestination for Note is visible from this link, so it never does anything [link-without-destination]"), output.stdout)
        XCTAssertTrue(output.stdout.contains("Shed/Shed.swift:13:10: note: a navigationDestination for Note is declared here, but it is on a screen of the stack that is never below the link's screen, so it is not registered while the link is shown"), output.stdout)
        // Nothing presents the fruit screen's destination either: no link that can see it pushes a Note.
        XCTAssertTrue(output.stdout.contains("Shed/Shed.swift:13:10: warning: no link, button or action in any reachable state presents this destination for Note [unreachable-destination]"), output.stdout)
        XCTAssertTrue(output.stdout.contains("1 error, 1 warning in 1 file"), output.stdout)
    }

    func testALinkPushedFromTheScreenWithItsDestinationIsSilent() throws {
        XCTAssertNotEqual(Self.shedPushedFromTheFruit, Self.shed)
        let output = try lint(Self.shedPushedFromTheFruit, "Shed")
        XCTAssertEqual(output.stdout.split(separator: "\n"), ["navigation: 7 of 7 sites modelled (100%)"], output.stdout)
        XCTAssertEqual(output.status, 0)
    }

    func testADestinationInTheOtherBranchOfTheRootIsNotBelowTheLink() throws {
        let output = try lint(Self.cart, "Cart")
        XCTAssertTrue(output.stdout.hasPrefix("Cart/Cart.swift:7:9: error: no navigationDestination for String is visible from this link, so it never does anything [link-without-destination]"), output.stdout)
        XCTAssertTrue(output.stdout.contains("Cart/Cart.swift:14:14: note: a navigationDestination for String is declared here, but it is on a screen of the stack that is never below the link's screen"), output.stdout)
        XCTAssertTrue(output.stdout.contains("1 error, 1 warning in 1 file"), output.stdout)
    }

    func testADestinationOnTheRootOutsideTheBranchIsSilent() throws {
        XCTAssertNotEqual(Self.cartWithTheListAlwaysShown, Self.cart)
        let output = try lint(Self.cartWithTheListAlwaysShown, "Cart")
        XCTAssertEqual(output.stdout.split(separator: "\n"), ["navigation: 5 of 5 sites modelled (100%)"], output.stdout)
        XCTAssertEqual(output.status, 0)
    }

    /// Unknown code hides an absence finding only where a destination it declares could be seen: an unknown view on
    /// a sibling screen, never below the link's, does not.
    func testAnUnknownViewOnASiblingScreenDoesNotHideTheDeadLink() throws {
        XCTAssertNotEqual(Self.shedWithAnUnknownView, Self.shed)
        let output = try lint(Self.shedWithAnUnknownView, "Shed")
        XCTAssertTrue(output.stdout.hasPrefix("Shed/Shed.swift:21:9: error: no navigationDestination for Note is visible from this link, so it never does anything [link-without-destination]"), output.stdout)
        XCTAssertTrue(output.stdout.contains("1 error, 0 warnings in 1 file"), output.stdout)
        XCTAssertTrue(output.stdout.contains("navigation: 6 of 7 sites modelled (85%); 1 unknown"), output.stdout)
    }

    func testAnUnknownViewOnAScreenBelowTheLinkHidesIt() throws {
        XCTAssertNotEqual(Self.shedWithAnUnknownViewBelow, Self.shedWithAnUnknownView)
        let output = try lint(Self.shedWithAnUnknownViewBelow, "Shed")
        XCTAssertEqual(output.stdout.split(separator: "\n"), ["navigation: 6 of 7 sites modelled (85%); 1 unknown, --verbose lists them"], output.stdout)
        XCTAssertEqual(output.status, 0)
    }

    /// A profile screen that pushes another profile: one instance shows the memo link, another (lower) instance the
    /// memo destination, by each instance's own `@State`. SwiftUI resolves the link through the lower instance.
    static let profiles = """
    import SwiftUI

    enum Person: Hashable { case ann, bob }
    enum Note: Hashable { case memo }

    struct ProfileView: View {
        let person: Person
        @State private var writing = false
        var body: some View {
            VStack {
                Button("Write") { writing.toggle() }
                NavigationLink("Bob", value: Person.bob)
                if writing {
                    NavigationLink("Memo", value: Note.memo)
                } else {
                    Text("Reading")
                        .navigationDestination(for: Note.self) { _ in
                            Text("Memo")
                        }
                }
            }
        }
    }

    struct PeopleView: View {
        var body: some View {
            NavigationStack {
                NavigationLink("Ann", value: Person.ann)
                    .navigationDestination(for: Person.self) { person in
                        ProfileView(person: person)
                    }
            }
        }
    }

    @main
    struct PeopleApp: App {
        var body: some Scene {
            WindowGroup { PeopleView() }
        }
    }
    """

    /// The same without the push of another profile: no instance is ever below the one showing the link.
    static let profilesWithoutTheSecondProfile = profiles.replacingOccurrences(of: "            NavigationLink(\"Bob\", value: Person.bob)\n", with: "")

    /// The link works above a profile reading, so it is not without a destination; on the first profile (nothing
    /// below it) it does nothing, which `dead-link` reports with the taps that get there.
    func testADestinationInTheOtherBranchOfALowerInstanceOfTheScreenResolvesTheLink() throws {
        let output = try lint(Self.profiles, "People")
        XCTAssertFalse(output.stdout.contains("link-without-destination"), output.stdout)
        XCTAssertTrue(output.stdout.hasPrefix("People/People.swift:14:17: error: 'Memo' does nothing in some states: no navigationDestination for Note is visible from this link, and no List selection takes a Note [dead-link]"), output.stdout)
        XCTAssertTrue(output.stdout.contains("1 error, 0 warnings in 1 file"), output.stdout)
    }

    func testWithoutALowerInstanceTheOtherBranchResolvesNothing() throws {
        XCTAssertNotEqual(Self.profilesWithoutTheSecondProfile, Self.profiles)
        let output = try lint(Self.profilesWithoutTheSecondProfile, "People")
        XCTAssertTrue(output.stdout.contains("People/People.swift:13:17: error: no navigationDestination for Note is visible from this link, so it never does anything [link-without-destination]"), output.stdout)
        XCTAssertTrue(output.stdout.contains("it is in another branch of the conditional that shows the link"), output.stdout)
    }
}
