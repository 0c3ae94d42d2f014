/// Encodes a file's diagnostics as the compact bytes of one cache entry, and decodes them
/// back exactly: every field of every ``Diagnostic`` (rule, severity, message, span with
/// line, column and offset of both ends, pointer, related locations, hint, fix).
///
/// Layout (counts are unsigned LEB128 varints, span numbers zigzag varints, so any `Int`
/// round-trips; strings a varint length then UTF-8):
/// ```
/// count
/// [omitted errors, omitted warnings: only when the cap left findings out or variants
///  were checked [, 86 ("V"), variants checked: only for a dynamic spec]]
/// per diagnostic: rule, severity (0 warning, 1 error), message, span, pointer,
///                 related count, per related: span, message, path flag (0 the
///                 finding's own file, 1 another) [, path];
///                 hint flag (0 none, 1 present) [, hint];
///                 fix flag (0 none, 1 present) [, title, edit count, per edit: start,
///                 end, replacement]
/// span: start line, column, offset, end line, column, offset
/// ```
/// The `too-many-findings` finding is not stored: ``FileReport`` rebuilds it from the
/// omitted counts. Decoding checks every length against the bytes left and returns nil on
/// anything malformed; it never traps. O(entry size) both ways.
enum DiagnosticCodec {
    /// A file's kept findings and the counts of those the cap left out.
    typealias Findings = (diagnostics: [Diagnostic], omitted: OmittedFindings, variants: Int)

    /// The tag before the count of variants checked, so stray bytes are not read as one.
    static let variantsTag = 86

    /// The entry of `report`.
    static func encode(_ report: FileReport) -> [UInt8] {
        let kept = report.omitted.total > 0 ? report.diagnostics.filter { $0.rule != .tooManyFindings } : report.diagnostics
        var bytes = encode(kept)
        guard report.omitted.total > 0 || report.variants > 0 else { return bytes }
        var trailer = ByteWriter()
        trailer.varint(report.omitted.errors)
        trailer.varint(report.omitted.warnings)
        if report.variants > 0 {
            trailer.varint(variantsTag)
            trailer.varint(report.variants)
        }
        bytes += trailer.bytes
        return bytes
    }

    /// The findings in `bytes` (an ``encode(_:)-(FileReport)`` entry), or nil when they
    /// are malformed.
    static func decodeReport(_ bytes: ArraySlice<UInt8>) -> Findings? {
        var reader = ByteReader(bytes)
        guard let diagnostics = decode(&reader) else { return nil }
        guard reader.remaining > 0 else { return (diagnostics, OmittedFindings(), 0) }
        guard let errors = reader.varint(), let warnings = reader.varint() else { return nil }
        var variants = 0
        if reader.remaining > 0 {
            guard reader.varint() == variantsTag, let count = reader.varint(), count > 0 else { return nil }
            variants = count
        }
        guard reader.remaining == 0 else { return nil }
        return (diagnostics, OmittedFindings(errors: errors, warnings: warnings), variants)
    }

    static func encode(_ diagnostics: [Diagnostic]) -> [UInt8] {
        var writer = ByteWriter()
        writer.varint(diagnostics.count)
        for diagnostic in diagnostics {
            writer.string(diagnostic.rule.rawValue)
            writer.varint(diagnostic.severity == .error ? 1 : 0)
            writer.string(diagnostic.message)
            writer.span(diagnostic.span)
            writer.string(diagnostic.pointer)
            writer.varint(diagnostic.related.count)
            for related in diagnostic.related {
                writer.span(related.span)
                writer.string(related.message)
                if let path = related.path {
                    writer.varint(1)
                    writer.string(path)
                } else {
                    writer.varint(0)
                }
            }
            if let hint = diagnostic.hint {
                writer.varint(1)
                writer.string(hint)
            } else {
                writer.varint(0)
            }
            if let fix = diagnostic.fix {
                writer.varint(1)
                writer.string(fix.title)
                writer.varint(fix.edits.count)
                for edit in fix.edits {
                    writer.varint(edit.start)
                    writer.varint(edit.end)
                    writer.string(edit.replacement)
                }
            } else {
                writer.varint(0)
            }
        }
        return writer.bytes
    }

    /// Whether `bytes` is the encoding of no diagnostics (a clean file). O(1).
    static func isEmpty(_ bytes: ArraySlice<UInt8>) -> Bool {
        bytes.count == 1 && bytes.first == 0
    }

    /// The diagnostics in `bytes`, or nil when they are malformed or followed by extra
    /// bytes.
    static func decode(_ bytes: ArraySlice<UInt8>) -> [Diagnostic]? {
        var reader = ByteReader(bytes)
        guard let diagnostics = decode(&reader) else { return nil }
        return reader.remaining == 0 ? diagnostics : nil
    }

