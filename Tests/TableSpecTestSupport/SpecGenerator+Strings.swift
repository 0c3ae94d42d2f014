/// The pools ``SpecGenerator`` and ``SpecMutator`` draw ids and strings from.
extension SpecGenerator {
    /// Valid ids (`[A-Za-z0-9_.-]+`) that YAML would read as something else if unquoted,
    /// or that look like YAML syntax.
    public static let nastyIDs: [String] = [
        "0755", "1.10", "1e3", "0x1F", "0o17", "true", "no", "null", "Null", "NaN", ".inf", "-.inf",
        "-", ".", "..", "...", "---", "_", "-1", "1", "1_000", "y", "n", "on", "OFF",
        "a.b-c_d", String(repeating: "x", count: 200),
    ]

    static let tableIDs = ["settings", "t", "0755", "screen.main", "---", "null"]

    static let sectionIDs = ["s0", "s1", "s2", "s3", "s4", "s5", "s6", "s7", "1.10", "true", "-", "..."]

    static let rowIDs: [String] = (0..<24).map { "r\($0)" } + nastyIDs

    static let swipeIDs = ["pin", "delete", "0", "yes", "a.b", "-", "---", "mute"]

    /// Cell type names: valid ids that are not built-in kind names.
    static let cellTypeNames = ["profileCell", "toggle-cell", "c.1", "_x", "0755", "Standard", "no"]

    static let imageNames = ["wifi", "gear", "person.crop.circle", "🔒", "a/b\\c", "no"]

    /// Plain words.
    static let words = ["Wi-Fi", "Bluetooth", "General", "On", "Off", "Privacy & Security", "About", "Sign Out"]

    /// Strings a careless writer of YAML, JSON, HTML, Markdown, Swift source or a terminal
    /// would get wrong; all valid in a spec.
    public static let nastyStrings: [String] = [
        "", " ", "  leading", "trailing  ", "no", "yes", "Yes", "true", "False", "null", "~", "1.10", "0755",
        "0x1F", "1e3", ".inf", ".NaN", "-", "- item", "? key", ": colon", "key: value", "# not a comment",
        "a #b", "&anchor", "*alias", "!!str", "!tag", "%YAML 1.2", "@at", "`tick`", "'single'", "\"double\"",
        "back\\slash", "line\nbreak", "tab\there", "crlf\r\nend", "multi\n\nline\n", "trailing newline\n",
        "|", ">", "{flow: map}", "[seq, 1]", ",", "<<", "=", "---", "...", "<script>alert(1)</script>",
        "&amp; &lt;", "]]>", "<!-- c -->", "*/ /*", "\\(x)", "#\"raw\"#", "\"\"\"", "${HOME}", "$(true)",
        "| a | b |", "```", "_em_ **b**", "[link](x)", "Ünïcödé", "日本語のテキスト", "עברית", "مرحبا",
        "👨‍👩‍👧‍👦 family", "🏳️‍🌈", "e\u{301}", "\u{202E}reversed\u{202C}", "\u{2066}iso\u{2069}",
        "zero\u{200B}width", "bom\u{FEFF}inside", "line\u{2028}sep", "next\u{85}line", "bell\u{7}",
        "esc\u{1B}[31mred\u{1B}[0m", "del\u{7F}", "\u{1}\u{2}\u{1F}", "private\u{E000}", "non\u{FFFE}char",
        "max\u{10FFFF}", "%s%n%d", "\\u0000", "\t", "\r",
    ]

    /// Strings meant to break an output: markup, terminal escapes, bidi controls, very long
    /// text, every C0 control but NUL. Not all are valid where they are put.
    public static let hostileStrings: [String] = [
        "<b>&</b>", "</table><script>x()</script>", "]]><!--", "\u{1B}[2J\u{1B}[H", "\u{1B}]0;title\u{7}",
        "\u{1B}]8;;https://example.com\u{1B}\\link\u{1B}]8;;\u{1B}\\", "\u{9B}31m", "\u{202E}\u{2066}\u{2067}\u{2068}",
        String(repeating: "x", count: 10_000), String(repeating: "🙂", count: 10_000),
        String(repeating: "e\u{301}", count: 5_000), String(repeating: "\u{202E}", count: 1_000),
        String((1..<32).map { Character(Unicode.Scalar(UInt8($0))) }), "\u{7F}\u{80}\u{9F}",
        "\"\"\"\n\\(boom)\n\"\"\"", "${{ secrets.X }}", "::error file=x::injected", "%0A%0D", "a\r\n::warning::x",
        "{", "}", "[", "]", "*", "&", "!", "%", "@", "`", "'", "\"", "\\", "\n", "-1", "1e99999", "nan",
    ]
}
