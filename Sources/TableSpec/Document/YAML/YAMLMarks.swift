internal import CYAML

/// Turns libyaml's positions into ``Mark``s: 1-based line and column (in Unicode
/// scalars) and the byte offset into the file.
///
/// libyaml counts a position as a character index from the start of its input (a CR LF
/// counts as two characters, a BOM at the start is not part of the input). This keeps a
/// cursor — character index, byte offset, line, column — and walks it over the UTF-8
/// bytes to each asked-for index. Events arrive in file order, so the cursor mostly walks
/// forward and the total cost over a whole file is O(file size). Lines are counted by
/// `\n` only, as editors and ``SourceFile/line(_:)`` do.
///
/// For a plain-ASCII file without lone CRs, libyaml's own line and column already agree
/// with ours and a character index is a byte offset, so marks are O(1) with no walk.
///
/// The bytes must be valid UTF-8 (``YAMLEncodingCheck`` runs first).
struct YAMLMarks {
    private let bytes: [UInt8]
    /// Byte offset of libyaml's character index 0 (3 after a UTF-8 BOM, else 0).
    let base: Int
    private var index = 0
    private var offset: Int
    private var line = 1
    private var column = 1
    /// Whether libyaml's marks can be used as they are (see above).
    private let plainASCII: Bool

    init(bytes: [UInt8], base: Int, plainASCII: Bool) {
        self.bytes = bytes
        self.base = base
        self.offset = base
        // The fast path stores libyaml's numbers in a ``Mark``'s 32 bits as they are; a
        // file too large for that (far past any limit) takes the clamping slow path.
        self.plainASCII = plainASCII && bytes.count < Int(UInt32.max)
    }

    /// The mark of a libyaml mark. O(1) for plain-ASCII files, else O(distance from the
    /// previous call).
    @inline(__always)
    mutating func mark(_ mark: yaml_mark_t) -> Mark {
        if plainASCII {
            // Every number is at most the file's size, which fits in 32 bits (see `init`).
            let offset = min(base + Int(mark.index), bytes.count)
            return Mark(line: UInt32(truncatingIfNeeded: mark.line + 1),
                        column: UInt32(truncatingIfNeeded: mark.column + 1),
                        offset: UInt32(truncatingIfNeeded: offset))
        }
        return self.mark(index: Int(mark.index))
    }

    /// The mark of libyaml character index `target`, clamped to the end of the file.
    /// O(distance from the previous call).
    private mutating func mark(index target: Int) -> Mark {
        if index < target { walkForward(to: target) }
        while index > target, offset > base { stepBack() }
        return Mark(line: line, column: column, offset: offset)
    }

    /// Moves the cursor forward to character index `target` (or the end of the file).
    /// The hot path of the loader: local copies of the cursor, no bounds checks.
    private mutating func walkForward(to target: Int) {
        var (index, offset, line, column) = (index, offset, line, column)
        bytes.withUnsafeBufferPointer { b in
            let count = b.count
            while index < target, offset < count {
                let lead = b[offset]
                index += 1
                if lead < 0x80 {
                    offset += 1
                    if lead == 0x0A {
                        line += 1
                        column = 1
                    } else {
                        column += 1
                    }
                } else {
                    offset += lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
                    column += 1
                }
            }
            if offset > count { offset = count }
        }
        (self.index, self.offset, self.line, self.column) = (index, offset, line, column)
    }

    /// The mark of byte `target` (which must start a character), for errors found by
    /// byte offset. O(distance from the previous call).
    mutating func mark(offset target: Int) -> Mark {
        let target = min(max(target, base), bytes.count)
        while offset < target { walkForward(to: index + 1) }
        while offset > target { stepBack() }
        return Mark(line: line, column: column, offset: offset)
    }

    /// The byte at a mark, if the mark is inside the file.
    func byte(at mark: Mark) -> UInt8? {
        mark.offset < bytes.count ? bytes[mark.offset] : nil
    }

    /// The file's bytes in `range`, clamped to the file. O(1): a slice, not a copy.
    func bytes(in range: Range<Int>) -> ArraySlice<UInt8> {
        bytes[min(max(range.lowerBound, 0), bytes.count)..<min(max(range.upperBound, range.lowerBound, 0), bytes.count)]
    }

    private mutating func stepBack() {
        offset -= 1
        while offset > base, bytes[offset] & 0xC0 == 0x80 { offset -= 1 }
        index -= 1
        guard bytes[offset] == 0x0A else {
            column -= 1
            return
        }
        // Stepped back over a line break: find where the previous line starts.
        line -= 1
        var start = offset
        while start > base, bytes[start - 1] != 0x0A { start -= 1 }
        column = 1
        var i = start
        while i < offset {
            if bytes[i] & 0xC0 != 0x80 { column += 1 }
            i += 1
        }
    }
}
