import Foundation
import XCTest

/// Issue 22 (coverage): a `mask`'s content only shapes what is drawn. When it holds only SwiftUI's layout, shapes and
/// style modifiers given values, it is no navigation site. A static stored constant of a view type read as a value
/// (`Circle().frame(width: BannerView.avatarSize)`) is a value, not a view; iOS 17's shape operations
/// (`Rectangle().subtracting(.circle)`) make shapes. Before, either made the mask unknown, which held back the
/// absence findings of its stack. Twin: a view type's static property that shows a view (`BannerView.placeholder`)
/// keeps the mask unknown.
final class MaskContentCoverageTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        try skipWithoutSwiftFrontEnd(); root = try makeTemporaryDirectory() }
    override func tearDownWithError() throws { if let root { try? FileManager.default.removeItem(at: root) } }

    static func app(mask: String) -> String {
        """
        import SwiftUI

        struct BannerView: View {
            static let avatarSize: CGFloat = 44
            static var placeholder: some View { NavigationLink("More", value: 2) }
            var body: some View {
                Color.blue
                    .mask {
                        \(mask)
                    }
            }
        }

        struct HomeView: View {
            @State private var path: [Int] = []
            var body: some View {
                NavigationStack(path: $path) {
                    BannerView()
                        .navigationDestination(for: Int.self) { number in
                            Text("Row \\(number)")
                        }
                }
            }
        }

        """
    }

    private func lint(_ app: String) throws -> NavLintProcess.Output {
        try NavLintProcess.lint(app, at: "App/Home.swift", in: root, verbose: true)
    }

    static let unpushed = "App/Home.swift:19:18: warning: no link, button or action in any reachable state presents this destination for Int [unreachable-destination]"

    func testAViewTypesStaticConstantIsAValue() throws {
        let output = try lint(Self.app(mask: "ZStack { Color.black; Circle().frame(width: BannerView.avatarSize) }"))
        XCTAssertFalse(output.stderr.contains("opaque modifier '.mask'"), output.stderr)
        XCTAssertTrue(output.stdout.contains(Self.unpushed), output.stdout)
    }

    func testAShapeOperationIsAShape() throws {
        let output = try lint(Self.app(mask: "Rectangle().subtracting(.circle.offset(x: 4))"))
        XCTAssertFalse(output.stderr.contains("opaque modifier '.mask'"), output.stderr)
        XCTAssertTrue(output.stdout.contains(Self.unpushed), output.stdout)
    }

    func testAViewTypesStaticViewKeepsTheMaskUnknown() throws {
        let output = try lint(Self.app(mask: "BannerView.placeholder"))
        XCTAssertTrue(output.stderr.contains("opaque modifier '.mask'"), output.stderr)
        XCTAssertFalse(output.stdout.contains("warning:"), output.stdout)
    }
}
