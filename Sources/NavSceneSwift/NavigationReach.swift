import SwiftSyntax

/// Whether code the front end cannot translate may still navigate. Code navigates only through what can reach the
/// model's navigation state: a state variable or binding the model holds, an object of the module (a router, a model
/// whose methods push), an environment action (`dismiss`, `openURL`), a closure passed in (`onSelect`), or a function
/// of the module that does one of these. Code that reaches none of them (`print(...)`, `let panel = NSOpenPanel()`,
/// `try await Task.sleep(...)`, a write to a property the model does not hold) cannot push, pop, select, present or
/// dismiss anything the model holds, so it is not a navigation site: it is left out, not counted as unknown.
///
/// The decision is syntactic and conservative: every name the code refers to (closures included) is looked up; a name
/// that is not provably inert makes the code "may navigate". Functions and methods of the module are followed through
/// their bodies, each decided once (a call cycle that reaches nothing else reaches nothing), so the cost is linear in
/// the code read.
extension ExpressionTranslator {
    /// Whether `node` (a statement or an expression) may navigate.
    func mayNavigate(_ node: some SyntaxProtocol) -> Bool {
        let finder = ReferencedNames(viewMode: .sourceAccurate)
        finder.walk(node)
        return finder.names.contains { mayNavigate(through: $0) }
    }

    /// Whether a name the code refers to (not a member after a dot) may reach navigation state.
    private func mayNavigate(through name: String) -> Bool {
        if name == "self" || name == "super" { return true }
        if scope.locals[name] != nil || scope.substitutions[name] != nil { return false }
        if stateTarget(name) != nil { return true }
        let module = builder.module
        if let owner = module.types[scope.owner] {
            if let property = owner.property(name) { return mayNavigate(property) }
            if owner.method(name) != nil { return builder.reach.method(owner.name, name, self) }
        }
        if let type = module.types[name] {
            // A class (a shared router), or static members (an enum of navigation helpers): may hold or reach state.
            if type.kind == .classType { return true }
            return type.properties.contains(where: \.isStatic) || type.methods.contains { $0.syntax.modifiers.contains { $0.name.text == "static" } }
        }
        if module.freeFunctions[name] != nil { return builder.reach.function(name, self) }
        // A name from another module (`print`, `Task`, `NSWorkspace`, `withAnimation`) or one declared inside the code
        // itself: it cannot reach this module's state except through the arguments and closures, which are read too.
        return false
    }

    /// A property of the owner that the model does not hold as state: a value (text, numbers, a struct of the module)
    /// cannot navigate; an object, a closure, an environment action or anything untyped may.
    private func mayNavigate(_ property: SwiftModule.Property) -> Bool {
        if property.wrapper == "Environment" {
            guard let key = property.wrapperArgument else { return true }
            return !ReachTables.inertEnvironment.contains(key.split(separator: ".").last.map(String.init) ?? key)
        }
        if let type = property.type { return !isValue(type) }
        guard let initial = property.initial else { return true }
        if initial.is(StringLiteralExprSyntax.self) || initial.is(IntegerLiteralExprSyntax.self) || initial.is(FloatLiteralExprSyntax.self)
            || initial.is(BooleanLiteralExprSyntax.self) { return false }
        if let call = initial.as(FunctionCallExprSyntax.self), let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text {
            return !(ReachTables.valueTypes.contains(name) || builder.module.types[name].map { $0.kind != .classType } == true)
        }
        return true
    }

    /// Whether a type is a value: a standard value type, a struct or enum of the module, or an optional, array or
    /// dictionary of values.
    private func isValue(_ type: TypeSyntax) -> Bool {
        if let optional = type.as(OptionalTypeSyntax.self) { return isValue(optional.wrappedType) }
        if let optional = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return isValue(optional.wrappedType) }
        if let array = type.as(ArrayTypeSyntax.self) { return isValue(array.element) }
        if let dictionary = type.as(DictionaryTypeSyntax.self) { return isValue(dictionary.key) && isValue(dictionary.value) }
        guard let identifier = type.as(IdentifierTypeSyntax.self) else { return false }
        let name = identifier.name.text
        if let arguments = identifier.genericArgumentClause?.arguments {
            guard ["Array", "Set", "Dictionary", "Optional"].contains(name) else { return false }
            return arguments.allSatisfy { argument in
                guard let type = Syntax(argument.argument).as(TypeSyntax.self) else { return false }
                return isValue(type)
            }
        }
        if ReachTables.valueTypes.contains(name) { return true }
        guard let declared = builder.module.types[name] else { return false }
        return declared.kind != .classType
    }
}

