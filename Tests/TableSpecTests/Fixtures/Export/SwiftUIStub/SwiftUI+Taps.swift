// SwiftUI stand-in (see SwiftUI.swift): taps and navigation, for behavioural tests. A tap
// runs a button's action, as SwiftUI does when the user taps it: the row's first button
// (the one its content is wrapped in) or the button VoiceOver names so (its accessibility
// label, else its text). Swipe and menu buttons are not the row's content and are not found
// here. A destination registered with `navigationDestination(for:destination:)` is what a
// `NavigationStack` shows for a value of its type pushed onto the stack's path.
// Nothing here is used by generated code; only the behavioural tests' drivers call it.

extension _StandInRecord {
    /// What tapping row `id` of the lists in `view` runs: the action of its button named
    /// `button` (its first button when nil), as drawn now; call it to tap (later, it is a tap
    /// that lands after the state changed). Nil when there is no such row or button (a row
    /// that is not interactive). O(nodes).
    public static func action<V: View>(ofRow id: AnyHashable, button: String? = nil, in view: V) -> (@MainActor () -> Void)? {
        find(row: id, in: node(view)).flatMap { firstTap($0, named: button, label: nil) }
    }

    /// The types `view` registers destinations for (`navigationDestination(for:)`), by name,
    /// outermost first.
    public static func destinations<V: View>(in view: V) -> [String] {
        var names: [String] = []
        visit(node(view)) { if case .modified(.navigationDestination(let type, _)) = $0.kind { names.append("\(type)") } }
        return names
    }

    /// The text of what `view`'s destination for `value`'s type shows for it (its first
    /// `Text`), as a `NavigationStack` does when `value` is pushed; nil when no destination
    /// takes it.
    public static func shown<V: View>(for value: Any, in view: V) -> String? {
        var shown: String?
        visit(node(view)) { node in
            if shown == nil, case .modified(.navigationDestination(_, let show)) = node.kind, let destination = show(value) {
                shown = anyNode(destination).flatMap(text) ?? ""
            }
        }
        return shown
    }

    /// The view of row `id`: an element of a `ForEach` that holds no section.
    private static func find(row id: AnyHashable, in node: _Node) -> _Node? {
        if case .forEach(let ids) = node.kind, !node.children.contains(where: holdsSection) {
            return zip(ids, node.children).first { $0.0 == id }?.1
        }
        for child in node.children { if let found = find(row: id, in: child) { return found } }
        return nil
    }

    /// The first button in `node` (depth first) whose accessible name is `name` (any when nil).
    private static func firstTap(_ node: _Node, named name: String?, label: String?) -> (@MainActor () -> Void)? {
        var label = label
        if case .modified(.accessibilityLabel(let given)) = node.kind { label = label ?? given }
        if case .button = node.kind, let tap = node.tap, name == nil || name == (label ?? text(node)) { return tap }
        if case .button = node.kind { label = nil }
        for child in node.children { if let found = firstTap(child, named: name, label: label) { return found } }
        return nil
    }

    private static func visit(_ node: _Node, _ body: (_Node) -> Void) {
        body(node)
        for child in node.children { visit(child, body) }
    }
}
