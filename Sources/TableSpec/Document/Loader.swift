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
            return try JSONParser.parse(source.bytes, limits: limits)
        }
        return try YAMLLoader.load(source.bytes, limits: limits)
    }
}
