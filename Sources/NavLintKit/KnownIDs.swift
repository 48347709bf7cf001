import NavSceneDiagnostics

/// Every diagnostic id a user may name in a config, a suppression comment or `--disable`.
///
/// Rule ids come from the rule catalogue; the others are fixed here, in one place, so config validation, SARIF rule
/// metadata and did-you-mean suggestions agree.
public enum KnownIDs {
    /// Ids produced by the YAML layer and the scene loader (as documented on `SceneLoader`), with a one-line summary each
    /// (for SARIF rule metadata and `navlint rules`).
    public static let loader: [(id: String, summary: String)] = [
        ("yaml-syntax", "The file is not well-formed YAML."),
        ("invalid-utf8", "The file is not valid UTF-8."),
        ("duplicate-key", "A key appears twice in one mapping."),
        ("undefined-alias", "An alias names an anchor that is not defined before it."),
        ("multiple-documents", "A scene file holds more than one YAML document."),
        ("limit-file-size", "The file is larger than the configured limit."),
        ("limit-depth", "Mappings and sequences nest deeper than the configured limit."),
        ("limit-parse-time", "swift-syntax did not parse a Swift file within the deadline (the file is not checked)."),
        ("limit-alias-expansion", "Alias expansion adds more nodes than the configured limit."),
        ("io-error", "A file cannot be read."),
        ("empty-file", "The file holds no YAML content."),
        ("include-missing", "An included file cannot be read."),
        ("include-cycle", "Files include each other in a cycle."),
        ("limit-include-depth", "Includes nest deeper than the configured limit."),
        ("unknown-key", "A key the scene language does not define."),
        ("missing-key", "A required key is missing."),
        ("wrong-shape", "A value has the wrong YAML shape (mapping, sequence or scalar)."),
        ("invalid-value", "A value is not one the key accepts."),
        ("unknown-element", "A view element the scene language does not define."),
        ("unknown-modifier", "A view modifier the scene language does not define (ignored)."),
        ("deprecated-form", "A form the scene language still reads but no longer means the same (with a fix-it)."),
        ("unknown-type", "A type name that is not declared."),
        ("unknown-name", "A name that is not declared."),
        ("unknown-view", "A view that is not declared."),
        ("unknown-state", "A state variable that is not declared."),
        ("unknown-action", "An action that is not declared."),
        ("unknown-field", "A field the type does not have."),
        ("unknown-case", "A case the enum does not have."),
        ("unknown-argument", "An argument the view or query does not take."),
        ("missing-argument", "A required argument is missing."),
        ("type-mismatch", "A value of the wrong type."),
        ("incomplete-switch", "A switch does not cover every case."),
        ("unneeded-default", "A '??' default follows a value that is never nil."),
        ("recursive-view", "A view instantiates itself with no navigation in between."),
        ("recursive-query", "A query calls itself, directly or through other queries."),
        ("recursive-action", "An action runs itself, directly or through other actions."),
        ("limit-view-expansion", "A body expands to more view nodes than the limit once its views are inlined."),
        ("limit-query-expansion", "A query expands to more expression nodes than the limit once its calls are inlined."),
        ("limit-action-expansion", "An action or Button runs more statements than the limit once its actions are inlined."),
        ("expression-syntax", "An expression cannot be parsed."),
        ("limit-expression-depth", "An expression nests deeper than the limit."),
        ("duplicate-declaration", "A name is declared twice."),
        ("duplicate-identity", "Two records of one type share an identity."),
        ("dangling-reference", "A record refers to an identity that does not exist."),
    ]

    /// Ids navlint itself produces.
    public static let navlint: [(id: String, summary: String)] = [
        ("unused-suppression", "A `# navlint:` suppression comment suppresses nothing."),
        ("unknown-rule", "A suppression comment, config or option names a rule that does not exist."),
        ("invalid-config", "A `.navlint.yml` value is invalid."),
        ("swift-target-guessed", "No Package.swift or .xcodeproj: the Swift files under a directory are checked as one module, guessed from the folders (an info)."),
        ("exploration-budget", "A check could not finish within its bound: a possible finding (of the rule it names, at the candidate's line) the witness search could not confirm or rule out, or a scene past the analysis' bound."),
    ]

    /// The severity an id's findings have unless configured (the loader's few warnings, navlint's own).
    public static func defaultSeverity(_ id: String) -> Severity {
        if id == LintTarget.guessedID { return .info }
        if let rule = Analysis.ruleDescriptions.first(where: { $0.id == id }) { return rule.defaultSeverity }
        return ["dangling-reference", "incomplete-switch", "unneeded-default", "unused-suppression", "unknown-rule", "unknown-modifier",
                "deprecated-form"].contains(id) ? .warning : .error
    }

    public static var ruleIDs: [String] { Analysis.ruleDescriptions.map(\.id) }

    /// Everything that is a valid id, sorted.
    public static var all: [String] {
        Array(Set(ruleIDs + loader.map(\.id) + navlint.map(\.id))).sorted()
    }

    /// `unknown rule 'x'; did you mean 'y'?`, or a pointer to `navlint rules` when nothing is close.
    public static func unknownRuleMessage(_ id: String) -> String {
        let suggestion = Suggestions.didYouMean(id, in: all)
        return "unknown rule '\(id)'" + (suggestion.isEmpty ? "; `navlint rules` lists them" : suggestion)
    }
}
