// [NavScene front-end repro 04] M2 wrong program boundary (targets guessed from folders, no cross-target resolution)
// Mechanism: the target (module) is guessed from the directory layout: the first directory on the way down that
//   holds a `.swift` file becomes one target with everything below it. An app whose sources start one level deeper
//   (no `.swift` file directly in the app folder, only in subfolders such as Main/ and Screens/) is cut into one
//   target per subfolder. Each is translated alone, so every view, type and modifier extension declared in a sibling
//   folder is an unknown, opaque view; local SwiftPM packages (Packages/Name/Sources/Name) are separate targets too,
//   and nothing links them to the app that uses them.
// Layout to reproduce (this file holds both parts; split it at the marker):
//     Shop/Main/ShopApp.swift        <- part 1
//     Shop/Screens/CartScreen.swift  <- part 2
//   and run `navlint .` from the folder above Shop/. (Linted as one file, it is reported correctly.)
// Expected verdict (SwiftUI): nested-stack (error) at CartScreen's `NavigationStack`: CartScreen is the root content
//   of the App's stack and wraps itself in a second stack.
// Today: Main/ and Screens/ are two targets; in Main/, `CartScreen` is an opaque view; no finding.
// Why: the compiler's module is the Xcode target or SwiftPM target, not a folder. A front end should take targets from
//   Package.swift / the .xcodeproj when present, else treat the whole tree as one program, and resolve names across
//   local packages (their public views, types and `extension View` modifiers) before declaring anything unknown.
import SwiftUI

@main
struct ShopApp: App {
    var body: some Scene {
        WindowGroup {
            NavigationStack {
                CartScreen()
            }
        }
    }
}

