// PLACEHOLDER — replaced by the YAML loader work. Do not ship.
enum YAMLLoader {
    static func load(_ bytes: [UInt8], limits: Limits) throws(LoadError) -> Node {
        throw LoadError(rule: .syntax, message: "yaml loader not built yet", span: Span(at: .start))
    }
}
