// swift-tools-version:6.0
import PackageDescription

// The Swift front end (NavSceneSwift, swift-syntax) is part of every build except the sanitizer runs of .ci/sanitizers,
// which set NAVSCENE_WITHOUT_SWIFT_FRONTEND=1: swift-syntax is ~200 files of generated code that would be built twice
// more, instrumented, to test code that is not ours (NavSceneSwift's own tests run in the normal `swift test`).
let swiftFrontEnd = Context.environment["NAVSCENE_WITHOUT_SWIFT_FRONTEND"] == nil

let package = Package(
    name: "NavScene",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "NavScene", targets: ["NavSceneLoader", "NavSceneRuntime", "NavSceneRules"]),
        .executable(name: "navlint", targets: ["navlint"]),
        // `swift package navlint [options] [paths]`, and linting a target's scene files at build time.
        .plugin(name: "NavLintCommandPlugin", targets: ["NavLintCommandPlugin"]),
        .plugin(name: "NavLintBuildToolPlugin", targets: ["NavLintBuildToolPlugin"]),
    ],
    dependencies: [
        // Command-line parsing, help and shell completion for navlint (the front end only).
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ] + (swiftFrontEnd ? [
        // The Swift front end's parser (NavSceneSwift only). A range, not one release: an app's macro packages pin
        // swift-syntax too, and SwiftPM resolves one for the whole graph. Every mirrored release from 600.0.1 to
        // 603.0.1 builds the front end (Scripts/plugin-fixture.sh builds the oldest beside a macro package); alone,
        // SwiftPM picks the newest, the one matching the Swift 6.3 toolchain, which parses every construct it accepts.
        .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.0"..<"604.0.0"),
    ] : []),
    targets: [
        // The C boundary: libyaml from the system (Debian: libyaml-dev).
        .systemLibrary(name: "CLibYAML", pkgConfig: "yaml-0.1", providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]),
        // System headers the Swift Glibc module leaves out (extended attributes); nothing to link.
        .systemLibrary(name: "CSystemExtras"),
        // Source positions and diagnostics, and safe file reading and writing; depends on nothing but the system.
        .target(name: "NavSceneDiagnostics", dependencies: ["CSystemExtras"]),
        // YAML events -> located nodes, with limits. The only user of libyaml.
        .target(name: "NavSceneYAML", dependencies: ["CLibYAML", "NavSceneDiagnostics"]),
        // The scene model: types, data, state, views, actions, expressions. Independent of YAML.
        .target(name: "NavSceneModel", dependencies: ["NavSceneDiagnostics"]),
        // Scene files (YAML) -> scene model, with includes and checking.
        .target(name: "NavSceneLoader", dependencies: ["NavSceneYAML", "NavSceneModel"]),
        // The interpreter: runtime tree, navigation state, interactions, persistence.
        .target(name: "NavSceneRuntime", dependencies: ["NavSceneModel"]),
        // The static reachability analysis: where each element may appear and what it may do, as a fixpoint over
        // abstract state (no concrete navigation states).
        .target(name: "NavSceneAnalysis", dependencies: ["NavSceneRuntime"]),
        // The rule catalogue, and the exploration that finds witnesses for the analysis' findings.
        .target(name: "NavSceneRules", dependencies: ["NavSceneAnalysis", "NavSceneRuntime", "NavSceneLoader"]),
        // Everything the CLI does, as a library (so tests and benchmarks can call it).
        .target(name: "NavLintKit", dependencies: ["NavSceneAnalysis", "NavSceneLoader", "NavSceneRules", "NavSceneYAML"]),
        // Driving a scene: the REPL's command interpreter, its line editor, and flow files (recorded sessions).
        .target(name: "NavSceneSession", dependencies: ["NavSceneRuntime", "NavSceneLoader", "NavSceneYAML"]),
        // JSON Schemas for scene, library, flow and config files, generated from the loader's and parsers' tables.
        .target(name: "NavSceneSchemas", dependencies: ["NavLintKit", "NavSceneLoader", "NavSceneSession"]),
        // `navlint lsp`: a Language Server Protocol server over stdio (diagnostics, fixes, hover, definition, completion).
        .target(name: "NavLintLSP", dependencies: ["NavLintKit", "NavSceneLoader", "NavSceneModel", "NavSceneDiagnostics"]),
        // `navlint mcp`: a Model Context Protocol server over stdio (lint, explain, graph, extract, a simulator).
        .target(name: "NavLintMCP", dependencies: ["NavLintKit", "NavSceneSession", "NavSceneLoader", "NavSceneModel"]),
        .executableTarget(name: "navlint", dependencies: [
            "NavLintKit", "NavLintLSP", "NavLintMCP", "NavSceneSession", .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ] + (swiftFrontEnd ? ["NavSceneSwift"] : []), swiftSettings: swiftFrontEnd ? [.define("NAVSCENE_SWIFT_FRONTEND")] : []),
        .plugin(name: "NavLintCommandPlugin",
                capability: .command(intent: .custom(verb: "navlint", description: "Lint SwiftUI navigation: Swift targets and scene files (the same options as navlint)")),
                dependencies: ["navlint"]),
        .plugin(name: "NavLintBuildToolPlugin", capability: .buildTool(), dependencies: ["navlint"]),
        .testTarget(name: "NavSceneLoaderTests", dependencies: ["NavSceneLoader"], exclude: ["Fixtures"]),
        .testTarget(name: "NavSceneRuntimeTests", dependencies: ["NavSceneRuntime", "NavSceneLoader"]),
        .testTarget(name: "NavSceneRulesTests", dependencies: ["NavSceneRules", "NavSceneLoader"], exclude: ["Goldens"]),
        .testTarget(name: "NavLintTests", dependencies: ["NavLintKit", "NavSceneSchemas", "CSystemExtras"], exclude: ["Fixtures", "validate_schemas.py"]),
        // Benchmarks/run.sh's in-process timer for load, rules, exploration and REPL interactions (not a product).
        .executableTarget(name: "navscene-bench", dependencies: ["NavLintKit", "NavSceneLoader", "NavSceneRules", "NavSceneRuntime"],
                          path: "Benchmarks/Sources/navscene-bench"),
        // Hostile inputs, fuzzer regressions and a bounded mutation fuzzer over the whole pipeline.
        .testTarget(name: "NavSceneHostileTests", dependencies: ["NavLintKit", "NavSceneLoader", "NavSceneRules", "NavSceneRuntime"]),
        .testTarget(name: "NavSceneSessionTests", dependencies: ["NavSceneSession", "NavSceneRules"],
                    exclude: ["Flows", "Transcripts", "pty_drive.py"]),
    ] + (swiftFrontEnd ? [
        // SwiftUI source (.swift files) -> scene model: the second front end. Not a dependency of NavLintKit (the fuzzer
        // compiles NavLintKit by hand without swift-syntax); the navlint executable plugs it in.
        .target(name: "NavSceneSwift", dependencies: [
            "NavSceneModel", "NavSceneDiagnostics",
            .product(name: "SwiftSyntax", package: "swift-syntax"), .product(name: "SwiftParser", package: "swift-syntax"),
        ]),
        .testTarget(name: "NavSceneSwiftTests", dependencies: ["NavSceneSwift", "NavSceneRules", "NavSceneLoader", "NavSceneRuntime"],
                    exclude: ["Fixtures"]),
    ] as [Target] : []),
    swiftLanguageModes: [.v5]
)
