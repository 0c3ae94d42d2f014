/// Each key's schema and description, by mapping (the prose of docs/format.md).
extension SchemaDefinitions {
    typealias S = SchemaDefinitions

    /// Key → schema for every key `mapping` may hold.
    func properties(of mapping: Mapping) -> [String: SpecValue] {
        switch mapping {
        case .table: return tableProperties
        case .defaults:
            return [
                "rowHeight": S.orNull(S.ref("height"), "The height of rows without their own."),
                "headerHeight": S.orNull(S.ref("height"), "The height of section headers without their own."),
                "footerHeight": S.orNull(S.ref("height"), "The height of section footers without their own."),
            ]
        case .cellType:
            return [
                "base": S.names(BuiltinKind.self, "The built-in kind it behaves like for tools.", default: .standard),
                "reuseIdentifier": S.text("The cell's reuse identifier; defaults to the cell type's name."),
            ]
        case .flag:
            return [
                "default": S.flag("Its value when none is given (--set FLAG=true|false).", default: false),
                "description": S.text("What it stands for, for people."),
            ]
        case .source: return sourceProperties
        case .section: return sectionProperties
        case .template: return templateProperties
        case .row: return rowProperties
        case .action:
            return [
                "navigate": S.text("Push the screen with this identifier.", optional: false),
                "url": S.text("Open this URL.", optional: false),
                "emit": S.text("Send this event name to the app.", optional: false),
            ]
        case .editing:
            return [
                "canEdit": S.flag("canEditRowAt.", default: false),
                "style": S.names(EditingStyle.self, "editingStyleForRowAt.", default: .delete),
                "deleteTitle": S.text("The delete-confirmation button title (with style: delete)."),
                "canMove": S.flag("canMoveRowAt.", default: false),
                "indentWhileEditing": S.flag("shouldIndentWhileEditingRowAt.", default: true),
                "moveWithin": S.names(MoveScope.self, "Where a move may take the row (targetIndexPathForMoveFromRowAt).", default: .table),
            ]
        case .swipe, .templateSwipe:
            let item = (mapping == .swipe ? Mapping.swipeAction : Mapping.templateSwipeAction).rawValue
            return [
                "leading": S.list(S.ref(item), "Actions revealed by swiping right.", optional: true),
                "trailing": S.list(S.ref(item), "Actions revealed by swiping left.", optional: true),
                "fullSwipe": S.flag("performsFirstActionWithFullSwipe.", default: true),
            ]
        case .swipeAction, .templateSwipeAction:
            return [
                "id": mapping == .swipeAction
                    ? S.described("id", "Unique among the row's swipe actions (or menu items).")
                    : S.templatedID("Unique among the row's swipe actions (or menu items); may interpolate {field}."),
                "title": S.text("The button title.", optional: false),
                "style": S.names(SwipeActionStyle.self, "UIContextualAction.Style.", default: .normal),
                "image": S.text("An image or SF Symbol name."),
                "action": S.orNull(S.ref(Mapping.action.rawValue), "What the button does."),
                "role": S.names(SwipeActionRole.self, "delete: the button is the row's delete (it deletes the row)."),
            ]
        case .estimatedHeight:
            return [
                "estimated": .object([
                    ("description", .string("The estimated height in points.")),
                    ("type", .string("number")), ("exclusiveMinimum", .number("0")),
                ]),
            ]
        }
    }

