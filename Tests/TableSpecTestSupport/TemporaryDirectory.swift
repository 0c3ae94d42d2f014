import Foundation

/// A scratch directory for one test, removed when the test releases it.
///
/// ```swift
/// let tree = try TemporaryDirectory(files: ["app/.tablectl.yml": "rules: {}\n", "app/a.yaml": "…"])
/// tree.path("app/a.yaml")   // "/tmp/tablectl-tests-…/app/a.yaml"
/// ```
public final class TemporaryDirectory {
    public let url: URL

    /// An empty directory, or a copy of the package-relative directory `source`.
    public init(copying source: String? = nil) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("tablectl-tests-\(UUID().uuidString)")
        if let source {
            try FileManager.default.copyItem(at: BinaryRunner.packageRoot.appendingPathComponent(source), to: url)
        } else {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        }
    }

    /// A directory holding `files` (relative path → contents).
    public convenience init(files: [String: String]) throws {
        try self.init()
        for (name, text) in files { try write(name, text) }
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    /// The directory's absolute path.
    public var root: String { url.path }

    /// The absolute path of `relative` under the directory.
    public func path(_ relative: String) -> String { url.appendingPathComponent(relative).path }

    /// `paths` made relative to the directory, for readable expectations.
    public func relative(_ paths: [String]) -> [String] {
        paths.map { $0.hasPrefix(root + "/") ? String($0.dropFirst(root.count + 1)) : $0 }
    }

    /// Writes `text` to `name` under the directory, creating folders.
    public func write(_ name: String, _ text: String) throws {
        let file = url.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
    }

    /// The text of `name` under the directory.
    public func read(_ name: String) throws -> String {
        try String(contentsOf: url.appendingPathComponent(name), encoding: .utf8)
    }
}
