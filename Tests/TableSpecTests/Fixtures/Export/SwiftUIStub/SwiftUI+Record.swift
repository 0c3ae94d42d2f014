// SwiftUI stand-in (see SwiftUI.swift): what a `List` shows, worked out from the views the
// stand-in keeps (a second opinion on generated code, written from Apple's documentation,
// not from that code). `_StandInRecord.lists(in:editing:)` evaluates a view (its `body`,
// builders, `ForEach` over its data) into `_Node`s and reports, row by row:
// - selection: a `List(selection:)` with a `Set` selects many (in edit mode every row whose
//   tag is of the selection's type shows a selection circle, and `.onDelete` shows no delete
//   controls), with an optional one row, without none. A row's tag is its innermost
//   explicit `.tag(_:)`, else the id `ForEach` gives it; a row is selectable when its tag's
//   type is the selection's value type.
// - delete controls in edit mode: rows of a `ForEach` with `.onDelete` that are not
//   `.deleteDisabled(true)`, unless the list selects many.
// - swipe buttons: a row's `.swipeActions` buttons per edge; a row with none gets the Delete
//   button `.onDelete` synthesizes (when not `.deleteDisabled`): "When you set a swipe action
//   on a row, SwiftUI no longer synthesizes the Delete actions that otherwise appear when
//   using the onDelete(perform:) method" (`swipeActions` documentation).
// - accessibility: traits added, each button's accessible name (its accessibility label,
//   else its text), the images VoiceOver reads (not hidden).
// - taps and navigation (SwiftUI+Taps.swift): a row's button run as a tap, and what the
//   destinations registered with `navigationDestination(for:)` show for a value.
// Nothing here is used by generated code; only the behavioural tests' drivers call it.

/// One evaluated view: what it is, its children, and for a modifier what it does.
public final class _Node {
    public enum Kind {
        case list(selection: String, valueType: Any.Type?)
        case forEach(ids: [AnyHashable])
        case section, button(role: String?), text(String), image(String), modified(_Effect), other
    }
    let kind: Kind
    let children: [_Node]
    /// A button's action (`_StandInRecord.tap(row:button:in:)` runs it).
    let tap: (@MainActor () -> Void)?
    init(_ kind: Kind, _ children: [_Node] = [], tap: (@MainActor () -> Void)? = nil) {
        self.kind = kind
        self.children = children
        self.tap = tap
    }
}

/// What a stand-in modifier does, as far as the record needs it.
public enum _Effect {
    case none
    case swipeActions(edge: HorizontalEdge, content: Any)
    case contextMenu(Any)
    case tag(AnyHashable, type: Any.Type)
    case deleteDisabled(Bool)
    case onDelete(Bool), onMove(Bool)
    case accessibilityLabel(String), accessibilityTraits([String]), accessibilityHidden(Bool)
    /// `.environment(\\.locale, …)`: the locale its content's text is shown in.
    case locale(Locale)
    /// `navigationDestination(for:destination:)`: the type it shows, and the view it shows
    /// for a value of that type (nil for another).
    case navigationDestination(type: Any.Type, show: (Any) -> Any?)
}

/// A stand-in view that knows its node (every primitive the record meets).
@MainActor public protocol _StandInNode {
    var _node: _Node { get }
}

@MainActor public enum _StandInRecord {
    /// The node of any view: a primitive's own, else its body's.
    public static func node<V: View>(_ view: V) -> _Node {
        if let primitive = view as? any _StandInNode { return primitive._node }
        return node(view.body)
    }

    /// The node of a value that may be a view (a tuple element).
    static func anyNode(_ value: Any) -> _Node? {
        guard let view = value as? any View else { return nil }
        return node(view)
    }

    /// The text a label shows: its first `Text`.
    nonisolated static func text(_ node: _Node) -> String? {
        if case .text(let string) = node.kind { return string }
        for child in node.children { if let found = text(child) { return found } }
        return nil
    }

    /// Every text `view` shows, in order, in the locale of the environment each is in: the
    /// rows', sections', and the swipe and menu buttons' (not on screen until swiped or
    /// pressed, listed after the row's own).
    public static func texts<V: View>(in view: V) -> [String] {
        var found: [String] = []
        func walk(_ node: _Node) {
            switch node.kind {
            case .text(let string): found.append(string)
            case .modified(.locale(let locale)):
                _StandInStrings.within(locale) { node.children.forEach(walk) }
                return
            case .modified(.swipeActions(_, let content)), .modified(.contextMenu(let content)):
                node.children.forEach(walk)
                if let buttons = anyNode(content) { walk(buttons) }
                return
            default: break
            }
            node.children.forEach(walk)
        }
        walk(node(view))
        return found
    }

