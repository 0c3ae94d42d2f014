/// One of N parts of a run (`validate --shard K/N`), for a CI matrix of N jobs that
/// together check a repository. A file belongs to shard `hash(path) mod N + 1`, the hash
/// (64-bit FNV-1a) of its path from its configuration's directory (from the working
/// directory where none applies), so every job agrees without talking to the others and
/// wherever the repository is checked out; each file is in exactly one shard.
///
/// ```swift
/// let shard = Shard(argument: "2/4")!   // the second of four
/// shard.owns("screens/settings.yaml")
/// ```
public struct Shard: Hashable, Sendable, CustomStringConvertible {
    /// The most shards a run may be cut into.
    public static let maxCount = 10_000

    /// Which shard, 1-based.
    public let index: Int
    /// How many shards.
    public let count: Int

    /// Shard `index` of `count`; nil unless `1 ≤ index ≤ count ≤ maxCount`.
    public init?(index: Int, count: Int) {
        guard count >= 1, count <= Self.maxCount, index >= 1, index <= count else { return nil }
        (self.index, self.count) = (index, count)
    }

    /// `K/N` (`2/4`), as `--shard` takes it; nil for anything else (``problem(with:)``
    /// says why).
    public init?(argument text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else { return nil }
        self.init(index: index, count: count)
    }

    /// What is wrong with `text` as a `--shard` value, or nil when it is one.
    public static func problem(with text: String) -> String? {
        Shard(argument: text) == nil ? "--shard takes K/N, shard K of N with 1 ≤ K ≤ N ≤ \(maxCount) (such as 2/4), not '\(text)'" : nil
    }

    public var description: String { "\(index)/\(count)" }

    /// Whether this shard owns the file whose path from its configuration's directory is
    /// `key`. O(key length).
    public func owns(_ key: String) -> Bool {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in key.utf8 { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        return Int(hash % UInt64(count)) == index - 1
    }
}

/// What one shard checks and reports. A file's report is made, whole, in the one shard that
/// owns the file: that shard checks the file and every composite that includes it (the
/// composites report findings in their parts, merged into the part's report as in an
/// unsharded run), and keeps only the reports of the files it owns. So the reports of
/// shards 1…N together are exactly those of the unsharded run, and a composite is
/// reported with its root file. Broken configurations and files that cannot be read belong
/// to a shard by their path too; paths that do not exist are reported by every shard.
///
/// Cost: every file of the run is read once to find the includes (only files that mention
/// `include` are parsed), then each shard checks about 1/N of the files plus the
/// composites of its parts.
package struct ShardPlan: Sendable {
    package let shard: Shard
    /// The inputs to check, in the run's order.
    package let inputs: [BatchInput]
    private let resolver: ConfigurationResolver

    /// The plan of `shard` for `planned`'s inputs. `read` gives a file's bytes.
    package init(_ planned: ConfiguredInputs, shard: Shard, read: (String) -> [UInt8]?) {
        self.shard = shard
        resolver = planned.resolver
        let graph = Includers(planned, read: read)
        var owned: Set<String> = []
        var ownedInputs: Set<BatchInput> = []
        for input in planned.inputs {
            switch input {
            case .standardInput:
                if shard.index == 1 { ownedInputs.insert(input) }
            case .file(let path):
                let real = Self.real(path)
                if shard.owns(Self.key(real, resolver: planned.resolver)) { owned.insert(real); ownedInputs.insert(input) }
            }
        }
        // Files composites include that are not inputs (in no directory given, or
        // excluded) are reported through their composites: by their owner too.
        for included in graph.included where shard.owns(Self.key(included, resolver: planned.resolver)) { owned.insert(included) }
        var needed = ownedInputs
        for file in owned { for composite in graph.reaching(file) { needed.insert(.file(composite)) } }
        inputs = planned.inputs.filter { needed.contains($0) }
    }

    /// Whether this shard reports on `path` (as reports show it: a spec, a part, a broken
    /// configuration, a file that cannot be read): its owner by the hash of its path; a
    /// report of standard input is shard 1's. O(path length) and one `realpath`, plus a
    /// configuration look-up (answered from the resolver's cache).
    package func reports(_ path: String, standardInput: Bool = false) -> Bool {
        standardInput ? shard.index == 1 : shard.owns(Self.key(Self.real(path), resolver: resolver))
    }

    /// `path` made absolute and real (links resolved) when it exists.
    private static func real(_ path: String) -> String {
        let absolute = FilePath.absolute(path, from: FilePath.workingDirectory)
        return FileSystemComponents.realPath(absolute) ?? absolute
    }

    /// The shard key of real path `real`: its path from the directory of the configuration
    /// in force (real too), else from the working directory.
    private static func key(_ real: String, resolver: ConfigurationResolver) -> String {
        var base = FilePath.workingDirectory
        if case .success(let configuration?) = resolver.configuration(forFile: real) { base = configuration.directory }
        let root = FileSystemComponents.realPath(base) ?? base
        return FilePath.relative(real, to: root)
    }
}
