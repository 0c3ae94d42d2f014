/// The typed effects of the generated enum: `Route` (a `navigate:` target), `Event` (an
/// `emit:` name) and `Effect`, what `onAction` hands the app instead of the runtime's
/// string-carrying `TableSpecRuntime.Action`, so an app switches over the spec's own cases
/// and the compiler tells it when the spec gains one.
///
/// Each type has one case per distinct target the spec names (rows' actions and info
/// buttons, swipe actions, menu items), in the order first written, with the string as
/// written kept as `rawValue`, and `other(String)` for a target the spec does not name (a
/// row the app inserted or brought with `update(to:)`). O(actions in the table).
extension SwiftSource {
    mutating func effectTypes(_ table: Table) {
        var routes: [SwiftTarget] = [], events: [SwiftTarget] = []
        var seenRoutes: Set<String> = [], seenEvents: Set<String> = []
        for (action, source) in Self.targets(of: table) {
            let target: SwiftTarget
            switch action {
            case .navigate(let text), .emit(let text): target = SwiftTarget(raw: text, source: source)
            case .url: continue
            }
            if case .navigate = action, seenRoutes.insert(target.raw).inserted { routes.append(target) }
            if case .emit = action, seenEvents.insert(target.raw).inserted { events.append(target) }
        }
        targetType("Route", what: "screen a row navigates to (`navigate:`)", targets: routes)
        targetType("Event", what: "event a row sends to the app (`emit:`)", targets: events)
        effectType()
    }

    /// Every action the table names with the source of the template it is in (nil for a
    /// written row's): the written rows' (``actions(of:)``), then each section's template's.
    static func targets(of table: Table) -> [(action: Action, source: DataSource?)] {
        var targets = actions(of: table).map { (action: $0, source: DataSource?.none) }
        for section in table.sections {
            guard let template = section.template else { continue }
            let source = table.sources.first { $0.name == section.source }
            let rows = Table(id: table.id, sections: [Section(id: section.id, rows: [template.row])])
            targets += actions(of: rows).map { (action: $0, source: source) }
        }
        return targets
    }

    /// Every action the table names, in order: each row's, its info button's, its swipe
    /// actions' and its menu items'. O(actions).
    static func actions(of table: Table) -> [Action] {
        var actions: [Action] = []
        for section in table.sections {
            for row in section.rows {
                if let action = row.action { actions.append(action) }
                if let action = row.accessoryAction { actions.append(action) }
                for button in (row.swipe?.leading ?? []) + (row.swipe?.trailing ?? []) + row.menu {
                    if let action = button.action { actions.append(action) }
                }
            }
        }
        return actions
    }

    private mutating func targetType(_ name: String, what: String, targets: [SwiftTarget]) {
        var scope = SwiftIdentifier.Scope(
            fallback: name.lowercased(), reserved: ["other", "rawValue", "inSpec", "hashValue", "description"])
        let cases = targets.map { target in
            (name: scope.name(for: target.fields.isEmpty ? target.raw : target.literalText), target: target)
        }
        let fixed = cases.filter { $0.target.fields.isEmpty }
        let templated = cases.filter { !$0.target.fields.isEmpty }
        line("/// A \(what): a case per one the spec names, `rawValue` the string as written;")
        if !templated.isEmpty {
            line("/// a template's (`contact-{id}`) a case with the item's values (`.contact(id: \"7\")`);")
        }
        line("/// ``other(_:)`` for one it does not (a row added at run time).")
        open("\(access)enum \(name): Hashable, Sendable, RawRepresentable, CustomStringConvertible")
        for item in cases {
            line("/// \(SwiftLiteral.comment(item.target.raw))")
            line("case \(item.name)\(item.target.caseParameters)")
        }
        line("/// A target the spec does not name.")
        line("case other(String)")
        line()
        line("/// The spec's cases\(templated.isEmpty ? "" : " without values"), in the order first written.")
        line("\(access)static let inSpec: [\(name)] = [" + fixed.map { ".\($0.name)" }.joined(separator: ", ") + "]")
        line()
        if templated.isEmpty {
            line("/// The case for `rawValue`: the spec's when it names it, else ``other(_:)``. O(1).")
        } else {
            line("/// The case for `rawValue`: the spec's when it names it, else the first template it")
            line("/// renders (`TableSpecRuntime.TemplateText.match(_:)`, values of their fields' types), else")
            line("/// ``other(_:)``. O(1) for the spec's, O(length) a template.")
        }
        open("\(access)init(rawValue: String)")
        beginSwitch("rawValue")
        for item in fixed { line("case \(SwiftLiteral.string(item.target.raw)): self = .\(item.name)") }
        if templated.isEmpty {
            line("default: self = .other(rawValue)")
        } else {
            push("default:")
            for item in templated { matchCase(item.name, item.target) }
            line("self = .other(rawValue)")
            dedent()
        }
        endSwitch()
        close()
        line()
        line("/// The target as the spec writes it\(templated.isEmpty ? "" : " (a template's with the case's values)").")
        open("\(access)var rawValue: String")
        beginSwitch("self")
        for item in fixed { line("case .\(item.name): return \(SwiftLiteral.string(item.target.raw))") }
        for item in templated { line("case .\(item.name)\(item.target.casePattern): return \(item.target.rendering)") }
        line("case .other(let rawValue): return rawValue")
        endSwitch()
        close()
        line()
        line("\(access)var description: String { rawValue }")
        close()
        line()
    }

