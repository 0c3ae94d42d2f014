/// tablectl's version: what `tablectl --version` prints, what reports name the tool with,
/// and part of every cache key (so a new version never reuses an older version's results).
public enum ToolVersion {
    /// The version, semantic-versioning style.
    public static let current = "0.1.0"
}
