import NavSceneModel

/// What navlint needs from an Xcode project (`App.xcodeproj/project.pbxproj`, the old-style property list text
/// format), read as text: each native target's Swift sources (its Sources build phase's file references, resolved
/// through their groups, and Xcode 16's folder-synchronized groups minus their exceptions) and the local packages
/// it uses (`XCLocalSwiftPackageReference`, with the product names). One pass over the bytes; nesting is bounded.
public struct XcodeProject: Sendable, Equatable {
    public struct Target: Sendable, Equatable {
        public var name: String
        /// Swift source files, relative to the directory holding the `.xcodeproj`.
        public var files: [String]
        /// Folders whose every `.swift` file (below, recursively) belongs to the target, with the paths (relative to
        /// the folder) that do not (`membershipExceptions`).
        public var folders: [(path: String, exceptions: [String])]
        /// Local packages it links: (package directory relative to the project's directory, product name).
        public var localProducts: [(package: String, product: String)]
        /// The platforms it builds for, from its build settings (`SUPPORTED_PLATFORMS`, else `SDKROOT`; the target's
        /// configurations, else the project's); empty when they name none.
        public var platforms: Set<Platform> = []
        /// The oldest version of each platform it runs on (`IPHONEOS_DEPLOYMENT_TARGET`...: the lowest of its
        /// configurations', else of the project's).
        public var deploymentTargets: [Platform: OSVersion] = [:]
        /// A test bundle (`productType` a unit- or UI-test bundle): test code, not the app's, and not linted (as a
        /// package's `.testTarget`).
        public var isTest = false
        /// Files the target builds only for some platforms (a build file's `platformFilters`, or a synchronized
        /// folder's `platformFiltersByRelativePath`), by path relative to the directory holding the `.xcodeproj`,
        /// with the filter names (`ios`, `macos`, ...). A file filtered to other platforms than the checked one is not
        /// part of the module checked.
        public var platformFilters: [String: Set<String>] = [:]

        public static func == (a: Target, b: Target) -> Bool {
            a.name == b.name && a.files == b.files && a.folders.map(\.path) == b.folders.map(\.path)
                && a.folders.map(\.exceptions) == b.folders.map(\.exceptions)
                && a.localProducts.map(\.package) == b.localProducts.map(\.package) && a.localProducts.map(\.product) == b.localProducts.map(\.product)
                && a.platforms == b.platforms && a.deploymentTargets == b.deploymentTargets && a.isTest == b.isTest
                && a.platformFilters == b.platformFilters
        }
    }

    public var targets: [Target]
    /// Folders the project holds as references (`lastKnownFileType = folder`), relative to the directory holding the
    /// `.xcodeproj`: where a local package dragged into the project lives (a product with no package reference).
    public var folderReferences: [String] = []

    /// Parses `project.pbxproj` text; nil when it is not an old-style plist with `objects` and `rootObject`.
    public static func parse(_ bytes: [UInt8]) -> XcodeProject? {
        var reader = PlistReader(bytes: bytes)
        guard case .dictionary(let top)? = reader.value(depth: 0),
              case .dictionary(let objects)? = top["objects"],
              case .string(let rootID)? = top["rootObject"],
              case .dictionary(let project)? = objects[rootID] else { return nil }
        let resolver = Resolver(objects: objects)
        return XcodeProject(targets: resolver.targets(of: project), folderReferences: resolver.folderReferences())
    }

    enum Value: Equatable {
        case string(String)
        case array([Value])
        case dictionary([String: Value])

        var string: String? { if case .string(let s) = self { return s } else { return nil } }
        var strings: [String] { if case .array(let a) = self { return a.compactMap(\.string) } else { return [] } }
    }

    /// Old-style plist: `{ key = value; }`, `( a, b, )`, quoted and bare strings, `/* */` and `//` comments.
    struct PlistReader {
        let bytes: [UInt8]
        var index = 0
        static let maxDepth = 64

        mutating func skipSpace() {
            while index < bytes.count {
                let byte = bytes[index]
                if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D { index += 1; continue }
                if byte == 0x2F, index + 1 < bytes.count, bytes[index + 1] == 0x2A {  // /* ... */
                    index += 2
                    while index + 1 < bytes.count, !(bytes[index] == 0x2A && bytes[index + 1] == 0x2F) { index += 1 }
                    index = min(bytes.count, index + 2)
                    continue
                }
                if byte == 0x2F, index + 1 < bytes.count, bytes[index + 1] == 0x2F {  // // ...
                    while index < bytes.count, bytes[index] != 0x0A { index += 1 }
                    continue
                }
                return
            }
        }

