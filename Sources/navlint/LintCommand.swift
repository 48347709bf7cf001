import ArgumentParser
import NavLintKit
import NavSceneDiagnostics

struct LintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lint",
        abstract: "Check SwiftUI source and scene files (the default command).",
        discussion: """
        SwiftUI source is linted by module, as the compiler builds it: the targets of a Package.swift (read, never run) \
        or an .xcodeproj (its Sources phases and folder-synchronized groups), with the local packages they import read \
        for declarations; without a manifest, the .swift files under a directory are guessed to be one module (an \
        info says so). Each Swift run ends with how much of the navigation was modelled; --verbose lists the unknown \
        code. '-' with --stdin-filename NAME.swift reads Swift from standard input.

        A file named on the command line is always linted. From directories (searched recursively, skipping hidden \
        directories and .build*) only scene files are linted: YAML files with a top-level 'scene' or 'root' key, the \
        library files those include, and the files the config's include globs name; --verbose lists what was \
        skipped. No scene file found is a usage error (exit 2). Configuration: the nearest .navlint.yml above each \
        file, or --config.

        Suppress a finding in a scene file with a comment:
          # navlint:disable-next-line RULE-ID[, RULE-ID]
          # navlint:disable RULE-ID   ...   # navlint:enable RULE-ID
          # navlint:disable-file [RULE-ID]

        EXIT STATUS:
          0  no finding reaches the failing severity (--fail-on, default error)
          1  a finding reaches it
          2  usage or configuration error, or output that could not be written
          3  internal error
        """)

    @Argument(help: "Files and directories to lint; '-' reads standard input. Default: the current directory.")
    var paths: [String] = []

    @Option(help: "The file name to report (and find the config from) for standard input.")
    var stdinFilename: String?

    @Option(help: "Use this config file for every file instead of the nearest .navlint.yml.")
    var config: String?

    @Option(help: ArgumentHelp("Output format, optionally written to a file: text, json, sarif, github, junit; e.g. 'sarif:out.sarif'. Repeatable.",
                               valueName: "format[:path]"))
    var format: [String] = []

    @Option(help: "The lowest severity that fails the run: error, warning or info.")
    var failOn: String = "error"

    @Option(help: "Colour in text output: auto, always or never (NO_COLOR also turns it off).")
    var color: String = "auto"

    @Option(help: ArgumentHelp("Turn a rule off. Repeatable.", valueName: "rule-id"))
    var disable: [String] = []

    @Option(help: ArgumentHelp("Turn a rule on that a config turned off. Repeatable.", valueName: "rule-id"))
    var enable: [String] = []

    @Option(help: "Largest scene file accepted, in bytes.")
    var maxFileSize: Int?

    @Option(help: "Hide the findings recorded in this baseline file.")
    var baseline: String?

    @Option(help: "Record every current finding in this baseline file and exit 0.")
    var writeBaseline: String?

    @Flag(help: "Apply fix-its; a file is only written when the result loads and has no new findings.")
    var fix = false

    @Flag(help: "With --fix: print a unified diff instead of writing.")
    var dryRun = false

    @Flag(help: "The .swift files named form one module wherever they sit (as a build plugin names a target's sources), not one per directory.")
    var oneModule = false

    @Flag(name: .shortAndLong, help: "Say which files a directory walk skipped, and why.")
    var verbose = false

    @Flag(help: "Lint, then re-lint what changed and print a fresh summary whenever a .swift or YAML file or a config under the paths changes (polls every 0.5 s).")
    var watch = false

    func validate() throws {
        guard Severity(rawValue: failOn) != nil else { throw ValidationError("--fail-on takes error, warning or info, not '\(failOn)'") }
        guard ColorMode(rawValue: color) != nil else { throw ValidationError("--color takes auto, always or never, not '\(color)'") }
        if let maxFileSize, maxFileSize <= 0 { throw ValidationError("--max-file-size must be positive") }
        if watch && (fix || writeBaseline != nil || paths.contains("-")) {
            throw ValidationError("--watch does not combine with --fix, --write-baseline or standard input")
        }
    }

    func run() throws {
        var request = LintRequest()
        request.paths = paths
        request.stdinFilename = stdinFilename
        request.configPath = config
        request.formats = format
        request.failOn = Severity(rawValue: failOn) ?? .error
        request.color = ColorMode(rawValue: color) ?? .auto
        request.overrides.disabled = disable
        request.overrides.enabled = enable
        request.overrides.maxFileSize = maxFileSize
        request.baselinePath = baseline
        request.writeBaselinePath = writeBaseline
        request.fix = fix
        request.dryRun = dryRun
        request.verbose = verbose
        request.overrides.traceSearches = verbose
        request.oneModule = oneModule
        if watch {
            LintWatcher(request: request, console: .standard).run()
            return
        }
        // The process exits once the lint is reported: the last file's scene and analysis are left to the exit.
        LastContextKept.turnOn()
        let status = LintRunner(request: request, console: .standard).run()
        if status != .clean { throw ExitCode(status.rawValue) }
    }
}
