/// Writes one table as HTML into a buffer: the title as `<h1>`, each section as a
/// `<section>` with an `<h2>` header title, a `<ul>` of rows and a footer paragraph, and the
/// section index as an `<ol>` down the right edge. With `marks` (a drawn diff), marked
/// sections and rows get a change class, a badge and their changed fields.
///
/// Every string from the spec goes through ``MarkupText``. Appends to one string, so a
/// table costs O(its size).
struct HTMLTableWriter {
    let table: Table
    let options: RenderOptions
    let marks: DiffSideMarks?

    init(table: Table, options: RenderOptions, marks: DiffSideMarks? = nil) {
        self.table = table
        self.options = options
        self.marks = marks
    }

    /// The table as a `<main>` (or `element`) with class `table s-<style>`.
    func write(into out: inout String, element: String = "main", caption: String? = nil) {
        let index = SectionIndex.titles(of: table) ?? []
        out += "<" + element + " class=\"table s-" + table.style.rawValue + (index.isEmpty ? "" : " has-index") + "\" data-id=\""
        MarkupText.append(MarkupText.neutralised(table.id), to: &out)
        out += "\">\n"
        if let caption { out += "<p class=\"side\">" + caption + "</p>\n" }
        if table.title != nil || options.showIDs {
            out += "<h1>"
            if let title = table.title { text(title, into: &out) }
            if options.showIDs { span("id", "#" + table.id, into: &out) }
            out += "</h1>\n"
        }
        var parts = (options.sectionMap?.parts ?? [])[...]
        for (number, section) in table.sections.enumerated() {
            while let part = parts.first, part.firstSection <= number {
                parts.removeFirst()
                guard part.firstSection == number else { continue }
                // Where an included file's sections start (or the composite's own again).
                out += "<p class=\"component\" data-file=\""
                MarkupText.append(MarkupText.neutralised(part.file), to: &out)
                out += "\">"
                text(part.file, into: &out)
                out += "</p>\n"
            }
            writeSection(section, into: &out)
        }
        if !index.isEmpty {
            out += "<ol class=\"index\" aria-label=\"Section index\">"
            for title in index {
                out += "<li>"
                text(title, into: &out)
                out += "</li>"
            }
            out += "</ol>\n"
        }
        out += "</" + element + ">\n"
    }

    /// `<section>`: the header title (with the id or a diff badge), the rows, the footer
    /// with its line breaks kept.
    private func writeSection(_ section: Section, into out: inout String) {
        let mark = marks?.sections[section.id]
        out += "<section class=\"section"
        if let mark { out += " chg chg-" + mark.change.short }
        out += "\" data-id=\""
        MarkupText.append(MarkupText.neutralised(section.id), to: &out)
        out += "\">\n"
        if section.header != nil || options.showIDs || mark != nil {
            out += "<h2>"
            if let mark { badge(mark, into: &out) }
            if let header = section.header {
                text(table.style == .plain ? header : header.uppercased(), into: &out)
            } else if mark != nil, !options.showIDs {
                span("id", "#" + section.id, into: &out)
            }
            if options.showIDs { span("id", "#" + section.id, into: &out) }
            if let mark { changeNotes(mark, into: &out) }
            out += "</h2>\n"
        }
        out += "<ul class=\"rows\">\n"
        for row in section.rows { writeRow(row, into: &out) }
        out += "</ul>\n"
        if let footer = section.footer {
            out += "<p class=\"footer\">"
            var first = true
            for line in footer.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
                if !first { out += "<br/>" }
                first = false
                text(String(line), into: &out)
            }
            out += "</p>\n"
        }
        out += "</section>\n"
    }

    /// Text from the spec, neutralised and escaped.
    func text(_ text: String, into out: inout String) {
        MarkupText.append(MarkupText.neutralised(text), to: &out)
    }

    /// `<span class="…">text</span>`, the text from the spec.
    func span(_ cssClass: String, _ content: String, into out: inout String) {
        out += "<span class=\"" + cssClass + "\">"
        text(content, into: &out)
        out += "</span>"
    }

    /// The diff badge: `<span class="badge">↕2</span>` with the change described in its
    /// title.
    func badge(_ mark: DiffMark, into out: inout String) {
        out += "<span class=\"badge\" title=\""
        MarkupText.append(mark.summary, to: &out)
        out += "\">"
        MarkupText.append(mark.badge(ascii: false), to: &out)
        out += "</span>"
    }

    /// The move note and the changed fields of a diff mark.
    func changeNotes(_ mark: DiffMark, into out: inout String) {
        if mark.moveNote != nil || mark.note != nil {
            out += "<span class=\"note\">"
            MarkupText.append([mark.moveNote, mark.note].compactMap { $0 }.joined(separator: "; "), to: &out)
            out += "</span>"
        }
        guard !mark.fields.isEmpty else { return }
        out += "<span class=\"fields\">"
        MarkupText.append(each: mark.fields, between: "<span class=\"field\">", and: "</span>", to: &out)
        out += "</span>"
    }
}
