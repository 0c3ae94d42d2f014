/// `invalid-value`: a value of the right type that the format does not allow.
enum InvalidValueRule: Rule {
    static let description = RuleDescription(
        id: .invalidValue, severity: .error, stage: .decoding,
        summary: "a value is not one the key allows",
        explanation: """
            Enumerated keys take one of a few names: `style` (plain, grouped, insetGrouped), \
            a section's `kind` (header, body, footer), `accessory`, `editing.style`, a swipe \
            action's `style` and a cell type's `base`; the message lists them and suggests \
            the closest. An `action` has exactly one of `navigate`, `url` or `emit`. A height \
            is `auto`, a number or `{estimated: <number>}`. A `tint` is a system colour's name \
            (blue, red, …) or `"#RRGGBB"`; a button's `role` is `destructive`. `indentation` is 0 or more. A cell \
            type may not take the name of a built-in kind. A `when:` is a name, `{not: X}`, \
            `{all: [X, …]}` or `{any: [X, …]}`; flag, source, field and condition names are \
            letters, digits and `_`, not starting with a digit. A field type is `string`, \
            `int` or `bool`, with `?` when optional.
            """,
        fix: "an unknown enumerated name (`style`, `accessory`, a section's `kind`, `base`, `editing.style`, `rowMoves`, a field type, a `tint` colour) is replaced with the suggested one when the suggestion is unique, keeping its quotes; the other shapes this rule reports need judgement and get no fix.",
        triggering: [
            ExampleSpec.row(
                top: "style: ↓insetGroupd",
                """
                accessory: ↓chevron
                indentation: ↓-1
                tint: ↓blu
                """),
            ExampleSpec.row("""
                action: ↓{navigate: next, emit: tapped}
                height: ↓big
                """),
            ExampleSpec.sections(
                top: """
                    cellTypes:
                      ↓subtitle: {base: standard}
                      card: {base: ↓fancy}
                    """,
                """
                - id: s
                  kind: ↓middle
                  rows:
                    - {id: r, kind: card, title: R, action: ↓{}}
                """),
            ExampleSpec.sections(
                top: """
                    flags: {↓dark-mode: {default: false}}
                    sources:
                      contacts: {fields: {id: string, age: ↓integer}}
                    """,
                """
                - id: s
                  when: ↓{not: a, all: [b]}
                  rows:
                    - {id: r, title: R, when: {any: [a, ↓"b c"]}}
                    - {id: q, title: Q, when: ↓true}
                """),
        ],
        nonTriggering: [
            ExampleSpec.sections(
                top: "style: insetGrouped",
                """
                - id: s
                  kind: header
                  rows:
                    - id: r
                      kind: headerLead
                      title: R
                      accessory: disclosureIndicator
                      action: {url: "https://example.com"}
                      height: {estimated: 60}
                      indentation: 2
                      tint: "#FF9500"
                      editing: {canEdit: true, style: none}
                      swipe: {trailing: [{id: x, title: X, style: destructive}]}
                """),
        ])

    /// How heights may be written, for messages.
    static let heightShapes = "auto, a number or {estimated: <number>}"

    /// An unknown name of an enumeration `what` ("accessory"), written at `node`, with the
    /// closest allowed name and the list of them; the fix writes the name when it is the
    /// unique suggestion.
    static func unknownName(_ name: String, what: String, allowed: [String], node: Node, pointer: String) -> Diagnostic {
        let suggestion = Suggestion.didYouMean(name, in: allowed)
        let list = allowed.joined(separator: ", ")
        return Diagnostic(
            rule: .invalidValue, severity: .error,
            message: "unknown \(what) '\(name)'" + (suggestion.isEmpty ? "; allowed: \(list)" : suggestion + " allowed: \(list)"),
            span: node.span, pointer: pointer,
            fix: suggestion.isEmpty ? nil : Suggestion.unique(to: name, in: allowed).flatMap { Fix.replacing(node, with: $0) })
    }

