import Testing
@testable import TableSpec

/// The text drawing of small tables built in code: each style, kind, accessory and option.
@Suite struct TextRendererTests {
    static func draw(_ table: Table, _ options: RenderOptions = RenderOptions(width: 40)) -> String {
        TextRenderer.render(table, options: options)
    }

    static let rows = [
        Row(id: "wifi", title: "Wi-Fi", detail: "Home", accessory: .disclosureIndicator),
        Row(id: "mail", kind: .builtin(.subtitle), title: "Mail", detail: "3 unread", accessory: .checkmark),
        Row(id: "version", kind: .builtin(.value2), title: "Version", detail: "1.10", accessory: .detailButton),
        Row(id: "go", kind: .builtin(.button), title: "Go", accessory: .detailDisclosureButton),
    ]

    @Test func insetGroupedDrawsCapitalHeadersBoxesAndFooters() {
        let table = Table(id: "t", title: "Settings", style: .insetGrouped, sections: [
            Section(id: "a", header: "Network", footer: "The footer wraps under the box at the width given.", rows: Self.rows),
        ])
        let lines = Self.draw(table).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines == [
            "                Settings",
            "",
            "    NETWORK",
            "  ╭──────────────────────────────────╮",
            "  │ Wi-Fi                     Home › │",
            "  │ Mail                           ✓ │",
            "  │ 3 unread                         │",
            "  │   Version 1.10                 ⓘ │",
            "  │              Go              ⓘ › │",
            "  ╰──────────────────────────────────╯",
            "    The footer wraps under the box",
            "    at the width given.",
            "",
        ])
    }

    @Test func plainDrawsSeparatorsAndBoldHeaders() {
        let table = Table(id: "t", sections: [Section(id: "a", header: "Recent", rows: Array(Self.rows.prefix(2)))])
        let lines: [String] = Self.draw(table).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let separator = String(repeating: "─", count: 40)
        let wifi = "Wi-Fi" + String(repeating: " ", count: 29) + "Home ›"
        let mail = "Mail" + String(repeating: " ", count: 35) + "✓"
        let expected: [String] = ["Recent", wifi, separator, mail, "3 unread", separator, ""]
        #expect(lines == expected)
    }

    @Test func groupedBoxIsFullWidth() {
        let table = Table(id: "t", style: .grouped, sections: [Section(id: "a", rows: [Row(id: "r", title: "Row")])])
        let lines = Self.draw(table).split(separator: "\n").map(String.init)
        #expect(lines == ["╭" + String(repeating: "─", count: 38) + "╮", "│ Row" + String(repeating: " ", count: 34) + "│",
                          "╰" + String(repeating: "─", count: 38) + "╯"])
    }

    @Test func headerLeadIsBoldWithSpaceAfterAndFooterFinishIsCentredAndDim() {
        let table = Table(id: "t", sections: [
            Section(id: "h", kind: .header, rows: [Row(id: "lead", kind: .headerLead, title: "Welcome")]),
            Section(id: "f", kind: .footer, rows: [Row(id: "end", kind: .footerFinish, title: "Done")]),
        ])
        let text = Self.draw(table, RenderOptions(width: 20, color: true))
        #expect(text == "\u{1B}[1mWelcome\u{1B}[0m\n\n" + String(repeating: "─", count: 20) + "\n"
            + String(repeating: " ", count: 8) + "\u{1B}[2mDone\u{1B}[0m\n" + String(repeating: "─", count: 20) + "\n")
    }

    @Test func customCellTypesDrawAsTheirBaseWithTheirNameFaint() {
        let table = Table(id: "t", cellTypes: [CellType(name: "statCell", base: .value2)], sections: [
            Section(id: "s", rows: [Row(id: "r", kind: .custom("statCell"), title: "Posts", detail: "57")]),
        ])
        let line = Self.draw(table, RenderOptions(width: 40, color: true)).split(separator: "\n")[0]
        #expect(line == "       Posts 57\u{1B}[2;3m (statCell)\u{1B}[0m")
    }

    @Test func editingShowsControlsHandlesAndSwipeActions() {
        let row = Row(
            id: "r", title: "Task", accessory: .disclosureIndicator,
            editing: Editing(canEdit: true, deleteTitle: "Skip", canMove: true),
            swipe: Swipe(leading: [SwipeAction(id: "p", title: "Pin")], trailing: [SwipeAction(id: "x", title: "Drop", style: .destructive)]))
        let insert = Row(id: "i", title: "New", editing: Editing(canEdit: true, style: .insert))
        let table = Table(id: "t", sections: [Section(id: "s", rows: [row, insert])])
        let lines = Self.draw(table, RenderOptions(width: 60, editing: true)).split(separator: "\n").map(String.init)
        #expect(lines[0] == "⊖ Task" + String(repeating: " ", count: 52) + " ≡")
        #expect(lines[1] == "    leading: Pin; trailing: Drop (destructive); delete: Skip")
        #expect(lines[3] == "⊕ New")
        let normal = Self.draw(table, RenderOptions(width: 60))
        #expect(normal.hasPrefix("Task" + String(repeating: " ", count: 54) + " ›\n"))
        #expect(!normal.contains("leading"))
    }

    /// A destructive swipe action's or menu item's title is red, as iOS draws it, in colour,
    /// SVG and HTML; the others stay faint or secondary. (Before, the whole line was faint,
    /// and no drawing showed the menu.)
    @Test func aDestructiveSwipeActionIsRed() throws {
        let row = Row(
            id: "r", title: "Task",
            swipe: Swipe(leading: [SwipeAction(id: "p", title: "Pin")], trailing: [SwipeAction(id: "x", title: "Drop", style: .destructive)]),
            menu: [SwipeAction(id: "c", title: "Copy"), SwipeAction(id: "d", title: "Erase", style: .destructive)])
        let table = Table(id: "t", sections: [Section(id: "s", rows: [row])])
        let red = TextStyle.color(Tint.destructive.rgb)
        let colored = Self.draw(table, RenderOptions(width: 100, color: true, editing: true))
        let faint = "\u{1B}[2;3m"
        let redCode = "\u{1B}[\(try #require(red.code))m"
        #expect(colored.contains(faint + "leading: Pin; trailing: "), "\(colored.debugDescription)")
        #expect(colored.contains(redCode + "Drop (destructive)"), "\(colored.debugDescription)")
        #expect(colored.contains(faint + "; menu: Copy, "), "\(colored.debugDescription)")
        #expect(colored.contains(redCode + "Erase (destructive)"), "\(colored.debugDescription)")
        // Without colour the line is as before; cut at its end when it does not fit.
        let plain = Self.draw(table, RenderOptions(width: 30, editing: true)).split(separator: "\n").map(String.init)
        #expect(plain[1] == "  leading: Pin; trailing: Dro…", "\(plain)")
        let svg = SVGRenderer.render(table, options: RenderOptions(editing: true))
        #expect(svg.contains("style=\"fill:\(Tint.destructive.cssColor)\" class=\"sec f12\">Drop (destructive)</text>"), "\(svg)")
        #expect(svg.contains(">leading: Pin; trailing: </text>"), "\(svg)")
        let html = HTMLRenderer.render(table, options: RenderOptions(editing: true))
        #expect(html.contains("menu:</span>"), "\(html)")
        #expect(html.contains("<span class=\"swipe destructive\">Erase</span>"), "\(html)")
    }

    @Test func indentationIndentsTheContent() {
        let table = Table(id: "t", sections: [Section(id: "s", rows: [
            Row(id: "a", title: "Zero"), Row(id: "b", title: "Two", indentation: 2), Row(id: "c", title: "Huge", indentation: Int.max),
        ])])
        let lines = Self.draw(table, RenderOptions(width: 20)).split(separator: "\n").map(String.init)
        #expect(lines[0] == "Zero")
        #expect(lines[2] == "    Two")
        #expect(lines[4] == String(repeating: " ", count: 10) + "Huge")
    }

    @Test func sectionIndexRunsDownTheRightEdge() {
        let table = Table(id: "t", title: "People", sectionIndexTitles: ["A", "B", "C", "D", "E"], sections: [
            Section(id: "a", header: "A", rows: [Row(id: "r", title: "Ann")]),
        ])
        let lines = Self.draw(table, RenderOptions(width: 20)).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0] == "      People")
        #expect(lines[1] == "")
        #expect(lines[2].hasSuffix(" A") && lines[3].hasSuffix(" B") && lines[6].hasSuffix(" E"))
        #expect(lines.allSatisfy { DisplayWidth.columns($0) <= 20 })
    }

    @Test func showIDsPrintsEveryID() {
        let table = Table(id: "screen", title: "T", style: .grouped, sections: [Section(id: "sec", rows: [Row(id: "row", title: "R")])])
        let text = Self.draw(table, RenderOptions(width: 40, showIDs: true))
        #expect(text.contains("T #screen") && text.contains("  #sec\n") && text.contains("R #row"))
    }

    @Test func asciiOutputIsPureASCII() {
        let table = Table(id: "t", title: "日本 ★", style: .insetGrouped, sectionIndexTitles: ["★"], sections: [
            Section(id: "a", header: "Ünïcode", footer: "Wrapped → footer", rows: Self.rows + [
                Row(id: "e", title: "Edit", editing: Editing(canEdit: true, canMove: true)),
                Row(id: "i", title: "Add", editing: Editing(canEdit: true, style: .insert)),
            ]),
        ])
        for editing in [false, true] {
            let text = Self.draw(table, RenderOptions(width: 30, ascii: true, editing: editing))
            #expect(text.unicodeScalars.allSatisfy { $0 == "\n" || ($0.value >= 0x20 && $0.value < 0x7F) })
            #expect(text.contains("\\u{65e5}"))
        }
    }

    @Test func noEscapeCodesWithoutColour() {
        let table = Table(id: "t", title: "\u{1B}[31mT", sections: [Section(id: "s", header: "H", rows: Self.rows)])
        #expect(!Self.draw(table).contains("\u{1B}"))
        let coloured = Self.draw(table, RenderOptions(width: 40, color: true))
        #expect(coloured.contains("\u{1B}[1m"))
        #expect(!coloured.contains("\u{1B}[31m"))
    }

    @Test(arguments: [20, 21, 33, 40, 80, 133])
    func everyLineFitsTheWidth(width: Int) {
        let long = String(repeating: "日本語 👨‍👩‍👧 e\u{301} word ", count: 50)
        let row = Row(id: "r", kind: .builtin(.value2), title: long, detail: long, accessory: .detailDisclosureButton,
                      indentation: 7, editing: Editing(canEdit: true, canMove: true),
                      swipe: Swipe(trailing: [SwipeAction(id: "x", title: long)]))
        for style in TableStyle.allCases {
            let kinds: [BuiltinKind] = BuiltinKind.allCases
            let rows = kinds.map { kind in
                var copy = row
                copy.id = kind.rawValue
                copy.kind = .builtin(kind)
                return copy
            }
            let table = Table(id: "t", title: long, style: style, sectionIndexTitles: ["ABCDEF", "日本"], sections: [
                Section(id: "s", header: long, footer: long, rows: rows),
            ])
            for ascii in [false, true] {
                for editing in [false, true] {
                    let text = Self.draw(table, RenderOptions(width: width, ascii: ascii, editing: editing, showIDs: true))
                    for line in text.split(separator: "\n") {
                        #expect(DisplayWidth.columns(line) <= width, "\(style) ascii \(ascii) editing \(editing): \(line)")
                        #expect(line.last != " ", "trailing space: \(line)")
                    }
                }
            }
        }
    }

    @Test func widthIsClampedToTheSupportedRange() {
        let table = Table(id: "t", sections: [Section(id: "s", rows: [Row(id: "r", title: "Row")])])
        #expect(Self.draw(table, RenderOptions(width: 1)).contains(String(repeating: "─", count: 20) + "\n"))
        #expect(Self.draw(table, RenderOptions(width: -5)) == Self.draw(table, RenderOptions(width: 20)))
    }

    @Test func rendererListHasUniqueKebabCaseIdentifiers() {
        let names = RendererList.all.map { $0.identifier }
        #expect(Set(names).count == names.count)
        #expect(names == names.sorted())
        for name in names {
            #expect(name.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" })
        }
        #expect(RendererList.renderer(named: "text") == TextRenderer.self)
        #expect(RendererList.renderer(named: "nope") == nil)
    }
}
