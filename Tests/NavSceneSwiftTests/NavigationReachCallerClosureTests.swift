import NavSceneDiagnostics
import NavSceneModel
@testable import NavSceneSwift
import XCTest

/// A view's closure property (`let onSelect: () -> Void`) holds a closure one of its callers gave: calling it, or
/// handing it to a Button, runs that closure, read in the caller's scope. It is a site only when a closure a caller
/// gives may navigate, or where the front end cannot see every closure it may hold.
extension NavigationReachTests {
    func harbor(_ views: String, _ rows: String) -> String {
        """
        import SwiftUI

        @Observable final class Pilot {
            var path = NavigationPath()
            func rewind() { path = NavigationPath() }
        }

        \(views)

        struct Harbor: View {
            @State private var pilot = Pilot()
            @Environment(\\.dismiss) private var dismiss
            var body: some View {
                NavigationStack(path: $pilot.path) {
                    List {
        \(rows)
                    }
                    .navigationDestination(for: Int.self) { _ in Text("Berth") }
                }
            }
        }

        """
    }

    static let rowViews = """
        struct Row: View {
            let title: String
            let onTap: () -> Void
            var onHold: (() -> Void)? = nil
            var body: some View {
                Button(title) { if title.isEmpty { onTap() } }
                    .onLongPressGesture { if title.isEmpty { self.onHold?() } }
            }
        }

        struct Retry: View {
            var retry: () -> Void
            var body: some View { Button("Retry", action: retry) }
        }

        struct Relay: View {
            let forward: () -> Void
            var body: some View { Retry(retry: forward) }
        }
        """

    func testACallersClosureThatCannotNavigateIsNoSite() throws {
        let sites = try unknownStatements(harbor(Self.rowViews, """
                        Row(title: "a", onTap: { print("a") })
                        Row(title: "b", onTap: { print("b") }, onHold: nil)
                        Retry { print("retry") }
                        Relay(forward: { print("relay") })
        """))
        XCTAssertEqual(sites, [])
    }

    /// One caller's closure dismisses (the caller's presentation, which the called view cannot run in its place, nor
    /// say as writes): calling the property is a site; passed on through another view's property, so is the Button's
    /// action that runs it. (Closures the called view can run are inlined: `ClosurePropertyWriteTests`.)
    func testACallersClosureThatNavigatesIsASiteAlsoThroughAnotherView() throws {
        let sites = try unknownStatements(harbor(Self.rowViews, """
                        Row(title: "a", onTap: { print("a") }, onHold: { dismiss() })
                        Relay(forward: { dismiss() })
        """))
        // The properties are action parameters: the dismissing closures are unknown where they are given.
        XCTAssertEqual(sites, ["{ dismiss() }", "{ dismiss() }"])
    }

    /// Where the front end cannot see every closure the property may hold: the type made through a reference to its
    /// initializer, the property assigned after the view is made, an initializer that sets it from anything but a
    /// parameter, a caller passing a function parameter of its own. (A public initializer other modules may call is
    /// not one: the instances they make are not in this scene, and each instance here holds what its own call gives.)
    func testClosuresTheFrontEndCannotSeeLeaveTheCallASite() throws {
        let sites = try unknownStatements(harbor("""
            struct Chip: View {
                let tap: () -> Void
                var body: some View { Button("Chip") { if Bool.random() { tap() } } }
            }

            struct Tag: View {
                var press: () -> Void
                var body: some View { Button("Tag") { if Bool.random() { press() } } }
            }

            struct Badge: View {
                let hit: () -> Void
                init(count: Int) { self.hit = count > 0 ? { print(count) } : {} }
                var body: some View { Button("Badge") { if Bool.random() { hit() } } }
            }

            struct Pill: View {
                let poke: () -> Void
                var body: some View { Button("Pill") { if Bool.random() { poke() } } }
            }

            public struct Flag: View {
                let wave: () -> Void
                public init(wave: @escaping () -> Void) { self.wave = wave }
                public var body: some View { Button("Flag") { if Bool.random() { wave() } } }
            }

            func pill(_ poke: @escaping () -> Void) -> some View { Pill(poke: { poke() }) }
            """, """
                        ForEach([{ print("x") }].map(Chip.init), id: \\.self) { $0 }
                        Tag(press: { print("t") })
                        Badge(count: 2)
                        Flag(wave: { print("w") })
        """) + """

            extension Tag { mutating func rewire() { press = { print("again") } } }
            """)
        // `Pill`, made only in a function nothing calls, is an entry (no App) whose `poke` is given out of sight.
        XCTAssertEqual(sites, ["tap()", "press()", "hit()", "Pill.poke (given out of sight)"])
    }

