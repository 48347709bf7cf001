import NavLintKit
import NavSceneLoader
import NavSceneSession

/// The JSON Schemas (draft 2020-12) in `schemas/`, generated from the loader's tables (`GrammarTables`), the flow
/// parser's and the config parser's keys, with descriptions from Grammar.md and docs/ci.md. Nothing here lists an
/// element, modifier or key by hand: a name added to the loader appears in the schemas when they are regenerated
/// (`NAVSCENE_RECORD=1 swift test --filter SchemaTests`; a test fails while `schemas/` is stale).
public struct SchemaGenerator {
    public static let draft = "https://json-schema.org/draft/2020-12/schema"
    let docs: GrammarDocs
    let ciDocs: GrammarDocs

    /// `grammar`: Grammar.md's text; `ci`: docs/ci.md's.
    public init(grammar: String, ci: String) {
        docs = GrammarDocs(markdown: grammar)
        ciDocs = GrammarDocs(markdown: ci)
    }

    /// File name -> schema, in a fixed order.
    public func schemas() -> [(String, JSONValue)] {
        [("scene.schema.json", sceneSchema()), ("library.schema.json", librarySchema()),
         ("flow.schema.json", flowSchema()), ("navlint-config.schema.json", configSchema())]
    }

    /// Sources/NavLintLSP/GrammarSummaries.swift: Grammar.md's table rows for the language server's hover (the
    /// server ships without Grammar.md).
    public func summariesSource() -> String {
        func literal(_ text: String) -> String {
            "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        }
        func dictionary(_ name: String, _ entries: [String: String]) -> String {
            var out = "    static let \(name): [String: String] = [\n"
            for key in entries.keys.sorted() { out += "        \(literal(key)): \(literal(entries[key]!)),\n" }
            return out + "    ]\n"
        }
        var keys: [String: String] = [:]
        for section in ["Files", "Types", "Actions", "Persistence", "Simulation"] {
            keys.merge(docs.tables[section] ?? [:]) { first, _ in first }
        }
        return """
            // Generated from Grammar.md's tables by SchemaGenerator.summariesSource(); do not edit.
            // Regenerate with NAVSCENE_RECORD=1 swift test --filter SchemaTests (a test fails while it is stale).

            /// Grammar.md's one-line summaries of elements, modifiers and keys, for hover.
            enum GrammarSummaries {

            """ + dictionary("elements", docs.tables["Elements"] ?? [:]) + dictionary("modifiers", docs.tables["Modifiers"] ?? [:])
            + dictionary("keys", keys) + "}\n"
    }

    // MARK: - Scene and library files

    func sceneSchema() -> JSONValue {
        let marker = GrammarTables.sceneFile.filter { SceneFiles.markerKeys.contains($0.name) }.map(\.name)
        return .object([
            ("$schema", .string(Self.draft)),
            ("title", "NavScene scene file"),
            ("description", .string("A scene file (it has \(marker.map { "'\($0)'" }.joined(separator: " or "))) or a library file (neither); see Grammar.md.")),
            ("if", .object([("anyOf", .array(marker.map { .object([("required", .array([.string($0)]))]) }))])),
            ("then", ref("sceneFile")),
            ("else", ref("libraryFile")),
            ("$defs", sceneDefinitions()),
        ])
    }

    func librarySchema() -> JSONValue {
        .object([
            ("$schema", .string(Self.draft)),
            ("title", "NavScene library file"),
            ("description", "A file of declarations that scene files include; see Grammar.md, Includes."),
            ("$ref", "#/$defs/libraryFile"),
            ("$defs", sceneDefinitions()),
        ])
    }

    func sceneDefinitions() -> JSONValue {
        var defs: [(String, JSONValue)] = [
            ("sceneFile", keyed(GrammarTables.sceneFile, section: "Files")),
            ("libraryFile", keyed(GrammarTables.libraryFile, section: "Files")),
            ("scalar", .object([("type", .array(["string", "number", "boolean"]))])),
            ("views", .object([("description", "a view, or a list of views"),
                               ("anyOf", .array([ref("view"), .object([("type", "array"), ("items", ref("view"))])]))])),
            ("view", .object([("anyOf", .array([
                .object([("type", "string"), ("pattern", "^[A-Za-z_]"), ("description", "an element or user view without arguments, or a view parameter")]),
                ref("viewNode"),
            ]))])),
            ("viewNode", view()),
            ("statements", .object([("description", "a statement, or a list of statements (Grammar.md, Actions)"),
                                    ("anyOf", .array([ref("statement"), .object([("type", "array"), ("items", ref("statement"))])]))])),
            ("statement", .object([("anyOf", .array([
                .object([("const", "dismiss")]),
                .object([("type", "object"), ("minProperties", 1), ("properties", properties(GrammarTables.statements, section: "Actions")),
                         ("additionalProperties", false)]),
            ]))])),
        ]
        for name in GrammarTables.keys.keys.sorted() {
            var object = keyed(GrammarTables.keys[name]!, section: Self.sections[name] ?? "")
            if let triggers = GrammarTables.exactlyOne[name], case .object(var pairs) = object {
                pairs.append(("oneOf", .array(triggers.map { .object([("required", .array([.string($0)]))]) })))
                object = .object(pairs)
            }
            if name == "tabEntry", case .object(var pairs) = object {
                // A Tab takes presentational modifiers and badge (Grammar.md, Elements).
                if let index = pairs.firstIndex(where: { $0.0 == "properties" }), case .object(var props) = pairs[index].1 {
                    for modifier in GrammarTables.ignoredModifiers where !props.contains(where: { $0.0 == modifier }) {
                        props.append((modifier, described(.object([]), docs.table("Modifiers", modifier))))
                    }
                    pairs[index].1 = .object(props)
                }
                object = .object(pairs)
            }
            defs.append(("keys." + name, object))
        }
        for name in GrammarTables.elementNames {
            defs.append(("element." + name, elementArguments(name)))
        }
        return .object(defs)
    }

    /// Which Grammar.md section documents the keys of a keyed mapping.
    static let sections = ["type": "Types", "persistence": "Persistence", "simulation": "Simulation"]

    /// A view node: one element (a built-in, a user view, `if` or `switch`) and modifiers beside it.
    func view() -> JSONValue {
        var props: [(String, JSONValue)] = []
        for name in GrammarTables.elementNames {
            props.append((name, described(ref("element." + name), docs.table("Elements", name))))
        }
        for name in GrammarTables.modifierNames {
            let shape = GrammarTables.modifiers[name].map(schema) ?? .object([])
            props.append((name, described(shape, docs.table("Modifiers", name))))
        }
        for name in GrammarTables.ignoredModifiers where !props.contains(where: { $0.0 == name }) {
            props.append((name, described(.object([]), docs.table("Modifiers", name) ?? "accepted and ignored (no navigation meaning)")))
        }
        // Modifiers the loader builds into the view tree (`safeAreaInset`: the view and its inset side by side).
        props.append(("safeAreaInset", described(ref("keys.safeAreaInset"), docs.table("Modifiers", "safeAreaInset"))))
        for conditional in ["if", "switch"] {
            for key in GrammarTables.keys[conditional]! where !props.contains(where: { $0.0 == key.name }) {
                props.append((key.name, described(schema(key.shape), docs.table("Elements", key.name))))
            }
        }
        // An element that is not built in is a user view (declared under 'views'), with its parameters as arguments.
        let userView: JSONValue = .object([("description", "a user view (declared under 'views'): its arguments, parameter: expression")])
        // Exactly one element: a built-in element (or if/switch) allows no other capitalised key beside it.
        var exclusive: [(String, JSONValue)] = []
        for name in GrammarTables.elementNames {
            exclusive.append((name, .object([("propertyNames", .object([("not", .object([("pattern", .string("^(?!\(name)$)[A-Z]"))]))]))])))
        }
        for conditional in ["if", "switch"] {
            exclusive.append((conditional, .object([("propertyNames", .object([("enum", .array(GrammarTables.keys[conditional]!.map { .string($0.name) }))]))])))
        }
        let hasElement: JSONValue = .object([("anyOf", .array([
            .object([("required", ["if"])]), .object([("required", ["switch"])]),
            .object([("not", .object([("propertyNames", .object([("not", .object([("pattern", "^[A-Z]")]))]))]))]),
        ]))])
        return .object([
            ("description", "a view node: one element key (capitalised: a built-in element or a user view; or 'if' / 'switch') and the modifiers applied to it (lower-case keys)"),
            ("type", "object"),
            ("properties", .object(props)),
            ("patternProperties", .object([("^[A-Z]", userView)])),
            ("additionalProperties", false),
            ("dependentSchemas", .object(exclusive)),
            ("allOf", .array([hasElement])),
        ])
    }

    /// A built-in element's value: no value, its named arguments, or the scalar / list that stands for one of them.
    func elementArguments(_ name: String) -> JSONValue {
        guard let spec = GrammarTables.elements[name] else { return .object([]) }   // a name with no table entry yet
        var forms: [JSONValue] = [.object([("type", "null")])]
        if let primary = spec.primary, let key = spec.arguments.first(where: { $0.name == primary }) {
            forms.append(described(schema(key.shape), "'\(primary)'"))
        }
        if spec.listKey != nil { forms.append(ref("views")) }
        if spec.arguments.isEmpty {
            forms.append(.object([("type", "object"), ("maxProperties", 0)]))
        } else {
            forms.append(keyed(spec.arguments, section: ""))
        }
        return .object([("anyOf", .array(forms))])
    }

    // MARK: - Flow files and .navlint.yml

    func flowSchema() -> JSONValue {
        let comments = docs.commented["yaml flow"] ?? [:]
        func key(_ name: String, _ value: JSONValue) -> (String, JSONValue) { (name, described(value, comments[name])) }
        let text: JSONValue = .object([("type", .array(["string", "number", "boolean", "null"]))])
        let list: JSONValue = .object([("type", "array")])
        var expectProps: [(String, JSONValue)] = []
        for name in FlowParser.expectKeys {
            let value: JSONValue
            switch name {
            case "path", "screens", "elements": value = list
            case "selection", "state": value = .object([("type", "object")])
            case "presented": value = .object([("enum", .array(FlowParser.presentedStyles.map { .string($0) }))])
            default: value = text
            }
            expectProps.append(key(name, value))
        }
        var stepProps: [(String, JSONValue)] = []
        for name in FlowParser.stepKeys {
            switch name {
            case "expect": stepProps.append(key(name, .object([("type", "object"), ("properties", .object(expectProps)), ("additionalProperties", false)])))
            case "expect-notes": stepProps.append(key(name, list))
            default: stepProps.append(key(name, .object([("type", "string")])))
            }
        }
        let step: JSONValue = .object([("anyOf", .array([
            .object([("type", "string"), ("description", "a REPL command")]),
            .object([("type", "object"), ("properties", .object(stepProps)), ("additionalProperties", false),
                     ("minProperties", 1), ("maxProperties", 1)]),
        ]))])
        var top: [(String, JSONValue)] = []
        for name in FlowParser.topKeys {
            switch name {
            case "steps": top.append(key(name, .object([("type", "array"), ("items", step)])))
            case "size": top.append(key(name, .object([("enum", ["compact", "regular"])])))
            default: top.append(key(name, .object([("type", "string")])))
            }
        }
        return .object([
            ("$schema", .string(Self.draft)),
            ("title", "NavScene flow file"),
            ("description", "A recorded navigation session replayed by 'navlint test' (Grammar.md, Flow files)."),
            ("type", "object"),
            ("properties", .object(top)),
            ("required", ["scene", "steps"]),
            ("additionalProperties", false),
        ])
    }

    func configSchema() -> JSONValue {
        let comments = ciDocs.commented["yaml"] ?? [:]
        let positive: JSONValue = .object([("type", "integer"), ("minimum", 1)])
        func numbers(_ keys: [String]) -> JSONValue {
            .object([("type", "object"), ("properties", .object(keys.map { ($0, positive) })), ("additionalProperties", false)])
        }
        let globs: JSONValue = .object([("anyOf", .array([.object([("type", "string")]),
                                                          .object([("type", "array"), ("items", .object([("type", "string")]))])]))])
        let severity: JSONValue = .object([("enum", .array(ConfigParser.severityWords.map { .string($0) }))])
        var top: [(String, JSONValue)] = []
        for name in ConfigParser.topKeys {
            let value: JSONValue
            switch name {
            case "rules":
                value = .object([("type", "object"), ("properties", .object(KnownIDs.all.sorted().map { ($0, severity) })),
                                 ("additionalProperties", false)])
            case "include", "exclude": value = globs
            case "exploration": value = numbers(ConfigParser.explorationKeys)
            default: value = numbers(ConfigParser.limitKeys)
            }
            top.append((name, described(value, comments[name])))
        }
        return .object([
            ("$schema", .string(Self.draft)),
            ("title", "navlint configuration (.navlint.yml)"),
            ("description", "See docs/ci.md, Configuration reference."),
            ("type", "object"),
            ("properties", .object(top)),
            ("additionalProperties", false),
        ])
    }

    // MARK: - Shapes

    func keyed(_ keys: [GrammarTables.Key], section: String) -> JSONValue {
        var pairs: [(String, JSONValue)] = [("type", "object"), ("properties", properties(keys, section: section))]
        let required = keys.filter(\.required).map { JSONValue.string($0.name) }
        if !required.isEmpty { pairs.append(("required", .array(required))) }
        pairs.append(("additionalProperties", false))
        return .object(pairs)
    }

    func properties(_ keys: [GrammarTables.Key], section: String) -> JSONValue {
        .object(keys.map { key in (key.name, described(schema(key.shape), docs.table(section, key.name))) })
    }

    func schema(_ shape: GrammarTables.Shape) -> JSONValue {
        switch shape {
        case .name: return described(ref("scalar"), "a name")
        case .type: return described(ref("scalar"), "a type: a name, Name?, [Name] or Name.ID")
        case .path: return .object([("type", "string"), ("description", "a file path, relative to this file")])
        case .text: return described(ref("scalar"), "text")
        case .template: return described(ref("scalar"), "display text; {expression} parts are evaluated")
        case .expression: return described(ref("scalar"), "an expression (Grammar.md, Expressions)")
        case .binding: return .object([("type", "string"), ("pattern", "^\\s*\\$"), ("description", "a binding to state: $name")])
        case .wholeNumber: return .object([("type", .array(["integer", "string"]))])
        case .bool: return .object([("type", "boolean")])
        case .choice(let words): return .object([("enum", .array(words.map { .string($0) }))])
        case .views: return ref("views")
        case .statements: return ref("statements")
        case .list(let item): return .object([("type", "array"), ("items", schema(item))])
        case .oneOrList(let item): return .object([("anyOf", .array([schema(item), .object([("type", "array"), ("items", schema(item))])]))])
        case .mapping(let value): return .object([("type", "object"), ("additionalProperties", schema(value))])
        case .keyed(let name): return ref("keys." + name)
        case .elementArguments(let name): return ref("element." + name)
        case .either(let a, let b): return .object([("anyOf", .array([schema(a), schema(b)]))])
        case .none: return .object([("type", "null")])
        case .anything: return .object([])
        }
    }

    func ref(_ name: String) -> JSONValue { .object([("$ref", .string("#/$defs/" + name))]) }

    /// Adds a description (editors show it on hover); a `$ref` keeps its siblings in draft 2020-12.
    func described(_ value: JSONValue, _ description: String?) -> JSONValue {
        guard let description, case .object(var pairs) = value else { return value }
        if let index = pairs.firstIndex(where: { $0.0 == "description" }) { pairs[index].1 = .string(description) } else {
            pairs.insert(("description", .string(description)), at: 0)
        }
        return .object(pairs)
    }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral {
    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int) { self = .int(value) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
}
