/// The platform a scene is built for. SwiftUI's navigation differs where it matters to a rule: on macOS a window
/// shows every toolbar item in its toolbar, navigation container or not. A scene file says it with `platform:`; a Swift
/// target's comes from its Xcode build settings (`SDKROOT`, `SUPPORTED_PLATFORMS`). iOS whenever the target builds for
/// it (a multiplatform app is checked as the iOS app it also is), and when nothing says.
public enum Platform: String, Sendable, CaseIterable {
    case iOS, macOS, tvOS, watchOS, visionOS

    /// A window has one toolbar and title, fed from anywhere in it: toolbar items and title modifiers of a view outside
    /// any navigation container (a sheet's, a window's content), or chained on the container itself, are shown.
    public var hasWindowToolbar: Bool { self == .macOS }

    /// The platform an Xcode SDK name builds for (`iphoneos`, `macosx`, `xros`...); nil for another name.
    public init?(sdk: String) {
        switch sdk.lowercased() {
        case "iphoneos", "iphonesimulator": self = .iOS
        case "macosx": self = .macOS
        case "appletvos", "appletvsimulator": self = .tvOS
        case "watchos", "watchsimulator": self = .watchOS
        case "xros", "xrsimulator": self = .visionOS
        default: return nil
        }
    }

    /// The platform a target is checked as, given the SDKs it builds for: iOS when it is one of them (or when none is
    /// known), else the first of visionOS, watchOS, tvOS, macOS it builds for.
    public static func checked(among platforms: Set<Platform>) -> Platform {
        if platforms.isEmpty || platforms.contains(.iOS) { return .iOS }
        return [.visionOS, .watchOS, .tvOS, .macOS].first(where: platforms.contains) ?? .iOS
    }
}
