import SwiftSyntax

/// A property read of a value typed by a protocol of the module decided by its conformers (`finalStatus.url` of
/// `let finalStatus: AnyStatus`): Swift reads the property of the conformer the value is (the witness of the
/// requirement), so the value read is one of those properties' values, and the code run is their getters. When every
/// conformer declares a property of the name (its own or a superclass's of the module), no extension of the protocol
/// or of the module's protocols it refines declares a member of that name (which would be the one a value of the
/// protocol runs when the name is no requirement), the protocols it refines that are another module's add no member
/// (`ForeignProtocols`), and the use only gets the property, the value is what one of those properties holds
/// (`value(_:of:)`; a `String` holds nothing whichever conformer the value is) and the getters are judged as any
/// getter of the module. nil (read as before: a conformer's member that may hold anything) otherwise, and when the
/// properties are of different types of the module or hold navigation (read as before too).
extension ExpressionTranslator {
    struct ConformersRead {
        let subject: Subject
        /// A conformer's property is navigation state (`NavigationHolding.isNavigationState`).
        let passesState: Bool
        /// A conformer's getter may navigate.
        let getterMayNavigate: Bool
    }

    func conformersPropertyRead(_ p: String, _ member: String, at index: Int, of members: [String], _ use: NavigationUse) -> ConformersRead? {
        guard member != "[]", onlyGets(at: index, of: members, use), let conformers = holding.conformers(of: p), !conformers.isEmpty else { return nil }
        let module = builder.module
        let refined = module.refinedProtocols([p])
        for name in refined where !holding.protocols.contains(name) {
            guard ForeignProtocols.requirements[name.split(separator: ".").last.map(String.init) ?? name] != nil else { return nil }
        }
        for name in refined where holding.protocols.contains(name) {
            guard let extended = module.types[name] else { continue }
            if extended.property(member) != nil || extended.method(member) != nil { return nil }
        }
        var subjects: [Subject] = []
        var passesState = false
        var getterMayNavigate = false
        for name in conformers {
            guard let type = module.types[name], let owner = declaring(member, from: type), let property = owner.property(member),
                  !property.isStatic, owner.method(member) == nil, !mayBeConformer(property, of: owner) else { return nil }
            if holding.isNavigationState(owner, property) { passesState = true }
            if property.syntax.bindings.contains(where: { $0.accessorBlock != nil && $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == property.name }),
               getterMayNavigateAtUse(owner, property, reading: true) {
                getterMayNavigate = true
            }
            subjects.append(value(property, of: owner))
        }
        if case .instance(let first) = subjects[0], subjects.allSatisfy({ if case .instance(let t) = $0 { return t.name == first.name } else { return false } }) {
            return ConformersRead(subject: .instance(first), passesState: passesState, getterMayNavigate: getterMayNavigate)
        }
        // (A value that holds navigation is left as before: what is then done with it is judged by the property it was
        // stepped from, which is one per conformer here.)
        guard !subjects.contains(where: { holds($0) || copyHolds($0) }) else { return nil }
        return ConformersRead(subject: .value(holds: false, copy: false), passesState: passesState, getterMayNavigate: getterMayNavigate)
    }
}