    private var tableProperties: [String: SpecValue] {
        let cellTypeName = SpecValue.object([
            ("pattern", .string(S.idPattern)),
            ("not", .object([("enum", .list(BuiltinKind.allCases.map { .string($0.rawValue) }))])),
        ])
        return [
            "tablespec": .object([
                ("description", .string("The format's major version: only 1 is read.")), ("const", .number("1")),
            ]),
            "id": S.described("id", "The table's id."),
            "title": S.text("The screen title."),
            "style": S.names(TableStyle.self, "UITableView.Style.", default: .plain),
            "defaults": S.orNull(S.ref(Mapping.defaults.rawValue), "Table-wide heights."),
            "localization": .object([
                ("description", .string("The String Catalog (.xcstrings), or the source language's .strings file in its .lproj folder, that translates the visible strings, relative to the spec, and the strings table name (default: the catalog's file name).")),
                ("type", S.nullable("object")),
                ("properties", .object([
                    ("catalog", .object([("type", .string("string"))])),
                    ("table", .object([("type", S.nullable("string"))])),
                    ("bundle", S.names(LocalizationBundle.self, "The bundle generated code looks the table up in: main (Bundle.main) or module (Bundle.module, a catalog among a Swift package target's resources).", default: .main)),
                ])),
                ("required", .list([.string("catalog")])),
                ("additionalProperties", .bool(false)),
            ]),
            "sectionIndexTitles": S.list(
                .object([("anyOf", .list([.object([("type", .string("string"))]), S.localizedString]))]),
                "The section index on the right edge: one title per body section, in order (or give sections an indexTitle, not both).",
                optional: true),
            "cellTypes": .object([
                ("description", .string(
                    "Cell classes the app registers, by name (an id that is not a built-in kind); rows name them as their kind.")),
                ("type", S.nullable("object")),
                ("propertyNames", .object([("anyOf", .list([.object([("pattern", .string("^x-"))]), cellTypeName]))])),
                ("patternProperties", S.extensionKeys),
                ("additionalProperties", S.orNull(S.ref(Mapping.cellType.rawValue), "A cell type; null takes every default.")),
            ]),
            "rowMoves": .object([
                ("description", .string(
                    "For a spec that includes others: whether a row may be moved from one included file's sections to another's.")),
                ("enum", .list(TreeDecoder.rowMovesValues.map(SpecValue.string))),
                ("default", .string("withinComponent")),
            ]),
            "flags": S.named(
                S.orNull(S.ref(Mapping.flag.rawValue), "A flag; null: default false."),
                "Switches between variants of the screen, by name; sections and rows name them in when:."),
            "sources": S.named(
                S.ref(Mapping.source.rawValue), "Sources of templated rows, by name; sections name them in source:."),
            "sections": S.list(
                .object([("oneOf", .list([S.ref(Mapping.section.rawValue), S.ref("include")]))]),
                "The sections, in order; may be empty. An item may be {include: PATH}: another spec's sections.",
                optional: false),
        ]
    }

    private var sectionProperties: [String: SpecValue] {
        [
            "id": S.described("id", "Unique among the table's sections."),
            "kind": S.names(SectionKind.self, "header (first section), body, or footer (last section).", default: .body),
            "header": S.text("Header title (titleForHeaderInSection)."),
            "footer": S.text("Footer title (titleForFooterInSection)."),
            "headerHeight": S.orNull(S.ref("height"), "The header's height; defaults to defaults.headerHeight."),
            "footerHeight": S.orNull(S.ref("height"), "The footer's height; defaults to defaults.footerHeight."),
            "indexTitle": S.text("This section's entry in the section index."),
            "rows": S.list(
                S.ref(Mapping.row.rawValue),
                "The written rows, in order; may be empty; optional with a source (its rows follow these).",
                optional: false),
            "when": S.orNull(S.ref("condition"), "When the section exists, over the table's flags; absent: always."),
            "source": .object([
                ("description", .string("The source whose items give rows through the template.")),
                ("type", .string("string")), ("pattern", .string(S.namePattern)),
            ]),
            "template": S.orNull(S.ref(Mapping.template.rawValue), "The row each item of the source gives."),
        ]
    }

    /// A templated id: id characters and `{field}` interpolations.
    static func templatedID(_ description: String) -> SpecValue {
        .object([("description", .string(description)), ("type", .string("string")), ("pattern", .string(templatedIDPattern))])
    }

    private var sourceProperties: [String: SpecValue] {
        let types = DataFieldType.allCases.map(\.rawValue)
        return [
            "key": .object([
                ("description", .string("The field that identifies an item; each templated row id interpolates it.")),
                ("type", S.nullable("string")), ("default", .string("id")),
            ]),
            "fields": .object([
                ("description", .string("The fields of every item: name → string, int or bool, with ? when optional.")),
                ("type", .string("object")),
                ("propertyNames", .object([("pattern", .string(S.namePattern))])),
                ("additionalProperties", .object([("enum", .list((types + types.map { $0 + "?" }).map(SpecValue.string)))])),
            ]),
            "sample": S.list(
                .object([
                    ("type", .string("object")),
                    ("additionalProperties", .object([("type", .list(["string", "integer", "boolean", "null"].map(SpecValue.string)))])),
                ]),
                "Items used when no data is given (previews, render): each a mapping of field values.", optional: true),
        ]
    }

