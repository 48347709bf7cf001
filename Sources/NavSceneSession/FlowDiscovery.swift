import NavSceneDiagnostics

/// Flow files named on the command line: files as given, directories searched recursively for `*.navflow`
/// (sorted, hidden directories skipped, symbolic links followed only inside the directory named: `TreeBoundary`).
/// Paths that do not exist are kept, so the runner reports them. Names are bytes (`PathBytes`): a file whose name is
/// not valid UTF-8 is found and run like any other.
public enum FlowDiscovery {
    public static let fileExtension = "navflow"

    public static func find(_ arguments: [String]) -> [String] {
        var result: [String] = []
        for argument in arguments {
            guard PathBytes.kind(argument) == .directory else {
                result.append(argument)
                continue
            }
            var found: [String] = []
            let boundary = TreeBoundary(root: argument)
            var pending = [argument.hasSuffix("/") ? String(argument.dropLast()) : argument]
            var seen = Set<String>()   // real paths of directories walked: a symlink loop is walked once
            while let directory = pending.popLast() {
                guard seen.insert(PathBytes.realPath(directory) ?? directory).inserted,
                      case .success(let names) = PathBytes.entries(of: directory) else { continue }
                for name in names where !name.hasPrefix(".") {
                    let path = directory + "/" + name
                    guard boundary.refusal(for: path) == nil else { continue }
                    switch PathBytes.kind(path) {
                    case .directory: pending.append(path)
                    case .file: if name.hasSuffix("." + fileExtension) { found.append(path) }
                    case .missing: break
                    }
                }
            }
            result += found.sorted()
        }
        return result
    }
}
