import NavSceneDiagnostics
@testable import NavSceneSwift
import XCTest

/// Where the last resort puts the unknown when the model's checker rejects what the front end built: the innermost view
/// node around the error; for code read from outside any node (a method's body inlined where Buttons call it), every
/// node that block was read for. Before, such an error left the whole target unchecked.
final class LastResortPlacementTests: XCTestCase {
    func range(_ file: String, _ start: Int, _ end: Int) -> SourceRange {
        SourceRange(file: file, start: SourceLocation(line: 1, column: start + 1, offset: start), end: SourceLocation(line: 1, column: end + 1, offset: end))
    }
    func node(_ file: String, _ start: Int, _ end: Int) -> (location: SceneBuilder.Location, range: SourceRange) {
        (SceneBuilder.Location(file: file, offset: start), range(file, start, end))
    }

    func testTheInnermostNodeAroundTheErrorIsMadeUnknown() {
        let outer = node("V.swift", 0, 100), inner = node("V.swift", 10, 40), other = node("V.swift", 50, 90)
        let forced = SwiftFrontEnd.nodesToForce(at: range("V.swift", 20, 25), [outer, inner, other], [])
        XCTAssertEqual(forced.map(\.location), [inner.location])
    }

    func testAnErrorInAnInlinedMethodMakesTheNodesThatReadItUnknown() {
        // Two Buttons (nodes in View.swift) call a method of Model.swift whose body holds the error; a wider block (the
        // method around an inner `if`) was read for a third node, which the inner block was not.
        let first = node("View.swift", 10, 30), second = node("View.swift", 40, 60), third = node("View.swift", 70, 90)
        let inner = range("Model.swift", 100, 140), method = range("Model.swift", 80, 200)
        let blocks = [(inner, first.location), (method, first.location), (inner, second.location), (method, third.location)]
        let forced = SwiftFrontEnd.nodesToForce(at: range("Model.swift", 120, 125), [first, second, third], blocks)
        XCTAssertEqual(Set(forced.map(\.location)), [first.location, second.location])
    }

    func testAnErrorNothingHoldsForcesNothing() {
        let one = node("View.swift", 10, 30)
        XCTAssertTrue(SwiftFrontEnd.nodesToForce(at: range("Other.swift", 5, 6), [one], [(range("Model.swift", 0, 50), one.location)]).isEmpty)
    }
}
