import Foundation
import NavSceneDiagnostics
import NavSceneLoader
import NavSceneModel
import NavSceneRuntime

/// One failed step: where it is, what it expected, and the screen at that moment.
public struct FlowFailure: Sendable {
    public var range: SourceRange
    public var step: String
    public var message: String
    public var expected: String?
    public var actualScreen: String
}

public struct FlowResult: Sendable {
    public var path: String
    public var stepCount: Int
    /// The flow file or its scene could not be read: nothing ran.
    public var diagnostics: [Diagnostic]
    public var sources: [String: SourceFile]
    public var failures: [FlowFailure]
    public var passed: Bool { failures.isEmpty && !diagnostics.contains { $0.severity == .error } }
}

/// Runs flow files headless through the same `Session` the REPL uses. Every step runs even after a failure, so one run
/// reports every broken expectation.
public struct FlowRunner {
    public var checker: ((LoadResult) -> [Diagnostic])?
    /// Where the flows' `save` and `record` steps write; nil means each flow's own directory. Writes elsewhere fail.
    public var outputDirectory: String?
    public init(checker: ((LoadResult) -> [Diagnostic])? = nil, outputDirectory: String? = nil) {
        self.checker = checker
        self.outputDirectory = outputDirectory
    }

    /// Flow files are small; a larger one is not a flow someone wrote.
    public static let maxFlowFileSize = 16 << 20

    public func run(path: String) -> FlowResult {
        switch FileReader.read(path, limit: Self.maxFlowFileSize) {
        case .success(let bytes):
            return run(source: SourceFile(path: path, bytes: bytes))
        case .failure(let error):
            let d = Diagnostic(id: "io-error", severity: .error,
                               message: "\(DisplayLine.escaped(path)): \(error.message)", range: .synthetic(path))
            return FlowResult(path: path, stepCount: 0, diagnostics: [d], sources: [:], failures: [])
        }
    }

    public func run(source: SourceFile) -> FlowResult {
        let parsed = FlowParser.parse(source)
        var result = FlowResult(path: source.path, stepCount: 0, diagnostics: parsed.diagnostics, sources: [source.path: source], failures: [])
        guard let flow = parsed.flow else { return result }
        result.stepCount = flow.steps.count
        let session: Session
        switch Session.open(path: flow.scenePath, size: flow.size) {
        case .success(let opened): session = opened
        case .failure(let error):
            result.diagnostics.append(Diagnostic(id: "flow-scene", severity: .error,
                                                 message: "the flow's scene does not load: " + error.message.trimmed,
                                                 range: flow.sceneRange))
            return result
        }
        session.checker = checker
        let flowDirectory = (source.path as NSString).deletingLastPathComponent.nonEmpty ?? "."
        session.workingDirectory = outputDirectory ?? flowDirectory
        session.writableDirectory = outputDirectory ?? flowDirectory
        for step in flow.steps {
            if let failure = ExpectationChecker(session: session).run(step) {
                result.failures.append(FlowFailure(range: step.range, step: step.summary, message: failure.message,
                                                   expected: failure.expected, actualScreen: session.screen))
            }
        }
        return result
    }
}

extension String {
    var nonEmpty: String? { isEmpty ? nil : self }
}
