internal import CYAML

/// The loader's errors about the file as a whole and libyaml's own errors, made readable:
/// lower-case, located, naming the construct that was open, with a hint when the cause
/// is a common one (tabs, unclosed quotes and brackets, indentation, unquoted `: `).
extension YAMLLoader.Builder {
    /// An empty file, or one with only comments: no root to read.
    func emptyFile() -> LoadError {
        LoadError(
            rule: .syntax, message: "the file is empty; a spec starts with 'tablespec: 1'",
            span: Span(at: .start))
    }

    /// A second document (`---` after the first one).
    mutating func multipleDocuments(at mark: yaml_mark_t) -> LoadError {
        let start = marks.mark(mark)
        return LoadError(
            rule: .multipleDocuments,
            message: "a second YAML document starts here; a spec file holds exactly one document",
            span: Span(at: start),
            hint: "remove the '---' line that starts it, or move the second document to a file of its own")
    }

    /// libyaml's reader, scanner or parser error as a located `syntax` (or `encoding`)
    /// error.
    mutating func syntaxError(_ failure: YAMLParser.Failure) -> LoadError {
        switch failure.kind {
        case YAML_MEMORY_ERROR:
            return LoadError(rule: .syntax, message: "out of memory while parsing YAML", span: Span(at: .start))
        case YAML_READER_ERROR:
            let mark = marks.mark(offset: marks.base + failure.problemOffset)
            return LoadError(rule: .encoding, message: readable(failure.problem), span: Span(at: mark),
                             hint: "save the file as UTF-8 without control characters")
        default:
            break
        }
        let mark = marks.mark(failure.problemMark)
        if failure.problem.contains("tab") || marks.byte(at: mark) == 0x09 {
            return LoadError(
                rule: .syntax, message: "found a tab where YAML expects spaces for indentation",
                span: Span(at: mark), hint: "tabs are not allowed for indentation in YAML; use spaces")
        }
        if let quote = unclosedQuote(failure, at: mark) { return quote }
        var message = readable(failure.problem)
        var related: [RelatedLocation] = []
        var contextMark: Mark?
        // Name the open construct ("while parsing a block mapping"), unless libyaml only
        // says it was looking for the next token.
        if let context = failure.context, let construct = Self.construct(in: context) {
            let start = marks.mark(failure.contextMark)
            message += " \(context.replacing(" \(construct.article) ", with: " the ")) that starts at \(start)"
            related = [RelatedLocation(span: Span(at: start), message: "the \(construct.name) starts here")]
            contextMark = start
        }
        return LoadError(
            rule: .syntax, message: message, span: Span(at: mark), related: related,
            hint: hint(for: failure, at: mark, contextStart: contextMark))
    }

    /// "while parsing a block mapping" → ("a", "block mapping").
    private static func construct(in context: String) -> (article: String, name: String)? {
        for verb in ["while parsing ", "while scanning "] where context.hasPrefix(verb) {
            let rest = context.dropFirst(verb.count)
            for article in ["an ", "a "] where rest.hasPrefix(article) {
                return (String(article.dropLast()), String(rest.dropFirst(article.count)))
            }
        }
        return nil
    }

    func readable(_ problem: String) -> String {
        let text = problem.replacing("YAML", with: "YAML")
        guard let first = text.first else { return "invalid YAML" }
        return first.lowercased() + text.dropFirst()
    }

    /// Hints for libyaml problems, by the start of libyaml's problem text; each gets where
    /// the enclosing construct opened (" at 3:7", or "").
    private static let hints: [(problem: String, text: @Sendable (String) -> String)] = [
        ("did not find expected ',' or ']'", { "the '[' opened\($0) is never closed, or a ',' is missing between items" }),
        ("did not find expected ',' or '}'", { "the '{' opened\($0) is never closed, or a ',' is missing between pairs" }),
        ("mapping values are not allowed", { _ in "quote a value that contains ': ', or check this line's indentation" }),
        ("did not find expected key",
         { _ in "check this line's indentation: the keys of one mapping start in the same column" }),
        ("did not find expected '-' indicator",
         { _ in "check this line's indentation: the items of one list start in the same column" }),
        ("block sequence entries are not allowed", { _ in "start a '-' list on the line after its key, indented under it" }),
        ("could not find expected ':'", { _ in "a key is followed by ': '; quote the text if it is not meant as a key" }),
        ("found unknown escape character", { _ in "in double quotes write a backslash as '\\\\', or use single quotes" }),
        ("found undefined tag handle", { _ in "only standard tags such as '!!str' are understood" }),
    ]

    /// A fix hint for the common causes of libyaml's errors.
    private func hint(for failure: YAMLParser.Failure, at mark: Mark, contextStart: Mark?) -> String? {
        let problem = failure.problem
        let context = failure.context ?? ""
        let opened = contextStart.map { " at \($0)" } ?? ""
        if problem.hasPrefix("found unexpected end of stream"), context.contains("quoted scalar") {
            return "the quote opened\(opened) is never closed; add the closing quote"
        }
        if let hint = Self.hints.first(where: { problem.hasPrefix($0.problem) }) {
            return hint.text(opened)
        }
        if problem.hasPrefix("found character that cannot start any token"),
           let byte = marks.byte(at: mark), byte == UInt8(ascii: "@") || byte == UInt8(ascii: "`") {
            return "'\(Character(Unicode.Scalar(byte)))' is reserved in YAML; quote the value"
        }
        return nil
    }
}
