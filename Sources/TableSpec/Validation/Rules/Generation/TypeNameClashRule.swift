/// `type-name-clash`: two specs one target builds would generate Swift types of the same
/// name: a composite and a part it includes (`validate`), or any two specs of the target
/// (`tablectl generate --target-spec`, as the plugins run it).
enum TypeNameClashRule: Rule {
    static let description = RuleDescription(
        id: .typeNameClash, stage: .run,
        summary: "two specs one target builds (a composite and a part it includes) would generate Swift types of the same name",
        explanation: """
            `tablectl generate` (the build plugin, `generate-specs`) names each spec's enum \
            after its table id (`settings` → `SettingsTable`; `wi-fi` and `wi_fi` both give \
            `WiFiTable`) unless the configuration's `generate.type-names` names it. A \
            composite and the parts it includes are specs of one target, each generated, so \
            two of them with the same name break the build (`invalid redeclaration`). The \
            finding is on the composite's table id; give one of them another id, or another \
            type name in `generate.type-names`. `validate` cannot tell which specs that do \
            not include one another share a target; the build plugin and `generate-specs` \
            can, and pass the target's other specs to `tablectl generate` \
            (`--target-spec`), which then fails a spec whose type another spec of the \
            target also generates, at its own table id. (In the \
            examples, the first file is `example.yaml`, and each `# file:` line starts \
            another file.)
            """,
        triggering: [
            "tablespec: 1\nid: ↓settings\nsections:\n  - {include: parts/settings.yaml}"
                + ExampleSpec.file("parts/settings.yaml", "tablespec: 1\nid: settings\nsections:\n  - {id: s, rows: [{id: r, title: R}]}"),
            "tablespec: 1\nid: ↓network\nsections:\n  - {include: a.yaml}\n  - {include: b.yaml}"
                + ExampleSpec.file("a.yaml", "tablespec: 1\nid: wi-fi\nsections:\n  - {id: a, rows: [{id: x, title: X}]}")
                + ExampleSpec.file("b.yaml", "tablespec: 1\nid: wi_fi\nsections:\n  - {id: b, rows: [{id: y, title: Y}]}"),
        ],
        nonTriggering: [
            "tablespec: 1\nid: settings\nsections:\n  - {include: parts/account.yaml}"
                + ExampleSpec.file("parts/account.yaml", "tablespec: 1\nid: settings.account\nsections:\n  - {id: s, rows: [{id: r, title: R}]}"),
        ])

    /// The finding at `span` (the composite's table id): the part `second` would generate
    /// the type `name`, as the part `first` does (nil: as the composite itself does).
    static func diagnostic(name: String, first: String?, second: String, span: Span) -> Diagnostic {
        let both = first.map { "'\($0)' and '\(second)', which this spec includes," }
            ?? "this spec and '\(second)', which it includes,"
        return Diagnostic(
            rule: .typeNameClash,
            message: "\(both) would both generate the Swift type '\(name)'; one target cannot build both",
            span: span, pointer: "/id",
            hint: "give one of them another table id, or another name in the configuration's generate.type-names")
    }
}
