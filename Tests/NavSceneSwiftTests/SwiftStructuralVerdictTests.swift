import Foundation
import XCTest

/// Structural findings claimed only where the structure holds on every path the code takes for the view (issue 23:
/// a verdict is a promise), through the built binary: each mechanism is a pair of fixtures in `Fixtures/structure`,
/// `<name>-err.swift` with the findings its header names and `<name>-ok.swift` with none.
final class SwiftStructuralVerdictTests: XCTestCase {
    /// The errors and warnings of one run as "rule line", from the JSON report.
    func findings(_ file: String) throws -> [String] {
        try NavLintProcess.findings("structure/" + file, in: NavLintProcess.fixtures)
    }

    /// A layer that wraps its page in a stack only when an unknown flag says so, and shows the page bare otherwise:
    /// a page's own stack is nested only if the flag and the page agree, which the model cannot tell (no finding, in
    /// the code's shape and in the walked states). When the other branch never shows the page, every path that shows
    /// it nests it.
    func testAStackNestedOnlyUnderAnUnknownWrapperConditionIsNoFinding() throws {
        XCTAssertEqual(try findings("ConditionalStackWrapper-ok.swift"), [])
        XCTAssertEqual(try findings("StackFlagFromState-ok.swift"), [])
        XCTAssertEqual(try findings("ConditionalStackWrapper-err.swift"), ["nested-stack 49"])
    }

    /// A view the module shows only inside itself (a thread whose destination pushes the next thread) is first shown
    /// from outside the code read: what is around its destination is unknown, so no finding. Shown by the app with
    /// no stack around it, every instance lacks one.
    func testAViewShownOnlyByItselfHasAnUnknownContext() throws {
        XCTAssertEqual(try findings("ShownOnlyByItself-ok.swift"), [])
        XCTAssertEqual(try findings("ShownOnlyByItself-err.swift"), ["destination-outside-stack 17"])
    }

    /// A known flag decides: the walk takes one branch.
    func testAKnownWrapperConditionDecides() throws {
        XCTAssertEqual(try findings("KnownStackFlag-err.swift"), ["nested-stack 31"])
        XCTAssertEqual(try findings("KnownStackFlag-ok.swift"), [])
    }

    /// A destination in a view that a stack pushes and a sheet without a stack of its own shows is ignored in the
    /// sheet's context (SwiftUI's "only works inside a NavigationStack"): reported per known context, naming the sheet;
    /// a caller of another module is unknown and gives nothing. With a stack in the sheet: no finding.
    func testADestinationIgnoredInOneKnownContextIsReportedThere() throws {
        XCTAssertEqual(try findings("DestinationIgnoredInASheet-err.swift"), ["destination-outside-stack 19"])
        XCTAssertEqual(try findings("DestinationIgnoredInASheet-ok.swift"), [])
    }

    /// A view that brings its own stack is right in a sheet and wrong when pushed: the push is found whatever the sheet.
    func testAViewPushedAndPresentedIsNestedWherePushed() throws {
        XCTAssertEqual(try findings("PushedAndPresented-err.swift"), ["nested-stack 14"])
        XCTAssertEqual(try findings("PushedAndPresented-ok.swift"), [])
    }

    /// A private wrapper only a `#Preview` shows is preview code: it gives the screen it wraps no context (issue 22
    /// item 8). The same wrapper shown by the library's own screen is app code.
    func testAPreviewOnlyWrapperGivesNoContext() throws {
        XCTAssertEqual(try findings("PreviewOnlyWrapper-ok.swift"), [])
        XCTAssertEqual(try findings("PreviewOnlyWrapper-err.swift"), ["nested-stack 12"])
    }

    /// A wrapper view that is an instance (it holds a router or state of its own) shows the views a caller passes to
    /// its view-builder parameter where its body calls it: in its stack (a generic router view), or in its List.
    func testViewsPassedToAWrapperTakeTheWrappersContext() throws {
        XCTAssertEqual(try findings("RouterViewContent-ok.swift"), [])
        XCTAssertEqual(try findings("RouterViewContent-err.swift"), ["destination-in-lazy-container 32", "link-outside-navigation 39"])
    }

    /// A container that embeds its content in a stack under a flag and shows it bare otherwise leaves the bare branch
    /// to callers that bring navigation: no "outside navigation" claim rests on that branch. A branch without
    /// navigation on either side is still reported.
    func testAContentShownInAStackUnderAFlagIsNotClaimedOutsideNavigation() throws {
        XCTAssertEqual(try findings("OptionalStackWrapper-ok.swift"), [])
        XCTAssertEqual(try findings("OptionalStackWrapper-err.swift"),
                       ["link-outside-navigation 23", "link-outside-navigation 29", "link-outside-navigation 33", "toolbar-outside-navigation 31"])
        // Per known context too: a sheet that shows the content only through the bare branch proves nothing.
        XCTAssertEqual(try findings("OptionalStackInASheet-ok.swift"), [])
        XCTAssertEqual(try findings("OptionalStackInASheet-err.swift"), ["destination-outside-stack 15"])
        // A flag that is the view's own state is walked, not a caller's choice: the bare branch is shown at launch.
        XCTAssertEqual(try findings("OptionalStackFromState-err.swift"), ["link-outside-navigation 25"])
    }

    /// A parameter the call leaves out takes the default of the view's only initializer when that initializer stores
    /// it in the property (`init(registersBooks registers: Bool = false) { self.registersBooks = registers }`): the
    /// walk takes the branch it decides, so a link whose destination only the other branch registers never works.
    func testAnOmittedArgumentTakesTheInitializersDefault() throws {
        XCTAssertEqual(try findings("InitializerDefault-err.swift"), ["link-without-destination 35"])
        XCTAssertEqual(try findings("InitializerDefault-ok.swift"), [])
    }
}
