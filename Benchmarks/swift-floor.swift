// The floor for navlint's speed on SwiftUI source (Benchmarks/real-apps.sh): read each `.swift` file named on standard
// input (one path a line), parse it with swift-syntax's parser (the same package and version navlint uses), and walk
// the tree once with a visitor (SyntaxAnyVisitor) that looks at every node and token. Nothing is translated or checked. Prints
// `files N nodes N tokens N`, and `syntax-error PATH` on standard error for each file that does not parse cleanly
// (Benchmarks/plant-mistakes.py checks its edits with it).
//
// Not a product: real-apps.sh compiles it with swiftc against the modules and objects of navlint's own release build,
// so the floor and navlint run the same parser code with the same optimisation.
import SwiftParser
import SwiftSyntax

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

final class EveryNode: SyntaxAnyVisitor {
    var nodes = 0
    var tokens = 0
    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
        nodes += 1
        return .visitChildren
    }
    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        tokens += 1
        return .visitChildren
    }
}

func readWholeFile(_ path: String) -> [UInt8]? {
    guard let handle = fopen(path, "rb") else { return nil }
    defer { fclose(handle) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
        let count = fread(&chunk, 1, chunk.count, handle)
        if count > 0 { bytes.append(contentsOf: chunk[0..<count]) }
        if count < chunk.count { break }
    }
    return bytes
}

var files = 0
let visitor = EveryNode(viewMode: .sourceAccurate)
while let line = readLine() {
    guard !line.isEmpty, let bytes = readWholeFile(line) else { continue }
    let tree = bytes.withUnsafeBufferPointer { Parser.parse(source: $0) }
    visitor.walk(tree)
    if tree.hasError { fputs("syntax-error \(line)\n", stderr) }
    files += 1
}
print("files \(files) nodes \(visitor.nodes) tokens \(visitor.tokens)")
