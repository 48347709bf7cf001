import NavSceneAnalysis
import NavSceneDiagnostics
import NavSceneLoader
import NavSceneModel
import NavSceneRuntime
import XCTest

/// The analysis' "any value of type T" (`AbstractValue.any`): what a value the front end could not compute may be
/// when only its type is known. Its operations, and through scenes with unknown state: an unknown optional pushed
/// pushes its type (not every type), unknown data shows rows of its element type, a switch on an unknown enum whose
/// cases carry values takes every case.
final class TypedAnyValueTests: XCTestCase {
    // MARK: The operations

    func testJoinKeepsTheTypeWhenEveryValueHasIt() {
        let text = AbstractValue.any(.string)
        XCTAssertEqual(text.joined(.just(.string("a"))), text)
        XCTAssertEqual(AbstractValue.just(.string("a")).joined(text), text)
        XCTAssertEqual(text.joined(.none), text)
        XCTAssertEqual(text.joined(text), text)
    }

    func testJoinWithAnotherTypeIsAnything() {
        XCTAssertEqual(AbstractValue.any(.string).joined(.just(.int(1))), .top)
        XCTAssertEqual(AbstractValue.any(.string).joined(.any(.int)), .top)
        XCTAssertEqual(AbstractValue.any(.string).joined(.top), .top)
        // A record is of its own type only; an identity or a type-erased type never fits.
        XCTAssertEqual(AbstractValue.any(.named("Item")).joined(.just(.record(type: "Other", id: .int(1)))), .top)
        XCTAssertEqual(AbstractValue.any(.anyHashable).joined(.just(.string("a"))), .top)
    }

    func testAnOptionalJoinsNilAndItsWrappedType() {
        let optional = AbstractValue.any(.optional(.string))
        XCTAssertEqual(optional.joined(.just(.null)), optional)
        XCTAssertEqual(AbstractValue.any(.string).joined(.just(.null)), .top)
        XCTAssertEqual(AbstractValue.any(.string).joined(optional), optional)
        XCTAssertEqual(optional.joined(.any(.string)), optional)
    }

    func testDataJoinsListsOfItsElementType() {
        let rows = AbstractValue.any(.array(.string))
        XCTAssertEqual(rows.joined(.just(.list([]))), rows)
        XCTAssertEqual(rows.joined(.just(.list([.string("a")]))), rows)
        XCTAssertEqual(rows.joined(.just(.list([.int(1)]))), .top)
    }

    /// What decides on it takes every way; `if let` binds any value of the wrapped type.
    func testDecisionsTakeEveryWayAndIfLetUnwraps() {
        let optional = AbstractValue.any(.optional(.string))
        XCTAssertTrue(optional.mayBeNull)
        XCTAssertTrue(optional.mayBeNonNull)
        XCTAssertTrue(optional.mayTakeThen)
        XCTAssertTrue(optional.mayTakeElse)
        XCTAssertTrue(optional.mayBeTrue)
        XCTAssertNil(optional.concrete)
        XCTAssertFalse(optional.isTop)
        XCTAssertFalse(optional.isEmpty)
        XCTAssertEqual(optional.nonNull, .any(.string))
        XCTAssertEqual(optional.anyType, .optional(.string))
        XCTAssertEqual(optional.map { $0 }, .top)
    }

    // MARK: Through the analysis

    func analyse(_ text: String) throws -> (ReachabilityAnalysis, Scene) {
        let load = SceneLoader.load(source: SourceFile(path: "any.yaml", bytes: Array(text.utf8)))
        XCTAssertEqual(load.diagnostics.filter { $0.severity == .error }.map(\.message), [])
        let scene = try XCTUnwrap(load.scene, "\(load.diagnostics)")
        let analysis = ReachabilityAnalysis(scene: scene, data: DataStore(scene: scene))
        analysis.run()
        XCTAssertTrue(analysis.isComplete)
        return (analysis, scene)
    }

    func textNode(_ scene: Scene, _ text: String) throws -> Int {
        try XCTUnwrap(scene.nodes.first { node in
            if case .text(let t) = node.element, case .text(text)? = t.parts.first { return true }
            return false
        }).id
    }

    static let optionalPushed = """
    scene: OptionalPushed
    types:
      Route: { enum: [settings] }
    state:
      path: NavigationPath
      pick: { type: "String?", unknown: true }
    root:
      NavigationStack:
        path: $path
        root:
          VStack:
            - Button: { title: Open, action: [{ if: pick, let: name, then: [{ append: { path: name } }] }] }
          navigationDestination:
            - for: String
              as: name
              destination: { Text: A name }
            - for: Route
              as: route
              destination: { Text: A route }
    """

