import Foundation
import NavSceneDiagnostics
import NavSceneLoader
import NavSceneModel
import NavSceneRuntime

/// Commands that read or write files, or swap the scene: save, restore, relaunch, reload, check, record.
extension Session {
    func save(_ argument: String) -> Reply {
        let file = CommandText.unquote(argument)
        guard !file.isEmpty else { return .error("usage: save FILE") }
        let path: String
        switch resolveForWriting(file) {
        case .success(let resolved): path = resolved
        case .failure(let error): return .error(error.message)
        }
        do {
            let json = try runtime.encode()
            try FileWriter.write(Array((json + "\n").utf8), to: path)
            return Reply(text: "» saved to \(DisplayLine.escaped(file)): \(json)\n")
        } catch let error as PersistenceError {
            return .error(error.message)
        } catch {
            return .error("cannot write \(DisplayLine.escaped(file)): \(error)")
        }
    }

    func restore(_ argument: String) -> Reply {
        let file = CommandText.unquote(argument)
        guard !file.isEmpty else { return .error("usage: restore FILE") }
        let json: String
        switch FileReader.read(resolve(file), limit: Session.maxStateDocumentSize) {
        case .success(let bytes):
            guard let text = String(validating: bytes, as: UTF8.self) else {
                return .error("cannot restore from \(DisplayLine.escaped(file)): it is not UTF-8 text (a saved state is JSON)")
            }
            json = text
        case .failure(let error):
            return .error("\(DisplayLine.escaped(file)): \(error.message)")
        }
        do {
            let notes = try runtime.restore(json: json)
            setNotes(notes)
            return Reply(text: screen + "» restored from \(DisplayLine.escaped(file))\n" + notes.map { "note: \($0)\n" }.joined())
        } catch let error as PersistenceError {
            return .error(error.message)
        } catch {
            return .error("cannot restore from \(DisplayLine.escaped(file))")
        }
    }

    func relaunch() -> Reply {
        do {
            let notes = try runtime.relaunch()
            setNotes(notes)
            let source = runtime.scene.persistence == nil ? " (the scene declares no persistence: fresh state)" : ""
            return Reply(text: screen + "» relaunched\(source)\n" + notes.map { "note: \($0)\n" }.joined())
        } catch let error as PersistenceError {
            return .error("relaunch failed: \(error.message)")
        } catch {
            return .error("relaunch failed")
        }
    }

    /// Re-reads the scene file. A file that no longer loads keeps the old scene running.
    func reload() -> Reply {
        let result = Session.read(path: scenePath)
        let errors = result.diagnostics.filter { $0.severity == .error }
        guard let scene = result.scene, errors.isEmpty else {
            let first = errors.first ?? result.diagnostics.first
            let location = first.map { "\(DisplayLine.escaped($0.range.file)):\($0.range.start.line):\($0.range.start.column): \($0.message)" } ?? "no scene"
            return .error("reload failed, keeping the old scene (\(errors.count) error\(errors.count == 1 ? "" : "s")); first: \(location)")
        }
        let fresh = SceneRuntime(scene: scene, size: runtime.state.size)
        let revalidation = StateRevalidator(navigator: fresh.navigator).carry(runtime.state, from: runtime.scene, onto: fresh.state)
        fresh.replace(state: revalidation.state)
        replace(load: result, runtime: fresh)
        var text = screen + "» reloaded \(DisplayLine.escaped(scenePath))"
        text += revalidation.dropped.isEmpty ? "; all state kept\n" : "\n" + revalidation.dropped.map { "dropped: \($0)\n" }.joined()
        return Reply(text: text)
    }

    func check() -> Reply {
        guard let checker else { return .error("the rules are not available in this session") }
        let findings: [Diagnostic]
        if let interrupted {
            // The rules read the loaded scene only, so an interrupted run can be left to finish on its own thread.
            final class Box: @unchecked Sendable { var findings: [Diagnostic]? }
            let box = Box(), done = DispatchSemaphore(value: 0)
            let load = self.load
            Thread { box.findings = checker(load); done.signal() }.start()
            _ = interrupted() // a Ctrl-C pressed before the command started belongs to no command
            while done.wait(timeout: .now() + 0.02) == .timedOut {
                if interrupted() { return Reply(text: "» check cancelled\n") }
            }
            findings = box.findings ?? []
        } else {
            findings = checker(load)
        }
        guard !findings.isEmpty else { return Reply(text: "» no findings\n") }
        let rendered = TextRenderer(source: { [load] in load.sources[$0] }).render(findings)
        return Reply(text: rendered + "» \(findings.count) finding\(findings.count == 1 ? "" : "s")\n")
    }

    func record(_ argument: String) -> Reply {
        let file = CommandText.unquote(argument)
        guard !file.isEmpty else { return .error("usage: record FILE (a flow file, e.g. checkout.navflow)") }
        let path: String
        switch resolveForWriting(file) {
        case .success(let resolved): path = resolved
        case .failure(let error): return .error(error.message)
        }
        let text = FlowWriter(session: self).flowText(flowPath: path)
        do {
            try FileWriter.write(Array(text.utf8), to: path)
            return Reply(text: "» recorded \(journal.count) step\(journal.count == 1 ? "" : "s") and the current screen to \(DisplayLine.escaped(file))\n")
        } catch {
            return .error("cannot write \(DisplayLine.escaped(file)): \(error)")
        }
    }
}
