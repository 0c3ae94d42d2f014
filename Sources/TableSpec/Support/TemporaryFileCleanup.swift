#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// Creates ``AtomicFile``'s temporary files and removes them when the process is stopped by
/// a signal (`SIGINT`, `SIGTERM`, `SIGHUP`, `SIGXFSZ`) while one is being written, so Ctrl-C during `export -o out.swift` leaves neither `.out.swift.tablectl-…`
/// nor a changed `out.swift`.
///
/// A temporary file's name is registered **before** the file is created (``create(prefix:)``
/// opens it with `O_EXCL`), so on whichever thread a signal lands there is no moment when
/// the file exists unregistered. The handler is installed on first use for each signal
/// whose disposition is still the default; a signal the host program handles or ignores is
/// left alone. It unlinks every registered path (`unlink(2)` is async-signal-safe), restores
/// the default action and raises the signal again, so the process ends as it would have
/// (status 128 + signal).
///
/// Paths live in a fixed table allocated once (32 slots of 4,096 bytes): the handler reads
/// bytes and never allocates, frees or locks. A slot's path is written, then a memory fence,
/// then the slot is marked used; the handler reads the mark, a fence, then the path. Slots
/// are taken round-robin, so a slot just freed is the last to be reused. A path that does
/// not fit, or a file made when every slot is taken, is not registered (it is still removed
/// on every other way out). Cost per file: one lock, one copy of the path, one `open`.
enum TemporaryFileCleanup {
    /// A registered path's slot, for ``unregister(_:)``.
    struct Slot {
        fileprivate var index: Int
    }

    /// Creates and opens (write-only, close-on-exec, mode 0666 less the umask) a new file
    /// named `prefix` plus six random letters and digits, registered for removal on a
    /// signal until ``unregister(_:)``. Nil, with `errno` set, when no file can be created
    /// (100 names taken in a row, or any error but `EEXIST`).
    static func create(prefix: String) -> (fd: Int32, path: String, slot: Slot?)? {
        let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789".utf8)
        for _ in 0..<100 {
            var name = Array(prefix.utf8)
            for _ in 0..<6 { name.append(letters[Int.random(in: 0..<letters.count)]) }
            let path = String(decoding: name, as: UTF8.self)
            let slot = register(path)
            let fd = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            if fd >= 0 { return (fd, path, slot) }
            let code = errno
            unregister(slot)
            errno = code
            guard code == EEXIST else { return nil }
        }
        return nil
    }

    /// Registers `path` until ``unregister(_:)``; installs the handlers on first use.
    static func register(_ path: String) -> Slot? {
        let table = Table.shared
        let bytes = Array(path.utf8)
        guard bytes.count < table.pathCapacity, !bytes.contains(0) else { return nil }
        table.lock.lock()
        defer { table.lock.unlock() }
        let order = (0..<table.capacity).lazy.map { (table.next + $0) % table.capacity }
        guard let index = order.first(where: { table.used[$0] == 0 }) else { return nil }
        let start = table.paths + index * table.pathCapacity
        for (offset, byte) in bytes.enumerated() { start[offset] = CChar(bitPattern: byte) }
        start[bytes.count] = 0
        fullFence()
        table.used[index] = 1
        table.next = (index + 1) % table.capacity
        return Slot(index: index)
    }

    /// Forgets a path registered with ``register(_:)`` (it was renamed or removed).
    static func unregister(_ slot: Slot?) {
        guard let slot else { return }
        let table = Table.shared
        table.lock.lock()
        table.used[slot.index] = 0
        table.lock.unlock()
    }

    /// The table and its lock, made (and the handlers installed) once per process.
    private final class Table: @unchecked Sendable {
        static let shared = Table()
        let capacity = 32
        let pathCapacity = 4096
        let lock = Lock()
        let paths: UnsafeMutablePointer<CChar>
        /// 1 where a slot holds a path. Written under ``lock``; read by the handler.
        let used: UnsafeMutablePointer<sig_atomic_t>
        /// Where the search for a free slot starts. Under ``lock``.
        var next = 0

        private init() {
            paths = .allocate(capacity: capacity * pathCapacity)
            used = .allocate(capacity: capacity)
            used.initialize(repeating: 0, count: capacity)
            cleanupTable = CleanupTable(paths: paths, used: used, capacity: capacity, pathCapacity: pathCapacity)
            // Not SIGQUIT: Swift's runtime takes it (to print a backtrace).
            for signal: Int32 in [SIGINT, SIGTERM, SIGHUP, SIGXFSZ] { installIfDefault(signal) }
        }
    }
}

/// What the handler reads, in one place set before any handler is installed (the handler
/// touches no other global).
private struct CleanupTable {
    var paths: UnsafeMutablePointer<CChar>
    var used: UnsafeMutablePointer<sig_atomic_t>
    var capacity: Int
    var pathCapacity: Int
}

nonisolated(unsafe) private var cleanupTable: CleanupTable?

/// A full memory fence (where the OS has the `Synchronization` module's; Linux always).
@inline(__always)
private func fullFence() {
    if #available(macOS 15.0, iOS 18.0, *) { atomicMemoryFence(ordering: .sequentiallyConsistent) }
}

/// Installs ``removeTemporaryFilesAndReraise`` for `signal` if nothing else handles it.
private func installIfDefault(_ signal: Int32) {
    var current = sigaction()
    guard sigaction(signal, nil, &current) == 0 else { return }
    #if canImport(Darwin)
    let isDefault = current.__sigaction_u.__sa_handler == nil
    #elseif canImport(Musl)
    let isDefault = current.__sa_handler.sa_handler == nil
    #else
    let isDefault = current.__sigaction_handler.sa_handler == nil
    #endif
    guard isDefault else { return }
    var action = sigaction()
    #if canImport(Darwin)
    action.__sigaction_u.__sa_handler = removeTemporaryFilesAndReraise
    #elseif canImport(Musl)
    action.__sa_handler.sa_handler = removeTemporaryFilesAndReraise
    #else
    action.__sigaction_handler.sa_handler = removeTemporaryFilesAndReraise
    #endif
    sigemptyset(&action.sa_mask)
    action.sa_flags = 0
    sigaction(signal, &action, nil)
}

/// The signal handler: unlink every registered path, then end as the signal would have
/// (the signal is blocked while this runs, so the raised one lands when it returns).
private func removeTemporaryFilesAndReraise(_ number: Int32) {
    if let table = cleanupTable {
        for index in 0..<table.capacity where table.used[index] != 0 {
            fullFence()
            unlink(table.paths + index * table.pathCapacity)
        }
    }
    var action = sigaction()
    sigemptyset(&action.sa_mask)
    sigaction(number, &action, nil)
    raise(number)
}
