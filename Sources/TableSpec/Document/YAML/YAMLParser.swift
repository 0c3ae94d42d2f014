internal import CYAML

/// Owns one libyaml `yaml_parser_t` and the event it last produced, and frees both in
/// `deinit`.
///
/// libyaml reads the caller's bytes in place (no copy), so a parser only lives inside
/// ``parsing(_:from:_:)``, which keeps the bytes alive. Events are pulled one at a time
/// with ``next()``; the returned pointer stays valid until the following call, so
/// reading an event allocates nothing beyond what libyaml itself allocates.
///
/// ```swift
/// let count = YAMLParser.parsing(bytes, from: 0) { parser in
///     var n = 0
///     while let event = parser?.next(), event.pointee.type != YAML_STREAM_END_EVENT { n += 1 }
///     return n
/// }
/// ```
final class YAMLParser {
    /// What libyaml reported when ``next()`` returned nil.
    struct Failure {
        /// Which stage failed: reader, scanner, parser or memory.
        var kind: yaml_error_type_t
        /// libyaml's problem text, e.g. "mapping values are not allowed in this context".
        var problem: String
        /// Where the problem is (scanner and parser errors).
        var problemMark: yaml_mark_t
        /// Where the problem is, as a byte offset into the input (reader errors).
        var problemOffset: Int
        /// What libyaml was doing, e.g. "while parsing a block mapping", if it said.
        var context: String?
        /// Where that construct started.
        var contextMark: yaml_mark_t
    }

    private let parser: UnsafeMutablePointer<yaml_parser_t>
    private let event: UnsafeMutablePointer<yaml_event_t>
    private var holdsEvent = false

    /// Runs `body` with a parser over `bytes[start...]` (UTF-8 without a byte order
    /// mark), read in place; nil when libyaml cannot allocate its parser. The parser
    /// must not escape `body`. O(1) set-up.
    static func parsing<R>(_ bytes: [UInt8], from start: Int, _ body: (YAMLParser?) -> R) -> R {
        guard start < bytes.count else {
            // libyaml wants a real pointer even for empty input.
            return [0].withUnsafeBufferPointer { body(YAMLParser(UnsafeBufferPointer(rebasing: $0[0..<0]))) }
        }
        return bytes.withUnsafeBufferPointer { body(YAMLParser(UnsafeBufferPointer(rebasing: $0[start...]))) }
    }

    private init?(_ input: UnsafeBufferPointer<UInt8>) {
        guard let address = input.baseAddress else { return nil }
        parser = .allocate(capacity: 1)
        event = .allocate(capacity: 1)
        guard yaml_parser_initialize(parser) != 0 else {
            parser.deallocate()
            event.deallocate()
            return nil
        }
        yaml_parser_set_encoding(parser, YAML_UTF8_ENCODING)
        yaml_parser_set_input_string(parser, address, input.count)
    }

    deinit {
        if holdsEvent { yaml_event_delete(event) }
        yaml_parser_delete(parser)
        parser.deallocate()
        event.deallocate()
    }

    /// The next event, valid until the next call; nil when libyaml reports an error
    /// (then read ``failure``). After `YAML_STREAM_END_EVENT` or an error, libyaml
    /// answers with empty `YAML_NO_EVENT` events; callers stop before that.
    func next() -> UnsafePointer<yaml_event_t>? {
        if holdsEvent {
            yaml_event_delete(event)
            holdsEvent = false
        }
        guard yaml_parser_parse(parser, event) != 0 else { return nil }
        holdsEvent = true
        return UnsafePointer(event)
    }

    /// Parses the next event into `event`, which the caller then owns (and frees with
    /// `yaml_event_delete`); false when libyaml reports an error (then read ``failure``).
    /// For ``YAMLEventStream``, which parses into its chunks and frees their events on this
    /// (the producer's) thread when a chunk comes back.
    func parse(into event: UnsafeMutablePointer<yaml_event_t>) -> Bool {
        yaml_parser_parse(parser, event) != 0
    }

    /// The error libyaml reported. Meaningful only after ``next()`` returned nil.
    var failure: Failure {
        let p = parser.pointee
        return Failure(
            kind: p.error,
            problem: p.problem.map { String(cString: $0) } ?? "unknown error",
            problemMark: p.problem_mark,
            problemOffset: Int(p.problem_offset),
            context: p.context.map { String(cString: $0) },
            contextMark: p.context_mark)
    }
}
