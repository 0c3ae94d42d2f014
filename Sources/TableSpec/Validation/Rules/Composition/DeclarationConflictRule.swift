/// `declaration-conflict`: two files of a composed table declare one source or flag differently.
enum DeclarationConflictRule: Rule {
    static let description = RuleDescription(
        id: .declarationConflict, stage: .composition,
        summary: "two files of a composed table declare one source or flag name differently",
        explanation: """
            Each file of a composition declares the sources and flags its own templates and \
            `when`s use, so it validates on its own; composed, they merge into the table's \
            one list, which the app's data and flag settings fill (`--data`, `--set`, the \
            generated `set…` methods). A name declared by two files must mean the same \
            thing: a source with the same `key` and `fields`, a flag with the same \
            `default`. (A `sample` or `description` may differ: the first file's is used, \
            the top file first.) The later declaration is the error, with a note at the \
            first. Rename one of them, or declare it the same way in both.
            """,
        triggering: [
            composite(partDeclarations: """
                sources: {↓contacts: {fields: {id: string, name: int}}}
                flags: {↓premium: {default: true}}
                """),
        ],
        nonTriggering: [
            composite(partDeclarations: """
                sources: {contacts: {fields: {id: string, name: string}, sample: [{id: "9", name: Cy}]}}
                flags: {premium: {default: false, description: Paid plan}}
                """),
        ])

    /// A composite that declares the source `contacts` and the flag `premium` and includes
    /// `parts/people.yaml`, which declares `partDeclarations` and uses both.
    static func composite(partDeclarations: String) -> String {
        ExampleSpec.sections(top: """
            sources: {contacts: {fields: {id: string, name: string}, sample: [{id: "1", name: Ann}]}}
            flags: {premium: {default: false}}
            """, """
            - {include: parts/people.yaml}
            - id: upgrade
              when: premium
              source: contacts
              template: {id: "up-{id}", title: "{name}"}
            """) + ExampleSpec.file("parts/people.yaml", ExampleSpec.sections(top: partDeclarations, """
            - id: people
              when: premium
              source: contacts
              template: {id: "p-{id}", title: "{name}"}
            """))
    }

    /// Where a declaration is written: its key under `sources:` or `flags:` in a file.
    struct Place {
        var span: Span
        var pointer: String
        var path: String
    }

    /// What a source declares that must agree: its key and fields.
    static func shape(of source: DataSource) -> String {
        let fields = source.fields.map { "\($0.name): \($0.type.rawValue)\($0.optional ? "?" : "")" }
        return "key '\(source.key)', fields {\(fields.joined(separator: ", "))}"
    }

    /// The finding at the later declaration `at` of the `what` (source or flag) `name`, with
    /// a related location at the first.
    static func diagnostic(
        _ what: String, _ name: String, at: Place, described: String,
        first: Place, firstDescribed: String
    ) -> Diagnostic {
        Diagnostic(
            rule: .declarationConflict,
            message: "\(what) '\(name)' is declared here with \(described) and in '\(first.path)' with \(firstDescribed)",
            span: at.span, pointer: at.pointer,
            related: [RelatedLocation(span: first.span, message: "'\(name)' is first declared here", path: first.path)],
            hint: "declare it the same way in both files, or rename one")
    }
}
