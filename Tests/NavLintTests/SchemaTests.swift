import Foundation
import NavLintKit
import NavSceneDiagnostics
import NavSceneSchemas
import NavSceneYAML
import XCTest

/// schemas/*.json are generated from the loader's tables (a test fails when they drift), and validated with a real
/// JSON Schema validator (python-jsonschema, Draft 2020-12; Scripts/test.sh installs it): every Example, flow and
/// config validates, and Grammar.md's bad snippets whose mistake is a shape error do not.
final class SchemaTests: XCTestCase {
    let root = NavLintProcess.packageRoot
    var schemasDir: URL { root.appendingPathComponent("schemas") }

    func generated() throws -> [(String, JSONValue)] {
        let grammar = try String(contentsOf: root.appendingPathComponent("Grammar.md"), encoding: .utf8)
        let ci = try String(contentsOf: root.appendingPathComponent("docs/ci.md"), encoding: .utf8)
        return SchemaGenerator(grammar: grammar, ci: ci).schemas()
    }

    func testCommittedSchemasAreCurrent() throws {
        try skipWithoutSwiftFrontEnd()
        for (name, schema) in try generated() {
            Golden.check(schema.rendered() + "\n", against: schemasDir.appendingPathComponent(name))
        }
        let grammar = try String(contentsOf: root.appendingPathComponent("Grammar.md"), encoding: .utf8)
        Golden.check(SchemaGenerator(grammar: grammar, ci: "").summariesSource(),
                     against: root.appendingPathComponent("Sources/NavLintLSP/GrammarSummaries.swift"))
    }

    func testSchemasCarryGrammarDescriptionsAndTheLoaderNames() throws {
        let scene = try XCTUnwrap(try generated().first { $0.0 == "scene.schema.json" }?.1).rendered()
        XCTAssertTrue(scene.contains("\"description\": \"value: path or list of paths; required: no; meaning: library files whose declarations join this file"), scene.prefix(3000).description)
        XCTAssertTrue(scene.contains("\"element.LazyVGrid\""))
        XCTAssertTrue(scene.contains("\"navigationSplitViewStyle\""))   // an ignored modifier, from Modifier.presentational
    }

    // MARK: - Validation

    struct Case { var name: String; var schema: String; var yaml: SourceFile }

    func testExamplesFlowsAndConfigsValidateAndShapeMistakesDoNot() throws {
        var valid: [Case] = []
        let scene = schemasDir.appendingPathComponent("scene.schema.json").path
        let fm = FileManager.default
        let examples = root.appendingPathComponent("Examples")
        for case let relative as String in fm.enumerator(atPath: examples.path)! {
            let path = examples.appendingPathComponent(relative).path
            if relative.hasSuffix(".yaml") {
                valid.append(Case(name: "Examples/" + relative, schema: scene, yaml: try source(path)))
            } else if relative.hasSuffix(".navflow") {
                valid.append(Case(name: "Examples/" + relative, schema: schemasDir.appendingPathComponent("flow.schema.json").path, yaml: try source(path)))
            }
        }
        XCTAssertGreaterThan(valid.count, 30)
        for config in ["project/.navlint.yml", "project/custom/.navlint.yml", "project/strict/.navlint.yml"] {
            let path = NavLintProcess.fixtures.appendingPathComponent("config/" + config).path
            valid.append(Case(name: config, schema: schemasDir.appendingPathComponent("navlint-config.schema.json").path, yaml: try source(path)))
        }
        let grammar = try String(contentsOf: root.appendingPathComponent("Grammar.md"), encoding: .utf8)
        var bad: [Case] = []
        for snippet in Self.snippets(grammar) {
            let file = SourceFile(path: "Grammar.md:\(snippet.line)", text: snippet.text)
            if !snippet.bad { valid.append(Case(name: file.path, schema: scene, yaml: file)); continue }
            guard let first = snippet.text.split(separator: "\n").first,
                  Self.shapeIDs.contains(where: { first.hasPrefix("# \($0)") }) else { continue }
            bad.append(Case(name: file.path, schema: scene, yaml: file))
        }
        XCTAssertGreaterThan(bad.count, 8)
        let results = try validate(valid + bad)
        for item in valid { XCTAssertEqual(results[item.name]?.valid, true, "\(item.name): \(results[item.name]?.error ?? "not validated")") }
        func isException(_ item: Case) -> Bool {
            Self.notShapeErrors.contains(String(decoding: item.yaml.bytes.prefix { $0 != 10 }, as: UTF8.self))
        }
        for item in bad where !isException(item) {
            XCTAssertEqual(results[item.name]?.valid, false, "\(item.name) is a shape mistake but validates")
        }
        // The exceptions are real: a schema cannot see them, and the list stays exact.
        let exceptions = bad.filter(isException)
        XCTAssertEqual(exceptions.count, Self.notShapeErrors.count, "a notShapeErrors snippet is gone from Grammar.md")
        for item in exceptions { XCTAssertEqual(results[item.name]?.valid, true, "\(item.name) is caught now; drop it from notShapeErrors") }
    }

