import NavSceneModel
import SwiftSyntax

/// `KeyValueListView(data: d).headerFontDesign(.monospaced)` where the view declares
/// `func headerFontDesign(_ design: Font.Design?) -> Self { var s = self; s.headerFontDesign = design; return s }`:
/// a method of the module's view that returns a copy of the view with one stored property set. The result is the same
/// view with that argument: the instance's argument is replaced by the value given (any value of its type when the
/// front end cannot compute it). A property the model does not hold (its type is not one the model can name) is read
/// nowhere in the model, so setting it changes nothing the model holds. Anything else stays as before.
extension ViewTranslator {
    func setterMethod(_ m: ModifierCall, on element: Element) -> Element? {
        guard case .instance(var instance) = element, let call = m.call, call.arguments.count == 1, let given = call.arguments.first,
              call.trailingClosure == nil, call.additionalTrailingClosures.isEmpty,
              let view = builder.module.types[instance.view], view.kind == .structure else { return nil }
        let methods = view.methods.filter { $0.name == m.name }
        guard methods.count == 1, let method = methods.first, method.parameters.count == 1, let body = method.body,
              let returned = method.returnType.map(typeName), returned == "Self" || returned == view.name,
              (method.parameters[0].label == "_" ? nil : method.parameters[0].label) == given.label?.text,
              let name = Self.setProperty(body, parameter: method.parameters[0].name),
              let property = view.properties.first(where: { $0.name == name }), !property.isStatic, !property.isComputed,
              property.wrapper == nil, !(property.type.map { view.viewGenericParameters.contains(typeName($0)) } ?? false),
              !(property.type.map(Self.isFunctionTyped) ?? false) else { return nil }
        guard builder.parameters(of: view).contains(where: { $0.name == name }),
              let type = builder.typeRef(property.type ?? builder.literalType(property.initial)) else {
            // Not an argument the model holds.
            return builder.typeRef(property.type ?? builder.literalType(property.initial)) == nil ? element : nil
        }
        let range = source.range(given)
        let value = expressions.value(given.expression, expecting: type).map { optionalArgument($0, given.expression, type) }
        guard let value = value ?? unknownArgument(type, range) else { return nil }
        instance.arguments.removeAll { $0.name == name }
        instance.arguments.append(.init(name: name, nameRange: range, value: value))
        return .instance(instance)
    }

    /// `var s = self; s.name = parameter; return s` (or `self` copied under any name): the property it sets.
    static func setProperty(_ body: CodeBlockItemListSyntax, parameter: String) -> String? {
        let items = Array(body)
        guard items.count == 3, let copy = items[0].item.as(VariableDeclSyntax.self), copy.bindingSpecifier.tokenKind == .keyword(.var),
              copy.bindings.count == 1, let binding = copy.bindings.first,
              let local = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              binding.initializer?.value.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) else { return nil }
        var assignment = items[1].item.as(ExprSyntax.self)
        if let statement = items[1].item.as(ExpressionStmtSyntax.self) { assignment = statement.expression }
        var target: ExprSyntax?
        var value: ExprSyntax?
        if let infix = assignment?.as(InfixOperatorExprSyntax.self), infix.operator.is(AssignmentExprSyntax.self) {
            target = infix.leftOperand; value = infix.rightOperand
        } else if let sequence = assignment?.as(SequenceExprSyntax.self), sequence.elements.count == 3 {
            let elements = Array(sequence.elements)
            if elements[1].is(AssignmentExprSyntax.self) { target = elements[0]; value = elements[2] }
        }
        guard let member = target?.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == local,
              value?.as(DeclReferenceExprSyntax.self)?.baseName.text == parameter else { return nil }
        var returned = items[2].item.as(ReturnStmtSyntax.self)?.expression
        if returned == nil, let statement = items[2].item.as(StmtSyntax.self)?.as(ReturnStmtSyntax.self) { returned = statement.expression }
        guard returned?.as(DeclReferenceExprSyntax.self)?.baseName.text == local else { return nil }
        return member.declName.baseName.text
    }

    private static func isFunctionTyped(_ type: TypeSyntax) -> Bool {
        var type = type
        if let attributed = type.as(AttributedTypeSyntax.self) { type = attributed.baseType }
        if let optional = type.as(OptionalTypeSyntax.self) { type = optional.wrappedType }
        if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first { type = only.type }
        return type.is(FunctionTypeSyntax.self)
    }
}
