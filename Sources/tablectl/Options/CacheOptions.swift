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

    /// The caches of one run: results, opened (the index read) on another thread while
    /// the run goes on, and directory listings, opened here for the walk.
    struct Opened {
        var results: BackgroundWork<ResultCache>
        var listings: ListingCache
    }

    /// The caches to use, or nil when not asked for. When no directory is given and none
    /// can be found (no `HOME`), says so with one warning, here on the caller's thread,
    /// and runs without a cache; problems with the files become the caches' warnings.
    func opening() -> Opened? {
        guard cache || cacheDirectory != nil else { return nil }
        let directory = cacheDirectory ?? ResultCache.defaultDirectory(environment: Self.environment)
        guard let directory else {
            StandardStreams.writeError(
                "tablectl: warning: not caching results: set HOME, XDG_CACHE_HOME or --cache-dir\n")
            return nil
        }
        return Opened(
            results: BackgroundWork { ResultCache(directory: directory, toolVersion: ToolVersion.current) },
            listings: ListingCache(directory: directory, toolVersion: ToolVersion.current))
    }

    /// Writes the caches back, then prints the first warning of either, if any (one
    /// line: an unwritable directory fails both the same way).
    func close(_ opened: Opened?) {
        guard let opened else { return }
        let results = opened.results.value
        results.flush()
        opened.listings.flush()
        if let warning = results.warning ?? opened.listings.warning {
            StandardStreams.writeError("tablectl: warning: \(SafeText.escaped(warning))\n")
        }
    }

    private static var environment: [String: String] {
        var values: [String: String] = [:]
        for name in ["XDG_CACHE_HOME", "HOME"] {
            values[name] = StandardStreams.environment(name)
        }
        return values
    }
}
