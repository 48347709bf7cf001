// swift-tools-version:5.9
// A small SwiftUI app for navlint to check (`swift run navlint Examples/Swift`): the app target `Trails` lints clean;
// each target under Mistakes/ holds one deliberate navigation mistake that navlint reports. navlint reads this
// manifest (never runs it) to know which files form each module. It builds on Apple platforms (SwiftUI).
import PackageDescription

let package = Package(
    name: "Trails",
    platforms: [.iOS(.v17), .macOS(.v14)],
    targets: [
        .executableTarget(name: "Trails", path: "Trails"),
        .target(name: "NestedStack", path: "Mistakes/NestedStack"),
        .target(name: "DestinationInListRow", path: "Mistakes/DestinationInListRow"),
        .target(name: "LinkWithoutDestination", path: "Mistakes/LinkWithoutDestination"),
    ]
)
