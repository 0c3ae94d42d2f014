/// One section of a table.
public struct Section: Hashable, Sendable {
    /// Unique among the table's sections.
    public var id: String
    /// The section's role; default ``SectionKind/body``.
    public var kind: SectionKind
    /// Header title (`tableView(_:titleForHeaderInSection:)`).
    public var header: String?
    /// Footer title (`tableView(_:titleForFooterInSection:)`).
    public var footer: String?
    /// The header's height; nil means ``TableDefaults/headerHeight``.
    public var headerHeight: Height?
    /// The footer's height; nil means ``TableDefaults/footerHeight``.
    public var footerHeight: Height?
    /// This section's entry in the section index, when titles are given per section.
    public var indexTitle: String?
    /// The section's rows, in display order (written rows; a templated section's rows
    /// from its source follow them once expanded).
    public var rows: [Row]
    /// When the section exists (`when:`, over the table's flags); nil: always.
    public var when: Condition?
    /// The source whose items give rows (`source:`), with ``template``.
    public var source: String?
    /// The row each item of ``source`` gives (`template:`).
    public var template: RowTemplate?

    /// A section with the given fields; each default is the spec format's default for the key.
    public init(
        id: String, kind: SectionKind = .body, header: String? = nil, footer: String? = nil,
        headerHeight: Height? = nil, footerHeight: Height? = nil, indexTitle: String? = nil,
        rows: [Row] = [], when: Condition? = nil, source: String? = nil, template: RowTemplate? = nil
    ) {
        self.id = id
        self.kind = kind
        self.header = header
        self.footer = footer
        self.headerHeight = headerHeight
        self.footerHeight = footerHeight
        self.indexTitle = indexTitle
        self.rows = rows
        self.when = when
        self.source = source
        self.template = template
    }
}

/// The role a section plays: a header section (first, led by a `headerLead` row), body
/// sections, and a footer section (last, closed by a `footerFinish` row).
public enum SectionKind: String, Hashable, Sendable, CaseIterable {
    /// The table's header section: at most one, first, led by a `headerLead` row.
    case header
    /// An ordinary section; the default.
    case body
    /// The table's footer section: at most one, last, closed by a `footerFinish` row.
    case footer
}
