internal import CYAML

/// Writes a ``SpecValue`` as a YAML document through libyaml's emitter: block mappings and
/// sequences, two-space indentation, no line folding, UTF-8 kept as is.
///
/// A string is written plain only when every YAML reader reads it back as the same string:
/// not when YAML 1.1 readers (PyYAML, Yams) would take it for a boolean, null, number or
/// date (`no`, `on`, `~`, `0755`, `1.10`, `2024-01-31`; see ``YAML11``), nor `<<` or `=`;
/// those are double-quoted. libyaml itself quotes what plain style cannot hold (`: `, a
/// leading `-`, line breaks, control characters). Numbers are written as their text,
/// booleans as `true`/`false`, null as `null`, an empty list `[]` and an empty mapping `{}`.
/// Cost: O(size of the value).
///
/// ```swift
/// let text = try YAMLEmitter.document(.object([("title", .string("no"))]))
/// // "title: \"no\"\n"
/// ```
public enum YAMLEmitter {
    /// Why libyaml refused to write: its problem text (only on allocation failure or an
    /// emitter bug, never for any value).
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    /// The value as one YAML document, ending with a newline.
    public static func document(_ value: SpecValue) throws(Failure) -> String {
        let emitter = UnsafeMutablePointer<yaml_emitter_t>.allocate(capacity: 1)
        defer { emitter.deallocate() }
        guard yaml_emitter_initialize(emitter) == 1 else { throw Failure(description: "libyaml: cannot allocate an emitter") }
        defer { yaml_emitter_delete(emitter) }
        let output = OutputBuffer()
        let context = Unmanaged.passUnretained(output).toOpaque()
        yaml_emitter_set_output(emitter, { context, bytes, size in
            guard let context, let bytes else { return 0 }
            Unmanaged<OutputBuffer>.fromOpaque(context).takeUnretainedValue()
                .bytes.append(contentsOf: UnsafeBufferPointer(start: bytes, count: size))
            return 1
        }, context)
        yaml_emitter_set_unicode(emitter, 1)
        yaml_emitter_set_width(emitter, -1)
        yaml_emitter_set_indent(emitter, 2)
        let writer = EventWriter(emitter: emitter)
        try writer.emit { yaml_stream_start_event_initialize(&$0, YAML_UTF8_ENCODING) }
        try writer.emit { yaml_document_start_event_initialize(&$0, nil, nil, nil, 1) }
        try writer.value(value)
        try writer.emit { yaml_document_end_event_initialize(&$0, 1) }
        try writer.emit { yaml_stream_end_event_initialize(&$0) }
        guard yaml_emitter_flush(emitter) == 1 else { throw writer.failure() }
        return String(decoding: output.bytes, as: UTF8.self)
    }

    /// Whether `text` may be written plain: it reads back as the same string in YAML 1.1
    /// and 1.2 readers alike. O(length).
    static func isPlainSafe(_ text: String) -> Bool {
        YAML11.misreading(text) == nil && text != "<<" && text != "="
    }

    private final class OutputBuffer {
        var bytes: [UInt8] = []
    }

    private struct EventWriter {
        let emitter: UnsafeMutablePointer<yaml_emitter_t>

        /// Builds an event with `make` and hands it to libyaml, which takes ownership.
        func emit(_ make: (inout yaml_event_t) -> Int32) throws(Failure) {
            var event = yaml_event_t()
            guard make(&event) == 1 else { throw Failure(description: "libyaml: cannot build an event") }
            guard yaml_emitter_emit(emitter, &event) == 1 else { throw failure() }
        }

        func failure() -> Failure {
            let problem = emitter.pointee.problem.map { String(cString: $0) } ?? "unknown problem"
            return Failure(description: "libyaml: \(problem)")
        }

        func value(_ value: SpecValue) throws(Failure) {
            switch value {
            case .null: try scalar("null", style: YAML_PLAIN_SCALAR_STYLE)
            case .bool(let flag): try scalar(flag ? "true" : "false", style: YAML_PLAIN_SCALAR_STYLE)
            case .number(let text): try scalar(text, style: YAML_PLAIN_SCALAR_STYLE)
            case .string(let text): try string(text)
            case .list(let items):
                let style = items.isEmpty ? YAML_FLOW_SEQUENCE_STYLE : YAML_BLOCK_SEQUENCE_STYLE
                try emit { yaml_sequence_start_event_initialize(&$0, nil, nil, 1, style) }
                for item in items { try self.value(item) }
                try emit { yaml_sequence_end_event_initialize(&$0) }
            case .object(let pairs):
                let style = pairs.isEmpty ? YAML_FLOW_MAPPING_STYLE : YAML_BLOCK_MAPPING_STYLE
                try emit { yaml_mapping_start_event_initialize(&$0, nil, nil, 1, style) }
                for pair in pairs {
                    try string(pair.key)
                    try self.value(pair.value)
                }
                try emit { yaml_mapping_end_event_initialize(&$0) }
            }
        }

        private func string(_ text: String) throws(Failure) {
            try scalar(text, style: YAMLEmitter.isPlainSafe(text) ? YAML_PLAIN_SCALAR_STYLE : YAML_DOUBLE_QUOTED_SCALAR_STYLE)
        }

        private func scalar(_ text: String, style: yaml_scalar_style_t) throws(Failure) {
            // libyaml copies the value; the trailing 0 keeps the pointer non-null when empty.
            var bytes = Array(text.utf8)
            let count = Int32(clamping: bytes.count)
            bytes.append(0)
            try bytes.withUnsafeMutableBufferPointer { buffer throws(Failure) in
                guard let pointer = buffer.baseAddress else { throw Failure(description: "libyaml: no buffer") }
                try emit { yaml_scalar_event_initialize(&$0, nil, nil, pointer, count, 1, 1, style) }
            }
        }
    }
}
