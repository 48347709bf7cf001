// swift-tools-version:6.0
// NavScene's plugins over a prebuilt navlint: a plugins-only package, so an app's build never compiles navlint or
// swift-syntax (and never meets another package's swift-syntax pin). Scripts/release.sh builds the artifact bundle;
// README.md here says how to publish this directory as its own repository with the url+checksum form below.
import PackageDescription

let package = Package(
    name: "NavLintPlugins",
    products: [
        .plugin(name: "NavLintCommandPlugin", targets: ["NavLintCommandPlugin"]),
        .plugin(name: "NavLintBuildToolPlugin", targets: ["NavLintBuildToolPlugin"]),
    ],
    targets: [
        // Local: Scripts/release.sh Plugins/Binary writes the bundle here (git ignores it). Published:
        // .binaryTarget(name: "navlint",
        //               url: "https://github.com/navscene/navscene/releases/download/v0.5.0/navlint.artifactbundle.zip",
        //               checksum: "<the checksum Scripts/release.sh prints>"),
        .binaryTarget(name: "navlint", path: "navlint.artifactbundle.zip"),
        // The same plugin sources as the source package (Plugins/ here links to them).
        .plugin(name: "NavLintCommandPlugin",
                capability: .command(intent: .custom(verb: "navlint", description: "Lint SwiftUI navigation (the same options as navlint)")),
                dependencies: ["navlint"]),
        .plugin(name: "NavLintBuildToolPlugin", capability: .buildTool(), dependencies: ["navlint"]),
    ]
)
