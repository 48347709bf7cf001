/// The lines entered in a session, oldest first, for up/down in the line editor. Keeps at most `limit` lines
/// (default 500); empty lines and immediate repeats are not kept.
public struct History: Sendable {
    public static let defaultLimit = 500
    public private(set) var entries: [String] = []
    public let limit: Int

    public init(limit: Int = History.defaultLimit) { self.limit = max(0, limit) }

    public mutating func add(_ line: String) {
        let trimmed = line.trimmed
        guard !trimmed.isEmpty, entries.last != line, limit > 0 else { return }
        entries.append(line)
        if entries.count > limit { entries.removeFirst(entries.count - limit) }
    }
}
