/// Reads a `tablectl simulate` script as a spec is read: from a file or standard input,
/// never more than the file-size limit (a larger one is the spec's `limit-exceeded`, at its
/// start), YAML or JSON by its name (or content), within the node and depth limits; then
/// decodes it against the table it will play on (``ActionScript``).
public enum ScriptLoader {
    /// The script `input` for `table`: its steps, or its located problems (a syntax error
    /// is one); throws when it cannot be read at all. O(file size).
    public static func load(_ input: BatchInput, for table: Table, limits: Limits) throws(BatchFailure) -> ActionScript {
        let bytes: [UInt8]
        switch try SpecFileReader.read(input, limit: limits.maxFileSize) {
        case .bytes(let read): bytes = read
        case .tooLarge(let size):
            let diagnostic = BatchChecker.tooLarge(size: size, limit: limits.maxFileSize)
            return ActionScript(source: SourceFile(path: input.displayPath, bytes: []), steps: [], findings: [diagnostic])
        }
        let source = SourceFile(path: input.displayPath, bytes: bytes)
        do throws(LoadError) {
            let root = try Loader.load(source, limits: limits)
            return ActionScript.decode(root, in: source, for: table)
        } catch {
            return ActionScript(source: source, steps: [], findings: [error.diagnostic])
        }
    }
}
