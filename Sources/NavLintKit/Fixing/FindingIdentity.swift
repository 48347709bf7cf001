import NavSceneDiagnostics

/// A finding's identity across an edit: its rule, its message and the text it points at (the element), so a finding
/// whose line moved is still the same finding, and one about another element is not.
struct FindingIdentity: Hashable {
    var id: String
    var message: String
    var element: [UInt8]

    init(_ diagnostic: Diagnostic, in sources: [String: SourceFile]) {
        id = diagnostic.id
        message = diagnostic.message
        let range = diagnostic.range
        if let file = sources[range.file], range.start.offset >= 0, range.start.offset <= range.end.offset,
           range.end.offset <= file.bytes.count {
            element = Array(file.bytes[range.start.offset..<range.end.offset])
        } else {
            element = []
        }
    }

    /// The findings of `after` that `before` does not have (as many times as they occur more often).
    static func added(before: FileResult, after: FileResult) -> [Diagnostic] {
        var counts: [FindingIdentity: Int] = [:]
        // A finding made but not reported before (its cause reported instead, or unknown code around it) was there.
        for diagnostic in before.diagnostics + before.unreported {
            counts[FindingIdentity(diagnostic, in: before.sources), default: 0] += 1
        }
        var added: [Diagnostic] = []
        for diagnostic in after.diagnostics {
            let key = FindingIdentity(diagnostic, in: after.sources)
            if let count = counts[key], count > 0 { counts[key] = count - 1 } else { added.append(diagnostic) }
        }
        return added
    }
}
