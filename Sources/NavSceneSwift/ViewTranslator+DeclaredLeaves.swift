import NavSceneModel
import SwiftSyntax

/// Views the module declares as SwiftUI's leaf views by their type: they draw, hold no view and cannot navigate, so
/// they are known leaves where they are read, not unknown sites that may declare destinations.
extension ViewTranslator {
    /// `dough.image(thumbnail: true)`: a call of a method the module declares (every declaration of that name) as
    /// returning one of SwiftUI's leaf views, not one of SwiftUI's modifiers: the view, not a modifier of its receiver.
    func isLeafMethodCall(_ call: FunctionCallExprSyntax) -> Bool {
        guard let name = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text else { return false }
        return SwiftUIVocabulary.modifiers[name] == nil && builder.module.leafViewMethods.contains(name)
    }

    /// `caption("Links")`, `image(for: number)`: a call of the view's own method, or of a free function, every
    /// declaration of which returns one of SwiftUI's leaf views (`func caption(_ s: String) -> Text`), where no local
    /// of that name (a closure the code was given) is called instead.
    func isLeafHelperCall(_ call: FunctionCallExprSyntax) -> Bool {
        guard let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text, !scope.declares(name),
              scope.viewArguments[name] == nil, scope.givenClosures[name] == nil else { return false }
        let owner = builder.module.types[scope.owner]
        guard owner?.method(name) != nil || builder.module.freeFunctions[name] != nil, owner?.property(name) == nil else { return false }
        return builder.module.leafViewMethods.contains(name)
    }

    /// `food.image`: a property every declaration of which the module types as one of SwiftUI's leaf views, not one
    /// of SwiftUI's modifiers: the view, not a modifier of its receiver.
    func isLeafPropertyRead(_ member: MemberAccessExprSyntax) -> Bool {
        let name = member.declName.baseName.text
        guard SwiftUIVocabulary.modifiers[name] == nil else { return false }
        if builder.module.leafViewProperties.contains(name) { return true }
        // `self.button.title`: a property of a type the module declares, read on a value whose type the declarations
        // fix (the view's property `button: BottomMenu.Button`), typed as one of SwiftUI's leaf views there.
        guard let base = member.base, let owner = declaredType(of: base, depth: 0) else { return false }
        return isLeafViewType(owner.property(name)?.type)
    }

    /// The module's type of `self`, `self.button`, `button.style`: each step a stored or computed property declared
    /// with a type the module declares (bounded).
    func declaredType(of expr: ExprSyntax, depth: Int) -> SwiftModule.TypeDeclaration? {
        guard depth < 8 else { return nil }
        if let ref = expr.as(DeclReferenceExprSyntax.self) {
            if ref.baseName.tokenKind == .keyword(.self) { return builder.module.types[scope.owner] }
            // The view's own property (a closure parameter or local of that name is another value: not followed).
            guard scope.locals[ref.baseName.text] == nil, scope.substitutions[ref.baseName.text] == nil else { return nil }
            return propertyType(builder.module.types[scope.owner]?.property(ref.baseName.text), of: scope.owner)
        }
        guard let member = expr.as(MemberAccessExprSyntax.self), let base = member.base,
              let owner = declaredType(of: base, depth: depth + 1) else { return nil }
        return propertyType(owner.property(member.declName.baseName.text), of: owner.name)
    }

    /// The module's type a property is declared with, or, with no type written, initialised with (`@State private
    /// var model = SettingsModel()`).
    /// A type nested in the property's owner shadows the module's type of that name (`ViewModel()` in
    /// `SettingsView` is `SettingsView.ViewModel`).
    private func propertyType(_ property: SwiftModule.Property?, of owner: String) -> SwiftModule.TypeDeclaration? {
        guard let property else { return nil }
        if let type = property.type { return moduleType(type) }
        // `@Environment(SceneDelegate.self) var sceneDelegate`: the object of that type the environment holds.
        if property.wrapper == "Environment", let argument = property.wrapperArgument, argument.hasSuffix(".self"),
           let type = builder.module.types[String(argument.dropLast(5))] {
            return type
        }
        guard let call = property.initial?.as(FunctionCallExprSyntax.self),
              let callee = call.calledExpression.as(DeclReferenceExprSyntax.self) else { return nil }
        let name = callee.baseName.text
        if let nested = builder.module.types["\(owner).\(name)"] { return nested }
        if let nested = builder.module.types[owner]?.nestedType(named: name) {
            return builder.module.types[nested]
        }
        return builder.module.types[builder.module.lexicalTypeName(name, at: callee)]
    }

