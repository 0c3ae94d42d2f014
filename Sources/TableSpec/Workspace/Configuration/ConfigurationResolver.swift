#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Finds the configuration that applies to each spec file: the nearest `.tablectl.yml`
/// (or `.tablectl.yaml`) in the file's directory or above it, up to the filesystem root,
/// or one configuration given for all (`--config`).
///
/// Lookups are cached per directory (a file's answer is its directory's answer, and a
/// directory without a configuration file has its parent's), so checking thousands of
/// files in a few directories reads each configuration once and asks the filesystem about
/// each directory once. Safe to call from many threads.
///
/// ```swift
/// let resolver = ConfigurationResolver()
/// switch resolver.configuration(forFile: "specs/settings.yaml") {
/// case .success(let configuration): configuration?.settings(forFile: …)
/// case .failure(let error): print(error)      // a broken .tablectl.yml
/// }
/// ```
public final class ConfigurationResolver: @unchecked Sendable {
    /// The names looked for in each directory, in order.
    public static let fileNames = [".tablectl.yml", ".tablectl.yaml"]

    /// What one directory resolves to.
    enum Lookup {
        case found(Configuration)
        case none
        case broken(ConfigurationError)
    }

    /// The absolute directory relative paths are resolved against.
    public let workingDirectory: String
    private let explicit: Configuration?
    private let lock = Lock()
    private var cache: [String: Lookup] = [:]

    /// A resolver that discovers configuration files by walking up from each file.
    public init(workingDirectory: String = FilePath.workingDirectory) {
        self.workingDirectory = workingDirectory
        self.explicit = nil
    }

    /// A resolver that applies `configuration` to every file (`--config`).
    public init(configuration: Configuration, workingDirectory: String = FilePath.workingDirectory) {
        self.workingDirectory = workingDirectory
        self.explicit = configuration
    }

    /// Reads and validates the configuration file at `path` (relative to
    /// `workingDirectory`); its globs are relative to its own directory. O(file size).
    public static func load(
        file path: String, workingDirectory: String = FilePath.workingDirectory
    ) -> Result<Configuration, ConfigurationError> {
        let absolute = FilePath.absolute(path, from: workingDirectory)
        let contents: SpecFileReader.Contents
        do {
            contents = try SpecFileReader.read(path: absolute, limit: Limits.default.maxFileSize)
        } catch {
            let message = error.message.replacing("'\(absolute)'", with: "'\(path)'")
            return .failure(ConfigurationError(
                source: SourceFile(path: path, bytes: []), diagnostics: [],
                message: message.replacing("cannot read", with: "cannot read configuration")))
        }
        guard case .bytes(let bytes) = contents else {
            return .failure(ConfigurationError(
                source: SourceFile(path: path, bytes: []), diagnostics: [],
                message: "configuration '\(path)' is larger than \(Limits.default.maxFileSize) bytes"))
        }
        return ConfigurationLoader.load(SourceFile(path: path, bytes: bytes), directory: FilePath.parent(absolute))
    }

    /// The absolute, normalised form of `path`.
    public func absolute(_ path: String) -> String {
        FilePath.absolute(path, from: workingDirectory)
    }

    /// The configuration for the file at `path` (relative to the working directory, or
    /// absolute): nil when there is none. Cached per directory; the first lookup in a new
    /// directory tree costs one `stat` per directory walked.
    public func configuration(forFile path: String) -> Result<Configuration?, ConfigurationError> {
        switch lookup(forFile: path) {
        case .found(let configuration): return .success(configuration)
        case .none: return .success(nil)
        case .broken(let error): return .failure(error)
        }
    }

    /// ``configuration(forFile:)`` as a ``Lookup``.
    func lookup(forFile path: String) -> Lookup {
        if let explicit { return .found(explicit) }
        lock.lock()
        defer { lock.unlock() }
        return lookup(FilePath.parent(absolute(path)))
    }

    /// The lookup of absolute directory `directory`, walking up on a miss. Call with the
    /// lock held.
    private func lookup(_ directory: String) -> Lookup {
        if let known = cache[directory] { return known }
        let present = Self.fileNames.filter { FileManager.default.fileExists(atPath: join(directory, $0)) }
        let result: Lookup
        if present.count > 1 {
            let names = present.map { "'\(display(join(directory, $0)))'" }.joined(separator: " and ")
            result = .broken(ConfigurationError(
                source: SourceFile(path: display(join(directory, present[0])), bytes: []), diagnostics: [],
                message: "two configuration files, \(names); keep one"))
        } else if let name = present.first {
            switch Self.load(file: display(join(directory, name)), workingDirectory: workingDirectory) {
            case .success(let configuration): result = .found(configuration)
            case .failure(let error): result = .broken(error)
            }
        } else if directory == "/" {
            result = .none
        } else {
            result = lookup(FilePath.parent(directory))
        }
        cache[directory] = result
        return result
    }

    private func join(_ directory: String, _ name: String) -> String {
        directory == "/" ? "/" + name : directory + "/" + name
    }

    /// How a configuration path is shown: relative to the working directory when it is
    /// under it, else absolute.
    private func display(_ absolute: String) -> String {
        let relative = FilePath.relative(absolute, to: workingDirectory)
        return relative.hasPrefix("..") ? absolute : relative
    }
}
