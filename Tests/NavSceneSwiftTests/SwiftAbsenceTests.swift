import Foundation
import XCTest

/// Absence findings on the shapes real apps have (issue 22, items 4 and 7), through the built binary: each mechanism
/// is a pair of fixtures in `Fixtures/absence`, `<name>-err.swift` with the findings its header names and
/// `<name>-ok.swift`, the same app with the mistake fixed, with none.
final class SwiftAbsenceTests: XCTestCase {
    static let folder = NavLintProcess.fixtures.appendingPathComponent("absence")

    /// The errors and warnings of one run as "rule line", from the JSON report.
    func findings(_ file: String) throws -> [String] {
        try NavLintProcess.findings(file, in: SwiftAbsenceTests.folder)
    }

    /// `@Binding var path: NavigationPath` handed down from the stack's owner (and passed on again) is the caller's
    /// path: a push through it is a push onto that stack, and `path.removeLast(path.count)` pops to the root.
    func testAPushThroughABindingPathReachesTheCallersStack() throws {
        XCTAssertEqual(try findings("BindingPathPush-err.swift"), ["link-without-destination 55"])
        XCTAssertEqual(try findings("BindingPathPush-ok.swift"), [])
    }

    /// Sheet content given by name is what that name shows: a method reference (`content: ticketSheet`) is the
    /// method's views, and a modifier helper's view builder (`.modalSheet { SeatsView() }` through a ViewModifier that
    /// stores `builder` and presents `content.sheet(isPresented:content: builder)`) is the caller's closure. Both
    /// sheets' stacks are checked (the content was empty before, and their links were never seen).
    func testSheetContentGivenByNameIsShown() throws {
        XCTAssertEqual(try findings("SheetContentByName-err.swift"), ["link-without-destination 40", "link-without-destination 48"])
        XCTAssertEqual(try findings("SheetContentByName-ok.swift"), [])
    }

    /// `SettingsView.OptionRow(...)` makes the type nested in SettingsView, not a SettingsView: read as the outer view
    /// it was a view showing itself, cut as unknown code that hid the stack's finding.
    func testAQualifiedNestedTypeIsThatType() throws {
        XCTAssertEqual(try findings("NestedTypeOfAnotherView-err.swift"), ["link-without-destination 18"])
        XCTAssertEqual(try findings("NestedTypeOfAnotherView-ok.swift"), [])
    }

    /// Swift finds a type name in the types around the code first: `Route` inside a view that nests its own Route is
    /// that view's, not another view's Route the module named first (the link's value was unknown, its missing
    /// destination unreported).
    func testATypeNameMeansTheTypeNestedAroundTheCode() throws {
        XCTAssertEqual(try findings("NestedTypeSameNameInTwoViews-err.swift"), ["link-without-destination 38"])
        XCTAssertEqual(try findings("NestedTypeSameNameInTwoViews-ok.swift"), [])
    }

    /// `@State var viewModel = ViewModel()` inside a view that nests its own ViewModel makes that one: its path is
    /// the stack's, and the Button's push onto it is read (both were unknown as another view's ViewModel).
    func testAModelMadeByItsNameIsTheOneNestedAroundTheCode() throws {
        XCTAssertEqual(try findings("NestedModelSameNameInTwoViews-err.swift"), ["link-without-destination 42", "unreachable-destination 43"])
        XCTAssertEqual(try findings("NestedModelSameNameInTwoViews-ok.swift"), [])
    }

    /// `NavigationPath()` and `[Int]()` are empty paths, in a view's @State and in a router's property: a destination nothing
    /// pushes is unreachable (read as a value the model cannot compute, the path held any values from the start).
    func testANewNavigationPathStartsEmpty() throws {
        XCTAssertEqual(try findings("EmptyNavigationPathState-err.swift"), ["unreachable-destination 30", "unreachable-destination 42", "unreachable-destination 54"])
        XCTAssertEqual(try findings("EmptyNavigationPathState-ok.swift"), [])
    }

    /// A type nested in an extension read before the type's declaration (another file, earlier) stays nested in it:
    /// `Route` inside the library is the library's Route, not the home screen's the module named first.
    func testATypeNestedInAnEarlierExtensionIsFoundFromInsideTheType() throws {
        XCTAssertEqual(try findings("NestedTypeInEarlierExtension-err"), ["link-without-destination 9"])
        XCTAssertEqual(try findings("NestedTypeInEarlierExtension-ok"), [])
    }