    /// Every way the module names the type where it makes one counts: qualified (`Dock.Cleat(...)`), through a type
    /// alias, or `.init(...)` where the context gives the type.
    func testQualifiedAliasedAndImplicitConstructionsAreCallers() throws {
        let sites = try unknownStatements(harbor("""
            enum Dock {
                struct Cleat: View {
                    let tie: () -> Void
                    var body: some View { Button("Tie") { if Bool.random() { tie() } } }
                }
            }

            struct Bollard: View {
                let moor: () -> Void
                var body: some View { Button("Moor") { if Bool.random() { moor() } } }
            }
            typealias Post = Bollard

            struct Buoy: View {
                let float: () -> Void
                var body: some View { Button("Float") { if Bool.random() { float() } } }
            }

            struct Quay: View {
                @Environment(Pilot.self) private var pilot
                @Environment(\\.dismiss) private var dismiss
                var buoy: Buoy { .init(float: { dismiss() }) }
                var body: some View {
                    VStack {
                        Dock.Cleat(tie: { dismiss() })
                        Post(moor: { dismiss() })
                        Bollard(moor: { print("moor") })
                        Buoy(float: { print("float") })
                        buoy
                    }
                }
            }
            """, """
                        Quay().environment(pilot)
        """))
        // Action parameters: the dismissing closure unknown where given; `Dock.Cleat` also an entry (no App), given out
        // of sight; `Post(...)` and `buoy` are unknown views (not statements).
        XCTAssertEqual(sites, ["{ dismiss() }", "Cleat.tie (given out of sight)"])
    }

    /// A wrapped closure property may be written through its projection; a struct whose own initializer is in an
    /// extension keeps its memberwise one, whose label is the property's name.
    func testAWrappedPropertyAndTheMemberwiseInitializerBesideAnExtensionOne() throws {
        let sites = try unknownStatements(harbor("""
            struct Lamp: View {
                @State var glow: () -> Void = {}
                var body: some View { Button("Glow") { if Bool.random() { glow() } } }
            }

            struct Mast: View {
                let hoist: () -> Void
                var body: some View { Button("Hoist") { if Bool.random() { hoist() } } }
            }

            extension Mast {
                init(onHoist: @escaping () -> Void) { self.hoist = onHoist }
            }
            """, """
                        Lamp()
                        Mast(onHoist: { print("hoist") })
                        Mast(hoist: { dismiss() })
        """))
        // `hoist` is an action parameter: the dismissing closure is unknown where given.
        XCTAssertEqual(sites, ["glow()", "{ dismiss() }"])
    }

