/// `encoding`: bytes that are not UTF-8 text YAML allows.
enum EncodingRule: Rule {
    static let description = RuleDescription(
        id: .encoding, severity: .error, stage: .loading,
        summary: "the file is not valid UTF-8 text",
        explanation: """
            Spec files are UTF-8. Invalid UTF-8 sequences, NUL bytes, control characters \
            YAML forbids and UTF-16 or UTF-32 files (byte order marks) are reported at the \
            exact offending byte, before parsing, so a file saved in the wrong encoding gets \
            one clear error instead of a confusing syntax error. A UTF-8 byte order mark is \
            allowed.
            """,
        triggering: [
            "tablespec: 1\nid: t\nsections:\n  - id: s\n    rows:\n      - id: r\n        title: R↓\u{0}\n",
            "tablespec: 1\nid: t\ntitle: bell ↓\u{7} here\nsections: []\n",
        ],
        nonTriggering: [
            "\u{FEFF}tablespec: 1\nid: t\ntitle: Réglages ✓ 设置\nsections: []\n",
        ])
}
