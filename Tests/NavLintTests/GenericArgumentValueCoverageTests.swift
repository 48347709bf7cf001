import Foundation
import XCTest

/// `harbor.names.value` of `var names = Stored<[String: Date?]>(...)` and `@Published var value: T` in the generic
/// class `Stored<T>` (`ExpressionTranslator.madeWithPlainArguments`, `holdsOwnGenericParameter`): the property's type is
/// fixed by the type arguments written, other modules' plain types, so the value of type `T` is one of theirs and
/// holds nothing of the module: reading it or replacing it is no unknown site, and the destination nothing pushes is
/// reported. Twins: a type argument of the module (`Stored<Harbor?>`) and an inferred one (`Stored(key:value:)`) keep
/// the value unknown.
final class GenericArgumentValueCoverageTests: XCTestCase {
    var root: URL!

    override func setUpWithError() throws {
        try skipWithoutSwiftFrontEnd(); root = try makeTemporaryDirectory() }
    override func tearDownWithError() throws { if let root { try? FileManager.default.removeItem(at: root) } }

    static let app = """
    import SwiftUI

    final class Stored<T>: ObservableObject {
        let key: String
        @Published var value: T
        init(key: String, value: T) {
            self.key = key
            self.value = value
        }
    }

    @Observable
    final class Harbor {
        static let shared = Harbor()
        var path: [Int] = []
        var badge = Stored<Bool>(key: "badge", value: false)
        var names = Stored<[String: Date?]>(key: "names", value: [:])
    }

    struct DockView: View {
        @State private var harbor = Harbor.shared
        var body: some View {
            NavigationStack(path: $harbor.path) {
                Button("Names") { let n = harbor.names.value; print(n) }
                Button("Badge") { harbor.badge.value = true }
                .navigationDestination(for: Int.self) { pier in
                    Text("Pier \\(pier)")
                }
            }
        }
    }

    """

    func testAValueOfAGenericParameterBoundToPlainTypesIsNoUnknownSite() throws {
        let output = try NavLintProcess.lint(Self.app, at: "App/Dock.swift", in: root, verbose: true)
        XCTAssertFalse(output.stderr.contains("opaque"), output.stderr)
        XCTAssertTrue(output.stdout.contains("App/Dock.swift:26:14: warning: no link, button or action in any reachable state presents this destination for Int [unreachable-destination]"), output.stdout)
        XCTAssertTrue(output.stdout.hasSuffix("navigation: 2 of 2 sites modelled (100%)\n"), output.stdout)
    }

    func testAModuleTypeArgumentKeepsTheValueUnknown() throws {
        let text = Self.app.replacingOccurrences(of: "Stored<[String: Date?]>(key: \"names\", value: [:])", with: "Stored<Harbor?>(key: \"names\", value: nil)")
        XCTAssertNotEqual(text, Self.app)
        let output = try NavLintProcess.lint(text, at: "App/Dock.swift", in: root, verbose: true)
        XCTAssertTrue(output.stderr.contains("opaque statement 'let n = harbor.names.value;' (may navigate)"), output.stderr)
        XCTAssertFalse(output.stdout.contains("warning:"), output.stdout)
    }

    func testAnInferredTypeArgumentKeepsTheValueUnknown() throws {
        let text = Self.app.replacingOccurrences(of: "Stored<Bool>(key: \"badge\", value: false)", with: "Stored(key: \"badge\", value: false)")
        XCTAssertNotEqual(text, Self.app)
        let output = try NavLintProcess.lint(text, at: "App/Dock.swift", in: root, verbose: true)
        XCTAssertTrue(output.stderr.contains("opaque statement 'harbor.badge.value = true' (may navigate)"), output.stderr)
        XCTAssertFalse(output.stdout.contains("warning:"), output.stdout)
    }
}
