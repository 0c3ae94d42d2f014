// SwiftUI stand-in (see SwiftUI.swift): the lifecycle modifiers a view reacts with, as SwiftUI
// declares them (iOS 14+; `onChange(of:perform:)` is deprecated from iOS 17 in favour of
// `onChange(of:initial:_:)`, which iOS 15 does not have).
//
// The stand-in has no render loop of its own; `_StandInLifecycle` is the part of SwiftUI's
// that these modifiers need. Each evaluation of a view's body is a render: a modifier is
// known by where it is written (the stand-in's extra defaulted parameters, which callers
// never pass), `onAppear`'s action is queued the first time its view renders, and
// `onChange`'s each time its value differs from the value of the render before (never on
// the first: SwiftUI calls it for changes only). `_StandInLifecycle.settle()` then runs
// what was queued, in order, as SwiftUI does after a render.

extension View {
    nonisolated public func onAppear(
        perform action: (() -> Void)? = nil, _standInFile: String = #fileID, _standInLine: Int = #line
    ) -> some View {
        if let action { _StandInLifecycle.appear(at: "\(_standInFile):\(_standInLine)", action) }
        return _modified()
    }

    nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View { _modified() }

    nonisolated public func onChange<V: Equatable>(
        of value: V, perform action: @escaping (_ newValue: V) -> Void, _standInFile: String = #fileID,
        _standInLine: Int = #line
    ) -> some View {
        _StandInLifecycle.change(at: "\(_standInFile):\(_standInLine)", to: value, action)
        return _modified()
    }
}

/// The lifecycle of the views rendered so far: which appeared, each `onChange`'s last value,
/// and the actions a render queued.
public enum _StandInLifecycle {
    nonisolated(unsafe) private static var appeared: Set<String> = []
    nonisolated(unsafe) private static var lastValues: [String: Any] = [:]
    nonisolated(unsafe) private static var queued: [() -> Void] = []

    nonisolated static func appear(at site: String, _ action: @escaping () -> Void) {
        guard appeared.insert(site).inserted else { return }
        queued.append(action)
    }

    nonisolated static func change<V: Equatable>(at site: String, to value: V, _ action: @escaping (V) -> Void) {
        defer { lastValues[site] = value }
        guard let previous = lastValues[site] else { return }
        if (previous as? V) != value { queued.append { action(value) } }
    }

    /// Runs the actions the renders since the last call queued, in order; returns how many.
    @MainActor @discardableResult public static func settle() -> Int {
        let actions = queued
        queued = []
        actions.forEach { $0() }
        return actions.count
    }

    /// Forgets every view: the next render is a first appearance.
    @MainActor public static func reset() {
        (appeared, lastValues, queued) = ([], [:], [])
    }
}
