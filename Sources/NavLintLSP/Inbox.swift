import Foundation

/// Messages read but not yet handled, between the reader thread and the server's worker: the reader keeps draining
/// the client's pipe while a check runs, so changes that arrive meanwhile are handled together (one check for the
/// burst). Bounded in bytes: past `maxBytes` the reader waits.
final class Inbox: @unchecked Sendable {
    static let maxBytes = 2 * MessageReader.maxBodyBytes

    enum Taken {
        case items([MessageReader.Item])
        case timedOut
        /// The input ended and everything before the end was taken.
        case ended
    }

    private let condition = NSCondition()
    private var items: [MessageReader.Item] = []
    private var bytes = 0
    private var inputEnded = false
    private var workerGone = false

    /// Adds a message; waits while the inbox is full. Dropped once the worker has stopped.
    func put(_ item: MessageReader.Item) {
        let size: Int
        if case .message(let data) = item { size = data.count } else { size = 0 }
        condition.lock()
        defer { condition.unlock() }
        while !workerGone, bytes > 0, bytes + size > Self.maxBytes { condition.wait() }
        guard !workerGone else { return }
        items.append(item)
        bytes += size
        condition.broadcast()
    }

    func endOfInput() {
        condition.lock()
        inputEnded = true
        condition.broadcast()
        condition.unlock()
    }

    /// The worker stopped: the reader's waits end and what it reads later is dropped.
    func close() {
        condition.lock()
        workerGone = true
        items = []
        condition.broadcast()
        condition.unlock()
    }

    /// Everything waiting, once there is something, the input ended, or `deadline` passed (nil: no deadline).
    func take(before deadline: Date?) -> Taken {
        condition.lock()
        defer { condition.unlock() }
        while items.isEmpty && !inputEnded {
            if let deadline {
                if !condition.wait(until: deadline) && items.isEmpty && !inputEnded { return .timedOut }
            } else {
                condition.wait()
            }
        }
        if items.isEmpty { return .ended }
        let taken = items
        items = []
        bytes = 0
        condition.broadcast()
        return .items(taken)
    }
}
