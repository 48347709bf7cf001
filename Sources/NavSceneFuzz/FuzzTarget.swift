// The libFuzzer entry point over the whole pipeline: load (YAML + scene model + checks), rules, and interpretation.
// Not a SwiftPM target: `.ci/fuzz` compiles it with the pipeline's modules under -sanitize=fuzzer,address.
//
// Each input is loaded as `Examples/fuzz-input.yaml` relative to the working directory (the package root), so the
// examples' `include: [cookbook-data.yaml]` keeps resolving and includes get fuzzed too.
import NavLintKit
import NavSceneDiagnostics
import NavSceneLoader
import NavSceneRules
import NavSceneRuntime
import NavSceneYAML

@_cdecl("LLVMFuzzerTestOneInput")
public func navSceneFuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let source = SourceFile(path: "Examples/fuzz-input.yaml", bytes: Array(UnsafeBufferPointer(start: data, count: size)))
    // navlint's directory walk probes every YAML file for a top-level scene key before loading it.
    _ = TopLevelKeys.probe(source.bytes, stopAt: SceneFiles.markerKeys)
    let load = SceneLoader.load(source: source)
    var diagnostics = load.diagnostics + Analysis.runRules(load, settings: RuleSettings())
    if let scene = load.scene, !load.diagnostics.contains(where: { $0.severity == .error }) {
        let runtime = SceneRuntime(scene: scene)
        let text = FrameText(navigator: runtime.navigator)
        _ = text.render(runtime.frame, state: runtime.state)
        for index in 0..<min(runtime.frame.elements.count, 6) {
            runtime.activate(index: index)
            _ = text.render(runtime.frame, state: runtime.state)
            runtime.back()
        }
        for name in scene.actions.keys.sorted().prefix(4) { runtime.run(action: name) }
    }
    // Rendering every diagnostic exercises ranges against the source (a bad range would trap here).
    diagnostics.sort(by: Diagnostic.ordered)
    _ = TextRenderer(color: false) { load.sources[$0] }.render(diagnostics)
    for diagnostic in diagnostics where diagnostic.range.start.line < 1 || diagnostic.range.start.column < 1 {
        fatalError("unplaced diagnostic \(diagnostic.id): \(diagnostic.message)")
    }
    return 0
}
