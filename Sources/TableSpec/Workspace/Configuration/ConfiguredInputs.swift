#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The inputs of one run with their configuration applied: which are excluded, and the
/// effective ``RuleSettings`` of each one that is checked.
///
/// ```swift
/// let planned = ConfiguredInputs(inputs, resolver: ConfigurationResolver(), named: ["one.yaml"])
/// planned.errors                                   // broken .tablectl.yml files: reported,
///                                                  // the files they govern not checked
/// BatchChecker.check(planned.inputs, options: { CheckOptions(rules: planned.settings($0)) }, …)
/// ```
package struct ConfiguredInputs: Sendable {
    /// An input left out by an `exclude` pattern.
    package struct Exclusion: Hashable, Sendable {
        package var input: BatchInput
        /// The pattern that matched.
        package var pattern: String
        /// The configuration file that holds the pattern.
        package var configuration: String
        /// Whether the file was named on the command line (not found under a directory).
        package var wasNamed: Bool
    }

    /// The inputs to check, in the original order.
    package var inputs: [BatchInput]
    /// The inputs left out, in the original order.
    package var excluded: [Exclusion]
    /// Every distinct broken configuration met, in the order first met.
    package var errors: [ConfigurationError]
    /// How many inputs each of ``errors`` governs, which are therefore not checked (their
    /// rules and excludes are unknown): `unchecked[i]` for `errors[i]`.
    package var unchecked: [Int]
    private var settingsByInput: [BatchInput: RuleSettings]
    /// What found each input's configuration: it answers for the files composites include.
    package let resolver: ConfigurationResolver
    /// The directory of the configuration of each input that has one (a composite's root).
    private var rootByInput: [BatchInput: String] = [:]

    /// Resolves the configuration of every input. Standard input is resolved as a file
    /// named by its `--stdin-name` (so an editor's buffer gets its file's settings) and is
    /// never excluded. A file in `named` (given on the command line) is excluded like any
    /// other; callers say so. O(inputs × (overrides + excludes)), plus one lookup per new
    /// directory; with no configuration, O(path length) per input, without allocating
    /// (a run of inputs in one directory asks the resolver once).
    package init(_ inputs: [BatchInput], resolver: ConfigurationResolver, named: Set<String>) {
        self.inputs = []
        self.excluded = []
        self.errors = []
        self.unchecked = []
        self.settingsByInput = [:]
        self.resolver = resolver
        self.inputs.reserveCapacity(inputs.count)
        var broken: [String: Int] = [:]
        var directory = LastDirectory()
        var answer = ConfigurationResolver.Lookup.none
        for input in inputs {
            // 1. The directory's configuration, asked once per run of inputs in it.
            if !directory.isSame(asParentOf: input.displayPath) {
                answer = resolver.lookup(forFile: input.displayPath)
            }
            // 2. Its excludes and overrides, per file.
            let configuration: Configuration
            switch answer {
            case .none:
                self.inputs.append(input)
                continue
            case .found(let found):
                configuration = found
            case .broken(let error):
                let key = error.source.path + (error.message ?? "")
                if let index = broken[key] {
                    unchecked[index] += 1
                } else {
                    broken[key] = errors.count
                    errors.append(error)
                    unchecked.append(1)
                }
                continue
            }
            let absolute = resolver.absolute(input.displayPath)
            if case .file(let path) = input, let glob = configuration.exclusion(forFile: absolute) {
                excluded.append(Exclusion(
                    input: input, pattern: glob.pattern, configuration: configuration.path,
                    wasNamed: named.contains(path)))
                continue
            }
            self.inputs.append(input)
            rootByInput[input] = configuration.directory
            let settings = configuration.settings(forFile: absolute)
            if settings != .default { settingsByInput[input] = settings }
        }
    }

    /// The directory of the configuration in force for `input`, or nil when none is: the
    /// root its includes may not leave (``CheckOptions/compositionRoot``). O(1).
    package func root(_ input: BatchInput) -> String? {
        rootByInput.isEmpty ? nil : rootByInput[input]
    }

    /// The effective settings of `input` (every rule at its default when no configuration
    /// applies). O(1); no hashing of the path when every input has the defaults.
    package func settings(_ input: BatchInput) -> RuleSettings {
        settingsByInput.isEmpty ? .default : settingsByInput[input] ?? .default
    }
}

/// The directory of the last path asked about: the inputs of a directory walk come a
/// directory at a time, and a file's configuration is its directory's.
private struct LastDirectory {
    /// The path bytes up to and including the last `/`, as given (not made absolute); nil
    /// before the first path and after one whose directory is not its prefix.
    private var prefix: [UInt8]?

    /// Whether `path` is in the same directory, written the same way, as the last path
    /// (so ``ConfigurationResolver/configuration(forFile:)`` would give the same answer);
    /// remembers `path`'s directory. A last component of `.` or `..` (or none) does not
    /// name a file in the prefix, so such a path is never the same. O(path length): one
    /// `memcmp` and one `memchr`, no allocation unless the directory changes.
    mutating func isSame(asParentOf path: String) -> Bool {
        let same = path.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            guard let base = bytes.baseAddress else { return false }
            // 1. The remembered prefix, then a name without `/`.
            if let known = prefix, bytes.count > known.count,
               known.isEmpty || known.withUnsafeBufferPointer({ $0.baseAddress.map { memcmp($0, base, known.count) == 0 } ?? false }),
               memchr(base + known.count, Int32(UInt8(ascii: "/")), bytes.count - known.count) == nil {
                return !Self.isDots(UnsafeBufferPointer(rebasing: bytes[known.count...]))
            }
            // 2. Another directory: remember it.
            var end = bytes.count
            while end > 0, bytes[end - 1] != UInt8(ascii: "/") { end -= 1 }
            let name = UnsafeBufferPointer(rebasing: bytes[end...])
            prefix = name.isEmpty || Self.isDots(name) ? nil : Array(UnsafeBufferPointer(rebasing: bytes[..<end]))
            return false
        }
        if same == nil { prefix = nil }
        return same ?? false
    }

    /// Whether a path component is `.` or `..`.
    private static func isDots(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
        name.count <= 2 && name.allSatisfy { $0 == UInt8(ascii: ".") }
    }
}
