/// The YAML loader's working buffers, kept per thread and reused from file to file.
///
/// A load needs a stack of open collections, scratch buffers for their children and a
/// cache of short strings (``YAMLStringCache``, 80 KiB). Setting those up and tearing them
/// down for every file took about 5% of the time (2.7% of the instructions) of checking a
/// tree of small specs (2,000 files of 50–200 lines); lent from a ``ThreadSlot``, they are
/// made once per thread. A load that finds the slot empty (a load inside a load) makes
/// its own.
///
/// Between loads the buffers are emptied (whatever a failed load left in them goes) and
/// shrunk back when one file grew them past ``keptCapacity`` elements; the string cache
/// stays, since its hits are exact whatever file a text came from.
final class YAMLScratch {
    let stack = YAMLChildren<YAMLLoader.Frame>(capacity: 16)
    let items = YAMLChildren<Node>()
    let pairs = YAMLChildren<Pair>()
    let keyHashes = YAMLChildren<UInt64>()
    let strings = YAMLStringCache()

    /// Elements a buffer may keep between loads (about 400 KiB of pairs); past that it
    /// is given back.
    static let keptCapacity = 4096

    private static let slot = ThreadSlot<YAMLScratch>()

    /// Runs `body` with this thread's scratch, emptied afterwards whether `body` returned
    /// or threw. O(1) beyond emptying what `body` left.
    static func borrowing<R, E: Error>(_ body: (YAMLScratch) throws(E) -> R) throws(E) -> R {
        let scratch = slot.take() ?? YAMLScratch()
        defer {
            scratch.empty()
            slot.put(scratch)
        }
        return try body(scratch)
    }

    private func empty() {
        stack.reset(keepingCapacity: Self.keptCapacity)
        items.reset(keepingCapacity: Self.keptCapacity)
        pairs.reset(keepingCapacity: Self.keptCapacity)
        keyHashes.reset(keepingCapacity: Self.keptCapacity)
    }
}
