internal import CYAML

/// Owns one libyaml `yaml_parser_t` and the event it last produced, and frees both in
/// `deinit`.
///
/// The input is copied into a buffer the parser owns, so it outlives every call into
/// libyaml. Events are pulled one at a time with ``next()``; the returned pointer stays
/// valid until the following call, so reading an event allocates nothing beyond what
/// libyaml itself allocates.
///
/// ```swift
/// guard let parser = YAMLParser(bytes[...]) else { ... }
/// while let event = parser.next(), event.pointee.type != YAML_STREAM_END_EVENT { ... }
/// ```
final class YAMLParser {
    /// What libyaml reported when ``next()`` returned nil.
    struct Failure {
        /// Which stage failed: reader, scanner, parser or memory.
        var kind: yaml_error_type_t
        /// libyaml's problem text, e.g. "mapping values are not allowed in this context".
        var problem: String
        /// Where the problem is, as a character index (scanner and parser errors).
        var problemIndex: Int
        /// Where the problem is, as a byte offset into the input (reader errors).
        var problemOffset: Int
        /// What libyaml was doing, e.g. "while parsing a block mapping", if it said.
        var context: String?
        /// Where that construct started, as a character index.
        var contextIndex: Int
    }

    private let parser: UnsafeMutablePointer<yaml_parser_t>
    private let event: UnsafeMutablePointer<yaml_event_t>
    private let input: UnsafeMutableBufferPointer<UInt8>
    private var holdsEvent = false

    /// Prepares a parser over a copy of `bytes` (UTF-8, without a byte order mark).
    /// Nil when libyaml cannot allocate its parser. O(bytes) for the copy.
    init?(_ bytes: ArraySlice<UInt8>) {
        parser = .allocate(capacity: 1)
        event = .allocate(capacity: 1)
        input = .allocate(capacity: max(bytes.count, 1))
        _ = input.initialize(from: bytes)
        guard yaml_parser_initialize(parser) != 0 else {
            parser.deallocate()
            event.deallocate()
            input.deallocate()
            return nil
        }
        yaml_parser_set_encoding(parser, YAML_UTF8_ENCODING)
        yaml_parser_set_input_string(parser, input.baseAddress, bytes.count)
    }

    deinit {
        if holdsEvent { yaml_event_delete(event) }
        yaml_parser_delete(parser)
        parser.deallocate()
        event.deallocate()
        input.deallocate()
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

    /// The error libyaml reported. Meaningful only after ``next()`` returned nil.
    var failure: Failure {
        let p = parser.pointee
        return Failure(
            kind: p.error,
            problem: p.problem.map { String(cString: $0) } ?? "unknown error",
            problemIndex: Int(p.problem_mark.index),
            problemOffset: Int(p.problem_offset),
            context: p.context.map { String(cString: $0) },
            contextIndex: Int(p.context_mark.index))
    }
}
