import Foundation

enum Mailbox: String, Hashable, CaseIterable, Codable {
    case inbox, sent, archive

    var title: String {
        switch self {
        case .inbox: return "Inbox"
        case .sent: return "Sent"
        case .archive: return "Archive"
        }
    }
}

struct Message: Hashable, Identifiable, Codable {
    let id: UUID
    var subject: String
    var mailbox: Mailbox
}
