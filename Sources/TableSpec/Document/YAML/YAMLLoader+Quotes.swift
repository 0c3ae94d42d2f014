/// Blaming a syntax error on the quote that caused it.
///
/// A quote left open (`title: "Order Summary` with no closing `"`) does not fail where it
/// opens: the scalar runs on, over the following lines, to the next quote of the same
/// kind (usually the opening quote of a later value), and libyaml then fails just after
/// it, lines later, with "did not find expected key" or similar. So when a parser or
/// scanner error comes, the quote is blamed when all of these hold:
///
/// 1. **The suspect is right before the error.** The event just before it (an implicit
///    document end aside) is a single- or double-quoted scalar that spans more than one
///    line (``Builder/multilineQuote``, cleared by every other event); or libyaml gave up on a simple key that starts with a
///    quote on an earlier line (the scalar was never emitted as an event).
/// 2. **It is in block context.** Inside `[...]` or `{...}` libyaml's own error already
///    names the open bracket, and flow collections are where long quoted values are
///    legitimately folded over lines.
/// 3. **What it swallowed looks like YAML.** One of its lines after the first (up to the
///    closing quote) starts, after indentation, with `- `, `#`, or `key:` (a word and a
///    colon that ends the line or is followed by a space). A quoted value written over
///    several lines on purpose holds prose, not keys and list items.
///
/// A legitimately multi-line quoted value followed by an unrelated error is therefore left
/// alone when anything parses between the two (condition 1), or when its text holds no
/// line shaped like a key or list item (condition 3). The error keeps libyaml's position
/// and problem; its message names the quote, its help says to close it, and a related
/// location (a `note:` in text output) points at the opening quote.
extension YAMLLoader.Builder {
    /// The error for `failure` at `mark`, blamed on an unclosed quote, or nil when the
    /// rules above do not hold. O(length of the suspect scalar).
    mutating func unclosedQuote(_ failure: YAMLParser.Failure, at mark: Mark) -> LoadError? {
        // 1. The suspect: the last event's multi-line quoted scalar, or a quoted simple key
        //    libyaml dropped.
        let opening: Mark
        let closing: Mark?
        if let span = multilineQuote {
            (opening, closing) = (span.start, span.end)
        } else if failure.context == "while scanning a simple key" {
            let start = marks.mark(failure.contextMark)
            guard start.line < mark.line else { return nil }
            (opening, closing) = (start, nil)
        } else {
            return nil
        }
        guard let quote = marks.byte(at: opening), quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
            return nil
        }
        // 2. What it swallowed must look like YAML.
        let start = opening.offset + 1
        let end = closing.map { $0.offset - 1 } ?? mark.offset
        guard end > start, Self.holdsYAMLLines(marks.bytes(in: start..<end)) else { return nil }
        let kind = quote == UInt8(ascii: "\"") ? "double" : "single"
        let runs = closing.map { "runs from line \(opening.line) to line \($0.line)" }
            ?? "runs on from line \(opening.line)"
        let symbol = quote == UInt8(ascii: "\"") ? "\"" : "'"
        let inside = quote == UInt8(ascii: "\"") ? "\\\"" : "''"
        return LoadError(
            rule: .syntax,
            message: "\(readable(failure.problem)) after a \(kind)-quoted value that \(runs); "
                + "its opening quote at \(opening) is probably never closed",
            span: Span(at: mark),
            related: [RelatedLocation(span: Span(at: opening), message: "the \(kind) quote opens here and is not closed on its line")],
            hint: "add the closing \(symbol) at the end of the value on line \(opening.line) (a \(symbol) inside the value is written \(inside))")
    }

    /// Whether a line after the first of `text` starts, after indentation, with `- `, `#`
    /// or `key:` (followed by a space or the line's end). O(text length).
    static func holdsYAMLLines(_ text: ArraySlice<UInt8>) -> Bool {
        var lines = text.split(separator: 0x0A, omittingEmptySubsequences: false).dropFirst()[...]
        while let line = lines.popFirst() {
            let body = line.drop(while: { $0 == 0x20 || $0 == 0x09 })
            guard let first = body.first else { continue }
            if first == UInt8(ascii: "#") { return true }
            if first == UInt8(ascii: "-"), body.count == 1 || [0x20, 0x0D].contains(body[body.startIndex + 1]) {
                return true
            }
            if first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") { continue }
            // A key: no space before the first colon, which ends the line or has a space after.
            guard let colon = body.firstIndex(of: UInt8(ascii: ":")), colon > body.startIndex,
                  !body[..<colon].contains(0x20) else { continue }
            let after = body.index(after: colon)
            if after == body.endIndex || [0x20, 0x0D].contains(body[after]) { return true }
        }
        return false
    }
}
