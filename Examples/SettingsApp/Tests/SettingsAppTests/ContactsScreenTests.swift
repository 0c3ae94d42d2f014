import SettingsApp
import TableSpecRuntime
import Testing

/// The Contacts screen through the generated API (TableSpecPlugin, `Specs/contacts.yaml`):
/// the app sets items and flips a flag, the state follows by row id, and taps give typed
/// routes with the item's values. (The UIKit data source's `setContacts(_:animated:)` and
/// `setFlags(_:animated:)` do the same on iOS, animated.)
@Suite struct ContactsScreenTests {
    typealias Item = ContactsTable.ContactsItem
    static let ann = Item(id: "1", name: "Ann Lee", phone: "555-0100", favorite: true)
    static let bob = Item(id: "2", name: "Bob Stone", favorite: false)

    /// The spec as written (its source, templates and `when`s), and the table its sample
    /// items and default flags give.
    @Test func theSpecIsTheFile() {
        #expect(ContactsTable.spec.sections.map(\.id) == ["people", "favorites", "account"])
        #expect(ContactsTable.spec.sections[0].template?.row.id == "contact-{id}")
        #expect(Item.sample == [Self.ann, Self.bob])
        #expect(ContactsTable.table == ContactsTable.spec.expanded())
        #expect(ContactsTable.table.sections[0].rows.map(\.id) == ["add", "contact-1", "contact-2"])
    }

    @Test func settingItemsAndFlippingAFlag() {
        var state = ContactsTable.initialState(contacts: [Self.ann])
        #expect(state.sections.map(\.id) == ["people", "favorites", "account"])
        #expect(state.sections[0].rows.map(\.id) == ["add", "contact-1"])
        #expect(state.sections[0].rows[1].detail == "555-0100")
        #expect(state.send(.select("contact-1")).accepted)

        // New items: the selected row keeps its selection where it moved.
        state.show(ContactsRouter.table(contacts: [Self.bob, Self.ann], signedIn: true).sections)
        #expect(state.sections[0].rows.map(\.id) == ["add", "contact-2", "contact-1"])
        #expect(state.sections[0].rows[1].detail == nil)   // Bob has no phone: no empty detail
        #expect(state.selection == ["contact-1"])

        // The flag: signed out shows Sign In instead of Sign Out.
        state.show(ContactsRouter.table(contacts: [Self.bob, Self.ann], signedIn: false).sections)
        #expect(state.sections.last?.rows.map(\.id) == ["signIn"])

        // A tap gives the typed route with the item's value.
        let tap = state.send(.select("contact-2"))
        let effects = tap.effects.map(ContactsTable.Effect.init)
        #expect(effects == [.navigate(.contact(id: "2"))])
        #expect(effects.map(ContactsRouter.route) == [.push("contact/2")])
        #expect(ContactsTable.Route(rawValue: "contact-7") == .contact(id: "7"))
    }
}