/// Which functions of the module may navigate, each decided once per run.
final class NavigationReachMemo {
    private var decided: [String: Bool] = [:]
    private var deciding: Set<String> = []
    /// How deep a chain of calls is followed; past it a call may navigate.
    static let maxDepth = 32

    func method(_ owner: String, _ name: String, _ caller: ExpressionTranslator) -> Bool {
        guard let method = caller.builder.module.types[owner]?.method(name) else { return true }
        return decide("\(owner).\(name)", method, owner: owner, caller)
    }

    func function(_ name: String, _ caller: ExpressionTranslator) -> Bool {
        guard let function = caller.builder.module.freeFunctions[name] else { return true }
        return decide(" \(name)", function, owner: "", caller)
    }

    private func decide(_ key: String, _ method: SwiftModule.Method, owner: String, _ caller: ExpressionTranslator) -> Bool {
        if let known = decided[key] { return known }
        // Recursion (a function that calls itself, directly or not) is taken to navigate: deciding it exactly needs the
        // whole cycle at once, and a "no" decided inside it could be wrong once the cycle's answer is known.
        if deciding.contains(key) { return true }
        guard deciding.count < Self.maxDepth, let body = method.body else { return true }
        deciding.insert(key)
        var scope = Scope(owner: owner, source: method.source)
        // The parameters hold what the caller passed, which the caller's own check reads.
        for parameter in method.parameters { scope.locals[parameter.name] = (parameter.name, .string) }
        let result = ExpressionTranslator(builder: caller.builder, scope: scope).mayNavigate(body)
        deciding.remove(key)
        decided[key] = result
        return result
    }
}

enum ReachTables {
    /// Environment values that read the environment and cannot navigate (`@Environment(\.colorScheme)`).
    static let inertEnvironment: Set<String> = [
        "colorScheme", "horizontalSizeClass", "verticalSizeClass", "modelContext", "managedObjectContext", "scenePhase",
        "locale", "calendar", "timeZone", "dynamicTypeSize", "displayScale", "pixelLength", "isEnabled", "isSearching",
        "accessibilityReduceMotion", "accessibilityReduceTransparency", "accessibilityDifferentiateWithoutColor",
        "layoutDirection", "font", "isPresented", "undoManager", "requestReview", "colorSchemeContrast", "isFocused",
        "redactionReasons", "legibilityWeight", "controlSize", "sizeCategory", "displayStoreKitMessage", "supportsMultipleWindows",
    ]
    /// Value types of the standard library and the system frameworks.
    static let valueTypes: Set<String> = [
        "String", "Substring", "Character", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "Double", "Float", "CGFloat", "Bool", "Date", "URL", "UUID", "Data", "Decimal", "TimeInterval", "CGPoint", "CGSize",
        "CGRect", "Color", "Image", "Font", "AttributedString", "LocalizedStringKey", "DateComponents", "Measurement",
        "PersistentIdentifier", "EditMode", "Visibility", "ScrollPosition", "CGVector", "Angle", "UnitPoint", "EdgeInsets",
    ]
}

/// The names code refers to: every identifier that is not a member after a dot (`self.x` counts as `x`), with the
/// `$` of a projected value removed, closures included.
final class ReferencedNames: SyntaxVisitor {
    private(set) var names: Set<String> = []

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        record(node.baseName.text)
        return .skipChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        guard let base = node.base else { return .skipChildren }
        if let reference = base.as(DeclReferenceExprSyntax.self), reference.baseName.tokenKind == .keyword(.self) {
            record(node.declName.baseName.text)
        } else {
            walk(base)
        }
        return .skipChildren
    }

    private func record(_ name: String) {
        names.insert(name.hasPrefix("$") ? String(name.dropFirst()) : name)
    }
}
