import NavSceneModel

/// Tuist's `Project.swift` (a project generated from Swift code, with no `.xcodeproj` checked in): navlint does not run
/// it, so which files form each target is not read, and the folders are guessed as modules. What it reads is the
/// platforms the project builds for, from its targets' `destinations:` (`[.mac]`, `.macOS`, `[.iPhone, .iPad]`) and
/// the older `platform:` (`.macOS`), written as literals: a project that builds only for macOS is checked as a macOS
/// app (a window's toolbar shows items outside any navigation container). Any other value, or none, leaves the
/// platform unknown (iOS, as for a folder with no manifest). One pass over the text, comments and strings skipped.
public enum TuistManifest {
    public static let fileName = "Project.swift"

    /// The platforms the manifest's literal `destinations:` and `platform:` arguments name; nil when the file is not a
    /// Tuist manifest (it does not import `ProjectDescription`) or an argument names something else (a variable, a
    /// helper's result): then what it builds for is not known from the text.
    public static func platforms(in text: String) -> Set<Platform>? {
        let code = Array(withoutCommentsAndStrings(text).utf8)
        guard contains(code, "import ProjectDescription") else { return nil }
        var found: Set<Platform> = []
        var index = 0
        while index < code.count {
            guard let end = labelEnd(code, index) else { index += 1; continue }
            var at = end
            skipSpaces(code, &at)
            guard at < code.count, code[at] == UInt8(ascii: ":") else { index = end; continue }
            at += 1
            skipSpaces(code, &at)
            var names: [String] = []
            if at < code.count, code[at] == UInt8(ascii: "[") {
                at += 1
                while at < code.count, code[at] != UInt8(ascii: "]") {
                    skipSpaces(code, &at)
                    guard let name = member(code, &at) else { return nil }
                    names.append(name)
                    skipSpaces(code, &at)
                    if at < code.count, code[at] == UInt8(ascii: ",") { at += 1 }
                }
            } else {
                guard let name = member(code, &at) else { return nil }
                names.append(name)
            }
            for name in names {
                guard let platform = platform(named: name) else { return nil }
                found.insert(platform)
            }
            index = at
        }
        return found.isEmpty ? nil : found
    }

    /// `.mac`, `.macOS` (`Destinations.macOS`), `.iPhone`, `.iPad`, `.macWithiPadDesign`, `.macCatalyst`, `.iOS`
    /// (an iOS app, also where it runs on a Mac), `.appleTv`, `.tvOS`, `.appleWatch`, `.watchOS`, `.appleVision`,
    /// `.visionOS`.
    static func platform(named name: String) -> Platform? {
        switch name {
        case "mac", "macOS": return .macOS
        case "iPhone", "iPad", "iOS", "macWithiPadDesign", "macCatalyst", "appleVisionWithiPadDesign": return .iOS
        case "appleTv", "tvOS": return .tvOS
        case "appleWatch", "watchOS": return .watchOS
        case "appleVision", "visionOS": return .visionOS
        default: return nil
        }
    }

    /// Where `destinations` or `platform` written as a whole word at `index` ends; nil for anything else.
    private static func labelEnd(_ code: [UInt8], _ index: Int) -> Int? {
        for label in labels {
            guard index + label.count <= code.count, code[index..<index + label.count].elementsEqual(label) else { continue }
            if index > 0, isIdentifier(code[index - 1]) { return nil }
            let end = index + label.count
            if end < code.count, isIdentifier(code[end]) { return nil }
            return end
        }
        return nil
    }

    /// The argument labels read, as bytes once.
    private static let labels: [[UInt8]] = [Array("destinations".utf8), Array("platform".utf8)]

    /// `.name` or `Type.name` (the last member is the name); advances past it.
    private static func member(_ code: [UInt8], _ at: inout Int) -> String? {
        var last: [UInt8] = []
        var sawDot = false
        while at < code.count {
            if code[at] == UInt8(ascii: ".") { sawDot = true; last = []; at += 1; continue }
            guard isIdentifier(code[at]) else { break }
            last.append(code[at]); at += 1
        }
        guard sawDot, !last.isEmpty else { return nil }
        return String(decoding: last, as: UTF8.self)
    }

    private static func skipSpaces(_ code: [UInt8], _ at: inout Int) {
        while at < code.count, [UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\t"), UInt8(ascii: "\r")].contains(code[at]) { at += 1 }
    }

    private static func isIdentifier(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
    }

    private static func contains(_ code: [UInt8], _ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard let first = bytes.first, bytes.count <= code.count else { return false }
        for start in 0...(code.count - bytes.count) where code[start] == first && code[start..<start + bytes.count].elementsEqual(bytes) { return true }
        return false
    }

    /// The text with `//` and `/* */` comments and string literals (`"""` multi-line ones too) blanked out (newlines kept).
    static func withoutCommentsAndStrings(_ text: String) -> String {
        var out: [UInt8] = []
        let bytes = Array(text.utf8)
        out.reserveCapacity(bytes.count)
        var i = 0
        while i < bytes.count {
            let byte = bytes[i]
            if byte == UInt8(ascii: "/"), i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "/") {
                while i < bytes.count, bytes[i] != UInt8(ascii: "\n") { i += 1 }
            } else if byte == UInt8(ascii: "/"), i + 1 < bytes.count, bytes[i + 1] == UInt8(ascii: "*") {
                i += 2
                while i < bytes.count, !(bytes[i] == UInt8(ascii: "*") && i + 1 < bytes.count && bytes[i + 1] == UInt8(ascii: "/")) {
                    if bytes[i] == UInt8(ascii: "\n") { out.append(bytes[i]) }
                    i += 1
                }
                i += 2
            } else if byte == UInt8(ascii: "\""), i + 2 < bytes.count, bytes[i + 1] == UInt8(ascii: "\""), bytes[i + 2] == UInt8(ascii: "\"") {
                // A multi-line string: blanked to its closing `"""` (newlines kept, so lines stay where they were).
                out.append(UInt8(ascii: "\""))
                i += 3
                while i < bytes.count, !(bytes[i] == UInt8(ascii: "\"") && i + 2 < bytes.count && bytes[i + 1] == UInt8(ascii: "\"") && bytes[i + 2] == UInt8(ascii: "\"")) {
                    if bytes[i] == UInt8(ascii: "\\") { i += 1 } else if bytes[i] == UInt8(ascii: "\n") { out.append(bytes[i]) }
                    i += 1
                }
                out.append(UInt8(ascii: "\""))
                i += 3
            } else if byte == UInt8(ascii: "\"") {
                out.append(UInt8(ascii: "\""))
                i += 1
                while i < bytes.count, bytes[i] != UInt8(ascii: "\"") && bytes[i] != UInt8(ascii: "\n") {
                    if bytes[i] == UInt8(ascii: "\\") { i += 1 }
                    i += 1
                }
                out.append(UInt8(ascii: "\""))
                i += 1
            } else {
                out.append(byte)
                i += 1
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
