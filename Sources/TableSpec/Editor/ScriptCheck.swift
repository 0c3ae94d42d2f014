/// An action script open in the editor (`NAME.actions.yaml`, ``SimulationFiles/isScript(_:)``),
/// checked as `tablectl simulate NAME.yaml --actions NAME.actions.yaml` reads it: against
/// the table of the spec beside it (its open buffer, else the file), loaded for
/// ``SpecPurpose/simulate`` (a composite composed, a dynamic spec expanded with its
/// samples and defaults). Without a spec that loads, the script's own shape is checked
/// and ``note`` says why its ids are not.
///
/// ```swift
/// let check = ScriptCheck(path: "/app/specs/settings.actions.yaml", bytes: text, buffers: [:])
/// check.report.diagnostics   // what `simulate` prints about the script
/// check.table?.sections      // what completion offers ids from
/// ```
struct ScriptCheck {
    /// The script's findings.
    var report: FileReport
    /// The spec the script plays on, when one is beside it.
    var specPath: String?
    /// The table the script plays on, nil when no spec loads.
    var table: Table?
    /// Why the ids are not checked, when they are not.
    var note: String?

    /// Checks `bytes` as the script at absolute `path`; `buffers` are the open documents
    /// by absolute path, `checked` the specs already checked from them (by path), whose
    /// reports are used as they are. O(script + spec size).
    init(path: String, bytes: [UInt8], buffers: [String: [UInt8]], checked: [String: FileReport] = [:], limits: Limits = .default) {
        // 1. The spec: an open buffer, else a file beside the script.
        let candidates = SimulationFiles.specCandidates(ofScript: path)
        specPath = candidates.first { buffers[$0] != nil } ?? candidates.first { FileKind(path: $0) == .regular }
        if let specPath, let report = checked[specPath] ?? (buffers[specPath] ?? SpecFileReader.bytes(path: specPath, limit: limits.maxFileSize)).map({
            DocumentCheck.check(path: specPath, bytes: $0, buffers: buffers, limits: limits)
        }) {
            var spec = LoadedSpec(name: specPath, report: report, purpose: .simulate)
            spec.expand(with: SpecInputs(), purpose: .simulate, limits: limits)
            table = spec.table
            if table == nil { note = (spec.refusal ?? "the spec '\(specPath)' cannot be used") + "; the script's ids are not checked" }
        } else {
            let names = candidates.map { "'\($0.split(separator: "/").last ?? "")'" }.joined(separator: ", ")
            note = "no spec beside this script (\(names)); its ids are not checked"
        }
        // 2. The script, against the table when there is one.
        let source = SourceFile(path: path, bytes: bytes)
        let diagnostics: [Diagnostic]
        do throws(LoadError) {
            let root = try Loader.load(source, limits: limits)
            diagnostics = ActionScript.decode(root, in: source, for: table).diagnostics
        } catch {
            diagnostics = [error.diagnostic]
        }
        report = FileReport(source: source, diagnostics: diagnostics, table: nil)
    }
}
