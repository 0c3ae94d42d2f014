/// The children of every open collection, innermost last, in one growable buffer.
///
/// When a collection ends, its children are *moved* (not copied) into one exactly-sized
/// array: one allocation per finished collection, no reference counting traffic, no
/// regrowth per collection. The builder keeps one for sequence items and one for mapping
/// pairs; each open collection remembers where its children start. The builder's stack
/// of open collections is one too: elements are read and changed in place, with no
/// copy-on-write check and no copy of the element.
final class YAMLChildren<Element>: RandomAccessCollection {
    private var storage: UnsafeMutablePointer<Element>
    private var capacity: Int
    /// How many elements are held.
    private(set) var count = 0

    /// The capacity it starts with and returns to in ``reset(keepingCapacity:)``.
    private let initialCapacity: Int

    init(capacity: Int = 256) {
        self.capacity = capacity
        initialCapacity = capacity
        storage = .allocate(capacity: capacity)
    }

    deinit {
        storage.deinitialize(count: count)
        storage.deallocate()
    }

    /// Adds an element on top. Amortized O(1).
    func append(_ element: consuming Element) {
        if count == capacity {
            let grown = UnsafeMutablePointer<Element>.allocate(capacity: capacity * 2)
            grown.moveInitialize(from: storage, count: count)
            storage.deallocate()
            storage = grown
            capacity *= 2
        }
        (storage + count).initialize(to: element)
        count += 1
    }

    /// Drops the elements from `start` to the top. O(count - start).
    func removeAll(from start: Int) {
        guard start < count else { return }
        (storage + start).deinitialize(count: count - start)
        count = start
    }

    /// Drops every element; when the buffer has grown past `limit` elements, it goes back
    /// to its initial capacity, so one huge file does not pin its buffer for the life of
    /// the thread. O(count).
    func reset(keepingCapacity limit: Int) {
        removeAll(from: 0)
        guard capacity > limit else { return }
        storage.deallocate()
        capacity = initialCapacity
        storage = .allocate(capacity: capacity)
    }

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    /// The element at `index`, which must be below ``count`` (checked in debug builds),
    /// read or changed in place.
    subscript(index: Int) -> Element {
        unsafeAddress {
            assert(index >= 0 && index < count, "YAMLChildren index out of range")
            return UnsafePointer(storage + index)
        }
        unsafeMutableAddress {
            assert(index >= 0 && index < count, "YAMLChildren index out of range")
            return storage + index
        }
    }

    /// Removes and returns the top element, or nil when empty. O(1).
    func popLast() -> Element? {
        guard count > 0 else { return nil }
        count -= 1
        return (storage + count).move()
    }

    /// Removes the elements from `start` to the top and returns them in order, moved
    /// into a new array. O(count - start), one allocation.
    ///
    /// `reserveCapacity` then `append` rather than `init(unsafeUninitializedCapacity:)`:
    /// the latter calls an unspecialized allocator that looks up the array's generic
    /// metadata on every call (about 650 instructions, more than moving a small mapping).
    func removeArray(from start: Int) -> [Element] {
        let n = count - start
        guard n > 0 else { return [] }
        var result: [Element] = []
        result.reserveCapacity(n)
        for i in start..<count {
            result.append((storage + i).move())
        }
        count = start
        return result
    }
}
