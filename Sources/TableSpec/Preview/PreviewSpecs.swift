/// The specs a preview serves, each under a key that is its address (`/spec/<key>`): the
/// spec files found under the paths given, as `tablectl validate` finds them
/// (``SpecFileFinder``: hidden entries skipped, links to directories not followed).
///
/// Keys: with one directory given, a spec's path inside it (`settings.yaml`,
/// `screens/profile.yaml`); otherwise the given path's last component first
/// (`specs/settings.yaml`, `one.yaml`), with `-2`, `-3` added when two share a name.
///
/// Confinement: a request names a key, and only a key of the listing is served, so
/// `../`, `%2e%2e` and absolute paths name nothing. A file found under a directory whose
/// real path (links resolved) is outside that directory's real path is left out.
///
/// ```swift
/// let specs = try PreviewSpecs(paths: ["specs"])
/// specs.entry(forKey: "settings.yaml")?.path   // "specs/settings.yaml"
/// specs.entry(forKey: "../secret.yaml")        // nil
/// ```
public struct PreviewSpecs: Sendable {
    /// One spec served: its key and the path it is read from (and shown under).
    public struct Entry: Sendable, Equatable {
        public var key: String
        public var path: String
    }

    /// A path given to the preview: as given, the first component of its keys (empty for
    /// the one directory given), absolute, and with links resolved.
    struct Root: Sendable {
        var given, label, absolute, real: String
        var isDirectory: Bool
    }

    let roots: [Root]

    /// The paths to serve; throws ``PreviewError`` naming the first that does not exist.
    public init(paths: [String]) throws(PreviewError) {
        let here = FilePath.workingDirectory
        var roots: [Root] = []
        var labels: Set<String> = []
        for given in paths {
            guard let kind = FileKind(path: given) else { throw PreviewError(message: "no such file or directory: '\(given)'") }
            let absolute = FilePath.absolute(given, from: here)
            var label = absolute == "/" ? "root" : String(absolute.split(separator: "/").last ?? "root")
            if labels.contains(label) {
                var number = 2
                while labels.contains("\(label)-\(number)") { number += 1 }
                label = "\(label)-\(number)"
            }
            labels.insert(label)
            roots.append(Root(given: given, label: label, absolute: absolute, real: FilePath.resolved(given, from: here),
                              isDirectory: kind == .directory))
        }
        if roots.count == 1, roots[0].isDirectory { roots[0].label = "" }
        self.roots = roots
    }

    /// Every spec served, in the finder's order, and the given paths that could not be
    /// listed. O(entries under the given paths) plus one `realpath(3)` per spec.
    public func entries() -> (entries: [Entry], failures: [BatchFailure]) {
        let here = FilePath.workingDirectory
        var entries: [Entry] = []
        var failures: [BatchFailure] = []
        for root in roots {
            let found = SpecFileFinder.find([root.given])
            failures += found.failures
            for path in found.files {
                guard root.isDirectory else {
                    entries.append(Entry(key: root.label, path: path))
                    continue
                }
                let real = FilePath.resolved(path, from: here)
                guard real.hasPrefix(root.real == "/" ? "/" : root.real + "/") else { continue }
                let inside = FilePath.relative(FilePath.absolute(path, from: here), within: root.absolute)
                entries.append(Entry(key: root.label.isEmpty ? inside : root.label + "/" + inside, path: path))
            }
        }
        return (entries, failures)
    }

    /// The spec served under `key`, nil when there is none. O(entries).
    public func entry(forKey key: String) -> Entry? {
        entries().entries.first { $0.key == key }
    }
}

/// Why the preview cannot start or serve: lower-case, naming what to change.
public struct PreviewError: Error, Sendable, CustomStringConvertible {
    /// The message, for `tablectl: error: …`.
    public var message: String
    public var description: String { message }
}
