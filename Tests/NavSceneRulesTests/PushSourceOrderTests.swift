import NavSceneAnalysis
@testable import NavSceneRules
import XCTest

/// The rules report the sources that put a value on a path in the order of their printed forms (the order findings
/// have always come in); `PushSource.printedOrder` decides it without printing them in the comparator.
final class PushSourceOrderTests: XCTestCase {
    func testOrderIsThePrintedFormsOrder() {
        let numbers = [0, 1, 2, 5, 9, 10, 12, 19, 20, 99, 100, 101, 120, 1_000, 12_345]
        var sources: [PushSource] = [.initial, .action("open"), .action("openAll"), .action("a b"), .action("Z")]
        for n in numbers {
            sources += [.link(n), .button(n)]
            for m in [0, 1, 10, 2] { sources.append(.event(node: n, modifier: m)) }
        }
        for a in sources {
            for b in sources {
                XCTAssertEqual(PushSource.printedOrder(a, b), "\(a)" < "\(b)", "\(a) vs \(b)")
            }
        }
    }

    func testDecimalTextOrder() {
        for x in 0..<1_100 {
            for y in [0, 1, 3, 9, 10, 11, 99, 100, 109, 110, 999, 1_000, 1_099] {
                XCTAssertEqual(decimalTextLess(x, y), String(x) < String(y), "\(x) vs \(y)")
            }
        }
    }
}
