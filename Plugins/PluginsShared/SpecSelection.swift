import Foundation

/// Which of a target's files are table specs, the Swift file each one generates and the
/// configuration files that change what it generates. The one place every plugin
/// (`TableSpecPlugin`, `lint-specs`, `generate-specs`, for SwiftPM and for Xcode) decides
/// it. Plain Foundation: no PackagePlugin, so tests compile it on its own.
///
/// A file is a spec when its extension is `.yaml`, `.yml` or `.json` (any case) and it
/// declares the format's version, as every spec must: a `tablespec` key followed by `:` —
/// `tablespec: 1` in YAML, `"tablespec": 1` in JSON — at the start of a line or after `{`,
/// `,` or a space. Any other file is left alone, without a word.
///
/// ```swift
/// let specs = try SpecSelection.select(files, within: packageDirectory)
/// specs.map(\.outputName)   // ["about.tablespec.swift", "settings.tablespec.swift"]
/// ```
struct SpecSelection {
    /// One spec and what it generates.
    struct Spec: Equatable {
        /// The spec file.
        var url: URL
        /// The generated Swift file's name: the spec's name without its extension, then
        /// `.tablespec.swift` (`settings.yaml` → `settings.tablespec.swift`).
        var outputName: String
        /// The `.tablectl.yml` (or `.tablectl.yaml`) files that apply to it: the ones in
        /// the nearest directory, at or above the spec's, that has any.
        var configurations: [URL]
        /// For a spec that may include others (it has an `include` key), the target's other
        /// specs, any of which it may bring in, so a change to one generates it again;
        /// empty otherwise. (A file it includes from outside the target is not tracked.)
        var components: [URL] = []
    }

    /// Two specs of one target that would generate the same file name.
    struct Collision: Error, CustomStringConvertible, Equatable {
        /// The two specs, as shown (relative to the package or project directory).
        var first: String
        var second: String
        /// The file name both would generate.
        var outputName: String

        var description: String {
            let (first, second, outputName) = (
                CommandSupport.escaped(first), CommandSupport.escaped(second), CommandSupport.escaped(outputName))
            return "table specs '\(first)' and '\(second)' would both generate '\(outputName)'; "
                + "rename one of them (generated Swift files are named after their spec, without the extension)"
        }
    }

    /// The extensions a spec may have, lower-case.
    static let extensions: Set<String> = ["yaml", "yml", "json"]
    /// The configuration file names the tool looks for, in its order.
    static let configurationNames = [".tablectl.yml", ".tablectl.yaml"]

    /// The specs among `files`, sorted by path; throws when two would generate the same
    /// file name (compared without case, as macOS file systems do). `directory` is what
    /// messages show paths relative to. Reads each candidate file once.
    static func select(_ files: [URL], within directory: URL) throws(Collision) -> [Spec] {
        let specs = files.filter(isSpec).sorted { $0.path < $1.path }
        var claimed: [String: URL] = [:]
        var selected: [Spec] = []
        for url in specs {
            let name = outputName(for: url)
            if let first = claimed[name.lowercased()] {
                throw Collision(
                    first: display(first, within: directory), second: display(url, within: directory), outputName: name)
            }
            claimed[name.lowercased()] = url
            selected.append(Spec(url: url, outputName: name, configurations: configurations(for: url)))
        }
        for index in selected.indices where mayInclude(selected[index].url) {
            selected[index].components = specs.filter { $0 != selected[index].url }
        }
        return selected
    }

    /// Where each spec of `chosen` writes its Swift file: into `outputDirectory` when
    /// given (`generate-specs --output-directory`), else beside the spec. Throws when two
    /// specs of the run, of one target or of two, would write one file (compared without
    /// case, as macOS file systems do), naming both: one would silently replace the other.
    /// O(specs).
    static func outputs(
        of chosen: [(target: String, specs: [Spec])], into outputDirectory: URL?, within directory: URL
    ) throws(Collision) -> [(target: String, spec: Spec, output: URL)] {
        var claimed: [String: URL] = [:]
        var outputs: [(target: String, spec: Spec, output: URL)] = []
        for (target, specs) in chosen {
            for spec in specs {
                let folder = outputDirectory ?? spec.url.deletingLastPathComponent()
                let output = folder.appendingPathComponent(spec.outputName).standardizedFileURL
                let key = output.path.lowercased()
                if let first = claimed[key] {
                    throw Collision(
                        first: display(first, within: directory), second: display(spec.url, within: directory),
                        outputName: display(output, within: directory))
                }
                claimed[key] = spec.url
                outputs.append((target, spec, output))
            }
        }
        return outputs
    }