    /// An unknown `String?` appended after `if let`: a push of a String (any one), not of any type; so the String
    /// destination is shown and the Route one (nothing pushes a Route) is not.
    func testAnUnknownOptionalPushesItsWrappedType() throws {
        let (analysis, scene) = try analyse(Self.optionalPushed)
        XCTAssertEqual(analysis.facts(of: "pick"), .any(.optional(.string)))
        XCTAssertEqual(analysis.pushes[.bound("path")]?["String"], .any(.string))
        XCTAssertFalse(analysis.anyTypePushes.contains(.bound("path")))
        XCTAssertTrue(analysis.realised.contains(try textNode(scene, "A name")))
        XCTAssertFalse(analysis.realised.contains(try textNode(scene, "A route")))
    }

    static let unknownRows = """
    scene: UnknownRows
    types:
      Route: { enum: [settings] }
    state:
      names: { type: "[String]", unknown: true }
    root:
      NavigationStack:
        List:
          - ForEach:
              data: names
              as: name
              content: { NavigationLink: { title: "{name}", value: name } }
        navigationDestination:
          - for: String
            as: name
            destination: { Text: A name }
          - for: Route
            as: route
            destination: { Text: A route }
    """

    /// Unknown data is zero or more rows, each any value of the row type: the rows' links push Strings only.
    func testUnknownDataShowsRowsWhoseLinksPushTheirType() throws {
        let (analysis, scene) = try analyse(Self.unknownRows)
        XCTAssertEqual(analysis.facts(of: "names"), .any(.array(.string)))
        XCTAssertTrue(analysis.realised.contains(try textNode(scene, "A name")))
        XCTAssertFalse(analysis.realised.contains(try textNode(scene, "A route")))
        XCTAssertFalse(analysis.anyTypePushes.contains { _ in true })
    }

    static let payloadSwitch = """
    scene: PayloadSwitch
    types:
      Route: { enum: ["note(String)", "page(Int)", settings] }
    state:
      route: { type: Route, unknown: true, initial: .settings }
    root:
      switch: route
      cases:
        .note(let text): { Text: A note }
        .page(let number): { Text: A page }
        .settings: { Text: Settings }
    """

    /// An enum whose cases carry text and numbers has no finite list of values: any value of it takes every case.
    func testASwitchOnAnUnknownPayloadEnumTakesEveryCase() throws {
        let (analysis, scene) = try analyse(Self.payloadSwitch)
        XCTAssertEqual(analysis.facts(of: "route"), .any(.named("Route")))
        for text in ["A note", "A page", "Settings"] {
            XCTAssertTrue(analysis.realised.contains(try textNode(scene, text)), text)
        }
    }

    static let recursiveSwitch = """
    scene: RecursiveSwitch
    types:
      Folder: { enum: ["nested(Folder)", "named(String)", root] }
    state:
      folder: { type: Folder, unknown: true, initial: .root }
    root:
      switch: folder
      cases:
        .nested(let inner): { Text: Nested }
        .named(let name): { Text: Named }
        .root: { Text: Root }
    """

    /// An enum one of whose cases carries the enum itself (`indirect`): its universe is read once, any value of it
    /// (the case holding itself reads `top` within its own universe), never a recursion without end.
    func testAnEnumHoldingItselfIsAnyValueOfIt() throws {
        let (analysis, scene) = try analyse(Self.recursiveSwitch)
        XCTAssertEqual(analysis.facts(of: "folder"), .any(.named("Folder")))
        for text in ["Nested", "Named", "Root"] {
            XCTAssertTrue(analysis.realised.contains(try textNode(scene, text)), text)
        }
    }

    static let unknownPushBesideKnown = """
    scene: UnknownPushBesideKnown
    types:
      Route: { enum: ["note(String)", settings] }
    state:
      path: "[Route]"
      pick: { type: Route, unknown: true, initial: Route.settings }
    root:
      NavigationStack:
        path: $path
        root:
          VStack:
            - Button: { title: Settings, action: [{ append: { path: Route.settings } }] }
            - Button: { title: Open, action: [{ append: { path: pick } }] }
          navigationDestination:
            - for: Route
              as: route
              destination:
                switch: route
                cases:
                  .note(let text): { Text: A note }
                  .settings: { Text: Settings page }
    """

    /// An unknown value of an enum carrying text pushed beside a known case: the destination sees any value of the
    /// enum, so every case of its `switch` is shown. (Before the typed any value, the unknown push was a push of any
    /// type, which added nothing for a type already pushed, and the note case was never shown.)
    func testAnUnknownPushBesideAKnownOneShowsEveryCase() throws {
        let (analysis, scene) = try analyse(Self.unknownPushBesideKnown)
        XCTAssertEqual(analysis.pushes[.bound("path")]?["Route"], .any(.named("Route")))
        for text in ["A note", "Settings page"] {
            XCTAssertTrue(analysis.realised.contains(try textNode(scene, text)), text)
        }
    }
}
