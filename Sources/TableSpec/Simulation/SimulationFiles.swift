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
