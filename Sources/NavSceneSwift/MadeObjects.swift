import SwiftSyntax

/// `Program(url: url, bottle: bottle)`, `let model = Model()`: a new value of a class or struct of the module whose type
/// holds navigation (and is not a struct that holds only what it is given, `NavigationHolding.holdsOnlyWhatItIsGiven`). Making it runs its initializers and its stored properties' defaults; what it is given is read where it
/// is given (`self`, a closure, a value that holds navigation are decided there). The new object is then a value no
/// view holds: it becomes part of the navigation the app shows only where code stores it into state or into a value
/// that holds navigation, and each such write is decided where it is (`x = ...`, `items.append(...)`, a function's
/// body). What else the object can do is run the module's code on itself, once held by a local or a parameter (which
/// the analysis does not read again): its methods, accessors, subscripts, `deinit`, those of the module's superclasses
/// and protocols it inherits from, and the methods the module adds to other modules' types and protocols, which the
/// object may have. When none of that code may navigate (each decided once, `NavigationReachMemo`), making the object
/// cannot navigate: every behaviour the new value can have is one of that code's, or one decided where it happens.
///
/// Unknown stays: a type with a stored property that is navigation state (`@Published var path`: code holding the new
/// value in a local may write it unseen, and the model keeps one state per property, whichever instance; a default or
/// initializer that makes such a value is decided so too), an enum, a type that
/// may be a view or a scene (`View`, `ViewModifier`, `App`: shown by SwiftUI, whose body the model does not read
/// here), a property wrapper that fills a stored property from elsewhere (`@Injected`, `@Environment`; `@Published`,
/// `@ObservationIgnored`, SwiftData's and Core Data's attributes only store what they are given), a supertype named
/// through an alias or by a nested type's short name, and `Self(...)` in a class (a subclass's instance).
extension ExpressionTranslator {
    /// SwiftUI protocols whose conforming types SwiftUI itself runs (a body, a modifier's content): not read here.
    static let shownProtocols: Set<String> = [
        "View", "Shape", "InsettableShape", "ViewModifier", "Scene", "App", "ToolbarContent", "CustomizableToolbarContent",
        "Commands", "UIViewRepresentable", "UIViewControllerRepresentable", "NSViewRepresentable",
        "NSViewControllerRepresentable", "DynamicProperty", "Layout",
    ]

    /// Attributes of a stored property that store only what the code gives it (`@Published var items = []`).
    static let storingAttributes: Set<String> = [
        "Published", "ObservationIgnored", "ObservationTracked", "MainActor", "objc", "nonobjc", "NSManaged", "Attribute",
        "Transient", "Relationship",
    ]

    /// Value types of the standard library, Foundation, Core Graphics and SwiftUI (structs and enums): a type of the
    /// module is never one of them, so the methods the module adds to them cannot run on its values.
    static let foreignValueTypes: Set<String> = [
        "String", "Substring", "Character", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32",
        "UInt64", "Double", "Float", "CGFloat", "Bool", "Array", "Dictionary", "Set", "Optional", "Date", "URL", "Data",
        "UUID", "Color", "Font", "Image", "Text", "Binding", "CGPoint", "CGSize", "CGRect", "EdgeInsets",
        "LocalizedStringKey", "AttributedString", "Animation", "AnyTransition", "Calendar", "Locale", "TimeInterval",
        "Result", "Range", "ClosedRange", "Decimal", "TimeZone", "DateComponents", "IndexSet", "IndexPath", "URLRequest",
        "URLComponents", "Duration", "ContiguousArray", "ArraySlice", "Notification.Name", "UnitPoint", "Angle",
        "Gradient", "LinearGradient", "CharacterSet", "PersonNameComponents", "Measurement",
    ]

    /// Whether a new value of `type` (a class or struct of the module) may navigate once made: through its initializers
    /// and defaults, or the module's code that may later run on it (see above). Read by `NavigationReachMemo.madeObject`,
    /// once per type.
    func madeObjectMayNavigate(_ type: SwiftModule.TypeDeclaration) -> Bool {
        let module = builder.module
        let reach = builder.reach
        guard type.kind != .enumeration, !module.isProvisional(type.name), !reach.protocols(builder).contains(type.name) else { return true }
        // The type and every type and protocol of the module it inherits from or conforms to, transitively (a protocol
        // by its refinements, and by its extension's methods where the module extends it).
        var types: [SwiftModule.TypeDeclaration] = []
        var names = type.conformances.sorted()
        var seen: Set<String> = [type.name]
        guard !type.runsOtherCode, type.conformances.isDisjoint(with: Self.shownProtocols) else { return true }
        types.append(type)
        var index = 0
        while index < names.count {
            let name = names[index]
            index += 1
            guard seen.insert(name).inserted else { continue }
            guard seen.count < NavigationReachMemo.maxDepth * 4 else { return true }
            if Self.shownProtocols.contains(name) || reach.aliases(builder).contains(name) { return true }
            if let refinements = module.protocolRefinements[name] { names += refinements }
            if let named = module.types[name] {
                if named.runsOtherCode { return true }
                types.append(named)
                names += named.conformances.sorted()
            } else if module.protocolRefinements[name] == nil, reach.typeLastNames(builder).contains(name) {
                // A type of the module's named by its short name (nested elsewhere): not followed here.
                return true
            }
        }
        let holding = reach.holding(builder)
        for owner in types {
            for property in owner.properties where !property.isStatic && !property.isComputed {
                // Navigation state of its own (`@Published var path`): code holding the new value may write it where
                // the model does not look (a local), and the model's state is one per property, whichever instance.
                if holding.isNavigationState(owner, property) { return true }
                for attribute in property.syntax.attributes {
                    guard let name = attribute.as(AttributeSyntax.self).map({ NavSceneSwift.typeName($0.attributeName) }),
                          Self.storingAttributes.contains(name) else { return true }
                }
            }
        }
        if reach.extensionMethods(self) { return true }
        for owner in types {
            for name in Set(owner.methods.map(\.name)).sorted() where reach.method(owner.name, name, self) { return true }
            if !owner.initializers.isEmpty, reach.initializers(owner, self) { return true }
            for property in owner.properties where property.syntax.bindings.contains(where: { $0.accessorBlock != nil }) {
                if reach.getter(owner, property, self) { return true }
            }
            if reach.defaults(owner, self) { return true }
        }
        return false
    }

    /// Whether an instance method or accessor the module declares on another module's type or protocol (an extension)
    /// may navigate, other than on the value types a class is never one of (`foreignValueTypes`).
    func extensionMethodsMayNavigate() -> Bool {
        let module = builder.module
        let protocols = builder.reach.protocols(builder)
        for name in module.typeOrder where module.isProvisional(name) && !protocols.contains(name) && !Self.foreignValueTypes.contains(name) {
            guard let type = module.types[name] else { continue }
            if type.runsOtherCode { return true }
            let instanceMethods = type.methods.filter { method in
                !method.syntax.modifiers.contains { $0.name.text == "static" || $0.name.text == "class" }
            }
            for method in Set(instanceMethods.map(\.name)).sorted() where builder.reach.method(name, method, self) { return true }
            for property in type.properties where !property.isStatic && property.syntax.bindings.contains(where: { $0.accessorBlock != nil }) {
                if builder.reach.getter(type, property, self) { return true }
            }
        }
        return false
    }
}
