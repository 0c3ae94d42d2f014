/// `wrong-type`: a value of the wrong shape or type for its key.
enum WrongTypeRule: Rule {
    static let description = RuleDescription(
        id: .wrongType, severity: .error, stage: .decoding,
        summary: "a value has the wrong type for its key",
        explanation: """
            Scalars are read as the key expects, not guessed: a string key takes the text as \
            written (`detail: no` is "no", `title: 1.10` is "1.10", each with an \
            `ambiguous-scalar` warning to quote it); a boolean key takes only \
            `true` or `false` (`yes`, `on`, `True` and a quoted "true" are errors); a number \
            key takes a YAML 1.2 number written without quotes; a list or mapping key takes \
            a list or mapping. A required key whose value is null (`title:` with nothing \
            after it) is also a wrong type. A section or row that is not a mapping is left \
            out of the table.
            """,
        fix: "where a boolean is expected, the words YAML 1.1 read as one (`yes`, `no`, `on`, `off`, `y`, `n`, in lower case, capitalised or upper case, and `True`, `FALSE`…) and a quoted `\"true\"` or `\"false\"` become plain `true` or `false`; other wrong types get no fix.",
        triggering: [
            ExampleSpec.row("""
                selectable: ↓yes
                indentation: ↓"2"
                """),
            ExampleSpec.rows("""
                - id: r
                  title: ↓[a, b]
                - ↓just a string
                - id: q
                  title:↓
                """),
            """
            tablespec: 1
            id: t
            sections: ↓{id: s, rows: []}
            """,
            #"{"tablespec": 1, "id": "t", "sections": [{"id": "s", "rows": [{"id": "r", "title": "R", "selectable": ↓"true"}]}]}"#,
        ],
        nonTriggering: [
            """
            tablespec: 1
            id: "0755"
            title: '1.10'
            sections:
              - id: s
                rows:
                  - id: r
                    title: R
                    detail: !!str no
                    selectable: false
                    height: 44.5
                    indentation: 0x2
            """,
        ])

    /// "expected `expected`, found …" at `found`.
    static func diagnostic(expected: String, found: Node, pointer: String, hint: String? = nil) -> Diagnostic {
        Diagnostic(
            rule: .wrongType, severity: .error,
            message: "expected \(expected), found \(describe(found))",
            span: found.span, pointer: pointer, hint: hint ?? quotedHint(found, expected: expected))
    }

    /// The finding for a boolean key whose value is not plain `true` or `false`, with a
    /// hint when the value reads as one in YAML 1.1 or is quoted.
    static func booleanDiagnostic(found: Node, pointer: String) -> Diagnostic {
        var hint: String?
        if let scalar = found.scalar {
            if scalar.style != .plain || scalar.tag != nil,
                scalar.text == "true" || scalar.text == "false"
            {
                hint = "remove the quotes"
            } else if truthy.contains(scalar.text) {
                hint = "use true"
            } else if falsy.contains(scalar.text) {
                hint = "use false"
            }
        }
        var finding = diagnostic(expected: "true or false", found: found, pointer: pointer, hint: hint)
        finding.fix = Fix.boolean(found, truthy: truthy, falsy: falsy)
        return finding
    }

    static let truthy: Set<String> = ["yes", "Yes", "YES", "y", "Y", "on", "On", "ON", "True", "TRUE"]
    static let falsy: Set<String> = ["no", "No", "NO", "n", "N", "off", "Off", "OFF", "False", "FALSE"]

    /// How a value is named in a message: `'text'`, `the quoted string 'text'`, `null`,
    /// `a list`, `a mapping`.
    static func describe(_ node: Node) -> String {
        switch node.content {
        case .sequence: return "a list"
        case .mapping: return "a mapping"
        case .scalar(let scalar):
            if scalar.isNull { return "null" }
            let text = shortened(scalar.text)
            switch scalar.style {
            case .plain: return scalar.tag == nil ? "'\(text)'" : "'\(text)' tagged \(scalar.tag ?? "")"
            case .singleQuoted, .doubleQuoted: return "the quoted string '\(text)'"
            case .literal, .folded: return "the block string '\(text)'"
            }
        }
    }

    /// `text` on one line and at most 40 characters, for quoting in a message.
    static func shortened(_ text: String) -> String {
        var out = ""
        for (count, character) in text.enumerated() {
            if count == 40 { out.append("…"); break }
            out.append(character == "\n" ? "⏎" : character)
        }
        return out
    }

    /// "remove the quotes" when a quoted value would be right without them.
    private static func quotedHint(_ node: Node, expected: String) -> String? {
        guard let scalar = node.scalar, scalar.style == .singleQuoted || scalar.style == .doubleQuoted else {
            return nil
        }
        switch expected {
        case "an integer":
            if case .value = CoreNumber.integer(scalar.text) { return "remove the quotes" }
        case "a number":
            if CoreNumber.double(scalar.text) != nil { return "remove the quotes" }
        default:
            break
        }
        return nil
    }
}
