// The libFuzzer entry point over `navlint lsp`: a sequence of framed messages (generated from the input's choices:
// good and bad Content-Length headers, initialize/shutdown/exit in any order, didOpen/didChange/completion/hover with
// hostile positions and documents), or the input's raw bytes as the stream, served by the server's public entry
// (`LanguageServer.run(input:)`) reading from a file. Not a SwiftPM target: `.ci/fuzz` compiles it.
import Foundation
import NavLintLSP

@_cdecl("LLVMFuzzerTestOneInput")
public func navSceneLSPFuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let stream: [UInt8]
    if let first = bytes.first, first & 1 == 1 {
        var generator = LSPMessageGenerator(input: FuzzBytes(Array(bytes.dropFirst())))
        stream = generator.stream()
    } else {
        stream = Array(bytes.dropFirst())
    }
    LSPFuzzRun.serve(stream)
    return 0
}

enum LSPFuzzRun {
    static let sink = FileHandle(forWritingAtPath: "/dev/null") ?? FileHandle.nullDevice

    static func serve(_ stream: [UInt8]) {
        let path = NSTemporaryDirectory() + "navlint-lsp-fuzz-\(getpid()).in"
        guard FileManager.default.createFile(atPath: path, contents: Data(stream)) else { return }
        let fd = open(path, O_RDONLY)
        unlink(path)
        guard fd >= 0 else { return }
        defer { close(fd) }
        _ = LanguageServer(output: sink, debounceMilliseconds: 0).run(input: fd)
    }
}

struct LSPMessageGenerator {
    var input: FuzzBytes
    var out: [UInt8] = []

    static let uris = ["file:///tmp/navlint-fuzz/Scene.yaml", "file:///tmp/navlint-fuzz/App.swift", "file:///tmp/navlint-fuzz/w.yml",
                       "untitled:x", "file://", "file:///%ZZ", ""]
    static let documents = [
        "scene: S\nroot:\n  NavigationStack:\n    - NavigationLink: { title: A, value: 1 }\n",
        "scene: S\nviews:\n  F:\n    body:\n      NavigationStack:\n        - NavigationLink: { title: Open, destination: { F: {} } }\nroot: F\n",
        "import SwiftUI\nstruct V: View { var body: some View { NavigationStack { NavigationLink(\"Go\") { V() } } } }\n",
        "on: push\njobs: {}\n", "", "\u{0}\u{FEFF}\r\n\t",
    ]
    static let numbers = ["0", "1", "-1", "2147483647", "-2147483648", "9223372036854775807", "1e300", "null", "\"3\""]

    init(input: FuzzBytes) { self.input = input }

    mutating func stream() -> [UInt8] {
        var count = 0
        while !input.isAtEnd, count < 24 {
            count += 1
            frame(message())
        }
        return out
    }

    mutating func number() -> String { input.pick(Self.numbers) }

    mutating func position() -> String { "{\"line\": \(number()), \"character\": \(number())}" }

    mutating func text() -> String {
        var text = input.pick(Self.documents)
        if input.choose(3) == 0 { text += input.rawText(40) }
        return text
    }

    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 { result += String(format: "\\u%04x", scalar.value) } else { result.unicodeScalars.append(scalar) }
            }
        }
        return result + "\""
    }

    mutating func message() -> String {
        let id = input.choose(4) == 0 ? number() : "\(input.choose(100))"
        let uri = Self.quoted(input.pick(Self.uris))
        switch input.choose(11) {
        case 0: return "{\"jsonrpc\":\"2.0\",\"id\":\(id),\"method\":\"initialize\",\"params\":{\"rootUri\":\(uri)}}"
        case 1: return "{\"jsonrpc\":\"2.0\",\"method\":\"initialized\",\"params\":{}}"
        case 2: return "{\"jsonrpc\":\"2.0\",\"id\":\(id),\"method\":\"shutdown\"}"
        case 3: return "{\"jsonrpc\":\"2.0\",\"method\":\"exit\"}"
        case 4:
            return "{\"jsonrpc\":\"2.0\",\"method\":\"textDocument/didOpen\",\"params\":{\"textDocument\":{\"uri\":\(uri),\"languageId\":\"yaml\",\"version\":\(number()),\"text\":\(Self.quoted(text()))}}}"
        case 5:
            let range = input.choose(3) == 0 ? "" : "\"range\":{\"start\":\(position()),\"end\":\(position())},"
            return "{\"jsonrpc\":\"2.0\",\"method\":\"textDocument/didChange\",\"params\":{\"textDocument\":{\"uri\":\(uri),\"version\":\(number())},\"contentChanges\":[{\(range)\"text\":\(Self.quoted(text()))}]}}"
        case 6:
            return "{\"jsonrpc\":\"2.0\",\"id\":\(id),\"method\":\"textDocument/completion\",\"params\":{\"textDocument\":{\"uri\":\(uri)},\"position\":\(position())}}"
        case 7:
            return "{\"jsonrpc\":\"2.0\",\"id\":\(id),\"method\":\"textDocument/hover\",\"params\":{\"textDocument\":{\"uri\":\(uri)},\"position\":\(position())}}"
        case 8: return "{\"jsonrpc\":\"2.0\",\"method\":\"textDocument/didSave\",\"params\":{\"textDocument\":{\"uri\":\(uri)}}}"
        case 9: return "{\"jsonrpc\":\"2.0\",\"method\":\"textDocument/didClose\",\"params\":{\"textDocument\":{\"uri\":\(uri)}}}"
        default: return input.rawText(30)
        }
    }

    /// The message with a header: mostly right, sometimes a wrong, negative, huge or missing Content-Length.
    mutating func frame(_ body: String) {
        let bytes = Array(body.utf8)
        let header: String
        switch input.choose(8) {
        case 0: header = "Content-Length: -5\r\n\r\n"
        case 1: header = "Content-Length: 9223372036854775807\r\n\r\n"
        case 2: header = "Content-Length: \(max(0, bytes.count - 1 - input.choose(8)))\r\n\r\n"
        case 3: header = "Content-Type: application/vscode-jsonrpc\r\n\r\n"
        case 4: header = "Content-Length: \(bytes.count)\r\nContent-Length: \(bytes.count + 3)\r\n\r\n"
        default: header = "Content-Length: \(bytes.count)\r\n\r\n"
        }
        out += Array(header.utf8) + bytes
    }
}
