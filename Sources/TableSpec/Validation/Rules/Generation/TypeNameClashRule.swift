/// `type-name-clash`: two specs of one run that would generate the same Swift type.
enum TypeNameClashRule: Rule {
    static let description = RuleDescription(
        id: .typeNameClash, stage: .run,
        summary: "two specs would generate Swift types of the same name",
        explanation: """
            `tablectl generate` (the build plugin, `generate-specs`) names each spec's enum \
            after its table id (`settings` → `SettingsTable`; `wi-fi` and `wi_fi` both give \
            `WiFiTable`) unless the configuration's `generate.type-names` names it. Two specs \
            of one target with the same name break the build (`invalid redeclaration`), so \
            the specs checked together in one run must not share one: a composite and a part \
            it includes are both generated. The finding is on the table id of each spec after \
            the first (in path order) with the name; give it another id, or another type \
            name in `generate.type-names`. (In the examples, the first file is \
            `example.yaml`, and each `# file:` line starts another spec of the same run.)
            """,
        triggering: [
            "tablespec: 1\nid: settings\nsections: []"
                + ExampleSpec.file("parts/settings.yaml", "tablespec: 1\nid: ↓settings\nsections: []"),
            "tablespec: 1\nid: wi-fi\nsections: []"
                + ExampleSpec.file("other.yaml", "tablespec: 1\nid: ↓wi_fi\nsections: []"),
        ],
        nonTriggering: [
            "tablespec: 1\nid: settings\nsections: []"
                + ExampleSpec.file("parts/account.yaml", "tablespec: 1\nid: settings.account\nsections: []"),
        ])

    /// The finding at `span` (the table id of the spec at `path`), whose generated type
    /// `name` the spec `first` already has.
    static func diagnostic(name: String, first: String, span: Span) -> Diagnostic {
        Diagnostic(
            rule: .typeNameClash,
            message: "this spec would generate the Swift type '\(name)', as '\(first)' does; "
                + "one target cannot build both",
            span: span, pointer: "/id",
            hint: "give the table another id, or the spec another name in the configuration's generate.type-names")
    }
}
