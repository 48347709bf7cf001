import Foundation
import NavSceneDiagnostics

/// `navlint --watch PATH...`: lints, then polls the paths (every `interval`) for YAML files and configs that were
/// added, removed or modified, and lints again with a fresh summary, re-linting only the files that changed or read a
/// file that changed (`LintCache`). Polling keeps it portable (Linux has no FSEvents,
/// and inotify would need a C shim); a poll stats the files under the paths, a few milliseconds for a project's scenes.
public struct LintWatcher {
    let request: LintRequest
    let console: Console
    let interval: TimeInterval

    public init(request: LintRequest, console: Console, interval: TimeInterval = 0.5) {
        var request = request
        request.cache = LintCache()
        self.request = request
        self.console = console
        self.interval = interval
    }

    /// Runs until the process is stopped; `rounds` bounds it (for tests).
    public func run(rounds: Int = .max) {
        var snapshot = self.snapshot()
        for round in 0..<rounds {
            request.cache!.resetCounts()
            let status = LintRunner(request: request, console: console).run()
            let verdict = status == .clean ? "no finding reaches the failing severity" : "exit status would be \(status.rawValue)"
            let cache = request.cache!
            console.err("navlint: re-linted \(cache.relinted) of \(cache.relinted + cache.reused) file\(cache.relinted + cache.reused == 1 ? "" : "s"); \(verdict); watching \(snapshot.count) file\(snapshot.count == 1 ? "" : "s") for changes (Ctrl-C stops)\n")
            if round == rounds - 1 { return }
            while true {
                Thread.sleep(forTimeInterval: interval)
                let next = self.snapshot()
                if next != snapshot {
                    if next.keys.contains(where: { LintConfig.fileNames.contains(($0 as NSString).lastPathComponent) && next[$0] != snapshot[$0] }) {
                        request.cache!.clear()   // a config changed: every file's settings may have
                    }
                    let changed = Set(next.keys).union(snapshot.keys).filter { next[$0] != snapshot[$0] }.sorted()
                    console.err("\nnavlint: changed: \(changed.map { Paths.display($0, cwd: console.workingDirectory) }.joined(separator: ", "))\n")
                    snapshot = next
                    break
                }
            }
        }
    }

    /// Modification time and size of every YAML file and config under the paths (and `.swift` file, with the Swift
    /// front end plugged in).
    func snapshot() -> [String: [Double]] {
        var files: [String: [Double]] = [:]
        let fm = FileManager.default
        func record(_ path: String) {
            guard let attributes = try? fm.attributesOfItem(atPath: path) else { return }
            let modified = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            let size = (attributes[.size] as? NSNumber)?.doubleValue ?? 0
            files[path] = [modified, size]
        }
        for given in request.paths.isEmpty ? ["."] : request.paths where given != "-" {
            let absolute = Paths.absolute(given, relativeTo: console.workingDirectory)
            var isDirectory: ObjCBool = false
            guard fm.fileExists(atPath: absolute, isDirectory: &isDirectory) else { continue }
            guard isDirectory.boolValue else { record(absolute); continue }
            guard let walker = fm.enumerator(atPath: absolute) else { continue }
            while let relative = walker.nextObject() as? String {
                let name = (relative as NSString).lastPathComponent
                if name.hasPrefix(".build") || (name.hasPrefix(".") && !LintConfig.fileNames.contains(name)) {
                    if (walker.fileAttributes?[.type] as? FileAttributeType) == .typeDirectory { walker.skipDescendants() }
                    continue
                }
                if LintConfig.hasYAMLExtension(name) || LintConfig.fileNames.contains(name)
                    || (FrontEnds.swift != nil && FrontEnds.isSwift(name)) { record(Paths.join(absolute, relative)) }
            }
        }
        return files
    }
}

/// Lint results kept between `--watch` runs: a file is linted again only when it or a file its load read (includes)
/// changed size or modification time since it was last linted.
public final class LintCache: @unchecked Sendable {
    private struct Entry { var result: FileResult; var stamps: [String: [Double]] }
    private var entries: [String: Entry] = [:]
    private(set) var relinted = 0, reused = 0

    public init() {}

    func clear() { entries.removeAll() }

    func lint(_ targets: [LintTarget], overrides: CommandLineOverrides, cwd: String) -> [FileResult] {
        var results: [FileResult?] = Array(repeating: nil, count: targets.count)
        var stale: [Int] = []
        for (index, target) in targets.enumerated() {
            if let entry = entries[target.path], entry.stamps == Self.stamps(entry.stamps.keys) {
                results[index] = entry.result
                reused += 1
            } else {
                stale.append(index)
            }
        }
        let fresh = FileLinter.lintAll(stale.map { targets[$0] }, overrides: overrides, stdin: { [] })
        for (slot, index) in stale.enumerated() {
            let result = fresh[slot]
            results[index] = result
            let base = result.target.absolutePath.map { Paths.parent($0) } ?? cwd
            var files = Set([result.target.absolutePath ?? Paths.absolute(result.target.path, relativeTo: cwd)])
            for path in result.sources.keys where path != result.target.path {
                files.insert(Paths.absolute(path, relativeTo: result.target.path.hasPrefix("/") ? base : cwd))
            }
            entries[result.target.path] = Entry(result: result, stamps: Self.stamps(files))
            relinted += 1
        }
        return results.map { $0! }
    }

    func resetCounts() { relinted = 0; reused = 0 }

    private static func stamps<S: Sequence>(_ paths: S) -> [String: [Double]] where S.Element == String {
        var stamps: [String: [Double]] = [:]
        for path in paths {
            let attributes = try? FileManager.default.attributesOfItem(atPath: path)
            stamps[path] = [(attributes?[.modificationDate] as? Date)?.timeIntervalSince1970 ?? -1,
                            (attributes?[.size] as? NSNumber)?.doubleValue ?? -1]
        }
        return stamps
    }
}