    /// A `ToolbarContent` type of the module (`.toolbar { SecondaryItem() }`) is read like a view: a Button in a
    /// ToolbarItem declares nothing, so it hides no finding on its stack (it was an unknown view).
    func testTheModulesToolbarContentIsRead() throws {
        XCTAssertEqual(try findings("ToolbarContentOnTheStack-err.swift"), ["link-without-destination 30"])
        XCTAssertEqual(try findings("ToolbarContentOnTheStack-ok.swift"), [])
    }

    /// A value the front end cannot compute is a stand-in record of its type (`sample`) whose optional fields are
    /// nil: the analysis reads a stand-in's fields as any value, so a link under `if let note.attachment` is reached.
    func testAStandInsOptionalFieldMayHoldAValue() throws {
        XCTAssertEqual(try findings("StandInOptionalField-err.swift"), ["link-without-destination 30", "unreachable-destination 33"])
        XCTAssertEqual(try findings("StandInOptionalField-ok.swift"), [])
    }

    /// SwiftUI's shapes are known leaves: an overlay that only strokes a `ContainerRelativeShape` declares no
    /// destination, so it hides no finding on the stack it frames (backyard-birds' viewport).
    func testAShapeOverlayHidesNothing() throws {
        XCTAssertEqual(try findings("ShapeOverlayOnTheStack-err.swift"), ["link-without-destination 26"])
        XCTAssertEqual(try findings("ShapeOverlayOnTheStack-ok.swift"), [])
    }

    /// An observable class that declares `Hashable` is a navigation value when a link pushes it (each row observes
    /// its item and pushes the item itself): a link of that type with no destination is found.
    func testAnObservableHashableClassIsALinkValueType() throws {
        XCTAssertEqual(try findings("ObservableHashableClass-err.swift"), ["link-without-destination 39"])
        XCTAssertEqual(try findings("ObservableHashableClass-ok.swift"), [])
    }

    /// Views the module declares as SwiftUI's leaf views by their type (a model method returning `Image`, properties
    /// typed `Image`, a static property initialised with `Color(...)`) draw and declare nothing: they hide no finding
    /// on their stack.
    func testViewsDeclaredAsLeavesHideNothing() throws {
        XCTAssertEqual(try findings("DeclaredLeafViews-err.swift"), ["link-without-destination 52"])
        XCTAssertEqual(try findings("DeclaredLeafViews-ok.swift"), [])
    }

    /// A push through the model's path of a value the model cannot compute (a method's result inside an enum case,
    /// a route chosen by an `if` expression, the enum nested in the model class) is a push of that enum.
    func testAPushOfAnUncomputedValueHasItsType() throws {
        XCTAssertEqual(try findings("ModelPushOfComputedValue-err.swift"), ["link-without-destination 53", "link-without-destination 56"])
        XCTAssertEqual(try findings("ModelPushOfComputedValue-ok.swift"), [])
    }

    /// Issue 22 item 7 for values a Button puts on a path: unknown code on another tab's stack hides nothing; unknown
    /// code on the stack bound to that path may declare the destination, so it hides the finding.
    func testAPathPushIsHiddenOnlyByUnknownCodeOnItsStacks() throws {
        XCTAssertEqual(try findings("UnknownCodeOnAnotherStack-err.swift"), ["link-without-destination 36"])
        XCTAssertEqual(try findings("UnknownCodeOnAnotherStack-ok.swift"), [])
        XCTAssertEqual(try findings("UnknownCodeOnTheSameStack-ok.swift"), [])
    }

    /// A destination in another branch of the conditional that shows a link (another case of the root's `switch`) is
    /// never on the stack while the link is: it resolves nothing for the link, which is found, with a note at the
    /// destination saying why.
    func testADestinationInAnotherBranchResolvesNothing() throws {
        XCTAssertEqual(try findings("DestinationInAnotherBranch-err.swift"), ["link-without-destination 18"])
        XCTAssertEqual(try findings("DestinationInAnotherBranch-ok.swift"), [])
    }

