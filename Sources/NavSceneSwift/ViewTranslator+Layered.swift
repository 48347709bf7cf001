import NavSceneModel
import SwiftSyntax

/// Content SwiftUI shows with a view, in the view's place: `.overlay { c }`, `.overlay(alignment:) { c }`,
/// `.overlay(Badge())`, `.background { c }`, `.background(alignment:content:)`, `.background(RowBackground())`.
/// A link in it pushes on the stack around the view, a destination in it is declared where the view is (inside a
/// List row it is still in the row), a NavigationStack in it is nested as one in the view would be.
extension ViewTranslator {
    /// The views of the modifier's content (the model keeps no depth order: the view comes first, then these). nil
    /// when the modifier is not an overlay or background, when its content cannot navigate (a colour, a shape, text:
    /// a style, no node), when the module declares an `extension View` function of that name (the call may be the module's), or when
    /// the content is in a form not read here (then the modifier stays an unknown site).
    func layeredContent(_ m: ModifierCall) -> [ViewNode]? {
        guard SwiftUIVocabulary.layeredModifiers.contains(m.name), let call = m.call,
              builder.module.viewExtensions[m.name] == nil, !builder.inert.isInertContent(call) else { return nil }
        if let content = closure(call, "content", trailingIndex: 0) {
            // Only the view's content closure holds views: any other closure argument is a form not read here.
            guard call.arguments.allSatisfy({ !$0.expression.is(ClosureExprSyntax.self) || $0.label?.text == "content" }),
                  call.additionalTrailingClosures.isEmpty, content.signature == nil else { return nil }
            return closureViews(content)
        }
        // `.overlay(Badge(), alignment: .top)`, `.background(RowBackground())`: one view given as the first argument.
        guard call.trailingClosure == nil, call.additionalTrailingClosures.isEmpty, let first = call.arguments.first, first.label == nil,
              call.arguments.dropFirst().allSatisfy({ $0.label?.text == "alignment" || $0.label?.text == "ignoresSafeAreaEdges" }),
              !first.expression.is(ClosureExprSyntax.self) else { return nil }
        return viewNode(first.expression)
    }
}
