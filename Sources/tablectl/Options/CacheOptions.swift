import ArgumentParser
import TableSpec

/// The result cache: `--cache` turns it on, `--cache-dir` says where (and implies
/// `--cache`). See docs/cli-cache.md.
struct CacheOptions: ParsableArguments {
    @Flag(name: .customLong("cache"), help: ArgumentHelp(
        "Reuse the results of files unchanged since an earlier run (same content, configuration and tablectl version)."))
    var cache = false

    @Option(name: .customLong("cache-dir"), help: ArgumentHelp(
        "Where --cache keeps its index (implies --cache; default: $XDG_CACHE_HOME/tablectl, else ~/.cache/tablectl).",
        valueName: "dir"))
    var cacheDirectory: String?

    func validate() throws {
        if cacheDirectory == "" { throw ValidationError("--cache-dir needs a directory") }
    }

    /// The cache directory, or nil when no cache is asked for. When no directory is given
    /// and none can be found (no `HOME`), says so with one warning and runs without a cache.
    func directory() -> String? {
        guard cache || cacheDirectory != nil else { return nil }
        var environment: [String: String] = [:]
        for name in ["XDG_CACHE_HOME", "HOME"] {
            environment[name] = StandardStreams.environment(name)
        }
        guard let directory = cacheDirectory ?? ResultCache.defaultDirectory(environment: environment) else {
            ErrorOutput.write(.warning("not caching results: set HOME, XDG_CACHE_HOME or --cache-dir"))
            return nil
        }
        return directory
    }
}
