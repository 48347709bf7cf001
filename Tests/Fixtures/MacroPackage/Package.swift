// swift-tools-version:6.0
// A macro package as apps use them (Scripts/plugin-fixture.sh): it pins swift-syntax exactly, to the release
// NAVSCENE_FIXTURE_SWIFT_SYNTAX names (default 600.0.1, the oldest navlint accepts). A package that depends on it and
// on NavScene's plugins must resolve to that one swift-syntax and build.
import CompilerPluginSupport
import PackageDescription

let swiftSyntax = Context.environment["NAVSCENE_FIXTURE_SWIFT_SYNTAX"] ?? "600.0.1"

let package = Package(
    name: "MacroPackage",
    platforms: [.macOS(.v13)],
    products: [.library(name: "FixtureMacros", targets: ["FixtureMacros"])],
    dependencies: [.package(url: "https://github.com/swiftlang/swift-syntax", exact: Version(stringLiteral: swiftSyntax))],
    targets: [
        .macro(name: "FixtureMacroPlugin", dependencies: [
            .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
            .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
        ]),
        .target(name: "FixtureMacros", dependencies: ["FixtureMacroPlugin"]),
    ]
)
