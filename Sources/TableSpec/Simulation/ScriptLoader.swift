/// Reads a `tablectl simulate` script as a spec is read: from a file or standard input,
/// never more than the file-size limit (a larger one is the spec's `limit-exceeded`, at its
/// start), YAML or JSON by its name (or content), within the node and depth limits; then
/// decodes it against the table it will play on (``ActionScript``).
public enum ScriptLoader {
    /// The script `input` for `table` (nil: its shape only): its steps, or its located
    /// problems (a syntax error is one); throws when it cannot be read at all. O(file size).
    public static func load(_ input: BatchInput, for table: Table?, limits: Limits) throws(BatchFailure) -> ActionScript {
        switch try SpecFileReader.tree(input, limits: limits) {
        case .tree(let source, let root): return ActionScript.decode(root, in: source, for: table)
        case .unusable(let source, let finding): return ActionScript(source: source, steps: [], findings: [finding])
        }
    }
}
