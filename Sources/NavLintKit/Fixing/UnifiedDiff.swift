/// Unified diffs of a file before and after byte edits. Hunks come from the edits themselves (no line-matching search),
/// so they are exact and cost nothing on large files.
public enum UnifiedDiff {
    public struct Hunk: Equatable {
        public var oldStart: Int
        public var newStart: Int
        public var before: [String]     // context lines before the change
        public var removed: [String]
        public var added: [String]
        public var after: [String]      // context lines after the change
        /// Whether the last removed/added line has no line break (the file's end).
        public var oldMissingNewline = false
        public var newMissingNewline = false
    }

    /// The lines of `bytes`, each with its line break (the last may lack one).
    static func lines(_ bytes: ArraySlice<UInt8>) -> [ArraySlice<UInt8>] {
        var result: [ArraySlice<UInt8>] = []
        var start = bytes.startIndex
        for index in bytes.indices where bytes[index] == 0x0A {
            result.append(bytes[start...index])
            start = index + 1
        }
        if start < bytes.endIndex { result.append(bytes[start...]) }
        return result
    }

    public static func hunks(_ original: [UInt8], _ edits: [ByteEdit], context: Int) -> [Hunk] {
        let oldLines = lines(original[...])
        var starts: [Int] = []
        var offset = 0
        for line in oldLines { starts.append(offset); offset += line.count }
        func lineIndex(_ byte: Int) -> Int {
            var low = 0, high = max(0, starts.count - 1)
            while low < high {
                let mid = (low + high + 1) / 2
                if starts[mid] <= byte { low = mid } else { high = mid - 1 }
            }
            return low
        }
        // Group edits whose changed lines are close enough to share context.
        var groups: [(first: Int, last: Int, edits: [ByteEdit])] = []
        for edit in edits.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) {
            let first = lineIndex(edit.range.lowerBound)
            var last = lineIndex(max(edit.range.lowerBound, edit.range.upperBound - 1))
            // Replacing up to the end of a line that lacks a break needs no extra line.
            if edit.range.upperBound == original.count, original.last != 0x0A { last = max(last, oldLines.count - 1) }
            if var group = groups.last, first <= group.last + 2 * context + 1 {
                group.last = max(group.last, last); group.edits.append(edit)
                groups[groups.count - 1] = group
            } else {
                groups.append((first, last, [edit]))
            }
        }
        var hunks: [Hunk] = []
        var delta = 0
        for group in groups {
            let lastLine = min(group.last, max(0, oldLines.count - 1))
            let sliceStart = oldLines.isEmpty ? 0 : starts[group.first]
            let sliceEnd = oldLines.isEmpty ? 0 : starts[lastLine] + oldLines[lastLine].count
            var slice = Array(original[sliceStart..<sliceEnd])
            for edit in group.edits.reversed() {
                let low = max(0, edit.range.lowerBound - sliceStart), high = min(slice.count, edit.range.upperBound - sliceStart)
                slice.replaceSubrange(low..<max(low, high), with: edit.replacement)
            }
            let removedBytes = oldLines.isEmpty ? [] : Array(oldLines[group.first...lastLine])
            var removed = removedBytes.map { String(decoding: $0, as: UTF8.self) }
            var added = lines(slice[...]).map { String(decoding: $0, as: UTF8.self) }
            // Lines identical at both ends of the change become context.
            var leading = 0
            while leading < removed.count, leading < added.count, removed[leading] == added[leading] { leading += 1 }
            var trailing = 0
            while trailing < removed.count - leading, trailing < added.count - leading,
                  removed[removed.count - 1 - trailing] == added[added.count - 1 - trailing] { trailing += 1 }
            let firstChanged = group.first + leading
            removed = Array(removed[leading..<(removed.count - trailing)])
            added = Array(added[leading..<(added.count - trailing)])
            if removed.isEmpty && added.isEmpty { continue }
            let afterStart = firstChanged + removed.count
            let beforeStart = max(0, firstChanged - context)
            let before = oldLines[beforeStart..<firstChanged].map { String(decoding: $0, as: UTF8.self) }
            let after = oldLines[afterStart..<min(oldLines.count, afterStart + context)].map { String(decoding: $0, as: UTF8.self) }
            var hunk = Hunk(oldStart: beforeStart + 1, newStart: beforeStart + 1 + delta, before: before,
                            removed: removed, added: added, after: after)
            hunk.oldMissingNewline = after.isEmpty && !(removed.last ?? "\n").hasSuffix("\n")
            hunk.newMissingNewline = after.isEmpty && !(added.last ?? "\n").hasSuffix("\n")
            delta += added.count - removed.count
            hunks.append(hunk)
        }
        return hunks
    }

    /// A `diff -u` style text for one file.
    public static func render(path: String, original: [UInt8], edits: [ByteEdit], context: Int = 3) -> String {
        let hunks = self.hunks(original, edits, context: context)
        guard !hunks.isEmpty else { return "" }
        var out = "--- a/\(path)\n+++ b/\(path)\n"
        for hunk in hunks {
            let oldCount = hunk.before.count + hunk.removed.count + hunk.after.count
            let newCount = hunk.before.count + hunk.added.count + hunk.after.count
            out += "@@ -\(range(hunk.oldStart, oldCount)) +\(range(hunk.newStart, newCount)) @@\n"
            for line in hunk.before { out += " " + terminated(line) }
            for (index, line) in hunk.removed.enumerated() {
                out += "-" + terminated(line)
                if index == hunk.removed.count - 1 && hunk.oldMissingNewline { out += "\\ No newline at end of file\n" }
            }
            for (index, line) in hunk.added.enumerated() {
                out += "+" + terminated(line)
                if index == hunk.added.count - 1 && hunk.newMissingNewline { out += "\\ No newline at end of file\n" }
            }
            for line in hunk.after { out += " " + terminated(line) }
        }
        return out
    }

    private static func range(_ start: Int, _ count: Int) -> String {
        count == 1 ? "\(start)" : "\(count == 0 ? start - 1 : start),\(count)"
    }

    private static func terminated(_ line: String) -> String {
        line.hasSuffix("\n") ? line : line + "\n"
    }
}
