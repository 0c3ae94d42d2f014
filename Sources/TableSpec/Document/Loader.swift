/// Reads a spec file into a located ``Node`` tree: JSON through ``JSONParser``, YAML
/// through the YAML loader, as the file's ``SpecFormat`` says (the extension decides).
///
/// Throws one ``LoadError`` for the first problem; never crashes, and never uses more time
/// or memory than ``Limits`` allow.
public enum Loader {
    /// Loads `source`. O(file size), plus the size of what aliases expand to (bounded by
    /// `limits.maxNodes`).
    public static func load(_ source: SourceFile, limits: Limits = .default) throws(LoadError) -> Node {
        guard source.bytes.count <= limits.maxFileSize else {
            throw LoadError(
                rule: .limitExceeded,
                message: "file is \(source.bytes.count) bytes, more than the limit of \(limits.maxFileSize)",
                span: Span(at: .start),
                hint: "split the spec, or raise the limit with --max-file-size")
        }
        if source.format == .json {
            do throws(LoadError) {
                return try JSONParser.parse(source.bytes, limits: limits)
            } catch {
                throw SpecFormat(extensionOf: source.path) == nil ? sniffed(error) : error
            }
        }
        return try YAMLLoader.load(source.bytes, limits: limits)
    }

    /// A JSON syntax error in input read as JSON only because it starts with `{` (a name
    /// without a spec extension, such as standard input's): the hint says so, and how to
    /// have it read as YAML.
    private static func sniffed(_ error: LoadError) -> LoadError {
        guard error.diagnostic.rule == .syntax else { return error }
        var error = error
        let why = "this input was read as JSON because it starts with '{' and its name has no .yaml, "
            + ".yml or .json extension; for YAML, give the file a .yaml name (standard input: --stdin-name screen.yaml)"
        error.diagnostic.hint = error.diagnostic.hint.map { "\($0); \(why)" } ?? why
        return error
    }
}
