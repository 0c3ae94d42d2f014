/// Reads a `tablectl simulate` script from a file, as a spec is read: never more than the
/// file-size limit, YAML or JSON by its extension (or content), within the node and depth
/// limits; then decodes it against the table it will play on (``ActionScript``).
public enum ScriptLoader {
    /// The script at `path` (`-`: standard input, shown as `<stdin>`) for `table`: its
    /// steps, or its located problems (a syntax error is one); throws when the file cannot
    /// be read at all. O(file size).
    public static func load(path: String, for table: Table, limits: Limits) throws(BatchFailure) -> ActionScript {
        let bytes: [UInt8]
        let contents = path == "-"
            ? try SpecFileReader.readStandardInput(name: "<stdin>", limit: limits.maxFileSize)
            : try SpecFileReader.read(path: path, limit: limits.maxFileSize)
        let path = path == "-" ? "<stdin>" : path
        switch contents {
        case .bytes(let read): bytes = read
        case .tooLarge(let size):
            let shown = size.map { "\($0) bytes" } ?? "larger"
            throw BatchFailure(
                path: path,
                message: "cannot read '\(path)': it is \(shown), more than the limit of \(limits.maxFileSize) bytes (--max-file-size)")
        }
        let source = SourceFile(path: path, bytes: bytes)
        do throws(LoadError) {
            let root = try Loader.load(source, limits: limits)
            return ActionScript.decode(root, in: source, for: table)
        } catch {
            return ActionScript(source: source, steps: [], diagnostics: [error.diagnostic])
        }
    }
}
