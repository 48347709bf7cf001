/// The platform a scene is built for. SwiftUI's navigation differs where it matters to a rule: on macOS a window
/// shows every toolbar item in its toolbar, navigation container or not. A scene file says it with `platform:`; a Swift
/// target's comes from its Xcode build settings (`SDKROOT`, `SUPPORTED_PLATFORMS`). iOS whenever the target builds for
/// it (a multiplatform app is checked as the iOS app it also is), and when nothing says.
public enum Platform: String, Sendable, CaseIterable {
    case iOS, macOS, tvOS, watchOS, visionOS

    /// A window has one toolbar and title, fed from anywhere in it: toolbar items and title modifiers of a view outside
    /// any navigation container (a sheet's, a window's content), or chained on the container itself, are shown.
    public var hasWindowToolbar: Bool { self == .macOS }

    /// Whether a file an Xcode project builds only for the platforms named by `filters` (a build file's `platformFilters`,
    /// a synchronized folder's `platformFiltersByRelativePath`: `ios`, `macos`, `maccatalyst`, `tvos`, `watchos`,
    /// `xros`) is compiled for this platform. No filter: every platform the target builds for.
    public func isBuilt(withPlatformFilters filters: Set<String>) -> Bool {
        guard !filters.isEmpty else { return true }
        switch self {
        case .iOS: return filters.contains("ios")
        case .macOS: return filters.contains("macos")
        case .tvOS: return filters.contains("tvos")
        case .watchOS: return filters.contains("watchos")
        case .visionOS: return filters.contains("xros") || filters.contains("visionos")
        }
    }

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

extension Platform {
    /// The first version of the platform with NavigationStack, NavigationSplitView and `navigationDestination`: the
    /// replacements of NavigationView and its programmatic links (iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1).
    public var navigationStackVersion: OSVersion {
        switch self {
        case .iOS, .tvOS: return OSVersion(major: 16)
        case .macOS: return OSVersion(major: 13)
        case .watchOS: return OSVersion(major: 9)
        case .visionOS: return OSVersion(major: 1)
        }
    }

    /// The Xcode build setting holding the oldest version a target runs on (`IPHONEOS_DEPLOYMENT_TARGET`...).
    public var deploymentTargetSetting: String {
        switch self {
        case .iOS: return "IPHONEOS_DEPLOYMENT_TARGET"
        case .macOS: return "MACOSX_DEPLOYMENT_TARGET"
        case .tvOS: return "TVOS_DEPLOYMENT_TARGET"
        case .watchOS: return "WATCHOS_DEPLOYMENT_TARGET"
        case .visionOS: return "XROS_DEPLOYMENT_TARGET"
        }
    }
}

/// A version of an operating system: `14`, `14.0`, `10.15.4` (a patch number is read and ignored: no API navlint
/// knows of arrived in one).
public struct OSVersion: Comparable, Hashable, Sendable, CustomStringConvertible {
    public var major: Int
    public var minor: Int

    public init(major: Int, minor: Int = 0) { self.major = major; self.minor = minor }

    /// `"14"`, `"14.0"`, `"10.15.4"`; nil for anything else (each part at most four digits).
    public init?(_ text: String) {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count),
              parts.allSatisfy({ !$0.isEmpty && $0.count <= 4 && $0.allSatisfy { $0.isASCII && $0.isNumber } }),
              let major = Int(parts[0]) else { return nil }
        self.major = major
        self.minor = parts.count > 1 ? Int(parts[1]) ?? 0 : 0
    }

    public static func < (a: OSVersion, b: OSVersion) -> Bool { (a.major, a.minor) < (b.major, b.minor) }

    public var description: String { "\(major).\(minor)" }
}