    /// A model property its initializer sets from an argument may start with any value, not only its declared
    /// default: links disabled by `!library.isOpen` (declared `false`, created `true`) can be tapped, so a link whose
    /// type nothing maps is found.
    func testAModelPropertySetByItsInitializerMayHoldAnyValue() throws {
        XCTAssertEqual(try findings("ModelPropertySetByInitializer-err.swift"), ["link-without-destination 25"])
        XCTAssertEqual(try findings("ModelPropertySetByInitializer-ok.swift"), [])
    }

    /// `value.map { v in View }` where a view is expected is an Optional's map (an array's gives no view): the
    /// closure's view when the value is there, as `if let` reads, not an unknown view hiding the link inside it.
    func testAnOptionalsMapShowsItsClosure() throws {
        XCTAssertEqual(try findings("OptionalMapContent-err.swift"), ["link-without-destination 20"])
        XCTAssertEqual(try findings("OptionalMapContent-ok.swift"), [])
    }

    /// Issue 22 item 7 inside a List: unknown code in a lazily created row cannot declare a destination the stack
    /// sees (SwiftUI ignores a `for:` destination there), so it hides no finding about a link beside it; unknown code
    /// around the link itself may give it a stack of its own, so it hides the finding.
    func testUnknownCodeInALazyRowDeclaresNothingForTheStack() throws {
        XCTAssertEqual(try findings("UnknownViewInARow-err.swift"), ["link-without-destination 20"])
        XCTAssertEqual(try findings("UnknownViewInARow-ok.swift"), [])
        XCTAssertEqual(try findings("UnknownViewAroundTheLinkInARow-ok.swift"), [])
    }

    /// Another module's modifier applied with no argument cannot name a type of this app, so it cannot declare a
    /// destination for one: on the stack itself it hides no finding about such a type. It can name String.
    func testAnotherModulesModifierCannotDeclareThisAppsTypes() throws {
        XCTAssertEqual(try findings("ForeignModifierOnTheStack-err.swift"), ["link-without-destination 36"])
        XCTAssertEqual(try findings("ForeignModifierOnTheStack-ok.swift"), [])
    }

    /// Another module's view given only standard values (a URL, a Transaction, numbers), and a chain of another
    /// module's modifiers, cannot declare a destination for this app's types: on the stack they hide no finding about
    /// such a type. They can name String.
    func testAnotherModulesViewGivenStandardValuesCannotDeclareThisAppsTypes() throws {
        XCTAssertEqual(try findings("ForeignViewOnTheStack-err.swift"), ["link-without-destination 27"])
        XCTAssertEqual(try findings("ForeignViewOnTheStack-ok.swift"), [])
    }

    /// Apple's containers that only lay out their views (`GlassEffectContainer`, `VStackLayout`, `AnyView`) and
    /// Apple's styling and deprecated titles are known: a link inside them is judged on its stack.
    func testApplesLayoutContainersAreKnown() throws {
        XCTAssertEqual(try findings("AppleContainersOnTheStack-err.swift"), ["link-without-destination 16"])
        XCTAssertEqual(try findings("AppleContainersOnTheStack-ok.swift"), [])
    }

    /// A view's own nested view type and static view function named through `Self`, and its computed toolbar
    /// content, are inlined: their links are judged on the stack.
    func testTheViewsOwnMembersThroughSelfAreInlined() throws {
        XCTAssertEqual(try findings("ViewsOwnMembersThroughSelf-err.swift"),
                       ["link-without-destination 22", "link-without-destination 27", "link-without-destination 33"])
        XCTAssertEqual(try findings("ViewsOwnMembersThroughSelf-ok.swift"), [])
    }

    /// `self.item.title` where the view's `item` is of a model type declaring `title: Text`: a leaf view read through
    /// declared types (even when other types declare `title` otherwise), never a modifier `title` applied to `item`.
    func testLeafPropertiesOfAModelsTypeAreLeaves() throws {
        XCTAssertEqual(try findings("LeafPropertiesOfAModelsType-err.swift"), ["link-without-destination 30"])
        XCTAssertEqual(try findings("LeafPropertiesOfAModelsType-ok.swift"), [])
    }

