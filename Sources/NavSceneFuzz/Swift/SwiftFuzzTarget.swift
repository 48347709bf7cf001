// The libFuzzer entry point over the Swift front end: a module of SwiftUI source (generated from the input's choices,
// or the input's raw bytes as one file) through swift-syntax, the front end, the rules, and interpretation. Not a
// SwiftPM target: `.ci/fuzz` compiles it with swift-syntax and the pipeline's modules under -sanitize=fuzzer,address.
import NavLintKit
import NavSceneDiagnostics
import NavSceneLoader
import NavSceneRules
import NavSceneRuntime
import NavSceneSwift

@_cdecl("LLVMFuzzerTestOneInput")
public func navSceneSwiftFuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let files: [SourceFile]
    if let first = bytes.first, first & 1 == 1 {
        var generator = SwiftUIGenerator(FuzzBytes(Array(bytes.dropFirst())))
        files = generator.module().map { SourceFile(path: $0.0, text: $0.1) }
    } else {
        files = [SourceFile(path: "Raw.swift", bytes: Array(bytes.dropFirst()))]
    }
    SwiftFuzzCheck.run(files)
    return 0
}

enum SwiftFuzzCheck {
    /// Load, rules, a few interactions; every diagnostic must be placed inside its file.
    static func run(_ files: [SourceFile]) {
        let result = SwiftFrontEnd.load(files, name: "Fuzz")
        let load = LoadResult(scene: result.scene, diagnostics: result.diagnostics, sources: result.sources)
        var diagnostics = load.diagnostics + Analysis.runRules(load, settings: FuzzSettings.rules)
        if let scene = load.scene, !load.diagnostics.contains(where: { $0.severity == .error }) {
            let runtime = SceneRuntime(scene: scene)
            let text = FrameText(navigator: runtime.navigator)
            _ = text.render(runtime.frame, state: runtime.state)
            for index in 0..<min(runtime.frame.elements.count, 6) {
                runtime.activate(index: index)
                _ = text.render(runtime.frame, state: runtime.state)
                runtime.back()
            }
        }
        diagnostics.sort(by: Diagnostic.ordered)
        _ = TextRenderer(color: false) { load.sources[$0] }.render(diagnostics)
        for diagnostic in diagnostics {
            guard diagnostic.range.start.line >= 1, diagnostic.range.start.column >= 1 else {
                fatalError("unplaced diagnostic \(diagnostic.id): \(diagnostic.message)")
            }
            if let file = load.sources[diagnostic.range.file], diagnostic.range.start.line > file.lineCount {
                fatalError("diagnostic past the end of \(diagnostic.range.file): \(diagnostic.id)")
            }
        }
    }
}
