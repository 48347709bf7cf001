import FixtureMacros

public struct App {
    /// Built by the macro package's macro (swift-syntax at the macro package's pinned release).
    public static let sceneCount = #argumentCount(1)
}