    /// The diagnostics at `reader`, leaving it after them.
    private static func decode(_ reader: inout ByteReader) -> [Diagnostic]? {
        guard let count = reader.varint(), count <= reader.remaining else { return nil }
        var diagnostics: [Diagnostic] = []
        diagnostics.reserveCapacity(count)
        for _ in 0..<count {
            guard let rule = reader.string(),
                  let severityCode = reader.varint(), severityCode <= 1,
                  let message = reader.string(),
                  let span = reader.span(),
                  let pointer = reader.string(),
                  let relatedCount = reader.varint(), relatedCount <= reader.remaining
            else { return nil }
            var related: [RelatedLocation] = []
            for _ in 0..<relatedCount {
                guard let span = reader.span(), let message = reader.string() else { return nil }
                var path: String?
                switch reader.varint() {
                case 0?: path = nil
                case 1?:
                    guard let text = reader.string() else { return nil }
                    path = text
                default: return nil
                }
                related.append(RelatedLocation(span: span, message: message, path: path))
            }
            var hint: String?
            switch reader.varint() {
            case 0?: hint = nil
            case 1?:
                guard let text = reader.string() else { return nil }
                hint = text
            default: return nil
            }
            var fix: Fix?
            switch reader.varint() {
            case 0?: fix = nil
            case 1?:
                guard let title = reader.string(), let editCount = reader.varint(), editCount <= reader.remaining else { return nil }
                var edits: [TextEdit] = []
                for _ in 0..<editCount {
                    guard let start = reader.varint(), let end = reader.varint(), start <= end,
                        let replacement = reader.string()
                    else { return nil }
                    edits.append(TextEdit(start: start, end: end, replacement: replacement))
                }
                fix = Fix(title: title, edits: edits)
            default: return nil
            }
            diagnostics.append(Diagnostic(
                rule: RuleID(rule), severity: severityCode == 1 ? .error : .warning, message: message,
                span: span, pointer: pointer, related: related, hint: hint, fix: fix))
        }
        return diagnostics
    }
}

/// Appends little-endian integers, varints and strings to a byte array.
struct ByteWriter {
    var bytes: [UInt8] = []

    mutating func varint(_ value: Int) {
        unsigned(UInt64(truncatingIfNeeded: value))
    }

    /// Zigzag: 0, -1, 1, -2, … become 0, 1, 2, 3, …
    mutating func signed(_ value: Int) {
        let v = Int64(value)
        unsigned(UInt64(bitPattern: (v << 1) ^ (v >> 63)))
    }

    mutating func unsigned(_ value: UInt64) {
        var v = value
        while v >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: v) | 0x80)
            v >>= 7
        }
        bytes.append(UInt8(v))
    }

    mutating func string(_ text: String) {
        varint(text.utf8.count)
        bytes.append(contentsOf: text.utf8)
    }

    mutating func span(_ span: Span) {
        for value in [span.start.line, span.start.column, span.start.offset,
                      span.end.line, span.end.column, span.end.offset] {
            signed(value)
        }
    }

    mutating func uint32(_ value: UInt32) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }

    mutating func uint64(_ value: UInt64) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }
}

/// Reads what ``ByteWriter`` writes from a slice, returning nil instead of reading past
/// the end.
struct ByteReader {
    private let bytes: ArraySlice<UInt8>
    private(set) var position: Int

    init(_ bytes: ArraySlice<UInt8>) {
        self.bytes = bytes
        position = bytes.startIndex
    }

    var remaining: Int { bytes.endIndex - position }

    /// A varint of at most 10 bytes.
    mutating func unsigned() -> UInt64? {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while position < bytes.endIndex, shift <= 63 {
            let byte = bytes[position]
            position += 1
            value |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { return value }
            shift += 7
        }
        return nil
    }

    /// A varint that fits a non-negative `Int`.
    mutating func varint() -> Int? {
        guard let value = unsigned(), value <= UInt64(Int.max) else { return nil }
        return Int(value)
    }

    /// A zigzag varint (see ``ByteWriter/signed(_:)``).
    mutating func signed() -> Int? {
        guard let value = unsigned() else { return nil }
        return Int(truncatingIfNeeded: Int64(bitPattern: value >> 1) ^ -Int64(bitPattern: value & 1))
    }

    mutating func string() -> String? {
        guard let count = varint(), count <= remaining else { return nil }
        let text = String(decoding: bytes[position..<position + count], as: UTF8.self)
        position += count
        return text
    }

    mutating func span() -> Span? {
        guard let startLine = signed(), let startColumn = signed(), let startOffset = signed(),
              let endLine = signed(), let endColumn = signed(), let endOffset = signed()
        else { return nil }
        return Span(
            start: Mark(line: startLine, column: startColumn, offset: startOffset),
            end: Mark(line: endLine, column: endColumn, offset: endOffset))
    }

    mutating func uint32() -> UInt32? {
        guard remaining >= 4 else { return nil }
        let offset = position - bytes.startIndex
        position += 4
        return bytes.withUnsafeBytes { UInt32(littleEndian: $0.loadUnaligned(fromByteOffset: offset, as: UInt32.self)) }
    }

    mutating func uint64() -> UInt64? {
        guard remaining >= 8 else { return nil }
        let offset = position - bytes.startIndex
        position += 8
        return bytes.withUnsafeBytes { UInt64(littleEndian: $0.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) }
    }

    /// The next `count` bytes as a slice of the same storage, or nil.
    mutating func bytes(_ count: Int) -> ArraySlice<UInt8>? {
        guard count >= 0, count <= remaining else { return nil }
        defer { position += count }
        return bytes[position..<position + count]
    }

    /// Moves past `count` bytes (no slice made); false when fewer are left.
    mutating func skip(_ count: Int) -> Bool {
        guard count >= 0, count <= remaining else { return false }
        position += count
        return true
    }
}
