/// A file's edits as a unified diff, as `diff -u` and `git diff` print it: `--- a/PATH`,
/// `+++ b/PATH`, then `@@ -l,n +l,n @@` hunks with ``context`` lines of context each side
/// (hunks closer than twice that are joined), `\ No newline at end of file` where a side
/// ends without one. `patch -p1` applies it from the directory the path is relative to.
///
/// The changed lines come from the edits themselves (each edit's lines, with the edits
/// applied), not from comparing the files, so the diff is exact and costs O(file size)
/// however far apart the edits are.
///
/// ```swift
/// UnifiedDiff.text(path: "specs/a.yaml", old: bytes, edits: plan.edits)
/// // --- a/specs/a.yaml
/// // +++ b/specs/a.yaml
/// // @@ -3 +3 @@
/// // -    acessory: checkmark
/// // +    accessory: checkmark
/// ```
public enum UnifiedDiff {
    /// Lines of context around each change.
    public static let context = 3

    /// The diff of applying `edits` (sorted, not overlapping: ``FixPlan/edits``) to `old`;
    /// "" when there are none. O(old size + replacements).
    public static func text(path: String, old: [UInt8], edits: [TextEdit]) -> String {
        guard !edits.isEmpty else { return "" }
        let lines = lineRanges(old)
        guard !lines.isEmpty else {   // an empty file: every new line is added
            let new = FixPlan.applying(edits, to: old, within: 0..<0)
            let added = lineRanges(new)
            guard !added.isEmpty else { return "" }
            return "--- a/\(path)\n+++ b/\(path)\n@@ -0,0 +\(range(0, added.count)) @@\n"
                + added.map { "+" + text(new, $0) }.joined()
        }
        // 1. Each edit's block of old lines (first...last); blocks sharing or next to each
        //    other's lines join (their old lines, then their new ones, as diff shows them).
        var blocks: [(first: Int, last: Int, edits: [TextEdit])] = []
        for edit in edits {
            let first = line(containing: edit.start, in: lines)
            let last = line(containing: max(edit.start, edit.end - 1), in: lines)
            if let previous = blocks.last, first <= previous.last + 1 {
                blocks[blocks.count - 1].last = max(previous.last, last)
                blocks[blocks.count - 1].edits.append(edit)
            } else {
                blocks.append((first, last, [edit]))
            }
        }
        // 2. Hunks: blocks with at most 2 × context lines between them share one.
        var out = "--- a/\(path)\n+++ b/\(path)\n"
        var delta = 0   // new line number − old line number, after the hunks so far
        var index = 0
        while index < blocks.count {
            var end = index
            while end + 1 < blocks.count, blocks[end + 1].first - blocks[end].last - 1 <= 2 * context { end += 1 }
            let from = max(0, blocks[index].first - context)
            let to = min(lines.count - 1, blocks[end].last + context)
            var body = ""
            var oldCount = 0, newCount = 0
            var at = from
            for block in blocks[index...end] {
                for number in at..<block.first { body += " " + text(old, lines[number]) }
                oldCount += block.first - at
                newCount += block.first - at
                let range = lines[block.first].lowerBound..<lines[block.last].upperBound
                for number in block.first...block.last { body += "-" + text(old, lines[number]) }
                oldCount += block.last - block.first + 1
                let replaced = FixPlan.applying(block.edits, to: old, within: range)
                for newLine in lineRanges(replaced) { body += "+" + text(replaced, newLine); newCount += 1 }
                at = block.last + 1
            }
            if at <= to {
                for number in at...to { body += " " + text(old, lines[number]) }
                oldCount += to - at + 1
                newCount += to - at + 1
            }
            out += "@@ -\(range(from, oldCount)) +\(range(from + delta, newCount)) @@\n" + body
            delta += newCount - oldCount
            index = end + 1
        }
        return out
    }

    /// `start,count` with 1-based `start`; `,1` left out, and a count of 0 numbered from the
    /// line before, as diff prints them.
    static func range(_ zeroBasedStart: Int, _ count: Int) -> String {
        if count == 0 { return "\(zeroBasedStart),0" }
        return count == 1 ? "\(zeroBasedStart + 1)" : "\(zeroBasedStart + 1),\(count)"
    }

    /// The byte ranges of `bytes`' lines, each with its line feed (the last may have none);
    /// none for no bytes.
    static func lineRanges(_ bytes: [UInt8]) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var start = 0
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            ranges.append(start..<offset + 1)
            start = offset + 1
        }
        if start < bytes.count { ranges.append(start..<bytes.count) }
        return ranges
    }

    /// The index of the line holding byte `offset` (the last line for the end of the file).
    static func line(containing offset: Int, in lines: [Range<Int>]) -> Int {
        var low = 0, high = lines.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lines[middle].lowerBound <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// A line's text ending in a line feed, or followed by diff's marker when it has none.
    static func text(_ bytes: [UInt8], _ line: Range<Int>) -> String {
        let text = String(decoding: bytes[line], as: UTF8.self)
        return text.hasSuffix("\n") ? text : text + "\n\\ No newline at end of file\n"
    }
}
