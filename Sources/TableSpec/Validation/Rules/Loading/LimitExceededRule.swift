/// `limit-exceeded`: a file past one of the loader's resource limits.
enum LimitExceededRule: Rule {
    static let description = RuleDescription(
        id: .limitExceeded, severity: .error, stage: .loading,
        summary: "the file is past a resource limit (size, nesting, nodes or aliases)",
        explanation: """
            Loading never takes unbounded time or memory. A file larger than 64 MiB, nesting \
            deeper than 256 levels, more than 5,000,000 nodes (counting what aliases expand \
            to) or more than 100,000 aliases stops loading with this error. Aliases are \
            checked before they are expanded, so a "billion laughs" file fails at once, in \
            bounded memory. Each limit can be raised (`--max-file-size`, `--max-depth`, \
            `--max-nodes`, `--max-aliases`).
            """,
        triggering: [
            // 300 nested lists: the list that goes past 256 levels is reported.
            "tablespec: 1\nid: t\nx-deep: " + String(repeating: "[", count: 255) + "↓["
                + String(repeating: "[", count: 44) + String(repeating: "]", count: 300) + "\nsections: []\n",
            // A "billion laughs": each level repeats the one before it ten times.
            """
            tablespec: 1
            id: t
            x-a: &a [x, x, x, x, x, x, x, x, x, x]
            x-b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]
            x-c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b, *b]
            x-d: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c, *c]
            x-e: &e [*d, *d, *d, *d, *d, *d, *d, *d, *d, *d]
            x-f: &f [*e, *e, *e, *e, *e, *e, *e, *e, *e, *e]
            x-g: &g [*f, *f, *f, ↓*f, *f, *f, *f, *f, *f, *f]
            x-h: &h [*g, *g, *g, *g, *g, *g, *g, *g, *g, *g]
            sections: []
            """,
        ],
        nonTriggering: [
            "tablespec: 1\nid: t\nx-deep: " + String(repeating: "[", count: 200)
                + String(repeating: "]", count: 200) + "\nsections: []\n",
        ])

    /// The finding at `include` when includes already nest `limit` files deep: the
    /// nesting limit (`--max-depth`) applies to includes too.
    static func nestedIncludes(_ include: Include, limit: Int) -> Diagnostic {
        Diagnostic(
            rule: .limitExceeded,
            message: "including '\(include.path)' would nest includes deeper than the limit of \(limit) files",
            span: include.span, hint: "include fewer levels, or raise --max-depth")
    }

    /// The finding at `include` when what it brings in would take the composed table past
    /// `limit` nodes: refused before it is expanded.
    static func composed(_ include: Include, limit: Int) -> Diagnostic {
        Diagnostic(
            rule: .limitExceeded,
            message: "including '\(include.path)' would take the composed table past the limit of \(limit) nodes",
            span: include.span, hint: "include fewer files (an include bomb includes each file many times), or raise --max-nodes")
    }
}