        mutating func value(depth: Int) -> Value? {
            guard depth < Self.maxDepth else { return nil }
            skipSpace()
            guard index < bytes.count else { return nil }
            switch bytes[index] {
            case 0x7B:  // {
                index += 1
                var entries: [String: Value] = [:]
                while true {
                    skipSpace()
                    guard index < bytes.count else { return nil }
                    if bytes[index] == 0x7D { index += 1; return .dictionary(entries) }
                    guard case .string(let key)? = value(depth: depth + 1) else { return nil }
                    skipSpace()
                    guard index < bytes.count, bytes[index] == 0x3D else { return nil }
                    index += 1
                    guard let entry = value(depth: depth + 1) else { return nil }
                    entries[key] = entry
                    skipSpace()
                    guard index < bytes.count, bytes[index] == 0x3B else { return nil }
                    index += 1
                }
            case 0x28:  // (
                index += 1
                var items: [Value] = []
                while true {
                    skipSpace()
                    guard index < bytes.count else { return nil }
                    if bytes[index] == 0x29 { index += 1; return .array(items) }
                    guard let item = value(depth: depth + 1) else { return nil }
                    items.append(item)
                    skipSpace()
                    if index < bytes.count, bytes[index] == 0x2C { index += 1 }
                }
            case 0x22:  // "
                index += 1
                var text: [UInt8] = []
                while index < bytes.count, bytes[index] != 0x22 {
                    if bytes[index] == 0x5C, index + 1 < bytes.count {
                        index += 1
                        switch bytes[index] {
                        case 0x6E: text.append(0x0A)
                        case 0x74: text.append(0x09)
                        default: text.append(bytes[index])
                        }
                    } else {
                        text.append(bytes[index])
                    }
                    index += 1
                }
                guard index < bytes.count else { return nil }
                index += 1
                return .string(String(decoding: text, as: UTF8.self))
            default:
                let start = index
                while index < bytes.count, Self.isBare(bytes[index]) { index += 1 }
                guard index > start else { return nil }
                return .string(String(decoding: bytes[start..<index], as: UTF8.self))
            }
        }

        static func isBare(_ byte: UInt8) -> Bool {
            switch byte {
            case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x5F, 0x24, 0x2F, 0x2E, 0x3A, 0x2D, 0x2B: return true
            default: return false
            }
        }
    }

    /// Paths of groups and file references, resolved through their parents.
    struct Resolver {
        let objects: [String: Value]
        var parents: [String: String] = [:]

        init(objects: [String: Value]) {
            self.objects = objects
            for (id, object) in objects {
                guard case .dictionary(let fields) = object, let isa = fields["isa"]?.string, isa.hasSuffix("Group") else { continue }
                for child in fields["children"]?.strings ?? [] { parents[child] = id }
            }
        }

        func fields(_ id: String) -> [String: Value]? {
            if case .dictionary(let fields)? = objects[id] { return fields }
            return nil
        }

        /// The path of a group or file reference relative to the project's directory; nil for a build-product or
        /// SDK reference, or an absolute path (never read: outside the tree).
        func path(of id: String, depth: Int = 0) -> String? {
            guard depth < 64, let fields = fields(id) else { return nil }
            let own = fields["path"]?.string
            switch fields["sourceTree"]?.string ?? "<group>" {
            case "SOURCE_ROOT": return own ?? ""
            case "<group>":
                let base = parents[id].flatMap { path(of: $0, depth: depth + 1) } ?? ""
                guard let own else { return base }
                return base.isEmpty ? own : base + "/" + own
            default: return nil
            }
        }

        /// Every folder reference's path, in the order of the objects' identifiers (deterministic).
        func folderReferences() -> [String] {
            objects.keys.sorted().compactMap { id in
                guard let fields = fields(id), fields["isa"]?.string == "PBXFileReference",
                      let type = fields["lastKnownFileType"]?.string, type == "folder" || type == "wrapper" else { return nil }
                return path(of: id)
            }
        }

        /// The build settings of each build configuration of a target or project.
        func buildSettings(of owner: [String: Value]) -> [[String: Value]] {
            guard let listID = owner["buildConfigurationList"]?.string, let list = fields(listID) else { return [] }
            return (list["buildConfigurations"]?.strings ?? []).compactMap { configurationID in
                guard case .dictionary(let settings)? = fields(configurationID)?["buildSettings"] else { return nil }
                return settings
            }
        }

        /// The platforms the build configurations of a target or project name: every configuration's
        /// `SUPPORTED_PLATFORMS` (space-separated SDK names), or its `SDKROOT` when that is not set.
        func platforms(settingsOf owner: [String: Value]) -> Set<Platform> {
            var platforms: Set<Platform> = []
            for settings in buildSettings(of: owner) {
                let names = settings["SUPPORTED_PLATFORMS"]?.string ?? settings["SDKROOT"]?.string ?? ""
                platforms.formUnion(names.split(separator: " ").compactMap { Platform(sdk: String($0)) })
            }
            return platforms
        }

        /// The lowest deployment target each platform's build setting names in the configurations of a target or
        /// project (a version the settings compute, `$(inherited)`, is not read).
        func deploymentTargets(settingsOf owner: [String: Value]) -> [Platform: OSVersion] {
            var result: [Platform: OSVersion] = [:]
            for settings in buildSettings(of: owner) {
                for platform in Platform.allCases {
                    guard let text = settings[platform.deploymentTargetSetting]?.string, let version = OSVersion(text) else { continue }
                    result[platform] = min(result[platform] ?? version, version)
                }
            }
            return result
        }

