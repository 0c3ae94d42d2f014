import Dispatch

/// A value computed on another thread while the caller goes on; ``value`` waits for it.
///
/// `tablectl validate --cache` reads the cache index this way while it walks the tree:
/// both are single-threaded and independent, so a warm run spends the longer of the two,
/// not their sum. The work must not print (its output would race the caller's).
///
/// ```swift
/// let index = BackgroundWork { ResultCache(directory: dir, toolVersion: version) }
/// let files = SpecFileFinder.find(paths)      // meanwhile
/// let cache = index.value                      // waits, if the index is not read yet
/// ```
package final class BackgroundWork<Value: Sendable>: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private let work: @Sendable () -> Value
    /// Written once by the worker before it signals ``done``; read after waiting for it.
    private var result: Value?

    /// Starts `work` on a global queue now. O(1) here.
    package init(_ work: @escaping @Sendable () -> Value) {
        self.work = work
        DispatchQueue.global().async {
            self.result = work()
            self.done.signal()
        }
    }

    /// The work's value, waiting for it to finish. Call it from one thread.
    package var value: Value {
        done.wait()
        done.signal()   // so a second read does not wait forever
        return result ?? work()   // never nil once signalled; no force-unwrap all the same
    }
}

/// Large values let go of on another thread: freeing a 100,000-row tree node by node takes
/// a few percent of a validate run, which a second core can do while the first writes the
/// report (and a process that exits first need not finish it). Small values are released
/// where they are (a hand-off costs more than it saves).
///
/// ```swift
/// BackgroundRelease.release(tree, if: source.bytes.count >= BackgroundRelease.threshold)
/// ```
package enum BackgroundRelease {
    /// The file size from which a file's tree is released in the background.
    package static let threshold = 1 << 20

    /// The queue the releases run on, one at a time.
    private static let queue = DispatchQueue(label: "tablectl.release", qos: .utility)

    /// Drops this reference to `value` on the release queue when `large`, else here.
    package static func release<T>(_ value: T, if large: Bool) {
        guard large else { return }
        let box = UncheckedBox(value)
        queue.async { withExtendedLifetime(box) {} }
    }

    /// A value carried to the release queue (immutable trees and tables: nothing writes
    /// them, and reference counts are atomic).
    private final class UncheckedBox<T>: @unchecked Sendable {
        let value: T
        init(_ value: T) { self.value = value }
    }
}
