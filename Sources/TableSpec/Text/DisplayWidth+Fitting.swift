extension DisplayWidth {
    /// `text` cut to at most `width` columns, ending in `…` (`...` when `ascii`) when
    /// anything was cut. Never splits a grapheme cluster, leaves half of a wide character
    /// or cuts an escape ``TerminalText`` wrote (`\u{202e}`, `\n`) in two, so the result
    /// can be a few columns short of `width`. O(columns kept): a
    /// 10,000-character string cut to 40 columns reads about 40 characters.
    ///
    /// ```swift
    /// DisplayWidth.truncated("日本語のテキスト", to: 7)   // "日本語…"
    /// ```
    public static func truncated(_ text: String, to width: Int, ascii: Bool = false) -> String {
        fit(text, to: width, ascii: ascii).text
    }

    /// ``truncated(_:to:ascii:)`` and the columns of the result.
    static func fit<S: StringProtocol>(_ text: S, to width: Int, ascii: Bool) -> (text: String, columns: Int) {
        guard width > 0 else { return ("", 0) }
        let ellipsis = ascii ? "..." : "…"
        let ellipsisColumns = ascii ? 3 : 1
        // 1. Printable ASCII: one column per byte.
        if isPrintableASCII(text) {
            let count = text.utf8.count
            if count <= width { return (String(text), count) }
            if width < ellipsisColumns { return (String(repeating: ".", count: width), width) }
            let kept = text.prefix(width - ellipsisColumns)
            let cut = wholeEscapes(kept)
            return (String(kept[..<cut]) + ellipsis, kept.distance(from: kept.startIndex, to: cut) + ellipsisColumns)
        }
        // 2. Anything else: walk the clusters, remembering the last place an ellipsis
        //    would still fit; stop at the first cluster that does not fit at all.
        let room = width - ellipsisColumns
        var used = 0
        var cut = text.startIndex
        var cutColumns = 0
        var index = text.startIndex
        while index < text.endIndex {
            let next = text.index(after: index)
            let w = columns(of: text[index])
            if used + w > width {
                if room < 0 { return (String(repeating: ".", count: width), width) }
                let kept = text[..<cut]
                let whole = wholeEscapes(kept)
                let keptColumns = whole == kept.endIndex ? cutColumns : cutColumns - columns(kept[whole...])
                return (String(kept[..<whole]) + ellipsis, keptColumns + ellipsisColumns)
            }
            used += w
            if used <= room {
                cut = next
                cutColumns = used
            }
            index = next
        }
        return (String(text), used)
    }

    /// Where `kept`, the part of a text a cut keeps, must end so that it does not end inside
    /// an escape ``TerminalText`` writes: before a trailing `\u{…` that lacks its `}`, or
    /// before a trailing `\` (the first half of `\n`, `\t`, `\r` or `\u{…}`). O(1): it
    /// looks at most 12 characters back (the longest escape is `\u{10ffff}`, 10).
    static func wholeEscapes<S: StringProtocol>(_ kept: S) -> S.Index {
        var index = kept.endIndex
        var steps = 0
        while index > kept.startIndex, steps < 12 {
            index = kept.index(before: index)
            steps += 1
            switch kept[index] {
            case "\\":
                let rest = kept[kept.index(after: index)...]
                let open = rest.isEmpty || rest == "u" || (rest.hasPrefix("u{") && rest.dropFirst(2).allSatisfy(\.isHexDigit))
                return open ? index : kept.endIndex
            case "}": return kept.endIndex
            default: continue
            }
        }
        return kept.endIndex
    }

    /// `text` broken into lines of at most `width` columns (at least 2), at spaces; a word
    /// longer than a line is broken between clusters. Runs of spaces collapse; an empty
    /// text gives no lines. O(length).
    ///
    /// ```swift
    /// DisplayWidth.wrapped("Badges show the number", to: 12)   // ["Badges show", "the number"]
    /// ```
    public static func wrapped(_ text: String, to width: Int) -> [String] {
        let width = max(width, 2)
        var lines: [String] = []
        var line = ""
        var lineColumns = 0
        for word in text.split(separator: " ") {
            let w = columns(word)
            if lineColumns > 0, lineColumns + 1 + w <= width {
                line += " "
                line += word
                lineColumns += 1 + w
                continue
            }
            if lineColumns > 0 {
                lines.append(line)
                line = ""
                lineColumns = 0
            }
            if w <= width {
                line = String(word)
                lineColumns = w
            } else {
                let pieces = broken(word, to: width)
                lines += pieces.dropLast().map(\.text)
                line = pieces.last?.text ?? ""
                lineColumns = pieces.last?.columns ?? 0
            }
        }
        if lineColumns > 0 || !line.isEmpty { lines.append(line) }
        return lines
    }

    /// `word` in pieces of at most `width` (≥ 2) columns, broken between clusters.
    private static func broken(_ word: Substring, to width: Int) -> [(text: String, columns: Int)] {
        var pieces: [(text: String, columns: Int)] = []
        var piece = ""
        var used = 0
        for character in word {
            let w = columns(of: character)
            if used + w > width, !piece.isEmpty {
                pieces.append((piece, used))
                piece = ""
                used = 0
            }
            piece.append(character)
            used += w
        }
        if !piece.isEmpty { pieces.append((piece, used)) }
        return pieces
    }
}
