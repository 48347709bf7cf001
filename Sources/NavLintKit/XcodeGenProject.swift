import NavSceneDiagnostics
import NavSceneModel
import NavSceneYAML

/// XcodeGen's `project.yml` (a project whose `.xcodeproj` is generated, not checked in): the targets the generated
/// project builds, each with the source folders and files it compiles (its templates' first, `targetTemplates`) and
/// the platforms it builds for. Read so that a target's files are one module, as the compiler builds them (issue 22,
/// item 5), not folders guessed to be modules of their own (an app's `Views/` apart from the `Model/` they use).
///
/// What navlint cannot decide soundly makes the file unread (nil: the caller guesses from the folders and says so):
/// `include:` of other spec files, a target or template whose `sources` is not a list of paths, a template that is not
/// declared, templates nested deeper than a bound. Where a source's `includes:`/`excludes:` are read more widely than
/// XcodeGen may (a glob matches a file or any folder above it), a file too many is read, never one too few: an extra
/// declaration can only hide a finding, a missing one could make one up.
struct XcodeGenProject {
    struct Source {
        /// Relative to the directory holding `project.yml`.
        var path: String
        /// `excludes:` globs, relative to `path`.
        var excludes: [Glob]
        /// `includes:` globs, relative to `path` (empty: every file).
        var includes: [Glob] = []

        /// Whether a file at `relative` (to `path`) is compiled: included (by a glob matching it or a folder above
        /// it) and not excluded (by a glob matching the file itself).
        func compiles(_ relative: String) -> Bool {
            if excludes.contains(where: { $0.matches(relative) }) { return false }
            guard !includes.isEmpty else { return true }
            var prefix = ""
            for part in relative.split(separator: "/") {
                prefix = prefix.isEmpty ? String(part) : prefix + "/" + part
                if includes.contains(where: { $0.matches(prefix) }) { return true }
            }
            return false
        }
    }

    struct Target {
        var name: String
        var sources: [Source]
        var platforms: Set<Platform>
        /// `dependencies: - package: Common (product: X)`: the products of packages it links (the product named as
        /// the package when none is given).
        var packageProducts: [(package: String, product: String)] = []
        /// `deploymentTarget: "15.0"` (for its platforms) or `{ iOS: "15.0" }`, else the project's
        /// `options: deploymentTarget:`.
        var deploymentTargets: [Platform: OSVersion] = [:]
        /// `deploymentTarget: "15.0"`: for the target's platforms, once its templates have said them all.
        var deploymentTarget: OSVersion?
    }

    var targets: [Target]
    /// `packages: Common: { path: Common }`: local packages by name, their directories relative to the project's.
    var localPackages: [String: String]

    static let fileName = "project.yml"
    static let maxTemplateDepth = 8

    static func parse(_ source: SourceFile) -> XcodeGenProject? {
        let document = YAMLParser.parse(source)
        guard document.diagnostics.allSatisfy({ $0.severity != .error }), let root = document.root,
              let targets = root["targets"]?.pairs, root["include"] == nil else { return nil }
        var templates: [String: Node] = [:]
        for pair in root["targetTemplates"]?.pairs ?? [] {
            if let name = pair.key.string, templates[name] == nil { templates[name] = pair.value }
        }
        var localPackages: [String: String] = [:]
        for package in root["packages"]?.pairs ?? [] {
            if let name = package.key.string, let path = package.value["path"]?.string { localPackages[name] = path }
        }
        var defaults: [Platform: OSVersion] = [:]
        for pair in root["options"]?["deploymentTarget"]?.pairs ?? [] {
            if let name = pair.key.string, let platform = Platform(rawValue: name), let text = pair.value.string,
               let version = OSVersion(text) { defaults[platform] = version }
        }
        var result: [Target] = []
        for pair in targets {
            guard let name = pair.key.string, pair.value.pairs != nil,
                  var target = target(name, pair.value, templates) else { return nil }
            target.deploymentTargets = defaults.merging(target.deploymentTargets) { _, own in own }
            result.append(target)
        }
        return XcodeGenProject(targets: result, localPackages: localPackages)
    }

    /// A target with its templates applied (theirs first; the target's own sources after them).
    private static func target(_ name: String, _ node: Node, _ templates: [String: Node]) -> Target? {
        var target = Target(name: name, sources: [], platforms: [])
        var applied: Set<String> = []
        guard apply(node, to: &target, templates, applied: &applied, depth: 0) else { return nil }
        if let version = target.deploymentTarget {
            for platform in target.platforms where target.deploymentTargets[platform] == nil { target.deploymentTargets[platform] = version }
        }
        return target
    }

