// SwiftUI stand-in (see SwiftUI.swift): the lifecycle modifiers a view reacts with, as SwiftUI
// declares them (iOS 14+; `onChange(of:perform:)` is deprecated from iOS 17 in favour of
// `onChange(of:initial:_:)`, which iOS 15 does not have). The stand-in records nothing and
// calls neither action: it has no render loop.

extension View {
    nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View { _modified() }
    nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View { _modified() }
    nonisolated public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View {
        _modified()
    }
}
