#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes to standard output and standard error with plain `write(2)`, so a failed write (a full disk, a closed
/// descriptor, a reader that stopped with SIGPIPE ignored) ends the process with a message and exit status 2 instead
/// of a trap. Unchecked writers (`FileHandle.write`) trap on these errors; `print` loses them silently.
public enum StandardStreams {
    /// The exit status of a process whose output could not be written (the usage-error status, documented in `--help`).
    public static let outputFailureStatus: Int32 = 2

    public static func out(_ text: String) {
        if let reason = write(text, to: STDOUT_FILENO) { fail("cannot write to standard output: \(reason)") }
    }

    public static func err(_ text: String) {
        if write(text, to: STDERR_FILENO) != nil { exit(outputFailureStatus) }
    }

    /// Writes all of `text`; nil when it was written, else the system's reason.
    static func write(_ text: String, to fd: Int32) -> String? {
        do {
            try FileWriter.writeAll(Array(text.utf8), to: fd, shown: "")
            return nil
        } catch {
            return "\(error)"
        }
    }

    private static func fail(_ message: String) -> Never {
        _ = write("navlint: error: \(message)\n", to: STDERR_FILENO)
        exit(outputFailureStatus)
    }
}