    /// A row's keys, with the id a template (`contact-{id}`) and `when` over the items'
    /// bool fields.
    private var templateProperties: [String: SpecValue] {
        var properties = rowProperties
        properties["id"] = S.templatedID("The row id of each item: it interpolates the source's key, e.g. contact-{id}.")
        properties["swipe"] = S.orNull(S.ref(Mapping.templateSwipe.rawValue), "Swipe actions.")
        properties["menu"] = S.list(
            S.ref(Mapping.templateSwipeAction.rawValue), "Context-menu items (UIAction), in order.", optional: true)
        properties["when"] = S.orNull(S.ref("condition"), "Which items get a row, over their bool fields; absent: every item.")
        return properties
    }

    private var rowProperties: [String: SpecValue] {
        let kinds = SpecValue.list(BuiltinKind.allCases.map { .string($0.rawValue) })
        return [
            "id": S.described("id", "Unique across the whole table."),
            "kind": .object([
                ("description", .string("A built-in kind or the name of a cellTypes entry; default standard.")),
                ("anyOf", .list([.object([("enum", kinds)]), .object([("type", S.nullable("string"))])])),
                ("default", .string(BuiltinKind.standard.rawValue)),
            ]),
            "title": S.text("The title text.", optional: false),
            "detail": S.text("Detail text; only kinds standard, subtitle and value2 show one."),
            "image": S.text("An image or SF Symbol name."),
            "accessory": S.names(
                Accessory.self, "UITableViewCell.AccessoryType, or switch (a UISwitch in the accessory view).",
                default: Accessory.none),
            "on": S.flag("A switch's initial state (accessory switch).", default: false),
            "setting": S.text("What a switch binds to in the app; carried by its changes."),
            "choice": S.text("The one-of-many group the row belongs to; the row with accessory checkmark is chosen."),
            "tint": .object([
                ("description", .string("The icon's and a button's colour: a system colour's name or #RRGGBB; default blue.")),
                ("anyOf", .list([
                    .object([("enum", .list(SystemColor.allCases.map { .string($0.rawValue) }))]),
                    .object([("type", .string("string")), ("pattern", .string("^#[0-9A-Fa-f]{6}$"))]),
                    .object([("type", .string("null"))]),
                ])),
            ]),
            "role": S.names(ButtonRole.self, "A button's role: destructive draws it red (Button(role: .destructive))."),
            "action": S.orNull(S.ref(Mapping.action.rawValue), "What selecting the row does (a switch's: what its change does)."),
            "accessoryAction": S.orNull(
                S.ref(Mapping.action.rawValue), "What the info button does (accessory detailButton or detailDisclosureButton)."),
            "selectable": S.flag("shouldHighlightRowAt; default true, false for a switch row.", default: true),
            "height": S.orNull(S.ref("height"), "The row's height; defaults to defaults.rowHeight."),
            "indentation": .object([
                ("description", .string("indentationLevel, 0 or more.")),
                ("type", S.nullable("integer")), ("minimum", .number("0")), ("default", .number("0")),
            ]),
            "editing": S.orNull(S.ref(Mapping.editing.rawValue), "Behaviour in editing mode."),
            "swipe": S.orNull(S.ref(Mapping.swipe.rawValue), "Swipe actions."),
            "showsMenu": S.flag("Whether a long press shows a context menu; default true when menu has items.", default: false),
            "menu": S.list(S.ref(Mapping.swipeAction.rawValue), "Context-menu items (UIAction), in order.", optional: true),
            "multipleSelection": S.flag("shouldBeginMultipleSelectionInteractionAt.", default: false),
            "meta": .object([("description", .string("Any value, passed through to the app and never interpreted."))]),
            "when": S.orNull(S.ref("condition"), "When the row exists, over the table's flags; absent: always."),
        ]
    }
}
