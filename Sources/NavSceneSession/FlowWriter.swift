import Foundation
import NavSceneModel
import NavSceneRuntime

/// Writes a session as a flow file (`record FILE`): its commands so far, then an `expect:` of the current screen, so
/// replaying it checks that the scene still navigates the same way.
struct FlowWriter {
    let session: Session

    func flowText(flowPath: String) -> String {
        let facts = ScreenFacts(frame: session.runtime.frame, navigator: session.navigator)
        var out = "# Recorded with `navlint repl`; replay with `navlint test \((flowPath as NSString).lastPathComponent)`.\n"
        out += "scene: \(yamlScalar(relativePath(of: session.scenePath, from: flowPath)))\n"
        out += "size: \(session.initialSize.rawValue)\n"
        out += "steps:\n"
        for command in session.journal { out += "  - \(yamlScalar(command))\n" }
        out += "  - expect:\n"
        if let top = facts.top {
            out += "      top: \(yamlScalar(top.view))\n"
            if let title = top.title { out += "      title: \(yamlScalar(title))\n" }
        }
        out += "      screens: [" + facts.screens.map(yamlScalar).joined(separator: ", ") + "]\n"
        out += "      path: [" + facts.pathNames.map(yamlScalar).joined(separator: ", ") + "]\n"
        if let tab = facts.tab { out += "      tab: \(yamlScalar(tab))\n" }
        if facts.presented != "none" { out += "      presented: \(facts.presented)\n" }
        return out
    }

    /// Plain when YAML reads it back unchanged, else double-quoted.
    func yamlScalar(_ text: String) -> String {
        let special = CharacterSet(charactersIn: ":#,[]{}&*!|>'\"%@`")
        let reserved = ["", "~", "null", "true", "false", "yes", "no", "on", "off"]
        let plain = text.unicodeScalars.allSatisfy { !special.contains($0) && $0.value >= 0x20 }
            && !reserved.contains(text.lowercased()) && text.first != "-" && text.first != " " && text.last != " "
            && text.first != "?" && Double(text) == nil
        if plain { return text }
        if !text.contains("'"), text.unicodeScalars.allSatisfy({ $0.value >= 0x20 }) { return "'" + text + "'" }
        var out = "\""
        for ch in text.unicodeScalars {
            switch ch {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            default: out.unicodeScalars.append(ch)
            }
        }
        return out + "\""
    }

    /// `target` relative to the directory of `file`; both made absolute against the working directory first.
    func relativePath(of target: String, from file: String) -> String {
        let base = session.workingDirectory ?? FileManager.default.currentDirectoryPath
        func absolute(_ p: String) -> [String] {
            let full = p.hasPrefix("/") ? p : base + "/" + p
            var parts: [String] = []
            for part in full.split(separator: "/") {
                if part == "." { continue }
                if part == ".." { _ = parts.popLast(); continue }
                parts.append(String(part))
            }
            return parts
        }
        let to = absolute(target)
        let from = Array(absolute(file).dropLast())
        var common = 0
        while common < min(to.count, from.count), to[common] == from[common] { common += 1 }
        let ups = Array(repeating: "..", count: from.count - common)
        return (ups + to[common...]).joined(separator: "/")
    }
}
