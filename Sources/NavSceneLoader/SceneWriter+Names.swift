import NavSceneModel

/// The names a written scene uses. A front end's model may hold names the scene language cannot (Swift's nested
/// `Outer.Inner`, a closure's `$0`, a view `_Preview` or one named like a built-in element): each such name gets one
/// spelling the language can hold, the same everywhere it is written (declarations, types, expressions, bindings,
/// statements), distinct from every other name of the scene. `renamed` lists them for the file's end.
final class SceneNames {
    /// Names the scene declares (types, views, state, actions): a new spelling never takes one of them.
    private let declared: Set<String>
    private var taken: Set<String>
    private var spellings: [String: String] = [:]
    private var viewSpellings: [String: String] = [:]
    /// (original, written) in the order first written.
    private(set) var renamed: [(String, String)] = []

    init(_ scene: Scene) {
        var names = Set(scene.typeOrder).union(scene.viewOrder).union(scene.state.map(\.name)).union(scene.computed.keys)
        names.formUnion(scene.actionOrder)
        for view in scene.views.values { names.formUnion(view.state.map(\.name)); names.formUnion(view.parameters.map(\.name)) }
        declared = names
        taken = names
    }

    /// Any name but a view's: letters, digits and `_`, not starting with a digit, not `true`/`false`/`nil`.
    /// A dotted text that is not a declared name (`model.isOn` read as one chain) is member access, kept as it is.
    func name(_ text: String) -> String {
        if SceneNames.isName(text) || (text.contains(".") && !declared.contains(text)) { return text }
        if let known = spellings[text] { return known }
        let written = fresh(SceneNames.sanitised(text))
        spellings[text] = written
        renamed.append((text, written))
        return written
    }

    /// A view's name: a name that starts with a capital letter and is not a built-in element's.
    func view(_ text: String) -> String {
        if SceneNames.isName(text), ViewLoader.isCapitalised(text), !ViewLoader.elementNames.contains(text) { return text }
        if let known = viewSpellings[text] { return known }
        var base = SceneNames.sanitised(text)
        while base.hasPrefix("_") { base.removeFirst() }
        if !ViewLoader.isCapitalised(base) { base = "View" + base }
        if ViewLoader.elementNames.contains(base) { base += "View" }
        let written = fresh(base)
        viewSpellings[text] = written
        renamed.append((text, written))
        return written
    }

    private func fresh(_ base: String) -> String {
        var candidate = base, counter = 1
        while taken.contains(candidate) { counter += 1; candidate = "\(base)\(counter)" }
        taken.insert(candidate)
        return candidate
    }

    func text(_ type: TypeRef) -> String { type.text(renaming: name) }
    func text(_ expression: Expression) -> String { expression.text(renaming: name) }
    func quoted(_ type: TypeRef) -> String { SceneWriter.quote(text(type)) }
    func quoted(_ expression: Expression) -> String { SceneWriter.quote(text(expression)) }
    func template(_ template: Template) -> String { SceneWriter.quote(template.text(renaming: name)) }

    static func isName(_ text: String) -> Bool {
        !text.isEmpty && !ExpressionParser.reservedWords.contains(text) && text.unicodeScalars.allSatisfy(LoadContext.isNameScalar)
            && !(text.first?.isNumber ?? true)
    }

    /// `Outer.Inner` -> `Outer_Inner`, `$0` -> `_0`, a leading digit or a reserved word prefixed with `_`.
    static func sanitised(_ text: String) -> String {
        var out = String(String.UnicodeScalarView(text.unicodeScalars.map { LoadContext.isNameScalar($0) ? $0 : "_" }))
        if out.isEmpty || out.first!.isNumber || ExpressionParser.reservedWords.contains(out) { out = "_" + out }
        return out
    }
}
