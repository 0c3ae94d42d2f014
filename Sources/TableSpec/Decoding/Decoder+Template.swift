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

    /// Parses every templated string of the template mapping `pairs` (the current path),
    /// reporting `template-syntax` at the brace at fault, and `invalid-id` for an id whose
    /// literal text is not `[A-Za-z0-9_.-]`. O(size of the mapping).
    private mutating func checkTemplateStrings(_ pairs: [Pair]) {
        let base = path
        for string in TemplateStrings.all(in: pairs, at: base) {
            path = Array(string.path.dropLast())   // the key is the last component
            checkTemplate(string.scalar, span: string.span, key: string.key, isID: string.isID)
        }
        path = base
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

    /// The span of the `length` bytes `offset` UTF-8 bytes into `scalar`'s text (one
    /// character by default), when the scalar was written on one line with nothing escaped
    /// (its written length is its text's, plus its quotes); otherwise the whole scalar.
    /// O(offset + length).
    static func span(ofByte offset: Int, length: Int = 1, in scalar: Scalar, writtenAt span: Span) -> Span {
        let quote: Int
        switch scalar.style {
        case .plain: quote = 0
        case .singleQuoted, .doubleQuoted: quote = 1
        case .literal, .folded: return span
        }
        let bytes = Array(scalar.text.utf8)
        guard span.start.line == span.end.line, span.end.offset - span.start.offset == bytes.count + 2 * quote,
            offset >= 0, length >= 1, offset + length <= bytes.count
        else { return span }
        let columns = String(decoding: bytes[..<offset], as: UTF8.self).unicodeScalars.count
        var start = span.start
        start.column += quote + columns
        start.offset += quote + offset
        var end = start
        end.column += String(decoding: bytes[offset..<(offset + length)], as: UTF8.self).unicodeScalars.count
        end.offset += length
        return Span(start: start, end: end)
    }
}

/// One string of a written template whose value is a template: where it is, and what.
struct TemplateString {
    /// The path from the document's root to the string.
    var path: [Pointer.Component]
    /// Its key: `id`, `title`, `navigate`, …
    var key: String
    /// Whether it is an id (the row's, a swipe action's or a menu item's).
    var isID: Bool
    /// The scalar as written.
    var scalar: Scalar
    /// Where it was written.
    var span: Span
}

/// The strings of a written template that are templates (docs/format.md, "Templates"):
/// one list for the decoder's syntax check and the rules on fields.
enum TemplateStrings {
    /// The keys of a row, a swipe action or a menu item whose values are templates, and
    /// whether each is an id.
    private static let templatedKeys: [String: Bool] = [
        "id": true, "title": false, "detail": false, "image": false, "deleteTitle": false,
        "navigate": false, "url": false, "emit": false,
    ]
    /// The keys whose values hold templated strings further down.
    private static let containers: Set<String> = [
        "action", "accessoryAction", "editing", "swipe", "leading", "trailing", "menu",
    ]

    /// Every templated string scalar (not null) of the template mapping `pairs` written at
    /// `path`, in written order. Values of the wrong shape are skipped (the decoder reports
    /// them). O(size of the mapping).
    static func all(in pairs: [Pair], at path: [Pointer.Component]) -> [TemplateString] {
        var found: [TemplateString] = []
        collect(pairs, path, into: &found)
        return found
    }

    private static func collect(_ pairs: [Pair], _ path: [Pointer.Component], into found: inout [TemplateString]) {
        for pair in pairs {
            guard let key = pair.keyText else { continue }
            if let isID = templatedKeys[key] {
                guard case .scalar(let scalar) = pair.value.content, !scalar.isNull else { continue }
                found.append(TemplateString(path: path + [.key(key)], key: key, isID: isID, scalar: scalar, span: pair.value.span))
            } else if containers.contains(key) {
                switch pair.value.content {
                case .mapping(let inner):
                    collect(inner, path + [.key(key)], into: &found)
                case .sequence(let items):
                    for index in items.indices {
                        guard case .mapping(let inner) = items[index].content else { continue }
                        collect(inner, path + [.key(key), .index(index)], into: &found)
                    }
                case .scalar:
                    break
                }
            }
        }
    }
}
