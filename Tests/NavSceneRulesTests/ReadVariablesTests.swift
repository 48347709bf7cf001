import NavSceneAnalysis
import NavSceneDiagnostics
import NavSceneLoader
import XCTest

/// Which state variables can make a difference (`ReadVariables`): what the witness search keeps when it merges
/// states. A counter only written from itself is merged away; anything read where behaviour or display depends on it
/// is kept, and so is whatever feeds a kept variable.
final class ReadVariablesTests: XCTestCase {
    static let scene = """
    scene: Counters
    types:
      Step: { enum: [one, two] }
    state:
      path: "[Step]"
      taps: Int
      shownTaps: Int
      level: Int
      seed: Int
      stack: "[Step]"
      flag: Bool
    views:
      Toggle2:
        parameters: { isOn: Binding<Bool> }
        body:
          Button: { title: Flip, action: [{ set: { isOn: "seed > 3" } }] }
    root:
      NavigationStack:
        path: $path
        root:
          - Text: "{shownTaps}"
          - Button:
              title: Tap
              action:
                - set: { taps: "taps + 1" }
                - set: { shownTaps: "shownTaps + 1" }
                - set: { seed: "seed + 1" }
                - set: { level: "seed * 2" }
                - append: { stack: Step.one }
                - removeLast: stack
          - if: "level > 4"
            then: { Text: Deep }
          - Toggle2: { isOn: $flag }
    """

    func testACounterOnlyWrittenFromItselfIsMerged() throws {
        let load = SceneLoader.load(source: SourceFile(path: "counters.yaml", text: Self.scene))
        let scene = try XCTUnwrap(load.scene, "\(load.diagnostics)")
        let read = ReadVariables.of(scene)
        // `taps += 1` alone: merged. Shown in a Text: kept. `level` decides an `if`, and `seed` feeds it (and a
        // binding's write): kept. `stack` is removed from (an empty one crashes): kept. The path and the bound flag.
        XCTAssertFalse(read.contains("taps"))
        XCTAssertEqual(read, ["shownTaps", "level", "seed", "stack", "path", "flag"])
    }
}
