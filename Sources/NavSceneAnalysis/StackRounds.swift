/// The types one stack's rounds of path screens look at (`walkStack`).
///
/// A round takes every type pushed on the stack's path when it begins (on a path written with values of unknown
/// type, every type registered by then too), in name order, with the value it may be pushed with, and walks the
/// screens of the destinations that may show it. Taking a type again with the same value and the same registrations
/// for it does nothing (its screens are walked, their environments already hold that value), so a round is given
/// only the types whose value or registrations changed since the round before began (from the logs of both), and
/// `take` drops those taken before with the same value and the same registrations. A chain of n pushes then costs
/// n rounds over what changed, not n rounds over every type pushed so far (quadratic in the chain's length times
/// the stack's types).
struct StackRounds {
    /// For tests: every round takes every type, as before the logs (`ReachabilityAnalysis.roundsTakeEveryType`).
    var takesEveryType = false
    private var started = false
    private var seenChanges = 0
    private var seenRegistrations = 0
    private var anyTypeSeen = false
    /// The types registered before the current round began.
    private var registered = Set<String>()
    /// Each type taken so far: the value it was taken with and how many registrations it had then.
    private var taken: [String: (value: AbstractValue, registrations: Int)] = [:]

    /// The next round's types in name order, with their values: `pushed` is the path's pushes when the round begins,
    /// `changes` the log of the types whose pushed values changed (`ReachabilityAnalysis.pushChanges`), `anyType`
    /// whether the path was written with values of unknown type, `registrations` the stack's registrations in order,
    /// and `universe` the values of a type (what an unknown value of a registered type may be).
    mutating func next(pushed: [String: AbstractValue], changes: [String], anyType: Bool,
                       registrations: [(type: String, occurrence: Int)], universe: (String) -> AbstractValue) -> [(type: String, value: AbstractValue)] {
        var candidates = Set<String>()
        if started {
            candidates.formUnion(changes[min(seenChanges, changes.count)...])
        } else {
            candidates.formUnion(pushed.keys)
        }
        for index in seenRegistrations..<registrations.count {
            let type = registrations[index].type
            registered.insert(type)
            candidates.insert(type)
        }
        if anyType, !anyTypeSeen || !started || takesEveryType { candidates.formUnion(registered) }
        if takesEveryType { candidates.formUnion(pushed.keys) }
        started = true
        seenChanges = changes.count
        seenRegistrations = registrations.count
        anyTypeSeen = anyType
        var result: [(type: String, value: AbstractValue)] = []
        for type in candidates.sorted() {
            if let value = pushed[type] {
                result.append((type, value))
            } else if anyType, registered.contains(type) {
                result.append((type, universe(type)))
            }
        }
        return result
    }

    /// Whether the round has to take `type` with `value`, given how many registrations it has now (a stack's
    /// registrations only grow during a walk, so an equal count is the same registrations); records it when so.
    mutating func take(_ type: String, _ value: AbstractValue, registrations: Int) -> Bool {
        if takesEveryType { return true }
        if let before = taken[type], before.registrations == registrations, before.value == value { return false }
        taken[type] = (value, registrations)
        return true
    }
}
