import Foundation
import NavSceneDiagnostics
import NavSceneLoader
import NavSceneModel
@testable import NavSceneRuntime
import XCTest

/// Package root, found from this file.
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

/// Loads an Example (path relative to the package root) that must load clean, and starts it.
func startExample(_ path: String, size: SizeClass? = nil, file: StaticString = #filePath, line: UInt = #line) throws -> SceneRuntime {
    let result = SceneLoader.load(path: packageRoot + "/" + path)
    let errors = result.diagnostics.filter { $0.severity == .error }
    if !errors.isEmpty {
        let renderer = TextRenderer(source: { result.sources[$0] })
        XCTFail("\(path) does not load:\n" + renderer.render(errors), file: file, line: line)
    }
    let scene = try XCTUnwrap(result.scene, file: file, line: line)
    return SceneRuntime(scene: scene, size: size)
}

extension SceneRuntime {
    /// Taps the first active element with this label; fails the test when there is none.
    @discardableResult
    func tap(_ label: String, file: StaticString = #filePath, line: UInt = #line) -> Outcome {
        guard let element = frame.elements.first(where: { $0.label == label }) else {
            XCTFail("no element '\(label)' on screen; have: \(frame.elements.map(\.label))", file: file, line: line)
            return Outcome(changed: false, message: "missing")
        }
        return activate(element)
    }

    var text: String { FrameText(navigator: navigator).render(frame, state: state) }

    /// Names shown for a state variable holding a list (a path).
    func names(_ variable: String) -> [String] {
        (state.values[variable]?.listItems ?? []).map { navigator.display($0) }
    }

    var topTitles: [String] { frame.activeScreens.compactMap { $0.title } }
}

/// Loads a scene written inline, as if it were a file in `Examples/` (so it can include the cookbook files).
func startInline(_ yaml: String, size: SizeClass? = nil, file: StaticString = #filePath, line: UInt = #line) throws -> SceneRuntime {
    let source = SourceFile(path: packageRoot + "/Examples/inline-test.yaml", text: yaml)
    let result = SceneLoader.load(source: source)
    let errors = result.diagnostics.filter { $0.severity == .error }
    if !errors.isEmpty {
        let renderer = TextRenderer(source: { result.sources[$0] ?? (($0 == source.path) ? source : nil) })
        XCTFail("inline scene does not load:\n" + renderer.render(errors), file: file, line: line)
    }
    return SceneRuntime(scene: try XCTUnwrap(result.scene, file: file, line: line), size: size)
}

extension SceneRuntime {
    func element(_ label: String) -> InteractiveElement? { frame.elements.first { $0.label == label } }
    func value(_ name: String) -> String { navigator.display(state.values[name] ?? .null) }
}
