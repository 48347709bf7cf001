/// The state a call of a view's closure property (`onLogin()`, `Button(action: onLogin)`) may write, when that is all
/// it may do to navigation: the union of the write sets of every closure the property may hold (its default and each
/// caller's argument, each read in the caller's scope, `ExpressionTranslator.closurePropertyWrites`). The call is then
/// the writes of unknown values to that state: an abstraction, not an unknown site.
///
/// Decided once per property and scene. A property whose closures reach back to one being decided (a row that gives
/// its children a closure calling its own property) is unknown, and so is a chain deeper than
/// `NavigationReachMemo.maxDepth`: both the safe side.
final class ClosurePropertyWrites {
    private var decided: [String: Set<StateWrite>?] = [:]
    private var deciding: Set<String> = []

    func writes(_ type: SwiftModule.TypeDeclaration, _ property: SwiftModule.Property, _ caller: ExpressionTranslator) -> Set<StateWrite>? {
        let key = "\(type.name).\(property.name)"
        if let known = decided[key] { return known }
        guard deciding.count < NavigationReachMemo.maxDepth, deciding.insert(key).inserted else { return nil }
        let result = caller.closurePropertyWrites(type, property)
        deciding.remove(key)
        // Read while a function's write set rests on an assumption about a function still being read
        // (`NavigationWriteSets`), the answer may grow with it: kept for this read only.
        if !caller.builder.reach.writeSets.isDeciding { decided[key] = result }
        return result
    }
}
