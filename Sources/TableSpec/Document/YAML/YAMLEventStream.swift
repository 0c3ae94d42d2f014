internal import CYAML
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a ``YAMLLoader/Builder`` takes its events from: libyaml on this thread
/// (``YAMLParser``), or on a thread of its own (``YAMLEventStream``).
protocol YAMLEventSource: AnyObject {
    /// The next event, valid until the next call; nil when libyaml reported an error.
    func next() -> UnsafePointer<yaml_event_t>?
    /// The error libyaml reported; meaningful only after ``next()`` returned nil.
    var failure: YAMLParser.Failure { get }
}

extension YAMLParser: YAMLEventSource {}

/// libyaml's parser run on a thread of its own while the caller builds the tree from its
/// events: one core parses while the other builds. The producer parses each event into its
/// place in a chunk (events of one chunk stay valid until the next chunk is taken); the
/// consumer pulls them with ``next()`` as from a ``YAMLParser``, in the same order, so the
/// tree and every error are the same, and gives each chunk back when it is done with its
/// events, which the producer frees (on the thread that made them) before reusing it.
///
/// Bounded: at most ``maxChunks`` chunks of ``chunkEvents`` events are filled ahead of
/// the consumer (the producer waits for one to come back). ``stop()`` ends the producer early (the
/// builder threw) and waits for its thread.
///
/// ```swift
/// let stream = YAMLEventStream(bytes, from: 0)
/// defer { stream.stop() }
/// while let event = stream.next(), event.pointee.type != YAML_STREAM_END_EVENT { … }
/// ```
final class YAMLEventStream: YAMLEventSource, @unchecked Sendable {
    /// The file size from which a load parses on its own thread: below it, the hand-off
    /// costs more than it saves.
    static let threshold = 1 << 20
    /// Events per chunk.
    static let chunkEvents = 4_096
    /// Chunks filled ahead of the consumer at most.
    static let maxChunks = 16

    /// Events as libyaml made them: each owns its strings until the consumer frees it.
    private final class Chunk {
        let events: UnsafeMutablePointer<yaml_event_t>
        var count = 0

        init() { events = .allocate(capacity: YAMLEventStream.chunkEvents) }

        /// Frees every event the chunk holds; it is empty after.
        func deleteEvents() {
            for index in 0..<count { yaml_event_delete(events + index) }
            count = 0
        }

        deinit {
            deleteEvents()
            events.deallocate()
        }
    }

    private let input: [UInt8]
    private let base: Int
    /// On the heap, as ``Lock``'s: a class's stored property has no address Swift promises
    /// stays put for pthread's use.
    private let mutex: UnsafeMutablePointer<pthread_mutex_t> = .allocate(capacity: 1)
    private let condition: UnsafeMutablePointer<pthread_cond_t> = .allocate(capacity: 1)
    private var thread: pthread_t?
    /// Guarded by `mutex`: chunks filled and not yet taken, in order; chunks the consumer
    /// gave back; how many exist; whether the producer is done; whether to stop.
    private var ready: [Chunk] = []
    private var returned: [Chunk] = []
    private var inFlight = 0
    private var finished = false
    private var stopping = false
    private var producerFailure: YAMLParser.Failure?
    /// The consumer's chunk and its next event.
    private var current: Chunk?
    private var index = 0

    /// Starts parsing `bytes[start...]` on a new thread; nil when no thread can be made (the
    /// caller parses on its own thread then).
    init?(_ bytes: [UInt8], from start: Int) {
        input = bytes
        base = start
        mutex.initialize(to: pthread_mutex_t())
        condition.initialize(to: pthread_cond_t())
        pthread_mutex_init(mutex, nil)
        pthread_cond_init(condition, nil)
        let context = Unmanaged.passRetained(self).toOpaque()
        #if canImport(Darwin)
        var created: pthread_t?
        #else
        var created = pthread_t()
        #endif
        guard pthread_create(&created, nil, { context in
            #if canImport(Darwin)
            let stream = Unmanaged<YAMLEventStream>.fromOpaque(context).takeRetainedValue()
            #else
            guard let context else { return nil }
            let stream = Unmanaged<YAMLEventStream>.fromOpaque(context).takeRetainedValue()
            #endif
            stream.produce()
            return nil
        }, context) == 0 else {
            Unmanaged<YAMLEventStream>.fromOpaque(context).release()
            return nil
        }
        thread = created
    }

