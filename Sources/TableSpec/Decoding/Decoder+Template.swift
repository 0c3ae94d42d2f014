/// Reading a section's `template:` into a ``RowTemplate``: a row mapping (every row key,
/// `when:` filtering the items) whose strings are templates, each checked for
/// `template-syntax` at the brace at fault.
extension TreeDecoder {
    /// The template at `key` under the current path. Null means none. The row is read as
    /// any row is, except that ids are checked once their interpolations are taken out
    /// (`contact-{id}` is a valid id); `when:` becomes the template's filter. O(size of the
    /// template).
    mutating func template(_ node: Node, key: String) -> RowTemplate? {
        if node.scalar?.isNull == true { return nil }
        guard case .mapping(let pairs) = node.content else {
            report(WrongTypeRule.diagnostic(
                expected: "a row template (a mapping with id and title)", found: node, pointer: pointer(key)))
            return nil
        }
        return within(.key(key)) { decoder in
            decoder.readingTemplate = true
            defer { decoder.readingTemplate = false }
            var row = decoder.row(node.span, pairs: pairs)
            let when = row.when
            row.when = nil
            decoder.checkTemplateStrings(pairs)
            return RowTemplate(row: row, when: when)
        }
    }

    /// The keys of a row, a swipe action or a menu item whose values are templates, and
    /// whether each is an id.
    private static let templatedKeys: [String: Bool] = [
        "id": true, "title": false, "detail": false, "image": false, "deleteTitle": false,
        "navigate": false, "url": false, "emit": false,
    ]
    /// The keys whose values hold templated strings further down.
    private static let templatedContainers: Set<String> = [
        "action", "accessoryAction", "editing", "swipe", "leading", "trailing", "menu",
    ]

    /// Parses every templated string of the mapping `pairs` (the current path), reporting
    /// `template-syntax` at the brace at fault, and `invalid-id` for an id whose literal
    /// text is not `[A-Za-z0-9_.-]`. Values of the wrong type were reported by the row's
    /// reading and are skipped. O(size of the mapping).
    private mutating func checkTemplateStrings(_ pairs: [Pair]) {
        for pair in pairs {
            guard let key = pair.keyText else { continue }
            if let isID = Self.templatedKeys[key] {
                guard case .scalar(let scalar) = pair.value.content, !scalar.isNull else { continue }
                checkTemplate(scalar, span: pair.value.span, key: key, isID: isID)
            } else if Self.templatedContainers.contains(key) {
                within(.key(key)) { decoder in
                    switch pair.value.content {
                    case .mapping(let inner):
                        decoder.checkTemplateStrings(inner)
                    case .sequence(let items):
                        for index in items.indices {
                            guard case .mapping(let inner) = items[index].content else { continue }
                            decoder.within(.index(index)) { $0.checkTemplateStrings(inner) }
                        }
                    case .scalar:
                        break
                    }
                }
            }
        }
    }

    /// Checks one templated string written at `span` under `key`.
    private mutating func checkTemplate(_ scalar: Scalar, span: Span, key: String, isID: Bool) {
        do {
            let text = try TemplateText(parsing: scalar.text)
            guard isID else { return }
            let literal = text.parts.map { if case .literal(let text) = $0 { return text } else { return "" } }.joined()
            if !literal.isEmpty, !Self.isValidID(literal) {
                report(InvalidIDRule.diagnostic(
                    id: scalar.text, what: "row id template", span: span, pointer: pointer(key)))
            }
        } catch {
            report(TemplateSyntaxRule.diagnostic(
                error.message, span: Self.span(ofByte: error.offset, in: scalar, writtenAt: span), pointer: pointer(key)))
        }
    }

    /// The span of the character `offset` UTF-8 bytes into `scalar`'s text, when the
    /// scalar was written on one line with nothing escaped (its written length is its
    /// text's, plus its quotes); otherwise the whole scalar. O(offset).
    static func span(ofByte offset: Int, in scalar: Scalar, writtenAt span: Span) -> Span {
        let quote: Int
        switch scalar.style {
        case .plain: quote = 0
        case .singleQuoted, .doubleQuoted: quote = 1
        case .literal, .folded: return span
        }
        let bytes = Array(scalar.text.utf8)
        guard span.start.line == span.end.line, span.end.offset - span.start.offset == bytes.count + 2 * quote,
            offset >= 0, offset < bytes.count
        else { return span }
        let columns = String(decoding: bytes[..<offset], as: UTF8.self).unicodeScalars.count
        var start = span.start
        start.column += quote + columns
        start.offset += quote + offset
        var end = start
        end.column += 1
        end.offset += 1
        return Span(start: start, end: end)
    }
}
