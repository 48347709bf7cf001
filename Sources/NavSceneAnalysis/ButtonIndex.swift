/// The walked Buttons and handlers (`ReachabilityAnalysis.buttons`) by node and by push source, built once per walk on
/// the first question, so a rule asking about every Button is linear rather than a scan of all of them per Button.
struct ButtonIndex {
    var generation = -1
    var count = -1
    var byNode: [Int: [Int]] = [:]
    var bySource: [PushSource: [Int]] = [:]
}

extension ReachabilityAnalysis {
    /// Within a walk, `buttons` only grows: the index is extended over the Buttons added since it was last asked
    /// (each read in place, not copied with its statements and environment); a new walk starts it again.
    private func indexButtons() {
        guard buttonIndex.generation != walkGeneration || buttonIndex.count != buttons.count else { return }
        if buttonIndex.generation != walkGeneration || buttonIndex.count > buttons.count {
            buttonIndex = ButtonIndex(generation: walkGeneration, count: 0)
        }
        for position in buttonIndex.count..<buttons.count {
            buttonIndex.byNode[buttons[position].node, default: []].append(position)
            buttonIndex.bySource[buttons[position].source, default: []].append(position)
        }
        buttonIndex.count = buttons.count
    }

    /// Every place a Button (or handler) node was walked in, in walk order.
    func buttonOccurrences(ofNode node: Int) -> [ButtonOccurrence] {
        indexButtons()
        return (buttonIndex.byNode[node] ?? []).map { buttons[$0] }
    }

    /// The positions in `buttons` of every walked Button or handler with this push source, in walk order (positions,
    /// so a question about one field does not copy every occurrence's statements and environment).
    func buttonPositions(from source: PushSource) -> [Int] {
        indexButtons()
        return buttonIndex.bySource[source] ?? []
    }
}
