import NavSceneDiagnostics
import NavSceneModel
import NavSceneYAML

/// One item of an enum's `enum:` list, written as Swift writes the case: `settings`, `recipe(Recipe)`,
/// `detail(id: Recipe.ID, tab: Tab?)`, `dessert = 2`, `mint = "Mint"`.
enum EnumCaseSyntax {
    static func parse(_ text: String, in enumName: String, at node: YAMLNode, context: LoadContext) -> TypeDecl.EnumCase? {
        var body = Substring(text)
        func trim(_ s: Substring) -> Substring {
            var s = s
            while s.first == " " || s.first == "\t" { s.removeFirst() }
            while s.last == " " || s.last == "\t" { s.removeLast() }
            return s
        }
        func fail(_ message: String) -> TypeDecl.EnumCase? {
            context.bag.error("invalid-value", message, at: node.range)
            return nil
        }
        var rawValue: Value?
        if let equals = body.firstIndex(of: "=") {
            let literal = trim(body[body.index(after: equals)...])
            body = trim(body[..<equals])
            if let int = Int(literal) {
                rawValue = .int(int)
            } else if literal.count >= 2, let quote = literal.first, quote == "\"" || quote == "'", literal.last == quote {
                rawValue = .string(String(literal.dropFirst().dropLast()))
            } else {
                return fail("the raw value of a case is a whole number or a quoted string ('dessert = 2', 'mint = \"Mint\"'), not '\(literal)'")
            }
        }
        body = trim(body)
        var associated: [TypeDecl.AssociatedValue] = []
        if let open = body.firstIndex(of: "(") {
            guard body.last == ")" else { return fail("'\(text)' opens '(' without closing it; write 'name(Type, label: Type)'") }
            let inner = body[body.index(after: open)..<body.index(before: body.endIndex)]
            body = trim(body[..<open])
            for part in inner.split(separator: ",", omittingEmptySubsequences: false) {
                var item = trim(part)
                var label: String?
                if let colon = item.firstIndex(of: ":") {
                    let name = trim(item[..<colon])
                    guard isName(name) else {
                        return fail("'\(name)' is not a label; write 'name(label: Type)' or 'name(Type)'")
                    }
                    label = String(name)
                    item = trim(item[item.index(after: colon)...])
                }
                guard let type = TypeRef.parse(String(item)) else {
                    return fail("'\(item)' is not a type in case '\(body)' of '\(enumName)'; write 'name(Type, label: Type)'")
                }
                associated.append(.init(label: label, type: type))
            }
        }
        let name = String(body)
        guard LoadContext.isASCIIName(name.utf8) || isName(Substring(name)) else {
            return fail("an enum case must be a name, 'name(Type, ...)' or 'name = raw value', not '\(text)'")
        }
        if name == "nil" { return fail("'nil' is a Swift keyword, not a case name; choose another name") }
        if rawValue != nil, !associated.isEmpty {
            return fail("case '\(name)' cannot have both associated values and a raw value")
        }
        return TypeDecl.EnumCase(name: name, range: node.range, associated: associated, rawValue: rawValue)
    }

    private static func isName(_ text: Substring) -> Bool {
        guard let first = text.first, !first.isNumber else { return false }
        return text.unicodeScalars.allSatisfy(LoadContext.isNameScalar)
    }
}
