/// Resource limits the loaders enforce, so no input can take unbounded time or memory.
///
/// Each limit, when exceeded, ends loading with one located ``LoadError`` (rule
/// `limit-exceeded`) naming the limit and how to raise it.
public struct Limits: Hashable, Sendable {
    /// Largest file accepted, in bytes. Default 64 MiB.
    public var maxFileSize: Int
    /// Deepest nesting of sequences and mappings. Default 256.
    public var maxDepth: Int
    /// Most nodes in the tree, counting every node an alias expands to. Default 5,000,000.
    /// This is what stops a "billion laughs" file: the count is checked before an alias is
    /// expanded, so the expansion never happens.
    public var maxNodes: Int
    /// Most aliases (`*name`) in one file. Default 100,000.
    public var maxAliases: Int

    /// Limits with the given values; each default is the one above.
    public init(
        maxFileSize: Int = 64 << 20,
        maxDepth: Int = 256,
        maxNodes: Int = 5_000_000,
        maxAliases: Int = 100_000
    ) {
        self.maxFileSize = maxFileSize
        self.maxDepth = maxDepth
        self.maxNodes = maxNodes
        self.maxAliases = maxAliases
    }

    /// The default limits, as `Limits()`.
    public static let `default` = Limits()
}
