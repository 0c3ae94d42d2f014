import TableSpecRuntime

/// Where the Contacts screen leads: the app's logic on the types TableSpecPlugin generates
/// from `Specs/contacts.yaml` (`ContactsTable`), whose rows come from the app's contacts and
/// whose account rows from the `signedIn` flag. A templated target is a typed case with the
/// item's values: `contact-{id}` is `.contact(id:)`.
public enum ContactsRouter {
    /// The route of an effect of the Contacts screen.
    public static func route(for effect: ContactsTable.Effect) -> SettingsRoute {
        switch effect {
        case .navigate(.contact(let id)): return .push("contact/\(id)")
        case .navigate(let route): return .push(route.rawValue)
        case .emit(let event): return .event(event.rawValue)
        case .url(let url): return .open(url)
        }
    }

    /// The Contacts table the app shows: its contacts, signed in or not. Goes through the
    /// runtime's one expansion, as the generated data source does. O(rows).
    public static func table(contacts: [ContactsTable.ContactsItem], signedIn: Bool) -> Table {
        ContactsTable.table(contacts: contacts, flags: ContactsTable.Flags(signedIn: signedIn))
    }
}
