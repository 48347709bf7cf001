import ArgumentParser
import Foundation
import NavSceneDiagnostics
import NavLintKit

// Parses and runs a command with navlint's exit codes: usage errors are 2 (swift-argument-parser uses 64).
#if NAVSCENE_SWIFT_FRONTEND
SwiftFrontEndPlugin.install()
#endif
// Arguments as the bytes the shell passed: a file name that is not valid UTF-8 keeps its bytes (`PathBytes`).
let arguments = (1..<Int(CommandLine.argc)).compactMap { CommandLine.unsafeArgv[$0].map { PathBytes.string(cString: $0) } }
do {
    var command = try NavLint.parseAsRoot(arguments)
    try command.run()
} catch let exit as ExitCode {
    Foundation.exit(exit.rawValue)
} catch {
    let code = NavLint.exitCode(for: error)
    let message = NavLint.fullMessage(for: error)
    if code == .success {
        StandardStreams.out(message + "\n")       // --help, --version
        Foundation.exit(0)
    }
    StandardStreams.err(message + "\n")
    // Anything else thrown out of a command is a bug in navlint.
    Foundation.exit(code == .validationFailure ? ExitStatus.usage.rawValue : ExitStatus.internalError.rawValue)
}