    /// `BottomMenu.Button`, `Style`, `Style?`: the module's type a declared type names.
    private func moduleType(_ type: TypeSyntax?) -> SwiftModule.TypeDeclaration? {
        guard var type else { return nil }
        if let optional = type.as(OptionalTypeSyntax.self) { type = optional.wrappedType }
        if let id = type.as(IdentifierTypeSyntax.self), id.genericArgumentClause == nil {
            return builder.module.types[builder.module.lexicalTypeName(id.name.text, at: id)]
        }
        guard let member = type.as(MemberTypeSyntax.self), member.genericArgumentClause == nil,
              let base = member.baseType.as(IdentifierTypeSyntax.self) else { return nil }
        return builder.module.types["\(base.name.text).\(member.name.text)"] ?? builder.module.types[member.name.text]
    }

    /// A view the module declares as one of SwiftUI's leaf views (it draws, holds no view, cannot navigate):
    /// `dough.image(thumbnail: true)` (a method returning `Image`), `food.image` and `image` (properties typed `Image`),
    /// `Palette.background` (a static property typed `Color` or initialised with `Color("Background")`).
    func leafByDeclaredType(_ core: ExprSyntax) -> Element? {
        if let call = core.as(FunctionCallExprSyntax.self), isLeafMethodCall(call) {
            return .leaf(call.calledExpression.as(MemberAccessExprSyntax.self)!.declName.baseName.text)
        }
        if let call = core.as(FunctionCallExprSyntax.self), isLeafHelperCall(call) {
            return .leaf(call.calledExpression.as(DeclReferenceExprSyntax.self)!.baseName.text)
        }
        if let member = core.as(MemberAccessExprSyntax.self), isLeafPropertyRead(member) { return .leaf(member.declName.baseName.text) }
        // `image`, the view's own property typed `Image` (stored or computed, optional unwrapped by an `if let`).
        if let ref = core.as(DeclReferenceExprSyntax.self), let property = builder.module.types[scope.owner]?.property(ref.baseName.text),
           isLeafViewType(property.type) {
            return .leaf(ref.baseName.text)
        }
        guard let member = core.as(MemberAccessExprSyntax.self), let base = member.base?.as(DeclReferenceExprSyntax.self),
              let owner = builder.module.types[base.baseName.text] else { return nil }
        let name = member.declName.baseName.text
        guard let property = owner.properties.first(where: { $0.name == name && $0.isStatic }) else { return nil }
        if isLeafViewType(property.type) { return .leaf(name) }
        guard property.type == nil, let initial = property.initial?.as(FunctionCallExprSyntax.self),
              let callee = initial.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
              builder.module.types[callee] == nil, callee == "Text" || SwiftUIVocabulary.views[callee] == .leaf else { return nil }
        return .leaf(callee)
    }

    /// Methods only SwiftUI's `Image` has: a value they are called on first is an `Image`.
    static let imageOnlyMethods: Set<String> = ["resizable", "renderingMode", "interpolation", "antialiased"]

    /// `image.resizable().scaledToFill()`, `photo.image?.resizable()`, `thumbnails[id]!.resizable()`: a value whose
    /// first modifier is one only SwiftUI's `Image` has is an image (it draws, holds no view, cannot navigate; an
    /// optional one shows nothing or an image), unless the code read declares a function of that name.
    func leafByImageMethod(_ core: ExprSyntax, _ modifierCalls: [ModifierCall]) -> Element? {
        guard let first = modifierCalls.first,
              Self.imageOnlyMethods.contains(first.name), !builder.declaredFunctions.functions.contains(first.name) else { return nil }
        return .leaf("Image")
    }
}