    /// `if let values = …match(rawValue), let id = …, … { self = .contact(id: id); return }`.
    private mutating func matchCase(_ name: String, _ target: SwiftTarget) {
        let pattern = "TableSpecRuntime.TemplateText(parts: [" + target.text.parts.map { part -> String in
            switch part {
            case .literal(let text): return ".literal(\(SwiftLiteral.string(text)))"
            case .field(let field): return ".field(\(SwiftLiteral.string(field)))"
            }
        }.joined(separator: ", ") + "])"
        var conditions = ["let values = \(pattern).match(rawValue)"]
        for field in target.fields {
            let raw = "values[\(SwiftLiteral.string(field.name))]"
            switch field.type {
            case .string: conditions.append("let \(field.label) = \(raw)")
            case .int: conditions.append("let \(field.label) = \(raw).flatMap({ Int($0) }), String(\(field.label)) == \(raw)")
            case .bool: conditions.append("let \(field.label) = \(raw).flatMap({ Bool($0) })")
            }
        }
        open("if " + conditions.joined(separator: ", "))
        line("self = .\(name)\(target.caseArguments)")
        line("return")
        close()
    }

    private mutating func effectType() {
        append("""
                /// What an accepted action asks of the app (the runtime's `TableSpecRuntime.Action`, typed):
                /// push a screen, open a URL or handle an event.
                ///
                /// ```swift
                /// switch effect {
                /// case .navigate(let route): show(route)
                /// case .url(let url): open(url)
                /// case .emit(let event): handle(event)
                /// }
                /// ```
                \(access)enum Effect: Hashable, Sendable {
                    /// `navigate:`: push the screen.
                    case navigate(Route)
                    /// `url:`: open this URL, as written.
                    case url(String)
                    /// `emit:`: the app handles the event.
                    case emit(Event)

                    /// The typed form of a runtime action. O(1).
                    \(access)init(_ action: TableSpecRuntime.Action) {
                        switch action {
                        case .navigate(let screen): self = .navigate(Route(rawValue: screen))
                        case .url(let url): self = .url(url)
                        case .emit(let event): self = .emit(Event(rawValue: event))
                        }
                    }

                    /// The runtime action, the target as written. O(1).
                    \(access)var action: TableSpecRuntime.Action {
                        switch self {
                        case .navigate(let route): return .navigate(route.rawValue)
                        case .url(let url): return .url(url)
                        case .emit(let event): return .emit(event.rawValue)
                        }
                    }
                }

            """)
    }
}

/// A target of `navigate:` or `emit:`: as written on a row, or a template's, whose fields
/// become the values of its case (`contact-{id}` → `case contact(id: String)`).
struct SwiftTarget {
    struct Field {
        let name: String
        let label: String
        let type: DataFieldType
    }

    /// The string as written (a template without fields: as it renders, braces unescaped).
    let raw: String
    /// The template, parsed; a literal for a written row's target or one that does not parse.
    let text: TemplateText
    /// The template's fields, each once, in order, typed by the source's declaration
    /// (`string` when it declares none).
    let fields: [Field]

    init(raw: String, source: DataSource?) {
        guard let source, let text = try? TemplateText(parsing: raw) else {
            (self.raw, self.text, self.fields) = (raw, TemplateText(literal: raw), [])
            return
        }
        var labels = SwiftIdentifier.Scope(fallback: "value", reserved: ["rawValue", "values"])
        var seen: Set<String> = []
        self.fields = text.fields.filter { seen.insert($0).inserted }.map { name in
            Field(name: name, label: labels.name(for: name), type: source.field(named: name)?.type ?? .string)
        }
        self.raw = fields.isEmpty ? (text.rendered { _ in nil } ?? raw) : raw
        self.text = text
    }

    /// The literal text of the template, for naming its case: `contact-{id}` → `contact-`.
    var literalText: String {
        text.parts.map { if case .literal(let literal) = $0 { return literal } else { return " " } }.joined()
    }

    /// `(id: String, unread: Int)`, or "".
    var caseParameters: String {
        fields.isEmpty ? "" : "(" + fields.map { "\(SwiftSource.bare($0.label)): \(SwiftInputNames.Field.swiftType($0.type))" }.joined(separator: ", ") + ")"
    }

    /// `(let id, let unread)`, or "".
    var casePattern: String {
        fields.isEmpty ? "" : "(" + fields.map { "let \($0.label)" }.joined(separator: ", ") + ")"
    }

    /// `(id: id, unread: unread)`, or "".
    var caseArguments: String {
        fields.isEmpty ? "" : "(" + fields.map { "\(SwiftSource.bare($0.label)): \($0.label)" }.joined(separator: ", ") + ")"
    }

    /// The expression that renders the target from the case's values: `"contact-" + id`.
    var rendering: String {
        let labels = Dictionary(fields.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let pieces = text.parts.map { part -> String in
            switch part {
            case .literal(let literal): return SwiftLiteral.string(literal)
            case .field(let name):
                guard let field = labels[name] else { return "\"\"" }
                return field.type == .string ? field.label : "String(\(field.label))"
            }
        }
        if pieces.count == 1, fields.first?.type == .string { return pieces[0] }
        return pieces.count == 1 ? pieces[0] : pieces.joined(separator: " + ")
    }
}
