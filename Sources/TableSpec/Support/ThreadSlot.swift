#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// One object per thread, lent out and given back: a home for scratch buffers that are
/// expensive to set up and tear down for every file but cannot be shared between threads.
///
/// ``take()`` empties the calling thread's slot, so code that runs again while the object
/// is lent (a nested call) finds the slot empty and makes its own; ``put(_:)`` fills an
/// empty slot and drops the object otherwise. Each thread's object is released when the
/// thread exits. Both are O(1) (`pthread_getspecific`/`pthread_setspecific`, no lock).
///
/// ```swift
/// static let slot = ThreadSlot<Scratch>()
/// let scratch = slot.take() ?? Scratch()
/// defer { slot.put(scratch) }
/// ```
final class ThreadSlot<Value: AnyObject>: Sendable {
    /// nil when the system has no key left: every ``take()`` then returns nil.
    private let key: pthread_key_t?

    init() {
        var key = pthread_key_t()
        // The destructor runs at thread exit for a slot that holds an object.
        let created = pthread_key_create(&key) { object in
            // Optional on glibc and musl, not on Darwin: the binding reads both.
            let object: UnsafeMutableRawPointer? = object
            guard let object else { return }
            Unmanaged<AnyObject>.fromOpaque(object).release()
        }
        self.key = created == 0 ? key : nil
    }

    /// This thread's object, now removed from the slot; nil when the slot is empty.
    func take() -> Value? {
        guard let key, let raw = pthread_getspecific(key) else { return nil }
        pthread_setspecific(key, nil)
        return unsafeDowncast(Unmanaged<AnyObject>.fromOpaque(raw).takeRetainedValue(), to: Value.self)
    }

    /// Gives `value` back to this thread's slot if it is empty; otherwise `value` is
    /// released.
    func put(_ value: Value) {
        guard let key, pthread_getspecific(key) == nil else { return }
        let retained = Unmanaged.passRetained(value as AnyObject)
        if pthread_setspecific(key, retained.toOpaque()) != 0 { retained.release() }
    }
}
