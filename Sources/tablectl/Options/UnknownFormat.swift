import ArgumentParser
import TableSpec

/// The usage error for a `--format` value that names no format:
/// `unknown format 'jsn'; did you mean 'json'? (use one of: text, json)`.
enum UnknownFormat {
    /// The error for `name` when the formats are `names`, also accepted as `aliases` (which
    /// may be suggested but are not listed); `context` follows the quoted name (e.g. ` in
    /// 'jsn:out.json'`).
    /// Throws ``error(_:among:aliases:context:)`` unless `name` is one of `names`.
    static func require(_ name: String, among names: [String]) throws(ValidationError) {
        guard names.contains(name) else { throw error(name, among: names) }
    }

    static func error(
        _ name: String, among names: [String], aliases: [String] = [], context: String = ""
    ) -> ValidationError {
        ValidationError(Suggestion.unknownFormat(name, among: names, aliases: aliases, context: context))
    }
}
