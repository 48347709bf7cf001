import Foundation

/// Flow files named on the command line: files as given, directories searched recursively for `*.navflow`
/// (sorted, hidden directories skipped). Paths that do not exist are kept, so the runner reports them.
public enum FlowDiscovery {
    public static let fileExtension = "navflow"

    public static func find(_ arguments: [String]) -> [String] {
        var result: [String] = []
        for argument in arguments {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: argument, isDirectory: &isDirectory), isDirectory.boolValue else {
                result.append(argument)
                continue
            }
            let walker = FileManager.default.enumerator(atPath: argument)
            var found: [String] = []
            while let relative = walker?.nextObject() as? String {
                if relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) { continue }
                if relative.hasSuffix("." + fileExtension) {
                    found.append(argument.hasSuffix("/") ? argument + relative : argument + "/" + relative)
                }
            }
            result += found.sorted()
        }
        return result
    }
}
