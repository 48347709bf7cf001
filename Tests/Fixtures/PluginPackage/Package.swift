// swift-tools-version:6.0
// A package that uses NavScene's plugins, as an app's package would (Scripts/plugin-fixture.sh drives it):
//   swift package navlint Sources      0: the scenes are clean
//   swift package navlint Mistakes     1: a navigation mistake
//   swift build --target App           the build-tool plugin lints App's scene file and passes
//   swift build --target Broken        it reports Broken's mistake at its line and fails the build
//   swift build --target Recipes       SwiftUI source only: the plugin lints it as one module and the build log shows
//                                      its warning at its line; the build passes
// App also uses a macro from ../MacroPackage, which pins swift-syntax exactly (600.0.1 unless
// NAVSCENE_FIXTURE_SWIFT_SYNTAX says otherwise): NavScene must resolve beside it.
import PackageDescription

let package = Package(
    name: "PluginPackage",
    platforms: [.macOS(.v13)],
    dependencies: [.package(name: "NavScene", path: "../../.."), .package(path: "../MacroPackage")],
    targets: [
        .target(name: "App", dependencies: [.product(name: "FixtureMacros", package: "MacroPackage")],
                plugins: [.plugin(name: "NavLintBuildToolPlugin", package: "NavScene")]),
        .target(name: "Broken", plugins: [.plugin(name: "NavLintBuildToolPlugin", package: "NavScene")]),
        .target(name: "Recipes", plugins: [.plugin(name: "NavLintBuildToolPlugin", package: "NavScene")]),
    ]
)