    deinit {
        pthread_cond_destroy(condition)
        pthread_mutex_destroy(mutex)
        condition.deallocate()
        mutex.deallocate()
    }

    // MARK: The producer

    /// Parses to the end (or the first error, or ``stop()``), handing chunks over. Each
    /// event is parsed into its place in a chunk: nothing is copied.
    private func produce() {
        YAMLParser.parsing(input, from: base) { parser in
            guard let parser else {
                finish(YAMLParser.Failure(
                    kind: YAML_MEMORY_ERROR, problem: "out of memory starting the YAML parser", problemMark: yaml_mark_t(),
                    problemOffset: 0, context: nil, contextMark: yaml_mark_t()))
                return
            }
            var chunk: Chunk?
            while true {
                if chunk.map({ $0.count == Self.chunkEvents }) ?? true {
                    if let chunk { hand(chunk) }
                    guard let next = take() else { return }
                    chunk = next
                }
                guard let filling = chunk else { return }
                guard parser.parse(into: filling.events + filling.count) else {
                    if filling.count > 0 { hand(filling) }
                    finish(parser.failure)
                    return
                }
                filling.count += 1
                if filling.events[filling.count - 1].type == YAML_STREAM_END_EVENT {
                    hand(filling)
                    finish(nil)
                    return
                }
            }
        }
    }

    /// An empty chunk: one given back (its events freed here), or a new one while fewer
    /// than ``maxChunks`` exist (else it waits for one); nil once ``stop()`` was called.
    private func take() -> Chunk? {
        pthread_mutex_lock(mutex)
        while true {
            if stopping {
                pthread_mutex_unlock(mutex)
                return nil
            }
            if let chunk = returned.popLast() {
                pthread_mutex_unlock(mutex)
                chunk.deleteEvents()
                return chunk
            }
            if inFlight < Self.maxChunks {
                inFlight += 1
                pthread_mutex_unlock(mutex)
                return Chunk()
            }
            pthread_cond_wait(condition, mutex)
        }
    }

    private func hand(_ chunk: Chunk) {
        pthread_mutex_lock(mutex)
        ready.append(chunk)
        pthread_cond_broadcast(condition)
        pthread_mutex_unlock(mutex)
    }

    private func finish(_ failure: YAMLParser.Failure?) {
        pthread_mutex_lock(mutex)
        producerFailure = failure
        finished = true
        pthread_cond_broadcast(condition)
        pthread_mutex_unlock(mutex)
    }

    // MARK: The consumer

    func next() -> UnsafePointer<yaml_event_t>? {
        if let chunk = current, index < chunk.count {
            defer { index += 1 }
            return UnsafePointer(chunk.events + index)
        }
        if let done = current {
            // The builder is done with these events: the chunk goes back to the producer,
            // which frees them on its own thread (freeing another thread's memory takes
            // its allocator's lock against every allocation of the parse).
            pthread_mutex_lock(mutex)
            returned.append(done)
            current = nil
            pthread_cond_broadcast(condition)
        } else {
            pthread_mutex_lock(mutex)
        }
        defer { pthread_mutex_unlock(mutex) }
        while ready.isEmpty {
            if finished { return nil }
            pthread_cond_wait(condition, mutex)
        }
        let chunk = ready.removeFirst()
        current = chunk
        index = 1
        return chunk.count > 0 ? UnsafePointer(chunk.events) : nil
    }

    var failure: YAMLParser.Failure {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return producerFailure ?? YAMLParser.Failure(
            kind: YAML_PARSER_ERROR, problem: "unknown error", problemMark: yaml_mark_t(), problemOffset: 0, context: nil,
            contextMark: yaml_mark_t())
    }

    /// Ends the producer (when the consumer stopped before the stream's end) and waits for
    /// its thread. Call once, when the consumer is done.
    func stop() {
        pthread_mutex_lock(mutex)
        stopping = true
        pthread_cond_broadcast(condition)
        pthread_mutex_unlock(mutex)
        if let thread { pthread_join(thread, nil) }
        thread = nil
    }
}