    /// A line per list and per row of every `List` in `view` (see the file's header).
    public static func lists<V: View>(in view: V) -> [String] {
        var lines: [String] = []
        collect(node(view), into: &lines)
        return lines
    }

    private static func collect(_ node: _Node, into lines: inout [String]) {
        if case .modified(.locale(let locale)) = node.kind {
            // Views evaluated later (swipe and menu buttons) are shown in it too.
            _StandInStrings.within(locale) { for child in node.children { collect(child, into: &lines) } }
            return
        }
        if case .list(let selection, let valueType) = node.kind {
            lines.append("list selection=\(selection)")
            for child in node.children {
                rows(child, list: (selection, valueType), deletes: false, into: &lines)
            }
            return
        }
        for child in node.children { collect(child, into: &lines) }
    }

    /// Walks a list's content to its rows: the elements of a `ForEach` that holds no section.
    private static func rows(
        _ node: _Node, list: (selection: String, valueType: Any.Type?), deletes: Bool, into lines: inout [String]
    ) {
        switch node.kind {
        case .modified(.onDelete(let on)):
            for child in node.children { rows(child, list: list, deletes: on, into: &lines) }
        case .forEach(let ids) where !node.children.contains(where: holdsSection):
            for (id, row) in zip(ids, node.children) { lines.append(describe(row, id: id, list: list, deletes: deletes)) }
        default:
            for child in node.children { rows(child, list: list, deletes: deletes, into: &lines) }
        }
    }

    /// Whether `node` holds a `Section` (a `ForEach` of sections is not one of rows).
    static func holdsSection(_ node: _Node) -> Bool {
        if case .section = node.kind { return true }
        return node.children.contains(where: holdsSection)
    }

    /// What the list shows of one row.
    private static func describe(
        _ row: _Node, id: AnyHashable, list: (selection: String, valueType: Any.Type?), deletes: Bool
    ) -> String {
        var facts = Facts()
        facts.read(row, hidden: false)
        let tag: (value: AnyHashable, type: Any.Type) = facts.tag ?? (id, type(of: id.base))
        let selectable = list.selection != "none" && list.valueType.map { $0 == tag.type } == true
        let deletable = deletes && !facts.deleteDisabled
        let editDelete = deletable && list.selection != "multiple"
        var swipes = facts.swipes
        if swipes.isEmpty, deletable { swipes = [(.trailing, ["Delete!"])] }
        func edge(_ edge: HorizontalEdge) -> String {
            swipes.filter { $0.edge == edge }.flatMap(\.titles).joined(separator: ",")
        }
        return "row \(id.base) tagged=\(selectable) editDelete=\(editDelete) leading=[\(edge(.leading))] trailing=[\(edge(.trailing))]"
            + " traits=[\(facts.traits.sorted().joined(separator: ","))] buttons=[\(facts.buttons.joined(separator: ","))]"
            + " images=[\(facts.images.joined(separator: ","))]"
    }

    /// A row's modifiers and contents, read once.
    @MainActor private struct Facts {
        var tag: (value: AnyHashable, type: Any.Type)?
        var deleteDisabled = false
        var swipes: [(edge: HorizontalEdge, titles: [String])] = []
        var traits: Set<String> = []
        /// Each button's accessible name: its accessibility label, else its text.
        var buttons: [String] = []
        var images: [String] = []

        mutating func read(_ node: _Node, hidden: Bool, label: String? = nil) {
            var (hidden, label) = (hidden, label)
            switch node.kind {
            case .modified(let effect):
                switch effect {
                case .swipeActions(let edge, let content):
                    swipes.append((edge, _StandInRecord.anyNode(content).map(buttons) ?? []))
                case .contextMenu:
                    break   // its items are not the row's content (the modified view is)
                case .tag(let value, let type):
                    tag = (value, type)   // read outside in: the innermost stays
                case .deleteDisabled(let disabled):
                    deleteDisabled = deleteDisabled || disabled
                case .accessibilityLabel(let given):
                    label = label ?? given
                case .accessibilityTraits(let added):
                    traits.formUnion(added)
                case .accessibilityHidden(let isHidden):
                    hidden = hidden || isHidden
                default:
                    break
                }
            case .button:
                if !hidden { buttons.append(label ?? _StandInRecord.text(node) ?? "unlabelled") }
                label = nil
            case .image(let name):
                if !hidden { images.append(name) }
            default:
                break
            }
            for child in node.children { read(child, hidden: hidden, label: label) }
        }

        /// The titles of the buttons in a swipe actions' content; "!" after a destructive one.
        private func buttons(_ node: _Node) -> [String] {
            if case .button(let role) = node.kind {
                return [(_StandInRecord.text(node) ?? "?") + (role == "destructive" ? "!" : "")]
            }
            return node.children.flatMap(buttons)
        }
    }
}
