#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension ResultCache {
    /// Writes the index back (atomically: a temporary file in the directory, then a
    /// rename) when this run added entries or path records; creates the directory when
    /// missing. A failure becomes ``warning``. Call once, after checking. O(index size).
    package func flush() {
        lock.lock()
        let added = self.added
        let addedPaths = self.addedPaths
        lock.unlock()
        guard !added.isEmpty || !addedPaths.isEmpty else { return }
        lock.lock()
        let used = Set(self.used)
        let usedPaths = Set(self.usedPaths)
        lock.unlock()
        // 1. This run's entries (new generation) and the most recent others, by key.
        let generation = loaded.generation &+ 1
        var kept: [(key: ContentHash, entry: CacheIndex.Entry)] = []
        for key in used.sorted(by: Self.keyOrder) {
            guard let payload = added[key] ?? loaded.entries[key]?.payload else { continue }
            kept.append((key, CacheIndex.Entry(generation: generation, payload: payload)))
        }
        let others = loaded.entries.all.filter { !used.contains($0.key) }.sorted {
            $0.entry.generation != $1.entry.generation
                ? $0.entry.generation > $1.entry.generation : Self.keyOrder($0.key, $1.key)
        }
        for (key, entry) in others.prefix(max(0, capacity - kept.count)) {
            kept.append((key, entry))
        }
        kept.sort { Self.keyOrder($0.key, $1.key) }   // the order ``CacheIndex/EntryTable`` searches
        // 2. The same for path records, then write.
        let paths = keptPaths(generation: generation, added: addedPaths, used: usedPaths)
        let bytes = CacheIndex.serialize(generation: generation, entries: kept, paths: paths)
        do throws(AtomicFile.WriteError) {
            try Self.makeDirectories(directory)
            // Not durable: a torn index after a crash fails its checksum and reads as empty.
            try AtomicFile.write(bytes, to: indexPath, durable: false)
        } catch {
            record("cannot update the result cache: \(error.message)")
        }
    }

    /// The index at `path` (empty when there is none), and the problem that made it empty.
    static func load(_ path: String) -> (CacheIndex, String?) {
        let bytes: [UInt8]
        switch CacheFile.read(path, limit: maxIndexSize, what: "the result cache") {
        case nil: return (CacheIndex(), nil)
        case .success(let read)?: bytes = read
        case .failure(let problem)?: return (CacheIndex(), problem.message)
        }
        do {
            return (try CacheIndex.parse(bytes), nil)
        } catch {
            return (CacheIndex(), "ignoring the result cache '\(path)': \(error.reason)")
        }
    }

    /// Creates `directory` and its missing parents (mode 0777 less the umask).
    static func makeDirectories(_ directory: String) throws(AtomicFile.WriteError) {
        try AtomicFile.makeDirectories(directory, for: directory)
    }
}
