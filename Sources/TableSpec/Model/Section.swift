/// One section of a table.
public struct Section: Hashable, Sendable {
    /// Unique among the table's sections.
    public var id: String
    public var kind: SectionKind
    /// Header title (`tableView(_:titleForHeaderInSection:)`).
    public var header: String?
    /// Footer title (`tableView(_:titleForFooterInSection:)`).
    public var footer: String?
    public var headerHeight: Height?
    public var footerHeight: Height?
    /// This section's entry in the section index, when titles are given per section.
    public var indexTitle: String?
    public var rows: [Row]

    public init(
        id: String, kind: SectionKind = .body, header: String? = nil, footer: String? = nil,
        headerHeight: Height? = nil, footerHeight: Height? = nil, indexTitle: String? = nil,
        rows: [Row] = []
    ) {
        self.id = id
        self.kind = kind
        self.header = header
        self.footer = footer
        self.headerHeight = headerHeight
        self.footerHeight = footerHeight
        self.indexTitle = indexTitle
        self.rows = rows
    }
}

/// The role a section plays: a header section (first, led by a `headerLead` row), body
/// sections, and a footer section (last, closed by a `footerFinish` row).
public enum SectionKind: String, Hashable, Sendable, CaseIterable {
    case header, body, footer
}
