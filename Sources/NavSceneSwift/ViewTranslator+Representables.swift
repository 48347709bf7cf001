import NavSceneModel
import SwiftSyntax

extension ViewTranslator {
    /// Whether the module's UIKit or AppKit view (`struct ShareSheet: UIViewControllerRepresentable`) provably cannot
    /// navigate, so that where it is shown it is an abstraction (it declares no destination on the stack around it:
    /// what it shows is UIKit's), not a hole.
    ///
    /// Such a view runs only its own code, at moments UIKit decides: its methods (`makeUIView`, `updateUIView`,
    /// `makeCoordinator`), the methods of the objects it hands to UIKit (a coordinator, a delegate, an activity item
    /// source), which UIKit may call at any time, its initializers and its properties' accessors and initial values.
    /// The closures its caller gives are already actions of the view where it is shown (`representableContents`) and
    /// its value arguments are computed by the caller (each must not navigate where it is read). The rest is decided
    /// from the module's code, soundly:
    /// - every type whose code may run is found: the view, the types nested in it, and every type of the module named
    ///   in that code or in the declared types of its properties (a construction `Coordinator(self)`, a cast
    ///   `as? Router`, a static member `Store.shared`, a stored `let status: Status`), transitively; each is decided
    ///   once (`NavigationReachMemo.decide`, cycles resolved as for calls, past its depth "may navigate");
    /// - each such type's methods, initializers and accessors are decided by the mod-set analysis
    ///   (`NavigationReachMemo.method`, `initializers`, `getter`), which reads writes through `@Binding` properties,
    ///   environment actions, closures, globals and the module's functions;
    /// - the values that code handles are then values of those types or of another module's plain types
    ///   (`NavigationReachMemo.isPlainForeignTypeName`: a type no type of the module conforms to or inherits from, so
    ///   no object of the module's can hide in it). Anything that could hold a value of a type not found so makes the
    ///   view unknown: a property declared `Any`, a protocol of the module, or a supertype of one of the module's
    ///   types (`NSObject`, `UIActivityItemSource`), a generic parameter, a property with no declared type that is not
    ///   a construction of such a type, a call of the module's free function or a read of its global variable (what
    ///   they return is not typed here), `context.environment` (SwiftUI's environment values, `dismiss` and
    ///   `openURL` among them, read past the analysis), a hosting controller or any view of the module (a SwiftUI view
    ///   graph of its own, whose controls may write the module's state).
    /// UIKit itself cannot name this module's types, state or views: it only calls what it is handed.
    func representableIsInert(_ representable: SwiftModule.TypeDeclaration, _ call: FunctionCallExprSyntax?) -> Bool {
        if let call {
            for argument in call.arguments where !argument.expression.is(ClosureExprSyntax.self) {
                // `$model`, `self.$model`: a binding only gives the view's code write access, and that code is read
                // below, its writes through its `@Binding` properties included.
                if Self.isBindingProjection(argument.expression) { continue }
                if expressions.mayNavigate(argument.expression) { return false }
            }
        }
        return !representableCodeMayNavigate(representable, root: true)
    }

    /// `T(...)`, `T.member`, `T.member(...)` with `T` a capitalised name: the type named (the value's type is `T`'s
    /// or, for a static member, one `T`'s module chose, which cannot be this module's unless `T` is).
    private static func constructedType(_ initial: ExprSyntax?) -> String? {
        guard var expr = initial else { return nil }
        if let call = expr.as(FunctionCallExprSyntax.self) { expr = call.calledExpression }
        if let member = expr.as(MemberAccessExprSyntax.self), let base = member.base { expr = base }
        guard let ref = expr.as(DeclReferenceExprSyntax.self), ref.baseName.text.first?.isUppercase == true else { return nil }
        return ref.baseName.text
    }

