// navscene-bench: times the pipeline's stages in-process, for Benchmarks/run.sh (not a product; not a test).
//
//   navscene-bench check FILE...                 load each file; exit 1 (listing them) if any has a loader error
//   navscene-bench load  [-n RUNS] FILE...       median wall time of loading every file once, one after the other,
//                                                each dropped before the next; the peak RSS of that; then the memory
//                                                the loaded scenes keep when all are alive
//   navscene-bench dump FILE...                  every loading diagnostic, in order, with exact positions (to compare
//                                                two builds of the loader)
//   navscene-bench rules [-n RUNS] FILE...       load once, then the median time of the rule catalogue over the files
//   navscene-bench explore [-n RUNS] FILE        states explored per second from the initial state
//   navscene-bench repl [-n INTERACTIONS] FILE   mean time of one REPL interaction (tap, render as text, back)
//
// Every timing line is `key value` so the script can parse it.
import Foundation
import NavLintKit
import NavSceneDiagnostics
import NavSceneLoader
import NavSceneRules
import NavSceneRuntime

func now() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
}

func median(_ xs: [Double]) -> Double {
    let s = xs.sorted()
    return s.isEmpty ? 0 : (s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2)
}

@_silgen_name("malloc_trim") func mallocTrim(_ pad: Int) -> Int32

/// Resident memory now, after handing freed heap pages back to the system (so that it counts live data).
func residentBytes() -> Int {
    _ = mallocTrim(0)
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let fields = text.split(separator: " ")
    return fields.count > 1 ? (Int(fields[1]) ?? 0) * Int(sysconf(Int32(_SC_PAGESIZE))) : 0
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data((message + "\n").utf8))
    exit(2)
}

var args = Array(CommandLine.arguments.dropFirst())
guard !args.isEmpty else { fail("usage: navscene-bench check|load|rules|explore|repl [-n N] FILE...") }
let command = args.removeFirst()
var runs = 5
if args.first == "-n", args.count >= 2, let n = Int(args[1]) { runs = n; args.removeFirst(2) }
/// `@LIST` reads paths one per line (the 2,000-file corpus).
let files: [String] = args.flatMap { arg -> [String] in
    guard arg.hasPrefix("@") else { return [arg] }
    guard let text = try? String(contentsOfFile: String(arg.dropFirst()), encoding: .utf8) else { fail("cannot read \(arg)") }
    return text.split(separator: "\n").map(String.init)
}
guard !files.isEmpty else { fail("no files") }

func loadAll() -> [LoadResult] { files.map { SceneLoader.load(path: $0) } }

switch command {
case "check":
    var bad = 0
    for result in loadAll() {
        let errors = result.diagnostics.filter { $0.severity == .error }
        guard !errors.isEmpty else { continue }
        bad += 1
        for error in errors.prefix(5) {
            print("\(error.range.file):\(error.range.start.line):\(error.range.start.column): \(error.id): \(error.message)")
        }
    }
    print("files \(files.count)\nfiles_with_errors \(bad)")
    exit(bad == 0 ? 0 : 1)

case "dump":
    func place(_ r: SourceRange) -> String {
        "\(r.file):\(r.start.line):\(r.start.column)@\(r.start.offset)-\(r.end.line):\(r.end.column)@\(r.end.offset)"
    }
    for file in files {
        let result = SceneLoader.load(path: file)
        print("== \(file): scene \(result.scene != nil), nodes \(result.scene?.nodes.count ?? -1)")
        for d in result.diagnostics {
            print("\(d.severity) \(d.id) \(place(d.range)) \(d.message)")
            for note in d.notes { print("  note \(note.range.map(place) ?? "-") \(note.message)") }
            for fix in d.fixIts { print("  fix \(fix.message) \(fix.edits.map { place($0.range) + " " + $0.replacement })") }
        }
        if let scene = result.scene {
            for node in scene.nodes { print("  node \(node.id) \(node.name) \(place(node.range)) \(place(node.nameRange))") }
        }
    }

case "load":
    // Each file is loaded and dropped before the next, as a linter streams files (and as the floor does).
    var times: [Double] = []
    var nodes = 0
    for _ in 0..<runs {
        nodes = 0
        let start = now()
        for file in files { nodes += SceneLoader.load(path: file).scene?.nodes.count ?? 0 }
        times.append(now() - start)
    }
    var usage = rusage()
    getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
    print("load_seconds \(median(times))\nload_view_nodes \(nodes)\nload_peak_rss_bytes \(usage.ru_maxrss * 1024)")
    // What the finished scenes keep: resident memory with every result alive (after returning freed memory to the
    // system) minus the same before loading.
    let before = residentBytes()
    let kept = loadAll()
    withExtendedLifetime(kept) {
        print("load_results_bytes \(residentBytes() - before)")
        // For heap profilers: stop with the results alive.
        if getenv("NAVSCENE_BENCH_EXIT_LOADED") != nil { exit(0) }
    }

case "rules":
    let loaded = loadAll()
    var times: [Double] = []
    var findings = 0
    for _ in 0..<runs {
        let start = now()
        findings = loaded.reduce(0) { $0 + Analysis.runRules($1, settings: RuleSettings()).count }
        times.append(now() - start)
    }
    print("rules_seconds \(median(times))\nrules_findings \(findings)")

case "explore":
    guard let scene = SceneLoader.load(path: files[0]).scene else { fail("\(files[0]) did not load") }
    // The rules' exploration (NavSceneRules), with its default budgets; the walker measures the runtime alone.
    let navigator = Navigator(scene: scene, data: DataStore(scene: scene))
    var rates: [Double] = [], walkRates: [Double] = []
    var states = 0, walked = 0
    var complete = true
    for _ in 0..<runs {
        var start = now()
        let result = Exploration.explore(navigator: navigator, settings: RuleSettings())
        states = result.states.count
        complete = result.isComplete
        rates.append(Double(states) / (now() - start))
        start = now()
        walked = StateWalker(scene: scene, maxStates: 20_000).walk()
        walkRates.append(Double(walked) / (now() - start))
    }
    print("explore_states \(states)\nexplore_complete \(complete)\nexplore_states_per_second \(median(rates))")
    print("walk_states \(walked)\nwalk_states_per_second \(median(walkRates))")

case "repl":
    guard let scene = SceneLoader.load(path: files[0]).scene else { fail("\(files[0]) did not load") }
    let interactions = runs < 10 ? 200 : runs
    let runtime = SceneRuntime(scene: scene)
    let text = FrameText(navigator: runtime.navigator)
    var printed = 0
    let start = now()
    for i in 0..<interactions {
        // Alternate a tap on an element (cycling through them) with going back, printing the frame each time, as the
        // REPL does after every command.
        if i % 2 == 0, !runtime.frame.elements.isEmpty {
            runtime.activate(index: (i / 2) % runtime.frame.elements.count)
        } else {
            runtime.back()
        }
        printed += text.render(runtime.frame, state: runtime.state).utf8.count
    }
    let elapsed = now() - start
    print("repl_interactions \(interactions)\nrepl_seconds_per_interaction \(elapsed / Double(interactions))\nrepl_bytes \(printed)")

default:
    fail("unknown command \(command)")
}