    /// The loading errors about shape (which keys, which kinds of value).
    static let shapeIDs = ["unknown-key", "wrong-shape", "unknown-modifier", "missing-key"]

    /// Bad snippets (by their first line) announcing a shape id whose mistake a schema cannot express, with why.
    static let notShapeErrors: Set<String> = [
        // depends on the enum's cases
        "# missing-key: a property needs a value for every case (sandwich is missing)",
        // depends on the declared fields
        "# missing-key: 'title' is not optional",
        // depends on the declared type
        "# missing-key: an enum variable needs 'initial'",
        // depends on the enum's associated values
        "# wrong-shape: 'recipe' has one associated value, the pattern binds two",
        // one of two keys ('isPresented' or 'item'): the schema, made from the key tables, requires neither
        "# missing-key: an alert needs 'isPresented' (or 'item')",
    ]

    struct Outcome: Decodable { var name: String; var valid: Bool; var error: String? }

    func validate(_ cases: [Case]) throws -> [String: Outcome] {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("navscene-schema-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        var manifest: [[String: String]] = []
        for (index, item) in cases.enumerated() {
            let document = YAMLParser.parse(item.yaml)
            XCTAssertEqual(document.diagnostics.map(\.message), [], item.name)
            let instance = dir.appendingPathComponent("\(index).json")
            let json = try JSONSerialization.data(withJSONObject: Self.json(document.root), options: [.fragmentsAllowed])
            try json.write(to: instance)
            manifest.append(["name": item.name, "schema": item.schema, "instance": instance.path])
        }
        let manifestURL = dir.appendingPathComponent("manifest.json")
        try JSONSerialization.data(withJSONObject: manifest).write(to: manifestURL)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", root.appendingPathComponent("Tests/NavLintTests/validate_schemas.py").path, manifestURL.path]
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let output = out.fileHandleForReading.readDataToEndOfFile()
        let message = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        // Not a skip: CI must validate (Scripts/test.sh installs jsonschema).
        XCTAssertEqual(process.terminationStatus, 0, "the validator failed (pip install jsonschema):\n\(message)")
        var results: [String: Outcome] = [:]
        for line in String(decoding: output, as: UTF8.self).split(separator: "\n") {
            let outcome = try JSONDecoder().decode(Outcome.self, from: Data(line.utf8))
            results[outcome.name] = outcome
        }
        return results
    }

    /// YAML -> JSON as an editor's YAML language server sees it (YAML 1.2 core schema for plain scalars).
    static func json(_ node: Node?) -> Any {
        guard let node else { return NSNull() }
        switch node.content {
        case .mapping(let pairs):
            var object: [String: Any] = [:]
            for pair in pairs { object[pair.key.string ?? ""] = json(pair.value) }
            return object
        case .sequence(let items): return items.map { json($0) }
        case .scalar(let scalar):
            guard scalar.style == .plain else { return scalar.value }
            switch scalar.value {
            case "", "~", "null", "Null", "NULL": return NSNull()
            case "true", "True", "TRUE": return true
            case "false", "False", "FALSE": return false
            default:
                if let int = Int(scalar.value) { return int }
                if scalar.value.first?.isNumber == true || scalar.value.first == "-", let double = Double(scalar.value) { return double }
                return scalar.value
            }
        }
    }

    func source(_ path: String) throws -> SourceFile {
        SourceFile(path: path, text: try String(contentsOfFile: path, encoding: .utf8))
    }

    /// ```yaml and ```yaml bad blocks with the line of their fence.
    static func snippets(_ markdown: String) -> [(line: Int, bad: Bool, text: String)] {
        var result: [(Int, Bool, String)] = []
        var open: (line: Int, bad: Bool, lines: [Substring])?
        for (index, line) in markdown.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if var block = open {
                if line.trimmingCharacters(in: .whitespaces) == "```" {
                    result.append((block.line, block.bad, block.lines.joined(separator: "\n") + "\n"))
                    open = nil
                } else { block.lines.append(line); open = block }
            } else if line == "```yaml" || line == "```yaml bad" {
                open = (index + 1, line.hasSuffix(" bad"), [])
            }
        }
        return result
    }
}
