/// The typed effects of the generated enum: `Route` (a `navigate:` target), `Event` (an
/// `emit:` name) and `Effect`, what `onAction` hands the app instead of the runtime's
/// string-carrying `TableSpecRuntime.Action`, so an app switches over the spec's own cases
/// and the compiler tells it when the spec gains one.
///
/// Each type has one case per distinct target the spec names (rows' actions and info
/// buttons, swipe actions, menu items), in the order first written, with the string as
/// written kept as `rawValue`, and `other(String)` for a target the spec does not name (a
/// row the app inserted or brought with `update(to:)`). O(actions in the table).
extension SwiftSource {
    mutating func effectTypes(_ table: Table) {
        var routes: [String] = [], events: [String] = []
        var seenRoutes: Set<String> = [], seenEvents: Set<String> = []
        for action in Self.actions(of: table) {
            switch action {
            case .navigate(let screen): if seenRoutes.insert(screen).inserted { routes.append(screen) }
            case .emit(let event): if seenEvents.insert(event).inserted { events.append(event) }
            case .url: break
            }
        }
        targetType("Route", what: "screen a row navigates to (`navigate:`)", targets: routes)
        targetType("Event", what: "event a row sends to the app (`emit:`)", targets: events)
        effectType()
    }

    /// Every action the table names, in order: each row's, its info button's, its swipe
    /// actions' and its menu items'. O(actions).
    static func actions(of table: Table) -> [Action] {
        var actions: [Action] = []
        for section in table.sections {
            for row in section.rows {
                if let action = row.action { actions.append(action) }
                if let action = row.accessoryAction { actions.append(action) }
                for button in (row.swipe?.leading ?? []) + (row.swipe?.trailing ?? []) + row.menu {
                    if let action = button.action { actions.append(action) }
                }
            }
        }
        return actions
    }

    private mutating func targetType(_ name: String, what: String, targets: [String]) {
        var scope = SwiftIdentifier.Scope(
            fallback: name.lowercased(), reserved: ["other", "rawValue", "inSpec", "hashValue", "description"])
        let cases = targets.map { (name: scope.name(for: $0), raw: $0) }
        line("/// A \(what): a case per one the spec names, `rawValue` the string as written;")
        line("/// ``other(_:)`` for one it does not (a row added at run time).")
        open("\(access)enum \(name): Hashable, Sendable, RawRepresentable, CustomStringConvertible")
        for item in cases {
            line("/// \(SwiftLiteral.comment(item.raw))")
            line("case \(item.name)")
        }
        line("/// A target the spec does not name.")
        line("case other(String)")
        line()
        line("/// The spec's cases, in the order first written.")
        line("\(access)static let inSpec: [\(name)] = [" + cases.map { ".\($0.name)" }.joined(separator: ", ") + "]")
        line()
        line("/// The case for `rawValue`: the spec's when it names it, else ``other(_:)``. O(1).")
        open("\(access)init(rawValue: String)")
        beginSwitch("rawValue")
        for item in cases { line("case \(SwiftLiteral.string(item.raw)): self = .\(item.name)") }
        line("default: self = .other(rawValue)")
        endSwitch()
        close()
        line()
        line("/// The target as the spec writes it.")
        open("\(access)var rawValue: String")
        beginSwitch("self")
        for item in cases { line("case .\(item.name): return \(SwiftLiteral.string(item.raw))") }
        line("case .other(let rawValue): return rawValue")
        endSwitch()
        close()
        line()
        line("\(access)var description: String { rawValue }")
        close()
        line()
    }

    private mutating func effectType() {
        append("""
                /// What an accepted action asks of the app (the runtime's `TableSpecRuntime.Action`, typed):
                /// push a screen, open a URL or handle an event.
                ///
                /// ```swift
                /// switch effect {
                /// case .navigate(let route): show(route)
                /// case .url(let url): open(url)
                /// case .emit(let event): handle(event)
                /// }
                /// ```
                \(access)enum Effect: Hashable, Sendable {
                    /// `navigate:`: push the screen.
                    case navigate(Route)
                    /// `url:`: open this URL, as written.
                    case url(String)
                    /// `emit:`: the app handles the event.
                    case emit(Event)

                    /// The typed form of a runtime action. O(1).
                    \(access)init(_ action: TableSpecRuntime.Action) {
                        switch action {
                        case .navigate(let screen): self = .navigate(Route(rawValue: screen))
                        case .url(let url): self = .url(url)
                        case .emit(let event): self = .emit(Event(rawValue: event))
                        }
                    }

                    /// The runtime action, the target as written. O(1).
                    \(access)var action: TableSpecRuntime.Action {
                        switch self {
                        case .navigate(let route): return .navigate(route.rawValue)
                        case .url(let url): return .url(url)
                        case .emit(let event): return .emit(event.rawValue)
                        }
                    }
                }

            """)
    }
}
