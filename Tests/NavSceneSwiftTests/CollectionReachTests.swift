import NavSceneDiagnostics
import NavSceneModel
@testable import NavSceneSwift
import XCTest

/// Calls of a standard collection's methods on a property declared as one (`NavigationReach.collectionCallMayNavigate`,
/// `collectionElementContext`): the standard library's mutating methods change only the collection (a site only when
/// it is navigation state); a method the module declares on collections is decided by its body; an implicit member
/// given as an element is a value of the element type, unless an overload of the method takes another type there.
final class CollectionReachTests: XCTestCase {
    /// The statements left as unknown sites that may navigate, by their first line.
    func unknownStatements(_ text: String) throws -> [String] {
        let result = SwiftFrontEnd.load([SourceFile(path: "App.swift", text: text)], name: "Test")
        let scene = try XCTUnwrap(result.scene, "\(result.diagnostics)")
        return scene.opaque.filter { $0.kind == .statement && $0.mayNavigate }
            .map { String($0.what.split(separator: "\n").first ?? "") }
    }

    /// `statements` run by a button of a view whose stack binds `pilot.path`, each in its own `if` the model holds;
    /// `declarations` go before the view.
    func app(_ declarations: String, _ statements: [String]) -> String {
        """
        import SwiftUI

        enum Hooks {
            static var changed: (() -> Void)?
        }

        struct Handler {
            var run: () -> Void
            init(run: @escaping () -> Void = {}) {
                self.run = run
            }
        }

        final class Pilot {
            var path: [Int] = []
        }

        final class Registry {
            var handlers: [Handler] = []
            var named: [String: Handler] = [:]
        }

        \(declarations)

        struct Harbor: View {
            @State private var pilot = Pilot()
            let registry = Registry()
            var body: some View {
                NavigationStack(path: $pilot.path) {
                    Button("Go") {
        \(statements.map { "                if Bool.random() { \($0) }" }.joined(separator: "\n"))
                    }
                    .navigationDestination(for: Int.self) { _ in Text("Berth") }
                }
            }
        }

        """
    }

    /// Appending to, inserting into or emptying an array of values that hold closures runs none of them: no site. The
    /// path is navigation state: changing it is one. Calling the held closures is one too.
    func testMutatingACollectionThatHoldsClosuresIsNoSiteUnlessItIsNavigationState() throws {
        let sites = try unknownStatements(app("", [
            "registry.handlers.append(.init())",
            "registry.handlers.insert(.init(), at: 0)",
            "registry.handlers.removeAll()",
            "registry.named.removeValue(forKey: \"a\")",
            "pilot.path.append(1)",
            "registry.handlers.forEach { $0.run() }",
        ]))
        XCTAssertEqual(sites, ["pilot.path.append(1)", "registry.handlers.forEach { $0.run() }"])
    }

    /// The element's initializer is the one `.init(...)` runs: when it may navigate, so does the call (followed into the
    /// method, the statement there is the site).
    func testAnElementWhoseInitializerMayNavigateIsASite() throws {
        let adding = "extension Registry {\n    func add() { handlers.append(.init()) }\n}"
        XCTAssertEqual(try unknownStatements(app(adding, ["registry.add()"])), [])
        let sites = try unknownStatements(app(adding, ["registry.add()"])
            .replacingOccurrences(of: "self.run = run\n", with: "self.run = run\n        Hooks.changed?()\n"))
        XCTAssertEqual(sites, ["handlers.append(.init())"])
    }

    /// The element type is where `.init()` is looked up, not every type with an initializer: another type's that may
    /// navigate (`Alarm`) is not run by appending a `Handler`.
    func testTheElementTypeIsTheContextNotEveryTypeWithThatMember() throws {
        let sites = try unknownStatements(app("""
        struct Alarm {
            init() { Hooks.changed?() }
        }

        extension Registry {
            func add() { handlers.append(.init()) }
        }
        """, ["registry.add()"]))
        XCTAssertEqual(sites, [])
    }

    /// A method the module declares on `Array` runs its body: one that only inserts is no site, one that calls out is.
    func testAModuleExtensionOfArrayIsDecidedByItsBody() throws {
        let quiet = try unknownStatements(app("""
        extension Array {
            mutating func prepend(_ element: Element) { insert(element, at: 0) }
        }

        extension Registry {
            func add() { handlers.prepend(.init()) }
        }
        """, ["registry.add()"]))
        XCTAssertEqual(quiet, [])
        let loud = try unknownStatements(app("""
        extension Array {
            mutating func prepend(_ element: Element) {
                insert(element, at: 0)
                Hooks.changed?()
            }
        }

        extension Registry {
            func add() { handlers.prepend(.init()) }
        }
        """, ["registry.add()"]))
        XCTAssertEqual(loud, ["handlers.prepend(.init())"])
    }

    /// An overload the module adds that takes another type (`append(_ marker: Marker)`) may be the one selected: the
    /// implicit member is then looked up in every type that has it, and `Marker`'s initializer may navigate.
    func testAnOverloadTakingAnotherTypeMakesTheElementUnknown() throws {
        let sites = try unknownStatements(app("""
        struct Marker {
            init() { Hooks.changed?() }
        }

        extension Array {
            mutating func append(_ marker: Marker) {}
        }

        extension Registry {
            func add() { handlers.append(.init()) }
        }
        """, ["registry.add()"]))
        XCTAssertEqual(sites, ["handlers.append(.init())"])
        // The same overload declared on the array written as sugar.
        let sugar = try unknownStatements(app("""
        struct Marker {
            init() { Hooks.changed?() }
        }

        extension [Handler] {
            mutating func append(_ marker: Marker) {}
        }

        extension Registry {
            func add() { handlers.append(.init()) }
        }
        """, ["registry.add()"]))
        XCTAssertEqual(sugar, ["handlers.append(.init())"])
    }
}
