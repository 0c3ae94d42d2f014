extension ResultCache {
    /// The hash of the tool version and `options.fingerprint`, memoized per options.
    /// The last options asked about are compared first: most runs have one configuration,
    /// and comparing two equal options is cheaper than hashing them.
    func settingHash(_ options: CheckOptions) -> ContentHash {
        lock.lock()
        let last = lastSetting
        lock.unlock()
        if let last, last.options == options { return last.hash }
        lock.lock()
        let known = settingHashes[options]
        lock.unlock()
        let hash = known ?? ContentHash(Array("\(toolVersion)\u{0}\(options.fingerprint)".utf8), seed: 1)
        lock.lock()
        settingHashes[options] = hash
        lastSetting = SettingMemo(options: options, hash: hash)
        lock.unlock()
        return hash
    }

    final class SettingMemo: Sendable {
        let options: CheckOptions
        let hash: ContentHash

        init(options: CheckOptions, hash: ContentHash) {
            self.options = options
            self.hash = hash
        }
    }
}
