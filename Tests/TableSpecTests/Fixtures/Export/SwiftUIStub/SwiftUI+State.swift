// SwiftUI stand-in (see SwiftUI.swift): view state and the environment. As in SwiftUI these
// are nonisolated value types; a view's own main-actor isolation is what guards them.

public protocol DynamicProperty {
    mutating func update()
}
extension DynamicProperty {
    public mutating func update() {}
}

@usableFromInline final class _StandInBox<Value>: @unchecked Sendable {
    @usableFromInline var value: Value
    @usableFromInline init(_ value: Value) { self.value = value }
}

// MARK: - State

@frozen @propertyWrapper public struct State<Value>: DynamicProperty {
    @usableFromInline let box: _StandInBox<Value>

    public init(wrappedValue value: Value) { box = _StandInBox(value) }
    public init(initialValue value: Value) { box = _StandInBox(value) }

    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    public var projectedValue: Binding<Value> {
        let box = self.box
        return Binding(_get: { box.value }, _set: { box.value = $0 })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    public init() { self.init(wrappedValue: nil) }
}

extension State: @unchecked Sendable where Value: Sendable {}

// MARK: - Binding

@frozen @propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
    @usableFromInline let get: () -> Value
    @usableFromInline let set: (Value) -> Void

    @usableFromInline init(_get: @escaping () -> Value, _set: @escaping (Value) -> Void) {
        get = _get
        set = _set
    }

    /// SwiftUI calls these closures on their own isolation; the stand-in cannot, and traps on use.
    @preconcurrency public init(
        get: @escaping @isolated(any) () -> Value,
        set: @escaping @isolated(any) (Value) -> Void
    ) {
        self.init(_get: { _swiftUIStandInOnly() }, _set: { _ in })
    }

    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(_get: { value }, _set: { _ in })
    }

    public var wrappedValue: Value {
        get { get() }
        nonmutating set { set(newValue) }
    }

    public var projectedValue: Binding<Value> { self }

    public init(projectedValue: Binding<Value>) { self = projectedValue }

    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let get = self.get, set = self.set
        return Binding<Subject>(_get: { get()[keyPath: keyPath] }, _set: { newValue in
            var value = get()
            value[keyPath: keyPath] = newValue
            set(value)
        })
    }
}

extension Binding {
    public init<V>(_ base: Binding<V>) where Value == V? {
        self.init(_get: { base.wrappedValue }, _set: { if let value = $0 { base.wrappedValue = value } })
    }

    public init?(_ base: Binding<Value?>) {
        guard base.wrappedValue != nil else { return nil }
        self.init(_get: { base.wrappedValue! }, _set: { base.wrappedValue = $0 })
    }

    public init<V: Hashable>(_ base: Binding<V>) where Value == AnyHashable {
        self.init(_get: { AnyHashable(base.wrappedValue) }, _set: { base.wrappedValue = $0.base as! V })
    }
}

extension Binding: @unchecked Sendable where Value: Sendable {}
extension Binding: DynamicProperty {}
extension Binding: Identifiable where Value: Identifiable {
    public var id: Value.ID { wrappedValue.id }
}

// MARK: - Environment

@frozen @propertyWrapper public struct Environment<Value>: DynamicProperty {
    @usableFromInline let keyPath: KeyPath<EnvironmentValues, Value>

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) { self.keyPath = keyPath }

    public var wrappedValue: Value { EnvironmentValues()[keyPath: keyPath] }
}

extension Environment: @unchecked Sendable where Value: Sendable {}

/// The environment's values; only the ones tablectl's views read are modelled.
public struct EnvironmentValues: CustomStringConvertible {
    public init() {}
    public var description: String { "EnvironmentValues" }

    /// iOS only. Nil outside an editable container.
    public var editMode: Binding<EditMode>? = nil
    /// The locale views are shown in: what `Text` looks a key up for (the device's by default).
    public var locale: Locale = .current
}

public enum EditMode: Hashable, Sendable {
    case inactive
    case transient
    case active

    public var isEditing: Bool { self != .inactive }
}
