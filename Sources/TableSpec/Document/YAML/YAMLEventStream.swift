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
/// events: the two cores each do about half of a large file's load. The producer copies
/// every event, with its value, anchor and tag bytes, into chunks (events of one chunk
/// stay valid until the next chunk is taken) and frees libyaml's; the consumer pulls them
/// with ``next()`` as from a ``YAMLParser``, in the same order, so the tree and every
/// error are the same.
///
/// Bounded: at most ``maxChunks`` chunks are filled ahead of the consumer (the producer
/// waits for one to come back), about 11 MiB. ``stop()`` ends the producer early (the
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
    /// Events per chunk, and bytes of values, anchors and tags per chunk (more for one
    /// larger scalar).
    static let chunkEvents = 4_096
    static let chunkBytes = 1 << 18
    /// Chunks filled ahead of the consumer at most.
    static let maxChunks = 16

    /// Events and the bytes they point into.
    private final class Chunk {
        let events: UnsafeMutablePointer<yaml_event_t>
        var count = 0
        let bytes: UnsafeMutablePointer<UInt8>
        let capacity: Int
        var used = 0

        init(bytes capacity: Int) {
            events = .allocate(capacity: YAMLEventStream.chunkEvents)
            bytes = .allocate(capacity: capacity)
            self.capacity = capacity
        }

        deinit {
            events.deallocate()
            bytes.deallocate()
        }

        /// A copy of `length` bytes at `source` in this chunk (NUL-terminated, for the C
        /// strings libyaml gives anchors and tags).
        func copy(_ source: UnsafePointer<UInt8>, length: Int) -> UnsafeMutablePointer<UInt8> {
            let target = bytes + used
            target.update(from: source, count: length)
            target[length] = 0
            used += length + 1
            return target
        }
    }

    private let input: [UInt8]
    private let base: Int
    private var mutex = pthread_mutex_t()
    private var condition = pthread_cond_t()
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
        pthread_mutex_init(&mutex, nil)
        pthread_cond_init(&condition, nil)
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
        pthread_cond_destroy(&condition)
        pthread_mutex_destroy(&mutex)
    }

    // MARK: The producer

    /// Parses to the end (or the first error, or ``stop()``), handing chunks over.
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
                guard let event = parser.next() else {
                    if let chunk { hand(chunk) }
                    finish(parser.failure)
                    return
                }
                let needed = Self.bytes(of: event) + 4
                if chunk.map({ $0.count == Self.chunkEvents || $0.used + needed > $0.capacity }) ?? true {
                    if let chunk { hand(chunk) }
                    guard let next = take(bytes: max(Self.chunkBytes, needed)) else { return }
                    chunk = next
                }
                guard let filling = chunk else { return }
                filling.events[filling.count] = Self.copy(event, into: filling)
                filling.count += 1
                if event.pointee.type == YAML_STREAM_END_EVENT {
                    hand(filling)
                    finish(nil)
                    return
                }
            }
        }
    }

    /// The bytes `event`'s strings take in a chunk (each NUL-terminated).
    private static func bytes(of event: UnsafePointer<yaml_event_t>) -> Int {
        let e = event.pointee
        func c(_ text: UnsafeMutablePointer<yaml_char_t>?) -> Int { text.map { strlen(UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self)) + 1 } ?? 0 }
        switch e.type {
        case YAML_SCALAR_EVENT: return Int(e.data.scalar.length) + 1 + c(e.data.scalar.anchor) + c(e.data.scalar.tag)
        case YAML_MAPPING_START_EVENT: return c(e.data.mapping_start.anchor) + c(e.data.mapping_start.tag)
        case YAML_SEQUENCE_START_EVENT: return c(e.data.sequence_start.anchor) + c(e.data.sequence_start.tag)
        case YAML_ALIAS_EVENT: return c(e.data.alias.anchor)
        default: return 0
        }
    }

    /// `event` with its strings copied into `chunk` (and the document's directives, which
    /// the builder does not read, dropped).
    private static func copy(_ event: UnsafePointer<yaml_event_t>, into chunk: Chunk) -> yaml_event_t {
        var e = event.pointee
        func c(_ text: UnsafeMutablePointer<yaml_char_t>?) -> UnsafeMutablePointer<yaml_char_t>? {
            text.map { chunk.copy($0, length: strlen(UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self))) }
        }
        switch e.type {
        case YAML_SCALAR_EVENT:
            let length = Int(e.data.scalar.length)
            if let value = e.data.scalar.value { e.data.scalar.value = chunk.copy(value, length: length) }
            (e.data.scalar.anchor, e.data.scalar.tag) = (c(e.data.scalar.anchor), c(e.data.scalar.tag))
        case YAML_MAPPING_START_EVENT:
            (e.data.mapping_start.anchor, e.data.mapping_start.tag) = (c(e.data.mapping_start.anchor), c(e.data.mapping_start.tag))
        case YAML_SEQUENCE_START_EVENT:
            (e.data.sequence_start.anchor, e.data.sequence_start.tag) = (c(e.data.sequence_start.anchor), c(e.data.sequence_start.tag))
        case YAML_ALIAS_EVENT:
            e.data.alias.anchor = c(e.data.alias.anchor)
        case YAML_DOCUMENT_START_EVENT:
            e.data.document_start.version_directive = nil
            e.data.document_start.tag_directives.start = nil
            e.data.document_start.tag_directives.end = nil
        default:
            break
        }
        return e
    }

    /// An empty chunk of at least `bytes` bytes: one given back, or a new one while fewer
    /// than ``maxChunks`` exist (else it waits for one); nil once ``stop()`` was called.
    private func take(bytes: Int) -> Chunk? {
        pthread_mutex_lock(&mutex)
        defer { pthread_mutex_unlock(&mutex) }
        while true {
            if stopping { return nil }
            if let index = returned.firstIndex(where: { $0.capacity >= bytes }) {
                let chunk = returned.remove(at: index)
                (chunk.count, chunk.used) = (0, 0)
                return chunk
            }
            if inFlight < Self.maxChunks || !returned.isEmpty {
                if !returned.isEmpty { returned.removeLast() } else { inFlight += 1 }
                return Chunk(bytes: bytes)
            }
            pthread_cond_wait(&condition, &mutex)
        }
    }

    private func hand(_ chunk: Chunk) {
        pthread_mutex_lock(&mutex)
        ready.append(chunk)
        pthread_cond_broadcast(&condition)
        pthread_mutex_unlock(&mutex)
    }

    private func finish(_ failure: YAMLParser.Failure?) {
        pthread_mutex_lock(&mutex)
        producerFailure = failure
        finished = true
        pthread_cond_broadcast(&condition)
        pthread_mutex_unlock(&mutex)
    }

    // MARK: The consumer

    func next() -> UnsafePointer<yaml_event_t>? {
        if let chunk = current, index < chunk.count {
            defer { index += 1 }
            return UnsafePointer(chunk.events + index)
        }
        pthread_mutex_lock(&mutex)
        defer { pthread_mutex_unlock(&mutex) }
        if let done = current {
            returned.append(done)
            current = nil
            pthread_cond_broadcast(&condition)
        }
        while ready.isEmpty {
            if finished { return nil }
            pthread_cond_wait(&condition, &mutex)
        }
        let chunk = ready.removeFirst()
        current = chunk
        index = 1
        return chunk.count > 0 ? UnsafePointer(chunk.events) : nil
    }

    var failure: YAMLParser.Failure {
        pthread_mutex_lock(&mutex)
        defer { pthread_mutex_unlock(&mutex) }
        return producerFailure ?? YAMLParser.Failure(
            kind: YAML_PARSER_ERROR, problem: "unknown error", problemMark: yaml_mark_t(), problemOffset: 0, context: nil,
            contextMark: yaml_mark_t())
    }

    /// Ends the producer (when the consumer stopped before the stream's end) and waits for
    /// its thread. Call once, when the consumer is done.
    func stop() {
        pthread_mutex_lock(&mutex)
        stopping = true
        pthread_cond_broadcast(&condition)
        pthread_mutex_unlock(&mutex)
        if let thread { pthread_join(thread, nil) }
        thread = nil
    }
}
