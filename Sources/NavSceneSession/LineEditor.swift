#if canImport(Glibc)
import Glibc
private let systemRead = Glibc.read
private let systemWrite = Glibc.write
#elseif canImport(Darwin)
import Darwin
private let systemRead = Darwin.read
private let systemWrite = Darwin.write
#endif

/// A small line editor for terminals (termios raw mode; no GNU readline, which is GPL): left/right, home/end,
/// backspace/delete, Ctrl-K/Ctrl-U, up/down through history, tab completion, Ctrl-C cancels the line, Ctrl-D on an
/// empty line ends input. The terminal is raw only while a line is read, so output in between prints normally.
public final class LineEditor {
    public enum Result: Equatable { case line(String), cancelled, endOfInput }

    public var history: History
    public var complete: ((String, Int) -> Completion)?
    private let input: Int32
    private let output: Int32
    private var buffer: [Character] = []
    private var cursor = 0
    private var prompt = ""

    /// nil when `input` is not a terminal (read plain lines instead).
    public init?(input: Int32 = 0, output: Int32 = 1, history: History = History()) {
        guard isatty(input) == 1 else { return nil }
        self.input = input
        self.output = output
        self.history = history
    }

    public func readLine(prompt: String) -> Result {
        self.prompt = prompt
        buffer = []
        cursor = 0
        var original = termios()
        guard tcgetattr(input, &original) == 0 else { return .endOfInput }
        var raw = original
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG | IEXTEN)
        raw.c_iflag &= ~tcflag_t(IXON | ICRNL | INLCR)
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        // TCSANOW, not TCSAFLUSH: lines pasted together wait in the input queue and must not be discarded.
        tcsetattr(input, TCSANOW, &raw)
        defer { tcsetattr(input, TCSANOW, &original) }
        write(prompt)
        var historyIndex = history.entries.count
        var draft: [Character] = []
        while true {
            guard let byte = readByte() else { return finish(.endOfInput) }
            switch byte {
            case 0x0d, 0x0a:
                let line = String(buffer)
                history.add(line)
                return finish(.line(line))
            case 0x03:
                write("^C")
                return finish(.cancelled)
            case 0x04:
                if buffer.isEmpty { return finish(.endOfInput) }
                if cursor < buffer.count { buffer.remove(at: cursor); redraw() }
            case 0x7f, 0x08:
                if cursor > 0 { cursor -= 1; buffer.remove(at: cursor); redraw() }
            case 0x01: cursor = 0; redraw()
            case 0x05: cursor = buffer.count; redraw()
            case 0x02: if cursor > 0 { cursor -= 1; redraw() }
            case 0x06: if cursor < buffer.count { cursor += 1; redraw() }
            case 0x0b: buffer.removeSubrange(cursor...); redraw()
            case 0x15: buffer.removeSubrange(..<cursor); cursor = 0; redraw()
            case 0x09: completeAtCursor()
            case 0x10, 0x0e:
                moveInHistory(byte == 0x10 ? -1 : 1, &historyIndex, &draft)
            case 0x1b:
                switch readEscape() {
                case "A": moveInHistory(-1, &historyIndex, &draft)
                case "B": moveInHistory(1, &historyIndex, &draft)
                case "C": if cursor < buffer.count { cursor += 1; redraw() }
                case "D": if cursor > 0 { cursor -= 1; redraw() }
                case "H", "1~", "7~": cursor = 0; redraw()
                case "F", "4~", "8~": cursor = buffer.count; redraw()
                case "3~": if cursor < buffer.count { buffer.remove(at: cursor); redraw() }
                default: break
                }
            default:
                guard byte >= 0x20, let character = readCharacter(startingWith: byte) else { continue }
                buffer.insert(character, at: cursor)
                cursor += 1
                redraw()
            }
        }
    }

    private func finish(_ result: Result) -> Result {
        write("\r\n")
        return result
    }

    private func moveInHistory(_ step: Int, _ index: inout Int, _ draft: inout [Character]) {
        let entries = history.entries
        let target = index + step
        guard target >= 0, target <= entries.count, target != index else { return }
        if index == entries.count { draft = buffer }
        index = target
        buffer = target == entries.count ? draft : Array(entries[target])
        cursor = buffer.count
        redraw()
    }

    private func completeAtCursor() {
        guard let complete else { return }
        let completion = complete(String(buffer), cursor)
        let typed = String(buffer[min(completion.start, cursor)..<cursor])
        guard !completion.candidates.isEmpty else { write("\u{07}"); return }
        var replacement = LineEditor.commonPrefix(completion.candidates)
        if completion.candidates.count == 1, completion.appendSpace { replacement += " " }
        if replacement.count > typed.count || completion.candidates.count == 1 {
            buffer.replaceSubrange(min(completion.start, cursor)..<cursor, with: Array(replacement))
            cursor = min(completion.start, cursor) + replacement.count
            redraw()
        } else {
            // Nothing more to add: show the choices under the line, then the line again.
            write("\r\n" + completion.candidates.joined(separator: "  ") + "\r\n")
            redraw()
        }
    }

    static func commonPrefix(_ words: [String]) -> String {
        guard var prefix = words.first.map(Array.init) else { return "" }
        for word in words.dropFirst() {
            let chars = Array(word)
            var n = 0
            while n < min(prefix.count, chars.count), prefix[n] == chars[n] { n += 1 }
            prefix = Array(prefix[..<n])
        }
        return String(prefix)
    }

    private func redraw() {
        var text = "\r" + prompt + String(buffer) + "\u{1b}[K"
        let back = buffer.count - cursor
        if back > 0 { text += "\u{1b}[\(back)D" }
        write(text)
    }

    /// The final byte(s) of an escape sequence: `A` for ESC [ A, `3~` for ESC [ 3 ~, `H` for ESC O H.
    private func readEscape() -> String {
        guard let first = readByte(), first == UInt8(ascii: "[") || first == UInt8(ascii: "O") else { return "" }
        var text = ""
        while let byte = readByte() {
            text.append(Character(Unicode.Scalar(byte)))
            if (byte >= 0x40 && byte <= 0x7e) || text.count > 6 { break }
        }
        return text
    }

    /// Decodes one UTF-8 character whose first byte was read.
    private func readCharacter(startingWith first: UInt8) -> Character? {
        var bytes = [first]
        let length = first < 0x80 ? 1 : first >= 0xf0 ? 4 : first >= 0xe0 ? 3 : first >= 0xc0 ? 2 : 0
        guard length > 0 else { return nil }
        while bytes.count < length, let next = readByte() { bytes.append(next) }
        guard let text = String(validating: bytes, as: UTF8.self), let character = text.first else { return nil }
        return character
    }

    private func readByte() -> UInt8? {
        var byte: UInt8 = 0
        while true {
            let n = systemRead(input, &byte, 1)
            if n == 1 { return byte }
            if n < 0 && errno == EINTR { continue }
            return nil
        }
    }

    private func write(_ text: String) {
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let n = bytes.withUnsafeBytes { raw in
                raw.baseAddress.map { systemWrite(output, $0 + offset, bytes.count - offset) } ?? 0
            }
            if n <= 0 { return }
            offset += n
        }
    }
}
