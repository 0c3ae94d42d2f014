/// tablectl's version: what `tablectl --version` prints, and part of every result-cache
/// key (so a new version never reuses an older version's results).
enum ToolVersion {
    static let current = "0.1.0"
}
