/// The specs of rule examples (``RuleDescription/triggering`` and
/// ``RuleDescription/nonTriggering``), written around the skeleton almost all of them
/// share, so each example shows only what it is about.
///
/// Each builder returns the whole spec as if it were written out in full, with no final
/// newline; `docs/rules.md` and `tablectl explain` print exactly that text.
/// ``sections(comments:top:_:)`` writes
///
///     <comments>
///     tablespec: 1
///     id: t
///     <top>
///     sections:
///       <sections>
///
/// ``rows(comments:top:_:)`` gives it one section `s` holding `rows`, and
/// ``row(comments:top:_:)`` one row `r` titled `R` with more keys of its own:
///
///     sections:
///       - id: s
///         rows:
///           - id: r
///             title: R
///             <lines>
///
/// ```swift
/// ExampleSpec.row("↓detial: D")
/// ExampleSpec.rows(top: "cellTypes: {card: {base: subtitle}}", "- {id: a, kind: card, title: A}")
/// ```
///
/// A rule's examples are built once per process, when its description is first read;
/// each builder is O(length of the example). Empty lines are kept empty, not indented.
package enum ExampleSpec {
    /// A spec with the sections `sections` (a YAML list), after the table-level keys `top`,
    /// and after the comment lines `comments` (for suppressions), when they are not empty.
    static func sections(comments: String = "", top: String = "", _ sections: String) -> String {
        lines(comments) + "tablespec: 1\nid: t\n" + lines(top) + "sections:\n" + indented(sections, by: 2)
    }

    /// A spec with one section `s` whose rows are `rows` (a YAML list); see
    /// ``sections(comments:top:_:)`` for `comments` and `top`.
    static func rows(comments: String = "", top: String = "", _ rows: String) -> String {
        sections(comments: comments, top: top, "- id: s\n  rows:\n" + indented(rows, by: 4))
    }

    /// A spec with one section `s` holding one row `r` titled `R`, followed by the row's
    /// other keys `lines`, if any; see ``sections(comments:top:_:)`` for `comments` and `top`.
    static func row(comments: String = "", top: String = "", _ lines: String = "") -> String {
        rows(comments: comments, top: top, "- id: r\n  title: R" + (lines.isEmpty ? "" : "\n" + indented(lines, by: 2)))
    }

    /// Another file of a composition example: a `# file: PATH` line, then `text`. An
    /// example's first file is `example.yaml`; each such line starts the next file, at
    /// `PATH` relative to it (``files(_:)``).
    static func file(_ path: String, _ text: String) -> String {
        "\n" + fileMarker + path + "\n" + text
    }

    /// The line prefix that starts another file of an example.
    static let fileMarker = "# file: "

    /// The files of an example: `example.yaml` first, then each file a `# file: PATH`
    /// line starts, with the 0-based line of the whole text its first line is on. O(text).
    package static func files(_ text: String) -> [(path: String, text: String, firstLine: Int)] {
        var files: [(path: String, text: String, firstLine: Int)] = []
        var (path, lines, first) = ("example.yaml", [Substring](), 0)
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.hasPrefix(fileMarker) {
                files.append((path, lines.joined(separator: "\n"), first))
                (path, lines, first) = (String(line.dropFirst(fileMarker.count)), [], number + 1)
            } else {
                lines.append(line)
            }
        }
        files.append((path, lines.joined(separator: "\n"), first))
        return files
    }

    /// `text` and a newline, or nothing when `text` is empty.
    private static func lines(_ text: String) -> String {
        text.isEmpty ? "" : text + "\n"
    }

    /// `text` with `count` spaces before each of its lines that is not empty.
    private static func indented(_ text: String, by count: Int) -> String {
        let margin = String(repeating: " ", count: count)
        return text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? "" : margin + $0 }
            .joined(separator: "\n")
    }
}
