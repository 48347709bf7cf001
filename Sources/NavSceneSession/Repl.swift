import NavSceneDiagnostics

/// The REPL around a `Session`: a banner, then for each line its reply. With a terminal, lines come from the
/// `LineEditor`; piped, from plain reads, and each command is echoed after the prompt so the output reads as a
/// transcript (the goldens are exactly this text).
public struct Repl {
    public static let prompt = "> "
    public let session: Session

    public init(session: Session) { self.session = session }

    public var banner: String {
        "navlint repl: \(DisplayLine.escaped(session.scenePath)) (\(session.runtime.state.size.rawValue)). Type help for commands, quit to leave.\n" + session.screen
    }

    /// Piped mode: runs every line until `quit` or the end of input; the whole output as one string.
    public func transcript(_ lines: [String]) -> String {
        var out = banner
        for line in lines {
            out += Repl.prompt + line + "\n"
            let reply = session.execute(line)
            out += reply.text
            if reply.quit { break }
        }
        return out
    }

    /// Runs the loop, printing as it goes. `readLine` returns nil at the end of input; `echo` says whether to print the
    /// command back (piped input is not echoed by a terminal).
    public func run(readLine: () -> LineEditor.Result, echo: Bool, print: (String) -> Void) {
        print(banner)
        while true {
            if echo { print(Repl.prompt) }
            switch readLine() {
            case .endOfInput:
                if echo { print("\n") }
                return
            case .cancelled:
                continue
            case .line(let line):
                // Escaped as lint output escapes text: input (an ESC sequence, a CR) never reaches the terminal raw.
                if echo { print(DisplayLine.escaped(line) + "\n") }
                let reply = session.execute(line)
                print(DisplayLine.escaped(reply.text))
                if reply.quit { return }
            }
        }
    }

    /// Runs on the process's terminal when there is one, else on piped standard input.
    public func runOnStandardIO(historyLimit: Int = History.defaultLimit) {
        let write: (String) -> Void = { text in
            StandardStreams.out(text)
        }
        if let editor = LineEditor(history: History(limit: historyLimit)) {
            // On a terminal, Ctrl-C while a command runs interrupts that command (`check` stops waiting), never the
            // REPL and its session.
            Interrupt.install()
            session.interrupted = Interrupt.take
            let completer = Completer(session: session)
            editor.complete = { completer.complete($0, cursor: $1) }
            run(readLine: { editor.readLine(prompt: Repl.prompt) }, echo: false, print: write)
        } else {
            run(readLine: { Swift.readLine(strippingNewline: true).map { .line($0) } ?? .endOfInput }, echo: true, print: write)
        }
    }
}

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// SIGINT as a flag: set by the signal handler, taken (and cleared) by the command that polls it.
enum Interrupt {
    nonisolated(unsafe) static var pending: sig_atomic_t = 0

    static func install() {
        signal(SIGINT) { _ in Interrupt.pending = 1 }
    }

    static func take() -> Bool {
        guard pending != 0 else { return false }
        pending = 0
        return true
    }
}
