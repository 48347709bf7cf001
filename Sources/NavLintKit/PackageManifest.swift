import NavSceneModel

/// What navlint needs from a `Package.swift`, read statically (never run): its targets, the products that name
/// them, and the local packages (`.package(path:)`) it depends on. Built by the Swift front end's plug-in
/// (`FrontEnds.packageManifest`, swift-syntax); values the manifest computes (a variable, a condition) are left out.
public struct PackageManifest: Sendable, Equatable {
    public enum TargetKind: String, Sendable { case regular, executable, test, macro, plugin, other }

    public struct Target: Sendable, Equatable {
        public var name: String
        public var kind: TargetKind
        /// `path:`, relative to the package directory.
        public var path: String?
        /// `exclude:` and `sources:`, relative to the target's directory.
        public var exclude: [String]
        public var sources: [String]?
        /// Targets of this package it depends on (`"Name"`, `.target(name:)`, `.byName(name:)`).
        public var targets: [String]
        /// Products of other packages it depends on: (product, package); a bare name may be either (`package` nil).
        public var products: [Product]

        public init(name: String, kind: TargetKind, path: String? = nil, exclude: [String] = [], sources: [String]? = nil,
                    targets: [String] = [], products: [Product] = []) {
            self.name = name; self.kind = kind; self.path = path; self.exclude = exclude; self.sources = sources
            self.targets = targets; self.products = products
        }
    }

    public struct Product: Sendable, Equatable {
        public var name: String
        public var package: String?
        public init(name: String, package: String?) { self.name = name; self.package = package }
    }

    public var name: String?
    public var targets: [Target]
    /// Library products: name -> the targets it vends.
    public var products: [String: [String]]
    /// `.package(path:)` dependencies, as written (relative to the package directory).
    public var localPackages: [String]
    /// `platforms: [.iOS(.v15), .macOS("13.0")]`: the oldest version of each platform the package supports.
    public var platforms: [Platform: OSVersion]

    public init(name: String?, targets: [Target], products: [String: [String]], localPackages: [String],
                platforms: [Platform: OSVersion] = [:]) {
        self.name = name; self.targets = targets; self.products = products; self.localPackages = localPackages
        self.platforms = platforms
    }
}
