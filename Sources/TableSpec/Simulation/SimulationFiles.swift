/// The files `tablectl simulate` reads and writes: its outputs (`-o`, `--final`) may be
/// neither an input (the spec, a file the spec includes, a `--data` file, the script) nor each other
/// (``OutputTargets``). `-` (standard input or output) is no file.
///
/// ```swift
/// SimulationFiles.refusal(spec: "s.yaml", script: "e.yaml", output: nil, final: "e.yaml")
/// // "--final would overwrite the script 'e.yaml'; give --final a file that is not an input"
/// ```
public enum SimulationFiles {
    /// Why these files cannot be used together, or nil. `includes` are the files the
    /// spec includes, once it has been read (a composite's
    /// ``FileReport/dependencies``), `data` the `--data` files. O(files) path resolutions.
    public static func refusal(
        spec: String, script: String, output: String?, final: String?, includes: [String] = [], data: [String] = [],
        from directory: String = FilePath.workingDirectory
    ) -> String? {
        func file(_ name: String, _ path: String?) -> OutputTargets.File? {
            guard let path, path != "-" else { return nil }
            return OutputTargets.File(name, path)
        }
        let outputs = [file("-o", output), file("--final", final)].compactMap { $0 }
        let inputs = [file("the spec", spec), file("the script", script)].compactMap { $0 }
            + includes.map { OutputTargets.File("a file the spec includes", $0) } + data.map { OutputTargets.File("a data file", $0) }
        return OutputTargets.clash(outputs: outputs, inputs: inputs, from: directory)
    }
}

/// Which files are scripts, by their names: `NAME.actions.yaml` (`.yml`, `.json`) is a
/// script for `NAME.yaml` (`.yml`, `.json`) beside it, as `specs/settings.actions.yaml` is
/// for `specs/settings.yaml`. `simulate` is told both; an editor goes by the name.
extension SimulationFiles {
    /// Whether `path` names a script: its last component is `NAME.actions.` and a spec
    /// extension. O(path length).
    public static func isScript(_ path: String) -> Bool { scriptStem(path) != nil }

    /// The specs a script at `path` may play on, in the order to try: `NAME.yaml`,
    /// `NAME.yml`, `NAME.json` in its directory. Empty when `path` is not a script's name.
    public static func specCandidates(ofScript path: String) -> [String] {
        guard let stem = scriptStem(path) else { return [] }
        return ["yaml", "yml", "json"].map { stem + "." + $0 }
    }

    /// `path` without `.actions.EXT`, when it ends so (and the name has something before).
    private static func scriptStem(_ path: String) -> String? {
        guard SpecFormat(extensionOf: path) != nil, let dot = path.lastIndex(of: ".") else { return nil }
        let stem = path[..<dot]
        let suffix = ".actions"
        guard stem.hasSuffix(suffix) else { return nil }
        let name = stem.dropLast(suffix.count)
        guard let last = name.last, last != "/" else { return nil }
        return String(name)
    }
}
