/// The value types every generated file declares inside its enum: the spec format's
/// enumerations (cases taken from the model's own `CaseIterable` enums, so they cannot
/// drift), heights, actions, editing, swipe actions, sections and row entries. O(1).
extension SwiftSource {
    mutating func modelTypes() {
        line("// MARK: Types")
        line()
        nameEnum("Style", doc: "`UITableView.Style`.", TableStyle.allCases.map(\.rawValue))
        nameEnum("SectionKind", doc: "A section's role: header (first), body, footer (last).", SectionKind.allCases.map(\.rawValue))
        nameEnum("BaseKind", doc: "The built-in cell kinds.", BuiltinKind.allCases.map(\.rawValue))
        nameEnum("Accessory", doc: "`UITableViewCell.AccessoryType`.", Accessory.allCases.map(\.rawValue))
        nameEnum("EditingStyle", doc: "`UITableViewCell.EditingStyle`.", EditingStyle.allCases.map(\.rawValue))
        nameEnum("SwipeActionStyle", doc: "`UIContextualAction.Style`.", SwipeActionStyle.allCases.map(\.rawValue))
        line("/// What selecting a row (or tapping a swipe action) does.")
        open("\(access)enum Action: Hashable, Sendable")
        line("/// Push the screen with this identifier.")
        line("case navigate(String)")
        line("/// Open this URL.")
        line("case url(String)")
        line("/// Send this event name to the app.")
        line("case emit(String)")
        close()
        line()
        line("/// A row, header or footer height.")
        open("\(access)enum Height: Hashable, Sendable")
        line("/// Self-sizing (`UITableView.automaticDimension`).")
        line("case automatic")
        line("/// A fixed height in points.")
        line("case fixed(Double)")
        line("/// Self-sizing, with an estimate in points.")
        line("case estimated(Double)")
        close()
        line()
        structure("Editing", doc: "How a row behaves in editing mode.", fields: [
            ("canEdit", "Bool", "`canEditRowAt`."),
            ("style", "EditingStyle", "`editingStyleForRowAt`."),
            ("deleteTitle", "String?", "The delete-confirmation button title (nil: UIKit's)."),
            ("canMove", "Bool", "`canMoveRowAt`."),
            ("indentWhileEditing", "Bool", "`shouldIndentWhileEditingRowAt`."),
        ])
        structure("SwipeAction", doc: "One swipe action (`UIContextualAction`).", fields: [
            ("id", "String", "Unique among the row's swipe actions."),
            ("title", "String", "The button title."),
            ("style", "SwipeActionStyle", "Normal or destructive."),
            ("image", "String?", "An image or SF Symbol name."),
            ("action", "Action?", "What the button does."),
        ])
        structure("Swipe", doc: "A row's swipe actions (`UISwipeActionsConfiguration`).", fields: [
            ("leading", "[SwipeAction]", "Revealed by swiping right."),
            ("trailing", "[SwipeAction]", "Revealed by swiping left."),
            ("fullSwipe", "Bool", "`performsFirstActionWithFullSwipe`."),
        ])
        structure("RowEntry", doc: "One row: its id, its kind and content, and its attributes.", fields: [
            ("id", "RowID", "The row id."),
            ("row", "Row", "The cell kind with its title and detail."),
            ("image", "String?", "An image or SF Symbol name."),
            ("accessory", "Accessory", "`accessoryType`."),
            ("action", "Action?", "What selecting the row does."),
            ("selectable", "Bool", "`shouldHighlightRowAt`."),
            ("height", "Height?", "The row's height (nil: the table's ``rowHeight``)."),
            ("indentation", "Int", "`indentationLevel`."),
            ("editing", "Editing?", "Behaviour in editing mode (nil: not editable)."),
            ("swipe", "Swipe?", "Swipe actions."),
            ("showsMenu", "Bool", "Whether a long press shows a context menu."),
            ("multipleSelection", "Bool", "`shouldBeginMultipleSelectionInteractionAt`."),
            ("metaJSON", "String?", "The spec's `meta` as JSON text, never interpreted."),
        ])
        structure("Section", doc: "One section with its rows.", fields: [
            ("id", "SectionID", "The section id."),
            ("kind", "SectionKind", "Header, body or footer."),
            ("header", "String?", "`titleForHeaderInSection`."),
            ("footer", "String?", "`titleForFooterInSection`."),
            ("headerHeight", "Height?", "The header height (nil: the table's ``headerHeight``)."),
            ("footerHeight", "Height?", "The footer height (nil: the table's ``footerHeight``)."),
            ("indexTitle", "String?", "This section's entry in the section index."),
            ("rows", "[RowEntry]", "The rows, in order."),
        ], last: true)
    }

    /// A `String`-backed enum with `cases`.
    private mutating func nameEnum(_ name: String, doc: String, _ cases: [String]) {
        line("/// \(doc)")
        open("\(access)enum \(name): String, Hashable, Sendable, CaseIterable")
        line("case " + cases.joined(separator: ", "))
        close()
        line()
    }

    /// A struct of fields, each with its doc comment (`var`, so an app can adjust a copy;
    /// the generated constants are `static let`).
    private mutating func structure(
        _ name: String, doc: String, fields: [(name: String, type: String, doc: String)], last: Bool = false
    ) {
        line("/// \(doc)")
        open("\(access)struct \(name): Hashable, Sendable")
        for field in fields {
            line("/// \(field.doc)")
            line("\(access)var \(field.name): \(field.type)")
        }
        close()
        if !last { line() }
    }
}