    /// A `tint:` (written at `node`) that is neither a system colour's name nor `#RRGGBB`;
    /// the fix writes the colour's name when it is the unique suggestion.
    static func tint(_ text: String, node: Node, pointer: String) -> Diagnostic {
        let span = node.span
        let names = SystemColor.allCases.map(\.rawValue)
        let suggestion = Suggestion.didYouMean(text, in: names)
        let hint = text.utf8.first == UInt8(ascii: "#")
            ? "write # and six hex digits, as \"#FF9500\" (quoted: YAML reads an unquoted # as a comment)"
            : "allowed: " + names.joined(separator: ", ") + ", or \"#RRGGBB\""
        return Diagnostic(
            rule: .invalidValue, severity: .error,
            message: "unknown tint '\(text)'" + (suggestion.isEmpty ? "; a tint is a system colour's name or \"#RRGGBB\"" : suggestion),
            span: span, pointer: pointer, hint: hint,
            fix: suggestion.isEmpty ? nil : Suggestion.unique(to: text, in: names).flatMap { Fix.replacing(node, with: $0) })
    }

    /// An action mapping with `count` (not 1) of navigate, url and emit.
    static func actionShape(count: Int, span: Span, pointer: String) -> Diagnostic {
        Diagnostic(
            rule: .invalidValue, severity: .error,
            message: "an action has exactly one of navigate, url or emit; this one has \(count == 0 ? "none" : String(count))",
            span: span, pointer: pointer,
            hint: count == 0 ? "write {navigate: <screen>}, {url: <address>} or {emit: <event>}" : "keep one and remove the others")
    }

    /// A plain height scalar that is neither `auto` nor a number.
    static func height(found: Scalar, span: Span, pointer: String) -> Diagnostic {
        let hint: String? = found.text.lowercased() == "auto" ? "write auto in lower case" : nil
        return Diagnostic(
            rule: .invalidValue, severity: .error,
            message: "invalid height \(WrongTypeRule.describe(Node(.scalar(found), span: span))); a height is \(heightShapes)",
            span: span, pointer: pointer, hint: hint)
    }

    /// A `when:` (or part of one) that is not a condition; `message` says how.
    static func conditionShape(_ message: String, span: Span, pointer: String, hint: String?) -> Diagnostic {
        Diagnostic(
            rule: .invalidValue, severity: .error, message: message, span: span, pointer: pointer,
            hint: hint ?? "a condition is a name, {not: X}, {all: [X, …]} or {any: [X, …]}")
    }

    /// A flag, source, field or condition name that is not `[A-Za-z_][A-Za-z0-9_]*`.
    static func notAName(_ name: String, what: String, span: Span, pointer: String) -> Diagnostic {
        Diagnostic(
            rule: .invalidValue, severity: .error,
            message: "\(what) '\(WrongTypeRule.shortened(name))' is not a name: letters, digits and '_', not starting with a digit",
            span: span, pointer: pointer,
            hint: "generated Swift names it, and templates write it as {name}")
    }

    /// `include: ""`: no path.
    static func emptyInclude(span: Span, pointer: String) -> Diagnostic {
        Diagnostic(
            rule: .invalidValue, severity: .error,
            message: "include needs the path of a spec file, relative to this file", span: span, pointer: pointer)
    }

    /// An integer key (`indentation`) below its minimum.
    static func belowMinimum(value: Int, minimum: Int, key: String, span: Span, pointer: String) -> Diagnostic {
        Diagnostic(
            rule: .invalidValue, severity: .error,
            message: "\(key) is \(value); it must be \(minimum) or more",
            span: span, pointer: pointer)
    }

    /// An integer too large for tablectl.
    static func outOfRange(text: String, key: String, span: Span, pointer: String) -> Diagnostic {
        Diagnostic(
            rule: .invalidValue, severity: .error,
            message: "\(key) \(text) is out of range",
            span: span, pointer: pointer)
    }

    /// A cell type named like a built-in kind.
    static func builtinCellTypeName(_ name: String, span: Span, pointer: String) -> Diagnostic {
        Diagnostic(
            rule: .invalidValue, severity: .error,
            message: "cell type '\(name)' has the name of a built-in kind; rows naming it would get the built-in",
            span: span, pointer: pointer,
            hint: "rename it, for example '\(name)Cell'")
    }
}