    /// A write of a member of the same name in another type's own code (`onTap = ...` or `self.onTap = ...` in a
    /// class or a struct's method) sets that type's property, not the view's: the view's closures are still all
    /// its callers'. A write through a value of any type (`rope.coil = ...`, also in an initializer), a key path, or
    /// in a protocol's extension (whose `self` may be the view) may set the view's: the call stays a site.
    func testAWriteOfAMemberOfTheSameNameElsewhereIsTheWritersOwn() throws {
        let sites = try unknownStatements(harbor("""
            struct Knot: View {
                let tie: () -> Void
                let coil: () -> Void
                var body: some View { Button("Knot") { if Bool.random() { tie() } else { coil() } } }
            }

            struct Cleat: View {
                let lash: () -> Void
                let wrap: () -> Void
                var body: some View { Button("Cleat") { if Bool.random() { lash() } else { wrap() } } }
            }

            final class Winch {
                var tie: (() -> Void)?
                var coil: (() -> Void)?
                func rig() { tie = { print("tie") }; self.coil = { print("coil") } }
            }

            struct Rope {
                var coil: () -> Void = {}
                var lash: () -> Void = {}
                var wrap: () -> Void = {}
                mutating func reset() { self.coil = {}; wrap = {} }
            }

            protocol Wrapping { var wrap: () -> Void { get set } }
            extension Wrapping { mutating func rewrap() { wrap = { print("again") } } }

            final class Bosun {
                var rope = Rope()
                init() { rope.lash = { print("lash") } }
            }
            """, """
                        Knot(tie: { print("k") }, coil: { print("c") })
                        Cleat(lash: { print("l") }, wrap: { print("w") })
        """))
        XCTAssertEqual(sites, ["lash()", "wrap()"])
    }

    /// The same with the other writes: through a value, and through a key path.
    func testAWriteThroughAValueOrAKeyPathMaySetTheViews() throws {
        let sites = try unknownStatements(harbor("""
            struct Knot: View {
                let tie: () -> Void
                let coil: () -> Void
                var body: some View { Button("Knot") { if Bool.random() { tie() } else { coil() } } }
            }

            struct Rope {
                var tie: () -> Void = {}
                var coil: () -> Void = {}
            }

            func splice(_ rope: inout Rope) { rope.tie = { print("spliced") } }
            let coiling = \\Rope.coil
            """, """
                        Knot(tie: { print("k") }, coil: { print("c") })
        """))
        XCTAssertEqual(sites, ["tie()", "coil()"])
    }

    /// A write through a value of a value that cannot be a closure (`nil`, a literal, an implicit member of another
    /// type, `.execute(run)`) gives the property no closure; `.some(f)`, `.init(f)` and a member an extension of
    /// `Optional` declares may: the call stays a site.
    func testAWriteOfAValueThatCannotBeAClosureGivesNone() throws {
        let sites = try unknownStatements(harbor("""
            struct Knot: View {
                let tie: () -> Void
                let coil: () -> Void
                let lash: () -> Void
                var body: some View { Button("Knot") { if Bool.random() { tie() } else if Bool.random() { coil() } else { lash() } } }
            }

            struct Cleat: View {
                let wrap: () -> Void
                let hitch: () -> Void
                let bend: () -> Void
                var body: some View { Button("Cleat") { if Bool.random() { wrap() } else if Bool.random() { hitch() } else { bend() } } }
            }

            enum Signal { case execute(() -> Void), idle }
            struct Flag { var tie: Signal = .idle; var coil: (() -> Void)? = nil; var lash = "" }
            struct Rope { var wrap: (() -> Void)?; var hitch: (() -> Void)?; var bend: (() -> Void)? }
            extension Optional where Wrapped == () -> Void { static var quiet: Self { .some({}) } }

            func rig(_ flag: inout Flag, _ rope: inout Rope) {
                flag.tie = .execute({ print("run") })
                flag.coil = nil
                flag.lash = "lash"
                rope.wrap = .some({ print("wrap") })
                rope.hitch = .init({ print("hitch") })
                rope.bend = .quiet
            }
            """, """
                        Knot(tie: { print("k") }, coil: { print("c") }, lash: { print("l") })
                        Cleat(wrap: { print("w") }, hitch: { print("h") }, bend: { print("b") })
        """))
        XCTAssertEqual(sites, ["wrap()", "hitch()", "bend()"])
    }
}
