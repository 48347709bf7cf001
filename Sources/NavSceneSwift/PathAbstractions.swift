import NavSceneModel
import SwiftSyntax

/// A stack's path the front end cannot compute: bound to another module's model (`$router.path` of a type it cannot
/// read), a custom `Binding`, or a TCA `StackState` that the feature's reducer writes. SwiftUI shows, for a path of
/// element type T, a stack of the destinations declared for values of T; a path nothing in the model computes is zero or
/// more values of T in any order. The model binds the stack to an unknown state variable of the path's type
/// (`StateVariable.isUnknown`): the analysis reads it as every value of T possibly on the stack from the start, so each
/// destination the stack declares for T (for each case of an enum T) may be on top, and what it does not declare
/// stays visible to the rules about links and destinations. The interpreter starts it empty (one of its values), so a
/// witness never rests on a value the code may not hold. The site is an abstraction, not a hole.
extension SceneBuilder {
    /// A binding to an unknown path of `type` (`[T]`, or `NavigationPath` when the element type is not known).
    func unknownPath(_ type: TypeRef, at range: SourceRange) -> NavSceneModel.Binding {
        precondition(type.isPath, "an unknown path has a path's type")
        guard case .identifier(let name) = unknownValue(type, at: range).kind else { preconditionFailure("an unknown value is a name") }
        return NavSceneModel.Binding(state: name, range: range)
    }
}

extension ViewTranslator {
    /// `NavigationStack(path: model.path)` whose path is not a binding the model can follow: an unknown path of any
    /// values (a `NavigationPath`: its element type cannot be named, and a heterogeneous path is the reading that never
    /// ignores a destination SwiftUI would use).
    func unknownStackPath(_ path: ExprSyntax) -> NavSceneModel.Binding {
        let range = source.range(path)
        builder.noteOpaque(.value, "NavigationStack(path:)", range, mayRegister: false, mayNavigate: true, abstraction: true)
        return builder.unknownPath(.navigationPath, at: range)
    }
}