    /// `$name`, `self.$name`.
    private static func isBindingProjection(_ expr: ExprSyntax) -> Bool {
        if let member = expr.as(MemberAccessExprSyntax.self), member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
            return member.declName.baseName.text.hasPrefix("$")
        }
        if let ref = expr.as(DeclReferenceExprSyntax.self) { return ref.baseName.text.hasPrefix("$") }
        return false
    }

    /// `@Environment(Theme.self)`: the type named.
    private static func environmentType(_ syntax: VariableDeclSyntax) -> String? {
        for element in syntax.attributes {
            guard let attribute = element.as(AttributeSyntax.self), attribute.attributeName.trimmedDescription == "Environment",
                  case .argumentList(let arguments)? = attribute.arguments, arguments.count == 1,
                  let member = arguments.first?.expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "self",
                  let base = member.base?.as(DeclReferenceExprSyntax.self) else { continue }
            return base.baseName.text
        }
        return nil
    }

    private static func isLiteral(_ expr: ExprSyntax) -> Bool {
        if let prefix = expr.as(PrefixOperatorExprSyntax.self) { return isLiteral(prefix.expression) }
        return expr.is(IntegerLiteralExprSyntax.self) || expr.is(FloatLiteralExprSyntax.self) || expr.is(BooleanLiteralExprSyntax.self)
            || expr.is(StringLiteralExprSyntax.self) || expr.is(NilLiteralExprSyntax.self)
    }

    private static let hostingNames: Set<String> = [
        "UIHostingController", "NSHostingController", "NSHostingView", "UIHostingConfiguration", "AnyView", "View",
        "environment",
    ]

    /// Whether any code of `type`, or of the types it names, may navigate or may hand UIKit a value of a type not
    /// read (see `representableIsInert`). Memoized per type under the reach memo's cycle discipline.
    private func representableCodeMayNavigate(_ type: SwiftModule.TypeDeclaration, root: Bool = false) -> Bool {
        let caller = expressions
        let reach = builder.reach
        return reach.decide("representable code \(type.name)", caller) {
            let module = builder.module
            if type.isView || !type.genericConstraints.isEmpty { return true }
            if root && !type.viewGenericParameters.isEmpty { return true }
            var named: Set<String> = Set(type.nestedTypes)
            // The code that may run, and the names it uses.
            var syntaxes: [Syntax] = type.methods.map { Syntax($0.syntax) } + type.initializers.map { Syntax($0) }
            for method in Set(type.methods.map(\.name)) where reach.method(type.name, method, caller) { return true }
            if reach.initializers(type, caller) { return true }
            for property in type.properties {
                syntaxes.append(Syntax(property.syntax))
                if property.isComputed || property.syntax.bindings.contains(where: { $0.accessorBlock != nil }) {
                    if reach.getter(type, property, caller) { return true }
                }
                if let declared = property.type {
                    // Every name in the declared type is the module's (decided below) or another module's plain type.
                    for token in declared.tokens(viewMode: .sourceAccurate) {
                        guard case .identifier(let text) = token.tokenKind else { continue }
                        if module.types[text] != nil { named.insert(text); continue }
                        if ["some", "any"].contains(text) || !reach.isPlainForeignTypeName(text, builder) { return true }
                    }
                } else if property.initial == nil, let observed = Self.environmentType(property.syntax) {
                    // `@Environment(Theme.self) var theme`: the object of that type the environment holds.
                    if module.types[observed] != nil { named.insert(observed) } else if !reach.isPlainForeignTypeName(observed, builder) { return true }
                } else if let initial = property.initial, Self.isLiteral(initial) {
                    // `var count = 0`: a number, a string, a Bool or nil.
                } else {
                    // `let webView = WKWebView(frame: .zero)`: a construction of a plain type, or of the module's;
                    // `var mode = PDFDisplayMode.singlePage`, `= Mode.make()`: a static member of one.
                    guard let made = Self.constructedType(property.initial) else { return true }
                    if module.types[made] != nil { named.insert(made) } else if !reach.isPlainForeignTypeName(made, builder) { return true }
                }
                if let initial = property.initial, caller.mayNavigate(initial) { return true }
            }
            for syntax in syntaxes {
                for token in syntax.tokens(viewMode: .sourceAccurate) {
                    guard case .identifier(let text) = token.tokenKind else { continue }
                    if Self.hostingNames.contains(text) || SwiftUIVocabulary.views[text] != nil { return true }
                    if reach.protocols(builder).contains(text) { return true }
                    if module.types[text] != nil { named.insert(text); continue }
                    if module.freeFunctions[text] != nil || module.freeViewFunctions[text] != nil || module.globals[text] != nil { return true }
                }
            }
            named.remove(type.name)
            for name in named.sorted() {
                guard let other = module.types[name] else { return true }
                if representableCodeMayNavigate(other) { return true }
            }
            return false
        }
    }
}
