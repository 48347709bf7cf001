#if NAVSCENE_SWIFT_FRONTEND
import NavLintKit
import NavSceneDiagnostics
import NavSceneModel
import NavSceneSwift

/// `Package.swift` -> `PackageManifest`, through swift-syntax (`PackageManifestSyntax`): the manifest is read, never
/// run. Targets whose name is not a string literal are left out.
enum PackageManifestReading {
    static func manifest(_ file: SourceFile) -> PackageManifest? {
        let read = PackageManifestSyntax.read(file.bytes)
        var targets: [PackageManifest.Target] = []
        var products: [String: [String]] = [:]
        var local: [String] = []
        for call in read.calls {
            switch call.member {
            case "package":
                if let path = call.strings["path"] { local.append(path) }
            case "library":
                guard let name = call.strings["name"] else { continue }
                products[name] = (call.lists["targets"] ?? []).compactMap { if case .string(let s) = $0 { return s } else { return nil } }
            default:
                guard let name = call.strings["name"] else { continue }
                var target = PackageManifest.Target(name: name, kind: kind(call.member), path: call.strings["path"])
                target.exclude = strings(call.lists["exclude"])
                if call.lists["sources"] != nil { target.sources = strings(call.lists["sources"]) }
                for element in call.lists["dependencies"] ?? [] {
                    switch element {
                    case .string(let dependency): target.targets.append(dependency)
                    case .call(let member, let arguments):
                        guard let dependency = arguments["name"] else { continue }
                        if member == "product" { target.products.append(.init(name: dependency, package: arguments["package"])) }
                        else if member == "target" || member == "byName" { target.targets.append(dependency) }
                    }
                }
                targets.append(target)
            }
        }
        guard read.name != nil || !targets.isEmpty else { return nil }
        var platforms: [Platform: OSVersion] = [:]
        for (name, text) in read.platforms {
            if let platform = Platform(rawValue: name), let version = OSVersion(text) { platforms[platform] = version }
        }
        return PackageManifest(name: read.name, targets: targets, products: products, localPackages: local, platforms: platforms)
    }

    static func kind(_ member: String) -> PackageManifest.TargetKind {
        switch member {
        case "target": return .regular
        case "executableTarget": return .executable
        case "testTarget": return .test
        case "macro": return .macro
        case "plugin": return .plugin
        default: return .other
        }
    }

    static func strings(_ elements: [PackageManifestSyntax.Element]?) -> [String] {
        (elements ?? []).compactMap { if case .string(let s) = $0 { return s } else { return nil } }
    }
}
#endif
