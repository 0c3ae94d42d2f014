import Foundation

// MARK: - Controls

/// A control: actions run for events (UIKit's `UIControl`, iOS 14's closure-based API).
///
/// UIKit's rules the stand-in keeps: an action added for an event runs each time the
/// control sends that event, once per action added, so adding a new `UIAction` each time a
/// reused cell is configured stacks them and the user's one change runs every one;
/// "UIActions are uniqued based on their identifier, and subsequent actions with the same
/// identifier replace previously added actions" (`addAction(_:for:)`); a disabled control
/// sends nothing.
@MainActor open class UIControl: UIView {
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    open var isEnabled = true
    private var actions: [(action: UIAction, events: Event)] = []

    open func addAction(_ action: UIAction, for controlEvents: Event) {
        if let index = actions.firstIndex(where: { $0.action.identifier == action.identifier }) {
            actions[index] = (action, actions[index].events.union(controlEvents))
        } else {
            actions.append((action, controlEvents))
        }
    }

    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
    }

    open func removeAction(identifiedBy identifier: UIAction.Identifier, for controlEvents: Event) {
        for index in actions.indices.reversed() where actions[index].action.identifier == identifier {
            actions[index].events.subtract(controlEvents)
            if actions[index].events.isEmpty { actions.remove(at: index) }
        }
    }

    /// Runs every action added for one of `controlEvents`, in the order added.
    open func sendActions(for controlEvents: Event) {
        guard isEnabled else { return }
        for entry in actions where !entry.events.isDisjoint(with: controlEvents) {
            entry.action.sender = self
            entry.action.standInPerform()
            entry.action.sender = nil
        }
    }

    /// Stand-in only: how many actions run for `event`.
    public func standInActionCount(for event: Event) -> Int {
        actions.filter { !$0.events.isDisjoint(with: event) }.count
    }
}

/// An on/off switch. Setting `isOn` (or `setOn(_:animated:)`) in code sends no event, as in
/// UIKit; only the user's change does (``standInFlip()``).
@MainActor open class UISwitch: UIControl {
    open var isOn = false
    open var onTintColor: UIColor?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        accessibilityTraits = .button
    }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open func setOn(_ on: Bool, animated: Bool) { isOn = on }

    /// Stand-in only: the user flips the switch: its value changes, then its
    /// `.valueChanged` actions run (nothing when it is disabled).
    public func standInFlip() {
        guard isEnabled else { return }
        isOn.toggle()
        sendActions(for: .valueChanged)
    }
}
