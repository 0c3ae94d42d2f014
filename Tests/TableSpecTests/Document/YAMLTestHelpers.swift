import Foundation
@testable import TableSpec

/// Loads YAML text through ``YAMLLoader``.
func loadYAML(_ text: String, limits: Limits = .default) throws(LoadError) -> Node {
    try YAMLLoader.load(Array(text.utf8), limits: limits)
}

/// The error loading `bytes` gives, or nil when it loads.
func yamlError(_ bytes: [UInt8], limits: Limits = .default) -> Diagnostic? {
    do {
        _ = try YAMLLoader.load(bytes, limits: limits)
        return nil
    } catch {
        return error.diagnostic
    }
}

/// The error loading `text` gives, or nil when it loads.
func yamlError(_ text: String, limits: Limits = .default) -> Diagnostic? {
    yamlError(Array(text.utf8), limits: limits)
}

/// The bytes of `Fixtures/Document/YAML/<name>`.
func yamlFixture(_ name: String, filePath: String = #filePath) throws -> [UInt8] {
    let url = URL(fileURLWithPath: filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Document/YAML/\(name)")
    return Array(try Data(contentsOf: url))
}

/// A mark for comparisons: `m(2, 4, 13)`.
func m(_ line: Int, _ column: Int, _ offset: Int) -> Mark {
    Mark(line: line, column: column, offset: offset)
}

extension Node {
    /// The keys of a mapping node, in order.
    var keys: [String] { mapping?.compactMap(\.keyText) ?? [] }
    /// The text of a scalar node.
    var text: String? { scalar?.text }
}
