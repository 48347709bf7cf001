import Foundation
import NavSceneDiagnostics

/// The process's outside world, injectable so tests can run navlint in memory.
public struct Console {
    public var out: (String) -> Void
    public var err: (String) -> Void
    public var readStdin: () -> [UInt8]
    public var stdoutIsTerminal: Bool
    public var environment: [String: String]
    public var workingDirectory: String

    public init(out: @escaping (String) -> Void, err: @escaping (String) -> Void, readStdin: @escaping () -> [UInt8],
                stdoutIsTerminal: Bool, environment: [String: String], workingDirectory: String) {
        self.out = out; self.err = err; self.readStdin = readStdin
        self.stdoutIsTerminal = stdoutIsTerminal; self.environment = environment; self.workingDirectory = workingDirectory
    }

    public static var standard: Console {
        Console(
            out: { StandardStreams.out($0) },
            err: { StandardStreams.err($0) },
            readStdin: { [UInt8](FileHandle.standardInput.readDataToEndOfFile()) },
            stdoutIsTerminal: isatty(STDOUT_FILENO) == 1,
            environment: ProcessInfo.processInfo.environment,
            workingDirectory: FileManager.default.currentDirectoryPath)
    }
}

/// navlint's exit codes (documented in `--help`).
public enum ExitStatus: Int32 {
    /// No finding reaches the failing severity.
    case clean = 0
    /// A finding reaches the failing severity.
    case findings = 1
    /// Bad command line or configuration, or an output (report, standard output) that could not be written.
    case usage = 2
    /// A bug in navlint.
    case internalError = 3
}

public enum ColorMode: String, CaseIterable, Sendable {
    case auto, always, never
}
