import ArgumentParser
import Foundation
import NavLintKit

// Parses and runs a command with navlint's exit codes: usage errors are 2 (swift-argument-parser uses 64).
do {
    var command = try NavLint.parseAsRoot()
    try command.run()
} catch let exit as ExitCode {
    Foundation.exit(exit.rawValue)
} catch {
    let code = NavLint.exitCode(for: error)
    let message = NavLint.fullMessage(for: error)
    if code == .success {
        print(message)                           // --help, --version
        Foundation.exit(0)
    }
    FileHandle.standardError.write(Data((message + "\n").utf8))
    // Anything else thrown out of a command is a bug in navlint.
    Foundation.exit(code == .validationFailure ? ExitStatus.usage.rawValue : ExitStatus.internalError.rawValue)
}
