// Shared by the fuzz targets (compiled into each by `.ci/fuzz`): the input read as a stream of choices, and a
// generator of small SwiftUI modules from those choices.

/// The fuzzer's bytes as choices; past the end every choice is 0 (so every input ends).
struct FuzzBytes {
    let bytes: [UInt8]
    var position = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var isAtEnd: Bool { position >= bytes.count }

    mutating func next() -> UInt8 {
        guard position < bytes.count else { return 0 }
        defer { position += 1 }
        return bytes[position]
    }

    /// A choice in 0..<count.
    mutating func choose(_ count: Int) -> Int { count <= 1 ? 0 : Int(next()) % count }

    mutating func pick<T>(_ options: [T]) -> T { options[choose(options.count)] }

    /// Up to `limit` raw bytes as text (invalid UTF-8 repaired), for names and strings that may be anything.
    mutating func rawText(_ limit: Int) -> String {
        let count = choose(limit + 1)
        var raw: [UInt8] = []
        for _ in 0..<count { raw.append(next()) }
        return String(decoding: raw, as: UTF8.self)
    }
}

/// Small SwiftUI modules built from choices: views whose bodies nest stacks, links (view and value), destinations,
/// lists, ForEach, sheets, conditionals and instances of other views or of themselves. Every shape the Swift front end
/// models is reachable; a few choices splice raw bytes in, so broken Swift is generated too.
struct SwiftUIGenerator {
    var input: FuzzBytes
    var viewCount = 1
    var budget = 60

    init(_ input: FuzzBytes) { self.input = input }

    /// One to three files, each `(name, text)`.
    mutating func module() -> [(String, String)] {
        viewCount = 1 + input.choose(5)
        var files: [(String, String)] = []
        let fileCount = 1 + input.choose(3)
        var texts = Array(repeating: "import SwiftUI\n\n", count: fileCount)
        if input.choose(3) == 0 {
            texts[0] += "@main\nstruct FuzzApp: App {\n    var body: some Scene {\n        WindowGroup { V0() }\n    }\n}\n\n"
        }
        texts[0] += "enum Route: Hashable { case a, b(Int) }\n\n"
        for index in 0..<viewCount {
            texts[input.choose(fileCount)] += view(index)
        }
        for (index, text) in texts.enumerated() { files.append(("F\(index).swift", text)) }
        return files
    }

    mutating func view(_ index: Int) -> String {
        var text = "struct V\(index): View {\n"
        if input.choose(2) == 0 { text += "    @State private var flag = false\n" }
        if input.choose(2) == 0 { text += "    @State private var path: [Int] = []\n" }
        if input.choose(3) == 0 { text += "    @State private var route: Route? = nil\n" }
        if input.choose(4) == 0 { text += "    let n: Int = 0\n" }
        text += "    var body: some View {\n" + element(depth: 2) + "\n    }\n"
        if input.choose(4) == 0 { text += "    var helper: some View {\n" + element(depth: 2) + "\n    }\n" }
        return text + "}\n\n"
    }

    mutating func children(depth: Int) -> String {
        let count = 1 + input.choose(3)
        var parts: [String] = []
        for _ in 0..<count { parts.append(element(depth: depth + 1)) }
        return parts.joined(separator: "\n")
    }

    mutating func element(depth: Int) -> String {
        let pad = String(repeating: "    ", count: depth)
        budget -= 1
        guard budget > 0, depth < 12 else { return pad + "Text(\"leaf\")" }
        let target = "V\(input.choose(viewCount))()"
        var text: String
        switch input.choose(20) {
        case 0: text = pad + "NavigationStack {\n" + children(depth: depth) + "\n" + pad + "}"
        case 1: text = pad + "NavigationStack(path: $path) {\n" + children(depth: depth) + "\n" + pad + "}"
        case 2: text = pad + "NavigationLink(\"Go\") { \(target) }"
        case 3: text = pad + "NavigationLink(\"N\", value: \(input.choose(4)))"
        case 4: text = pad + "NavigationLink(value: Route.b(\(input.choose(3)))) { Text(\"R\") }"
        case 5: text = pad + "List {\n" + children(depth: depth) + "\n" + pad + "}"
        case 6: text = pad + "ForEach(0..<\(input.choose(4)), id: \\.self) { i in\n" + children(depth: depth) + "\n" + pad + "}"
        case 7: text = pad + "VStack {\n" + children(depth: depth) + "\n" + pad + "}"
        case 8: text = pad + "if flag {\n" + children(depth: depth) + "\n" + pad + "} else {\n" + children(depth: depth) + "\n" + pad + "}"
        case 9: text = pad + target
        case 10: text = pad + "Button(\"Push\") { path.append(\(input.choose(5))) }"
        case 11: text = pad + "Button(\"Toggle\") { flag.toggle() }"
        case 12: text = pad + "NavigationSplitView {\n" + children(depth: depth) + "\n" + pad + "} detail: {\n" + children(depth: depth) + "\n" + pad + "}"
        case 13: text = pad + "TabView {\n" + children(depth: depth) + "\n" + pad + "}"
        case 14: text = pad + "helper"
        case 15: text = pad + "Text(\"" + input.rawText(6).filter { $0 != "\"" && $0 != "\\" && $0 != "\n" } + "\")"
        case 16: text = pad + input.rawText(12)
        case 17: text = pad + "switch route {\n" + pad + "case .a: " + target + "\n" + pad + "default: Text(\"d\")\n" + pad + "}"
        default: text = pad + "Text(\"t\")"
        }
        // Modifiers chained on what was built.
        for _ in 0..<input.choose(3) {
            switch input.choose(8) {
            case 0: text += "\n" + pad + ".navigationDestination(for: Int.self) { i in \(target) }"
            case 1: text += "\n" + pad + ".navigationDestination(for: Route.self) { r in \(target) }"
            case 2: text += "\n" + pad + ".sheet(isPresented: $flag) { \(target) }"
            case 3: text += "\n" + pad + ".navigationTitle(\"T\")"
            case 4: text += "\n" + pad + ".toolbar { Button(\"B\") { flag = true } }"
            case 5: text += "\n" + pad + ".navigationDestination(isPresented: $flag) { \(target) }"
            case 6: text += "\n" + pad + ".navigationDestination(item: $route) { r in \(target) }"
            default: text += "\n" + pad + ".padding()"
            }
        }
        return text
    }
}
