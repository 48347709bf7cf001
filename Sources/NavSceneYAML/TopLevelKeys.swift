internal import CLibYAML
import NavSceneDiagnostics

/// A cheap look at a YAML file's top-level mapping keys, for deciding whether a file is worth loading (navlint's
/// directory walk): libyaml's events are pulled without building a tree, nested content is skipped by depth, and the
/// probe stops at the first key in `stopAt`. It reads no more than the floor of parsing (libyaml alone), and for a
/// scene file, which says `scene:` on its first line, a few events.
public enum TopLevelKeys {
    public enum Verdict: Equatable, Sendable {
        /// One of the `stopAt` keys is a top-level key.
        case found(String)
        /// The file is valid YAML (its first document) and has none of them at the top level.
        case absent
        /// libyaml stopped with a syntax error (or the bytes are not UTF-8) before any of them was seen.
        case unreadable
    }

    public static func probe(_ bytes: [UInt8], stopAt keys: Set<String>) -> Verdict {
        guard SourceScan(bytes).invalidOffset == nil else { return .unreadable }
        return bytes.withUnsafeBufferPointer { input -> Verdict in
            let parser = LibYAMLParser(input: input)
            var depth = 0
            var expectingKey = false   // inside the root mapping, at a key position
            var rootIsMapping = false
            while true {
                guard parser.next() else { return .unreadable }
                let event = parser.event.pointee
                switch event.type {
                case YAML_STREAM_END_EVENT, YAML_DOCUMENT_END_EVENT:
                    return .absent
                case YAML_MAPPING_START_EVENT, YAML_SEQUENCE_START_EVENT:
                    if depth == 0 { rootIsMapping = event.type == YAML_MAPPING_START_EVENT; expectingKey = rootIsMapping }
                    else if depth == 1 && rootIsMapping { expectingKey = false }   // a collection as a key or value
                    depth += 1
                case YAML_MAPPING_END_EVENT, YAML_SEQUENCE_END_EVENT:
                    depth -= 1
                    if depth == 0 { return .absent }
                    if depth == 1 && rootIsMapping { expectingKey = true }   // after a nested value comes a key
                case YAML_SCALAR_EVENT, YAML_ALIAS_EVENT:
                    guard depth == 1, rootIsMapping else { continue }
                    if expectingKey, event.type == YAML_SCALAR_EVENT {
                        let data = event.data.scalar
                        let key = String(decoding: UnsafeBufferPointer(start: data.value, count: Int(data.length)), as: UTF8.self)
                        if keys.contains(key) { return .found(key) }
                    }
                    expectingKey.toggle()
                default:
                    continue
                }
            }
        }
    }
}
