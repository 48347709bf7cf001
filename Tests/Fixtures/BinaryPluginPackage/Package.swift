// swift-tools-version:6.0
// A package that uses the plugins-only package over the prebuilt navlint (Plugins/Binary, by local path), as an app
// would use a published release (Scripts/plugin-fixture.sh --binary drives it after Scripts/release.sh):
//   swift build --target Broken   the build-tool plugin, running the bundle's navlint, reports the mistake and fails;
//                                 nothing of swift-syntax is compiled
//   swift package navlint Sources the command plugin over the same binary
import PackageDescription

let package = Package(
    name: "BinaryPluginPackage",
    dependencies: [.package(path: "../../../Plugins/Binary")],
    targets: [
        .target(name: "Broken", plugins: [.plugin(name: "NavLintBuildToolPlugin", package: "Binary")]),
    ]
)
