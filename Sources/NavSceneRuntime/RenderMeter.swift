/// The rendering work a navigator has done since the meter was given to it: every view node of every frame it
/// rendered, for whatever reason (the state itself, an interaction, the renders that settle its handlers, reset
/// changed roots or follow a split view's preferred column). The witness searches and the exploration bound their
/// work with it, so what they count is what was done, not an estimate of it. Copies of a navigator share its meter
/// (a rule context's navigator has one, so a search also counts what its goals render); one lint's: not shared
/// between threads.
public final class RenderMeter: @unchecked Sendable {
    public private(set) var work = 0
    public private(set) var renders = 0

    public init() {}

    /// A node counts one, and one more per `identityBytesPerNode` bytes of its identity: every render builds each
    /// node's key from its parent's and hashes it, and a key grows with the nesting (a view that pushes itself inside
    /// nested stacks), so counting nodes alone undercounts deep frames.
    func count(_ frame: Frame) {
        renders += 1
        work += RenderMeter.work(of: frame)
    }

    public static func work(of frame: Frame) -> Int {
        var nodes = 1
        for node in frame.realised { nodes += 1 + node.key.utf8.count / identityBytesPerNode }
        return nodes
    }

    /// Identity bytes counted as one more rendered node (an ordinary app's keys are shorter: one node each).
    public static let identityBytesPerNode = 64

    /// The frames of the last few states rendered. Rendering is a function of the state (the scene and data are the
    /// navigator's), and one interaction renders the same state several times (the state it leads to, to follow
    /// preferred columns, reset changed roots, settle its handlers and clamp scroll offsets; the search renders it
    /// again when it expands it), so a frame asked for again is returned, not rendered: it costs no work.
    private var recent: [(hash: Int, state: NavigationState, frame: Frame)] = []
    static let rememberedFrames = 4

    func remembered(_ state: NavigationState, hash: Int) -> Frame? {
        for index in recent.indices where recent[index].hash == hash && recent[index].state == state {
            // The asker's copy is kept in the entry: the same state asked again shares its variables' storage, and
            // comparing it is then one pointer check instead of a walk over every variable.
            recent[index].state = state
            return recent[index].frame
        }
        return nil
    }

    func remember(_ state: NavigationState, hash: Int, _ frame: Frame) {
        if recent.count == RenderMeter.rememberedFrames { recent.removeFirst() }
        recent.append((hash, state, frame))
    }

    /// Whether the work has reached `limit`.
    public func reached(_ limit: Int) -> Bool { work >= limit }
}
