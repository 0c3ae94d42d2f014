#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Removes ``AtomicFile``'s temporary files when the process is stopped by a signal
/// (`SIGINT`, `SIGTERM`, `SIGHUP`, `SIGQUIT`, `SIGXFSZ`) while one is being written, so
/// Ctrl-C during `export -o out.swift` leaves neither `.out.swift.tablectl-XXXXXX` nor a
/// changed `out.swift`.
///
/// The handler is installed on first use for each signal whose disposition is still the
/// default; a signal the host program handles or ignores is left alone. It unlinks every
/// registered path (`unlink(2)` is async-signal-safe), restores the default action and
/// raises the signal again, so the process ends as it would have (status 128 + signal).
///
/// Paths live in a fixed table allocated once (``capacity`` slots of ``pathCapacity``
/// bytes): the handler reads bytes and never allocates, frees or locks. A path that does
/// not fit, or a write when every slot is taken, is simply not registered (the file is
/// still removed on every other way out). Registering costs one lock and one copy of the
/// path.
enum TemporaryFileCleanup {
    /// Slots in the table: temporary files being written at once.
    static let capacity = 32
    /// Bytes per slot, the terminating NUL included.
    static let pathCapacity = 4096

    /// A registered path's slot, for ``unregister(_:)``.
    struct Slot {
        fileprivate var index: Int
    }

    /// Registers `path` until ``unregister(_:)``; installs the handlers on first use.
    static func register(_ path: String) -> Slot? {
        let table = Table.shared
        let bytes = Array(path.utf8)
        guard bytes.count < pathCapacity, !bytes.contains(0) else { return nil }
        table.lock.lock()
        defer { table.lock.unlock() }
        guard let index = (0..<capacity).first(where: { table.used[$0] == 0 }) else { return nil }
        let start = table.paths + index * pathCapacity
        bytes.withUnsafeBufferPointer { buffer in
            for (offset, byte) in buffer.enumerated() { start[offset] = CChar(bitPattern: byte) }
        }
        start[bytes.count] = 0
        table.used[index] = 1
        return Slot(index: index)
    }

    /// Runs `body` with the cleanup signals blocked in this thread, so a file created and
    /// registered inside it is never seen by a signal half-way (created, not yet
    /// registered). Installs the handlers first. Two `pthread_sigmask` calls.
    static func withSignalsBlocked<T>(_ body: () -> T) -> T {
        _ = Table.shared
        var blocked = sigset_t()
        var previous = sigset_t()
        sigemptyset(&blocked)
        for signal in signals { sigaddset(&blocked, signal) }
        pthread_sigmask(SIG_BLOCK, &blocked, &previous)
        defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
        return body()
    }

    /// The signals whose default action ends the process and that the cleanup handles.
    static let signals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGXFSZ]

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
        let lock = Lock()
        let paths: UnsafeMutablePointer<CChar>
        /// 1 where a slot holds a path. Written under ``lock``; read by the handler.
        let used: UnsafeMutablePointer<sig_atomic_t>

        private init() {
            paths = .allocate(capacity: TemporaryFileCleanup.capacity * TemporaryFileCleanup.pathCapacity)
            used = .allocate(capacity: TemporaryFileCleanup.capacity)
            used.initialize(repeating: 0, count: TemporaryFileCleanup.capacity)
            cleanupTable = (paths, used)
            for signal in TemporaryFileCleanup.signals { installIfDefault(signal) }
        }
    }
}

/// The table the handler reads: set once, before any handler is installed.
nonisolated(unsafe) private var cleanupTable: (paths: UnsafeMutablePointer<CChar>, used: UnsafeMutablePointer<sig_atomic_t>)?

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
        for index in 0..<TemporaryFileCleanup.capacity where table.used[index] != 0 {
            unlink(table.paths + index * TemporaryFileCleanup.pathCapacity)
        }
    }
    var action = sigaction()
    sigemptyset(&action.sa_mask)
    sigaction(number, &action, nil)
    raise(number)
}
