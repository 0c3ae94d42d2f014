/// What the rules on sources, templates and flags share: the templated sections with their
/// declared source and written template, the fields each templated string interpolates
/// (located at the name), and the names a written condition tests (located at each).
///
/// They judge the spec as written, before expansion: an expanded table has no sources,
/// templates or conditions, so they find nothing there. Cost: O(size of the templates and
/// conditions), nothing for a table that is not dynamic.
struct TemplatedSection {
    /// The model section's index and pointer.
    var index: Int
    var pointer: Pointer
    /// The declared source it names.
    var source: DataSource
    /// Its template.
    var template: RowTemplate
}

/// One `{field}` of a written template string.
struct TemplateField {
    var name: String
    /// The string's key (`id`, `title`, …) and pointer.
    var key: String
    var pointer: Pointer
    /// Where the name is written (the whole string when it cannot be told).
    var span: Span
}

/// One name a written condition tests.
struct ConditionName {
    var name: String
    var pointer: Pointer
    var span: Span
}

extension RuleContext {
    /// The sections with a template and a source the table declares, skipping templates
    /// that could not be read. O(sections + sources).
    func templatedSections() -> [TemplatedSection] {
        guard table.sections.contains(where: { $0.template != nil }) else { return [] }
        let sources = Dictionary(table.sources.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        return table.sections.indices.compactMap { s in
            let section = table.sections[s]
            guard let name = section.source, let source = sources[name], let template = section.template else { return nil }
            let pointer = sectionPointer(s)
            guard !isRejected(pointer.appending("template")) else { return nil }
            return TemplatedSection(index: s, pointer: pointer, source: source, template: template)
        }
    }

    /// The written node at `pointer`, if any. O(depth × keys).
    func node(at pointer: Pointer) -> Node? {
        let (base, rest) = start(of: pointer)
        return base.node(at: Pointer(Array(rest)))
    }

    /// Every `{field}` of the templated strings of `section`'s written template, in written
    /// order; strings that do not parse (`template-syntax`) are skipped. O(size of the
    /// template).
    func templateFields(_ section: TemplatedSection) -> [TemplateField] {
        let pointer = section.pointer.appending("template")
        guard let pairs = node(at: pointer)?.mapping else { return [] }
        var fields: [TemplateField] = []
        for string in TemplateStrings.all(in: pairs, at: pointer.components) {
            guard let text = try? TemplateText(parsing: string.scalar.text) else { continue }
            var offset = 0
            for part in text.parts {
                switch part {
                case .literal(let literal):
                    // Each brace of a literal was written twice.
                    offset += literal.utf8.count + literal.utf8.filter { $0 == UInt8(ascii: "{") || $0 == UInt8(ascii: "}") }.count
                case .field(let name):
                    fields.append(TemplateField(
                        name: name, key: string.key, pointer: Pointer(string.path),
                        span: TreeDecoder.span(
                            ofByte: offset + 1, length: name.utf8.count, in: string.scalar, writtenAt: string.span)))
                    offset += name.utf8.count + 2
                }
            }
        }
        return fields
    }

    /// Every name the condition written at `pointer` tests, in written order; nothing when
    /// it was rejected or is absent. O(size of the condition).
    func conditionNames(at pointer: Pointer) -> [ConditionName] {
        guard !isRejected(pointer), let node = node(at: pointer) else { return [] }
        var names: [ConditionName] = []
        func walk(_ node: Node, _ pointer: Pointer) {
            switch node.content {
            case .scalar(let scalar):
                if !scalar.isNull { names.append(ConditionName(name: scalar.text, pointer: pointer, span: node.span)) }
            case .sequence(let items):
                for index in items.indices { walk(items[index], pointer.appending(index)) }
            case .mapping(let pairs):
                for pair in pairs {
                    guard let key = pair.keyText, !key.utf8.starts(with: "x-".utf8) else { continue }
                    walk(pair.value, pointer.appending(key))
                }
            }
        }
        walk(node, pointer)
        return names
    }

    /// A diagnostic of `rule` at `span` with `pointer`.
    func diagnostic(_ rule: RuleDescription, _ message: String, span: Span, pointer: Pointer, hint: String? = nil) -> Diagnostic {
        Diagnostic(rule: rule.id, severity: rule.severity, message: message, span: span, pointer: pointer.description, hint: hint)
    }
}
