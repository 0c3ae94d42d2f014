/// How the generated `ListView` (see `SwiftSource+SwiftUI.swift`) sends actions and
/// navigates, its convenience initializers, and the screen Xcode previews.
///
/// Navigation takes UIKit's step: a tap on a navigating row is a `Button` sending `.select`
/// through the reducer, as `didSelectRowAt` does, and only an accepted step's `.navigate`
/// effect pushes, by appending its `Route` to the app's `path` (state-driven, as Apple's
/// `NavigationStack(path:)` and TCA do; a `NavigationLink(value:)` would push without the
/// reducer seeing the step, and a refused one would push anyway). So a refused select pushes
/// nothing, and `onStep` sees the step `tablectl simulate` prints for the same action. Every
/// accepted `.navigate` effect pushes so (a swipe, menu or info button's too); without a
/// `path` binding it goes to `onAction` like any other effect, and the app navigates.
///
/// The list shows routes with the app's `destination`: on iOS 16 and later through
/// `navigationDestination(for: Route.self)` (also for routes the app pushes itself); on iOS
/// 15, inside a `NavigationView`, through a hidden `NavigationLink(destination:isActive:)`
/// (iOS 13–16 API, not deprecated at an iOS 15 deployment target) that pushes the first
/// route on `path` and empties `path` when the user goes back. The step is the same on both.
///
/// `PreviewScreen` is the screen from `initialState` in a `NavigationStack` (a
/// `NavigationView` on iOS 15), showing each route by name: a `View` with `@State`, so the
/// preview can be used (select, push), and type-checked wherever the file is. Only the
/// one-line `#Preview` is behind `#if DEBUG && canImport(DeveloperToolsSupport)`: the macro
/// needs Xcode's previews plugin (not on Linux), and previews are for debug builds. O(1).
extension SwiftSource {
    mutating func listViewNavigation(typeName t: String) {
        let a = access
        append("""
                    /// Sends `action` to the reducer through the binding; the step goes to `onStep`, its
                    /// effects to `onAction` with the row they came from, but an accepted `.navigate`'s
                    /// route is appended to `path` (pushed) when there is one. O(rows).
                    private func send(_ action: TableSpecRuntime.TableState.Action) {
                        guard editable else { return }
                        // The row as it was: an action with effects may delete it (`role: delete`).
                        let row = action.rowID.flatMap { state.row($0) }
                        let step = state.send(action)
                        onStep?(action, step)
                        guard let row else { return }
                        for effect in step.effects.map(Effect.init) {
                            if case .navigate(let route) = effect, let path {
                                path.wrappedValue.append(route)
                            } else {
                                onAction?(effect, row)
                            }
                        }
                    }

                    /// Whether a tap on `row` pushes a route: it is selectable, navigates, and there is
                    /// a path to push onto.
                    private func pushes(_ row: Row) -> Bool {
                        guard row.selectable, path != nil, case .navigate? = row.action else { return false }
                        return true
                    }

                    /// The list with the app's destination for routes: on iOS 16 what a `NavigationStack`
                    /// shows for a `Route` on its path; on iOS 15 a link without a label, active while
                    /// `path` holds a route, that pushes the first one and empties `path` when the user
                    /// goes back.
                    @ViewBuilder
                    private func navigable(_ list: some View) -> some View {
                        if let destination {
                            if #available(iOS 16, *) {
                                list.navigationDestination(for: Route.self) { destination($0) }
                            } else if let path {
                                list.background {
                                    NavigationLink(
                                        destination: path.wrappedValue.first.map(destination),
                                        isActive: Binding(get: { !path.wrappedValue.isEmpty }, set: { if !$0 { path.wrappedValue.removeAll() } })
                                    ) { EmptyView() }
                                    .hidden()
                                }
                            } else {
                                list
                            }
                        } else {
                            list
                        }
                    }
                }
            }

            extension \(t).ListView where Destination == EmptyView {
                /// A list without destinations: every effect (`.navigate` too) goes to `onAction`.
                \(a)init(
                    state: Binding<TableSpecRuntime.TableState>,
                    onAction: ((\(t).Effect, \(t).Row) -> Void)? = nil,
                    onStep: ((TableSpecRuntime.TableState.Action, TableSpecRuntime.TableState.Step) -> Void)? = nil,
                    @ViewBuilder customCell: @escaping (\(t).Row, TableSpecRuntime.CellType) -> CustomCell
                ) {
                    self.init(storing: state, onAction: onAction, onStep: onStep, customCell: customCell, destination: nil)
                }
            }

            extension \(t).ListView where CustomCell == EmptyView {
                /// A list of a table without declared cell types; routes pushed onto `path` (when
                /// given) are shown with `destination`.
                \(a)init(
                    state: Binding<TableSpecRuntime.TableState>,
                    path: Binding<[\(t).Route]>? = nil,
                    onAction: ((\(t).Effect, \(t).Row) -> Void)? = nil,
                    onStep: ((TableSpecRuntime.TableState.Action, TableSpecRuntime.TableState.Step) -> Void)? = nil,
                    @ViewBuilder destination: @escaping (\(t).Route) -> Destination
                ) {
                    self.init(storing: state, path: path, onAction: onAction, onStep: onStep, customCell: nil, destination: destination)
                }
            }

            extension \(t).ListView where CustomCell == EmptyView, Destination == EmptyView {
                /// A list of `state`'s table without destinations, cell types drawn as their base kind.
                \(a)init(
                    state: Binding<TableSpecRuntime.TableState>,
                    onAction: ((\(t).Effect, \(t).Row) -> Void)? = nil,
                    onStep: ((TableSpecRuntime.TableState.Action, TableSpecRuntime.TableState.Step) -> Void)? = nil
                ) {
                    self.init(storing: state, onAction: onAction, onStep: onStep, customCell: nil, destination: nil)
                }

                /// The sections of `table` (the spec's), read-only: no action is sent, as there is no
                /// binding to write to.
                \(a)init(table: \(t).Table = \(t).table) {
                    self.init(
                        storing: .constant(TableSpecRuntime.TableState(table: table)), editable: false, onAction: nil, onStep: nil,
                        customCell: nil, destination: nil)
                }
            }

            """)
    }

    /// `PreviewScreen` and the `#Preview` of it (see the type's comment). O(1).
    mutating func listViewPreview(typeName t: String) {
        append("""

            extension \(t) {
                /// The screen as first shown (`initialState`) in a navigation container, each route
                /// pushed shown by name: what Xcode previews.
                @MainActor
                struct PreviewScreen: View {
                    @State private var state = \(t).initialState
                    @State private var path: [Route] = []

                    var body: some View {
                        if #available(iOS 16, *) {
                            NavigationStack(path: $path) { list }
                        } else {
                            NavigationView { list }
                        }
                    }

                    private var list: some View {
                        ListView(state: $state, path: $path) { route in
                            Text(route.rawValue)
                        }
                        .navigationTitle(\(t).text(state.table.title ?? "", at: .tableTitle, in: state.table))
                    }
                }
            }

            #if DEBUG && canImport(DeveloperToolsSupport)
            #Preview { \(t).PreviewScreen() }
            #endif
            #endif

            """)
    }
}
