internal import CYAML

/// The floor for loading: libyaml's event loop over the bytes and nothing else.
///
/// Used by the benchmark to show what loading, decoding and validating cost on top of
/// the bare parse. Builds no nodes, converts no marks, copies no strings.
package enum YAMLEventScan {
    /// The number of events libyaml produces for `bytes` (stream start to stream end),
    /// or nil when libyaml reports an error. O(file size).
    package static func countEvents(_ bytes: [UInt8]) -> Int? {
        let base = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        return YAMLParser.parsing(bytes, from: base) { parser in
            guard let parser else { return nil }
            var count = 0
            while let event = parser.next() {
                count += 1
                if event.pointee.type == YAML_STREAM_END_EVENT { return count }
            }
            return nil
        }
    }
}
