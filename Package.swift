// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "NavScene",
    platforms: [.macOS(.v13)],
    products: [
        .library(name: "NavScene", targets: ["NavSceneLoader", "NavSceneRuntime", "NavSceneRules"]),
        .executable(name: "navlint", targets: ["navlint"]),
    ],
    dependencies: [
        // Command-line parsing, help and shell completion for navlint (the front end only).
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        // The C boundary: libyaml from the system (Debian: libyaml-dev).
        .systemLibrary(name: "CLibYAML", pkgConfig: "yaml-0.1", providers: [.apt(["libyaml-dev"]), .brew(["libyaml"])]),
        // Source positions and diagnostics; depends on nothing.
        .target(name: "NavSceneDiagnostics"),
        // YAML events -> located nodes, with limits. The only user of libyaml.
        .target(name: "NavSceneYAML", dependencies: ["CLibYAML", "NavSceneDiagnostics"]),
        // The scene model: types, data, state, views, actions, expressions. Independent of YAML.
        .target(name: "NavSceneModel", dependencies: ["NavSceneDiagnostics"]),
        // Scene files (YAML) -> scene model, with includes and checking.
        .target(name: "NavSceneLoader", dependencies: ["NavSceneYAML", "NavSceneModel"]),
        // The interpreter: runtime tree, navigation state, interactions, persistence.
        .target(name: "NavSceneRuntime", dependencies: ["NavSceneModel"]),
        // The rule catalogue and state-space exploration.
        .target(name: "NavSceneRules", dependencies: ["NavSceneRuntime", "NavSceneLoader"]),
        // Everything the CLI does, as a library (so tests and benchmarks can call it).
        .target(name: "NavLintKit", dependencies: ["NavSceneLoader", "NavSceneRules", "NavSceneYAML"]),
        // Driving a scene: the REPL's command interpreter, its line editor, and flow files (recorded sessions).
        .target(name: "NavSceneSession", dependencies: ["NavSceneRuntime", "NavSceneLoader", "NavSceneYAML"]),
        .executableTarget(name: "navlint", dependencies: [
            "NavLintKit", "NavSceneSession", .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .testTarget(name: "NavSceneLoaderTests", dependencies: ["NavSceneLoader"], exclude: ["Fixtures"]),
        .testTarget(name: "NavSceneRuntimeTests", dependencies: ["NavSceneRuntime", "NavSceneLoader"]),
        .testTarget(name: "NavSceneRulesTests", dependencies: ["NavSceneRules", "NavSceneLoader"], exclude: ["Goldens"]),
        .testTarget(name: "NavLintTests", dependencies: ["NavLintKit"], exclude: ["Fixtures"]),
        // Benchmarks/run.sh's in-process timer for load, rules, exploration and REPL interactions (not a product).
        .executableTarget(name: "navscene-bench", dependencies: ["NavLintKit", "NavSceneLoader", "NavSceneRules", "NavSceneRuntime"],
                          path: "Benchmarks/Sources/navscene-bench"),
        // Hostile inputs, fuzzer regressions and a bounded mutation fuzzer over the whole pipeline.
        .testTarget(name: "NavSceneHostileTests", dependencies: ["NavLintKit", "NavSceneLoader", "NavSceneRules", "NavSceneRuntime"]),
        .testTarget(name: "NavSceneSessionTests", dependencies: ["NavSceneSession", "NavSceneRules"],
                    exclude: ["Flows", "Transcripts", "pty_drive.py"]),
    ],
    swiftLanguageModes: [.v5]
)
