import NavSceneAnalysis

extension PushSource {
    /// The order of the sources' printed forms (`"\(source)"`: `action("name")`, `button(12)`,
    /// `event(node: 3, modifier: 0)`, `initial`, `link(5)`), the order findings about them have always been reported
    /// in, decided without printing them: the case names first, then the node numbers as decimal text (so `button(12)`
    /// comes before `button(5)`). Only an action's name, which may hold any character, is compared in its printed form.
    static func printedOrder(_ a: PushSource, _ b: PushSource) -> Bool {
        switch (a, b) {
        case (.link(let x), .link(let y)), (.button(let x), .button(let y)):
            return decimalTextLess(x, y)
        case (.event(let n1, let m1), .event(let n2, let m2)):
            return n1 != n2 ? decimalTextLess(n1, n2) : decimalTextLess(m1, m2)
        case (.action, .action):
            return "\(a)" < "\(b)"
        default:
            return a.caseRank < b.caseRank
        }
    }

    /// The case names' alphabetical order (they differ in their first letter).
    private var caseRank: Int {
        switch self {
        case .action: return 0
        case .button: return 1
        case .event: return 2
        case .initial: return 3
        case .link: return 4
        }
    }
}

/// `String(x) < String(y)` for numbers, without making the strings: a number whose digits are a prefix of the other's
/// comes first (the text after a number, `)` or `,`, sorts before every digit).
func decimalTextLess(_ x: Int, _ y: Int) -> Bool {
    guard x >= 0, y >= 0 else { return String(x) < String(y) }
    func digits(_ n: Int) -> Int {
        var count = 1, rest = n
        while rest >= 10 { rest /= 10; count += 1 }
        return count
    }
    func scaled(_ n: Int, by places: Int) -> Int {
        var result = n
        for _ in 0..<places { result = result.multipliedReportingOverflow(by: 10).partialValue }
        return result
    }
    let dx = digits(x), dy = digits(y)
    if dx == dy { return x < y }
    // Compare the shorter number, padded with zeros to the other's length; equal means it is a prefix: it comes first.
    if dx < dy { return scaled(x, by: dy - dx) <= y }
    return scaled(y, by: dx - dy) > x
}
