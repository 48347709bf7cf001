#if NAVSCENE_SWIFT_FRONTEND
import NavLintKit
import NavSceneLoader
import NavSceneSession
import NavSceneSwift

/// Plugs the Swift front end into navlint: `.swift` files in the paths are linted by module.
enum SwiftFrontEndPlugin {
    static func install() {
        // One run parses each file once: a dependency module shared by several targets is not parsed again per
        // importing target (a changed file, as in `--watch`, replaces its own entry).
        let cache = SwiftParseCache(evicting: false)
        FrontEnds.swift = { files, dependencies, name, platform, checkedElsewhere in
            SwiftSources.load(files, dependencies: dependencies, name: name, platform: platform, cache: cache, checkedElsewhere: checkedElsewhere)
        }
        FrontEnds.packageManifest = { PackageManifestReading.manifest($0) }
        FrontEnds.swiftSyntaxError = { SwiftSyntaxCheck.firstError($0) }
        // `navlint repl App.swift`, a flow whose scene is Swift: the module read in memory.
        Session.sourceReader = SwiftSources.sceneReader
    }
}
#endif
