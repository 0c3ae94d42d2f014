extension ResultCache {
    /// The default cache directory for `environment`: `$XDG_CACHE_HOME/tablectl` when
    /// `XDG_CACHE_HOME` is an absolute path (the XDG Base Directory rule: a relative one
    /// is ignored), else `$HOME/.cache/tablectl`; nil when neither is usable. O(1).
    ///
    /// ```swift
    /// ResultCache.defaultDirectory(environment: ["HOME": "/home/me"])
    /// // "/home/me/.cache/tablectl"
    /// ```
    package static func defaultDirectory(environment: [String: String]) -> String? {
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") {
            return SpecFileFinder.join(xdg, "tablectl")
        }
        if let home = environment["HOME"], !home.isEmpty {
            return SpecFileFinder.join(SpecFileFinder.join(home, ".cache"), "tablectl")
        }
        return nil
    }
}