    /// The `--target-spec` arguments of `tablectl generate` for `spec`: every other spec of
    /// its target (`specs`), each as `path` gives it, so that two specs generating one type
    /// name fail the build at their ids rather than in the compiler. O(specs).
    static func targetArguments(for spec: Spec, among specs: [Spec], path: (URL) -> String) -> [String] {
        specs.filter { $0.url != spec.url }.flatMap { ["--target-spec", path($0.url)] }
    }

    /// Whether the spec at `url` may include others: it has the word `include`, a key of
    /// `sections:` items (`docs/composition.md`). O(file size).
    static func mayInclude(_ url: URL) -> Bool {
        guard isRegularFile(url), let data = try? Data(contentsOf: url, options: .mappedIfSafe) else { return false }
        return data.range(of: Data("include".utf8)) != nil
    }

    /// Whether the file at `url` is a table spec (see the type's description).
    static func isSpec(_ url: URL) -> Bool {
        guard extensions.contains(url.pathExtension.lowercased()), isRegularFile(url),
              let data = try? Data(contentsOf: url, options: .mappedIfSafe)
        else { return false }
        return declaresTableSpec(Array(data))
    }

    /// Whether `url` leads to a regular file, links followed: a FIFO or a device among a
    /// target's files is never opened (reading one could block the build), as tablectl
    /// reads none. One `stat`.
    static func isRegularFile(_ url: URL) -> Bool {
        let attributes = try? FileManager.default.attributesOfItem(atPath: url.resolvingSymlinksInPath().path)
        return attributes?[.type] as? FileAttributeType == .typeRegular
    }

    /// Whether `bytes` hold a `tablespec` key: the word, an optional closing quote,
    /// spaces, then `:`, where the word starts the file (after a byte order mark) or a
    /// line, or follows `{`, `,`, a quote or a space. O(bytes).
    static func declaresTableSpec(_ bytes: [UInt8]) -> Bool {
        let word = Array("tablespec".utf8)
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var index = start
        while index + word.count <= bytes.count {
            defer { index += 1 }
            guard bytes[index] == word[0], bytes[index..<index + word.count].elementsEqual(word) else { continue }
            if index > start, !"{,\"' \t\n\r".utf8.contains(bytes[index - 1]) { continue }
            var next = index + word.count
            if next < bytes.count, bytes[next] == UInt8(ascii: "\"") || bytes[next] == UInt8(ascii: "'") { next += 1 }
            while next < bytes.count, bytes[next] == UInt8(ascii: " ") || bytes[next] == UInt8(ascii: "\t") { next += 1 }
            if next < bytes.count, bytes[next] == UInt8(ascii: ":") { return true }
        }
        return false
    }

    /// `settings.yaml` → `settings.tablespec.swift`.
    static func outputName(for url: URL) -> String {
        url.deletingPathExtension().lastPathComponent + ".tablespec.swift"
    }

    /// The configuration files that apply to the spec at `url`: those of the nearest
    /// directory, from the spec's up to the root, that has `.tablectl.yml` or
    /// `.tablectl.yaml` (both, when a directory has both, which the tool reports).
    static func configurations(for url: URL) -> [URL] {
        var directory = url.deletingLastPathComponent().standardizedFileURL
        while true {
            let found = configurationNames.map { directory.appendingPathComponent($0) }
                .filter { FileManager.default.fileExists(atPath: $0.path) }
            if !found.isEmpty { return found }
            let parent = directory.deletingLastPathComponent()
            if parent.path == directory.path { return [] }
            directory = parent
        }
    }

    /// `url`'s path relative to `directory` when inside it, else the whole path.
    static func display(_ url: URL, within directory: URL) -> String {
        let base = directory.standardizedFileURL.path
        let path = url.standardizedFileURL.path
        let prefix = base.hasSuffix("/") ? base : base + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}
