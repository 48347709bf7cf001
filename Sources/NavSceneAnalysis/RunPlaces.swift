/// Where statements run, for rules that judge a write by the stack it lands on rather than by its path variable.
extension ReachabilityAnalysis {
    /// The stack each place a Button's action or an event handler was walked in sits in (nil: outside any stack).
    public func stacksRunning(_ source: PushSource) -> [Int?] {
        buttonPositions(from: source).map { buttons[$0].place.stack }
    }

    /// The places a Button's action or an event handler was walked in.
    public func placesRunning(_ source: PushSource) -> [Place] {
        buttonPositions(from: source).map { buttons[$0].place }
    }

    /// Whether two stacks can never be shown together: they sit in different branches of one walked conditional.
    public func stacksExcludeEachOther(_ a: Int, _ b: Int) -> Bool {
        a != b && stacks[a].hostScreen == stacks[b].hostScreen && excludeEachOther(stacks[a].place.guards, stacks[b].place.guards)
    }
}