        /// The exception sets of the synchronized folders, by the target each names: (the folder, the set). For a
        /// target whose synchronized folders include the folder, the set's `membershipExceptions` are files left out;
        /// for any other target, files of the folder that target builds (one file of another target's folder added
        /// to it). In the order of the objects' identifiers (deterministic).
        func synchronizedExceptionsByTarget() -> [String: [(group: String, set: [String: Value])]] {
            var result: [String: [(group: String, set: [String: Value])]] = [:]
            for id in objects.keys.sorted() {
                guard let group = fields(id), group["isa"]?.string == "PBXFileSystemSynchronizedRootGroup" else { continue }
                for exceptionID in group["exceptions"]?.strings ?? [] {
                    guard let set = fields(exceptionID), let target = set["target"]?.string else { continue }
                    result[target, default: []].append((id, set))
                }
            }
            return result
        }

        /// A path relative to a folder, relative to the project's directory.
        static func inFolder(_ folder: String, _ relative: String) -> String { folder.isEmpty ? relative : folder + "/" + relative }

        /// A synchronized folder's exception set's `platformFiltersByRelativePath` for its Swift files, by their path
        /// relative to the project's directory.
        func readPlatformFilters(of set: [String: Value], in folder: String, into filters: inout [String: Set<String>]) {
            guard case .dictionary(let byPath)? = set["platformFiltersByRelativePath"] else { return }
            for (relative, names) in byPath where relative.hasSuffix(".swift") { filters[Self.inFolder(folder, relative)] = Set(names.strings) }
        }

        func targets(of project: [String: Value]) -> [Target] {
            let projectDeployment = deploymentTargets(settingsOf: project)
            let exceptionsByTarget = synchronizedExceptionsByTarget()
            var result: [Target] = []
            for targetID in project["targets"]?.strings ?? [] {
                guard let target = fields(targetID), target["isa"]?.string == "PBXNativeTarget", let name = target["name"]?.string else { continue }
                var files: [String] = []
                var platformFilters: [String: Set<String>] = [:]
                for phaseID in target["buildPhases"]?.strings ?? [] {
                    guard let phase = fields(phaseID), phase["isa"]?.string == "PBXSourcesBuildPhase" else { continue }
                    for buildFileID in phase["files"]?.strings ?? [] {
                        guard let buildFile = fields(buildFileID), let reference = buildFile["fileRef"]?.string, let path = path(of: reference),
                              path.hasSuffix(".swift") else { continue }
                        files.append(path)
                        // `platformFilters = (macos, );`, or the older single `platformFilter = ios;`.
                        let filters = Set(buildFile["platformFilters"]?.strings ?? []).union(buildFile["platformFilter"]?.string.map { [$0] } ?? [])
                        if !filters.isEmpty { platformFilters[path] = filters }
                    }
                }
                var folders: [(path: String, exceptions: [String])] = []
                for groupID in target["fileSystemSynchronizedGroups"]?.strings ?? [] {
                    guard let group = fields(groupID), let path = path(of: groupID) else { continue }
                    var exceptions: [String] = []
                    for exceptionID in group["exceptions"]?.strings ?? [] {
                        guard let set = fields(exceptionID), set["target"]?.string == targetID else { continue }
                        exceptions += set["membershipExceptions"]?.strings ?? []
                        readPlatformFilters(of: set, in: path, into: &platformFilters)
                    }
                    folders.append((path, exceptions))
                }
                // Files of another target's synchronized folder that this target builds too.
                let ownGroups = Set(target["fileSystemSynchronizedGroups"]?.strings ?? [])
                for (groupID, set) in exceptionsByTarget[targetID] ?? [] where !ownGroups.contains(groupID) {
                    guard let folder = path(of: groupID) else { continue }
                    for relative in set["membershipExceptions"]?.strings ?? [] where relative.hasSuffix(".swift") {
                        files.append(Self.inFolder(folder, relative))
                    }
                    readPlatformFilters(of: set, in: folder, into: &platformFilters)
                }
                var products: [(package: String, product: String)] = []
                for dependencyID in target["packageProductDependencies"]?.strings ?? [] {
                    guard let dependency = fields(dependencyID), let product = dependency["productName"]?.string else { continue }
                    // A product with no package reference comes from a local package the project holds as a folder
                    // (dragged into the project): "" for the package, found by the product's name.
                    guard let packageID = dependency["package"]?.string else {
                        products.append(("", product))
                        continue
                    }
                    guard let package = fields(packageID),
                          package["isa"]?.string == "XCLocalSwiftPackageReference", let relative = package["relativePath"]?.string else { continue }
                    products.append((relative, product))
                }
                let own = platforms(settingsOf: target)
                let platforms = own.isEmpty ? platforms(settingsOf: project) : own
                let productType = target["productType"]?.string ?? ""
                let isTest = productType.hasPrefix("com.apple.product-type.bundle.") && productType.contains("test")
                var built = Target(name: name, files: files, folders: folders, localProducts: products, platforms: platforms, isTest: isTest)
                built.platformFilters = platformFilters
                built.deploymentTargets = projectDeployment.merging(deploymentTargets(settingsOf: target)) { _, own in own }
                result.append(built)
            }
            return result
        }
    }
}