    /// Each template is applied once per target (named twice, or by two templates, it gives the same sources), so the
    /// work is linear in the spec, whatever the templates name.
    private static func apply(_ node: Node, to target: inout Target, _ templates: [String: Node], applied: inout Set<String>,
                              depth: Int) -> Bool {
        guard depth < maxTemplateDepth else { return false }
        for used in node["templates"]?.items ?? [] {
            guard let name = used.string, let template = templates[name] else { return false }
            guard applied.insert(name).inserted else { continue }
            guard apply(template, to: &target, templates, applied: &applied, depth: depth + 1) else { return false }
        }
        if node["templates"] != nil, node["templates"]?.items == nil { return false }
        if let platform = node["platform"] {
            for name in platform.items?.compactMap(\.string) ?? [platform.string].compactMap({ $0 }) {
                if let known = Platform(rawValue: name) { target.platforms.insert(known) }
            }
        }
        for destination in node["supportedDestinations"]?.items?.compactMap(\.string) ?? [] {
            if let known = Platform(rawValue: destination) { target.platforms.insert(known) }
        }
        if let deployment = node["deploymentTarget"] {
            if let text = deployment.string, let version = OSVersion(text) { target.deploymentTarget = version }
            for pair in deployment.pairs ?? [] {
                if let name = pair.key.string, let platform = Platform(rawValue: name), let text = pair.value.string,
                   let version = OSVersion(text) { target.deploymentTargets[platform] = version }
            }
        }
        for dependency in node["dependencies"]?.items ?? [] {
            guard let package = dependency["package"]?.string else { continue }
            target.packageProducts.append((package, dependency["product"]?.string ?? package))
        }
        guard let sources = node["sources"] else { return true }
        let entries: [Node]
        if let items = sources.items { entries = items } else if sources.string != nil { entries = [sources] } else { return false }
        for entry in entries {
            if let path = entry.string {
                target.sources.append(Source(path: path, excludes: []))
                continue
            }
            guard let path = entry["path"]?.string else { return false }
            let excludes = entry["excludes"]?.items?.compactMap(\.string).map(Glob.init) ?? []
            let includes = entry["includes"]?.items?.compactMap(\.string).map(Glob.init) ?? []
            target.sources.append(Source(path: path, excludes: excludes, includes: includes))
        }
        return true
    }
}

extension SwiftManifestTargets {
    /// The targets of XcodeGen's `project.yml` in `directory` (when no `.xcodeproj` is there; beside a `Package.swift`, with its targets): each
    /// target's files, one module, reading the local packages it links as its dependencies; nil when the file cannot be
    /// read (see `XcodeGenProject`).
    mutating func xcodeGenModules(in directory: String) -> [Module]? {
        var modules: [Module] = []
        let path = Paths.join(directory, XcodeGenProject.fileName)
        guard case .success(let bytes) = FileReader.read(path, limit: config.limits.maxFileSize),
              let project = XcodeGenProject.parse(SourceFile(path: shown(path), bytes: bytes)) else { return nil }
        for target in project.targets {
            var own: [LintTarget.SwiftFile] = []
            var seen: Set<String> = []
            for source in target.sources {
                let absolute = Paths.absolute(source.path, relativeTo: directory)
                guard isInTree(absolute) else { continue }
                switch PathBytes.kind(absolute) {
                case .directory:
                    for file in swiftFiles(under: absolute, skipping: []) where source.compiles(Paths.relative(file.absolutePath, from: absolute)) {
                        if seen.insert(file.absolutePath).inserted { own.append(file) }
                    }
                case .file where FrontEnds.isSwift(absolute):
                    if seen.insert(absolute).inserted { own.append(file(absolute)) }
                default: break
                }
            }
            var dependencies: [LintTarget.SwiftFile] = []
            for (package, product) in target.packageProducts {
                guard let path = project.localPackages[package] else { continue }
                let wanted = PackageManifest.Product(name: product, package: nil)
                dependencies += productFiles(wanted, Paths.absolute(path, relativeTo: directory), seen: &seen, depth: 1)
            }
            let platform = Platform.checked(among: target.platforms)
            modules.append(Module(name: target.name, directory: (directory, shown(directory)), files: own, dependencies: dependencies,
                                  platform: platform, deploymentTarget: target.deploymentTargets[platform]))
        }
        return modules
    }
}
