// Drives a dynamic spec's generated API (types `Contacts` from `swift` export, `ContactsList`
// from `swiftui`, the spec `SwiftInputsTests.contacts`) through the UIKit and SwiftUI
// stand-ins: the typed items and flags, the typed routes and events of templated targets,
// and the UIKit data source's `setContacts` and `setFlags` (staged batches applied with no
// UIKit inconsistency, the table view showing the expansion, the selection following its row,
// duplicate keys refused before UIKit sees them). Prints one line per problem, then the
// SwiftUI list's record lines, then `checked, N problems`. (SwiftInputsTests.)
import SwiftUI
import TableSpecRuntime
import UIKit

@MainActor
func main() -> Int32 {
    var problems: [String] = []
    func expect(_ ok: Bool, _ what: @autoclosure () -> String) { if !ok { problems.append(what()) } }
    var raised: [String] = []
    UITableView.inconsistencyHandler = { raised.append($0) }

    // 1. Items, flags, routes and events, typed.
    typealias Item = Contacts.ContactsItem
    let ann = Item(id: "1", name: "Ann", phone: "555-0100", favorite: true, unread: 2)
    let bob = Item(id: "2", name: "Bob", favorite: false, unread: 0)
    expect(Item(ann.dataItem) == ann && Item(bob.dataItem) == bob, "dataItem does not read back")
    expect(bob.dataItem["phone"] == nil, "an absent optional field is in the data item")
    expect(Item(TableSpecRuntime.DataItem(["id": .int(1)])) == nil, "an item of the wrong types was read")
    expect(Item.sample == [ann], "sample is \(Item.sample)")
    expect(ann.id == "1", "the key is not the id")
    expect(Contacts.Flags() == Contacts.Flags(loggedIn: true, premium: false), "flag defaults")
    expect(Contacts.Flags(values: ["premium": true]).values == ["loggedIn": true, "premium": true], "flags by name")
    expect(Contacts.Route(rawValue: "contact-7") == .contact(id: "7"), "route contact-7 is \(Contacts.Route(rawValue: "contact-7"))")
    expect(Contacts.Route.contact(id: "a-b").rawValue == "contact-a-b", "route rawValue")
    expect(Contacts.Route(rawValue: "settings") == .settings, "a written route")
    expect(Contacts.Event(rawValue: "call-7-3") == .call(id: "7", unread: 3), "event call-7-3 is \(Contacts.Event(rawValue: "call-7-3"))")
    expect(Contacts.Event(rawValue: "call-7-03") == .other("call-7-03"), "an int that does not read back matched")
    expect(Contacts.Event(rawValue: "call-7-x") == .other("call-7-x"), "a non-number matched an int field")
    expect(Contacts.Event.call(id: "7", unread: 3).rawValue == "call-7-3", "event rawValue")
    expect(Contacts.Event(rawValue: "addContact") == .addContact, "a written event")
    expect(Contacts.table(contacts: [ann], flags: .init()) == Contacts.spec.expanded(with: Contacts.inputs(contacts: [ann])),
           "table(contacts:flags:) is not the runtime's expansion")

    // 2. The UIKit data source.
    let tableView = UITableView(frame: .zero, style: .insetGrouped)
    guard let source = try? Contacts.DataSource(contacts: [ann, bob]) else {
        print("init(contacts:flags:) refused unique items")
        return 1
    }
    source.attach(to: tableView)
    var flags = Contacts.Flags()
    var items = [ann, bob]
    var completions = 0
    func checkShown(_ step: String, countingCompletions: Bool) {
        UITableView.standInFinishAnimations()
        for reason in raised { problems.append("\(step): UIKit would raise: \(reason)") }
        raised = []
        if countingCompletions, completions != 1 { problems.append("\(step): completion ran \(completions) times") }
        completions = 0
        let want = Contacts.table(contacts: items, flags: flags).sections
        expect(source.sections == want, "\(step): the data source shows \(source.sections.map(\.id)), not the expansion")
        let counts = (0..<tableView.numberOfSections).map { tableView.numberOfRows(inSection: $0) }
        expect(counts == want.map(\.rows.count), "\(step): the table view has rows \(counts), the expansion \(want.map(\.rows.count))")
        guard counts == want.map(\.rows.count) else { return }
        for (s, section) in want.enumerated() {
            for (r, row) in section.rows.enumerated() {
                let text = (tableView.cellForRow(at: IndexPath(row: r, section: s))?.contentConfiguration as? UIListContentConfiguration)?.text
                expect(text == row.title, "\(step): \(s).\(r) shows \(text ?? "nothing"), not \(row.title)")
            }
        }
    }
    checkShown("init", countingCompletions: false)
    tableView.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)   // Bob
    source.send(.select("contact-2"))
    let kept = source.state.selection == ["contact-2"]
    expect(kept, "selecting Bob's row left the selection \(source.state.selection)")

    let cid = Item(id: "3", name: "Cid", phone: "555-0300", favorite: true, unread: 5)
    items = [cid, Item(id: "1", name: "Ann Lee", phone: nil, favorite: false, unread: 2), bob]
    do { try source.setContacts(items) { _ in completions += 1 } } catch { problems.append("setContacts refused: \(error)") }
    checkShown("setContacts", countingCompletions: true)
    if kept {
        expect(source.state.selection == ["contact-2"], "the selection did not follow Bob: \(source.state.selection)")
        expect(tableView.indexPathsForSelectedRows == [IndexPath(row: 3, section: 0)],
               "the table view selects \(tableView.indexPathsForSelectedRows ?? []), not Bob's new row 0.3")
    }

    flags.premium = true
    do { try source.setFlags(flags) { _ in completions += 1 } } catch { problems.append("setFlags refused: \(error)") }
    checkShown("setFlags premium", countingCompletions: true)
    expect(!source.sections.contains { $0.id == "upgrade" }, "premium still shows the upgrade section")
    expect(source.flags == flags, "flags reads \(source.flags)")

    flags = Contacts.Flags(loggedIn: false, premium: false)
    do { try source.setFlags(flags) { _ in completions += 1 } } catch { problems.append("setFlags refused: \(error)") }
    checkShown("setFlags signed out", countingCompletions: true)
    expect(source.row(Contacts.RowID.signIn) != nil && source.row(Contacts.RowID.signOut) == nil, "signed out shows sign out")

    // Two items with one key: refused, nothing changed, UIKit untouched.
    let before = source.sections
    do {
        try source.setContacts([ann, ann])
        problems.append("setContacts took two items with one key")
    } catch {
        expect(error == .duplicateRowID("contact-1", inNew: false) || error == .duplicateRowID("contact-1", inNew: true),
               "duplicate keys: \(error)")
    }
    expect(source.sections == before && source.inputs.items["contacts"] == items.map(\.dataItem), "a refused update changed the rows")
    checkShown("refused", countingCompletions: false)

    items = []
    do { try source.setContacts([], animated: false) { _ in completions += 1 } } catch { problems.append("setContacts([]) refused: \(error)") }
    checkShown("setContacts not animated", countingCompletions: true)

    // 3. The SwiftUI list of the expansion, for the test to compare with the spec's.
    let listItems = [ann, bob].compactMap { ContactsList.ContactsItem($0.dataItem) }
    let state = ContactsList.initialState(contacts: listItems, flags: .init(premium: true))
    let list = ContactsList.ListView(state: .constant(state)).showing(contacts: listItems, flags: .init(premium: true))
    for line in _StandInRecord.lists(in: list) { print("list " + line) }

    // 4. The SwiftUI list follows its items: each render of `showing(…)` with other items
    //    expands them into the state (onAppear, then onChange), and two items with one key
    //    are refused, to `onRefused`, the state kept.
    _StandInLifecycle.reset()
    let held = State(wrappedValue: ContactsList.initialState())
    var refusals: [TableSpecRuntime.DiffError] = []
    func render(_ items: [ContactsList.ContactsItem], _ step: String) {
        let view = ContactsList.ListView(state: held.projectedValue)
            .showing(contacts: items, flags: .init(premium: true)) { refusals.append($0) }
        _ = _StandInRecord.lists(in: view)
        _StandInLifecycle.settle()
    }
    let cy = ContactsList.ContactsItem(id: "3", name: "Cy", favorite: false, unread: 0)
    render(listItems, "appear")
    expect(held.wrappedValue.table.sections == ContactsList.table(contacts: listItems, flags: .init(premium: true)).sections,
           "on appear the list's state is not the items' expansion: \(held.wrappedValue.table.sections.map { $0.rows.map(\.id) })")
    render(listItems + [cy], "change")
    expect(held.wrappedValue.table.sections == ContactsList.table(contacts: listItems + [cy], flags: .init(premium: true)).sections,
           "after the items changed the list's state is not their expansion")
    let shownBefore = held.wrappedValue.table.sections
    render(listItems + [cy, cy], "duplicate")
    expect(refusals.count == 1, "two items with one key gave \(refusals.count) refusals")
    expect(held.wrappedValue.table.sections == shownBefore, "a refused change of items changed the list's state")

    for problem in problems { print(problem) }
    print("checked, \(problems.count) problems")
    return problems.isEmpty ? 0 : 1
}

exit(MainActor.assumeIsolated { main() })