    /// Another module's view given a URL and closures of this app: the closures' views are this app's, in place;
    /// the image a closure unwraps from the view's own value is that module's; neither can declare a destination for
    /// this app's types, so a link inside or beside it with no destination is found.
    func testAnotherModulesViewWithClosuresCannotDeclareThisAppsTypes() throws {
        XCTAssertEqual(try findings("ForeignViewWithClosures-err.swift"), ["link-without-destination 27", "link-without-destination 29"])
        XCTAssertEqual(try findings("ForeignViewWithClosures-ok.swift"), [])
    }

    /// A duplicate only when both destinations can be on one stack together (repro 24's rule): a screen shown only by
    /// a destination of one branch of the root's `switch` is never above the root of another branch, even when the
    /// switch's subject is unknown, a sidebar outside the stack writes the path, or the switch is the body of the view
    /// the stack shows.
    func testADuplicateNeedsBothDestinationsOnOneStack() throws {
        XCTAssertEqual(try findings("DuplicateAcrossSidebarRoots-err.swift"), ["duplicate-destination 45"])
        XCTAssertEqual(try findings("DuplicateAcrossSidebarRoots-ok.swift"), [])
        XCTAssertEqual(try findings("DuplicateAcrossSidebarRootsInAView-ok.swift"), [])
    }

    /// Reference types pushed as values: a SwiftData `@Model` class (also nested in a namespace declared in an
    /// extension, and as the rows of an `@Query` array), a class declaring `Hashable`, a Core Data `NSManagedObject`.
    /// Each is a type the links name, so a link whose type no destination maps is found.
    func testRecordClassesAreValueTypesOfLinks() throws {
        XCTAssertEqual(try findings("RecordClassValues-err.swift"),
                       ["link-without-destination 39", "link-without-destination 40", "link-without-destination 42", "link-without-destination 45"])
        XCTAssertEqual(try findings("RecordClassValues-ok.swift"), [])
    }

    /// Issue 22 item 7 across a presentation: a sheet's stack sees only what is declared inside the sheet, so unknown
    /// code around the presenting view (its modifiers, the stack it sits on) hides nothing about a link in the sheet.
    /// The link's value is an enum case whose payload the model cannot compute: still a value of that enum.
    func testUnknownCodeAroundThePresenterHidesNothingInTheSheet() throws {
        XCTAssertEqual(try findings("SheetStackBeyondPresenter-err.swift"), ["link-without-destination 23"])
        XCTAssertEqual(try findings("SheetStackBeyondPresenter-ok.swift"), [])
    }

    /// Issue 22 item 7 for unknown code no walked state shows (behind a callback the model does not follow): where it
    /// sits is decided from the code's shape. In a sheet presented from the link's stack it hides nothing; inside the
    /// stack it hides the finding. A module's own `Layout` and SwiftUI's `PhaseAnimator` are containers, not unknown.
    func testUnknownCodeNoStateShowsIsScopedByShape() throws {
        XCTAssertEqual(try findings("ShapeScope-err.swift"), ["link-without-destination 42"])
        XCTAssertEqual(try findings("ShapeScope-ok.swift"), [])
        XCTAssertEqual(try findings("ShapeScopeInsideTheStack-ok.swift"), [])
    }

    /// Issue 22 item 2 for a link no walked state shows (its sheet is presented by a closure another view calls): from
    /// the code's shape, the link's stack in every place it is shown declares no destination for its type. Another
    /// module's view inside that stack, or a second place in a stack that maps the type, leaves it unclaimed.
    func testALinkNoStateShowsIsJudgedByItsStacks() throws {
        XCTAssertEqual(try findings("CallbackPresentedSheet-err.swift"), ["link-without-destination 30"])
        XCTAssertEqual(try findings("CallbackPresentedSheet-ok.swift"), [])
        XCTAssertEqual(try findings("CallbackPresentedSheetUnknownView-ok.swift"), [])
        XCTAssertEqual(try findings("CallbackPresentedSheetAlsoPushed-ok.swift"), [])
    }

    /// A value built by the initializer of a struct nested in another type (`ShelfView.Item(...)`) has that type, and
    /// `BinView.Item.self` names BinView's nested type, not another type of the same short name.
    func testNestedTypesAreNamedByTheirOuterType() throws {
        XCTAssertEqual(try findings("NestedStructValue-err.swift"), ["link-without-destination 37"])
        XCTAssertEqual(try findings("NestedStructValue-ok.swift"), [])
    }
}
