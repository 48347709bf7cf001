// swift-tools-version:6.0
// A package that uses NavScene's plugins, as an app's package would (Scripts/plugin-fixture.sh drives it):
//   swift package navlint Sources      0: the scenes are clean
//   swift package navlint Mistakes     1: a navigation mistake
//   swift build --target App           the build-tool plugin lints App's scene files and passes
//   swift build --target Broken        it reports Broken's mistake at its line and fails the build
import PackageDescription

let package = Package(
    name: "PluginPackage",
    dependencies: [.package(name: "NavScene", path: "../../..")],
    targets: [
        .target(name: "App", plugins: [.plugin(name: "NavLintBuildToolPlugin", package: "NavScene")]),
        .target(name: "Broken", plugins: [.plugin(name: "NavLintBuildToolPlugin", package: "NavScene")]),
    ]
)
